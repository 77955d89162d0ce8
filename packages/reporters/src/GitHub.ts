/**
 * GitHub Actions workflow commands (the default when `GITHUB_ACTIONS=true`, alongside the dot output): an
 * annotation per failed expectation, failed golden, rejected event and file diagnostic, shown on the pull request's
 * diff at its line, each the rendered diagnostic of the catalogue.
 *
 * ```text
 * ::error file=scenarios/crash.podscenario,line=8,col=1,title=crash%3A PS4001 expectation failed%3A …::error[PS4001]: …
 * ```
 *
 * Escaping follows `@actions/core`: in messages `%` `\r` `\n` become `%25` `%0D` `%0A`; in properties `:` and `,`
 * also become `%3A` and `%2C`.
 */
import { Render } from "@podscenario/diagnostics"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import * as Failure from "./Failure.ts"
import { count, type Lang, words } from "./i18n.ts"
import { escapeCell } from "./Markdown.ts"
import * as Pretty from "./Pretty.ts"
import type { RunResult, ScenarioStatus } from "./Result.ts"
import * as Result from "./Result.ts"
import * as Sweep from "./Sweep.ts"

/**
 * Escapes a message (the part after `::`).
 *
 * @category formatting
 */
export const escapeData = (text: string): string =>
  text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A")

/**
 * Escapes a property value (`file=…`, `title=…`).
 *
 * @category formatting
 */
export const escapeProperty = (text: string): string => escapeData(text).replace(/:/g, "%3A").replace(/,/g, "%2C")

/** @category models */
export interface Annotation {
  readonly level: "error" | "warning" | "notice"
  readonly file: string
  readonly line: number
  readonly col: number
  readonly title: string
  readonly message: string
}

/**
 * One workflow command line (no trailing newline).
 *
 * @category formatting
 */
export const command = (a: Annotation): string =>
  `::${a.level} file=${escapeProperty(a.file)},line=${a.line},col=${a.col},title=${escapeProperty(a.title)}::${escapeData(a.message)}`

/** A diagnostic's annotation, titled with its code and message (after the scenario's name, for a failure). */
const fromDiagnostic = (d: Diagnostic, scenario?: string): Annotation => {
  const at = Failure.diagnosticPosition(d)
  return {
    level: d.severity === "error" ? "error" : "warning",
    file: at.uri,
    line: at.line,
    col: at.column,
    title: `${scenario === undefined ? "" : `${scenario}: `}${d.code} ${d.message}`,
    message: Render.render(d)
  }
}

/**
 * Every annotation of a run, in file order.
 *
 * @category accessors
 */
export const annotations = (result: RunResult): ReadonlyArray<Annotation> =>
  result.files.flatMap((file) => [
    ...file.diagnostics.map((d) => fromDiagnostic(d)),
    ...file.scenarios.flatMap((sc) => [
      ...sc.rejections.map((d) => fromDiagnostic(d)),
      ...sc.expectations
        .filter((e) => e.status === "failed")
        .map((e): Annotation => {
          const d = Failure.expectationDiagnostic(file.uri, sc.line, e)
          if (d !== undefined) return fromDiagnostic(d, sc.name)
          return {
            level: "error",
            file: file.uri,
            line: e.line,
            col: e.column,
            title: `${sc.name}: expect ${e.text}`,
            message: Failure.expectation(file.uri, e)
          }
        }),
      ...sc.goldens
        .filter((g) => Result.isGoldenFailure(g.status))
        .map((g): Annotation => {
          const d = Failure.goldenDiagnostic(g)
          if (d !== undefined) return fromDiagnostic(d, sc.name)
          return {
            level: "error",
            file: file.uri,
            line: Math.max(1, g.line),
            col: Math.max(1, g.column),
            title: `${sc.name}: golden ${g.path} ${g.status}`,
            message: Failure.golden(file.uri, g)
          }
        })
    ]),
    // where each sweep's verdicts flip, at the expectation: a notice (the failing values have their own errors)
    ...(file.sweeps ?? []).flatMap((sweep) =>
      sweep.expectations.map(
        (e): Annotation => ({
          level: "notice",
          file: file.uri,
          line: e.line,
          col: e.column,
          title: `${sweep.scenario}: sweep of <${sweep.name}>: expect ${e.text}`,
          message: Sweep.sentence(sweep, e)
        })
      )
    )
  ])

/**
 * The workflow commands of a run, one a line, ending with a newline (empty string when nothing failed).
 *
 * @category rendering
 */
export const render = (result: RunResult): string =>
  annotations(result)
    .map((a) => `${command(a)}\n`)
    .join("")

const icon: Readonly<Record<ScenarioStatus, string>> = { passed: "✅", failed: "❌", errored: "⛔", skipped: "⏭️" }

/** A fenced block whose fence is longer than any run of backticks in the text. */
const fenced = (text: string): string => {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = "`".repeat(longest + 1)
  return `${fence}text\n${text}\n${fence}`
}

/**
 * A Markdown job summary (what a workflow appends to `$GITHUB_STEP_SUMMARY`): the counts, a table of scenarios, and
 * each failed or errored scenario's failures in a collapsed `<details>` block. Ends with a newline.
 *
 * @category rendering
 */
export const summary = (result: RunResult, options: { readonly lang?: Lang | undefined } = {}): string => {
  const w = words(options.lang)
  const c = Result.counts(result)
  const parts = [
    c.scenarios.passed > 0 ? count(c.scenarios.passed, w.passed) : undefined,
    c.scenarios.failed > 0 ? count(c.scenarios.failed, w.failed) : undefined,
    c.scenarios.errored > 0 ? count(c.scenarios.errored, w.errored) : undefined,
    c.scenarios.skipped > 0 ? count(c.scenarios.skipped, w.skipped) : undefined
  ].filter((p): p is string => p !== undefined)
  const out = [
    `### podscenario — ${w.scenarios}: ${parts.length > 0 ? `${parts.join(" · ")} ` : ""}(${c.scenarios.total})`,
    ""
  ]
  const all = Result.scenarios(result)
  if (all.length > 0) {
    out.push("| | | |", "| --- | --- | --- |")
    for (const { file, scenario } of all) {
      out.push(
        `| ${icon[scenario.status]} | ${escapeCell(scenario.name)} | \`${escapeCell(`${file.uri}:${scenario.line}`)}\` |`
      )
    }
    out.push("")
  }
  for (const file of result.files) {
    if (file.diagnostics.length === 0) continue
    out.push(
      `<details><summary>${escapeCell(file.uri)}</summary>`,
      "",
      fenced(Pretty.diagnostics(Result.run([file]))),
      "",
      "</details>",
      ""
    )
  }
  const sweeps = result.files.flatMap((file) =>
    (file.sweeps ?? []).flatMap((s) => Sweep.describe(file.uri, s, undefined, options.lang))
  )
  if (sweeps.length > 0) out.push(fenced(sweeps.join("\n")), "")
  for (const { file, scenario } of all) {
    if (scenario.status !== "failed" && scenario.status !== "errored") continue
    const body = Failure.scenario(file.uri, scenario, { lang: options.lang, asDiagnostics: true })
    out.push(
      `<details><summary>${icon[scenario.status]} ${escapeCell(scenario.name)} — ${escapeCell(`${file.uri}:${scenario.line}`)}</summary>`,
      "",
      fenced(body),
      "",
      "</details>",
      ""
    )
  }
  return `${out.join("\n").replace(/\n+$/, "")}\n`
}
