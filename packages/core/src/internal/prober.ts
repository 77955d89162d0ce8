/**
 * The probe workers (kubelet-rules §9): the schedule of §9.4, results, thresholds, and the kills and status
 * writes they cause.
 */
import type { ProbeType } from "../Behaviour.ts"
import type { Probe } from "../PodSpec.ts"
import type { TimelineRecord } from "../Timeline.ts"
import { at, cause, emit, eventRecord, timer } from "./actions.ts"
import { type Ctx, ccOf, nodeOf, own, podConfig, specOf } from "./context.ts"
import type { ContainerRt, PodRt } from "./model.ts"
import { publishReadiness } from "./podStatus.ts"
import * as Probes from "./probes.ts"
import { requestSync } from "./worker.ts"

/** §9.3/§9.4: a sync runs the readiness probe of every started container whose result is not Success. */
export const readinessTriggers = (ctx: Ctx, p: PodRt): void => {
  if (p.terminating !== undefined || p.finished) return
  for (const i of podConfig(ctx, p).readinessProbed) {
    const seen = p.containers[i]!
    const probe = ccOf(ctx, p, seen).spec.readinessProbe!
    if (seen.state !== "running" || !seen.started || seen.postStart) continue
    if (seen.probes.readiness.result === "success" && !seen.readyCarried) continue
    const c = own(ctx, p, i)
    c.probes.readiness.gen++
    c.probes.readiness.busy = false
    c.probes.readiness.pending = false
    timer(ctx, p, c, "Probe", ctx.now + Probes.period(probe), c.probes.readiness.gen, { probe: "readiness" })
    if (ctx.now - c.startedAt >= probe.initialDelay) execute(ctx, p, c, "readiness", probe)
  }
}

export const onProbeTick = (ctx: Ctx, p: PodRt, c: ContainerRt, type: ProbeType, gen: number): void => {
  const spec = ccOf(ctx, p, c).spec
  const probe = Probes.probeSpec(spec, type)
  const pr = c.probes[type]
  if (probe === undefined || c.state !== "running" || pr.gen !== gen || pr.onHold || p.finished) return
  if (type !== "readiness" && p.terminating !== undefined) return // §9.2: StopLivenessAndStartup
  if (type === "startup" && c.started) return // the startup worker is done
  timer(ctx, p, c, "Probe", ctx.now + Probes.period(probe), gen, { probe: type })
  // §9.1: `doProbe` blocks the worker's loop; Go's ticker keeps one late tick and drops the others.
  if (pr.busy) pr.pending = true
  else attempt(ctx, p, c, type, probe)
}

/** One pass of the worker's loop after a tick: the filters of `doProbe`, then the probe. */
const attempt = (ctx: Ctx, p: PodRt, c: ContainerRt, type: ProbeType, probe: Probe): void => {
  const node = nodeOf(ctx, p)
  if (node === undefined || !node.up) return
  if (c.postStart) return // §8: no container ID in the status yet
  if (ctx.now - c.startedAt < probe.initialDelay) return // §9.4 initial-delay filter
  if (type !== "startup" && !c.started) return
  if (type === "liveness" && ctx.now <= (c.startedInstant ?? 0)) return // §9.4: strictly after R
  execute(ctx, p, c, type, probe)
}

/**
 * A probe that took its `timeoutSeconds` ends (§9.1): its failure is recorded now, and the tick that came meanwhile,
 * if any, runs the next probe at once.
 */
export const onProbeTimeout = (ctx: Ctx, p: PodRt, c: ContainerRt, type: ProbeType, gen: number): void => {
  const pr = c.probes[type]
  if (pr.gen !== gen || !pr.busy) return
  pr.busy = false
  const probe = Probes.probeSpec(ccOf(ctx, p, c).spec, type)
  if (probe === undefined || c.state !== "running" || p.finished) return
  record(ctx, p, c, type, probe, "failure", true)
  if (!pr.pending || pr.onHold) return
  pr.pending = false
  attempt(ctx, p, c, type, probe)
}

/** `worker.doProbe` (kubelet-rules §9.1). */
export const execute = (ctx: Ctx, p: PodRt, c: ContainerRt, type: ProbeType, probe: Probe): void => {
  const cc = ccOf(ctx, p, c)
  const answer = Probes.answerAt(cc.probes[type], c.answers[type], c.runs, c.startedAt, ctx.now)
  // §19.2: a readiness worker's first probe replaces a Ready carried over a kubelet restart, from its initial Failure
  const carried = type === "readiness" && c.readyCarried
  if (carried) {
    c.readyCarried = false
    c.probes.readiness.result = "failure"
  }
  if (answer === "times out") {
    // The result is recorded at the probe's start plus its time-out (language reference §11.3).
    const pr = c.probes[type]
    pr.busy = true
    timer(ctx, p, c, "ProbeTimeout", ctx.now + probe.timeout, pr.gen, { probe: type })
    return
  }
  record(ctx, p, c, type, probe, answer === "succeeds" ? "success" : answer === "fails" ? "failure" : "error", false)
  if (carried && c.probes.readiness.result !== "success") {
    publishReadiness(ctx, p)
    requestSync(p)
  }
}

/** The record of one probe run of container `c`, at `ctx.now`. */
export const probeRecord = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  type: ProbeType,
  result: "success" | "failure" | "error",
  timedOut: boolean
): Extract<TimelineRecord, { _tag: "ProbeExecuted" }> => ({
  _tag: "ProbeExecuted",
  at: ctx.now,
  pod: specOf(ctx, p).name,
  container: ccOf(ctx, p, c).spec.name,
  probe: type,
  result,
  ...(timedOut ? { timedOut: true as const } : {}),
  cause: cause("§9.4", `${type} probe of run ${c.runs} started at ${at(c.startedAt)}`)
})

/**
 * The `Unhealthy` Warning Event the kubelet records for the probe run `run` of container `c` when it failed or
 * errored (§9.1), at `ctx.now`.
 */
export const unhealthyEvent = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  run: Extract<TimelineRecord, { _tag: "ProbeExecuted" }>
): Extract<TimelineRecord, { _tag: "EventRecorded" }> | undefined => {
  if (run.result === "success") return undefined
  const title = Probes.probeTitle(run.probe)
  if (run.result === "error") {
    const message = `${title} probe errored and resulted in unknown state: ${Probes.errorText}`
    return eventRecord(ctx, p, "Unhealthy", "Warning", message, run.container, cause("§9.1", errorCause))
  }
  const probe = Probes.probeSpec(ccOf(ctx, p, c).spec, run.probe)!
  const output = run.timedOut ? Probes.timeoutOutput(probe.handler, probe.timeout) : Probes.failureOutput(probe.handler)
  const message = `${title} probe failed: ${output}`
  return eventRecord(ctx, p, "Unhealthy", "Warning", message, run.container, cause("§9.1", `${run.probe} probe failed`))
}

const errorCause = "probe error: result discarded"

/** A probe's result: the record, the Event of a failure or error, the thresholds and what crossing one does. */
const record = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  type: ProbeType,
  probe: Probe,
  result: "success" | "failure" | "error",
  timedOut: boolean
): void => {
  const run = probeRecord(ctx, p, c, type, result, timedOut)
  emit(ctx, run, p)
  const event = unhealthyEvent(ctx, p, c, run)
  if (event !== undefined) emit(ctx, event, p)
  // §9.1: an error result is thrown away
  if (result === "error") return
  const pr = c.probes[type]
  if (pr.last === result) pr.run++
  else {
    pr.last = result
    pr.run = 1
  }
  const threshold = result === "failure" ? probe.failureThreshold : probe.successThreshold
  if (pr.run < Math.max(threshold, 1)) return
  const changed = pr.result !== result
  pr.result = result
  if (type === "liveness" && result === "failure") {
    pr.onHold = true
    pr.run = 0
    c.killRequest = "liveness"
    requestSync(p)
  } else if (type === "startup") {
    pr.onHold = true
    pr.run = 0
    if (result === "success") {
      c.started = true
      c.startedInstant = ctx.now
      publishReadiness(ctx, p)
    } else {
      c.killRequest = "startup"
    }
    requestSync(p)
  } else if (type === "readiness" && changed) {
    publishReadiness(ctx, p)
    requestSync(p)
  }
}
