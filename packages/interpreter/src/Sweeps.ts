/**
 * Sweeps (language reference §11.7): bisection of a `sweep … bisect`, and what each sweep of a file found, for every report.
 *
 * Bisection runs the two ends of the range; for each expectation whose verdicts there differ, it halves the range
 * between the last value with the first verdict and the first with the other until they are neighbours. The runs
 * are shared: a value one expectation asked for serves them all. The user says each verdict flips at most once; a
 * verdict that flips more than once among the values that ran says otherwise, and is an error (PS3011), not a
 * silently wrong flip point.
 */
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import type { Compiled } from "@podscenario/parser"
import type { Scenario, SweepPoint } from "@podscenario/parser/Scenario"
import { Result, Sweep } from "@podscenario/reporters"
import * as Effect from "effect/Effect"
import * as Golden from "./Golden.ts"
import type { RunConfig, ScenarioFiles } from "./Services.ts"

/**
 * What the summary of a sweep reads of one value's scenario: little enough to send between threads (a sweep's values
 * may run on several, `Targets.Part`).
 *
 * @category models
 */
export type Swept = Pick<Scenario, "expectations" | "goldens"> & { readonly sweep: SweepPoint }

/** Only what `Swept` holds of a value's scenario: the rest (pods, events, …) need not cross threads. @category models */
export const swept = (scenario: Pick<Scenario, "expectations" | "goldens">, sweep: SweepPoint): Swept => ({
  expectations: scenario.expectations,
  goldens: scenario.goldens,
  sweep
})

/** A value of a sweep that ran. @category models */
export interface Ran {
  readonly scenario: Swept
  readonly result: Result.ScenarioResult
}

const statusOf = (ran: Ran, expectation: number): Result.ExpectationStatus =>
  ran.result.expectations[expectation]?.status ?? "unchecked"

/** How many times the verdict changes from one value that ran to the next. */
const flips = (runs: ReadonlyArray<Ran>, expectation: number): number =>
  runs.reduce((n, r, i) => (i > 0 && statusOf(r, expectation) !== statusOf(runs[i - 1]!, expectation) ? n + 1 : n), 0)

/** The expectation as written, without `expect`: the placeholder stays, the values differ from run to run. */
const written = (file: SourceFile.SourceFile, expectation: Scenario["expectations"][number]): string =>
  file.text.slice(expectation.span.start, expectation.span.end).replace(/^expect\s+/, "")

/**
 * Runs a bisected sweep from its first value (`first`; the last one, `last`, is compiled beside it), compiling the
 * others with `compile` when bisection asks for them. Gives the values that ran, in range order, and the diagnostics
 * of values that did not compile and of verdicts that are not monotone.
 *
 * @category running
 */
export const bisect = <R>(
  file: SourceFile.SourceFile,
  first: Scenario & { readonly sweep: SweepPoint },
  last: Scenario | undefined,
  compile: (index: number) => Compiled | undefined,
  run: (scenario: Scenario) => Effect.Effect<Result.ScenarioResult, never, R>
): Effect.Effect<
  { readonly ran: ReadonlyArray<Ran>; readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> },
  never,
  R
> =>
  Effect.gen(function* () {
    const point = first.sweep
    const end = point.count - 1
    const ran = new Map<number, Ran | undefined>()
    const diagnostics: Array<Diagnostic.Diagnostic> = []
    const at = (index: number) =>
      Effect.gen(function* () {
        if (ran.has(index)) return ran.get(index)
        const compiled = index === 0 ? first : index === end && last !== undefined ? last : undefined
        const found = compiled === undefined ? compile(index) : undefined
        diagnostics.push(...(found?.diagnostics ?? []))
        const scenario = compiled ?? found?.scenario
        const result =
          scenario?.sweep === undefined
            ? undefined
            : { scenario: { ...scenario, sweep: scenario.sweep }, result: yield* run(scenario) }
        ran.set(index, result)
        return result
      })
    const ends = [yield* at(0), yield* at(end)]
    for (let expectation = 0; expectation < first.expectations.length; expectation++) {
      let [lo, hi] = [0, end]
      const low = ends[0]
      const high = ends[1]
      if (low === undefined || high === undefined || statusOf(low, expectation) === statusOf(high, expectation))
        continue
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2)
        const middle = yield* at(mid)
        if (middle === undefined) break
        if (statusOf(middle, expectation) === statusOf(low, expectation)) lo = mid
        else hi = mid
      }
    }
    const runs = [...ran.entries()].sort(([a], [b]) => a - b).flatMap(([, r]) => (r === undefined ? [] : [r]))
    first.expectations.forEach((expectation, i) => {
      if (flips(runs, i) <= 1 || point.bisect === undefined) return
      const verdicts = runs.map((r) => `${statusOf(r, i)} at ${r.scenario.sweep.value}`).join(", ")
      diagnostics.push(
        Codes.sweepNotMonotone(file, expectation.span, point.bisect, written(file, expectation), point.name, verdicts)
      )
    })
    return { ran: runs, diagnostics }
  })

/**
 * What each sweep of a file found, from the values that ran (in range order within each sweep).
 *
 * @category summarising
 */
export const summarize = (file: SourceFile.SourceFile, ran: ReadonlyArray<Ran>): ReadonlyArray<Result.SweepResult> => {
  const sweeps = new Map<number, Array<Ran>>()
  for (const r of ran) {
    const group = sweeps.get(r.scenario.sweep.span.start)
    if (group === undefined) sweeps.set(r.scenario.sweep.span.start, [r])
    else group.push(r)
  }
  return [...sweeps.values()].map((group) => {
    const runs = [...group].sort((a, b) => a.scenario.sweep.index - b.scenario.sweep.index)
    const { scenario } = runs[0]!
    const point = scenario.sweep
    const position = SourceFile.position(file, point.span.start)
    return {
      scenario: point.scenario,
      name: point.name,
      line: position.line,
      column: position.column,
      bisect: point.bisect !== undefined,
      values: point.count,
      evaluated: runs.length,
      expectations: scenario.expectations.map((expectation, i) => {
        const at = SourceFile.position(file, expectation.span.start)
        return { text: written(file, expectation), line: at.line, column: at.column, segments: segments(runs, i) }
      }),
      rows: runs.map((r) => ({
        value: r.scenario.sweep.value,
        statuses: r.scenario.expectations.map((_, i) => statusOf(r, i))
      }))
    }
  })
}

/** Consecutive values that ran with the same verdict of one expectation. */
const segments = (runs: ReadonlyArray<Ran>, expectation: number): ReadonlyArray<Result.SweepSegment> => {
  const out: Array<Result.SweepSegment> = []
  let start = 0
  for (let i = 1; i <= runs.length; i++) {
    if (i < runs.length && statusOf(runs[i]!, expectation) === statusOf(runs[start]!, expectation)) continue
    const from = runs[start]!
    const to = runs[i - 1]!
    const actual = runs
      .slice(start, i)
      .map((r) => r.result.expectations[expectation]?.failure?.actual)
      .find((a) => a !== undefined)
    const segment = {
      status: statusOf(from, expectation),
      from: from.scenario.sweep.value,
      to: to.scenario.sweep.value,
      toEnd: to.scenario.sweep.index === to.scenario.sweep.count - 1
    }
    out.push(actual === undefined ? segment : { ...segment, actual })
    start = i
  }
  return out
}

/** A sweep's value that ran: its scenario, and the place of its result among the file's. @category models */
export interface SweptAt {
  readonly at: number
  readonly scenario: Swept
}

/**
 * What the scenarios of a file, or of a part of it (`Targets.Part`), gave: their results in file order, and which of them
 * are sweep values. The sweeps are summarised from the whole file's share (`fileResult`).
 *
 * @category models
 */
export interface Share {
  readonly path: string
  readonly file: SourceFile.SourceFile
  readonly results: ReadonlyArray<Result.ScenarioResult>
  readonly swept: ReadonlyArray<SweptAt>
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
}

/**
 * The parts of one file, in order, as one share: as if the file had run on one thread.
 *
 * @category summarising
 */
export const join = (parts: ReadonlyArray<Share>): Share => {
  const results: Array<Result.ScenarioResult> = []
  const swept: Array<SweptAt> = []
  for (const part of parts) {
    swept.push(...part.swept.map((s) => ({ at: s.at + results.length, scenario: s.scenario })))
    results.push(...part.results)
  }
  return { ...parts[0]!, results, swept, diagnostics: parts.flatMap((p) => p.diagnostics) }
}

/**
 * A file's result from its share: the sweeps summarised, and their `.sweep.md` goldens checked.
 *
 * @category summarising
 */
export const fileResult = (share: Share): Effect.Effect<Result.FileResult, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    const results = [...share.results]
    const ran = share.swept.map((s) => ({ scenario: s.scenario, result: results[s.at]! }))
    const sweeps = summarize(share.file, ran)
    yield* sweepGoldens(share.path, share.file, share.swept, sweeps, results)
    return Result.file(share.file.uri, results, share.diagnostics, sweeps)
  })

/**
 * Checks the `.sweep.md` goldens of each sweep against its table; each outcome joins the goldens of the sweep's first
 * value that ran (in `results`, in place), whose status it may make `failed`.
 */
const sweepGoldens = (
  path: string,
  file: SourceFile.SourceFile,
  swept: ReadonlyArray<SweptAt>,
  sweeps: ReadonlyArray<Result.SweepResult>,
  results: Array<Result.ScenarioResult>
): Effect.Effect<void, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    const firsts = firstValues(file, swept)
    for (const sweep of sweeps) {
      const first = firsts.get(sweep.line)
      if (first === undefined) continue
      const checked: Array<Result.GoldenResult> = []
      const rejections: Array<Diagnostic.Diagnostic> = []
      for (const golden of first.scenario.goldens.filter((g) => g.sweep === true)) {
        const outcome = yield* Golden.compare(path, file, golden, Sweep.markdown(sweep))
        checked.push(outcome.result)
        if (outcome.writeError !== undefined)
          rejections.push(Codes.goldenUnwritable(file, golden.span, golden.path, outcome.writeError))
      }
      if (checked.length === 0) continue
      const result = results[first.at]!
      const parts = { goldens: [...result.goldens, ...checked], rejections: [...result.rejections, ...rejections] }
      results[first.at] = { ...result, ...parts, status: Result.statusOf({ ...result, ...parts }) }
    }
  })

/** The first value that ran of each sweep, by the line of its `sweep` (a position looked up once a sweep). */
const firstValues = (file: SourceFile.SourceFile, swept: ReadonlyArray<SweptAt>): ReadonlyMap<number, SweptAt> => {
  const byStart = new Map<number, SweptAt>()
  for (const s of swept) if (!byStart.has(s.scenario.sweep.span.start)) byStart.set(s.scenario.sweep.span.start, s)
  const byLine = new Map<number, SweptAt>()
  for (const [start, s] of byStart) {
    const line = SourceFile.position(file, start).line
    if (!byLine.has(line)) byLine.set(line, s)
  }
  return byLine
}
