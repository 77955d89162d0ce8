/**
 * Steady probe ticks: a tick whose outcome is known before it runs, because it can only record what its last run
 * recorded, changing nothing else (docs/contributing/core.md, "Skipping steady state"). The stepper asks which
 * queued ticks are steady and, for a stretch of them, applies many at once.
 */
import type { ProbeType } from "../Behaviour.ts"
import type { Millis } from "../Duration.ts"
import type { Probe } from "../PodSpec.ts"
import type { TimelineRecord } from "../Timeline.ts"
import { type Ctx, ccOf, nodeOf, own, podAt } from "./context.ts"
import type { ContainerRt, Input, PodRt } from "./model.ts"
import { probeRecord, unhealthyEvent } from "./prober.ts"
import * as Probes from "./probes.ts"

type Timer = Extract<Input, { _tag: "Timer" }>

/**
 * What a steady tick's runs do to its probe's worker (kubelet-rules §9.1): `result`, record a result (the run of
 * equal results grows); a probe that times out holds the worker until its time-out ends it, so its tick, `pending`,
 * is kept for then (the worker is busy), or `start`s the probe whose time-out (`timeout`) ends it before the next
 * tick; a time-out records its failure and leaves the worker idle (`timeout`), or starts the next probe at once for
 * the tick that came meanwhile (`restart`: a time-out at least as long as the period).
 */
export type SteadyEffect = "result" | "pending" | "start" | "timeout" | "restart"

/** What a steady tick does: record `records` (at the tick's instant) and tick again `period` later. */
export interface SteadyTick {
  readonly effect: SteadyEffect
  readonly period: number
  /**
   * How long before its run it is queued: its `period`, by its own last run, but for a `timeout`, queued by its
   * probe's tick when that started the probe (which orders inputs of one instant).
   */
  readonly lead: number
  /**
   * The run's records, at the tick's instant: its `ProbeExecuted`, then for a failure or an error its `Unhealthy`
   * Event; the next runs' differ only in `at`.
   */
  readonly records: ReadonlyArray<TimelineRecord>
  /** The tick stays steady before this instant (a behaviour's answer may change there). */
  readonly until: number
  /** For `start`: the time-out each run queues, `after` ms on, and what it does. */
  readonly timeout?: { readonly after: number; readonly input: Timer; readonly tick: SteadyTick } | undefined
}

/**
 * The result a run of a readiness or liveness probe records if that changes nothing but the probe's run of equal
 * results (kubelet-rules §9.1, §9.3): a success once the result is Success; a readiness failure once the result is
 * Failure (the container stays unready: no threshold to cross, nothing to publish); an error of either, which the
 * kubelet throws away. A liveness failure is never steady (it counts towards a restart), nor a time-out (it holds
 * the worker: see `timingOut`), nor any startup run (a success starts the container, a failure counts towards a kill).
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

/** A run's records at `at`: its `ProbeExecuted` and, for a failure or an error, its `Unhealthy` Event (§9.1). */
const runRecords = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  type: ProbeType,
  result: "success" | "failure" | "error",
  timedOut: boolean,
  at: number
): ReadonlyArray<TimelineRecord> => {
  const probeRun = { ...probeRecord(ctx, p, c, type, result, timedOut), at: at as Millis }
  const event = unhealthyEvent(ctx, p, c, probeRun)
  return event === undefined ? [probeRun] : [probeRun, { ...event, at: at as Millis }]
}

/**
 * The steady effect of `input`, a readiness worker's tick or time-out, when its probe times out (kubelet-rules
 * §9.1): each time-out records a failure, which changes nothing once the container is unready (the result already
 * Failure). A time-out shorter than the period ends before the next tick: the tick starts the probe (`start`) and
 * its time-out ends it (`timeout`). A longer one (or as long) is ended by its time-out after a tick came: the tick is
 * kept (`pending`), and the time-out starts the next probe at once (`restart`), every `timeout` ms. `answer`: what a
 * probe started at the input's instant answers (a tick's, or a time-out's that starts the next).
 */
const timingOut = (
  ctx: Ctx,
  input: Timer,
  p: PodRt,
  c: ContainerRt,
  probe: Probe,
  answer: () => Probes.Answer
): Omit<SteadyTick, "until"> | undefined => {
  const pr = c.probes.readiness
  if (pr.result !== "failure") return undefined
  const period = Probes.period(probe)
  const short = probe.timeout < period
  const failed = (at: number) => runRecords(ctx, p, c, "readiness", "failure", true, at)
  if (input.kind === "ProbeTimeout") {
    if (!pr.busy || pr.pending === short) return undefined
    if (short) return { effect: "timeout", period, lead: probe.timeout, records: failed(input.at) }
    if (answer() !== "times out") return undefined
    return { effect: "restart", period: probe.timeout, lead: probe.timeout, records: failed(input.at) }
  }
  if (pr.busy) return short ? undefined : { effect: "pending", period, lead: period, records: [] }
  if (pr.pending || !short || answer() !== "times out") return undefined
  const at = input.at + probe.timeout
  const timeout: Timer = { ...input, at: at as Millis, kind: "ProbeTimeout" }
  const ends: SteadyTick = {
    effect: "timeout",
    period,
    lead: probe.timeout,
    records: failed(at),
    until: Number.POSITIVE_INFINITY
  }
  return {
    effect: "start",
    period,
    lead: period,
    records: [],
    timeout: { after: probe.timeout, input: timeout, tick: ends }
  }
}

/**
 * The tick's outcome if `input` is a probe tick (or a readiness probe's time-out) that can only record what
 * `steadyResult` or `timingOut` allows: the filters of `onProbeTick` and `attempt` pass (kubelet-rules §9.1, §9.4).
 * Reads the state, writes nothing.
 */
export const steadyTick = (ctx: Ctx, input: Input): SteadyTick | undefined => {
  if (input._tag !== "Timer" || (input.kind !== "Probe" && input.kind !== "ProbeTimeout")) return undefined
  const type = input.probe!
  if (type === "startup") return undefined // its success starts the container: not steady
  const p = ctx.pods[input.pod]!
  const c = p.containers[input.container]!
  const pr = c.probes[type]
  const cc = ccOf(ctx, p, c)
  const probe = Probes.probeSpec(cc.spec, type)
  if (probe === undefined || p.nodeGone || p.finished || c.state !== "running" || pr.gen !== input.token)
    return undefined
  if (pr.onHold) return undefined
  if (type === "liveness" && (p.terminating !== undefined || input.at <= (c.startedInstant ?? 0))) return undefined
  if (type === "readiness" && c.readyCarried) return undefined
  if (!c.started || c.postStart || input.at - c.startedAt < probe.initialDelay) return undefined
  const node = nodeOf(ctx, p)
  if (node === undefined || !node.up) return undefined
  const answer = () => Probes.answerAt(cc.probes[type], c.answers[type], c.runs, c.startedAt, input.at)
  const behaviour = Probes.pickForRun(cc.probes[type], c.runs)
  const switches = behaviour === undefined ? Number.POSITIVE_INFINITY : c.startedAt + behaviour.after
  const until = switches > input.at ? switches : Number.POSITIVE_INFINITY
  if (type === "readiness" && (input.kind === "ProbeTimeout" || pr.busy || answer() === "times out")) {
    const tick = timingOut(ctx, input, p, c, probe, answer)
    return tick === undefined ? undefined : { ...tick, until }
  }
  if (input.kind !== "Probe" || pr.busy || pr.pending) return undefined
  const result = steadyResult(type, c, answer())
  if (result === undefined) return undefined
  const period = Probes.period(probe)
  return {
    effect: "result",
    period,
    lead: period,
    records: runRecords(ctx, p, c, type, result, false, input.at),
    until
  }
}

/**
 * Applies `n` steady ticks of `input`'s probe (`steadyTick` said `tick`), after the ones of its other ticks whose
 * last run came earlier: a result grows the probe's run of equal results (an error changes nothing, §9.1), and a
 * probe that times out leaves the worker busy or idle, a tick kept or not, as its last run did.
 */
export const applySteadyTicks = (ctx: Ctx, input: Timer, tick: SteadyTick, n: number): void => {
  if (n === 0) return
  const p = podAt(ctx, input.pod)
  const pr = own(ctx, p, input.container).probes[input.probe!]
  if (tick.effect === "pending") pr.pending = true
  if (tick.effect === "start" || tick.effect === "restart") {
    pr.busy = true
    pr.pending = false
  }
  if (tick.effect === "timeout") pr.busy = false
  if (tick.records.length === 0) return
  const result = (tick.records[0] as Extract<TimelineRecord, { _tag: "ProbeExecuted" }>).result
  if (result !== "error") {
    if (pr.last === result) pr.run += n
    else {
      pr.last = result
      pr.run = n
    }
  }
  // each run's record marks the pod for a status write, as `emit` does
  p.dirty = true
}
