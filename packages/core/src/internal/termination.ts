/**
 * Pod termination (`SyncTerminatingPod`, kubelet-rules §11.5): grace periods (§11.2), the terminal status and
 * removal (§17.7).
 */

import type { Millis } from "../Duration.ts"
import type { Cause } from "../Timeline.ts"
import { cause, emit, schedule, timer } from "./actions.ts"
import { type Ctx, nodeOf, own, podConfig, specOf } from "./context.ts"
import { startKill, truncSeconds } from "./kill.ts"
import type { KubeletStatus, PodRt } from "./model.ts"
import { anyRunning, publish } from "./podStatus.ts"
import { clearResize } from "./resize.ts"
import { block, requestSync } from "./worker.ts"

/** §11.5: SyncTerminatingPod. `grace` in ms. */
export const startTermination = (ctx: Ctx, p: PodRt, grace: number): void => {
  if (p.terminating !== undefined) {
    if (grace < p.terminating.grace) shortenGrace(ctx, p, grace) // §11.2: grace can only decrease
    return
  }
  p.terminating = { grace }
  p.dirty = true
  if (p.block?.kind === "pull" || p.block?.kind === "postStart") {
    // the sync in progress is cancelled (docs/conventions.md)
    p.block = undefined
    p.blockToken++
  }
  p.containers.forEach((c, i) => {
    if (c.restartAt === undefined && c.killRequest === undefined) return
    const owned = own(ctx, p, i)
    owned.restartAt = undefined
    owned.killRequest = undefined
  })
  requestSync(p)
}

/**
 * A kill the kubelet asks for itself, with a grace override and a status function (`killPodNow`, used by the eviction
 * manager, §13.4, and the node shutdown manager, §13.5): the status is published with the terminal phase (§2.3), the
 * grace can only shrink and is at least 1s (§11.2, `calculateEffectiveGracePeriod`).
 */
export const terminateByKubelet = (ctx: Ctx, p: PodRt, grace: number, status: KubeletStatus): void => {
  p.evicted = status
  p.dirty = true
  startTermination(ctx, p, Math.max(grace, 1000))
}

/**
 * §11.2: a shorter grace requested later bounds the kill under way by the new value: SIGKILL no later than it allows,
 * a preStop hook or a turn wait cut to it. Nothing is lengthened: a hook or a handler that ends sooner still does.
 */
export const shortenGrace = (ctx: Ctx, p: PodRt, grace: number): void => {
  p.terminating = { grace }
  for (let i = 0; i < p.containers.length; i++) {
    if (p.containers[i]!.kill?.podLevel !== true) continue
    const c = own(ctx, p, i)
    const k = c.kill!
    if (k.phase === "signaled") {
      // a second Sigkill timer, same token: the pending exit on the stop signal, if sooner, still comes
      const sigkillAt = ctx.now + Math.max(grace, 2000)
      if (sigkillAt < k.sigkillAt) {
        k.sigkillAt = sigkillAt
        timer(ctx, p, c, "Sigkill", sigkillAt, c.killToken)
      }
      continue
    }
    k.grace = Math.min(k.grace, grace + truncSeconds(ctx.now - (k.phase === "preStop" ? k.hookStart : k.waitStart)))
    const endsAt = ctx.now + grace
    if (endsAt >= k.endsAt) continue
    if (k.phase === "preStop") k.hookOutcome = "interrupted"
    k.endsAt = endsAt
    c.killToken++
    timer(ctx, p, c, k.phase === "preStop" ? "PreStopDone" : "TurnTimeout", endsAt, c.killToken)
  }
}

export const terminateBody = (ctx: Ctx, p: PodRt): "blocked" | "done" => {
  const grace = p.terminating!.grace // every sync that gets here has started the termination
  const pc = podConfig(ctx, p)
  // §11.5: kill every running container in parallel (§7.4 ordering for sidecars)
  p.containers.forEach((c, i) => {
    if (c.state !== "running" || c.kill !== undefined) return
    const name = pc.containers[i]!.spec.name
    startKill(ctx, p, own(ctx, p, i), grace, `Stopping container ${name}`, true, cause("§11.5", "pod terminating"))
  })
  if (anyRunning(p)) return block(p, "terminate", -1)
  finalize(ctx, p)
  return "done"
}

/** §11.5 steps 3–4, §17.7: the terminal status is written, then a deleted pod is removed. */
export const finalize = (ctx: Ctx, p: PodRt): void => {
  p.finished = true
  p.dirty = true
  p.sandbox = false // §7.5: killPodWithSyncResult stops the sandbox
  clearResize(ctx, p)
  publish(ctx, p, cause("§11.5", "pod terminated: terminal status"))
  const node = nodeOf(ctx, p)
  if (node?.shutdown !== undefined) {
    // §13.5: the node shutdown manager waits for its group's pods: tell it one has stopped
    schedule(ctx, { _tag: "ShutdownProgress", at: ctx.now as Millis, node: ctx.nodes.indexOf(node) })
  }
  if (p.deleted !== undefined && !p.removed) remove(ctx, p, cause("§11.5", "canBeDeleted: terminal phase written"))
}

export const remove = (ctx: Ctx, p: PodRt, why: Cause): void => {
  p.removed = true
  p.view.removed = true
  emit(ctx, { _tag: "PodRemoved", at: ctx.now, pod: specOf(ctx, p).name, cause: why })
}
