/**
 * What a `sweep` found, in words (language.md §11.7): for each expectation, where its verdict flips over the range
 * (`passes for preStop 0s..28s, fails from 29s: signal SIGKILL to app happened at 42s`), as every report prints it;
 * and the table of a `.sweep.md` golden, one row a value that ran.
 */
import type { ExpectationStatus, RunResult, SweepExpectation, SweepResult, SweepSegment } from "./Result.ts"
import { plain, type Styler } from "./Style.ts"

const verbs: Readonly<Record<ExpectationStatus, string>> = {
  passed: "passes",
  failed: "fails",
  unchecked: "is not checked"
}

const range = (s: SweepSegment): string => (s.from === s.to ? s.from : `${s.from}..${s.to}`)

/**
 * Where an expectation's verdict flips: `passes for grace 0s..28s, fails from 29s: …`, the failure's actual value
 * after the colon.
 *
 * @category rendering
 */
export const sentence = (sweep: SweepResult, e: SweepExpectation): string => {
  const [first, ...rest] = e.segments
  if (first === undefined) return "did not run"
  const why = e.segments.find((s) => s.actual !== undefined)?.actual
  const parts =
    rest.length === 0
      ? [`${verbs[first.status]} for every ${sweep.name}, ${range(first)}`]
      : [
          `${verbs[first.status]} for ${sweep.name} ${range(first)}`,
          ...rest.map((s) => (s.toEnd ? `${verbs[s.status]} from ${s.from}` : `${verbs[s.status]} for ${range(s)}`))
        ]
  return `${parts.join(", ")}${why === undefined ? "" : `: ${why}`}`
}

/** `9 values`, or with bisection `121 values, 8 ran (bisect)`. @category rendering */
export const extent = (sweep: SweepResult): string => {
  const values = `${sweep.values} value${sweep.values === 1 ? "" : "s"}`
  return sweep.bisect ? `${values}, ${sweep.evaluated} ran (bisect)` : values
}

/**
 * The sweeps of a run as a terminal section (pretty, dot): a heading, then each sweep and each expectation's
 * sentence. Empty string when the run has no sweep.
 *
 * @category rendering
 */
export const section = (result: RunResult, styler: Styler = plain): string => {
  const out = result.files.flatMap((file) => (file.sweeps ?? []).flatMap((sweep) => describe(file.uri, sweep, styler)))
  return out.length === 0 ? "" : [styler.bold(" Sweeps"), "", ...out].join("\n")
}

/**
 * One sweep in words, a line for it and two for each expectation (its mark and text, then where its verdict flips).
 *
 * @category rendering
 */
export const describe = (uri: string, sweep: SweepResult, styler: Styler = plain): ReadonlyArray<string> => [
  ` ${styler.dim(`${uri}:${sweep.line}`)}  ${sweep.scenario}: <${sweep.name}> over ${extent(sweep)}`,
  ...sweep.expectations.flatMap((e) => {
    const failed = e.segments.some((s) => s.status !== "passed")
    const mark = failed ? styler.red("✗") : styler.green("✓")
    return [`   ${mark} ${styler.dim("expect")} ${e.text}`, `       ${sentence(sweep, e)}`]
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
