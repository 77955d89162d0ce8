/**
 * The pod's API status: generation (§2, §10), publication as records of what changed, and the kubectl columns (§14).
 */
import type { Cause, Condition, ContainerStatus, Phase } from "../Timeline.ts"
import { cause, emit, PRINT_POD, STATUS_WRITE, sharedCause } from "./actions.ts"
import * as Conditions from "./conditions.ts"
import { isReady, sameStatus, statusCause, statusesOf } from "./containerStatus.ts"
import { type Ctx, nodeOf, podCache, podConfig, specOf } from "./context.ts"
import { REGULAR_RUNNING, REGULAR_STARTED } from "./counts.ts"
import type { PodCache, PodRt, PrintedFrom, View } from "./model.ts"
import { phaseOfCounts } from "./phase.ts"
import { scheduleTerminatedPodGC } from "./podGcTicks.ts"
import { readyConditions } from "./readyConditions.ts"
import { restartsAllContainers } from "./restart.ts"
import { printPod, summaryOfSums, updateRegularSums } from "./statusColumn.ts"

/** Writes one condition; emits only when status, reason or message changed (§10.1 lastTransitionTime rule). */
export const setCondition = (ctx: Ctx, p: PodRt, cond: Conditions.Cond, why?: Cause): void => {
  if (p.removed) return
  const conditions = p.view.conditions
  let i = 0
  while (i < conditions.length && conditions[i]!.type !== cond.type) i++
  const old = conditions[i]
  if (old !== undefined && old.status === cond.status && old.reason === cond.reason && old.message === cond.message) {
    return
  }
  const condition: Condition = {
    type: cond.type,
    status: cond.status,
    reason: cond.reason,
    message: cond.message,
    lastTransitionTime: old !== undefined && old.status === cond.status ? old.lastTransitionTime : ctx.now
  }
  const next = conditions.slice()
  next[i] = condition
  p.view.conditions = next
  emit(ctx, { _tag: "ConditionChanged", at: ctx.now, pod: specOf(ctx, p).name, condition, cause: why }, p)
}

/** Drops the condition of this type from the status, if it has one (the resize conditions, §21). */
export const removeCondition = (ctx: Ctx, p: PodRt, type: string, why?: Cause): void => {
  if (p.removed || !p.view.conditions.some((c) => c.type === type)) return
  p.view.conditions = p.view.conditions.filter((c) => c.type !== type)
  emit(ctx, { _tag: "ConditionRemoved", at: ctx.now, pod: specOf(ctx, p).name, conditionType: type, cause: why }, p)
}

/** kubelet-rules §14: recompute the kubectl columns after every status change; emit when they changed. */
export const columns = (ctx: Ctx, p: PodRt): void => {
  if (p.removed) return
  const v = p.view
  const cache = podCache(ctx, p)
  if (cache !== undefined) {
    // printPod is a function of these alone: the same inputs print the same columns
    if (printedFromSame(cache.printed, v)) return
    notePrinted(cache, v)
  }
  const next = printPod(
    v, // what printPod reads of the status
    podConfig(ctx, p).specCounts,
    // a stepper keeps the regular containers' sums; the pure step sums them afresh
    cache === undefined ? undefined : summaryOfSums(cache.regularSums, v.containers)
  )
  const old = v.columns
  if (
    old !== undefined &&
    old.status === next.status &&
    old.ready === next.ready &&
    old.restarts === next.restarts &&
    old.lastRestartAt === next.lastRestartAt
  ) {
    return
  }
  v.columns = next
  emit(
    ctx,
    {
      _tag: "ColumnsChanged",
      at: ctx.now,
      pod: specOf(ctx, p).name,
      columns: next,
      cause: PRINT_POD
    },
    p
  )
}

/** Notes what the columns are printed from (in place: the memo is the cache's alone). */
const notePrinted = (cache: PodCache, v: View): void => {
  const m = cache.printed
  if (m === undefined) {
    cache.printed = {
      phase: v.phase,
      reason: v.reason,
      conditions: v.conditions,
      containersVersion: v.containersVersion,
      deletionTimestamp: v.deletionTimestamp
    }
    return
  }
  m.phase = v.phase
  m.reason = v.reason
  m.conditions = v.conditions
  m.containersVersion = v.containersVersion
  m.deletionTimestamp = v.deletionTimestamp
}

export const printedFromSame = (m: PrintedFrom | undefined, v: View): boolean =>
  m !== undefined &&
  m.phase === v.phase &&
  m.reason === v.reason &&
  m.conditions === v.conditions &&
  m.deletionTimestamp === v.deletionTimestamp &&
  m.containersVersion === v.containersVersion

export const isTerminal = (phase: Phase): boolean => phase === "Succeeded" || phase === "Failed"

export const anyRunning = (p: PodRt): boolean => p.running > 0

/**
 * `getPhase` (from the pod's counts, kubelet-rules §2.1) plus ShouldEvict, the kubelet's status functions and
 * TerminatePod (kubelet-rules §2.2, §2.3, §12, §13.4, §13.5). `conditionPhase` is the phase the conditions are
 * generated from: a status function's phase is applied after them.
 */
export const computePhase = (ctx: Ctx, p: PodRt): ComputedPhase => {
  const pod = specOf(ctx, p)
  // the counts of the statuses `statusesOf` just generated
  let phase = phaseOfCounts(p.statusCounts, pod, p.finished, p.statusCounts[REGULAR_RUNNING]! > 0, ctx.config.rulesGate)
  if (p.finished && (phase === "Pending" || phase === "Running")) phase = "Failed" // §2.3 TerminatePod
  const evicted = p.evicted
  if (evicted === undefined) return GET_PHASE[phase]
  const failed = { phase: "Failed", reason: evicted.reason, message: evicted.message } as const
  // §12 ShouldEvict forces Failed in every status
  if (evicted.forced) return { ...failed, conditionPhase: "Failed" }
  // §13.4, §13.5: the three-way merge keeps a terminal getPhase, and the reason only with the phase it came with
  if (phase === "Succeeded") return GET_PHASE[phase]
  return { ...failed, conditionPhase: phase }
}

interface ComputedPhase {
  readonly phase: Phase
  readonly reason: string | undefined
  readonly message: string | undefined
  readonly conditionPhase: Phase
}

const plain = (phase: Phase): ComputedPhase => ({ phase, reason: undefined, message: undefined, conditionPhase: phase })

/** getPhase's answer alone, for each phase: made once (every status write computes the phase). */
const GET_PHASE: Readonly<Record<Phase, ComputedPhase>> = {
  Pending: plain("Pending"),
  Running: plain("Running"),
  Succeeded: plain("Succeeded"),
  Failed: plain("Failed"),
  Unknown: plain("Unknown")
}

export const kubeletCanWrite = (ctx: Ctx, p: PodRt): boolean => {
  if (p.removed || p.node === undefined || p.nodeGone) return false
  const node = nodeOf(ctx, p)
  return node?.up === true
}

export const SANDBOX_READY: Conditions.Cond = {
  type: "PodReadyToStartContainers",
  status: "True",
  reason: undefined,
  message: undefined
}

export const SANDBOX_NOT_READY: Conditions.Cond = {
  type: "PodReadyToStartContainers",
  status: "False",
  reason: "PodSandboxNotReady",
  message: undefined
}

export const SCHEDULED: Conditions.Cond = {
  type: "PodScheduled",
  status: "True",
  reason: undefined,
  message: undefined
}

/**
 * kubelet-rules §4.5 `ShouldAllContainersRestart`: a container has exited with a code its `RestartAllContainers` rule
 * matches, and has not been removed yet.
 */
export const restartAllTriggered = (ctx: Ctx, p: PodRt): boolean => {
  const pc = podConfig(ctx, p)
  return (
    pc.restartAll &&
    p.containers.some((c, i) => c.state === "exited" && restartsAllContainers(pc.containers[i]!.spec, c.last!.exitCode))
  )
}

/** kubelet-rules §4.5 `GenerateAllContainersRestartingCondition`, for a pod with a `RestartAllContainers` rule. */
const allContainersRestarting = (ctx: Ctx, p: PodRt, phase: Phase): Conditions.Cond => {
  const type = "AllContainersRestarting"
  if (phase === "Succeeded") return { type, status: "False", reason: "PodCompleted", message: undefined }
  if (phase === "Failed") return { type, status: "False", reason: "PodFailed", message: undefined }
  return restartAllTriggered(ctx, p) ? RESTARTING : NOT_RESTARTING
}

const RESTART_ALL_TRIGGER = cause("§4.5", "exit matched a RestartAllContainers rule")

const RESTARTING: Conditions.Cond = {
  type: "AllContainersRestarting",
  status: "True",
  reason: "RestartAllContainersStarted",
  message: "container exited with restart policy rule"
}

const NOT_RESTARTING: Conditions.Cond = {
  type: "AllContainersRestarting",
  status: "False",
  reason: undefined,
  message: undefined
}

/** The container statuses that changed since the last write, in status order (§17.2). */
const writeContainerStatuses = (ctx: Ctx, p: PodRt, why: Cause | undefined): void => {
  const changed = p.unpublished
  if (changed.length === 0) return
  if (changed.length > 1) changed.sort(byNumber)
  for (let n = 0; n < changed.length; n++) {
    const i = changed[n]!
    if (n > 0 && i === changed[n - 1]) continue
    const s = p.current[i]!
    const old = p.view.containers[i]
    if (old === s || sameStatus(old, s)) continue
    setPublished(ctx, p, i, s, why ?? (resizedInPlace(old, s) ? RESIZED : statusCause(ctx, s)))
  }
  changed.length = 0 // the pod's own array (a pure step's copy slices it): emptied, not made again
}

const byNumber = (a: number, b: number): number => a - b

const RESIZED: Cause = cause("§21.3", "resources updated in place: resizePolicy NotRequired")

/** The same run of a running container, with other resources: an in-place resize (§21.3). */
const resizedInPlace = (old: ContainerStatus | undefined, s: ContainerStatus): boolean =>
  old !== undefined &&
  old.resources !== s.resources &&
  old.state._tag === "Running" &&
  s.state._tag === "Running" &&
  old.state.startedAt === s.state.startedAt

/** Publishes container `i`'s status (what the columns read) and records the change. */
const setPublished = (ctx: Ctx, p: PodRt, i: number, s: ContainerStatus, why: Cause): void => {
  const old = p.view.containers[i]
  p.view.containers[i] = s
  p.view.containersVersion++
  const cache = podCache(ctx, p)
  if (cache !== undefined) updateRegularSums(cache.regularSums, p.view.containers, i, old, s)
  const pod = specOf(ctx, p).name
  emit(ctx, { _tag: "ContainerStatusChanged", at: ctx.now, pod, container: s.name, status: s, cause: why }, p)
}

/**
 * The kubelet writes the pod status (`generateAPIPodStatus` + `mergePodStatus`): conditions in kubelet order (§10.1),
 * then container statuses (init first, spec order), then the phase, then the kubectl columns (§14).
 */
export const publish = (ctx: Ctx, p: PodRt, why?: Cause): void => {
  if (!kubeletCanWrite(ctx, p)) return
  // §17.12: while a sync is blocked, the status written at its start stands
  if (p.block !== undefined) return
  // nothing about this pod happened since its last write: the status is the same (a pure optimisation)
  if (!p.dirty) return
  const pod = specOf(ctx, p)
  const statuses = statusesOf(ctx, p)
  const computed = computePhase(ctx, p)
  // §2.3 mergePodStatus: terminal phases are final; a terminal phase waits until no container can run
  let { phase, reason, message } = computed
  if (isTerminal(p.view.phase) || (isTerminal(phase) && anyRunning(p))) {
    phase = p.view.phase
    reason = p.view.reason
    message = p.view.message
  } else if (phase === p.view.phase && reason === undefined) {
    reason = p.view.reason
    message = p.view.message
  }
  // Order inside one write (§10.2, §17.2): PodReadyToStartContainers, Initialized; Ready and ContainersReady when they
  // are not True; the container statuses; ContainersReady and Ready when they turn True; PodScheduled; the phase.
  const condCause = why ?? STATUS_WRITE
  if (ctx.config.readyToStartGate) {
    setCondition(ctx, p, p.sandbox ? SANDBOX_READY : SANDBOX_NOT_READY, condCause)
  }
  setCondition(
    ctx,
    p,
    Conditions.initialized(pod, statuses, computed.conditionPhase, p.statusCounts[REGULAR_STARTED]! > 0),
    condCause
  )
  const { containersReady, ready } = readyConditions(ctx, p, statuses, computed.conditionPhase, p.readinessVersion)
  if (ready.status !== "True") setCondition(ctx, p, ready, condCause)
  if (containersReady.status !== "True") setCondition(ctx, p, containersReady, condCause)
  writeContainerStatuses(ctx, p, why)
  if (containersReady.status === "True") setCondition(ctx, p, containersReady, condCause)
  if (ready.status === "True") setCondition(ctx, p, ready, condCause)
  setCondition(ctx, p, SCHEDULED, condCause)
  if (podConfig(ctx, p).restartAll) {
    const restarting = allContainersRestarting(ctx, p, computed.phase)
    setCondition(ctx, p, restarting, restarting === RESTARTING ? RESTART_ALL_TRIGGER : condCause)
  }
  if (phase !== p.view.phase || reason !== p.view.reason || message !== p.view.message) {
    // §13.4, §13.5 mergePodStatus: a kubelet's DisruptionTarget is sent only with the terminal phase
    if (isTerminal(phase) && !isTerminal(p.view.phase) && p.evicted?.disruption === true) {
      const message = p.evicted.message
      const kubelet = { type: "DisruptionTarget", status: "True", reason: "TerminationByKubelet", message } as const
      setCondition(ctx, p, kubelet, p.evicted.why)
    }
    p.view.phase = phase
    p.view.reason = reason
    p.view.message = message
    emit(
      ctx,
      {
        _tag: "PhaseChanged",
        at: ctx.now,
        pod: pod.name,
        phase,
        reason,
        message,
        cause: p.evicted !== undefined && isTerminal(phase) ? p.evicted.why : sharedCause(ctx, "§2.2", phase, phaseText)
      },
      p
    )
    if (isTerminal(phase)) scheduleTerminatedPodGC(ctx)
  }
  columns(ctx, p)
  p.dirty = false
}

const phaseText = (phase: Phase): string => `getPhase → ${phase}`

const PROBER_WRITE = cause("§9.3", "prober result written by the status manager")

/**
 * The prober's direct status-manager writes (`SetContainerReadiness`, `SetContainerStartup`, kubelet-rules §9.3):
 * published even while a sync is blocked or the pod terminates.
 */
export const publishReadiness = (ctx: Ctx, p: PodRt): void => {
  if (!kubeletCanWrite(ctx, p)) return
  if (p.block === undefined) {
    publish(ctx, p)
    return
  }
  let changed = false
  const specs = podConfig(ctx, p).containers
  p.containers.forEach((c, i) => {
    const old = p.view.containers[i]
    if (old === undefined || old.state._tag !== "Running") return
    // only a probe worker writes here: readiness without a readiness probe, or `started` without a startup probe,
    // stays as last published (§9.1, §9.3)
    const spec = specs[i]!.spec
    const ready = spec.readinessProbe === undefined ? old.ready : isReady(ctx, p, c)
    const started = spec.startupProbe === undefined ? old.started : c.state === "running" && c.started && !c.postStart
    if (old.ready === ready && old.started === started) return
    const s = { ...old, ready, started }
    setPublished(ctx, p, i, s, PROBER_WRITE)
    p.unpublished.push(i) // the next full write compares it with the generated status again
    changed = true
  })
  if (!changed) return
  const { containersReady, ready } = readyConditions(ctx, p, p.view.containers, p.view.phase, undefined)
  const why = PROBER_WRITE
  if (ready.status === "True") {
    setCondition(ctx, p, containersReady, why)
    setCondition(ctx, p, ready, why)
  } else {
    setCondition(ctx, p, ready, why)
    setCondition(ctx, p, containersReady, why)
  }
  columns(ctx, p)
}
