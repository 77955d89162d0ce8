/**
 * Compiles `at T …` statements (language reference §7) into the scenario's `WorldEvent`s: each action resolved, then all in
 * time order, then file order, each named by its action as written and its line (what the timeline shows).
 */
import type { WorldEvent } from "@podscenario/core"
import { Codes, SourceFile, type Span } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import * as Resolve from "../Resolve.ts"
import { resourcesOf } from "./resources.ts"
import { type Mentioned, podOf, type Values } from "./values.ts"

type TargetOf = (c: Ast.ContainerRef) => Resolve.Target | undefined

/**
 * The events of the statements in time order, their statements' spans beside, and their times as mentioned (for the
 * end); `complete` is false when one of them did not compile.
 */
export const eventsOf = (
  file: SourceFile.SourceFile,
  statements: ReadonlyArray<Ast.Statement>,
  v: Values,
  target: TargetOf,
  scope: Resolve.Scope
): {
  readonly events: Array<WorldEvent.WorldEvent>
  readonly eventSpans: Array<Span.Span>
  readonly mentioned: Array<Mentioned>
  readonly complete: boolean
} => {
  let complete = true
  const timed: Array<{
    at: WorldEvent.WorldEvent["at"]
    action: WorldEvent.Action
    span: Span.Span
    atSpan: Span.Span
    label: string
  }> = []
  for (const s of statements) {
    if (s._tag !== "Event") continue
    const at = v.duration(s.at)
    const action = eventAction(s.action, v, target, scope)
    if (at === undefined || action === undefined) {
      complete = false
      continue
    }
    // The action as written (row values filled in) and its line: what the timeline names the event by.
    const written = v.text({ text: file.text.slice(s.action.span.start, s.action.span.end) })
    const label = `${written} (line ${SourceFile.position(file, s.span.start).line})`
    timed.push({ at, action, span: s.span, atSpan: s.at.span, label })
  }
  // By time, then file order: the sort is stable. Loops and no pairs: a destructured pair goes through the iterator
  // protocol, which costs most on code V8 has not optimised, where a scenario's compile runs.
  const ordered = timed.length < 2 ? timed : timed.slice().sort((a, b) => a.at - b.at)
  const events: Array<WorldEvent.WorldEvent> = []
  const eventSpans: Array<Span.Span> = []
  for (let index = 0; index < ordered.length; index++) {
    const t = ordered[index]!
    events.push({ at: t.at, index, action: t.action, label: t.label })
    eventSpans.push(t.span)
  }
  const mentioned: Array<Mentioned> = []
  for (let i = 0; i < timed.length; i++) mentioned.push({ at: timed[i]!.at, span: timed[i]!.atSpan })
  return { events, eventSpans, mentioned, complete }
}

const eventAction = (
  a: Ast.Action,
  v: Values,
  target: TargetOf,
  scope: Resolve.Scope
): WorldEvent.Action | undefined => {
  switch (a._tag) {
    case "ContainerExits": {
      const t = target(a.container)
      const exitCode = v.integer(a.exitCode)
      if (exitCode !== undefined && !Resolve.exitCode(scope, exitCode, a.exitCode.span)) return undefined
      return t === undefined || exitCode === undefined
        ? undefined
        : { _tag: "ContainerExits", pod: t.pod, container: t.container, exitCode }
    }
    case "ContainerOomKilled": {
      const t = target(a.container)
      return t === undefined ? undefined : { _tag: "ContainerOomKilled", pod: t.pod, container: t.container }
    }
    case "ContainerImageUpdated": {
      const t = target(a.container)
      const image = v.text(a.image)
      if (t === undefined || !Resolve.imageUpdate(scope, t, image, a.image.span)) return undefined
      return { _tag: "ContainerImageUpdated", pod: t.pod, container: t.container, image }
    }
    case "ContainerResized": {
      const t = target(a.container)
      const change = resourcesOf(scope.file, v, a.resources, scope.report)
      return t === undefined || change === undefined
        ? undefined
        : { _tag: "ContainerResized", pod: t.pod, container: t.container, change }
    }
    case "ProbeAnswers": {
      const t = target(a.container)
      if (t !== undefined) Resolve.feature(scope, t, Resolve.probeFeature(a.probe), a.span)
      return t === undefined
        ? undefined
        : { _tag: "ProbeAnswers", pod: t.pod, container: t.container, probe: a.probe, answer: a.answer }
    }
    case "ImagePullSucceeds": {
      const t = target(a.container)
      return t === undefined ? undefined : { _tag: "ImagePullSucceeds", pod: t.pod, container: t.container }
    }
    case "ConditionPatched": {
      const p = podOf(scope, v, a.pod, a.span)
      const conditionType = v.text(a.conditionType)
      const status = v.text(a.status)
      const typeOk = p !== undefined && Resolve.conditionType(scope, p, conditionType, a.conditionType.span)
      const statusOk = Resolve.conditionStatus(scope, status, a.status.span, ["True", "False"])
      if (p === undefined || !typeOk || !statusOk) return undefined
      return { _tag: "ConditionPatched", pod: p.name, conditionType, status: status as "True" | "False" }
    }
    case "SchedulingGateRemoved": {
      const p = podOf(scope, v, a.pod, a.span)
      const gate = v.text(a.gate)
      if (p === undefined) return undefined
      const gates = p.pod?.schedulingGates ?? []
      if (p.pod !== undefined && !gates.includes(gate)) {
        scope.report(Codes.unknownSchedulingGate(scope.file, a.gate.span, gate, p.name, gates))
        return undefined
      }
      return { _tag: "SchedulingGateRemoved", pod: p.name, gate }
    }
    case "PodScheduled": {
      const p = podOf(scope, v, a.pod, a.span)
      const node = Resolve.node(scope, { text: v.text(a.node), span: a.node.span })
      return p === undefined || node === undefined ? undefined : { _tag: "PodScheduled", pod: p.name, node }
    }
    case "PodDeleted": {
      const p = podOf(scope, v, a.pod, a.span)
      const grace = a.grace === undefined ? undefined : v.duration(a.grace)
      if (p === undefined || (a.grace !== undefined && grace === undefined)) return undefined
      return { _tag: "PodDeleted", pod: p.name, grace }
    }
    case "PodForceDeleted":
    case "PodEvicted":
    case "PodPreempted": {
      const p = podOf(scope, v, a.pod, a.span)
      return p === undefined ? undefined : { _tag: a._tag, pod: p.name }
    }
    case "PodEvictedByKubelet": {
      const p = podOf(scope, v, a.pod, a.span)
      return p === undefined ? undefined : { _tag: a._tag, pod: p.name, resource: a.resource, soft: a.soft }
    }
    case "NodeFails":
    case "NodeRecovers":
    case "NodeReboots":
    case "NodeDeleted":
    case "NodeShutsDown":
    case "NodeTaintedOutOfService": {
      const node = Resolve.node(scope, { text: v.text(a.node), span: a.node.span })
      return node === undefined ? undefined : { _tag: a._tag, node }
    }
    case "KubeletRestarts":
    case "KubeletStops":
    case "KubeletStarts": {
      if (a.node === undefined) return { _tag: a._tag, node: undefined }
      const node = Resolve.node(scope, { text: v.text(a.node), span: a.node.span })
      return node === undefined ? undefined : { _tag: a._tag, node }
    }
  }
}
