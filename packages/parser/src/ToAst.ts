/**
 * CST → AST: a typed visitor over the generated CST types (`generated/cst.d.ts`), checked complete by the type
 * checker (`implements`) and by `test/Grammar.test.ts` (a method for every rule, as chevrotain's `validateVisitor()`
 * checks). It does not extend chevrotain's base visitor, which would build the parser when this module loads. It
 * also reports what only a value's text can tell: invalid durations and numbers, bad string escapes.
 */
import { Duration as CoreDuration } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile, Span } from "@podscenario/diagnostics"
import type { CstNode, IToken } from "chevrotain"
import type * as Ast from "./Ast.ts"
import { type Bounds, bounds } from "./Grammar.ts"
import type * as Cst from "./generated/cst.d.ts"

/** What the visitor threads through: the file and the diagnostics it adds to. @category models */
export interface Context {
  readonly file: SourceFile.SourceFile
  readonly diagnostics: Array<Diagnostic.Diagnostic>
}

const tokenSpan = (t: IToken): Span.Span => Span.make(t.startOffset, t.startOffset + t.image.length)

/**
 * The span covering every token of a CST node's children (recursively), from the bounds the parser kept while
 * building the node (`Grammar.ts`, `bounds`; tokens a recovery inserted have no offset and are left out).
 */
const spanOf = (children: object): Span.Span => {
  const known = (children as { [bounds]?: Bounds })[bounds]
  return known === undefined ? Span.make(0, 0) : Span.make(known.start, known.end)
}

/** Where a node's tokens start; 0 for a node without tokens. */
const nodeStart = (node: CstNode): number => {
  const s = spanOf(node.children)
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

/** Unescapes a string token, reporting bad escapes. */
const unquote = (token: IToken, ctx: Context): string => {
  const raw = token.image
  const closed = raw.length >= 2 && raw.endsWith('"') && !raw.endsWith('\\"')
  const inner = raw.slice(1, closed ? -1 : undefined)
  let out = ""
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!
    if (c !== "\\") {
      out += c
      continue
    }
    const next = inner[i + 1] ?? ""
    if (next === '"' || next === "\\") out += next
    else {
      const at = token.startOffset + 1 + i
      ctx.diagnostics.push(Codes.invalidEscape(ctx.file, Span.make(at, at + 1 + next.length), `\\${next}`))
      out += next
    }
    i++
  }
  return out
}

/** Whether a token is a `"…"` string that lacks its closing quote. @category predicates */
export const isUnterminated = (token: IToken): boolean => {
  if (token.tokenType.name !== "StringLiteral") return false
  const raw = token.image
  if (raw.length < 2 || !raw.endsWith('"')) return true
  let backslashes = 0
  for (let i = raw.length - 2; i > 0 && raw[i] === "\\"; i--) backslashes++
  return backslashes % 2 === 1
}

/** Why a duration's text is not a duration, or `undefined` when it is one. @category validation */
export const durationProblem = (text: string): string | undefined => {
  if (CoreDuration.parse(text) !== undefined) return undefined
  if (text.includes(".")) return "no fractions: use a smaller unit, like `1s500ms`"
  const parts = text.match(/\d+[A-Za-z]+/g) ?? []
  if (parts.join("") !== text) return "write `<integer><unit>` parts, like `1m30s`"
  const units = parts.map((p) => p.replace(/^\d+/, ""))
  const bad = units.find((u) => !["h", "m", "s", "ms"].includes(u))
  if (bad !== undefined) return `unknown unit \`${bad}\`: use h, m, s or ms`
  return "units go largest first, each once"
}

/** Why an integer's text is not a usable number, or `undefined`. @category validation */
export const integerProblem = (text: string): string | undefined =>
  /^-\d+$/.test(text)
    ? "negative: counts and codes start at 0"
    : !/^\d+$/.test(text)
      ? "not a whole number"
      : Number.isSafeInteger(Number(text))
        ? undefined
        : "too large"

/** Whether `text` is exactly one placeholder. @category predicates */
export const isPlaceholder = (text: string): boolean => /^<[A-Za-z_][A-Za-z0-9_-]*>$/.test(text)

/** A name or API value from its `Name`, `StringLiteral` or `Placeholder` token. @category leaves */
export const wordOf = (token: IToken, ctx: Context): Ast.Word => {
  const quoted = token.tokenType.name === "StringLiteral"
  return { _tag: "Word", span: tokenSpan(token), text: quoted ? unquote(token, ctx) : token.image, quoted }
}

/** A duration from its `DurationLiteral` (checked) or `Placeholder` token. @category leaves */
export const durationOf = (token: IToken, ctx: Context): Ast.Duration => {
  const problem = token.tokenType.name === "DurationLiteral" ? durationProblem(token.image) : undefined
  if (problem !== undefined)
    ctx.diagnostics.push(Codes.invalidDuration(ctx.file, tokenSpan(token), token.image, problem))
  return { _tag: "Duration", span: tokenSpan(token), text: token.image }
}

/** A whole number from its `IntegerLiteral` (checked) or `Placeholder` token. @category leaves */
export const integerOf = (token: IToken, ctx: Context): Ast.Integer => {
  const problem = token.tokenType.name === "IntegerLiteral" ? integerProblem(token.image) : undefined
  if (problem !== undefined) ctx.diagnostics.push(Codes.invalidNumber(ctx.file, tokenSpan(token), token.image, problem))
  return { _tag: "Integer", span: tokenSpan(token), text: token.image }
}

const comparisons: ReadonlyMap<string, Ast.Comparison> = new Map([
  [">=", ">="],
  ["<=", "<="],
  [">", ">"],
  ["<", "<"],
  ["least", "at least"],
  ["most", "at most"]
])

/**
 * How `restarts` compares, from its `Comparison` token (or the `least`/`most` of `at least`/`at most`); none is `=`.
 * An operator that does not exist (`==`, `=>`) is reported, naming the ones that do.
 *
 * @category leaves
 */
export const comparisonOf = (token: IToken | undefined, ctx: Context): Ast.Comparison => {
  if (token === undefined) return "="
  const comparison = comparisons.get(token.image)
  if (comparison !== undefined) return comparison
  ctx.diagnostics.push(Codes.unknownComparison(ctx.file, tokenSpan(token), token.image))
  return "="
}

/** Why an ordinal's text is not a usable Nth, or `undefined`. @category validation */
export const ordinalProblem = (text: string): string | undefined => {
  const match = /^(\d+)(st|nd|rd|th)$/.exec(text)
  if (match === null) return "write a number with its suffix: 1st, 2nd, 3rd, 4th"
  const n = Number(match[1])
  if (!Number.isSafeInteger(n)) return "too large"
  if (n === 0) return "happenings are counted from the 1st"
  const suffix = ordinalSuffix(n)
  return suffix === match[2] ? undefined : `write \`${n}${suffix}\``
}

/** `st`, `nd`, `rd` or `th`, as English writes the ordinal of `n`. @category validation */
export const ordinalSuffix = (n: number): string => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return "th"
  return ["th", "st", "nd", "rd"][n % 10] ?? "th"
}

/** An ordinal from its `OrdinalLiteral` (checked) or `Placeholder` token. @category leaves */
export const ordinalOf = (token: IToken, ctx: Context): Ast.Ordinal => {
  const problem = token.tokenType.name === "OrdinalLiteral" ? ordinalProblem(token.image) : undefined
  if (problem !== undefined)
    ctx.diagnostics.push(Codes.invalidOrdinal(ctx.file, tokenSpan(token), token.image, problem))
  return { _tag: "Ordinal", span: tokenSpan(token), text: token.image }
}

/** A string from its `StringLiteral` token. @category leaves */
export const strOf = (token: IToken, ctx: Context): Ast.Str => ({
  _tag: "String",
  span: tokenSpan(token),
  value: unquote(token, ctx)
})

/** A YAML block from its token (which starts at the line break before the block). @category leaves */
export const blockOf = (token: IToken): Ast.YamlBlock => {
  const lead = token.image.startsWith("\r\n") ? 2 : 1
  const start = token.startOffset + lead
  return {
    _tag: "YamlBlock",
    span: Span.make(start, token.startOffset + token.image.length),
    text: token.image.slice(lead)
  }
}

/** A table row from its token. @category leaves */
export const tableRowOf = (token: IToken): Ast.TableRow => ({
  _tag: "TableRow",
  span: tokenSpan(token),
  cells: splitCells(token.image, token.startOffset)
})

/**
 * The visitor. Methods take a node's children and the `Context`; `statement` returns the statement (or, for a
 * table row, the row).
 *
 * @category visitor
 */
export class ToAstVisitor implements Omit<Cst.ICstNodeVisitor<Context, unknown>, "visit" | "validateVisitor"> {
  statement(c: Cst.StatementCstChildren, ctx: Context): Ast.Statement | Ast.TableRow {
    if (c.scenarioStatement) return this.scenarioStatement(first(c.scenarioStatement).children, ctx)
    if (c.tagsStatement) return this.tagsStatement(first(c.tagsStatement).children)
    if (c.podStatement) return this.podStatement(first(c.podStatement).children, ctx)
    if (c.nodeStatement) return this.nodeStatement(first(c.nodeStatement).children, ctx)
    if (c.kubernetesStatement) return this.kubernetesStatement(first(c.kubernetesStatement).children, ctx)
    if (c.kubeletStatement) return this.kubeletStatement(first(c.kubeletStatement).children)
    if (c.clusterStatement) return this.clusterStatement(first(c.clusterStatement).children)
    if (c.containerBehaviour) return this.containerBehaviour(first(c.containerBehaviour).children, ctx)
    if (c.probeBehaviour) return this.probeBehaviour(first(c.probeBehaviour).children, ctx)
    if (c.hookBehaviour) return this.hookBehaviour(first(c.hookBehaviour).children, ctx)
    if (c.imagePullBehaviour) return this.imagePullBehaviour(first(c.imagePullBehaviour).children, ctx)
    if (c.eventStatement) return this.eventStatement(first(c.eventStatement).children, ctx)
    if (c.expectStatement) return this.expectStatement(first(c.expectStatement).children, ctx)
    if (c.goldenStatement) return this.goldenStatement(first(c.goldenStatement).children, ctx)
    if (c.endStatement) return this.endStatement(first(c.endStatement).children, ctx)
    if (c.examplesStatement) return this.examplesStatement(first(c.examplesStatement).children)
    return this.tableRow(first(c.tableRow).children)
  }

  scenarioStatement(c: Cst.ScenarioStatementCstChildren, ctx: Context): Ast.ScenarioDecl {
    return { _tag: "Scenario", span: spanOf(c), name: this.str(first(c.StringLiteral), ctx) }
  }

  tagsStatement(c: Cst.TagsStatementCstChildren): Ast.Tags {
    return {
      _tag: "Tags",
      span: spanOf(c),
      tags: c.Tag.map((t) => ({ span: tokenSpan(t), name: t.image.slice(1) }))
    }
  }

  podStatement(c: Cst.PodStatementCstChildren, ctx: Context): Ast.PodInline | Ast.PodFile {
    const name = this.word(first(c.word).children, ctx)
    if (c.YamlBlock) {
      return {
        _tag: "PodInline",
        span: lineSpanOf([first(c.Pod), optional(c.Colon)]),
        name,
        block: this.block(first(c.YamlBlock))
      }
    }
    const [, kind, objectName] = c.word
    return {
      _tag: "PodFile",
      span: spanOf(c),
      name,
      path: this.str(first(c.StringLiteral), ctx),
      object:
        kind === undefined || objectName === undefined
          ? undefined
          : { kind: this.word(kind.children, ctx), name: this.word(objectName.children, ctx) }
    }
  }

  kubernetesStatement(c: Cst.KubernetesStatementCstChildren, ctx: Context): Ast.KubernetesDecl {
    const literal = c.VersionLiteral ?? c.IntegerLiteral
    const version = literal === undefined ? this.word(first(c.word).children, ctx) : wordOf(first(literal), ctx)
    return { _tag: "Kubernetes", span: spanOf(c), version }
  }

  nodeStatement(c: Cst.NodeStatementCstChildren, ctx: Context): Ast.NodeDecl {
    return { _tag: "Node", span: spanOf(c), name: this.word(first(c.word).children, ctx) }
  }

  kubeletStatement(c: Cst.KubeletStatementCstChildren): Ast.SettingsBlock {
    return {
      _tag: "Kubelet",
      span: lineSpanOf([first(c.Kubelet), first(c.Colon)]),
      block: this.block(first(c.YamlBlock))
    }
  }

  clusterStatement(c: Cst.ClusterStatementCstChildren): Ast.SettingsBlock {
    return {
      _tag: "Cluster",
      span: lineSpanOf([first(c.Cluster), first(c.Colon)]),
      block: this.block(first(c.YamlBlock))
    }
  }

  containerBehaviour(c: Cst.ContainerBehaviourCstChildren, ctx: Context): Ast.Behaviour {
    const span = spanOf(c)
    const container = this.containerRef(first(c.containerRef).children, ctx)
    const after = optional(c.duration) && this.duration(first(c.duration).children, ctx)
    const runs = optional(c.runs) && this.runs(first(c.runs).children, ctx)
    if (c.Exits) {
      return {
        _tag: "ExitsAfter",
        span,
        container,
        exitCode: this.integer(first(c.integer).children, ctx),
        after: after!,
        runs
      }
    }
    if (c.Oom) return { _tag: "OomKilledAfter", span, container, after: after!, runs }
    const signal = this.word(first(c.word).children, ctx)
    if (c.Stops) {
      const exitCode = optional(c.exitCode) && this.exitCode(first(c.exitCode).children, ctx)
      return { _tag: "StopsAfterSignal", span, container, after: after!, signal, exitCode }
    }
    return { _tag: "IgnoresSignal", span, container, signal }
  }

  probeBehaviour(c: Cst.ProbeBehaviourCstChildren, ctx: Context): Ast.Behaviour {
    return {
      _tag: "ProbeAnswersAfter",
      span: spanOf(c),
      probe: this.probeKind(first(c.probeKind).children),
      container: this.containerRef(first(c.containerRef).children, ctx),
      succeeds: c.Succeeds !== undefined,
      timesOut: c.Times !== undefined,
      after: this.duration(first(c.duration).children, ctx),
      runs: optional(c.runs) && this.runs(first(c.runs).children, ctx)
    }
  }

  hookBehaviour(c: Cst.HookBehaviourCstChildren, ctx: Context): Ast.Behaviour {
    const hook = this.hookKind(first(c.hookKind).children)
    const container = this.containerRef(first(c.containerRef).children, ctx)
    const duration = this.duration(first(c.duration).children, ctx)
    const runs = optional(c.runs) && this.runs(first(c.runs).children, ctx)
    return c.Takes
      ? { _tag: "HookTakes", span: spanOf(c), hook, container, duration, runs }
      : { _tag: "HookFailsAfter", span: spanOf(c), hook, container, after: duration, runs }
  }

  imagePullBehaviour(c: Cst.ImagePullBehaviourCstChildren, ctx: Context): Ast.Behaviour {
    const container = this.containerRef(first(c.containerRef).children, ctx)
    return c.Takes
      ? { _tag: "ImagePullTakes", span: spanOf(c), container, duration: this.duration(first(c.duration).children, ctx) }
      : { _tag: "ImagePullFails", span: spanOf(c), container }
  }

  runs(c: Cst.RunsCstChildren, ctx: Context): Ast.Runs {
    const span = spanOf(c)
    const ints = (c.integer ?? []).map((n) => this.integer(n.children, ctx))
    if (c.Runs) return { _tag: "OnRuns", span, from: ints[0]!, to: ints[1]! }
    if (c.On) return { _tag: "OnRun", span, run: ints[0]! }
    return { _tag: "FromRun", span, from: ints[0]! }
  }

  eventStatement(c: Cst.EventStatementCstChildren, ctx: Context): Ast.Event {
    const at = this.duration(first(c.duration).children, ctx)
    const action = c.containerEvent
      ? this.containerEvent(first(c.containerEvent).children, ctx)
      : c.probeEvent
        ? this.probeEvent(first(c.probeEvent).children, ctx)
        : c.imagePullEvent
          ? this.imagePullEvent(first(c.imagePullEvent).children, ctx)
          : c.conditionPatch
            ? this.conditionPatch(first(c.conditionPatch).children, ctx, undefined)
            : c.gateRemoval
              ? this.gateRemoval(first(c.gateRemoval).children, ctx, undefined)
              : c.podEvent
                ? this.podEvent(first(c.podEvent).children, ctx)
                : this.nodeEvent(first(c.nodeEvent).children, ctx)
    return { _tag: "Event", span: spanOf(c), at, action }
  }

  containerEvent(c: Cst.ContainerEventCstChildren, ctx: Context): Ast.Action {
    const container = this.containerRef(first(c.containerRef).children, ctx)
    return c.Exits
      ? { _tag: "ContainerExits", span: spanOf(c), container, exitCode: this.integer(first(c.integer).children, ctx) }
      : { _tag: "ContainerOomKilled", span: spanOf(c), container }
  }

  probeEvent(c: Cst.ProbeEventCstChildren, ctx: Context): Ast.Action {
    return {
      _tag: "ProbeAnswers",
      span: spanOf(c),
      probe: this.probeKind(first(c.probeKind).children),
      container: this.containerRef(first(c.containerRef).children, ctx),
      answer: this.probeAnswer(first(c.probeAnswer).children)
    }
  }

  probeAnswer(c: Cst.ProbeAnswerCstChildren): Ast.ProbeAnswer {
    return c.Succeeds ? "succeeds" : c.Fails ? "fails" : c.Errors ? "errors" : "times out"
  }

  imagePullEvent(c: Cst.ImagePullEventCstChildren, ctx: Context): Ast.Action {
    return {
      _tag: "ImagePullSucceeds",
      span: spanOf(c),
      container: this.containerRef(first(c.containerRef).children, ctx)
    }
  }

  conditionPatch(c: Cst.ConditionPatchCstChildren, ctx: Context, pod?: Ast.Word, span?: Span.Span): Ast.Action {
    return {
      _tag: "ConditionPatched",
      span: span ?? spanOf(c),
      pod,
      conditionType: this.word(first(c.word).children, ctx),
      status: this.word(c.word[1]!.children, ctx)
    }
  }

  gateRemoval(c: Cst.GateRemovalCstChildren, ctx: Context, pod?: Ast.Word, span?: Span.Span): Ast.Action {
    return { _tag: "SchedulingGateRemoved", span: span ?? spanOf(c), pod, gate: this.word(first(c.word).children, ctx) }
  }

  podEvent(c: Cst.PodEventCstChildren, ctx: Context): Ast.Action {
    const span = spanOf(c)
    // The pod name, when given, is the word right after `pod`.
    const words = c.word ?? []
    const firstWord = words[0]
    const hasPod =
      firstWord !== undefined &&
      (c.conditionPatch !== undefined ||
        c.gateRemoval !== undefined ||
        (c.Is !== undefined && nodeStart(firstWord) < first(c.Is).startOffset))
    const pod = hasPod && firstWord ? this.word(firstWord.children, ctx) : undefined
    if (c.conditionPatch) return this.conditionPatch(first(c.conditionPatch).children, ctx, pod, span)
    if (c.gateRemoval) return this.gateRemoval(first(c.gateRemoval).children, ctx, pod, span)
    if (c.Scheduled) {
      return { _tag: "PodScheduled", span, pod, node: this.word(words[hasPod ? 1 : 0]!.children, ctx) }
    }
    if (c.Force) return { _tag: "PodForceDeleted", span, pod }
    if (c.Deleted) {
      return {
        _tag: "PodDeleted",
        span,
        pod,
        grace: optional(c.duration) && this.duration(first(c.duration).children, ctx)
      }
    }
    if (c.Evicted) return { _tag: "PodEvicted", span, pod }
    return { _tag: "PodPreempted", span, pod }
  }

  nodeEvent(c: Cst.NodeEventCstChildren, ctx: Context): Ast.Action {
    const node = this.word(first(c.word).children, ctx)
    const _tag = c.Fails ? "NodeFails" : c.Recovers ? "NodeRecovers" : c.Reboots ? "NodeReboots" : "NodeDeleted"
    return { _tag, span: spanOf(c), node }
  }

  expectStatement(c: Cst.ExpectStatementCstChildren, ctx: Context): Ast.Expect | Ast.ExpectOrder {
    const span = spanOf(c)
    const whats = (c.expectation ?? []).map((e) => this.expectation(e.children, ctx))
    if (c.Order) return { _tag: "ExpectOrder", span, items: whats }
    const what: Ast.What =
      whats.length === 1
        ? whats[0]!
        : { _tag: "AllOf", span: Span.make(whats[0]!.span.start, whats.at(-1)!.span.end), parts: whats }
    return {
      _tag: "Expect",
      span,
      when: optional(c.when) && this.when(first(c.when).children, ctx),
      times: optional(c.times) && this.times(first(c.times).children, ctx),
      what
    }
  }

  when(c: Cst.WhenCstChildren, ctx: Context): Ast.When {
    const span = spanOf(c)
    const ds = (c.duration ?? []).map((d) => this.duration(d.children, ctx))
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

  times(c: Cst.TimesCstChildren, ctx: Context): Ast.Integer {
    return this.integer(first(c.integer).children, ctx)
  }

  expectation(c: Cst.ExpectationCstChildren, ctx: Context): Ast.What {
    const what = this.what(first(c.what).children, ctx)
    if (!c.nthTime) return what
    return { _tag: "NthTime", span: spanOf(c), what, nth: this.nthTime(first(c.nthTime).children, ctx) }
  }

  nthTime(c: Cst.NthTimeCstChildren, ctx: Context): Ast.Ordinal {
    return ordinalOf(first(c.OrdinalLiteral ?? c.Placeholder), ctx)
  }

  what(c: Cst.WhatCstChildren, ctx: Context): Ast.What {
    const span = spanOf(c)
    if (c.Container) {
      const what = this.containerTail(
        first(c.containerTail).children,
        ctx,
        this.containerRef(first(c.containerRef).children, ctx),
        span
      )
      return c.Becomes ? { _tag: "Becomes", span, what } : what
    }
    if (c.Signal) {
      return {
        _tag: "Signal",
        span,
        signal: this.word(first(c.word).children, ctx),
        container: this.containerRef(first(c.containerRef).children, ctx)
      }
    }
    if (c.hookKind) {
      return {
        _tag: "HookStarts",
        span,
        hook: this.hookKind(first(c.hookKind).children),
        container: this.containerRef(first(c.containerRef).children, ctx)
      }
    }
    if (c.probeRun) return this.probeRun(first(c.probeRun).children, ctx)
    const pod = c.Pod && optional(c.word) ? this.word(first(c.word).children, ctx) : undefined
    if (c.Removed) {
      const removed: Ast.What = { _tag: "Removed", span, pod }
      return c.Becomes ? { _tag: "Becomes", span, what: removed } : removed
    }
    return this.podState(first(c.podState).children, ctx, pod, span)
  }

  probeRun(c: Cst.ProbeRunCstChildren, ctx: Context): Ast.What {
    const result = c.Runs ? "runs" : this.probeAnswer(first(c.probeAnswer).children)
    return {
      _tag: "ProbeRun",
      span: spanOf(c),
      probe: this.probeKind(first(c.probeKind).children),
      container: this.containerRef(first(c.containerRef).children, ctx),
      result
    }
  }

  podState(c: Cst.PodStateCstChildren, ctx: Context, pod?: Ast.Word, span?: Span.Span): Ast.What {
    const s = span ?? spanOf(c)
    const state = this.podStateOnly(c, ctx, pod, s)
    return c.Becomes ? { _tag: "Becomes", span: s, what: state } : state
  }

  private podStateOnly(c: Cst.PodStateCstChildren, ctx: Context, pod: Ast.Word | undefined, s: Span.Span): Ast.What {
    const words = (c.word ?? []).map((w) => this.word(w.children, ctx))
    const message = (): Ast.Message | undefined => optional(c.message) && this.message(first(c.message).children, ctx)
    if (c.Phase) return { _tag: "Phase", span: s, pod, phase: words[0]! }
    if (c.Condition) {
      if (c.Absent) return { _tag: "ConditionAbsent", span: s, pod, conditionType: words[0]! }
      const reason = optional(c.reason) && this.reason(first(c.reason).children, ctx)
      return {
        _tag: "Condition",
        span: s,
        pod,
        conditionType: words[0]!,
        status: words[1]!,
        reason,
        message: message()
      }
    }
    if (c.Status) return { _tag: "Status", span: s, pod, status: words[0]! }
    if (c.Ready) {
      const [ready, total] = (c.integer ?? []).map((n) => this.integer(n.children, ctx))
      return { _tag: "Ready", span: s, pod, ready: ready!, total: total! }
    }
    if (c.Reason) return { _tag: "PodReason", span: s, pod, reason: words[0]! }
    if (c.Event) {
      const container = optional(c.containerRef) && this.containerRef(first(c.containerRef).children, ctx)
      return { _tag: "EventOccurs", span: s, pod, reason: words[0]!, container, message: message() }
    }
    return { _tag: "PodMessage", span: s, pod, message: message()! }
  }

  containerTail(
    c: Cst.ContainerTailCstChildren,
    ctx: Context,
    container?: Ast.ContainerRef,
    span?: Span.Span
  ): Ast.What {
    const s = span ?? spanOf(c)
    const ref = container!
    // In the order they are written, so that value diagnostics are too.
    const reason = optional(c.reason) && this.reason(first(c.reason).children, ctx)
    const exitCode = optional(c.exitCode) && this.exitCode(first(c.exitCode).children, ctx)
    const message = optional(c.message) && this.message(first(c.message).children, ctx)
    const restarts = optional(c.restarts) && this.restarts(first(c.restarts).children, ctx)
    if (c.Running || c.Waiting || c.Terminated) {
      return {
        _tag: "ContainerState",
        span: s,
        container: ref,
        state: c.Running ? "running" : c.Waiting ? "waiting" : "terminated",
        ready: optional(c.readyFlag) && this.readyFlag(first(c.readyFlag).children),
        started: optional(c.startedFlag) && this.startedFlag(first(c.startedFlag).children),
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
        reason: optional(lt.reason) && this.reason(first(lt.reason).children, ctx),
        exitCode: optional(lt.exitCode) && this.exitCode(first(lt.exitCode).children, ctx)
      }
    }
    if (c.Starts) return { _tag: "Starts", span: s, container: ref }
    if (c.Exits) {
      return {
        _tag: "Exits",
        span: s,
        container: ref,
        exitCode: optional(c.integer) && this.integer(first(c.integer).children, ctx)
      }
    }
    return { _tag: "Restarts", span: s, container: ref, count: restarts! }
  }

  readyFlag(c: Cst.ReadyFlagCstChildren): Ast.Flag {
    return { span: spanOf(c), value: c.Not === undefined }
  }

  startedFlag(c: Cst.StartedFlagCstChildren): Ast.Flag {
    return { span: spanOf(c), value: c.Not === undefined }
  }

  message(c: Cst.MessageCstChildren, ctx: Context): Ast.Message {
    return { span: spanOf(c), contains: c.Contains !== undefined, text: this.word(first(c.word).children, ctx) }
  }

  lastTerminated(c: Cst.LastTerminatedCstChildren, ctx: Context): Ast.Word | undefined {
    return optional(c.reason) && this.reason(first(c.reason).children, ctx)
  }

  restarts(c: Cst.RestartsCstChildren, ctx: Context): Ast.Count {
    const comparison = comparisonOf(optional(c.Comparison) ?? optional(c.Least) ?? optional(c.Most), ctx)
    return { span: spanOf(c), comparison, value: this.integer(first(c.integer).children, ctx) }
  }

  reason(c: Cst.ReasonCstChildren, ctx: Context): Ast.Word {
    return this.word(first(c.word).children, ctx)
  }

  exitCode(c: Cst.ExitCodeCstChildren, ctx: Context): Ast.Integer {
    return this.integer(first(c.integer).children, ctx)
  }

  goldenStatement(c: Cst.GoldenStatementCstChildren, ctx: Context): Ast.GoldenDecl {
    const path = this.str(first(c.StringLiteral), ctx)
    return c.duration === undefined
      ? { _tag: "Golden", span: spanOf(c), path }
      : { _tag: "Golden", span: spanOf(c), path, at: this.duration(first(c.duration).children, ctx) }
  }

  endStatement(c: Cst.EndStatementCstChildren, ctx: Context): Ast.End {
    return { _tag: "End", span: spanOf(c), at: this.duration(first(c.duration).children, ctx) }
  }

  examplesStatement(c: Cst.ExamplesStatementCstChildren): Ast.Examples {
    return { _tag: "Examples", span: spanOf(c), header: undefined, rows: [] }
  }

  tableRow(c: Cst.TableRowCstChildren): Ast.TableRow {
    return tableRowOf(first(c.TableRow))
  }

  containerRef(c: Cst.ContainerRefCstChildren, ctx: Context): Ast.ContainerRef {
    const words = c.word.map((w) => this.word(w.children, ctx))
    return words.length === 2
      ? { _tag: "ContainerRef", span: spanOf(c), pod: words[0], container: words[1]! }
      : { _tag: "ContainerRef", span: spanOf(c), pod: undefined, container: words[0]! }
  }

  probeKind(c: Cst.ProbeKindCstChildren): Ast.ProbeKind {
    return c.Startup ? "startup" : c.Liveness ? "liveness" : "readiness"
  }

  hookKind(c: Cst.HookKindCstChildren): Ast.HookKind {
    return c.PostStart ? "postStart" : "preStop"
  }

  word(c: Cst.WordCstChildren, ctx: Context): Ast.Word {
    return wordOf(first(c.Name ?? c.StringLiteral ?? c.Placeholder), ctx)
  }

  duration(c: Cst.DurationCstChildren, ctx: Context): Ast.Duration {
    return durationOf(first(c.DurationLiteral ?? c.Placeholder), ctx)
  }

  integer(c: Cst.IntegerCstChildren, ctx: Context): Ast.Integer {
    return integerOf(first(c.IntegerLiteral ?? c.Placeholder), ctx)
  }

  private str(token: IToken, ctx: Context): Ast.Str {
    return strOf(token, ctx)
  }

  private block(token: IToken): Ast.YamlBlock {
    return blockOf(token)
  }
}

/**
 * Splits `| a | b\|c |` into trimmed cells with their spans (`\|` and `\\` unescaped).
 *
 * @category visitor
 */
export const splitCells = (image: string, offset: number): ReadonlyArray<Ast.Cell> => {
  const cells: Array<Ast.Cell> = []
  let i = image.indexOf("|") + 1
  let cellStart = i
  let text = ""
  const push = (end: number) => {
    const raw = image.slice(cellStart, end)
    const lead = raw.length - raw.trimStart().length
    const trail = raw.length - raw.trimEnd().length
    cells.push({
      span: Span.make(offset + cellStart + lead, offset + Math.max(cellStart + lead, end - trail)),
      text: text.trim()
    })
  }
  for (; i < image.length; i++) {
    const ch = image[i]!
    if (ch === "\\" && (image[i + 1] === "|" || image[i + 1] === "\\")) {
      text += image[i + 1]
      i++
    } else if (ch === "|") {
      push(i)
      cellStart = i + 1
      text = ""
    } else text += ch
  }
  if (image.slice(cellStart).trim().length > 0) push(image.length)
  return cells
}

/** The visitor singleton (stateless: diagnostics go to the `Context`). @category visitor */
export const visitor = new ToAstVisitor()

/** Turns one parsed line into a statement (or a table row). @category visitor */
export const toStatement = (cst: CstNode, ctx: Context): Ast.Statement | Ast.TableRow =>
  visitor.statement(cst.children as Cst.StatementCstChildren, ctx)
