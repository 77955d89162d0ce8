/**
 * Failed expectations as diagnostics of the catalogue, at their `expect` statement: `PS4002` for `N times` that
 * happened another number of times, `PS4003` for an `order:` that did not hold, `PS4001` for the rest. The run
 * records each failure's code in its result (JUnit's `type`); the editor shows the diagnostic.
 */
import { Duration } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type { Expectation } from "@podscenario/parser/Scenario"
import type { Result } from "@podscenario/reporters"

/** The kinds of expectation whose failures have a code of their own. */
const isCount = (e: Expectation): e is Extract<Expectation, { _tag: "ExpectOccurrence" }> & { times: number } =>
  e._tag === "ExpectOccurrence" && e.times !== undefined

/**
 * The catalogue code a failure of `expectation` is reported under.
 *
 * @category codes
 */
export const code = (expectation: Expectation): string =>
  expectation._tag === "ExpectOrder"
    ? Codes.OrderFailed.code
    : isCount(expectation)
      ? Codes.OccurrenceCount.code
      : Codes.ExpectationFailed.code

/**
 * `actual waiting CrashLoopBackOff (at 33s)`: what the timeline held where an expectation failed.
 *
 * @category presenting
 */
export const actual = (failure: Result.Failure): string =>
  `actual ${failure.actual} (at ${Duration.format(failure.at)})`

/**
 * The diagnostic of a failure of `expectation`, under its `code`; `note`: what to show under it.
 *
 * @category presenting
 */
export const diagnostic = (
  file: SourceFile.SourceFile,
  expectation: Expectation,
  failure: Result.Failure,
  note?: string
): Diagnostic.Diagnostic => {
  const { span, text } = expectation
  if (expectation._tag === "ExpectOrder") return Codes.orderFailed(file, span, text, actual(failure), note)
  if (isCount(expectation)) return Codes.occurrenceCount(file, span, text, expectation.times, actual(failure), note)
  return Codes.expectationFailed(file, span, text, actual(failure), note)
}
