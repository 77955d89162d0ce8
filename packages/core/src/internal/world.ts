/**
 * Applying the scenario's world events (`at T …`), or rejecting those that cannot happen with the reason why.
 */
import { at, cause, emit, kEvent, reject, rejectAlways } from "./actions.ts"
import * as Conditions from "./conditions.ts"
import { type Ctx, mutNode, own, podAt, specOf } from "./context.ts"
import { bind, deletePod, disruption, firstNode } from "./controlPlane.ts"
import { onExit } from "./kill.ts"
import { applyKubeletEvent } from "./kubeletProcess.ts"
import type { ContainerRt, Input, NodeRt, PodRt } from "./model.ts"
import { applyNodeEvent } from "./nodes.ts"
import { applyOutOfService } from "./outOfService.ts"
import { columns, kubeletCanWrite, setCondition } from "./podStatus.ts"
import { applyPressureEviction } from "./pressureEviction.ts"
import { probeSpec } from "./probes.ts"
import { patchedGates } from "./readyConditions.ts"
import { accept, rejection } from "./resize.ts"
import { applyShutdown } from "./shutdown.ts"
import { updateImage } from "./specUpdate.ts"
import { requestSync } from "./worker.ts"

export const findPod = (ctx: Ctx, name: string): number => ctx.config.pods.findIndex((pc) => pc.spec.name === name)

export const findNode = (ctx: Ctx, name: string): NodeRt | undefined => ctx.nodes.find((n) => n.name === name)

/** Why a container cannot exit now, and when it could. */
export const notRunning = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  name: string
): { reason: string; possibleAt?: number } => {
  if (p.removed) return { reason: `pod ${specOf(ctx, p).name} has been removed` }
  if (c.state === "none") {
    if (c.waiting !== undefined)
      return { reason: `container ${name} has not started: it is waiting in ${c.waiting.reason}` }
    return { reason: `container ${name} has not started yet` }
  }
  if (c.restartAt !== undefined && c.restartAt > ctx.now) {
    return {
      reason: `container ${name} is waiting in CrashLoopBackOff until ${at(c.restartAt)}`,
      possibleAt: c.restartAt
    }
  }
  if (c.waiting !== undefined)
    return { reason: `container ${name} is not running: it is waiting in ${c.waiting.reason}` }
  const ended = `container ${name} is not running: it terminated at ${at(c.last!.finishedAt)} (exit ${c.last!.exitCode})`
  // kubelet-rules §7.6: a terminating pod starts nothing again, sidecars included
  if (p.terminating !== undefined) return { reason: `${ended}, and the pod is terminating: it does not start again` }
  return { reason: ended }
}

export const applyWorld = (ctx: Ctx, input: Extract<Input, { _tag: "World" }>): void => {
  const event = input.event
  const action = event.action
  const applied = () =>
    emit(ctx, {
      _tag: "WorldEventApplied",
      at: ctx.now,
      index: event.index,
      ...(event.label === undefined ? {} : { label: event.label })
    })
  if (
    action._tag === "NodeFails" ||
    action._tag === "NodeRecovers" ||
    action._tag === "NodeReboots" ||
    action._tag === "NodeDeleted" ||
    action._tag === "NodeShutsDown" ||
    action._tag === "NodeTaintedOutOfService"
  ) {
    const node = findNode(ctx, action.node)
    if (node === undefined) {
      rejectAlways(ctx, event, `node ${action.node} does not exist`)
      return
    }
    if (action._tag === "NodeShutsDown" || action._tag === "NodeTaintedOutOfService") {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has been deleted`)
        return
      }
      const apply = action._tag === "NodeShutsDown" ? applyShutdown : applyOutOfService
      apply(ctx, event, mutNode(ctx, node), applied)
      return
    }
    applyNodeEvent(ctx, event, mutNode(ctx, node), applied)
    return
  }
  if (action._tag === "KubeletRestarts" || action._tag === "KubeletStops" || action._tag === "KubeletStarts") {
    applyKubeletEvent(ctx, event, action, applied)
    return
  }
  const i = findPod(ctx, action.pod)
  if (i < 0) {
    rejectAlways(ctx, event, `pod ${action.pod} does not exist`)
    return
  }
  const p = podAt(ctx, i)
  const pod = ctx.config.pods[i]!.spec
  if (p.removed) {
    reject(ctx, event, `pod ${pod.name} has been removed from the API`)
    return
  }
  const container = (name: string): ContainerRt | undefined => {
    const j = ctx.config.pods[i]!.containers.findIndex((cc) => cc.spec.name === name)
    return j < 0 ? undefined : own(ctx, p, j)
  }
  switch (action._tag) {
    case "ContainerExits":
    case "ContainerOomKilled": {
      const c = container(action.container)
      if (c === undefined) {
        rejectAlways(ctx, event, `container ${action.container} does not exist in pod ${pod.name}`)
        return
      }
      if (p.nodeGone) {
        reject(ctx, event, `node ${p.node} of pod ${pod.name} has been deleted`)
        return
      }
      if (c.state !== "running") {
        // an exit at the instant of a due restart happens right after that restart
        if (!input.deferred && c.restartAt === ctx.now) {
          ctx.actions.push({ _tag: "Defer", input: { ...input, deferred: true } })
          return
        }
        const why = notRunning(ctx, p, c, action.container)
        reject(ctx, event, why.reason, why.possibleAt)
        return
      }
      applied()
      if (action._tag === "ContainerOomKilled") {
        onExit(ctx, p, c, 137, "OOMKilled", cause("§3.3", "OOM killed by the scenario"))
        return
      }
      onExit(
        ctx,
        p,
        c,
        action.exitCode,
        action.exitCode === 0 ? "Completed" : "Error",
        cause("§3.3", `the scenario's exit ${action.exitCode}`)
      )
      return
    }
    case "ProbeAnswers": {
      const c = container(action.container)
      if (c === undefined) {
        rejectAlways(ctx, event, `container ${action.container} does not exist in pod ${pod.name}`)
        return
      }
      const cc = ctx.config.pods[i]!.containers[c.index]!
      if (probeSpec(cc.spec, action.probe) === undefined) {
        rejectAlways(ctx, event, `container ${action.container} has no ${action.probe} probe`)
        return
      }
      applied()
      c.answers[action.probe] = { answer: action.answer, at: ctx.now }
      return
    }
    case "ContainerImageUpdated": {
      const c = container(action.container)
      if (c === undefined) {
        rejectAlways(ctx, event, `container ${action.container} does not exist in pod ${pod.name}`)
        return
      }
      if (p.finished) {
        const phase = p.view.phase
        reject(ctx, event, `pod ${pod.name} has terminated (phase ${phase}): no container of it starts again`)
        return
      }
      applied()
      updateImage(ctx, p, c, action.image)
      return
    }
    case "ImagePullSucceeds": {
      const c = container(action.container)
      if (c === undefined) {
        rejectAlways(ctx, event, `container ${action.container} does not exist in pod ${pod.name}`)
        return
      }
      applied()
      c.pullCleared = true
      return
    }
    case "ContainerResized": {
      const c = container(action.container)
      if (c === undefined) {
        rejectAlways(ctx, event, `container ${action.container} does not exist in pod ${pod.name}`)
        return
      }
      const why = rejection(ctx, p, c.index, action.change)
      if (why !== undefined) {
        rejectAlways(ctx, event, why)
        return
      }
      applied()
      accept(c, p, action.change)
      return
    }
    case "ConditionPatched": {
      applied()
      p.patched = { ...p.patched, [action.conditionType]: action.status }
      setCondition(
        ctx,
        p,
        { type: action.conditionType, status: action.status, reason: undefined, message: undefined },
        cause("§10.1", "condition patched through the API")
      )
      columns(ctx, p)
      // §10.1: a readiness-gate change makes the kubelet recompute Ready
      if (p.block !== undefined) publishReadinessGates(ctx, p)
      requestSync(p)
      return
    }
    case "SchedulingGateRemoved": {
      if (!p.gates.includes(action.gate)) {
        reject(ctx, event, `pod ${pod.name} has no scheduling gate "${action.gate}"`)
        return
      }
      applied()
      p.gates = p.gates.filter((g) => g !== action.gate)
      if (p.gates.length === 0 && p.node === undefined) {
        const why = cause("§14", "last scheduling gate removed")
        if (ctx.config.pods[i]!.scheduledByScenario) {
          setCondition(
            ctx,
            p,
            { type: "PodScheduled", status: "False", reason: "Unschedulable", message: undefined },
            why
          )
          columns(ctx, p)
        } else bind(ctx, p, firstNode(ctx), why, true)
      }
      return
    }
    case "PodScheduled": {
      if (p.node !== undefined) {
        reject(ctx, event, `pod ${pod.name} is already scheduled to ${p.node}`)
        return
      }
      if (p.gates.length > 0) {
        reject(ctx, event, `pod ${pod.name} has scheduling gates: ${p.gates.map((g) => `"${g}"`).join(", ")}`)
        return
      }
      const node = findNode(ctx, action.node)
      if (node === undefined) {
        rejectAlways(ctx, event, `node ${action.node} does not exist`)
        return
      }
      if (node.deleted) {
        reject(ctx, event, `node ${action.node} has been deleted`)
        return
      }
      applied()
      bind(ctx, p, node.name, cause("§10.1", `the scenario schedules the pod to ${node.name}`), true)
      return
    }
    case "PodDeleted": {
      applied()
      deletePod(ctx, p, action.grace ?? pod.terminationGracePeriod, cause("§11.1", "kubectl delete"))
      return
    }
    case "PodForceDeleted": {
      applied()
      deletePod(ctx, p, 0, cause("§11.6", "kubectl delete --grace-period=0 --force"))
      return
    }
    case "PodEvicted": {
      applied()
      // §13.1: the Eviction API writes the condition to any pod, scheduled or not, before it deletes it
      disruption(ctx, p, "EvictionByEvictionAPI", "Eviction API: evicting", cause("§13.1", "API-initiated eviction"))
      columns(ctx, p)
      deletePod(ctx, p, pod.terminationGracePeriod, cause("§13.1", "eviction: graceful delete"))
      return
    }
    case "PodEvictedByKubelet":
      applyPressureEviction(ctx, event, p, action, applied)
      return
    case "PodPreempted": {
      applied()
      if (p.node !== undefined) {
        const why = cause("§13.1", "scheduler preemption")
        kEvent(ctx, p, "Preempted", "Normal", `Preempted by pod <preemptor> on node ${p.node}`, undefined, why)
        disruption(
          ctx,
          p,
          "PreemptionByScheduler",
          "default-scheduler: preempting to accommodate a higher priority pod",
          why
        )
        columns(ctx, p)
      }
      deletePod(ctx, p, pod.terminationGracePeriod, cause("§13.1", "preemption: graceful delete"))
      return
    }
  }
}

/** Readiness-gate patches while a sync is blocked: the status manager recomputes Ready (§10.1 notes). */
export const publishReadinessGates = (ctx: Ctx, p: PodRt): void => {
  if (!kubeletCanWrite(ctx, p)) return
  const pod = specOf(ctx, p)
  const cr = p.view.conditions.find((c) => c.type === "ContainersReady")
  if (cr === undefined) return
  setCondition(ctx, p, Conditions.ready(pod, cr, patchedGates(ctx, p)))
  columns(ctx, p)
}
