/**
 * When the Pod GC controller ticks (kubelet-rules §17.9), and the tick a pod that has just turned terminal asks for
 * (§13.3): the status layer schedules it without knowing the controller.
 */
import type { Millis } from "../Duration.ts"
import { schedule } from "./actions.ts"
import type { Ctx } from "./context.ts"
import type { NodeRt } from "./model.ts"

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
  schedule(ctx, { _tag: "TerminatedPodGC", at: nextTick(ctx) })
}

/** The first Pod GC tick at or after now. */
const nextTick = (ctx: Ctx): Millis => (Math.ceil(ctx.now / GC_PERIOD) * GC_PERIOD) as Millis

/**
 * §13.6 `gcTerminating`: the next Pod GC tick, when the node is tainted out-of-service and not ready, for its
 * terminating pods (asked for again whenever one more of them may be terminating).
 */
export const scheduleOutOfServiceGC = (ctx: Ctx, node: NodeRt): void => {
  if (!node.outOfService || node.ready === "True") return
  schedule(ctx, { _tag: "OutOfServiceGC", at: nextTick(ctx), node: ctx.nodes.findIndex((n) => n.name === node.name) })
}
