/**
 * Starting a container: the crash-loop back-off decision (§5.1), then create, start and postStart (§8).
 */
import * as Duration from "../Duration.ts"
import type { Cause } from "../Timeline.ts"
import { at, cause, emit, hookFinished, hookStarted, kEvent, podRef, resyncAt, sharedCause, timer } from "./actions.ts"
import * as Backoff from "./backoff.ts"
import { setWaiting } from "./containerStatus.ts"
import { type Ctx, ccOf, restartProbe, setState, specOf } from "./context.ts"
import { hookPlan } from "./hooks.ts"
import { ensureImage } from "./images.ts"
import { startKill } from "./kill.ts"
import type { ContainerRt, PodRt, StartResult } from "./model.ts"
import * as Probes from "./probes.ts"
import { showAllocated } from "./resizeStatus.ts"
import { block } from "./worker.ts"

/**
 * Whether `tryStart` would find the container still in the crash-loop wait it already shows (same exit, same
 * restart instant), and so change and emit nothing: the sync skips it without copying it.
 */
export const waitsAsBefore = (ctx: Ctx, c: ContainerRt): boolean => {
  if (c.kill !== undefined) return true
  if (c.state !== "exited" || c.waiting?.reason !== "CrashLoopBackOff" || c.backoff === undefined) return false
  if (c.probeKill !== undefined && !c.probeKill.decided) return false
  const exitedAt = c.last!.finishedAt
  return (
    c.restartAt === exitedAt + c.backoff.backoff &&
    Backoff.isInBackOffSince(ctx.config.crashLoop, c.backoff, exitedAt, ctx.now)
  )
}

const restartAfterText = (backoff: number): string => `restart after back-off ${Duration.formatGo(backoff)}`
const FIRST_PROBE_KILL = cause("§5.6", "first probe kill: restart at once, no back-off entry")
const STARTED_AT_ONCE = cause("§17.1", "container created and started at once")
const POST_START_RUNS = cause("§8", "postStart runs synchronously right after the start")

/** `start()` in SyncPod: doBackOff (§5.1), EnsureImageExists (§8, §5.5), create, start, postStart (§8). */
export const tryStart = (ctx: Ctx, p: PodRt, c: ContainerRt, restartCause?: Cause): StartResult => {
  if (c.kill !== undefined) return "waiting"
  if (c.state === "running") return "started"
  const pod = specOf(ctx, p)
  const cc = ccOf(ctx, p, c)
  const spec = cc.spec
  const params = ctx.config.crashLoop
  let why = restartCause ?? c.probeKill?.cause
  if (c.state === "exited") {
    // §5.1 step 1: the newest exited instance — §5.6: for a probe kill in this sync, the one before it
    let ts: number | undefined = c.last!.finishedAt
    let waitFrom = ts
    if (c.probeKill !== undefined && !c.probeKill.decided) {
      c.probeKill.decided = true
      ts = c.probeKill.prev
      waitFrom = c.last!.finishedAt
    }
    if (ts !== undefined) {
      if (Backoff.isInBackOffSince(params, c.backoff, ts, ctx.now)) {
        // §5.1 step 3: CrashLoopBackOff with the exact message of §3.2
        const delay = c.backoff!.backoff
        const restartAt = waitFrom + delay
        // the same wait as at the last sync (one exit, one delay): keep its message, and so the container's status
        if (c.waiting?.reason !== "CrashLoopBackOff" || c.restartAt !== restartAt) {
          c.waiting = {
            reason: "CrashLoopBackOff",
            message: `back-off ${Duration.formatGo(delay)} restarting failed container=${spec.name} pod=${podRef(pod)}`
          }
        }
        if (c.restartAt !== restartAt) {
          c.restartAt = restartAt
          const text = `CrashLoopBackOff delay ${Duration.formatGo(delay)} after the exit at ${at(waitFrom)}`
          // §17.10: one BackOff event per crash-loop wait
          kEvent(ctx, p, "BackOff", "Warning", cc.messages.backOff, spec.name, cause("§5.1", text))
          resyncAt(ctx, p, restartAt, cause("§5.2", text))
        }
        return "backoff"
      }
      // §5.1 step 4: Next, then start now
      const before = c.backoff
      c.backoff = Backoff.next(params, c.backoff, ts, ctx.now)
      why ??=
        before === undefined || Backoff.hasExpired(params, ts, before)
          ? cause("§5.2", `restart at once after the exit at ${at(c.last!.finishedAt)} (no back-off entry)`)
          : sharedCause(ctx, "§5.2", before.backoff, restartAfterText)
    } else {
      why ??= FIRST_PROBE_KILL
    }
  }
  const image = ensureImage(ctx, p, c)
  if (image !== "ok") return image
  return createAndStart(ctx, p, c, why)
}

/** `startContainer` steps 2–6 (kubelet-rules §8). */
export const createAndStart = (ctx: Ctx, p: PodRt, c: ContainerRt, why: Cause | undefined): StartResult => {
  const cc = ccOf(ctx, p, c)
  const spec = cc.spec
  const pod = specOf(ctx, p)
  c.runs++
  c.runImage = c.image
  setState(p, c, "running")
  c.startedAt = ctx.now
  c.token++
  c.waiting = undefined
  c.restartAt = undefined
  c.pullRetryAt = undefined
  c.probeKill = undefined
  c.killRequest = undefined
  showAllocated(c, ctx.config.resizeGate) // §21: a container starts with its allocation
  c.started = spec.startupProbe === undefined
  c.startedInstant = c.started ? ctx.now : undefined
  restartProbe(c.probes.startup, "unknown")
  restartProbe(c.probes.liveness, "success")
  restartProbe(c.probes.readiness, "failure")
  const startCause = why ?? STARTED_AT_ONCE
  kEvent(ctx, p, "Created", "Normal", cc.messages.created, spec.name, startCause)
  kEvent(ctx, p, "Started", "Normal", cc.messages.started, spec.name, startCause)
  emit(
    ctx,
    {
      _tag: "ContainerStarted",
      at: ctx.now,
      pod: pod.name,
      container: spec.name,
      run: c.runs,
      cause: startCause
    },
    p
  )
  // behaviours: `exits N after D`, `is OOM killed after D`
  const exit = Probes.pickForRun(cc.exits, c.runs)
  if (exit !== undefined) {
    timer(ctx, p, c, "Exit", ctx.now + exit.after, c.token, {
      exitCode: exit._tag === "ExitsAfter" ? exit.exitCode : 137,
      oom: exit._tag === "OomKilledAfter"
    })
  }
  // §9.4: liveness and startup candidates at S + k·period, k ≥ 1
  for (const type of ["startup", "liveness"] as const) {
    const probe = Probes.probeSpec(spec, type)
    if (probe !== undefined) {
      timer(ctx, p, c, "Probe", ctx.now + Probes.period(probe), c.probes[type].gen, { probe: type })
    }
  }
  // §8: postStart runs synchronously
  if (spec.postStart !== undefined) {
    hookStarted(ctx, p, c, "postStart", POST_START_RUNS)
    const plan = hookPlan(ctx, p, c, "postStart")
    c.postStart = true
    if (plan.duration > 0) {
      timer(ctx, p, c, "PostStartDone", ctx.now + plan.duration, c.token)
      return block(p, "postStart", c.index)
    }
    return finishPostStart(ctx, p, c, plan.fails)
  }
  return "started"
}

export const finishPostStart = (ctx: Ctx, p: PodRt, c: ContainerRt, fails: boolean): StartResult => {
  const spec = ccOf(ctx, p, c).spec
  const pod = specOf(ctx, p)
  c.postStart = false
  hookFinished(ctx, p, c, "postStart", fails ? "failed" : "completed")
  if (!fails) return "started"
  // §8 step 6: FailedPostStartHook, the container is killed, PostStartHookError
  const why = cause("§8", "postStart hook failed")
  kEvent(ctx, p, "FailedPostStartHook", "Warning", "PostStartHook failed", spec.name, why)
  setWaiting(c, "PostStartHookError", "PostStartHook failed")
  // a kill already under way (the pod terminating) keeps its signal and grace period (§11.3)
  if (c.kill === undefined) startKill(ctx, p, c, pod.terminationGracePeriod, "FailedPostStartHook", false, why)
  if (c.kill !== undefined) return block(p, "kill", -1)
  return "failed"
}
