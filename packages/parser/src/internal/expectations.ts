/**
 * Compiles `expect` statements (language reference §6, §11.5): the WHEN into a window, the WHAT into a checked state or
 * occurrence, every value after an examples row's substitution, and reports expectations that check nothing.
 */
import { Duration as CoreDuration } from "@podscenario/core"
import { Codes, type SourceFile, type Span } from "@podscenario/diagnostics"
import * as Ast from "../Ast.ts"
import * as Resolve from "../Resolve.ts"
import type * as Scenario from "../Scenario.ts"
import { ordinalProblem } from "./leaves.ts"
import { resourcesOf } from "./resources.ts"
import { type Mentioned, podOf, timeOf, type Values } from "./values.ts"

type Millis = CoreDuration.Millis
type TargetOf = (c: Ast.ContainerRef) => Resolve.Target | undefined

/** Whether a window is not empty; reports it when it is. */
const windowOk = (scope: Resolve.Scope, from: Millis, until: Millis, span: Span.Span): boolean => {
  if (until >= from) return true
  scope.report(Codes.emptyWindow(scope.file, span, CoreDuration.format(from), CoreDuration.format(until)))
  return false
}

/** `from T1 until T2` and `sometime from T1 until T2`. */
const windowOf = (
  w: { readonly span: Span.Span; readonly from: Ast.Duration; readonly until: Ast.Duration },
  v: Values,
  scope: Resolve.Scope,
  mentioned: Array<Mentioned>
): { from: Millis; until: Millis } | undefined => {
  const from = timeOf(w.from, v, mentioned)
  const until = timeOf(w.until, v, mentioned)
  if (from === undefined || until === undefined || !windowOk(scope, from, until, w.span)) return undefined
  return { from, until }
}

const whenOf = (
  w: Ast.When | undefined,
  occurrence: boolean,
  v: Values,
  scope: Resolve.Scope,
  mentioned: Array<Mentioned>
): Scenario.When | undefined => {
  if (w === undefined) return occurrence ? { _tag: "Eventually" } : { _tag: "AtEnd" }
  switch (w._tag) {
    case "At": {
      const at = timeOf(w.at, v, mentioned)
      return at === undefined ? undefined : { _tag: "At", at }
    }
    case "AtEnd":
    case "Throughout":
      if (occurrence) {
        scope.report(Codes.whenNotForOccurrence(scope.file, w.span, w._tag === "AtEnd" ? "at end" : "throughout"))
        return undefined
      }
      return { _tag: w._tag }
    case "Eventually":
      return { _tag: "Eventually" }
    case "By": {
      const by = timeOf(w.by, v, mentioned)
      return by === undefined ? undefined : { _tag: "By", by }
    }
    case "From": {
      const from = timeOf(w.from, v, mentioned)
      return from === undefined ? undefined : { _tag: "From", from }
    }
    case "Between":
    case "Sometime": {
      const window = windowOf(w, v, scope, mentioned)
      return window === undefined ? undefined : { _tag: w._tag, ...window }
    }
    case "Never": {
      const from = w.from === undefined ? undefined : timeOf(w.from, v, mentioned)
      const until = w.until === undefined ? undefined : timeOf(w.until, v, mentioned)
      if ((w.from !== undefined && from === undefined) || (w.until !== undefined && until === undefined))
        return undefined
      if (from !== undefined && until !== undefined && !windowOk(scope, from, until, w.span)) return undefined
      return { _tag: "Never", from, until }
    }
  }
}

/** A reason's text, checked against the reasons Kubernetes writes there. */
const reasonOf = (
  scope: Resolve.Scope,
  v: Values,
  w: Ast.Word | undefined,
  known: ReadonlyArray<string>,
  context: string
): string | undefined => {
  if (w === undefined) return undefined
  const text = v.text(w)
  Resolve.reason(scope, text, w.span, known, context)
  return text
}

/** An exit code; `null` when it is not one. */
const exitOf = (scope: Resolve.Scope, v: Values, n: Ast.Integer | undefined): number | undefined | null => {
  if (n === undefined) return undefined
  const code = v.integer(n)
  return code === undefined || !Resolve.exitCode(scope, code, n.span) ? null : code
}

/** A restart count; `null` when its number is not one. */
const countOf = (v: Values, c: Ast.Count | undefined): Scenario.Count | undefined | null => {
  if (c === undefined) return undefined
  const count = v.integer(c.value)
  if (count === undefined) return null
  const comparison = c.comparison === "at least" ? ">=" : c.comparison === "at most" ? "<=" : c.comparison
  return { comparison, count }
}

const messageOf = (v: Values, m: Ast.Message | undefined): Scenario.MessageMatch | undefined =>
  m && { contains: m.contains, text: v.text(m.text) }

/** The N of `for the Nth time` (a placeholder may be filled in with `2nd` or `2`); reports one that is not. */
const nthOf = (scope: Resolve.Scope, v: Values, o: Ast.Ordinal): number | undefined => {
  const text = v.text(o)
  if (text === o.text && o.text.startsWith("<")) return undefined
  const plain = /^\d+$/.test(text) && Number(text) > 0 ? text : undefined
  const problem = plain === undefined ? ordinalProblem(text) : undefined
  if (problem === undefined) return Number.parseInt(text, 10)
  // A literal's problem was reported by the parser already; only a filled-in placeholder is new.
  if (text !== o.text) scope.report(Codes.invalidOrdinal(scope.file, o.span, text, problem))
  return undefined
}

const podStateOf = (
  s: Exclude<Ast.State, { _tag: "AllOf" }>,
  v: Values,
  target: TargetOf,
  scope: Resolve.Scope
): Scenario.PodState | undefined => {
  switch (s._tag) {
    case "Phase": {
      const p = podOf(scope, v, s.pod, s.span)
      const phase = v.text(s.phase)
      if (!Resolve.phase(scope, phase, s.phase.span) || p === undefined) return undefined
      return { _tag: "Phase", pod: p.name, phase }
    }
    case "ContainerState": {
      const t = target(s.container)
      const known = s.state === "waiting" ? Resolve.waitingReasons : Resolve.terminatedReasons
      const reason = reasonOf(scope, v, s.reason, known, `for a ${s.state} container`)
      const exitCode = exitOf(scope, v, s.exitCode)
      const restarts = countOf(v, s.restarts)
      if (s.state === "running" && s.message !== undefined)
        scope.report(Codes.noMessage(scope.file, s.message.span, "a running container"))
      if (t === undefined || exitCode === null || restarts === null || (s.state === "running" && s.message))
        return undefined
      return {
        _tag: "Container",
        pod: t.pod,
        container: t.container,
        state: s.state,
        ready: s.ready?.value,
        started: s.started?.value,
        reason,
        exitCode,
        message: messageOf(v, s.message),
        restarts
      }
    }
    case "ContainerResources": {
      const t = target(s.container)
      const resources = resourcesOf(scope.file, v, s.resources, scope.report)
      return t === undefined || resources === undefined
        ? undefined
        : { _tag: "ContainerResources", pod: t.pod, container: t.container, resources }
    }
    case "Restarts": {
      const t = target(s.container)
      const count = countOf(v, s.count)
      return t === undefined || count == null
        ? undefined
        : { _tag: "Restarts", pod: t.pod, container: t.container, count }
    }
    case "LastTerminated": {
      const t = target(s.container)
      const reason = reasonOf(scope, v, s.reason, Resolve.terminatedReasons, "for a terminated container")
      const exitCode = exitOf(scope, v, s.exitCode)
      if (t === undefined || exitCode === null) return undefined
      return { _tag: "LastTerminated", pod: t.pod, container: t.container, reason, exitCode }
    }
    case "Condition":
    case "ConditionAbsent": {
      const p = podOf(scope, v, s.pod, s.span)
      const conditionType = v.text(s.conditionType)
      const typeOk = p !== undefined && Resolve.conditionType(scope, p, conditionType, s.conditionType.span)
      if (s._tag === "ConditionAbsent")
        return p === undefined || !typeOk ? undefined : { _tag: "ConditionAbsent", pod: p.name, conditionType }
      const status = v.text(s.status)
      const statusOk = Resolve.conditionStatus(scope, status, s.status.span)
      const reason = reasonOf(scope, v, s.reason, Resolve.conditionReasons, "for a pod condition")
      if (p === undefined || !typeOk || !statusOk) return undefined
      return { _tag: "Condition", pod: p.name, conditionType, status, reason, message: messageOf(v, s.message) }
    }
    case "Status": {
      const p = podOf(scope, v, s.pod, s.span)
      return p === undefined ? undefined : { _tag: "Status", pod: p.name, status: v.text(s.status) }
    }
    case "PodReason": {
      const p = podOf(scope, v, s.pod, s.span)
      return p === undefined ? undefined : { _tag: "PodReason", pod: p.name, reason: v.text(s.reason) }
    }
    case "PodMessage": {
      const p = podOf(scope, v, s.pod, s.span)
      return p === undefined ? undefined : { _tag: "PodMessage", pod: p.name, message: messageOf(v, s.message)! }
    }
    case "Ready":
      return readyOf(s, v, scope)
    case "Removed": {
      const p = podOf(scope, v, s.pod, s.span)
      return p === undefined ? undefined : { _tag: "Removed", pod: p.name }
    }
  }
}

const readyOf = (
  s: Extract<Ast.State, { _tag: "Ready" }>,
  v: Values,
  scope: Resolve.Scope
): Scenario.PodState | undefined => {
  const p = podOf(scope, v, s.pod, s.span)
  const ready = v.integer(s.ready)
  const total = v.integer(s.total)
  if (p === undefined || ready === undefined || total === undefined) return undefined
  const text = `${ready}/${total}`
  if (ready > total) {
    scope.report(Codes.invalidReadyCount(scope.file, s.span, text, "more ready than there are containers"))
    return undefined
  }
  if (p.pod !== undefined && total !== Resolve.readyTotal(p.pod)) {
    const n = Resolve.readyTotal(p.pod)
    const why = `READY counts ${n} container${n === 1 ? "" : "s"} in pod \`${p.name}\``
    scope.report(Codes.invalidReadyCount(scope.file, s.total.span, text, why))
    return undefined
  }
  return { _tag: "Ready", pod: p.name, ready: text }
}

/** A state; the parts of `A and B` must be states. */
const stateOf = (s: Ast.State, v: Values, target: TargetOf, scope: Resolve.Scope): Scenario.State | undefined => {
  if (s._tag !== "AllOf") return podStateOf(s, v, target, scope)
  const parts: Array<Scenario.PodState> = []
  let ok = true
  for (const part of s.parts) {
    const state = Ast.isState(part) && part._tag !== "AllOf" ? podStateOf(part, v, target, scope) : undefined
    if (!Ast.isState(part)) scope.report(Codes.andJoinsStates(scope.file, part.span))
    if (state === undefined) ok = false
    else parts.push(state)
  }
  return ok ? { _tag: "AllOf", parts } : undefined
}

const probeResults: Readonly<Record<Ast.ProbeRunResult, Extract<Scenario.Occurrence, { _tag: "ProbeRun" }>["result"]>> =
  { runs: undefined, succeeds: "success", fails: "failure", errors: "error", "times out": "timeout" }

const occurrenceOf = (
  o: Ast.Occurrence,
  v: Values,
  target: TargetOf,
  scope: Resolve.Scope
): Scenario.Occurrence | undefined => {
  switch (o._tag) {
    case "Starts": {
      const t = target(o.container)
      return t === undefined ? undefined : { _tag: "Starts", pod: t.pod, container: t.container }
    }
    case "Exits": {
      const t = target(o.container)
      const code = o.exitCode === undefined ? undefined : v.integer(o.exitCode)
      if (o.exitCode !== undefined && (code === undefined || !Resolve.exitCode(scope, code, o.exitCode.span)))
        return undefined
      return t === undefined ? undefined : { _tag: "Exits", pod: t.pod, container: t.container, exitCode: code }
    }
    case "Signal": {
      const t = target(o.container)
      const signal = v.text(o.signal)
      if (!Resolve.signal(scope, signal, o.signal.span) || t === undefined) return undefined
      return { _tag: "Signal", pod: t.pod, container: t.container, signal }
    }
    case "HookStarts": {
      const t = target(o.container)
      if (t !== undefined) Resolve.feature(scope, t, o.hook, o.span)
      return t === undefined ? undefined : { _tag: "HookStarts", pod: t.pod, container: t.container, hook: o.hook }
    }
    case "ProbeRun": {
      const t = target(o.container)
      if (t !== undefined) Resolve.feature(scope, t, Resolve.probeFeature(o.probe), o.span)
      return t === undefined
        ? undefined
        : { _tag: "ProbeRun", pod: t.pod, container: t.container, probe: o.probe, result: probeResults[o.result] }
    }
    case "EventOccurs": {
      const reason = v.text(o.reason)
      Resolve.reason(scope, reason, o.reason.span, Resolve.eventReasons, "in an Event")
      const message = messageOf(v, o.message)
      if (o.container !== undefined) {
        const t = target(o.container)
        return t === undefined ? undefined : { _tag: "Event", pod: t.pod, reason, container: t.container, message }
      }
      const p = Resolve.pod(scope, o.pod && { text: v.text(o.pod), span: o.pod.span }, o.span)
      return p === undefined ? undefined : { _tag: "Event", pod: p.name, reason, container: undefined, message }
    }
    case "Becomes": {
      if (!Ast.isState(o.what)) {
        scope.report(Codes.becomesNotState(scope.file, o.what.span))
        return undefined
      }
      const state = stateOf(o.what, v, target, scope)
      return state === undefined ? undefined : { _tag: "Becomes", state }
    }
    case "NthTime": {
      if (Ast.isState(o.what)) {
        scope.report(Codes.nthOnState(scope.file, o.what.span))
        return undefined
      }
      const occurrence = occurrenceOf(o.what, v, target, scope)
      const nth = nthOf(scope, v, o.nth)
      return occurrence === undefined || nth === undefined ? undefined : { _tag: "NthTime", occurrence, nth }
    }
  }
}

const order = (
  s: Ast.ExpectOrder,
  rowText: string,
  v: Values,
  target: TargetOf,
  scope: Resolve.Scope
): Scenario.Expectation | undefined => {
  const file = scope.file
  if (s.items.length < 2) {
    scope.report(Codes.orderTooShort(file, s.span))
    return undefined
  }
  const items: Array<Scenario.OrderItem> = []
  let ok = true
  const texts = new Map<string, Span.Span>()
  for (const item of s.items) {
    if (Ast.isState(item)) {
      scope.report(Codes.stateInOrder(file, item.span))
      ok = false
      continue
    }
    const itemText = v.text({ text: file.text.slice(item.span.start, item.span.end) })
    if (texts.has(itemText)) {
      scope.report(Codes.vacuousExpectation(file, item.span, `\`${itemText}\` is listed twice`))
      ok = false
    }
    texts.set(itemText, item.span)
    const occurrence = occurrenceOf(item, v, target, scope)
    if (occurrence === undefined) ok = false
    else items.push({ span: item.span, text: itemText, occurrence })
  }
  return ok ? { _tag: "ExpectOrder", span: s.span, text: rowText, items } : undefined
}

/**
 * The text without its leading `expect` and the blanks after it (`/^expect\s+/`). Spaces and tabs (what the lexer
 * skips) are stepped over without a regexp, which costs more on code V8 has not optimised (every expectation's); the
 * regexp is left the rarer blanks.
 */
const withoutExpect = (text: string): string => {
  if (!text.startsWith("expect")) return text
  let i = 6
  while (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9) i++
  const c = text.charCodeAt(i)
  if (c >= 128 || (c >= 10 && c <= 13)) return text.replace(/^expect\s+/, "")
  return i === 6 ? text : text.slice(i)
}

/**
 * One `expect` statement, compiled; `undefined` when it has an error (reported). Its times go to `mentioned`.
 *
 * @category compile
 */
export const expectation = (
  s: Ast.Expect | Ast.ExpectOrder,
  v: Values,
  target: TargetOf,
  scope: Resolve.Scope,
  file: SourceFile.SourceFile,
  mentioned: Array<Mentioned>
): Scenario.Expectation | undefined => {
  // The expectation as written, without `expect` (what reports print after their own `expect`).
  const rowText = withoutExpect(v.text({ text: file.text.slice(s.span.start, s.span.end) }))
  if (s._tag === "ExpectOrder") return order(s, rowText, v, target, scope)
  const what = s.what
  if (Ast.isState(what)) {
    if (s.times !== undefined) {
      scope.report(Codes.timesOnState(file, s.times.span))
      return undefined
    }
    const when = whenOf(s.when, false, v, scope, mentioned)
    const state = stateOf(what, v, target, scope)
    return when === undefined || state === undefined
      ? undefined
      : { _tag: "ExpectState", span: s.span, text: rowText, when, state }
  }
  const when = whenOf(s.when, true, v, scope, mentioned)
  const occurrence = occurrenceOf(what, v, target, scope)
  const times = s.times === undefined ? undefined : v.integer(s.times)
  if (s.times !== undefined && s.when?._tag === "Never") {
    scope.report(
      Codes.vacuousExpectation(file, s.times.span, "`never` with a count", "write `never …` or `N times …`, not both")
    )
    return undefined
  }
  if (when === undefined || occurrence === undefined || (s.times !== undefined && times === undefined)) return undefined
  return { _tag: "ExpectOccurrence", span: s.span, text: rowText, when, times, occurrence }
}
