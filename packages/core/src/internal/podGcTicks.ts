/**
 * When the Pod GC controller ticks (kubelet-rules §17.9), and the tick a pod that has just turned terminal asks for
 * (§13.3): the status layer schedules it without knowing the controller.
 */
import type { Millis } from "../Duration.ts"
import { schedule } from "./actions.ts"
import type { Ctx } from "./context.ts"

/** §17.9: Pod GC ticks every 20s from 0s. */
export const GC_PERIOD = 20_000

/** §17.9: an orphan is removed at the first tick ≥ its detection + 40s. */
export const GC_QUARANTINE = 40_000

/**
 * The next Pod GC tick for `gcTerminated`, when a pod has just become terminal and the scenario has more pods than
 * `terminatedPodGCThreshold` (otherwise the threshold can never be passed, and no tick is needed).
 */
export const scheduleTerminatedPodGC = (ctx: Ctx): void => {
  const threshold = ctx.config.cluster.terminatedPodGCThreshold
  if (threshold <= 0 || ctx.pods.length <= threshold) return
  schedule(ctx, { _tag: "TerminatedPodGC", at: (Math.ceil(ctx.now / GC_PERIOD) * GC_PERIOD) as Millis })
}
