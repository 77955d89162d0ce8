/**
 * Lifecycle hooks: how long a postStart or preStop runs and whether it fails (§8, §11.3). What happens when one ends
 * is the start's (`start.finishPostStart`) or the kill's (`kill.finishPreStop`).
 */
import { type Ctx, ccOf } from "./context.ts"
import type { ContainerRt, PodRt } from "./model.ts"
import { pickForRun } from "./probes.ts"

export const hookPlan = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  hook: "postStart" | "preStop"
): { duration: number; fails: boolean } => {
  const cc = ccOf(ctx, p, c)
  const handler = hook === "postStart" ? cc.spec.postStart : cc.spec.preStop
  // The behaviour for this run: one limited to runs overrides an unlimited one (language reference §4, §11.3).
  const b = pickForRun(
    cc.hooks.filter((h) => h.hook === hook),
    c.runs
  )
  if (b === undefined) return { duration: handler?.handler === "sleep" ? (handler.sleep ?? 0) : 0, fails: false }
  return b._tag === "HookTakes" ? { duration: b.duration, fails: false } : { duration: b.after, fails: true }
}
