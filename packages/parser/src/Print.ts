/**
 * AST → canonical text, for `podscenario fmt`: one space between words, keywords as the reference writes them,
 * strings re-quoted, `examples:` tables aligned, YAML blocks kept as written, comments kept (on their line or
 * before the next statement), one blank line before every scenario. `parse(print(parse(x)))` equals
 * `parse(x)` but for spans.
 */
import { Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "./Ast.ts"
import { parse } from "./Parse.ts"

const quote = (value: string): string => `"${value.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`

const word = (w: Ast.Word): string => (w.quoted ? quote(w.text) : w.text)

const ref = (c: Ast.ContainerRef): string =>
  c.pod === undefined ? word(c.container) : `${word(c.pod)}/${word(c.container)}`

const runs = (r: Ast.Runs | undefined): string => {
  if (r === undefined) return ""
  switch (r._tag) {
    case "OnRun":
      return ` on run ${r.run.text}`
    case "OnRuns":
      return ` on runs ${r.from.text}..${r.to.text}`
    case "FromRun":
      return ` from run ${r.from.text}`
  }
}

const podPrefix = (pod: Ast.Word | undefined): string => (pod === undefined ? "" : `pod ${word(pod)} `)

const kubeletFates: ReadonlyMap<string, string> = new Map([
  ["KubeletRestarts", "restarts"],
  ["KubeletStops", "stops"],
  ["KubeletStarts", "starts"]
])

const amounts = (a: Ast.Amounts): string => a.amounts.map((x) => `${x.resource} ${x.quantity.text}`).join(" ")

const resourceSpec = (r: Ast.ResourceSpec): string =>
  r.both !== undefined
    ? amounts(r.both)
    : [r.requests && `requests ${amounts(r.requests)}`, r.limits && `limits ${amounts(r.limits)}`]
        .filter((x) => x !== undefined)
        .join(" ")

const action = (a: Ast.Action): string => {
  switch (a._tag) {
    case "ContainerExits":
      return `container ${ref(a.container)} exits ${a.exitCode.text}`
    case "ContainerOomKilled":
      return `container ${ref(a.container)} is OOM killed`
    case "ContainerImageUpdated":
      return `container ${ref(a.container)} image is updated to ${word(a.image)}`
    case "ContainerResized":
      return `container ${ref(a.container)} is resized to ${resourceSpec(a.resources)}`
    case "ProbeAnswers":
      return `${a.probe} of ${ref(a.container)} ${a.answer}`
    case "ImagePullSucceeds":
      return `image pull of ${ref(a.container)} succeeds`
    case "ConditionPatched":
      return `${podPrefix(a.pod)}condition ${word(a.conditionType)} is ${word(a.status)}`
    case "SchedulingGateRemoved":
      return `${podPrefix(a.pod)}scheduling gate ${word(a.gate)} is removed`
    case "PodScheduled":
      return `pod ${a.pod ? `${word(a.pod)} ` : ""}is scheduled to ${word(a.node)}`
    case "PodDeleted":
      return `pod ${a.pod ? `${word(a.pod)} ` : ""}is deleted${a.grace ? ` with grace ${a.grace.text}` : ""}`
    case "PodForceDeleted":
      return `pod ${a.pod ? `${word(a.pod)} ` : ""}is force deleted`
    case "PodEvicted":
      return `pod ${a.pod ? `${word(a.pod)} ` : ""}is evicted`
    case "PodPreempted":
      return `pod ${a.pod ? `${word(a.pod)} ` : ""}is preempted`
    case "PodEvictedByKubelet":
      return `pod ${a.pod ? `${word(a.pod)} ` : ""}is evicted by the kubelet for ${a.soft ? "soft " : ""}${a.resource}`
    case "NodeFails":
      return `node ${word(a.node)} fails`
    case "NodeRecovers":
      return `node ${word(a.node)} recovers`
    case "NodeReboots":
      return `node ${word(a.node)} reboots`
    case "NodeDeleted":
      return `node ${word(a.node)} is deleted`
    case "KubeletRestarts":
    case "KubeletStops":
    case "KubeletStarts":
      return `kubelet ${a.node ? `on ${word(a.node)} ` : ""}${kubeletFates.get(a._tag)}`
    case "NodeShutsDown":
      return `node ${word(a.node)} shuts down`
    case "NodeTaintedOutOfService":
      return `node ${word(a.node)} is tainted out-of-service`
  }
}

const when = (w: Ast.When): string => {
  switch (w._tag) {
    case "At":
      return `at ${w.at.text}`
    case "AtEnd":
      return "at end"
    case "Between":
      return `from ${w.from.text} until ${w.until.text}`
    case "Sometime":
      return `sometime from ${w.from.text} until ${w.until.text}`
    case "From":
      return `from ${w.from.text}`
    case "By":
      return `by ${w.by.text}`
    case "Eventually":
      return "eventually"
    case "Throughout":
      return "throughout"
    case "Never":
      return `never${w.from ? ` from ${w.from.text}` : ""}${w.until ? ` until ${w.until.text}` : ""}`
  }
}

const opt = (keyword: string, value: string | undefined): string => (value === undefined ? "" : ` ${keyword} ${value}`)

const count = (c: Ast.Count | undefined): string =>
  c === undefined ? "" : ` restarts${c.comparison === "=" ? "" : ` ${c.comparison}`} ${c.value.text}`

const message = (m: Ast.Message | undefined): string =>
  m === undefined ? "" : ` message${m.contains ? " contains" : ""} ${word(m.text)}`

const flag = (f: Ast.Flag | undefined, name: string): string =>
  f === undefined ? "" : f.value ? ` ${name}` : ` not ${name}`

/** A state or an occurrence; `b` is `" becomes"` where `becomes` goes when `x` is the state of a `Becomes`. */
const what = (x: Ast.What, b = ""): string => {
  switch (x._tag) {
    case "Phase":
      return `${podPrefix(x.pod)}phase${b} ${word(x.phase)}`
    case "ContainerState":
      return `container ${ref(x.container)}${b} ${x.state}${flag(x.ready, "ready")}${flag(x.started, "started")}${opt("reason", x.reason && word(x.reason))}${opt("exit", x.exitCode?.text)}${message(x.message)}${count(x.restarts)}`
    case "Restarts":
      return `container ${ref(x.container)}${b}${count(x.count)}`
    case "ContainerResources":
      return `container ${ref(x.container)}${b} resources ${resourceSpec(x.resources)}`
    case "LastTerminated":
      return `container ${ref(x.container)}${b} last terminated${opt("reason", x.reason && word(x.reason))}${opt("exit", x.exitCode?.text)}`
    case "Condition":
      return `${podPrefix(x.pod)}condition ${word(x.conditionType)}${b} ${word(x.status)}${opt("reason", x.reason && word(x.reason))}${message(x.message)}`
    case "ConditionAbsent":
      return `${podPrefix(x.pod)}condition ${word(x.conditionType)}${b} absent`
    case "Status":
      return `${podPrefix(x.pod)}status${b} ${word(x.status)}`
    case "Ready":
      return `${podPrefix(x.pod)}ready${b} ${x.ready.text}/${x.total.text}`
    case "PodReason":
      return `${podPrefix(x.pod)}reason${b} ${word(x.reason)}`
    case "PodMessage":
      return `${podPrefix(x.pod)}${message(x.message).slice(1)}`
    case "Removed":
      return `pod ${x.pod ? `${word(x.pod)} ` : ""}${b.slice(1)}${b ? " " : ""}removed`
    case "AllOf":
      return x.parts.map((part) => what(part)).join(" and ")
    case "Starts":
      return `container ${ref(x.container)}${b} starts`
    case "Exits":
      return `container ${ref(x.container)}${b} exits${x.exitCode ? ` ${x.exitCode.text}` : ""}`
    case "Signal":
      return `signal ${word(x.signal)} to ${ref(x.container)}`
    case "HookStarts":
      return `${x.hook} of ${ref(x.container)} starts`
    case "EventOccurs":
      return `${podPrefix(x.pod)}event ${word(x.reason)}${x.container ? ` for ${ref(x.container)}` : ""}${message(x.message)}`
    case "ProbeRun":
      return `${x.probe} probe of ${ref(x.container)} ${x.result}`
    case "Becomes":
      return what(x.what, " becomes")
    case "NthTime":
      return `${what(x.what)} for the ${x.nth.text} time`
  }
}

const escapeCell = (text: string): string => text.replace(/\\/g, "\\\\").replace(/\|/g, "\\|")

const table = (e: Ast.Examples): Array<string> => {
  const rows = [...(e.header ? [e.header] : []), ...e.rows].map((r) => r.cells.map((c) => escapeCell(c.text)))
  const widths: Array<number> = []
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length)
    })
  }
  return rows.map((row) => `  | ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`)
}

/**
 * One statement in canonical form (several lines for blocks and tables), without comments.
 *
 * @category printing
 */
export const statement = (s: Ast.Statement): string => {
  switch (s._tag) {
    case "Tags":
      return s.tags.map((t) => `@${t.name}`).join(" ")
    case "Scenario":
      return `scenario ${quote(s.name.value)}`
    case "PodInline":
      return `pod ${word(s.name)}:\n${s.block.text}`
    case "PodFile":
      return `pod ${word(s.name)} from ${quote(s.path.value)}${s.object === undefined ? "" : ` ${word(s.object.kind)}/${word(s.object.name)}`}`
    case "Kubernetes":
      return `kubernetes ${word(s.version)}`
    case "Node":
      return `node ${word(s.name)}${s.allocatable === undefined ? "" : ` with ${amounts(s.allocatable)}`}`
    case "Kubelet":
      return `kubelet:\n${s.block.text}`
    case "Cluster":
      return `cluster:\n${s.block.text}`
    case "ExitsAfter":
      return `container ${ref(s.container)} exits ${s.exitCode.text} after ${s.after.text}${runs(s.runs)}`
    case "OomKilledAfter":
      return `container ${ref(s.container)} is OOM killed after ${s.after.text}${runs(s.runs)}`
    case "StopsAfterSignal":
      return `container ${ref(s.container)} stops ${s.after.text} after ${word(s.signal)}${opt("with exit", s.exitCode?.text)}`
    case "IgnoresSignal":
      return `container ${ref(s.container)} ignores ${word(s.signal)}`
    case "ProbeAnswersAfter":
      return `${s.probe} of ${ref(s.container)} ${s.succeeds ? "succeeds" : s.timesOut ? "times out" : "fails"} after ${s.after.text}${runs(s.runs)}`
    case "HookTakes":
      return `${s.hook} of ${ref(s.container)} takes ${s.duration.text}${runs(s.runs)}`
    case "HookFailsAfter":
      return `${s.hook} of ${ref(s.container)} fails after ${s.after.text}${runs(s.runs)}`
    case "ImagePullTakes":
      return `image pull of ${ref(s.container)} takes ${s.duration.text}`
    case "ImagePullFails":
      return `image pull of ${ref(s.container)} fails`
    case "Event":
      return `at ${s.at.text} ${action(s.action)}`
    case "Expect":
      return `expect ${s.when ? `${when(s.when)} ` : ""}${s.times ? `${s.times.text} times ` : ""}${what(s.what)}`
    case "ExpectOrder":
      return `expect order: ${s.items.map((item) => what(item)).join(", ")}`
    case "Golden":
      return `golden ${quote(s.path.value)}${s.at === undefined ? "" : ` at ${s.at.text}`}`
    case "End":
      return `end at ${s.at.text}`
    case "Examples":
      return ["examples:", ...table(s)].join("\n")
    case "Sweep":
      return `sweep ${s.name.text} from ${s.from.text} to ${s.to.text} step ${s.step.text}${s.bisect ? " bisect" : ""}`
    case "Template":
      return s.text
  }
}

/** Where a statement's text ends (its block or last table row included). */
const endOf = (s: Ast.Statement): number => {
  if ("block" in s) return s.block.span.end
  if (s._tag === "Examples") return Math.max(s.span.end, s.header?.span.end ?? 0, ...s.rows.map((r) => r.span.end))
  return s.span.end
}

const lineBreaksBetween = (source: string, from: number, to: number): number => {
  let n = 0
  for (let i = from; i < to && i < source.length; i++) if (source[i] === "\n") n++
  return n
}

/**
 * The whole document in canonical form, ending with one newline. With `source` (the parsed text), a run of blank
 * lines between statements is kept as one blank line; without it, only scenarios are separated.
 *
 * @category printing
 */
export const print = (document: Ast.Document, source?: string): string => {
  const out: Array<string> = []
  const comments = [...document.comments].sort((a, b) => a.span.start - b.span.start)
  let c = 0
  let previousEnd = -1
  const statements = document.statements
  const blankBefore = (index: number, start: number): boolean => {
    const s = statements[index]!
    const prev = statements[index - 1]
    const opensScenario = s._tag === "Scenario" ? prev?._tag !== "Tags" : s._tag === "Tags" && prev?._tag !== "Tags"
    if (index > 0 && opensScenario) return true
    return source !== undefined && previousEnd >= 0 && lineBreaksBetween(source, previousEnd, start) > 1
  }
  statements.forEach((s, index) => {
    // comments on their own lines before this statement
    const leading: Array<Ast.Comment> = []
    while (c < comments.length && comments[c]!.span.start < s.span.start) leading.push(comments[c++]!)
    const firstStart = leading[0]?.span.start ?? s.span.start
    if (out.length > 0 && blankBefore(index, firstStart)) out.push("")
    leading.forEach((comment, i) => {
      out.push(comment.text)
      // a blank line between comments, or between the comments and the statement, is kept (one at most)
      const nextStart = leading[i + 1]?.span.start ?? s.span.start
      if (source !== undefined && lineBreaksBetween(source, comment.span.end, nextStart) > 1) out.push("")
    })
    let text = statement(s)
    // a comment on the statement's own line (after it) stays there
    const next = comments[c]
    if (
      next !== undefined &&
      next.span.start >= s.span.end &&
      (source === undefined || lineBreaksBetween(source, s.span.end, next.span.start) === 0)
    ) {
      const [first, ...rest] = text.split("\n")
      text = [`${first}  ${next.text}`, ...rest].join("\n")
      c++
    }
    while (c < comments.length && comments[c]!.span.start < endOf(s)) out.push(comments[c++]!.text)
    out.push(text)
    previousEnd = endOf(s)
  })
  if (c < comments.length) {
    if (out.length > 0 && source !== undefined && lineBreaksBetween(source, previousEnd, comments[c]!.span.start) > 1) {
      out.push("")
    }
    while (c < comments.length) out.push(comments[c++]!.text)
  }
  return out.length === 0 ? "" : `${out.join("\n")}\n`
}

/**
 * What `podscenario fmt` needs: the canonical text of a file, or `undefined` when the file has syntax errors (a
 * line that does not parse is not in the tree, so printing it would drop it). `changed` tells `fmt --check`.
 *
 * @category printing
 */
export const format = (
  file: SourceFile.SourceFile
): {
  readonly text: string | undefined
  readonly changed: boolean
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
} => {
  const parsed = parse(file)
  if (Diagnostic.hasErrors(parsed.diagnostics))
    return { text: undefined, changed: false, diagnostics: parsed.diagnostics }
  const text = print(parsed.document, file.text)
  return { text, changed: text !== file.text, diagnostics: parsed.diagnostics }
}
