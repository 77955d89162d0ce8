/**
 * The out-of-service taint (kubelet-rules §13.6): `node.kubernetes.io/out-of-service:NoExecute`, which an admin puts
 * on a node that is down for good. The taint eviction controller deletes the pods that do not tolerate it, and Pod GC
 * force-deletes the node's terminating pods while the node is not ready.
 */
import type { WorldEvent } from "../WorldEvent.ts"
import { cause, reject } from "./actions.ts"
import { type Ctx, specOf } from "./context.ts"
import type { Input, NodeRt } from "./model.ts"
import { markFailedAndDelete, podsOnNode, scheduleTaintEviction, taintEvict, tolerationOf } from "./nodes.ts"
import { scheduleOutOfServiceGC } from "./podGcTicks.ts"

const OUT_OF_SERVICE = "node.kubernetes.io/out-of-service"

/** `at T node N is tainted out-of-service`. */
export const applyOutOfService = (ctx: Ctx, event: WorldEvent, node: NodeRt, applied: () => void): void => {
  if (node.outOfService) {
    reject(ctx, event, `node ${node.name} is already tainted out-of-service`)
    return
  }
  applied()
  node.outOfService = true
  const why = cause("§13.6", "out-of-service taint: not tolerated")
  for (const p of podsOnNode(ctx, node.name)) {
    if (p.deleted !== undefined) continue
    // getMinTolerationTime: no matching toleration evicts now, tolerationSeconds later, none never
    const toleration = tolerationOf(ctx, specOf(ctx, p), OUT_OF_SERVICE)
    if (toleration === 0) taintEvict(ctx, p, why)
    else if (toleration !== undefined) scheduleTaintEviction(ctx, p, toleration, "out-of-service")
  }
  scheduleOutOfServiceGC(ctx, node)
}

/**
 * §13.6 `gcTerminating`: at a Pod GC tick, every pod with a deletion timestamp on a node that is not ready and has
 * the taint goes Failed (no condition) and is deleted with grace 0.
 */
export const applyOutOfServiceGC = (ctx: Ctx, input: Extract<Input, { _tag: "OutOfServiceGC" }>): void => {
  const node = ctx.nodes[input.node]!
  if (!node.outOfService || node.ready === "True") return
  const why = cause("§13.6", "PodGC: terminating pod on a not-ready out-of-service node")
  for (const p of podsOnNode(ctx, node.name)) if (p.deleted !== undefined) markFailedAndDelete(ctx, p, why)
}
