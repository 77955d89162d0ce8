/**
 * Steady probe ticks: a tick whose outcome is known before it runs, because it can only record what its last run
 * recorded, changing nothing else (docs/contributing/core.md, "Skipping steady state"). The stepper asks which
 * queued ticks are steady and, for a stretch of them, applies many at once.
 */
import type { TimelineRecord } from "../Timeline.ts"
import { type Ctx, ccOf, nodeOf, own, podAt } from "./context.ts"
import type { ContainerRt, Input } from "./model.ts"
import { probeRecord, unhealthyEvent } from "./prober.ts"
import * as Probes from "./probes.ts"

/** What a steady tick does: record `records` (at the tick's instant) and tick again `period` later. */
export interface SteadyTick {
  readonly period: number
  /**
   * The run's records, at the tick's instant: its `ProbeExecuted`, then for a failure or an error its `Unhealthy`
   * Event; the next runs' differ only in `at`.
   */
  readonly records: ReadonlyArray<TimelineRecord>
  /** The tick stays steady before this instant (a behaviour's answer may change there). */
  readonly until: number
}

/**
 * The result a run of a readiness or liveness probe records if that changes nothing but the probe's run of equal
 * results (kubelet-rules §9.1, §9.3): a success once the result is Success; a readiness failure once the result is
 * Failure (the container stays unready: no threshold to cross, nothing to publish); an error of either, which the
 * kubelet throws away. A liveness failure is never steady (it counts towards a restart), nor a time-out (it holds
 * the worker), nor any startup run (a success starts the container, a failure counts towards a kill).
 */
const steadyResult = (
  type: "readiness" | "liveness",
  c: ContainerRt,
  answer: Probes.Answer
): "success" | "failure" | "error" | undefined => {
  const result = c.probes[type].result
  if (answer === "succeeds") return result === "success" ? "success" : undefined
  if (answer === "errors") return "error"
  return answer === "fails" && type === "readiness" && result === "failure" ? "failure" : undefined
}

/**
 * The tick's outcome if `input` is a probe tick that can only record what `steadyResult` allows: nothing pending,
 * no time-out (the filters of `onProbeTick` and `attempt` pass, kubelet-rules §9.1, §9.4). Reads the state, writes
 * nothing.
 */
export const steadyTick = (ctx: Ctx, input: Input): SteadyTick | undefined => {
  if (input._tag !== "Timer" || input.kind !== "Probe") return undefined
  const type = input.probe!
  if (type === "startup") return undefined // its success starts the container: not steady
  const p = ctx.pods[input.pod]!
  const c = p.containers[input.container]!
  const pr = c.probes[type]
  const cc = ccOf(ctx, p, c)
  const probe = Probes.probeSpec(cc.spec, type)
  if (probe === undefined || p.nodeGone || p.finished || c.state !== "running" || pr.gen !== input.token)
    return undefined
  if (pr.onHold || pr.busy || pr.pending) return undefined
  if (type === "liveness" && (p.terminating !== undefined || input.at <= (c.startedInstant ?? 0))) return undefined
  if (type === "readiness" && c.readyCarried) return undefined
  if (!c.started || c.postStart || input.at - c.startedAt < probe.initialDelay) return undefined
  const node = nodeOf(ctx, p)
  if (node === undefined || !node.up) return undefined
  const answer = Probes.answerAt(cc.probes[type], c.answers[type], c.runs, c.startedAt, input.at)
  const result = steadyResult(type, c, answer)
  if (result === undefined) return undefined
  const behaviour = Probes.pickForRun(cc.probes[type], c.runs)
  const switches = behaviour === undefined ? Number.POSITIVE_INFINITY : c.startedAt + behaviour.after
  const probeRun = { ...probeRecord(ctx, p, c, type, result, false), at: input.at }
  const event = unhealthyEvent(ctx, p, c, probeRun)
  return {
    period: Probes.period(probe),
    records: event === undefined ? [probeRun] : [probeRun, { ...event, at: input.at }],
    until: switches > input.at ? switches : Number.POSITIVE_INFINITY
  }
}

/**
 * Applies `n` steady ticks of `input`'s probe (`steadyTick` said `tick`): what each changes is the probe's run of
 * equal results (an error changes nothing, §9.1).
 */
export const applySteadyTicks = (
  ctx: Ctx,
  input: Extract<Input, { _tag: "Timer" }>,
  tick: SteadyTick,
  n: number
): void => {
  const p = podAt(ctx, input.pod)
  const result = (tick.records[0] as Extract<TimelineRecord, { _tag: "ProbeExecuted" }>).result
  if (result !== "error") {
    const pr = own(ctx, p, input.container).probes[input.probe!]
    if (pr.last === result) pr.run += n
    else {
      pr.last = result
      pr.run = n
    }
  }
  // each run's record marks the pod for a status write, as `emit` does
  p.dirty = true
}
