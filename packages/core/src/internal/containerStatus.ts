/**
 * A container's API status (`convertToAPIContainerStatuses`, kubelet-rules §3), regenerated only when one of
 * its inputs changed.
 */
import type { Millis } from "../Duration.ts"
import type { Container, ContainerKind } from "../PodSpec.ts"
import type { Cause, ContainerState, ContainerStatus, Terminated } from "../Timeline.ts"
import { at, cause, sharedCause } from "./actions.ts"
import { type Ctx, ccOf, podCache, specOf } from "./context.ts"
import { allStatusBits, countAll, countBits, READINESS_BITS, statusBits } from "./counts.ts"
import type { ContainerRt, Exit, PodRt } from "./model.ts"

export const makeExit = (exitCode: number, reason: string, startedAt: number, finishedAt: number): Exit => ({
  exitCode,
  reason,
  startedAt,
  finishedAt,
  terminated: {
    _tag: "Terminated",
    exitCode,
    reason,
    message: undefined,
    startedAt: startedAt as Millis,
    finishedAt: finishedAt as Millis
  }
})

export const terminatedOf = (e: Exit): Terminated => e.terminated

/** kubelet-rules §4.5: the reason and message of a container removed to restart every container of its pod. */
export const RESTARTING_ALL = {
  reason: "RestartingAllContainers",
  message: "The container is removed because RestartAllContainers in place"
} as const

/** §4.5: the termination a removed container reports in `lastState` (exit 137; the runtime has no times for it). */
export const removedForRestartAll = (at: number): Exit => ({
  exitCode: 137,
  reason: RESTARTING_ALL.reason,
  startedAt: at,
  finishedAt: at,
  terminated: {
    _tag: "Terminated",
    exitCode: 137,
    reason: RESTARTING_ALL.reason,
    message: RESTARTING_ALL.message,
    startedAt: undefined,
    finishedAt: at as Millis
  }
})

export const isReady = (ctx: Ctx, p: PodRt, c: ContainerRt): boolean => {
  const spec = ccOf(ctx, p, c).spec
  if (spec.kind === "init") return c.state === "exited" && c.last?.exitCode === 0 // §9.3
  // §9.3: Ready = started && running && (readiness Success, or no readiness probe)
  return (
    c.state === "running" &&
    c.started &&
    !c.postStart &&
    (spec.readinessProbe === undefined || c.probes.readiness.result === "success")
  )
}

/**
 * The container's API status. A stepper regenerates it only when one of its inputs changed: an unchanged container keeps
 * the very same status object, which `publish` then skips without comparing.
 */
export const containerStatus = (ctx: Ctx, p: PodRt, c: ContainerRt): ContainerStatus => {
  const cache = podCache(ctx, p)
  if (cache === undefined) return generateContainerStatus(ctx, p, c)
  const memos = cache.statusMemos
  const m = memos[c.index]
  const terminating = p.terminating !== undefined
  if (
    m !== undefined &&
    m.state === c.state &&
    m.waiting === c.waiting &&
    m.last === c.last &&
    m.prev === c.prev &&
    m.startedAt === c.startedAt &&
    m.started === c.started &&
    m.postStart === c.postStart &&
    m.runs === c.runs &&
    m.image === statusImage(c) &&
    m.readiness === c.probes.readiness.result &&
    m.finished === p.finished &&
    m.initDone === p.initDone &&
    m.terminating === terminating &&
    m.shown === c.shown
  ) {
    return m.status
  }
  const status = generateContainerStatus(ctx, p, c)
  // ContainerStatusUnknown carries the current instant: never reused
  if (status.state._tag === "Terminated" && status.state.startedAt === undefined) return status
  if (m !== undefined) {
    // the memo is the cache's alone: written in place, not made again at every change
    m.state = c.state
    m.waiting = c.waiting
    m.last = c.last
    m.prev = c.prev
    m.startedAt = c.startedAt
    m.started = c.started
    m.postStart = c.postStart
    m.runs = c.runs
    m.image = statusImage(c)
    m.readiness = c.probes.readiness.result
    m.finished = p.finished
    m.initDone = p.initDone
    m.terminating = terminating
    m.shown = c.shown
    m.status = status
    return status
  }
  memos[c.index] = {
    state: c.state,
    waiting: c.waiting,
    last: c.last,
    prev: c.prev,
    startedAt: c.startedAt,
    started: c.started,
    postStart: c.postStart,
    runs: c.runs,
    image: statusImage(c),
    readiness: c.probes.readiness.result,
    finished: p.finished,
    initDone: p.initDone,
    terminating,
    shown: c.shown,
    status
  }
  return status
}

const flagsOf = (p: PodRt): number =>
  (p.finished ? 1 : 0) | (p.initDone ? 2 : 0) | (p.terminating !== undefined ? 4 : 0)

/**
 * Every container's status, in status order. Incrementally (a stepper's `ctx.cache`): the memo of each container not written
 * since (`own` lists the written ones), unless a pod-wide input of every status changed.
 */
export const statusesOf = (ctx: Ctx, p: PodRt): ReadonlyArray<ContainerStatus> => {
  const flags = flagsOf(p)
  const cache = podCache(ctx, p)
  if (cache === undefined || flags !== p.statusFlags || p.current.length === 0) {
    p.statusFlags = flags
    clearTouched(p)
    const pod = specOf(ctx, p)
    const statuses = p.containers.map((c) => containerStatus(ctx, p, c))
    p.current = statuses
    p.statusBits = allStatusBits(pod, statuses, ctx.config.rulesGate)
    p.statusCounts = countAll(p.statusBits)
    p.readinessVersion++
    if (cache !== undefined) cache.readinessChanged = undefined // every container's readiness may have changed
    p.unpublished = statuses.map((_, i) => i)
    return statuses
  }
  for (const i of p.touched) refresh(ctx, p, i)
  clearTouched(p)
  // a ContainerStatusUnknown status (only in a finished pod) is never kept: it carries the current instant
  if (p.finished) {
    const memos = cache.statusMemos
    for (let i = 0; i < p.current.length; i++) if (memos[i] === undefined) refresh(ctx, p, i)
  }
  return p.current
}

/** Regenerates container `i`'s status in place, and what it counts for in getPhase. */
const refresh = (ctx: Ctx, p: PodRt, i: number): void => {
  const s = containerStatus(ctx, p, p.containers[i]!)
  if (s === p.current[i]) return
  p.current[i] = s
  p.unpublished.push(i)
  const pod = specOf(ctx, p)
  const init = i < pod.initContainers.length
  const spec = init ? pod.initContainers[i]! : pod.containers[i - pod.initContainers.length]!
  const bits = statusBits(pod, spec, init, s, ctx.config.rulesGate)
  const old = p.statusBits[i]!
  if (bits === old) return
  countBits(p.statusCounts, old, -1)
  countBits(p.statusCounts, bits, 1)
  p.statusBits[i] = bits
  if (((bits ^ old) & READINESS_BITS) === 0) return
  p.readinessVersion++
  podCache(ctx, p)?.readinessChanged?.push(i)
}

const clearTouched = (p: PodRt): void => {
  if (p.touched.length === 0) return
  for (const i of p.touched) p.containers[i]!.touched = false
  p.touched = []
}

const POD_INITIALIZING: ContainerState = { _tag: "Waiting", reason: "PodInitializing", message: undefined }
const CONTAINER_CREATING: ContainerState = { _tag: "Waiting", reason: "ContainerCreating", message: undefined }

/** `convertToAPIContainerStatuses` for one container (kubelet-rules §3.1). */
export const generateContainerStatus = (ctx: Ctx, p: PodRt, c: ContainerRt): ContainerStatus => {
  const pod = specOf(ctx, p)
  const spec = ccOf(ctx, p, c).spec
  // §3.1: default Waiting reason
  const defaultWaiting = pod.initContainers.length > 0 ? POD_INITIALIZING : CONTAINER_CREATING
  let state: ContainerState
  let lastState: Terminated | undefined
  if (c.state === "none") {
    if (lostAtTermination(ctx, p, c, spec.kind)) {
      state = {
        _tag: "Terminated",
        exitCode: 137,
        reason: "ContainerStatusUnknown",
        message: "The container could not be located when the pod was terminated",
        startedAt: undefined,
        finishedAt: ctx.now
      }
    } else if (c.waiting === undefined || p.terminating !== undefined) {
      // §3.1: ShouldContainerBeRestarted is false once the pod is deleted: the reason cache is not shown
      state = defaultWaiting
    } else {
      state = { _tag: "Waiting", ...c.waiting }
    }
    lastState = c.last === undefined ? undefined : terminatedOf(c.last)
  } else if (c.state === "running") {
    state = { _tag: "Running", startedAt: c.startedAt as Millis }
    lastState = c.last === undefined ? undefined : terminatedOf(c.last)
  } else if (c.waiting !== undefined && p.terminating === undefined && !p.finished) {
    // §3.1: a start failure from the reason cache; the exited run moves to lastState
    state = { _tag: "Waiting", ...c.waiting }
    lastState = terminatedOf(c.last!)
  } else {
    state = terminatedOf(c.last!)
    lastState = c.prev === undefined ? undefined : terminatedOf(c.prev)
  }
  const started = c.state === "running" && c.started && !c.postStart
  const image = statusImage(c)
  const status: ContainerStatus = {
    name: spec.name,
    kind: spec.kind,
    state,
    lastState,
    ready: isReady(ctx, p, c),
    started,
    // §4.5: a removed container counts its removal as a restart until it runs again
    restartCount: c.state === "none" && c.waiting?.reason === RESTARTING_ALL.reason ? c.runs : Math.max(0, c.runs - 1),
    ...(image === undefined ? {} : { image })
  }
  // §11.4: the runtime reports the stop signal of a container it created; the kubelet copies it with the gate on
  const signalled = ctx.config.stopSignalsGate && c.runs > 0 ? { ...status, stopSignal: stopSignal(ctx, spec) } : status
  // §21: the runtime reports the resources it applies to a running container
  return c.state === "running" && c.shown !== undefined ? { ...signalled, resources: c.shown } : signalled
}

/** kubelet-rules §20.2: the status names the image of the run (the spec's before the first), when an update changed it. */
const statusImage = (c: ContainerRt): string | undefined => (c.runs > 0 ? c.runImage : c.image)

/**
 * The signal the runtime stops a container with (kubelet-rules §11.4): `lifecycle.stopSignal` when the kubelet passes
 * it on (gate ContainerStopSignals, `buildContainerConfigLifecycle`), else the image's, which is SIGTERM here.
 */
export const stopSignal = (ctx: Ctx, spec: Container): string =>
  ctx.config.stopSignalsGate && spec.stopSignal !== undefined ? spec.stopSignal : "SIGTERM"

/**
 * kubelet-rules §2.3 `TerminatePod`: a finished pod's container that never reached a terminated state is reported
 * lost: a regular one once the pod has initialized (`hasPodInitialized`), an init container unless it is in the
 * trailing run of init containers that were never started (`initializedContainers`; the first is always reported).
 */
const lostAtTermination = (ctx: Ctx, p: PodRt, c: ContainerRt, kind: ContainerKind): boolean => {
  if (!p.finished) return false
  if (kind === "regular") return p.initDone
  let lastAttempted = 0
  const initCount = specOf(ctx, p).initContainers.length
  for (let i = 1; i < initCount; i++) if (p.containers[i]!.runs > 0) lastAttempted = i
  return c.index <= lastAttempted
}

export const sameState = (a: ContainerState, b: ContainerState): boolean => {
  if (a._tag !== b._tag) return false
  if (a._tag === "Waiting" && b._tag === "Waiting") return a.reason === b.reason && a.message === b.message
  if (a._tag === "Running" && b._tag === "Running") return a.startedAt === b.startedAt
  if (a._tag === "Terminated" && b._tag === "Terminated") return sameTerminated(a, b)
  return false
}

export const sameTerminated = (a: Terminated | undefined, b: Terminated | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.exitCode === b.exitCode &&
    a.reason === b.reason &&
    a.message === b.message &&
    a.startedAt === b.startedAt &&
    a.finishedAt === b.finishedAt)

export const sameStatus = (a: ContainerStatus | undefined, b: ContainerStatus): boolean =>
  a !== undefined &&
  a.ready === b.ready &&
  a.started === b.started &&
  a.restartCount === b.restartCount &&
  a.stopSignal === b.stopSignal &&
  a.image === b.image &&
  a.resources === b.resources &&
  sameState(a.state, b.state) &&
  sameTerminated(a.lastState, b.lastState)

/** `text.split(" ")[1]` without the array. */
export const secondWord = (text: string | undefined): string | undefined => {
  if (text === undefined) return undefined
  const start = text.indexOf(" ") + 1
  if (start === 0) return undefined
  const end = text.indexOf(" ", start)
  return end < 0 ? text.slice(start) : text.slice(start, end)
}

const RUNNING: Cause = cause("§3.1", "container running")
const imagePullText = (reason: string): string => `image pull: ${reason}`
const waitingText = (reason: string): string => `waiting ${reason}`
const exitText = (codeToReason: string): string => `exit ${codeToReason}`

export const statusCause = (ctx: Ctx, s: ContainerStatus): Cause => {
  const st = s.state
  if (st._tag === "Waiting" && st.reason === "CrashLoopBackOff") {
    const delay = secondWord(st.message) ?? "?"
    const exit = s.lastState === undefined ? "" : ` after the exit at ${at(s.lastState.finishedAt)}`
    return cause("§5.2", `CrashLoopBackOff delay ${delay}${exit}`)
  }
  if (st._tag === "Waiting" && (st.reason === "ImagePullBackOff" || st.reason === "ErrImagePull")) {
    return sharedCause(ctx, "§5.5", st.reason, imagePullText)
  }
  // §4.5 and §2.3 write these states themselves: explain cites them
  if (st._tag === "Waiting" && st.reason === RESTARTING_ALL.reason)
    return sharedCause(ctx, "§4.5", st.reason, waitingText)
  if (st._tag === "Waiting") return sharedCause(ctx, "§3.1", st.reason ?? "(no reason)", waitingText)
  if (st._tag === "Terminated") {
    const rule = st.reason === "ContainerStatusUnknown" ? "§2.3" : "§3.3"
    return sharedCause(ctx, rule, `${st.exitCode} → ${st.reason}`, exitText)
  }
  return RUNNING
}

/** Sets the reason cache (§3.1), keeping the same object when nothing changed so the status is not regenerated. */
export const setWaiting = (c: ContainerRt, reason: string, message: string): void => {
  if (c.waiting?.reason !== reason || c.waiting.message !== message) c.waiting = { reason, message }
}
