/**
 * Killing a container (`killContainer`, kubelet-rules §11.3): preStop, sidecar ordering (§7.4), stop signal,
 * SIGKILL, and the exit that ends every run.
 */
import type { Behaviour } from "../Behaviour.ts"
import * as Duration from "../Duration.ts"
import type { Cause } from "../Timeline.ts"
import { cause, emit, hookFinished, hookStarted, kEvent, timer } from "./actions.ts"
import { makeExit, stopSignal } from "./containerStatus.ts"
import { type Ctx, ccOf, own, podConfig, setState, specOf } from "./context.ts"
import { hookPlan } from "./hooks.ts"
import type { ContainerRt, PodRt } from "./model.ts"
import { anyRunning, publishReadiness } from "./podStatus.ts"
import { requestSync, unblock } from "./worker.ts"

/** `killContainer` (kubelet-rules §11.3). `grace` in ms. */
export const startKill = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  grace: number,
  message: string,
  podLevel: boolean,
  why: Cause
): void => {
  const spec = ccOf(ctx, p, c).spec
  kEvent(ctx, p, "Killing", "Normal", message, spec.name, why) // §11.3 step 2
  c.killToken++
  c.kill = {
    grace,
    phase: "preStop",
    ordered: podLevel && spec.kind === "sidecar",
    hookStart: ctx.now,
    hookOutcome: "completed",
    waitStart: ctx.now,
    endsAt: ctx.now,
    sigkillAt: 0,
    podLevel
  }
  // §11.3 step 3: preStop first, bounded by the grace period
  if (spec.preStop !== undefined && grace > 0) {
    hookStarted(
      ctx,
      p,
      c,
      "preStop",
      cause("§11.3", `preStop first, bounded by the grace period ${Duration.formatGo(grace)}`)
    )
    const plan = hookPlan(ctx, p, c, "preStop")
    c.kill.hookOutcome = plan.duration > grace ? "interrupted" : plan.fails ? "failed" : "completed"
    const end = ctx.now + Math.min(plan.duration, grace)
    if (end > ctx.now) {
      c.kill.endsAt = end
      timer(ctx, p, c, "PreStopDone", end, c.killToken)
      return
    }
    finishPreStop(ctx, p, c)
    return
  }
  afterPreStop(ctx, p, c)
}

export const truncSeconds = (ms: number): number => Math.floor(ms / 1000) * 1000

export const afterPreStop = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const k = c.kill!
  // §11.3 step 3: the hook's time, whole seconds, truncated (none without a hook: this is its start instant)
  k.grace -= truncSeconds(ctx.now - k.hookStart)
  if (k.ordered && !turnReady(ctx, p, c)) {
    // §7.4 step 3: wait for the main containers and the next sidecar, at most the remaining grace
    k.phase = "waitTurn"
    k.waitStart = ctx.now
    k.endsAt = ctx.now + Math.max(k.grace, 0)
    c.killToken++
    timer(ctx, p, c, "TurnTimeout", k.endsAt, c.killToken)
    return
  }
  sendStopSignal(ctx, p, c)
}

/** §7.4: a sidecar stops after every regular container and every later sidecar has stopped. */
export const turnReady = (ctx: Ctx, p: PodRt, c: ContainerRt): boolean => {
  const pc = podConfig(ctx, p)
  const i = c.index
  return p.containers.every(
    (o, j) =>
      o.state !== "running" ||
      !(pc.containers[j]!.spec.kind === "regular" || (pc.containers[j]!.spec.kind === "sidecar" && j > i))
  )
}

export const sendStopSignal = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const k = c.kill!
  const cc = ccOf(ctx, p, c)
  const pod = specOf(ctx, p)
  if (k.phase === "waitTurn") k.grace -= truncSeconds(ctx.now - k.waitStart)
  const grace = Math.max(k.grace, 2000) // §11.3 step 5: minimumGracePeriodInSeconds
  k.phase = "signaled"
  k.sigkillAt = ctx.now + grace
  c.killToken++
  const signal = stopSignal(ctx, cc.spec)
  emit(
    ctx,
    {
      _tag: "SignalSent",
      at: ctx.now,
      pod: pod.name,
      container: cc.spec.name,
      signal,
      cause: cause("§11.3", `stop signal; SIGKILL after ${Duration.formatGo(grace)} if still running`)
    },
    p
  )
  const stops = cc.stops.find((b) => b.signal === signal)
  const after = stops === undefined ? undefined : handlerDelay(stops, ctx.now - c.startedAt)
  if (cc.ignores.includes(signal) || (after !== undefined && after >= grace)) {
    timer(ctx, p, c, "Sigkill", k.sigkillAt, c.killToken)
  } else if (after !== undefined && after > 0) {
    timer(ctx, p, c, "SignalExit", ctx.now + after, c.killToken)
  } else {
    // language reference §4: a container given its stop signal exits at once, with code 0 unless its handler says otherwise
    const code = stops?.exitCode ?? 0
    onExit(ctx, p, c, code, code === 0 ? "Completed" : "Error", cause("§11.4", `exited on ${signal}`))
  }
}

/**
 * How long after the signal the handler ends the process, `inRun` ms into the run. A shell runs its trap only once
 * the foreground command it waits for ends, never if that command never does (docs/conventions.md, POSIX sh §2.11).
 */
const handlerDelay = (stops: Extract<Behaviour, { _tag: "StopsAfterSignal" }>, inRun: number): number => {
  const running = stops.deferredBy?.find((f) => f.from <= inRun && (f.to === undefined || inRun < f.to))
  if (running === undefined) return stops.after
  return running.to === undefined ? Number.POSITIVE_INFINITY : running.to - inRun
}

/** A shell whose trap waits for its foreground command does not end by itself meanwhile: the trap ends it. */
export const trapPending = (ctx: Ctx, p: PodRt, c: ContainerRt): boolean => {
  if (c.kill?.phase !== "signaled") return false
  const cc = ccOf(ctx, p, c)
  const signal = stopSignal(ctx, cc.spec)
  return cc.stops.some((b) => b.signal === signal && b.deferredBy !== undefined)
}

export const sigkill = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const spec = ccOf(ctx, p, c).spec
  const why = cause("§11.3", "grace period over: SIGKILL")
  emit(
    ctx,
    {
      _tag: "SignalSent",
      at: ctx.now,
      pod: specOf(ctx, p).name,
      container: spec.name,
      signal: "SIGKILL",
      cause: why
    },
    p
  )
  onExit(ctx, p, c, 137, "Error", why) // §3.3: 137 after SIGKILL, reason Error
}

/** A container process ended (its own exit, a signal, SIGKILL, OOM, a lost node). */
export const onExit = (ctx: Ctx, p: PodRt, c: ContainerRt, exitCode: number, reason: string, why: Cause): void => {
  if (c.state !== "running") return
  const pod = specOf(ctx, p)
  const spec = ccOf(ctx, p, c).spec
  const index = c.index
  if (c.postStart) {
    c.postStart = false
    hookFinished(ctx, p, c, "postStart", "interrupted")
    if (p.block?.kind === "postStart" && p.block.container === index) unblock(p)
  }
  if (c.kill?.phase === "preStop") {
    // a kill stays in phase preStop only while its hook runs
    hookFinished(ctx, p, c, "preStop", "interrupted")
  }
  emit(
    ctx,
    { _tag: "ContainerExited", at: ctx.now, pod: pod.name, container: spec.name, exitCode, reason, cause: why },
    p
  )
  c.prev = c.last
  c.last = makeExit(exitCode, reason, c.startedAt, ctx.now)
  setState(p, c, "exited")
  c.token++
  c.killToken++
  c.kill = undefined
  c.started = false
  c.startedInstant = undefined
  c.killRequest = undefined
  // §7.4: release sidecars waiting for their turn
  if (p.terminating !== undefined) {
    for (const o of p.containers) {
      if (o.kill?.phase === "waitTurn" && turnReady(ctx, p, o)) sendStopSignal(ctx, p, own(ctx, p, o.index))
    }
  }
  if (p.block?.kind === "kill" && !p.containers.some((o) => o.kill !== undefined && !o.kill.podLevel)) unblock(p)
  if (p.block?.kind === "terminate" && !anyRunning(p)) unblock(p)
  // §9.3: the readiness worker sees the container stopped and writes Ready=false while the sync stays blocked
  if (p.block !== undefined) publishReadiness(ctx, p)
  requestSync(p)
}

export const finishPreStop = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const k = c.kill!
  const spec = ccOf(ctx, p, c).spec
  hookFinished(ctx, p, c, "preStop", k.hookOutcome)
  if (k.hookOutcome === "failed") {
    kEvent(ctx, p, "FailedPreStopHook", "Warning", "PreStopHook failed", spec.name, cause("§11.3", "preStop failed"))
  }
  afterPreStop(ctx, p, c)
}
