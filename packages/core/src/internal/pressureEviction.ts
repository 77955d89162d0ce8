/**
 * Node-pressure eviction (kubelet-rules §13.4): the kubelet's eviction manager evicts a pod to reclaim memory, disk or
 * process ids (`eviction_manager.go` `synchronize`, `evictPod`).
 */
import { isCritical } from "../PodSpec.ts"
import type { Action, PressureResource, WorldEvent } from "../WorldEvent.ts"
import { cause, kEvent, reject, rejectAlways } from "./actions.ts"
import { type Ctx, nodeOf, specOf } from "./context.ts"
import type { PodRt } from "./model.ts"
import { kubeletIsStopped } from "./nodes.ts"
import { isTerminal } from "./podStatus.ts"
import { terminateByKubelet } from "./termination.ts"
import { requestSync } from "./worker.ts"

/** `signalToResource`: the resource each signal reclaims, as the message names it. */
const resourceNames: Readonly<Record<PressureResource, string>> = {
  memory: "memory",
  disk: "ephemeral-storage",
  pid: "pids"
}

/** `immediateEvictionGracePeriodSeconds`: the grace override of a hard threshold. */
const HARD_GRACE = 1000

/**
 * `evictionMessage` without the threshold and usage sentences: the scenario gives no node capacity or usage, so the
 * message is what the eviction manager writes when it has no observation for the signal (kubelet-rules §13.4).
 */
const evictionMessage = (resource: PressureResource): string =>
  `The node was low on resource: ${resourceNames[resource]}. `

/** Why the kubelet cannot evict this pod now, or undefined; `never` when no other time would do either. */
const cannotEvict = (ctx: Ctx, p: PodRt): { readonly reason: string; readonly never: boolean } | undefined => {
  const now = (reason: string) => ({ reason, never: false })
  const pod = specOf(ctx, p)
  const node = nodeOf(ctx, p)
  if (node === undefined) return now(`pod ${pod.name} is not scheduled: no kubelet runs it`)
  if (p.nodeGone) return now(`node ${node.name} of pod ${pod.name} has been deleted`)
  if (!node.up)
    return now(node.kubeletStopped ? kubeletIsStopped(node) : `node ${node.name} is down: its kubelet evicts nothing`)
  if (p.finished || isTerminal(p.view.phase)) return now(`pod ${pod.name} has terminated (phase ${p.view.phase})`)
  if (isCritical(pod)) {
    const what = pod.static ? "a static pod" : `priority ${pod.priority}`
    return { reason: `pod ${pod.name} is critical (${what}): the eviction manager never evicts it`, never: true }
  }
  return undefined
}

/** `at T pod is evicted by the kubelet for [soft] memory|disk|pid`. */
export const applyPressureEviction = (
  ctx: Ctx,
  event: WorldEvent,
  p: PodRt,
  action: Extract<Action, { _tag: "PodEvictedByKubelet" }>,
  applied: () => void
): void => {
  const impossible = cannotEvict(ctx, p)
  if (impossible !== undefined) {
    if (impossible.never) rejectAlways(ctx, event, impossible.reason)
    else reject(ctx, event, impossible.reason)
    return
  }
  applied()
  const pod = specOf(ctx, p)
  const message = evictionMessage(action.resource)
  const why = cause(
    "§13.4",
    `${action.soft ? "soft" : "hard"} eviction threshold met for ${resourceNames[action.resource]}`
  )
  kEvent(ctx, p, "Evicted", "Warning", message, undefined, why)
  // a hard threshold evicts with grace 1s; a soft one with evictionMaxPodGracePeriod, or the pod's own if shorter
  const grace = action.soft
    ? Math.min(ctx.config.kubelet.evictionMaxPodGracePeriod, pod.terminationGracePeriod)
    : HARD_GRACE
  terminateByKubelet(ctx, p, grace, { reason: "Evicted", message, disruption: true, forced: false, why })
  requestSync(p)
}
