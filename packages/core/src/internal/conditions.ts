/**
 * Pod conditions: `status/generate.go` (kubelet-rules §10.1).
 */
import type { Pod } from "../PodSpec.ts"
import type { ConditionStatus, ContainerStatus, Phase } from "../Timeline.ts"
import type { Statuses } from "./counts.ts"

/** A condition without its transition time (the status manager sets that, §10.1 notes). @internal */
export interface Cond {
  readonly type: string
  readonly status: ConditionStatus
  readonly reason: string | undefined
  readonly message: string | undefined
}

const list = (names: ReadonlyArray<string>): string => `[${names.join(" ")}]`

// The conditions without a message, made once: a status write generates them all every time (values, never mutated)
const INITIALIZED_COMPLETED: Cond = { type: "Initialized", status: "True", reason: "PodCompleted", message: undefined }
const INITIALIZED: Cond = { type: "Initialized", status: "True", reason: undefined, message: undefined }
const CONTAINERS_COMPLETED: Cond = {
  type: "ContainersReady",
  status: "False",
  reason: "PodCompleted",
  message: undefined
}
const CONTAINERS_FAILED: Cond = { type: "ContainersReady", status: "False", reason: "PodFailed", message: undefined }
const CONTAINERS_READY: Cond = { type: "ContainersReady", status: "True", reason: undefined, message: undefined }
const READY: Cond = { type: "Ready", status: "True", reason: undefined, message: undefined }

/** `GeneratePodInitializedCondition` (kubelet-rules §10.1). @internal */
export const initialized = (pod: Pod, statuses: Statuses, phase: Phase, anyRegularStarted: boolean): Cond => {
  const inits = pod.initContainers
  // a pod without init containers has nothing to wait for (the common case: no lists to make)
  if (inits.length === 0) return phase === "Succeeded" ? INITIALIZED_COMPLETED : INITIALIZED
  const unknown: Array<string> = []
  const incomplete: Array<string> = []
  for (let i = 0; i < inits.length; i++) {
    const c = inits[i]!
    const s = statuses[i]
    if (s === undefined) unknown.push(c.name)
    else if (c.kind === "sidecar" ? !s.started : !s.ready) incomplete.push(c.name)
  }
  // If all init containers are known and succeeded, just return PodCompleted.
  if (phase === "Succeeded" && unknown.length === 0) return INITIALIZED_COMPLETED
  // HasAnyRegularContainerStarted (Running or Terminated) → initialized (§7.2: sidecar restarts do not flip it back)
  if (anyRegularStarted || (unknown.length === 0 && incomplete.length === 0)) return INITIALIZED
  const parts: Array<string> = []
  if (unknown.length > 0) parts.push(`containers with unknown status: ${list(unknown)}`)
  if (incomplete.length > 0) parts.push(`containers with incomplete status: ${list(incomplete)}`)
  return { type: "Initialized", status: "False", reason: "ContainersNotInitialized", message: parts.join(", ") }
}

/** `GenerateContainersReadyCondition` (kubelet-rules §10.1; sidecars first). @internal */
export const containersReady = (pod: Pod, statuses: Statuses, phase: Phase): Cond => {
  // kubelet-rules §2.3: a terminal computed phase forces False PodCompleted / PodFailed
  if (phase === "Succeeded") return CONTAINERS_COMPLETED
  if (phase === "Failed") return CONTAINERS_FAILED
  const unknown: Array<string> = []
  const unready: Array<string> = []
  const note = (name: string, s: ContainerStatus | undefined): void => {
    if (s === undefined) unknown.push(name)
    else if (!s.ready) unready.push(name)
  }
  const inits = pod.initContainers
  for (let i = 0; i < inits.length; i++) if (inits[i]!.kind === "sidecar") note(inits[i]!.name, statuses[i])
  for (let i = 0; i < pod.containers.length; i++) note(pod.containers[i]!.name, statuses[inits.length + i])
  if (unknown.length === 0 && unready.length === 0) return CONTAINERS_READY
  const parts: Array<string> = []
  if (unknown.length > 0) parts.push(`containers with unknown status: ${list(unknown)}`)
  if (unready.length > 0) parts.push(`containers with unready status: ${list(unready)}`)
  return { type: "ContainersReady", status: "False", reason: "ContainersNotReady", message: parts.join(", ") }
}

/** `GeneratePodReadyCondition`: ContainersReady and every readiness gate True (kubelet-rules §10.1). @internal */
export const ready = (pod: Pod, containers: Cond, gates: ReadonlyMap<string, ConditionStatus>): Cond => {
  if (containers.status !== "True") return { ...containers, type: "Ready" }
  const messages: Array<string> = []
  for (const gate of pod.readinessGates) {
    const status = gates.get(gate)
    if (status === undefined) messages.push(`corresponding condition of pod readiness gate "${gate}" does not exist.`)
    else if (status !== "True") messages.push(`the status of pod readiness gate "${gate}" is not "True", but ${status}`)
  }
  if (messages.length > 0) {
    return { type: "Ready", status: "False", reason: "ReadinessGatesNotReady", message: messages.join(", ") }
  }
  return READY
}
