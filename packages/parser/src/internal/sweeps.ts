/**
 * The values of a `sweep NAME from A to B step S` (language reference §11.7): every `A + k·S` up to `B`, as the text that
 * fills in `<NAME>` (durations in canonical form, `1m30s`; numbers as digits). Bad ranges are diagnostics.
 */
import { Duration } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"

/**
 * The most values one sweep may have (docs/guide/limits.md): with `bisect`, the range; without, the values that run,
 * each a result held in every report until the run ends (a value's scenario is made as it runs and not kept since
 * 2026-12-08: about 1 KB a value; 100,000 take 190 MB at most and 6 s through the bundled CLI, a million would take
 * a minute).
 */
const maxValues = { bisect: 1_000_000, every: 100_000 } as const

/** A sweep's values, in order. @category models */
export interface Values {
  readonly count: number
  /** The `i`-th value, as it fills in the placeholder. */
  readonly text: (i: number) => string
  /** The `i`-th value as a time, for a sweep of durations: what `at <NAME>` moves an event to. */
  readonly time: ((i: number) => Duration.Millis) | undefined
}

const kindOf = (v: Ast.Duration | Ast.Integer): string => (v._tag === "Duration" ? "a duration" : "a number")

const amount = (v: Ast.Duration | Ast.Integer): number | undefined =>
  v._tag === "Duration" ? Duration.parse(v.text) : Number(v.text)

/**
 * The values of a sweep, or `undefined` (and diagnostics) when it has none to run.
 *
 * @category sweeps
 */
export const values = (
  file: SourceFile.SourceFile,
  sweep: Ast.Sweep,
  report: (d: Diagnostic.Diagnostic) => void
): Values | undefined => {
  const { from, to, step } = sweep
  const mixed = [to, step].filter((v) => v._tag !== from._tag)
  for (const v of mixed) report(Codes.sweepKinds(file, v.span, from.span, kindOf(from)))
  const [a, b, s] = [amount(from), amount(to), amount(step)]
  // an unreadable duration or number is already reported where it is written
  if (mixed.length > 0 || a === undefined || b === undefined || s === undefined) return undefined
  if (s <= 0) {
    report(Codes.sweepStep(file, step.span))
    return undefined
  }
  if (a > b) {
    report(Codes.sweepEmpty(file, from.span, sweep.name.text, from.text, to.text))
    return undefined
  }
  const count = Math.floor((b - a) / s) + 1
  const max = sweep.bisect === undefined ? maxValues.every : maxValues.bisect
  if (count > max) {
    report(Codes.sweepTooLarge(file, sweep.span, sweep.name.text, count, max))
    return undefined
  }
  if (from._tag === "Integer") return { count, text: (i) => String(a + i * s), time: undefined }
  return { count, text: (i) => Duration.format(a + i * s), time: (i) => (a + i * s) as Duration.Millis }
}
