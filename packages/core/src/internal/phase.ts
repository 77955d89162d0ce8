/**
 * Pod phase: `getPhase` of `pkg/kubelet/kubelet_pods.go` (kubelet-rules §2.1–§2.2).
 */
import type { Pod } from "../PodSpec.ts"
import type { Phase } from "../Timeline.ts"
import {
  allStatusBits,
  countAll,
  FAILED_INIT,
  FAILED_INIT_NOT_RESTARTABLE,
  PENDING_REGULAR_INIT,
  PENDING_RESTARTABLE_INIT,
  RUNNING,
  STOPPED,
  STOPPED_NOT_RESTARTABLE,
  type Statuses,
  SUCCEEDED,
  UNKNOWN,
  WAITING
} from "./counts.ts"

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

/** The phase a pod's counts give (`counts.ts`; kubelet-rules §2.2, in this exact order). @internal */
export const phaseOfCounts = (
  counts: ReadonlyArray<number>,
  pod: Pod,
  podIsTerminal: boolean,
  podHasInitialized: boolean,
  rulesGate: boolean
): Phase => {
  const unknown = counts[UNKNOWN]!
  const running = counts[RUNNING]!
  const stopped = counts[STOPPED]!
  const succeeded = counts[SUCCEEDED]!
  // §2.2 step 1
  if (
    rulesGate ? counts[FAILED_INIT_NOT_RESTARTABLE]! > 0 : counts[FAILED_INIT]! > 0 && pod.restartPolicy === "Never"
  ) {
    return "Failed"
  }
  // §2.2 step 2
  if (counts[PENDING_REGULAR_INIT]! > 0 || (counts[PENDING_RESTARTABLE_INIT]! > 0 && !podHasInitialized)) {
    return "Pending"
  }
  // §2.2 step 3: one or more containers has not been started
  if (counts[WAITING]! > 0) return "Pending"
  // §2.2 step 4
  if (running > 0 && unknown === 0) return "Running"
  // §2.2 step 5
  if (running === 0 && stopped > 0 && unknown === 0) {
    const terminal = stopped === succeeded ? "Succeeded" : "Failed"
    if (podIsTerminal) return terminal
    if (rulesGate) return stopped !== counts[STOPPED_NOT_RESTARTABLE]! ? "Running" : terminal
    if (pod.restartPolicy === "Always") return "Running"
    if (stopped === succeeded) return "Succeeded"
    if (pod.restartPolicy === "Never") return "Failed"
    return "Running"
  }
  // §2.2 step 6
  return "Pending"
}

/** `getPhase` (kubelet-rules §2.2, in this exact order), from every container's status. @internal */
export const getPhase = (input: PhaseInput): Phase =>
  phaseOfCounts(
    countAll(allStatusBits(input.pod, input.statuses, input.rulesGate)),
    input.pod,
    input.podIsTerminal,
    input.podHasInitialized,
    input.rulesGate
  )
