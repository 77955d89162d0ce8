/**
 * Steady probe ticks: a tick whose outcome is known before it runs, because it can only record the same success
 * again (docs/contributing/core.md, "Skipping steady state"). The stepper asks which queued ticks are steady and,
 * for a stretch of them, applies many at once.
 */
import type { TimelineRecord } from "../Timeline.ts"
import { type Ctx, ccOf, nodeOf, own, podAt } from "./context.ts"
import type { Input } from "./model.ts"
import { probeRecord } from "./prober.ts"
import * as Probes from "./probes.ts"

/** What a steady tick does: record `record` (at the tick's instant) and tick again `period` later. */
export interface SteadyTick {
  readonly period: number
  /** The run's record, at the tick's instant; the next runs differ only in `at`. */
  readonly record: Extract<TimelineRecord, { _tag: "ProbeExecuted" }>
  /** The tick stays steady before this instant (a behaviour's answer may change there). */
  readonly until: number
}

/**
 * The tick's outcome if `input` is a probe tick that can only record another success of a readiness or liveness
 * probe whose result is already Success: nothing to publish, no threshold to cross, no time-out pending
 * (the filters of `onProbeTick` and `attempt` pass, kubelet-rules §9.1, §9.4). Reads the state, writes nothing.
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
  if (pr.onHold || pr.busy || pr.pending || pr.result !== "success") return undefined
  if (type === "liveness" && (p.terminating !== undefined || input.at <= (c.startedInstant ?? 0))) return undefined
  if (type === "readiness" && c.readyCarried) return undefined
  if (!c.started || c.postStart || input.at - c.startedAt < probe.initialDelay) return undefined
  const node = nodeOf(ctx, p)
  if (node === undefined || !node.up) return undefined
  if (Probes.answerAt(cc.probes[type], c.answers[type], c.runs, c.startedAt, input.at) !== "succeeds") return undefined
  const behaviour = Probes.pickForRun(cc.probes[type], c.runs)
  const switches = behaviour === undefined ? Number.POSITIVE_INFINITY : c.startedAt + behaviour.after
  const record = { ...probeRecord(ctx, p, c, type, "success", false), at: input.at }
  return { period: Probes.period(probe), record, until: switches > input.at ? switches : Number.POSITIVE_INFINITY }
}

/** Applies `n` steady ticks of `input`'s probe (`steadyTick`): what each changes is the run of successes. */
export const applySteadyTicks = (ctx: Ctx, input: Extract<Input, { _tag: "Timer" }>, n: number): void => {
  const p = podAt(ctx, input.pod)
  const pr = own(ctx, p, input.container).probes[input.probe!]
  if (pr.last === "success") pr.run += n
  else {
    pr.last = "success"
    pr.run = n
  }
  // each run's record marks the pod for a status write, as `emit` does
  p.dirty = true
}
