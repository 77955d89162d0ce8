/**
 * The control plane around the kubelet: scheduling, deletion (§11.1), disruptions, node lifecycle and taint eviction
 * (§13.2), Pod GC (§13.3).
 */
import type { Millis } from "../Duration.ts"
import type { Input } from "../Kubelet.ts"
import type { Pod } from "../PodSpec.ts"
import type { Cause } from "../Timeline.ts"
import { cause, emit, kEvent, schedule } from "./actions.ts"
import { type Ctx, indexOf, mutNode, nodeOf, podAt, specOf } from "./context.ts"
import type { PodRt } from "./model.ts"
import { columns, isTerminal, setCondition } from "./podStatus.ts"
import { deadlineExceeded, requestSync } from "./sync.ts"
import { remove, startTermination } from "./termination.ts"

export const bind = (ctx: Ctx, p: PodRt, node: string, why: Cause, byScheduler: boolean): void => {
  const pod = specOf(ctx, p)
  p.node = node
  p.view.nodeName = node
  emit(ctx, { _tag: "NodeAssigned", at: ctx.now, pod: pod.name, node, cause: why })
  if (byScheduler) {
    setCondition(ctx, p, { type: "PodScheduled", status: "True", reason: undefined, message: undefined }, why)
    kEvent(
      ctx,
      p,
      "Scheduled",
      "Normal",
      `Successfully assigned ${pod.namespace}/${pod.name} to ${node}`,
      undefined,
      why
    )
  }
  columns(ctx, p)
  requestSync(p)
}

export const createPods = (ctx: Ctx): void => {
  ctx.pods.forEach((_, i) => {
    const p = podAt(ctx, i)
    const pc = ctx.config.pods[i]!
    const pod = pc.spec
    const created = cause("§10.2", "pod created at 0s")
    emit(ctx, { _tag: "PodCreated", at: ctx.now, pod: pod.name, cause: created })
    emit(ctx, {
      _tag: "PhaseChanged",
      at: ctx.now,
      pod: pod.name,
      phase: "Pending",
      reason: undefined,
      message: undefined,
      cause: created
    })
    if (p.gates.length > 0) {
      setCondition(
        ctx,
        p,
        {
          type: "PodScheduled",
          status: "False",
          reason: "SchedulingGated",
          message: "Scheduling is blocked due to non-empty scheduling gates"
        },
        cause("§14", "scheduling gates present")
      )
    }
    columns(ctx, p)
    if (pod.nodeName !== undefined) bind(ctx, p, pod.nodeName, cause("§10.1", `spec.nodeName ${pod.nodeName}`), false)
    else if (p.gates.length === 0 && !pc.scheduledByScenario) {
      bind(ctx, p, firstNode(ctx), cause("§17.1", "scheduled at once to the first node"), true)
    }
  })
}

export const firstNode = (ctx: Ctx): string => (ctx.nodes.find((n) => n.up && !n.deleted) ?? ctx.nodes[0]!).name

/** `kubectl delete` (kubelet-semantics §11.1). `grace` in ms; 0 = force. */
export const deletePod = (ctx: Ctx, p: PodRt, requested: number, why: Cause): void => {
  const pod = specOf(ctx, p)
  // §11.1: 0 if the pod is not scheduled or already terminal
  const grace = p.node === undefined || isTerminal(p.view.phase) ? 0 : Math.max(requested, 0)
  if (p.deleted !== undefined && grace >= p.deleted.grace) return
  p.deleted = { grace }
  emit(ctx, { _tag: "DeletionRequested", at: ctx.now, pod: pod.name, grace: grace as Millis, cause: why })
  p.view.deletionTimestamp = ctx.now + grace
  columns(ctx, p)
  if (grace === 0) remove(ctx, p, cause("§11.1", "grace 0: removed from the API at once"))
  if (p.node !== undefined && !p.finished) {
    // §11.2: the kubelet always supplies a grace of at least 1s (§11.6 for force deletes)
    startTermination(ctx, p, Math.max(grace, 1000))
  }
  requestSync(p)
}

export const disruption = (ctx: Ctx, p: PodRt, reason: string, message: string, why: Cause): void =>
  setCondition(ctx, p, { type: "DisruptionTarget", status: "True", reason, message }, why)

export const podsOnNode = (ctx: Ctx, node: string): Array<PodRt> => {
  const out: Array<PodRt> = []
  ctx.pods.forEach((p, i) => {
    if (p.node === node && !p.removed && !p.nodeGone) out.push(podAt(ctx, i))
  })
  return out
}

export const unreachableToleration = (ctx: Ctx, pod: Pod): number | undefined => {
  for (const t of pod.tolerations) {
    const keyMatches = t.key === undefined ? t.operator === "Exists" : t.key === "node.kubernetes.io/unreachable"
    if (keyMatches && (t.effect === undefined || t.effect === "NoExecute")) {
      return t.tolerationSeconds === undefined ? undefined : Math.max(t.tolerationSeconds, 0) * 1000
    }
  }
  return ctx.config.cluster.defaultUnreachableTolerationSeconds * 1000 // §13.2: the admission plugin's default
}

export const GC_PERIOD = 20_000

export const GC_QUARANTINE = 40_000

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
    const toleration = unreachableToleration(ctx, specOf(ctx, p))
    if (toleration !== undefined && p.deleted === undefined) {
      p.timerToken++
      schedule(ctx, {
        _tag: "TaintEviction",
        at: (ctx.now + toleration) as Millis,
        pod: indexOf(ctx, p),
        token: p.timerToken
      })
    }
  }
}

/** `activeDeadlineSeconds` reached (§12): only a running kubelet acts on it. */
export const applyDeadline = (ctx: Ctx, input: Extract<Input, { _tag: "Deadline" }>): void => {
  const p = podAt(ctx, input.pod)
  const node = nodeOf(ctx, p)
  if (node?.up === true && !p.nodeGone) {
    deadlineExceeded(ctx, p)
    requestSync(p)
  }
}

/** §13.2: the unreachable toleration expired while the node is still down: the pod is deleted. */
export const applyTaintEviction = (ctx: Ctx, input: Extract<Input, { _tag: "TaintEviction" }>): void => {
  const p = podAt(ctx, input.pod)
  const node = nodeOf(ctx, p)
  if (p.timerToken !== input.token || p.removed || p.deleted !== undefined || node === undefined || node.up) return
  const why = cause("§13.2", "unreachable toleration expired: taint eviction")
  disruption(ctx, p, "DeletionByTaintManager", "Taint manager: deleting due to NoExecute taint", why)
  deletePod(ctx, p, specOf(ctx, p).terminationGracePeriod, why)
}

/** §13.3: Pod GC removes an orphan of a deleted node: Failed with DisruptionTarget, then deleted with grace 0. */
export const applyPodGC = (ctx: Ctx, input: Extract<Input, { _tag: "PodGC" }>): void => {
  const p = podAt(ctx, input.pod)
  if (p.removed) return
  const why = cause("§13.3", "PodGC: orphaned pod of a deleted node")
  const pod = specOf(ctx, p)
  if (!isTerminal(p.view.phase)) {
    disruption(ctx, p, "DeletionByPodGC", "PodGC: node no longer exists", why)
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
  p.deleted = { grace: 0 }
  emit(ctx, { _tag: "DeletionRequested", at: ctx.now, pod: pod.name, grace: 0 as Millis, cause: why })
  p.view.deletionTimestamp = ctx.now
  remove(ctx, p, why)
}
