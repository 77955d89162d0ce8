/**
 * Lifecycle hooks: how long a postStart or preStop runs and whether it fails (§8, §11.3), and what happens when it ends.
 */

import { cause, hookFinished, kEvent } from "./actions.ts"
import { type Ctx, ccOf, specOf } from "./context.ts"
import { afterPreStop, startKill } from "./kill.ts"
import type { ContainerRt, PodRt, StartResult } from "./model.ts"
import { setWaiting } from "./start.ts"
import { block } from "./sync.ts"

export const hookPlan = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  hook: "postStart" | "preStop"
): { duration: number; fails: boolean } => {
  const cc = ccOf(ctx, p, c)
  const handler = hook === "postStart" ? cc.spec.postStart : cc.spec.preStop
  let duration = handler?.handler === "sleep" ? (handler.sleep ?? 0) : 0
  let fails = false
  for (const b of cc.hooks) {
    if (b.hook !== hook) continue
    if (b._tag === "HookTakes") duration = b.duration
    else {
      duration = b.after
      fails = true
    }
  }
  return { duration, fails }
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

export const finishPreStop = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const k = c.kill!
  const spec = ccOf(ctx, p, c).spec
  hookFinished(ctx, p, c, "preStop", k.hookOutcome)
  if (k.hookOutcome === "failed") {
    kEvent(ctx, p, "FailedPreStopHook", "Warning", "PreStopHook failed", spec.name, cause("§11.3", "preStop failed"))
  }
  afterPreStop(ctx, p, c)
}
