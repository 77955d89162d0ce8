/**
 * What a `sweep` found, in words (language reference §11.7): for each expectation, where its verdict flips over the range
 * (`passes for preStop 0s..28s, fails from 29s: signal SIGKILL to app happened at 42s`), as every report prints it;
 * and the table of a `.sweep.md` golden, one row a value that ran.
 */
import { type Lang, words } from "./i18n.ts"
import type { ExpectationStatus, RunResult, SweepExpectation, SweepResult, SweepSegment } from "./Result.ts"
import { plain, type Styler } from "./Style.ts"

const range = (s: SweepSegment): string => (s.from === s.to ? s.from : `${s.from}..${s.to}`)

/**
 * Where an expectation's verdict flips: `passes for grace 0s..28s, fails from 29s: …`, the failure's actual value
 * after the colon.
 *
 * @category rendering
 */
export const sentence = (sweep: SweepResult, e: SweepExpectation, lang?: Lang): string => {
  const w = words(lang).sweep
  const [first, ...rest] = e.segments
  if (first === undefined) return w.didNotRun
  const why = e.segments.find((s) => s.actual !== undefined)?.actual
  const parts =
    rest.length === 0
      ? [`${w.verbs[first.status]} ${w.forEvery(sweep.name, range(first))}`]
      : [
          `${w.verbs[first.status]} ${w.forValues(sweep.name, range(first))}`,
          ...rest.map((s) => `${w.verbs[s.status]} ${s.toEnd ? w.from(s.from) : w.forValues(undefined, range(s))}`)
        ]
  return `${parts.join(", ")}${why === undefined ? "" : `: ${why}`}`
}

/** `9 values`, or with bisection `121 values, 8 ran (bisect)`. @category rendering */
export const extent = (sweep: SweepResult, lang?: Lang): string => {
  const w = words(lang).sweep
  return sweep.bisect ? `${w.values(sweep.values)}, ${w.ran(sweep.evaluated)}` : w.values(sweep.values)
}

/**
 * The sweeps of a run as a terminal section (pretty, dot): a heading, then each sweep and each expectation's
 * sentence. Empty string when the run has no sweep.
 *
 * @category rendering
 */
export const section = (result: RunResult, styler: Styler = plain, lang?: Lang): string => {
  const out = result.files.flatMap((file) =>
    (file.sweeps ?? []).flatMap((sweep) => describe(file.uri, sweep, styler, lang))
  )
  return out.length === 0 ? "" : [styler.bold(` ${words(lang).sweep.heading}`), "", ...out].join("\n")
}

/**
 * One sweep in words, a line for it and two for each expectation (its mark and text, then where its verdict flips).
 *
 * @category rendering
 */
export const describe = (
  uri: string,
  sweep: SweepResult,
  styler: Styler = plain,
  lang?: Lang
): ReadonlyArray<string> => [
  ` ${styler.dim(`${uri}:${sweep.line}`)}  ${sweep.scenario}: ${words(lang).sweep.over(`<${sweep.name}>`, extent(sweep, lang))}`,
  ...sweep.expectations.flatMap((e) => {
    const failed = e.segments.some((s) => s.status !== "passed")
    const mark = failed ? styler.red("✗") : styler.green("✓")
    return [`   ${mark} ${styler.dim("expect")} ${e.text}`, `       ${sentence(sweep, e, lang)}`]
  })
]

const cell = (text: string): string => text.replaceAll("|", "\\|")

const marks: Readonly<Record<ExpectationStatus, string>> = { passed: "✓", failed: "✗", unchecked: "–" }

/**
 * A `.sweep.md` golden: the sweep's table (a row a value that ran, a column an expectation) and the sentences.
 *
 * @category rendering
 */
export const markdown = (sweep: SweepResult): string => {
  const header = [sweep.name, ...sweep.expectations.map((e) => `\`${cell(e.text)}\``)]
  return [
    `# Sweep of \`<${sweep.name}>\`: ${sweep.scenario}`,
    "",
    `${extent(sweep)}; ✓ passes, ✗ fails, – not checked.`,
    "",
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...sweep.rows.map((row) => `| ${[row.value, ...row.statuses.map((s) => marks[s])].join(" | ")} |`),
    "",
    ...sweep.expectations.map((e) => `- \`expect ${e.text}\`: ${sentence(sweep, e)}`),
    ""
  ].join("\n")
}
