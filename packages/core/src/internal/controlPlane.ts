/**
 * The control plane around the kubelet: pod creation and scheduling, deletion (§11.1), disruption conditions, the
 * active deadline (§12). Nodes and Pod GC are in `nodes.ts`.
 */
import type { Millis } from "../Duration.ts"
import type { Cause } from "../Timeline.ts"
import { cause, emit, kEvent } from "./actions.ts"
import { type Ctx, nodeOf, podAt, specOf } from "./context.ts"
import type { Input, PodRt } from "./model.ts"
import { scheduleOutOfServiceGC } from "./podGcTicks.ts"
import { columns, isTerminal, setCondition } from "./podStatus.ts"
import { deadlineExceeded } from "./sync.ts"
import { remove, startTermination } from "./termination.ts"
import { requestSync } from "./worker.ts"

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

/** `kubectl delete` (kubelet-rules §11.1). `grace` in ms; 0 = force. */
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
  const node = nodeOf(ctx, p)
  if (node !== undefined) scheduleOutOfServiceGC(ctx, node) // §13.6: PodGC force-deletes it there
  if (p.node !== undefined && !p.finished) {
    // §11.2: the kubelet always supplies a grace of at least 1s (§11.6 for force deletes)
    startTermination(ctx, p, Math.max(grace, 1000))
  }
  requestSync(p)
}

export const disruption = (ctx: Ctx, p: PodRt, reason: string, message: string, why: Cause): void =>
  setCondition(ctx, p, { type: "DisruptionTarget", status: "True", reason, message }, why)

/** `activeDeadlineSeconds` reached (§12): only a running kubelet acts on it. */
export const applyDeadline = (ctx: Ctx, input: Extract<Input, { _tag: "Deadline" }>): void => {
  const p = podAt(ctx, input.pod)
  const node = nodeOf(ctx, p)
  if (node?.up === true && !p.nodeGone) {
    deadlineExceeded(ctx, p)
    requestSync(p)
  }
}
