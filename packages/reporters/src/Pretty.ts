/**
 * The terminal reporter (the default on a TTY), in vitest's shape: one line per scenario with its mark, file:line
 * and name; the file diagnostics; a "Failures" section with every failure block; a summary.
 *
 * ```text
 *  ✓ crash.podscenario:3  A crashing container backs off
 *  ✗ crash.podscenario:20  Exit 0 under Never
 *
 *  Scenarios     1 passed | 1 failed (2)
 *  Expectations  5 passed | 1 failed (6)
 *  Duration      120ms
 * ```
 */
import { Render } from "@podscenario/diagnostics"
import * as Failure from "./Failure.ts"
import { count, type Forms, type Lang, type Words, words } from "./i18n.ts"
import type { FileResult, RunResult, ScenarioResult, ScenarioStatus } from "./Result.ts"
import * as Result from "./Result.ts"
import { forDiagnostics, plain, type Styler, statusMark, wallTime } from "./Style.ts"
import * as Sweep from "./Sweep.ts"

/** @category models */
export interface PrettyOptions {
  readonly styler?: Styler | undefined
  readonly lang?: Lang | undefined
  /** List every expectation and golden under its scenario, not only the failed ones. */
  readonly verbose?: boolean | undefined
}

const marks = { passed: "✓", failed: "✗", errored: "!", skipped: "↓" } as const

/**
 * The mark of a scenario status: `✓` passed, `✗` failed, `!` errored, `↓` skipped.
 *
 * @category formatting
 */
export const mark = (status: ScenarioStatus, styler: Styler = plain): string => statusMark(status, marks, styler)

const scenarioLine = (file: FileResult, sc: ScenarioResult, s: Styler, verbose: boolean, lang: Lang | undefined) => {
  const w = words(lang)
  const time = sc.durationMs > 0 ? s.dim(` ${wallTime(sc.durationMs)}`) : ""
  const name = sc.status === "skipped" ? s.dim(sc.name) : sc.name
  const out = [` ${mark(sc.status, s)} ${s.dim(`${file.uri}:${sc.line}`)}  ${name}${time}`]
  if (verbose) {
    for (const e of sc.expectations) {
      const expectationMark = e.status === "passed" ? s.green("✓") : e.status === "failed" ? s.red("✗") : s.yellow("–")
      out.push(`     ${expectationMark} ${s.dim("expect")} ${e.text}`)
    }
    for (const g of sc.goldens) {
      const bad = Result.isGoldenFailure(g.status)
      out.push(
        `     ${bad ? s.red("✗") : s.green("✓")} ${s.dim("golden")} ${g.path} ${s.dim(`(${w.golden[g.status][0]})`)}`
      )
    }
  }
  return out.join("\n")
}

const part = (n: number, forms: Forms, style: (t: string) => string): string | undefined =>
  n > 0 ? style(count(n, forms)) : undefined

/**
 * The summary block: scenarios, expectations, goldens (when any) and duration, labels aligned.
 *
 * @category rendering
 */
export const summary = (result: RunResult, options: PrettyOptions = {}): string => {
  const s = options.styler ?? plain
  const w: Words = words(options.lang)
  const c = Result.counts(result)
  const rows: Array<[string, string]> = []
  const join = (parts: ReadonlyArray<string | undefined>, total: number) => {
    const present = parts.filter((p): p is string => p !== undefined)
    return `${present.length > 0 ? `${present.join(s.dim(" | "))} ` : ""}${s.dim(`(${total})`)}`
  }
  rows.push([
    w.scenarios,
    join(
      [
        part(c.scenarios.passed, w.passed, (t) => s.bold(s.green(t))),
        part(c.scenarios.failed, w.failed, (t) => s.bold(s.red(t))),
        part(c.scenarios.errored, w.errored, (t) => s.bold(s.red(t))),
        part(c.scenarios.skipped, w.skipped, s.yellow)
      ],
      c.scenarios.total
    )
  ])
  rows.push([
    w.expectations,
    join(
      [
        part(c.expectations.passed, w.passed, (t) => s.bold(s.green(t))),
        part(c.expectations.failed, w.failed, (t) => s.bold(s.red(t))),
        part(c.expectations.unchecked, w.unchecked, s.yellow)
      ],
      c.expectations.total
    )
  ])
  if (c.goldens.total > 0) {
    const g = c.goldens
    rows.push([
      w.goldens,
      join(
        [
          part(g.matched, w.golden.matched, s.green),
          part(g.written, w.golden.written, s.yellow),
          part(g.updated, w.golden.updated, s.yellow),
          part(g.missing, w.golden.missing, s.red),
          part(g.mismatch, w.golden.mismatch, s.red),
          part(g.stale, w.golden.stale, s.yellow)
        ],
        g.total
      )
    ])
  }
  const all = result.files.flatMap((f) => [...f.diagnostics, ...f.scenarios.flatMap((sc) => sc.rejections)])
  if (all.length > 0) rows.push([w.diagnostics, s.red(Render.summary(all))])
  rows.push([w.duration, wallTime(result.durationMs)])
  const width = Math.max(...rows.map(([label]) => label.length)) + 2
  return rows.map(([label, value]) => ` ${s.dim(label.padEnd(width))}${value}`).join("\n")
}

/**
 * The failures section: every failed or errored scenario with its failure blocks. Empty string when nothing failed.
 *
 * @category rendering
 */
export const failures = (result: RunResult, options: PrettyOptions = {}): string => {
  const s = options.styler ?? plain
  const w = words(options.lang)
  const blocks: Array<string> = []
  for (const { file, scenario: sc } of Result.scenarios(result)) {
    if (sc.status !== "failed" && sc.status !== "errored") continue
    const body = Failure.scenario(file.uri, sc, { lang: options.lang, styler: s, asDiagnostics: true })
    blocks.push(
      ` ${mark(sc.status, s)} ${s.bold(`${file.uri}:${sc.line}`)}  ${s.bold(sc.name)}${body.length > 0 ? `\n\n${Failure.indent(body, "   ")}` : ""}`
    )
  }
  if (blocks.length === 0) return ""
  const rule = s.red("⎯".repeat(8))
  return `${rule} ${s.bold(s.red(w.failures))} ${rule}\n\n${blocks.join("\n\n")}`
}

/**
 * The goldens a run wrote or rewrote (`--update`, or missing ones outside CI), each with its timeline diff, so the
 * change can be read before it is committed. Empty string for none.
 *
 * @category rendering
 */
export const rewritten = (result: RunResult, options: PrettyOptions = {}): string => {
  const s = options.styler ?? plain
  const w = words(options.lang)
  const blocks: Array<string> = []
  for (const { file, scenario: sc } of Result.scenarios(result)) {
    for (const g of sc.goldens) {
      if (g.status !== "updated" && g.status !== "written") continue
      // the timeline part of the diff says what changed; the file's own diff is for `git diff`
      const diff = g.diff?.split("\n--- ")[0]
      blocks.push(Failure.golden(file.uri, diff === undefined ? g : { ...g, diff }, { lang: options.lang, styler: s }))
    }
  }
  if (blocks.length === 0) return ""
  const rule = s.yellow("⎯".repeat(8))
  return `${rule} ${s.bold(s.yellow(w.goldens))} ${rule}\n\n${Failure.indent(blocks.join("\n\n"), " ")}`
}

/**
 * The file diagnostics (syntax, validation), rendered with the diagnostics package. Empty string for none.
 *
 * @category rendering
 */
export const diagnostics = (result: RunResult, styler: Styler = plain): string =>
  result.files
    .filter((f) => f.diagnostics.length > 0)
    .map((f) => Render.renderAll(f.diagnostics, forDiagnostics(styler)).replace(/\n$/, ""))
    .join("\n\n")

/**
 * The whole pretty report, ending with a newline.
 *
 * @category rendering
 */
export const render = (result: RunResult, options: PrettyOptions = {}): string => {
  const s = options.styler ?? plain
  const sections: Array<string> = []
  const lines = Result.scenarios(result).map(({ file, scenario }) =>
    scenarioLine(file, scenario, s, options.verbose === true, options.lang)
  )
  if (lines.length > 0) sections.push(lines.join("\n"))
  const diags = diagnostics(result, s)
  if (diags.length > 0) sections.push(diags)
  const goldens = rewritten(result, options)
  if (goldens.length > 0) sections.push(goldens)
  const fails = failures(result, options)
  if (fails.length > 0) sections.push(fails)
  const sweeps = Sweep.section(result, s, options.lang)
  if (sweeps.length > 0) sections.push(sweeps)
  sections.push(summary(result, options))
  return `\n${sections.join("\n\n")}\n`
}
