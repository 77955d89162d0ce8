/** CST → AST, the events at a time (`at T …`): what happens to a container, a probe, an image pull, a pod, a node, a kubelet. */
import type { Span } from "@podscenario/diagnostics"
import type * as Ast from "../../Ast.ts"
import type * as Cst from "../../generated/cst.d.ts"
import type { Context } from "../leaves.ts"
import { first, nodeStart, optional, spanOf } from "./reading.ts"
import * as Shared from "./shared.ts"

export const eventStatement = ({ children: c, location }: Cst.EventStatementCstNode, ctx: Context): Ast.Event => {
  const at = Shared.duration(first(c.duration), ctx)
  const action = c.containerEvent
    ? containerEvent(first(c.containerEvent), ctx)
    : c.probeEvent
      ? probeEvent(first(c.probeEvent), ctx)
      : c.imagePullEvent
        ? imagePullEvent(first(c.imagePullEvent), ctx)
        : c.conditionPatch
          ? conditionPatch(first(c.conditionPatch), ctx, undefined)
          : c.gateRemoval
            ? gateRemoval(first(c.gateRemoval), ctx, undefined)
            : c.podEvent
              ? podEvent(first(c.podEvent), ctx)
              : c.nodeEvent
                ? nodeEvent(first(c.nodeEvent), ctx)
                : kubeletEvent(first(c.kubeletEvent), ctx)
  return { _tag: "Event", span: spanOf(location), at, action }
}

export const containerEvent = ({ children: c, location }: Cst.ContainerEventCstNode, ctx: Context): Ast.Action => {
  const container = Shared.containerRef(first(c.containerRef), ctx)
  if (c.Updated) {
    return { _tag: "ContainerImageUpdated", span: spanOf(location), container, image: Shared.word(first(c.word), ctx) }
  }
  if (c.Exits)
    return {
      _tag: "ContainerExits",
      span: spanOf(location),
      container,
      exitCode: Shared.integer(first(c.integer), ctx)
    }
  if (c.resourceSpec)
    return {
      _tag: "ContainerResized",
      span: spanOf(location),
      container,
      resources: Shared.resourceSpec(first(c.resourceSpec))
    }
  return { _tag: "ContainerOomKilled", span: spanOf(location), container }
}

export const probeEvent = ({ children: c, location }: Cst.ProbeEventCstNode, ctx: Context): Ast.Action => {
  return {
    _tag: "ProbeAnswers",
    span: spanOf(location),
    probe: Shared.probeKind(first(c.probeKind)),
    container: Shared.containerRef(first(c.containerRef), ctx),
    answer: Shared.probeAnswer(first(c.probeAnswer))
  }
}

export const imagePullEvent = ({ children: c, location }: Cst.ImagePullEventCstNode, ctx: Context): Ast.Action => {
  return {
    _tag: "ImagePullSucceeds",
    span: spanOf(location),
    container: Shared.containerRef(first(c.containerRef), ctx)
  }
}

export const conditionPatch = (
  { children: c, location }: Cst.ConditionPatchCstNode,
  ctx: Context,
  pod?: Ast.Word,
  span?: Span.Span
): Ast.Action => {
  return {
    _tag: "ConditionPatched",
    span: span ?? spanOf(location),
    pod,
    conditionType: Shared.name(first(c.name), ctx),
    status: Shared.word(first(c.word), ctx)
  }
}

export const gateRemoval = (
  { children: c, location }: Cst.GateRemovalCstNode,
  ctx: Context,
  pod?: Ast.Word,
  span?: Span.Span
): Ast.Action => {
  return { _tag: "SchedulingGateRemoved", span: span ?? spanOf(location), pod, gate: Shared.name(first(c.name), ctx) }
}

export const podEvent = ({ children: c, location }: Cst.PodEventCstNode, ctx: Context): Ast.Action => {
  const span = spanOf(location)
  // The pod name, when given, is the word right after `pod`.
  const words = c.name ?? []
  const firstWord = words[0]
  const hasPod =
    firstWord !== undefined &&
    (c.conditionPatch !== undefined ||
      c.gateRemoval !== undefined ||
      (c.Is !== undefined && nodeStart(firstWord) < first(c.Is).startOffset))
  const pod = hasPod && firstWord ? Shared.name(firstWord, ctx) : undefined
  if (c.conditionPatch) return conditionPatch(first(c.conditionPatch), ctx, pod, span)
  if (c.gateRemoval) return gateRemoval(first(c.gateRemoval), ctx, pod, span)
  if (c.Scheduled) {
    return { _tag: "PodScheduled", span, pod, node: Shared.name(words[hasPod ? 1 : 0]!, ctx) }
  }
  if (c.Force) return { _tag: "PodForceDeleted", span, pod }
  if (c.Deleted) {
    return {
      _tag: "PodDeleted",
      span,
      pod,
      grace: optional(c.duration) && Shared.duration(first(c.duration), ctx)
    }
  }
  if (c.Evicted) {
    if (c.Kubelet === undefined) return { _tag: "PodEvicted", span, pod }
    const resource = c.Memory ? "memory" : c.Disk ? "disk" : "pid"
    return { _tag: "PodEvictedByKubelet", span, pod, resource, soft: c.Soft !== undefined }
  }
  return { _tag: "PodPreempted", span, pod }
}

export const nodeEvent = ({ children: c, location }: Cst.NodeEventCstNode, ctx: Context): Ast.Action => {
  const node = Shared.name(first(c.name), ctx)
  const _tag = c.Fails
    ? "NodeFails"
    : c.Recovers
      ? "NodeRecovers"
      : c.Reboots
        ? "NodeReboots"
        : c.Shuts
          ? "NodeShutsDown"
          : c.Tainted
            ? "NodeTaintedOutOfService"
            : "NodeDeleted"
  return { _tag, span: spanOf(location), node }
}

export const kubeletEvent = ({ children: c, location }: Cst.KubeletEventCstNode, ctx: Context): Ast.Action => {
  const node = c.name === undefined ? undefined : Shared.name(first(c.name), ctx)
  const _tag = c.Restarts ? "KubeletRestarts" : c.Stops ? "KubeletStops" : "KubeletStarts"
  return { _tag, span: spanOf(location), node }
}
