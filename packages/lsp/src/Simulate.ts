/**
 * One scenario simulated and checked as `podscenario run` does (the interpreter's `runScenario`), without its
 * goldens: comparing or writing golden files is the CLI's job ("run" and "update goldens" code lenses). What the
 * editor shows of a result: failed expectations as their PS4xxx diagnostics at their `expect` line (the interpreter's
 * `Failures`), rejected events as the CLI's PS3xxx, a one-line summary a scenario, and the actual value beside a
 * failing `expect`.
 */
import type { Diagnostic, SourceFile } from "@podscenario/diagnostics"
import { Failures, ScenarioRun } from "@podscenario/interpreter"
import { RunConfig, ScenarioFiles } from "@podscenario/interpreter/Services"
import type { Scenario } from "@podscenario/parser/Scenario"
import { Failure, type Result } from "@podscenario/reporters"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/** A scenario's result with its diagnostics' file left out: the same for every diagnostic, sent once. @category models */
export type Outcome = Omit<Result.ScenarioResult, "rejections"> & {
  readonly rejections: ReadonlyArray<Omit<Diagnostic.Diagnostic, "file">>
}

const services = Layer.mergeAll(ScenarioFiles.memory({}), RunConfig.layer({ goldens: "none" }))

/**
 * Simulates one scenario of `file` (named `name`) and checks its expectations.
 *
 * @category running
 */
export const scenario = (name: string, file: SourceFile.SourceFile, compiled: Scenario): Outcome => {
  const result = Effect.runSync(
    ScenarioRun.runScenario(name, file, { ...compiled, goldens: [] }).pipe(Effect.provide(services))
  )
  return { ...result, rejections: result.rejections.map(({ file: _, ...rest }) => rest) }
}

/** How many lines of a failure's report go into its diagnostic (the CLI prints them all). */
const failureLines = 12

/**
 * The diagnostics of a scenario's outcome: its rejected events and failed expectations, on their lines.
 *
 * @category presenting
 */
export const diagnostics = (
  file: SourceFile.SourceFile,
  compiled: Scenario,
  outcome: Outcome
): ReadonlyArray<Diagnostic.Diagnostic> => [
  ...outcome.rejections.map((d) => ({ ...d, file })),
  ...outcome.expectations.flatMap((e, i) => {
    const expectation = compiled.expectations[i]
    if (e.failure === undefined || expectation === undefined) return []
    // the report as `run` prints it, past its first two lines (the expectation and its location)
    const report = Failure.expectation(file.uri, e)
      .split("\n")
      .slice(2, 2 + failureLines)
    return [Failures.diagnostic(file, expectation, e.failure, [`in scenario "${outcome.name}"`, ...report].join("\n"))]
  })
]

/** `actual waiting CrashLoopBackOff (at 33s)`: what the timeline held where an expectation failed. @category presenting */
export const actual = (e: Result.ExpectationResult): string =>
  e.failure === undefined ? "" : Failures.actual(e.failure)

/** `✓ passed: 12 expectations`, `✗ failed: 2 of 12 expectations`, `✗ error: an event cannot happen`. @category presenting */
export const summary = (outcome: Outcome): string => {
  const total = outcome.expectations.length
  const failed = outcome.expectations.filter((e) => e.status === "failed").length
  const expectations = `${total} ${total === 1 ? "expectation" : "expectations"}`
  if (outcome.rejections.some((d) => d.severity === "error")) return "✗ error: an event cannot happen"
  if (failed > 0) return `✗ failed: ${failed} of ${expectations}`
  return `✓ passed: ${expectations}`
}
