/**
 * Pod phase: `getPhase` of `pkg/kubelet/kubelet_pods.go` (kubelet-semantics §2.1–§2.2).
 */
import type { Container, Pod } from "../PodSpec.ts"
import type { ContainerStatus, Phase } from "../Timeline.ts"
import { containerShouldRestart } from "./restart.ts"

/**
 * The pod's container statuses in status order: init containers (sidecars among them) in spec order, then regular
 * containers; `undefined` means "no status". Indexed, not looked up by name: it is read on every status write.
 *
 * @internal
 */
export type Statuses = ReadonlyArray<ContainerStatus | undefined>

/** @internal */
export interface PhaseInput {
  readonly pod: Pod
  readonly statuses: Statuses
  readonly podIsTerminal: boolean
  /** `HasAnyActiveRegularContainerStarted`. */
  readonly podHasInitialized: boolean
  /** Gate `ContainerRestartRules`. */
  readonly rulesGate: boolean
}

/** `getPhase` (kubelet-semantics §2.2, in this exact order). @internal */
export const getPhase = (input: PhaseInput): Phase => {
  const { pod, rulesGate, statuses } = input
  const restartable = (c: Container, code: number) => containerShouldRestart(c, pod, code, rulesGate)
  let pendingRegularInit = 0
  let failedInit = 0
  let failedInitNotRestartable = 0
  let pendingRestartableInit = 0
  let unknown = 0
  let running = 0
  let waiting = 0
  let stopped = 0
  let succeeded = 0
  let stoppedNotRestartable = 0
  // §2.1 init containers
  const inits = pod.initContainers
  for (let i = 0; i < inits.length; i++) {
    const c = inits[i]!
    const s = statuses[i]
    if (c.kind === "sidecar") {
      if (s === undefined) unknown++
      else if (s.state._tag === "Running") {
        running++
        if (!s.started) pendingRestartableInit++
      } else if (s.state._tag === "Terminated") {
        // terminated restartable init containers are not taken into account for the pod phase
      } else if (s.lastState === undefined) {
        pendingRestartableInit++
        waiting++
      }
      continue
    }
    if (s === undefined || s.state._tag === "Running") {
      pendingRegularInit++
      continue
    }
    const terminated = s.state._tag === "Terminated" ? s.state : s.lastState
    if (terminated === undefined) {
      pendingRegularInit++
      continue
    }
    if (terminated.exitCode !== 0) {
      failedInit++
      if (!restartable(c, terminated.exitCode)) failedInitNotRestartable++
    }
  }
  // §2.1 regular containers
  for (let i = 0; i < pod.containers.length; i++) {
    const c = pod.containers[i]!
    const s = statuses[inits.length + i]
    if (s === undefined) unknown++
    else if (s.state._tag === "Running") running++
    else if (s.state._tag === "Terminated") {
      stopped++
      if (s.state.exitCode === 0) succeeded++
      if (rulesGate && !restartable(c, s.state.exitCode)) stoppedNotRestartable++
    } else if (s.lastState !== undefined) {
      stopped++
      if (rulesGate && !restartable(c, s.lastState.exitCode)) stoppedNotRestartable++
    } else waiting++
  }
  // §2.2 step 1
  if (rulesGate ? failedInitNotRestartable > 0 : failedInit > 0 && pod.restartPolicy === "Never") return "Failed"
  // §2.2 step 2
  if (pendingRegularInit > 0 || (pendingRestartableInit > 0 && !input.podHasInitialized)) return "Pending"
  // §2.2 step 3: one or more containers has not been started
  if (waiting > 0) return "Pending"
  // §2.2 step 4
  if (running > 0 && unknown === 0) return "Running"
  // §2.2 step 5
  if (running === 0 && stopped > 0 && unknown === 0) {
    const terminal = stopped === succeeded ? "Succeeded" : "Failed"
    if (input.podIsTerminal) return terminal
    if (rulesGate) return stopped !== stoppedNotRestartable ? "Running" : terminal
    if (pod.restartPolicy === "Always") return "Running"
    if (stopped === succeeded) return "Succeeded"
    if (pod.restartPolicy === "Never") return "Failed"
    return "Running"
  }
  // §2.2 step 6
  return "Pending"
}
