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

// What one container counts for in getPhase (kubelet-semantics §2.1): each counter at most once, so a bit each. A
// pod's counts are the sums of its containers' bits, which lets the stepper keep them up to date one container at a
// time instead of walking every container at every status write.
const PENDING_REGULAR_INIT = 0
const FAILED_INIT = 1
const FAILED_INIT_NOT_RESTARTABLE = 2
const PENDING_RESTARTABLE_INIT = 3
const UNKNOWN = 4
const RUNNING = 5
const WAITING = 6
const STOPPED = 7
const SUCCEEDED = 8
const STOPPED_NOT_RESTARTABLE = 9

/** How many counters a container can add to. @internal */
export const PHASE_COUNTERS = 10

const bit = (counter: number): number => 1 << counter

/**
 * The getPhase counters container `c` of `pod` adds to, as bits (kubelet-semantics §2.1); `init` when it is one of
 * the pod's init containers (sidecars included), `s` its status (`undefined`: no status).
 *
 * @internal
 */
export const phaseBits = (
  pod: Pod,
  c: Container,
  init: boolean,
  s: ContainerStatus | undefined,
  rulesGate: boolean
): number => {
  const restartable = (code: number) => containerShouldRestart(c, pod, code, rulesGate)
  if (init && c.kind === "sidecar") {
    if (s === undefined) return bit(UNKNOWN)
    if (s.state._tag === "Running") return bit(RUNNING) | (s.started ? 0 : bit(PENDING_RESTARTABLE_INIT))
    // terminated restartable init containers are not taken into account for the pod phase
    if (s.state._tag === "Terminated") return 0
    return s.lastState === undefined ? bit(PENDING_RESTARTABLE_INIT) | bit(WAITING) : 0
  }
  if (init) {
    if (s === undefined || s.state._tag === "Running") return bit(PENDING_REGULAR_INIT)
    const terminated = s.state._tag === "Terminated" ? s.state : s.lastState
    if (terminated === undefined) return bit(PENDING_REGULAR_INIT)
    if (terminated.exitCode === 0) return 0
    return bit(FAILED_INIT) | (restartable(terminated.exitCode) ? 0 : bit(FAILED_INIT_NOT_RESTARTABLE))
  }
  if (s === undefined) return bit(UNKNOWN)
  if (s.state._tag === "Running") return bit(RUNNING)
  const notRestartable = (code: number) => (rulesGate && !restartable(code) ? bit(STOPPED_NOT_RESTARTABLE) : 0)
  if (s.state._tag === "Terminated") {
    return bit(STOPPED) | (s.state.exitCode === 0 ? bit(SUCCEEDED) : 0) | notRestartable(s.state.exitCode)
  }
  if (s.lastState !== undefined) return bit(STOPPED) | notRestartable(s.lastState.exitCode)
  return bit(WAITING)
}

/** Adds (`sign` 1) or removes (`sign` -1) one container's bits to or from a pod's counts. @internal */
export const countBits = (counts: Array<number>, bits: number, sign: 1 | -1): void => {
  for (let k = 0; k < PHASE_COUNTERS; k++) if ((bits & (1 << k)) !== 0) counts[k]! += sign
}

/** The phase the counters give (kubelet-semantics §2.2, in this exact order). @internal */
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

/** Every container's bits, in status order (init containers first). @internal */
export const allPhaseBits = (pod: Pod, statuses: Statuses, rulesGate: boolean): Array<number> => {
  const inits = pod.initContainers
  const bits: Array<number> = new Array(inits.length + pod.containers.length)
  for (let i = 0; i < inits.length; i++) bits[i] = phaseBits(pod, inits[i]!, true, statuses[i], rulesGate)
  for (let i = 0; i < pod.containers.length; i++) {
    bits[inits.length + i] = phaseBits(pod, pod.containers[i]!, false, statuses[inits.length + i], rulesGate)
  }
  return bits
}

/** The counts of every container's bits. @internal */
export const countAll = (bits: ReadonlyArray<number>): Array<number> => {
  const counts: Array<number> = new Array(PHASE_COUNTERS).fill(0)
  for (const b of bits) countBits(counts, b, 1)
  return counts
}

/** `getPhase` (kubelet-semantics §2.2, in this exact order), from every container's status. @internal */
export const getPhase = (input: PhaseInput): Phase =>
  phaseOfCounts(
    countAll(allPhaseBits(input.pod, input.statuses, input.rulesGate)),
    input.pod,
    input.podIsTerminal,
    input.podHasInitialized,
    input.rulesGate
  )
