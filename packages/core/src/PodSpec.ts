/**
 * The subset of the Pod v1 API that the simulator reads, with the API server's defaults applied
 * (kubelet-semantics §1: `SetDefaults_PodSpec`, `SetDefaults_Container`, `SetDefaults_Probe`).
 *
 * `decode` turns a plain manifest object (a whole Pod, or just its `spec`) into a `Pod`, and reports what the API
 * server would reject as `Issue`s with JSON paths. Core knows nothing of source text: the parser maps each path back
 * to a YAML line and column.
 */
import type { Millis } from "./Duration.ts"

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
  /** Probe-level `terminationGracePeriodSeconds` (liveness/startup only, kubelet-semantics §9.2). */
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
  /** `lifecycle.stopSignal`; `undefined` means the image default, SIGTERM (kubelet-semantics §11.4). */
  readonly stopSignal: string | undefined
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
}

/** A path into the manifest, as the API server prints it: `["spec", "containers", 0, "name"]`. @category models */
export type Path = ReadonlyArray<string | number>

/** What the API server would reject, at a path of the manifest. @category models */
export interface Issue {
  readonly path: Path
  readonly message: string
  /** The API's error type: `Required value`, `Invalid value`, `Duplicate value`, `Unsupported value`, `Forbidden`. */
  readonly kind: "Required" | "Invalid" | "Duplicate" | "Unsupported" | "Forbidden"
}

/** @category models */
export interface Decoded {
  readonly pod: Pod | undefined
  readonly issues: ReadonlyArray<Issue>
  /** The path prefix of the spec inside the manifest: `["spec"]` for a whole Pod, `[]` for a bare spec. */
  readonly specPath: Path
}

/** Every container of the pod, init containers (and sidecars) first, in spec order. @category accessors */
export const allContainers = (pod: Pod): ReadonlyArray<Container> => [...pod.initContainers, ...pod.containers]
