/**
 * Nodes and Pod GC (kubelet-rules §13): a node fails, recovers, reboots or is deleted; the node lifecycle
 * controller marks it NotReady and evicts its pods by taint (§13.2); Pod GC removes the orphans of a deleted node
 * (§13.3).
 */
import type { Millis } from "../Duration.ts"
import type { Pod } from "../PodSpec.ts"
import type { Cause } from "../Timeline.ts"
import type { WorldEvent } from "../WorldEvent.ts"
import { cause, emit, reject, schedule } from "./actions.ts"
import { type Ctx, indexOf, mutNode, nodeOf, own, podAt, setState, specOf } from "./context.ts"
import { deletePod, disruption } from "./controlPlane.ts"
import { onExit } from "./kill.ts"
import type { Input, NodeRt, PodRt } from "./model.ts"
import { GC_PERIOD, GC_QUARANTINE, scheduleOutOfServiceGC } from "./podGcTicks.ts"
import { columns, isTerminal, setCondition } from "./podStatus.ts"
import { remove } from "./termination.ts"
import { requestSync } from "./worker.ts"

export const podsOnNode = (ctx: Ctx, node: string): Array<PodRt> => {
  const out: Array<PodRt> = []
  ctx.pods.forEach((p, i) => {
    if (p.node === node && !p.removed && !p.nodeGone) out.push(podAt(ctx, i))
  })
  return out
}

/**
 * How long the pod tolerates a NoExecute taint with this key (`getMinTolerationTime`): undefined for ever, 0 when no
 * toleration matches. The unreachable taint has the admission plugin's default toleration (§13.2).
 */
export const tolerationOf = (ctx: Ctx, pod: Pod, key: string): number | undefined => {
  for (const t of pod.tolerations) {
    const keyMatches = t.key === undefined ? t.operator === "Exists" : t.key === key
    if (keyMatches && (t.effect === undefined || t.effect === "NoExecute")) {
      return t.tolerationSeconds === undefined ? undefined : Math.max(t.tolerationSeconds, 0) * 1000
    }
  }
  return key === UNREACHABLE ? ctx.config.cluster.defaultUnreachableTolerationSeconds * 1000 : 0
}

const UNREACHABLE = "node.kubernetes.io/unreachable"

export const applyNodeNotReady = (ctx: Ctx, input: Extract<Input, { _tag: "NodeNotReady" }>): void => {
  if (ctx.nodes[input.node]!.token !== input.token || ctx.nodes[input.node]!.up) return
  const node = mutNode(ctx, ctx.nodes[input.node]!)
  node.ready = "Unknown"
  const why = cause("§13.2", `no heartbeat for node-monitor-grace-period`)
  emit(ctx, { _tag: "NodeReadyChanged", at: ctx.now, node: node.name, status: "Unknown", cause: why })
  for (const p of podsOnNode(ctx, node.name)) {
    // MarkPodsNotReady: only Ready, reason and message untouched
    const ready = p.view.conditions.find((c) => c.type === "Ready")
    if (ready !== undefined && ready.status !== "False") {
      setCondition(ctx, p, { type: "Ready", status: "False", reason: ready.reason, message: ready.message }, why)
      columns(ctx, p)
    }
    const toleration = tolerationOf(ctx, specOf(ctx, p), UNREACHABLE)
    if (toleration !== undefined && p.deleted === undefined) {
      p.timerToken++
      scheduleTaintEviction(ctx, p, toleration, "unreachable")
    }
  }
  scheduleOutOfServiceGC(ctx, node)
}

/** The taint eviction controller deletes the pod when its toleration of `taint` runs out, `after` ms from now. */
export const scheduleTaintEviction = (
  ctx: Ctx,
  p: PodRt,
  after: number,
  taint: Extract<Input, { _tag: "TaintEviction" }>["taint"]
): void =>
  schedule(ctx, {
    _tag: "TaintEviction",
    at: (ctx.now + after) as Millis,
    pod: indexOf(ctx, p),
    token: p.timerToken,
    taint
  })

/**
 * §13.2, §13.6: a NoExecute toleration ran out: the taint eviction controller deletes the pod. The unreachable taint
 * goes when the node recovers (a stale eviction carries an old token); the out-of-service taint stays.
 */
export const applyTaintEviction = (ctx: Ctx, input: Extract<Input, { _tag: "TaintEviction" }>): void => {
  const p = podAt(ctx, input.pod)
  const node = nodeOf(ctx, p)
  if (p.removed || p.deleted !== undefined || node === undefined) return
  if (input.taint === "unreachable" && (p.timerToken !== input.token || node.up)) return
  taintEvict(
    ctx,
    p,
    cause(input.taint === "unreachable" ? "§13.2" : "§13.6", `${input.taint} toleration expired: taint eviction`)
  )
}

/** §13.1: the taint eviction controller's delete: DisruptionTarget, then a graceful delete (`DeleteOptions{}`). */
export const taintEvict = (ctx: Ctx, p: PodRt, why: Cause): void => {
  disruption(ctx, p, "DeletionByTaintManager", "Taint manager: deleting due to NoExecute taint", why)
  deletePod(ctx, p, specOf(ctx, p).terminationGracePeriod, why)
}

/** §13.3: Pod GC removes an orphan of a deleted node: Failed with DisruptionTarget, then deleted with grace 0. */
export const applyPodGC = (ctx: Ctx, input: Extract<Input, { _tag: "PodGC" }>): void => {
  const p = podAt(ctx, input.pod)
  if (p.removed) return
  const why = cause("§13.3", "PodGC: orphaned pod of a deleted node")
  markFailedAndDelete(ctx, p, why, { reason: "DeletionByPodGC", message: "PodGC: node no longer exists" })
}

/**
 * §13.3 `markFailedAndDeletePodWithCondition`: unless terminal, phase Failed (with the DisruptionTarget condition
 * given, if any), then a delete with grace 0.
 */
export const markFailedAndDelete = (
  ctx: Ctx,
  p: PodRt,
  why: Cause,
  condition?: { readonly reason: string; readonly message: string }
): void => {
  const pod = specOf(ctx, p)
  if (!isTerminal(p.view.phase)) {
    if (condition !== undefined) disruption(ctx, p, condition.reason, condition.message, why)
    p.view.phase = "Failed"
    emit(ctx, {
      _tag: "PhaseChanged",
      at: ctx.now,
      pod: pod.name,
      phase: "Failed",
      reason: p.view.reason,
      message: p.view.message,
      cause: why
    })
    columns(ctx, p)
  }
  deleteAtOnce(ctx, p, why)
}

/** Pod GC deletes with grace 0: the object is gone at once (§13.3). */
const deleteAtOnce = (ctx: Ctx, p: PodRt, why: Cause): void => {
  const pod = specOf(ctx, p)
  p.deleted = { grace: 0 }
  emit(ctx, { _tag: "DeletionRequested", at: ctx.now, pod: pod.name, grace: 0 as Millis, cause: why })
  p.view.deletionTimestamp = ctx.now
  remove(ctx, p, why)
}

/**
 * §13.3 `gcTerminated`: above `terminatedPodGCThreshold` terminated pods, the excess is deleted, oldest first (every
 * pod of a scenario is created at 0s, so by name; node-pressure evictions, which would go first, are not modelled).
 */
export const applyTerminatedPodGC = (ctx: Ctx): void => {
  const threshold = ctx.config.cluster.terminatedPodGCThreshold
  const terminated = ctx.pods
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => !p.removed && isTerminal(p.view.phase))
    .sort((a, b) => (specOf(ctx, a.p).name < specOf(ctx, b.p).name ? -1 : 1))
  const excess = terminated.length - threshold
  const why = cause("§13.3", `PodGC: ${terminated.length} terminated pods, over terminatedPodGCThreshold ${threshold}`)
  for (const { i } of terminated.slice(0, Math.max(0, excess))) deleteAtOnce(ctx, podAt(ctx, i), why)
}

export const kubeletIsStopped = (node: NodeRt): string => `the kubelet on ${node.name} is stopped`

/** The node's kubelet stops reporting (a failure, the end of a shutdown (§13.5), or `kubelet stops`): §13.2 NotReady after node-monitor-grace-period. */
export const stopReporting = (ctx: Ctx, node: NodeRt): void => {
  node.up = false
  node.shutdown = undefined
  node.token++
  // §17.8 convention: NotReady after node-monitor-grace-period
  schedule(ctx, {
    _tag: "NodeNotReady",
    at: (ctx.now + ctx.config.cluster.nodeMonitorGracePeriod) as Millis,
    node: ctx.nodes.indexOf(node),
    token: node.token
  })
}

/** Heartbeats resume: Ready again, a pending taint eviction cancelled, every pod synced (§13.2). */
export const resumeReporting = (ctx: Ctx, node: NodeRt): void => {
  node.up = true
  node.token++
  if (node.ready !== "True") {
    node.ready = "True"
    emit(ctx, {
      _tag: "NodeReadyChanged",
      at: ctx.now,
      node: node.name,
      status: "True",
      cause: cause("§13.2", "heartbeats resume")
    })
  }
  for (const p of podsOnNode(ctx, node.name)) {
    p.timerToken++ // a pending taint eviction is cancelled (the taint is removed)
    requestSync(p)
  }
}

export const applyNodeEvent = (ctx: Ctx, event: WorldEvent, node: NodeRt, applied: () => void): void => {
  const action = event.action
  switch (action._tag) {
    case "NodeFails": {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has been deleted`)
        return
      }
      if (!node.up) {
        reject(ctx, event, node.kubeletStopped ? kubeletIsStopped(node) : `node ${node.name} has already failed`)
        return
      }
      applied()
      stopReporting(ctx, node)
      return
    }
    case "NodeRecovers": {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has been deleted`)
        return
      }
      if (node.up) {
        reject(ctx, event, `node ${node.name} has not failed`)
        return
      }
      if (node.kubeletStopped) {
        reject(ctx, event, `${kubeletIsStopped(node)}; the node did not fail (\`kubelet starts\` starts it)`)
        return
      }
      applied()
      resumeReporting(ctx, node)
      return
    }
    case "NodeReboots": {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has been deleted`)
        return
      }
      applied()
      node.up = true
      node.kubeletStopped = false
      const why = cause("§6", `node ${node.name} rebooted: sandbox lost`)
      for (const p of podsOnNode(ctx, node.name)) {
        if (p.finished) continue
        for (let j = 0; j < p.containers.length; j++) onExit(ctx, p, own(ctx, p, j), 255, "Unknown", why)
        p.sandbox = false
        p.dirty = true
        p.rebooted = true
        p.initDone = false
        p.block = undefined
        p.blockToken++
        const initCount = specOf(ctx, p).initContainers.length
        p.containers.forEach((_, j) => {
          const c = own(ctx, p, j)
          c.backoff = undefined // the kubelet restarted: its back-off cache is empty
          c.restartAt = undefined
          c.kill = undefined
          if (j < initCount) {
            // purgeInitContainers: init containers run again
            setState(p, c, "none")
            c.waiting = undefined
            c.probeKill = undefined
          }
        })
        requestSync(p)
      }
      return
    }
    case "NodeDeleted": {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has already been deleted`)
        return
      }
      applied()
      node.deleted = true
      node.up = false
      node.token++
      // §13.3 convention: GC ticks every 20s from 0; detection at the first tick ≥ deletion, removal 40s later
      const detect = Math.ceil(ctx.now / GC_PERIOD) * GC_PERIOD
      const removeAt = Math.ceil((detect + GC_QUARANTINE) / GC_PERIOD) * GC_PERIOD
      ctx.pods.forEach((p, i) => {
        if (p.node !== node.name || p.removed) return
        const q = podAt(ctx, i)
        q.nodeGone = true
        schedule(ctx, { _tag: "PodGC", at: removeAt as Millis, pod: i })
      })
      return
    }
  }
}
