/**
 * Lifecycle hooks: how long a postStart or preStop runs and whether it fails (§8, §11.3). What happens when one ends
 * is the start's (`start.finishPostStart`) or the kill's (`kill.finishPreStop`).
 */
import { type Ctx, ccOf } from "./context.ts"
import type { ContainerRt, PodRt } from "./model.ts"

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
