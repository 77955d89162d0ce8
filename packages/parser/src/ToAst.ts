/**
 * CST → AST: a typed visitor over the generated CST types (`generated/cst.d.ts`), checked complete by the type
 * checker (`implements`) and by `test/Grammar.test.ts` (a method for every rule, as chevrotain's `validateVisitor()`
 * checks). It does not extend chevrotain's base visitor, which would build the parser when this module loads. The
 * leaves, each from one token (and what only a value's text can tell), are internal/leaves.ts.
 */
import { Span } from "@podscenario/diagnostics"
import type { CstNode, CstNodeLocation, IToken } from "chevrotain"
import type * as Ast from "./Ast.ts"
import type * as Cst from "./generated/cst.d.ts"
import {
  amountsOf,
  blockOf,
  type Context,
  comparisonOf,
  durationOf,
  integerOf,
  ordinalOf,
  quantityOf,
  strOf,
  tableRowOf,
  tokenSpan,
  wordOf
} from "./internal/leaves.ts"

export type { Context } from "./internal/leaves.ts"
/** `1st`, `2nd`: re-exported for the interpreter's occurrence texts. @category leaves */
export { ordinalSuffix } from "./internal/leaves.ts"

/** The grammar's rules: the visitor has a method for each. */
type RuleName = Exclude<keyof Cst.ICstNodeVisitor<Context, unknown>, "visit" | "validateVisitor">

/**
 * The span covering every token of a CST node, from the location chevrotain tracked while building it
 * (`nodeLocationTracking: "onlyOffset"`, end inclusive); a node without tokens has none.
 */
const spanOf = (location: CstNodeLocation | undefined): Span.Span =>
  location === undefined || Number.isNaN(location.startOffset)
    ? Span.make(0, 0)
    : Span.make(location.startOffset, location.endOffset! + 1)

/** Where a node's tokens start; 0 for a node without tokens. */
const nodeStart = (node: CstNode): number => {
  const s = spanOf(node.location)
  return s.end > s.start ? s.start : 0
}

/** The span without a YAML block (the declaration line only). */
const lineSpanOf = (tokens: ReadonlyArray<IToken | undefined>): Span.Span => {
  const present = tokens.filter((t): t is IToken => t !== undefined)
  const first = present[0]
  const last = present.at(-1)
  return first === undefined || last === undefined
    ? Span.make(0, 0)
    : Span.make(first.startOffset, last.startOffset + last.image.length)
}

const first = <T>(list: ReadonlyArray<T> | undefined): T => list![0]!
const optional = <T>(list: ReadonlyArray<T> | undefined, index = 0): T | undefined => list?.[index]

/**
 * The visitor. Methods take a node (its children and its location) and the `Context`; `statement` returns the statement (or, for a
 * table row, the row).
 *
 * @category visitor
 */
export class ToAstVisitor implements Record<RuleName, (node: never, ...rest: never) => unknown> {
  statement({ children: c }: Cst.StatementCstNode, ctx: Context): Ast.Statement | Ast.TableRow {
    if (c.scenarioStatement) return this.scenarioStatement(first(c.scenarioStatement), ctx)
    if (c.tagsStatement) return this.tagsStatement(first(c.tagsStatement))
    if (c.podStatement) return this.podStatement(first(c.podStatement), ctx)
    if (c.nodeStatement) return this.nodeStatement(first(c.nodeStatement), ctx)
    if (c.kubernetesStatement) return this.kubernetesStatement(first(c.kubernetesStatement), ctx)
    if (c.kubeletStatement) return this.kubeletStatement(first(c.kubeletStatement))
    if (c.clusterStatement) return this.clusterStatement(first(c.clusterStatement))
    if (c.containerBehaviour) return this.containerBehaviour(first(c.containerBehaviour), ctx)
    if (c.probeBehaviour) return this.probeBehaviour(first(c.probeBehaviour), ctx)
    if (c.hookBehaviour) return this.hookBehaviour(first(c.hookBehaviour), ctx)
    if (c.imagePullBehaviour) return this.imagePullBehaviour(first(c.imagePullBehaviour), ctx)
    if (c.eventStatement) return this.eventStatement(first(c.eventStatement), ctx)
    if (c.expectStatement) return this.expectStatement(first(c.expectStatement), ctx)
    if (c.goldenStatement) return this.goldenStatement(first(c.goldenStatement), ctx)
    if (c.endStatement) return this.endStatement(first(c.endStatement), ctx)
    if (c.examplesStatement) return this.examplesStatement(first(c.examplesStatement))
    if (c.sweepStatement) return this.sweepStatement(first(c.sweepStatement), ctx)
    return this.tableRow(first(c.tableRow))
  }

  scenarioStatement({ children: c, location }: Cst.ScenarioStatementCstNode, ctx: Context): Ast.ScenarioDecl {
    return { _tag: "Scenario", span: spanOf(location), name: this.str(first(c.StringLiteral), ctx) }
  }

  tagsStatement({ children: c, location }: Cst.TagsStatementCstNode): Ast.Tags {
    return {
      _tag: "Tags",
      span: spanOf(location),
      tags: c.Tag.map((t) => ({ span: tokenSpan(t), name: t.image.slice(1) }))
    }
  }

  podStatement({ children: c, location }: Cst.PodStatementCstNode, ctx: Context): Ast.PodInline | Ast.PodFile {
    const name = this.name(first(c.name), ctx)
    if (c.YamlBlock) {
      return {
        _tag: "PodInline",
        span: lineSpanOf([first(c.Pod), optional(c.Colon)]),
        name,
        block: this.block(first(c.YamlBlock))
      }
    }
    const kind = c.word?.[0]
    const objectName = c.name[1]
    return {
      _tag: "PodFile",
      span: spanOf(location),
      name,
      path: this.str(first(c.StringLiteral), ctx),
      object:
        kind === undefined || objectName === undefined
          ? undefined
          : { kind: this.word(kind, ctx), name: this.name(objectName, ctx) }
    }
  }

  kubernetesStatement({ children: c, location }: Cst.KubernetesStatementCstNode, ctx: Context): Ast.KubernetesDecl {
    const literal = c.VersionLiteral ?? c.IntegerLiteral
    const version = literal === undefined ? this.word(first(c.word), ctx) : wordOf(first(literal), ctx)
    return { _tag: "Kubernetes", span: spanOf(location), version }
  }

  nodeStatement({ children: c, location }: Cst.NodeStatementCstNode, ctx: Context): Ast.NodeDecl {
    const name = this.name(first(c.name), ctx)
    const allocatable = optional(c.resourceAmounts) && this.resourceAmounts(first(c.resourceAmounts))
    return { _tag: "Node", span: spanOf(location), name, allocatable }
  }

  resourceSpec({ children: c, location }: Cst.ResourceSpecCstNode): Ast.ResourceSpec {
    const lists = (c.resourceAmounts ?? []).map((a) => this.resourceAmounts(a))
    if (c.Requests === undefined && c.Limits === undefined)
      return { span: spanOf(location), both: lists[0], requests: undefined, limits: undefined }
    const requests = c.Requests === undefined ? undefined : lists[0]
    const limits = c.Limits === undefined ? undefined : lists[c.Requests === undefined ? 0 : 1]
    return { span: spanOf(location), both: undefined, requests, limits }
  }

  resourceAmounts({ children: c }: Cst.ResourceAmountsCstNode): Ast.Amounts {
    const quantities = c.quantity.map((q) => this.quantity(q))
    return amountsOf([...(c.Cpu ?? []), ...(c.Memory ?? [])], quantities)
  }

  quantity({ children: c }: Cst.QuantityCstNode): Ast.Quantity {
    return quantityOf(first(c.DurationLiteral ?? c.IntegerLiteral ?? c.VersionLiteral ?? c.Placeholder))
  }

  kubeletStatement({ children: c }: Cst.KubeletStatementCstNode): Ast.SettingsBlock {
    return {
      _tag: "Kubelet",
      span: lineSpanOf([first(c.Kubelet), first(c.Colon)]),
      block: this.block(first(c.YamlBlock))
    }
  }

  clusterStatement({ children: c }: Cst.ClusterStatementCstNode): Ast.SettingsBlock {
    return {
      _tag: "Cluster",
      span: lineSpanOf([first(c.Cluster), first(c.Colon)]),
      block: this.block(first(c.YamlBlock))
    }
  }

  containerBehaviour({ children: c, location }: Cst.ContainerBehaviourCstNode, ctx: Context): Ast.Behaviour {
    const span = spanOf(location)
    const container = this.containerRef(first(c.containerRef), ctx)
    const after = optional(c.duration) && this.duration(first(c.duration), ctx)
    const runs = optional(c.runs) && this.runs(first(c.runs), ctx)
    if (c.Exits) {
      return {
        _tag: "ExitsAfter",
        span,
        container,
        exitCode: this.integer(first(c.integer), ctx),
        after: after!,
        runs
      }
    }
    if (c.Oom) return { _tag: "OomKilledAfter", span, container, after: after!, runs }
    const signal = this.word(first(c.word), ctx)
    if (c.Stops) {
      const exitCode = optional(c.exitCode) && this.exitCode(first(c.exitCode), ctx)
      return { _tag: "StopsAfterSignal", span, container, after: after!, signal, exitCode }
    }
    return { _tag: "IgnoresSignal", span, container, signal }
  }

  probeBehaviour({ children: c, location }: Cst.ProbeBehaviourCstNode, ctx: Context): Ast.Behaviour {
    return {
      _tag: "ProbeAnswersAfter",
      span: spanOf(location),
      probe: this.probeKind(first(c.probeKind)),
      container: this.containerRef(first(c.containerRef), ctx),
      succeeds: c.Succeeds !== undefined,
      timesOut: c.Times !== undefined,
      after: this.duration(first(c.duration), ctx),
      runs: optional(c.runs) && this.runs(first(c.runs), ctx)
    }
  }

  hookBehaviour({ children: c, location }: Cst.HookBehaviourCstNode, ctx: Context): Ast.Behaviour {
    const hook = this.hookKind(first(c.hookKind))
    const container = this.containerRef(first(c.containerRef), ctx)
    const duration = this.duration(first(c.duration), ctx)
    const runs = optional(c.runs) && this.runs(first(c.runs), ctx)
    return c.Takes
      ? { _tag: "HookTakes", span: spanOf(location), hook, container, duration, runs }
      : { _tag: "HookFailsAfter", span: spanOf(location), hook, container, after: duration, runs }
  }

  imagePullBehaviour({ children: c, location }: Cst.ImagePullBehaviourCstNode, ctx: Context): Ast.Behaviour {
    const container = this.containerRef(first(c.containerRef), ctx)
    return c.Takes
      ? { _tag: "ImagePullTakes", span: spanOf(location), container, duration: this.duration(first(c.duration), ctx) }
      : { _tag: "ImagePullFails", span: spanOf(location), container }
  }

  runs({ children: c, location }: Cst.RunsCstNode, ctx: Context): Ast.Runs {
    const span = spanOf(location)
    const ints = (c.integer ?? []).map((n) => this.integer(n, ctx))
    if (c.Runs) return { _tag: "OnRuns", span, from: ints[0]!, to: ints[1]! }
    if (c.On) return { _tag: "OnRun", span, run: ints[0]! }
    return { _tag: "FromRun", span, from: ints[0]! }
  }

  eventStatement({ children: c, location }: Cst.EventStatementCstNode, ctx: Context): Ast.Event {
    const at = this.duration(first(c.duration), ctx)
    const action = c.containerEvent
      ? this.containerEvent(first(c.containerEvent), ctx)
      : c.probeEvent
        ? this.probeEvent(first(c.probeEvent), ctx)
        : c.imagePullEvent
          ? this.imagePullEvent(first(c.imagePullEvent), ctx)
          : c.conditionPatch
            ? this.conditionPatch(first(c.conditionPatch), ctx, undefined)
            : c.gateRemoval
              ? this.gateRemoval(first(c.gateRemoval), ctx, undefined)
              : c.podEvent
                ? this.podEvent(first(c.podEvent), ctx)
                : c.nodeEvent
                  ? this.nodeEvent(first(c.nodeEvent), ctx)
                  : this.kubeletEvent(first(c.kubeletEvent), ctx)
    return { _tag: "Event", span: spanOf(location), at, action }
  }

  containerEvent({ children: c, location }: Cst.ContainerEventCstNode, ctx: Context): Ast.Action {
    const container = this.containerRef(first(c.containerRef), ctx)
    if (c.Updated) {
      return { _tag: "ContainerImageUpdated", span: spanOf(location), container, image: this.word(first(c.word), ctx) }
    }
    if (c.Exits)
      return {
        _tag: "ContainerExits",
        span: spanOf(location),
        container,
        exitCode: this.integer(first(c.integer), ctx)
      }
    if (c.resourceSpec)
      return {
        _tag: "ContainerResized",
        span: spanOf(location),
        container,
        resources: this.resourceSpec(first(c.resourceSpec))
      }
    return { _tag: "ContainerOomKilled", span: spanOf(location), container }
  }

  probeEvent({ children: c, location }: Cst.ProbeEventCstNode, ctx: Context): Ast.Action {
    return {
      _tag: "ProbeAnswers",
      span: spanOf(location),
      probe: this.probeKind(first(c.probeKind)),
      container: this.containerRef(first(c.containerRef), ctx),
      answer: this.probeAnswer(first(c.probeAnswer))
    }
  }

  probeAnswer({ children: c }: Cst.ProbeAnswerCstNode): Ast.ProbeAnswer {
    return c.Succeeds ? "succeeds" : c.Fails ? "fails" : c.Errors ? "errors" : "times out"
  }

  imagePullEvent({ children: c, location }: Cst.ImagePullEventCstNode, ctx: Context): Ast.Action {
    return {
      _tag: "ImagePullSucceeds",
      span: spanOf(location),
      container: this.containerRef(first(c.containerRef), ctx)
    }
  }

  conditionPatch(
    { children: c, location }: Cst.ConditionPatchCstNode,
    ctx: Context,
    pod?: Ast.Word,
    span?: Span.Span
  ): Ast.Action {
    return {
      _tag: "ConditionPatched",
      span: span ?? spanOf(location),
      pod,
      conditionType: this.name(first(c.name), ctx),
      status: this.word(first(c.word), ctx)
    }
  }

  gateRemoval(
    { children: c, location }: Cst.GateRemovalCstNode,
    ctx: Context,
    pod?: Ast.Word,
    span?: Span.Span
  ): Ast.Action {
    return { _tag: "SchedulingGateRemoved", span: span ?? spanOf(location), pod, gate: this.name(first(c.name), ctx) }
  }

  podEvent({ children: c, location }: Cst.PodEventCstNode, ctx: Context): Ast.Action {
    const span = spanOf(location)
    // The pod name, when given, is the word right after `pod`.
    const words = c.name ?? []
    const firstWord = words[0]
    const hasPod =
      firstWord !== undefined &&
      (c.conditionPatch !== undefined ||
        c.gateRemoval !== undefined ||
        (c.Is !== undefined && nodeStart(firstWord) < first(c.Is).startOffset))
    const pod = hasPod && firstWord ? this.name(firstWord, ctx) : undefined
    if (c.conditionPatch) return this.conditionPatch(first(c.conditionPatch), ctx, pod, span)
    if (c.gateRemoval) return this.gateRemoval(first(c.gateRemoval), ctx, pod, span)
    if (c.Scheduled) {
      return { _tag: "PodScheduled", span, pod, node: this.name(words[hasPod ? 1 : 0]!, ctx) }
    }
    if (c.Force) return { _tag: "PodForceDeleted", span, pod }
    if (c.Deleted) {
      return {
        _tag: "PodDeleted",
        span,
        pod,
        grace: optional(c.duration) && this.duration(first(c.duration), ctx)
      }
    }
    if (c.Evicted) {
      if (c.Kubelet === undefined) return { _tag: "PodEvicted", span, pod }
      const resource = c.Memory ? "memory" : c.Disk ? "disk" : "pid"
      return { _tag: "PodEvictedByKubelet", span, pod, resource, soft: c.Soft !== undefined }
    }
    return { _tag: "PodPreempted", span, pod }
  }

  nodeEvent({ children: c, location }: Cst.NodeEventCstNode, ctx: Context): Ast.Action {
    const node = this.name(first(c.name), ctx)
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

  kubeletEvent({ children: c, location }: Cst.KubeletEventCstNode, ctx: Context): Ast.Action {
    const node = c.name === undefined ? undefined : this.name(first(c.name), ctx)
    const _tag = c.Restarts ? "KubeletRestarts" : c.Stops ? "KubeletStops" : "KubeletStarts"
    return { _tag, span: spanOf(location), node }
  }

  expectStatement({ children: c, location }: Cst.ExpectStatementCstNode, ctx: Context): Ast.Expect | Ast.ExpectOrder {
    const span = spanOf(location)
    const whats = (c.expectation ?? []).map((e) => this.expectation(e, ctx))
    if (c.Order) return { _tag: "ExpectOrder", span, items: whats }
    const what: Ast.What =
      whats.length === 1
        ? whats[0]!
        : { _tag: "AllOf", span: Span.make(whats[0]!.span.start, whats.at(-1)!.span.end), parts: whats }
    return {
      _tag: "Expect",
      span,
      when: optional(c.when) && this.when(first(c.when), ctx),
      times: optional(c.times) && this.times(first(c.times), ctx),
      what
    }
  }

  when({ children: c, location }: Cst.WhenCstNode, ctx: Context): Ast.When {
    const span = spanOf(location)
    const ds = (c.duration ?? []).map((d) => this.duration(d, ctx))
    if (c.At) return c.End ? { _tag: "AtEnd", span } : { _tag: "At", span, at: ds[0]! }
    if (c.By) return { _tag: "By", span, by: ds[0]! }
    if (c.Eventually) return { _tag: "Eventually", span }
    if (c.Throughout) return { _tag: "Throughout", span }
    if (c.Sometime) return { _tag: "Sometime", span, from: ds[0]!, until: ds[1]! }
    if (c.Never) {
      const from = c.From ? ds[0] : undefined
      const until = c.Until ? ds[c.From ? 1 : 0] : undefined
      return { _tag: "Never", span, from, until }
    }
    return c.Until ? { _tag: "Between", span, from: ds[0]!, until: ds[1]! } : { _tag: "From", span, from: ds[0]! }
  }

  times({ children: c }: Cst.TimesCstNode, ctx: Context): Ast.Integer {
    return this.integer(first(c.integer), ctx)
  }

  expectation({ children: c, location }: Cst.ExpectationCstNode, ctx: Context): Ast.What {
    const what = this.what(first(c.what), ctx)
    if (!c.nthTime) return what
    return { _tag: "NthTime", span: spanOf(location), what, nth: this.nthTime(first(c.nthTime), ctx) }
  }

  nthTime({ children: c }: Cst.NthTimeCstNode, ctx: Context): Ast.Ordinal {
    return ordinalOf(first(c.OrdinalLiteral ?? c.Placeholder), ctx)
  }

  what({ children: c, location }: Cst.WhatCstNode, ctx: Context): Ast.What {
    const span = spanOf(location)
    if (c.Container) {
      const what = this.containerTail(first(c.containerTail), ctx, this.containerRef(first(c.containerRef), ctx), span)
      return c.Becomes ? { _tag: "Becomes", span, what } : what
    }
    if (c.Signal) {
      return {
        _tag: "Signal",
        span,
        signal: this.word(first(c.word), ctx),
        container: this.containerRef(first(c.containerRef), ctx)
      }
    }
    if (c.hookKind) {
      return {
        _tag: "HookStarts",
        span,
        hook: this.hookKind(first(c.hookKind)),
        container: this.containerRef(first(c.containerRef), ctx)
      }
    }
    if (c.probeRun) return this.probeRun(first(c.probeRun), ctx)
    const pod = c.Pod && optional(c.name) ? this.name(first(c.name), ctx) : undefined
    if (c.Removed) {
      const removed: Ast.What = { _tag: "Removed", span, pod }
      return c.Becomes ? { _tag: "Becomes", span, what: removed } : removed
    }
    return this.podState(first(c.podState), ctx, pod, span)
  }

  probeRun({ children: c, location }: Cst.ProbeRunCstNode, ctx: Context): Ast.What {
    const result = c.Runs ? "runs" : this.probeAnswer(first(c.probeAnswer))
    return {
      _tag: "ProbeRun",
      span: spanOf(location),
      probe: this.probeKind(first(c.probeKind)),
      container: this.containerRef(first(c.containerRef), ctx),
      result
    }
  }

  podState({ children: c, location }: Cst.PodStateCstNode, ctx: Context, pod?: Ast.Word, span?: Span.Span): Ast.What {
    const s = span ?? spanOf(location)
    const state = this.podStateOnly(c, ctx, pod, s)
    return c.Becomes ? { _tag: "Becomes", span: s, what: state } : state
  }

  private podStateOnly(c: Cst.PodStateCstChildren, ctx: Context, pod: Ast.Word | undefined, s: Span.Span): Ast.What {
    const words = (c.word ?? []).map((w) => this.word(w, ctx))
    const message = (): Ast.Message | undefined => optional(c.message) && this.message(first(c.message), ctx)
    if (c.Phase) return { _tag: "Phase", span: s, pod, phase: words[0]! }
    if (c.Condition) {
      const conditionType = this.name(first(c.name!), ctx)
      if (c.Absent) return { _tag: "ConditionAbsent", span: s, pod, conditionType }
      const reason = optional(c.reason) && this.reason(first(c.reason), ctx)
      return {
        _tag: "Condition",
        span: s,
        pod,
        conditionType,
        status: words[0]!,
        reason,
        message: message()
      }
    }
    if (c.Status) return { _tag: "Status", span: s, pod, status: words[0]! }
    if (c.Ready) {
      const [ready, total] = (c.integer ?? []).map((n) => this.integer(n, ctx))
      return { _tag: "Ready", span: s, pod, ready: ready!, total: total! }
    }
    if (c.Reason) return { _tag: "PodReason", span: s, pod, reason: words[0]! }
    if (c.Event) {
      const container = optional(c.containerRef) && this.containerRef(first(c.containerRef), ctx)
      return { _tag: "EventOccurs", span: s, pod, reason: words[0]!, container, message: message() }
    }
    return { _tag: "PodMessage", span: s, pod, message: message()! }
  }

  containerTail(
    { children: c, location }: Cst.ContainerTailCstNode,
    ctx: Context,
    container?: Ast.ContainerRef,
    span?: Span.Span
  ): Ast.What {
    const s = span ?? spanOf(location)
    const ref = container!
    // In the order they are written, so that value diagnostics are too.
    const reason = optional(c.reason) && this.reason(first(c.reason), ctx)
    const exitCode = optional(c.exitCode) && this.exitCode(first(c.exitCode), ctx)
    const message = optional(c.message) && this.message(first(c.message), ctx)
    const restarts = optional(c.restarts) && this.restarts(first(c.restarts), ctx)
    if (c.Running || c.Waiting || c.Terminated) {
      return {
        _tag: "ContainerState",
        span: s,
        container: ref,
        state: c.Running ? "running" : c.Waiting ? "waiting" : "terminated",
        ready: optional(c.readyFlag) && this.readyFlag(first(c.readyFlag)),
        started: optional(c.startedFlag) && this.startedFlag(first(c.startedFlag)),
        reason,
        exitCode,
        message,
        restarts
      }
    }
    if (c.lastTerminated) {
      const lt = first(c.lastTerminated).children
      return {
        _tag: "LastTerminated",
        span: s,
        container: ref,
        reason: optional(lt.reason) && this.reason(first(lt.reason), ctx),
        exitCode: optional(lt.exitCode) && this.exitCode(first(lt.exitCode), ctx)
      }
    }
    if (c.Starts) return { _tag: "Starts", span: s, container: ref }
    if (c.resourceSpec)
      return {
        _tag: "ContainerResources",
        span: s,
        container: ref,
        resources: this.resourceSpec(first(c.resourceSpec))
      }
    if (c.Exits) {
      return {
        _tag: "Exits",
        span: s,
        container: ref,
        exitCode: optional(c.integer) && this.integer(first(c.integer), ctx)
      }
    }
    return { _tag: "Restarts", span: s, container: ref, count: restarts! }
  }

  readyFlag({ children: c, location }: Cst.ReadyFlagCstNode): Ast.Flag {
    return { span: spanOf(location), value: c.Not === undefined }
  }

  startedFlag({ children: c, location }: Cst.StartedFlagCstNode): Ast.Flag {
    return { span: spanOf(location), value: c.Not === undefined }
  }

  message({ children: c, location }: Cst.MessageCstNode, ctx: Context): Ast.Message {
    return { span: spanOf(location), contains: c.Contains !== undefined, text: this.word(first(c.word), ctx) }
  }

  lastTerminated({ children: c }: Cst.LastTerminatedCstNode, ctx: Context): Ast.Word | undefined {
    return optional(c.reason) && this.reason(first(c.reason), ctx)
  }

  restarts({ children: c, location }: Cst.RestartsCstNode, ctx: Context): Ast.Count {
    const comparison = comparisonOf(optional(c.Comparison) ?? optional(c.Least) ?? optional(c.Most), ctx)
    return { span: spanOf(location), comparison, value: this.integer(first(c.integer), ctx) }
  }

  reason({ children: c }: Cst.ReasonCstNode, ctx: Context): Ast.Word {
    return this.word(first(c.word), ctx)
  }

  exitCode({ children: c }: Cst.ExitCodeCstNode, ctx: Context): Ast.Integer {
    return this.integer(first(c.integer), ctx)
  }

  goldenStatement({ children: c, location }: Cst.GoldenStatementCstNode, ctx: Context): Ast.GoldenDecl {
    const path = this.str(first(c.StringLiteral), ctx)
    return c.duration === undefined
      ? { _tag: "Golden", span: spanOf(location), path }
      : { _tag: "Golden", span: spanOf(location), path, at: this.duration(first(c.duration), ctx) }
  }

  endStatement({ children: c, location }: Cst.EndStatementCstNode, ctx: Context): Ast.End {
    return { _tag: "End", span: spanOf(location), at: this.duration(first(c.duration), ctx) }
  }

  examplesStatement({ location }: Cst.ExamplesStatementCstNode): Ast.Examples {
    return { _tag: "Examples", span: spanOf(location), header: undefined, rows: [] }
  }

  tableRow({ children: c }: Cst.TableRowCstNode): Ast.TableRow {
    return tableRowOf(first(c.TableRow))
  }

  containerRef({ children: c, location }: Cst.ContainerRefCstNode, ctx: Context): Ast.ContainerRef {
    const words = c.name.map((w) => this.name(w, ctx))
    return words.length === 2
      ? { _tag: "ContainerRef", span: spanOf(location), pod: words[0], container: words[1]! }
      : { _tag: "ContainerRef", span: spanOf(location), pod: undefined, container: words[0]! }
  }

  probeKind({ children: c }: Cst.ProbeKindCstNode): Ast.ProbeKind {
    return c.Startup ? "startup" : c.Liveness ? "liveness" : "readiness"
  }

  hookKind({ children: c }: Cst.HookKindCstNode): Ast.HookKind {
    return c.PostStart ? "postStart" : "preStop"
  }

  sweepStatement({ children: c, location }: Cst.SweepStatementCstNode, ctx: Context): Ast.Sweep {
    const [from, to, step] = c.sweepValue.map((v) => this.sweepValue(v, ctx))
    return {
      _tag: "Sweep",
      span: spanOf(location),
      name: wordOf(first(c.Name ?? c.Keyword), ctx),
      from: from!,
      to: to!,
      step: step!,
      bisect: c.Bisect === undefined ? undefined : tokenSpan(first(c.Bisect))
    }
  }

  sweepValue({ children: c }: Cst.SweepValueCstNode, ctx: Context): Ast.Duration | Ast.Integer {
    return c.DurationLiteral ? durationOf(first(c.DurationLiteral), ctx) : integerOf(first(c.IntegerLiteral!), ctx)
  }

  name({ children: c }: Cst.NameCstNode, ctx: Context): Ast.Word {
    return c.word ? this.word(first(c.word), ctx) : wordOf(first(c.Keyword!), ctx)
  }

  word({ children: c }: Cst.WordCstNode, ctx: Context): Ast.Word {
    return wordOf(first(c.Name ?? c.StringLiteral ?? c.Placeholder), ctx)
  }

  duration({ children: c }: Cst.DurationCstNode, ctx: Context): Ast.Duration {
    return durationOf(first(c.DurationLiteral ?? c.Placeholder), ctx)
  }

  integer({ children: c }: Cst.IntegerCstNode, ctx: Context): Ast.Integer {
    return integerOf(first(c.IntegerLiteral ?? c.Placeholder), ctx)
  }

  private str(token: IToken, ctx: Context): Ast.Str {
    return strOf(token, ctx)
  }

  private block(token: IToken): Ast.YamlBlock {
    return blockOf(token)
  }
}

/** The visitor singleton (stateless: diagnostics go to the `Context`). @category visitor */
export const visitor = new ToAstVisitor()

/** Turns one parsed line into a statement (or a table row). @category visitor */
export const toStatement = (cst: CstNode, ctx: Context): Ast.Statement | Ast.TableRow =>
  visitor.statement(cst as Cst.StatementCstNode, ctx)
