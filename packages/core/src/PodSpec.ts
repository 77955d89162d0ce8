/**
 * The subset of the Pod v1 API that the simulator reads, with the API server's defaults applied
 * (kubelet-rules §1: `SetDefaults_PodSpec`, `SetDefaults_Container`, `SetDefaults_Probe`).
 *
 * The model only: `PodManifest.decode` turns a manifest into a `Pod` and reports what the API server would reject.
 */
import type { Millis } from "./Duration.ts"
import type * as Resources from "./Resources.ts"

/** @category models */
export type RestartPolicy = "Always" | "OnFailure" | "Never"

/** @category models */
export type PullPolicy = "Always" | "IfNotPresent" | "Never"

/** @category models */
export type ContainerKind = "init" | "sidecar" | "regular"

/** @category models */
export interface RestartRule {
  readonly action: "Restart" | "RestartAllContainers"
  readonly operator: "In" | "NotIn"
  readonly values: ReadonlyArray<number>
}

/** A probe with defaults applied; durations in `Millis` (the API counts seconds). @category models */
export interface Probe {
  readonly initialDelay: Millis
  readonly period: Millis
  readonly timeout: Millis
  readonly successThreshold: number
  readonly failureThreshold: number
  /** Probe-level `terminationGracePeriodSeconds` (liveness/startup only, kubelet-rules §9.2). */
  readonly terminationGracePeriod: Millis | undefined
  /** `exec`, `httpGet`, `tcpSocket` or `grpc`: kept for messages. */
  readonly handler: string
}

/** A lifecycle hook handler (`exec`, `httpGet`, `tcpSocket`, `sleep`). @category models */
export interface Hook {
  readonly handler: "exec" | "httpGet" | "tcpSocket" | "sleep"
  /** For `sleep` handlers: the sleep itself is the hook's duration unless a behaviour says otherwise. */
  readonly sleep: Millis | undefined
}

/** @category models */
export interface Container {
  readonly name: string
  readonly kind: ContainerKind
  readonly image: string
  readonly imagePullPolicy: PullPolicy
  /** Container-level `restartPolicy` (sidecars: `Always`; regular containers with gate ContainerRestartRules). */
  readonly restartPolicy: RestartPolicy | undefined
  readonly restartPolicyRules: ReadonlyArray<RestartRule>
  readonly startupProbe: Probe | undefined
  readonly livenessProbe: Probe | undefined
  readonly readinessProbe: Probe | undefined
  readonly postStart: Hook | undefined
  readonly preStop: Hook | undefined
  /** `lifecycle.stopSignal`; `undefined` means the image default, SIGTERM, and always so without gate ContainerStopSignals (kubelet-rules §11.4). */
  readonly stopSignal: string | undefined
  /** `command` and `args` as written (empty when absent), for the command reader of the parser. */
  readonly command: ReadonlyArray<string>
  readonly args: ReadonlyArray<string>
  /** cpu and memory `resources`, defaulted (a limit alone is also the request); kubelet-rules §21. */
  readonly resources: Resources.Resources
  readonly resizePolicy: Resources.ResizePolicy
}

/** @category models */
export interface Toleration {
  readonly key: string | undefined
  readonly operator: "Exists" | "Equal"
  readonly value: string | undefined
  readonly effect: string | undefined
  readonly tolerationSeconds: number | undefined
}

/** @category models */
export interface Pod {
  readonly name: string
  readonly namespace: string
  readonly uid: string
  readonly restartPolicy: RestartPolicy
  /** Init containers in spec order; sidecars (`restartPolicy: Always`) have kind `sidecar`. */
  readonly initContainers: ReadonlyArray<Container>
  readonly containers: ReadonlyArray<Container>
  readonly terminationGracePeriod: Millis
  readonly activeDeadline: Millis | undefined
  readonly readinessGates: ReadonlyArray<string>
  readonly schedulingGates: ReadonlyArray<string>
  readonly nodeName: string | undefined
  readonly osName: string | undefined
  readonly tolerations: ReadonlyArray<Toleration>
  /**
   * `shareProcessNamespace` or `hostPID`: no container's process is PID 1 of a namespace of its own, so a signal it
   * does not handle takes its default action (kubelet-rules §11.7).
   */
  readonly sharedPidNamespace: boolean
  /**
   * The priority the Priority admission plugin resolves: the value of `priorityClassName` `system-node-critical`
   * (2000001000) or `system-cluster-critical` (2000000000), else `priority` as written, else 0.
   */
  readonly priority: number
  /** A static or mirror pod: annotation `kubernetes.io/config.mirror`, or `kubernetes.io/config.source` not `api`. */
  readonly static: boolean
}

/** `scheduling.SystemCriticalPriority`: from this priority on a pod is critical. @category constants */
export const systemCriticalPriority = 2_000_000_000

/**
 * `kubelettypes.IsCriticalPod`: static, mirror, or priority at least `system-cluster-critical`'s. The kubelet's
 * eviction manager never evicts such a pod (kubelet-rules §13.4).
 *
 * @category accessors
 */
export const isCritical = (pod: Pod): boolean => pod.static || pod.priority >= systemCriticalPriority

/** Every container of the pod, init containers (and sidecars) first, in spec order. @category accessors */
export const allContainers = (pod: Pod): ReadonlyArray<Container> => [...pod.initContainers, ...pod.containers]

// Deterministic uid

const fnv1a = (text: string, seed: number): string => {
  let h = seed >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, "0")
}

/**
 * A uid in UUID form derived from namespace and name: the same pod always gets the same uid, so timelines are
 * byte-stable (the API server would draw a random one).
 *
 * @example
 * PodSpec.uidFor("default", "web") // always the same 8-4-4-4-12 hex string, version nibble 4
 *
 * @category defaults
 */
export const uidFor = (namespace: string, name: string): string => {
  const text = `${namespace}/${name}`
  const a = fnv1a(text, 0x811c9dc5)
  const b = fnv1a(text, 0x01000193)
  const c = fnv1a(text, 0x9e3779b9)
  const d = fnv1a(text, 0x85ebca6b)
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-8${c.slice(1, 4)}-${c.slice(4, 8)}${d}`
}
