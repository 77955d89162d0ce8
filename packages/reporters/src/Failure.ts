/**
 * The failure block every reporter shows: for a failed expectation, what was expected, what the timeline held at the
 * first violating instant, and the timeline records around it; for a golden file, its status and diff; for a
 * rejected event, the rendered diagnostic. The terminal and GitHub show failed expectations and goldens as their
 * catalogue diagnostics instead (`expectationDiagnostic`, `goldenDiagnostic`), with the same records and diff as
 * the note; JUnit, HTML and the API keep the block below.
 *
 * ```text
 * ✗ expect at 31s phase Succeeded
 *   --> crash.podscenario:27:1
 *   expected  phase Succeeded
 *   actual    phase Running (held at 31s)
 *   timeline around 31s:
 *       30s  container app: terminated (Completed, exit 0)
 *     ▸ 31s  phase Running
 * ```
 */
import type { Timeline } from "@podscenario/core"
import { Codes, Diagnostic, Render, SourceFile } from "@podscenario/diagnostics"
import * as Describe from "./Describe.ts"
import { cause, type Lang, words } from "./i18n.ts"
import type { ExpectationResult, GoldenResult, ScenarioResult } from "./Result.ts"
import * as Result from "./Result.ts"
import { forDiagnostics, plain, type Styler } from "./Style.ts"

/** @category models */
export interface FailureOptions {
  readonly lang?: Lang | undefined
  readonly styler?: Styler | undefined
  /** Prefix records with their pod name (several pods). */
  readonly withPod?: boolean | undefined
}

/**
 * `file:line:column`.
 *
 * @category formatting
 */
export const location = (uri: string, line: number, column: number): string => `${uri}:${line}:${column}`

/**
 * Where a diagnostic points: its file and the 1-based line and column of its primary span (1:1 without labels).
 *
 * @category accessors
 */
export const diagnosticPosition = (
  d: Diagnostic.Diagnostic
): { readonly uri: string; readonly line: number; readonly column: number } => {
  const span = Diagnostic.primarySpan(d)
  const { line, column } = span === undefined ? { line: 1, column: 1 } : SourceFile.position(d.file, span.start)
  return { uri: d.file.uri, line, column }
}

/**
 * One line for a failed expectation, for JUnit `message` and GitHub annotation titles:
 * `expected phase Succeeded, actual phase Running (held at 31s)`.
 *
 * @category formatting
 */
export const summaryLine = (expectation: ExpectationResult, lang?: Lang): string => {
  const w = words(lang)
  const f = expectation.failure
  if (f === undefined) return `expect ${expectation.text}`
  return `${w.expected} ${f.expected}, ${w.actual} ${f.actual} (${w.heldAt(Describe.time(f.at))})`
}

/**
 * The records whose causes a failure's `because:` lines cite: why the timeline stood where it did, the kubelet
 * rules behind the last transitions up to that instant (at most three).
 *
 * @category accessors
 */
export const cited = (f: Result.Failure): ReadonlyArray<Timeline.TimelineRecord> => {
  const caused = f.around.filter((r) => r.cause !== undefined && r.at <= f.at)
  // Starts, exits, signals and phases explain more than the columns and conditions derived from them.
  const telling = caused.filter((r) => r._tag !== "ColumnsChanged" && r._tag !== "ConditionChanged")
  return (telling.length > 0 ? telling : caused).slice(-3)
}

/**
 * What a failed expectation's block shows under its verdict: the timeline records around the instant the verdict is
 * about, then the kubelet rules behind the last changes (`because:`), indented under their headings; styled.
 */
const context = (f: Result.Failure, options: FailureOptions): ReadonlyArray<string> => {
  if (f.around.length === 0) return []
  const s = options.styler ?? plain
  const w = words(options.lang)
  const out = [`${w.around(Describe.time(f.at))}:`]
  for (const line of Describe.lines(f.around, { lang: options.lang, withPod: options.withPod, at: f.at })) {
    out.push(line.startsWith("▸") ? `  ${s.bold(line)}` : `  ${s.dim(line)}`)
  }
  const causes = cited(f)
  if (causes.length > 0) out.push(`${w.because}:`)
  for (const r of causes) {
    const what = Describe.record(r, { lang: options.lang, withPod: options.withPod })
    out.push(
      `  ${s.dim(`${Describe.time(r.at)}  ${what}:`)} ${s.yellow(`${cause(r.cause!.text, options.lang)} (kubelet-rules ${r.cause!.rule})`)}`
    )
  }
  return out
}

/**
 * The block of a failed expectation (empty string for a passed one). No trailing newline.
 *
 * @category rendering
 */
export const expectation = (uri: string, e: ExpectationResult, options: FailureOptions = {}): string => {
  const f = e.failure
  if (e.status === "passed" || f === undefined) return ""
  const s = options.styler ?? plain
  const w = words(options.lang)
  const labels = [w.expected, w.actual]
  const width = Math.max(...labels.map((l) => l.length)) + 2
  return [
    s.red(`✗ expect ${e.text}`),
    s.dim(`  --> ${location(uri, e.line, e.column)}`),
    `  ${w.expected.padEnd(width)}${s.green(f.expected)}`,
    `  ${w.actual.padEnd(width)}${s.red(f.actual)} ${s.dim(`(${w.heldAt(Describe.time(f.at))})`)}`,
    ...context(f, options).map((line) => `  ${line}`)
  ].join("\n")
}

/**
 * A failed expectation as its catalogue diagnostic (`PS4001`…, made by the run): the source line with a caret under
 * the expectation and what the timeline held, the help naming `podscenario explain` for its scenario (the line
 * `scenarioLine` of `uri`), and the timeline around the failure as its note. `undefined` for a passed expectation
 * or a result without its diagnostic.
 *
 * @category rendering
 */
export const expectationDiagnostic = (
  uri: string,
  scenarioLine: number,
  e: ExpectationResult,
  options: FailureOptions = {}
): Diagnostic.Diagnostic | undefined => {
  const f = e.failure
  if (e.status === "passed" || f?.diagnostic === undefined) return undefined
  const note = context(f, options)
  const explained = Codes.withExplainHelp(f.diagnostic, `${uri}:${scenarioLine}`)
  return Diagnostic.withNote(explained, note.length > 0 ? note.join("\n") : undefined)
}

const styledDiff = (diff: string, s: Styler): ReadonlyArray<string> =>
  diff
    .replace(/\n$/, "")
    .split("\n")
    .map((line) => (line.startsWith("+") ? s.green(line) : line.startsWith("-") ? s.red(line) : s.dim(line)))

/**
 * The block of a golden file that failed or changed (`missing`, `mismatch`, `written`, `updated`, `stale`), with its
 * diff indented; empty string for `matched`. No trailing newline.
 *
 * @category rendering
 */
export const golden = (uri: string, g: GoldenResult, options: FailureOptions = {}): string => {
  if (g.status === "matched") return ""
  const s = options.styler ?? plain
  const w = words(options.lang)
  const failing = Result.isGoldenFailure(g.status)
  const mark = failing ? s.red("✗") : s.yellow("•")
  const out = [`${mark} golden ${g.path}: ${failing ? s.red(w.golden[g.status][0]) : s.yellow(w.golden[g.status][0])}`]
  if (g.line > 0) out.push(s.dim(`  --> ${location(uri, g.line, g.column)}`))
  if (g.diff !== undefined && g.diff.length > 0) out.push(...styledDiff(g.diff, s).map((line) => `  ${line}`))
  return out.join("\n")
}

/**
 * A failing golden as its catalogue diagnostic (`PS5001` differs, `PS5002` missing, made by the run), its diff as the
 * note. `undefined` for a golden that did not fail or a result without its diagnostic.
 *
 * @category rendering
 */
export const goldenDiagnostic = (g: GoldenResult, options: FailureOptions = {}): Diagnostic.Diagnostic | undefined => {
  if (!Result.isGoldenFailure(g.status) || g.diagnostic === undefined) return undefined
  const diff = g.diff === undefined || g.diff.length === 0 ? undefined : styledDiff(g.diff, options.styler ?? plain)
  return Diagnostic.withNote(g.diagnostic, diff?.join("\n"))
}

/**
 * Every failure of a scenario: its rejected events (rendered diagnostics), failed expectations and failed golden
 * files, separated by blank lines. Empty string when nothing failed. With `asDiagnostics` (the terminal and GitHub),
 * failed expectations and goldens are rendered as their catalogue diagnostics too, when the run made them.
 *
 * @category rendering
 */
export const scenario = (
  uri: string,
  sc: ScenarioResult,
  options: FailureOptions & { readonly asDiagnostics?: boolean } = {}
): string => {
  const s = options.styler ?? plain
  const withPod = options.withPod ?? (sc.timeline !== undefined && sc.timeline.pods.length > 1)
  const opts = { ...options, withPod }
  const rendered = (d: Diagnostic.Diagnostic | undefined, block: () => string): string =>
    options.asDiagnostics === true && d !== undefined ? Render.render(d, forDiagnostics(s)) : block()
  const blocks = [
    ...sc.rejections.map((d) => Render.render(d, forDiagnostics(s))),
    ...sc.expectations.map((e) =>
      rendered(expectationDiagnostic(uri, sc.line, e, opts), () => expectation(uri, e, opts))
    ),
    ...sc.goldens
      .filter((g) => Result.isGoldenFailure(g.status))
      .map((g) => rendered(goldenDiagnostic(g, opts), () => golden(uri, g, opts)))
  ].filter((b) => b.length > 0)
  return blocks.join("\n\n")
}

/**
 * Indents every non-empty line of a block.
 *
 * @category formatting
 */
export const indent = (text: string, by: string): string =>
  text
    .split("\n")
    .map((l) => (l.length > 0 ? by + l : l))
    .join("\n")
