/**
 * What each container status counts for in the pod-wide rules that read every status: getPhase (kubelet-rules
 * §2.1), the Initialized and ContainersReady conditions (§10.1). A container adds at most one to each counter, so its
 * part is a set of bits and a pod's counts are sums: the stepper keeps them up to date one container at a time
 * instead of walking every container at every status write, and the pure step sums them afresh (its reference).
 */
import type { Container, Pod } from "../PodSpec.ts"
import type { ContainerStatus } from "../Timeline.ts"
import { containerShouldRestart } from "./restart.ts"

/**
 * The pod's container statuses in status order: init containers (sidecars among them) in spec order, then regular
 * containers; `undefined` means "no status". Indexed, not looked up by name: it is read on every status write.
 *
 * @internal
 */
export type Statuses = ReadonlyArray<ContainerStatus | undefined>

// getPhase's counters (§2.1)
export const PENDING_REGULAR_INIT = 0
export const FAILED_INIT = 1
export const FAILED_INIT_NOT_RESTARTABLE = 2
export const PENDING_RESTARTABLE_INIT = 3
export const UNKNOWN = 4
export const RUNNING = 5
export const WAITING = 6
export const STOPPED = 7
export const SUCCEEDED = 8
export const STOPPED_NOT_RESTARTABLE = 9
/** A regular container Running: `HasAnyActiveRegularContainerStarted` (§2.2). */
export const REGULAR_RUNNING = 10
/** A regular container Running or Terminated: `HasAnyRegularContainerStarted` (Initialized, §10.1). */
export const REGULAR_STARTED = 11
/** A sidecar or regular container with a status that is not ready (ContainersReady, §10.1). */
export const NOT_READY = 12

/** How many counters there are. @internal */
export const COUNTERS = 13

/** The counters whose change changes ContainersReady's message. @internal */
export const READINESS_BITS = (1 << UNKNOWN) | (1 << NOT_READY)

const bit = (counter: number): number => 1 << counter

/**
 * The counters container `c` of `pod` adds to, as bits; `init` when it is one of the pod's init containers (sidecars
 * included), `s` its status (`undefined`: no status).
 *
 * @internal
 */
export const statusBits = (
  pod: Pod,
  c: Container,
  init: boolean,
  s: ContainerStatus | undefined,
  rulesGate: boolean
): number => {
  const ready = init && c.kind !== "sidecar" ? 0 : s !== undefined && !s.ready ? bit(NOT_READY) : 0
  return ready | phaseBits(pod, c, init, s, rulesGate) | startedBits(init, s)
}

const startedBits = (init: boolean, s: ContainerStatus | undefined): number => {
  if (init || s === undefined) return 0
  if (s.state._tag === "Running") return bit(REGULAR_RUNNING) | bit(REGULAR_STARTED)
  return s.state._tag === "Terminated" ? bit(REGULAR_STARTED) : 0
}

/** getPhase's counters for one container (kubelet-rules §2.1, in its order). */
const phaseBits = (
  pod: Pod,
  c: Container,
  init: boolean,
  s: ContainerStatus | undefined,
  rulesGate: boolean
): number => {
  // kubelet-rules §4.5: a container removed to restart every container waits for its next start, like a new one
  if (s?.state._tag === "Waiting" && s.state.reason === "RestartingAllContainers" && s.lastState !== undefined)
    return phaseBits(pod, c, init, { ...s, lastState: undefined }, rulesGate)
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
    const restartable = containerShouldRestart(c, pod, terminated.exitCode, rulesGate)
    return bit(FAILED_INIT) | (restartable ? 0 : bit(FAILED_INIT_NOT_RESTARTABLE))
  }
  if (s === undefined) return bit(UNKNOWN)
  if (s.state._tag === "Running") return bit(RUNNING)
  if (s.state._tag === "Terminated") {
    const code = s.state.exitCode
    return bit(STOPPED) | (code === 0 ? bit(SUCCEEDED) : 0) | notRestartable(pod, c, code, rulesGate)
  }
  if (s.lastState !== undefined) return bit(STOPPED) | notRestartable(pod, c, s.lastState.exitCode, rulesGate)
  return bit(WAITING)
}

// a function, not a closure in phaseBits: that runs at every status write
const notRestartable = (pod: Pod, c: Container, code: number, rulesGate: boolean): number =>
  rulesGate && !containerShouldRestart(c, pod, code, rulesGate) ? bit(STOPPED_NOT_RESTARTABLE) : 0

/** Adds (`sign` 1) or removes (`sign` -1) one container's bits to or from a pod's counts. @internal */
export const countBits = (counts: Array<number>, bits: number, sign: 1 | -1): void => {
  for (let k = 0; k < COUNTERS; k++) if ((bits & (1 << k)) !== 0) counts[k]! += sign
}

/** Every container's bits, in status order (init containers first). @internal */
export const allStatusBits = (pod: Pod, statuses: Statuses, rulesGate: boolean): Array<number> => {
  const inits = pod.initContainers
  const bits: Array<number> = new Array(inits.length + pod.containers.length)
  for (let i = 0; i < inits.length; i++) bits[i] = statusBits(pod, inits[i]!, true, statuses[i], rulesGate)
  for (let i = 0; i < pod.containers.length; i++) {
    bits[inits.length + i] = statusBits(pod, pod.containers[i]!, false, statuses[inits.length + i], rulesGate)
  }
  return bits
}

/** The counts of every container's bits. @internal */
export const countAll = (bits: ReadonlyArray<number>): Array<number> => {
  const counts: Array<number> = new Array(COUNTERS).fill(0)
  for (const b of bits) countBits(counts, b, 1)
  return counts
}
