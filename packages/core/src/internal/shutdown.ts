/**
 * Graceful node shutdown (kubelet-rules §13.5): the kubelet's node shutdown manager kills the node's pods by priority
 * group, regular pods first and critical ones last, each group with its share of `shutdownGracePeriod`; then the node
 * goes down, as when it fails (§13.2).
 */
import type { Millis } from "../Duration.ts"
import { systemCriticalPriority } from "../PodSpec.ts"
import type * as Settings from "../Settings.ts"
import type { WorldEvent } from "../WorldEvent.ts"
import { cause, emit, reject, schedule } from "./actions.ts"
import { type Ctx, mutNode, specOf } from "./context.ts"
import type { Input, NodeRt, PodRt } from "./model.ts"
import { kubeletIsStopped, podsOnNode, stopReporting } from "./nodes.ts"
import { scheduleOutOfServiceGC } from "./podGcTicks.ts"
import { terminateByKubelet } from "./termination.ts"

/** `nodeShutdownMessage` of nodeshutdown_manager.go: the pods' status message and their condition's. */
const SHUTDOWN_MESSAGE = "Pod was terminated in response to imminent node shutdown."

/**
 * `migrateConfig`: the regular group (priority below system-critical) gets `shutdownGracePeriod −
 * shutdownGracePeriodCriticalPods`, the critical group the rest, each in whole seconds. None (the manager is a stub:
 * the node goes down at once) when `shutdownGracePeriod` is 0.
 */
const shutdownGroups = (kubelet: Settings.Kubelet): ReadonlyArray<number> => {
  const total = kubelet.shutdownGracePeriod
  const regular = total - kubelet.shutdownGracePeriodCriticalPods
  if (total === 0 || regular < 0) return []
  return [Math.floor(regular / 1000) * 1000, Math.floor((total - regular) / 1000) * 1000]
}

/** `groupByPriority` with the two migrated groups: a pod at or above system-critical priority is in the second. */
const groupOf = (p: PodRt, ctx: Ctx): number => (specOf(ctx, p).priority >= systemCriticalPriority ? 1 : 0)

/** The pods the manager still waits for in a group: `getPods` (active pods) of the node. */
const activeIn = (ctx: Ctx, node: NodeRt, group: number): Array<PodRt> =>
  podsOnNode(ctx, node.name).filter((p) => !p.finished && groupOf(p, ctx) === group)

/** `at T node N shuts down`. */
export const applyShutdown = (ctx: Ctx, event: WorldEvent, node: NodeRt, applied: () => void): void => {
  if (!node.up) {
    reject(ctx, event, node.kubeletStopped ? kubeletIsStopped(node) : `node ${node.name} is down`)
    return
  }
  if (node.shutdown !== undefined) {
    reject(ctx, event, `node ${node.name} is already shutting down`)
    return
  }
  applied()
  if (shutdownGroups(ctx.config.kubelet).length === 0) {
    stopReporting(ctx, node) // no shutdown grace: the node goes down at once
    return
  }
  // the manager syncs the node status at once: Ready False ("node is shutting down")
  node.ready = "False"
  const why = cause("§13.5", "the kubelet reports the node shutting down")
  emit(ctx, { _tag: "NodeReadyChanged", at: ctx.now, node: node.name, status: "False", cause: why })
  scheduleOutOfServiceGC(ctx, node)
  startGroup(ctx, node, 0)
}

/** Kills the pods of the first group from `group` on that has any; the node goes down after the last. */
const startGroup = (ctx: Ctx, node: NodeRt, group: number): void => {
  const graces = shutdownGroups(ctx.config.kubelet)
  for (let g = group; g < graces.length; g++) {
    const pods = activeIn(ctx, node, g)
    if (pods.length === 0) continue // no pods in this range: no wait
    node.shutdown = { group: g }
    const why = cause("§13.5", `node shutdown: ${g === 0 ? "regular" : "critical"} pods, grace ${graces[g]! / 1000}s`)
    for (const p of pods) {
      // the pod's own terminationGracePeriodSeconds when it is shorter
      const grace = Math.min(graces[g]!, specOf(ctx, p).terminationGracePeriod)
      terminateByKubelet(ctx, p, grace, {
        reason: "Terminated",
        message: SHUTDOWN_MESSAGE,
        disruption: true,
        forced: false,
        why
      })
    }
    const index = ctx.nodes.findIndex((n) => n.name === node.name)
    schedule(ctx, {
      _tag: "ShutdownGroupEnds",
      at: (ctx.now + graces[g]!) as Millis,
      node: index,
      group: g,
      token: node.token
    })
    return
  }
  stopReporting(ctx, node)
}

/** The group's wait is over: its grace has passed, or (`ShutdownProgress`) its last pod has stopped. */
export const applyShutdownStep = (
  ctx: Ctx,
  input: Extract<Input, { _tag: "ShutdownGroupEnds" } | { _tag: "ShutdownProgress" }>
): void => {
  const seen = ctx.nodes[input.node]!
  const group = seen.shutdown?.group
  if (group === undefined) return
  if (input._tag === "ShutdownGroupEnds" && (input.token !== seen.token || input.group !== group)) return
  if (input._tag === "ShutdownProgress" && activeIn(ctx, seen, group).length > 0) return
  startGroup(ctx, mutNode(ctx, seen), group + 1)
}
