/**
 * Failed expectations as diagnostics of the catalogue, at their `expect` statement: `PS4002` for `N times` that
 * happened another number of times, `PS4003` for an `order:` that did not hold, `PS4001` for the rest. The run
 * records each failure's diagnostic in its result (its code is JUnit's `type`; the terminal and GitHub render it);
 * the editor shows it too.
 */
import { Duration } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type { Expectation } from "@podscenario/parser/Scenario"
import type { Result } from "@podscenario/reporters"

/** The kinds of expectation whose failures have a code of their own. */
const isCount = (e: Expectation): e is Extract<Expectation, { _tag: "ExpectOccurrence" }> & { times: number } =>
  e._tag === "ExpectOccurrence" && e.times !== undefined

/**
 * `actual waiting CrashLoopBackOff (at 33s)`: what the timeline held where an expectation failed.
 *
 * @category presenting
 */
export const actual = (failure: Pick<Result.Failure, "actual" | "at">): string =>
  `actual ${failure.actual} (at ${Duration.format(failure.at)})`

/**
 * The diagnostic of a failure of `expectation`, under its `code`; `note`: what to show under it.
 *
 * @category presenting
 */
export const diagnostic = (
  file: SourceFile.SourceFile,
  expectation: Expectation,
  failure: Pick<Result.Failure, "expected" | "actual" | "at">,
  note?: string
): Diagnostic.Diagnostic => {
  const { span, text } = expectation
  // An order's words already name the instants: `container b starts at 3s before container a starts at 5s`.
  if (expectation._tag === "ExpectOrder") return Codes.orderFailed(file, span, failure.expected, failure.actual, note)
  if (isCount(expectation)) return Codes.occurrenceCount(file, span, text, expectation.times, actual(failure), note)
  return Codes.expectationFailed(file, span, text, actual(failure), note)
}
