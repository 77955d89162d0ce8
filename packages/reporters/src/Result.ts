/**
 * The result model every reporter renders, like vitest's `reported-tasks.ts`: the interpreter builds exactly this
 * (with the constructors below), the reporters only read it. Plain, immutable data: no classes, no functions, so a
 * whole run serialises to JSON (`Json.ts`) and back.
 *
 * Positions are 1-based lines and columns of the `.podscenario` file the item was written in; `uri` is the file's
 * path as shown to users. Wall-clock numbers (`durationMs`) are injected by the caller, never read here.
 */
import type { Duration, Timeline } from "@podscenario/core"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import * as Around from "./internal/around.ts"

type Millis = Duration.Millis
type TimelineRecord = Timeline.TimelineRecord

/**
 * `passed`: every expectation held and every golden matched (or was written). `failed`: an expectation failed or a
 * golden is missing or differs. `errored`: the scenario could not run to its end as written (an event that cannot
 * happen, an invalid pod). `skipped`: filtered out (tags, `run FILE:LINE`).
 *
 * @category models
 */
export type ScenarioStatus = "passed" | "failed" | "errored" | "skipped"

/** @category models */
export type ExpectationStatus = "passed" | "failed" | "unchecked"

/**
 * What happened to one `golden "…"` file. `matched`: identical. `written`: was missing, now written (mode `new`).
 * `updated`: differed, rewritten (`--update`). `missing`: missing and not written (CI). `mismatch`: differs (`diff`
 * set). `stale`: the file exists but no scenario references it any more (reported, not a failure).
 *
 * @category models
 */
export type GoldenStatus = "matched" | "written" | "updated" | "missing" | "mismatch" | "stale"

/**
 * Why an expectation failed: what it asked for, what the timeline held, the instant the verdict is about (the first
 * violating instant for windows and `never`, the instant checked for `at T`, the end of the window for `by T`), and
 * the timeline records around that instant (see `around`).
 *
 * @category models
 */
export interface Failure {
  /** In words: `phase Succeeded`, `container app running`. */
  readonly expected: string
  /** In words: `phase Running`, `happened 4 times`. */
  readonly actual: string
  readonly at: Millis
  readonly around: ReadonlyArray<TimelineRecord>
  /**
   * The failure as the catalogue's diagnostic at the `expect` statement (`PS4001`, `PS4002` a count, `PS4003` an
   * order), as the interpreter makes it; the reporters add the help and the timeline around it. Absent in results
   * made without the source: reported as PS4001, in the failure block.
   */
  readonly diagnostic?: Diagnostic
}

/** @category models */
export interface ExpectationResult {
  /** The expectation as written, without `expect`: `at 31s phase Running`. */
  readonly text: string
  readonly line: number
  readonly column: number
  readonly status: ExpectationStatus
  /** Present when `status === "failed"`. */
  readonly failure?: Failure
}

/** @category models */
export interface GoldenResult {
  /** As written in the `golden "…"` statement, relative to the scenario file. */
  readonly path: string
  /** The `golden` statement (0 for `stale` files, which no statement names). */
  readonly line: number
  readonly column: number
  readonly status: GoldenStatus
  /** Unified diff, expected (the file) → actual (the run), for `mismatch` and `updated` (see `Diff.ts`). */
  readonly diff?: string
  /** The catalogue code a failing golden is reported under (`PS5001` differs, `PS5002` missing); PS5001 when absent. */
  readonly code?: string
  /**
   * A failing golden as the catalogue's diagnostic at its `golden` statement (with `code`); the reporters add the
   * diff. Not part of the JSON report, which has `code`.
   */
  readonly diagnostic?: Diagnostic
}

/** @category models */
export interface ScenarioResult {
  /** With an examples row's values: `Exit 0 under Never (policy=Never, phase=Succeeded)`. */
  readonly name: string
  /** The `scenario` line (or the examples row it was made from). */
  readonly line: number
  readonly column: number
  readonly tags: ReadonlyArray<string>
  readonly status: ScenarioStatus
  readonly expectations: ReadonlyArray<ExpectationResult>
  readonly goldens: ReadonlyArray<GoldenResult>
  /** The simulated timeline; `undefined` when the scenario did not run (skipped, invalid). */
  readonly timeline: Timeline.Timeline | undefined
  /** What was read from each container's command (`pod/container: …`), for `explain`. */
  readonly commands: ReadonlyArray<string>
  /** Events that could not happen (PS3xxx), at their `at T …` lines. Any error here makes the scenario `errored`. */
  readonly rejections: ReadonlyArray<Diagnostic>
  /** Wall-clock milliseconds, injected by the caller (0 when not measured: goldens and tests stay stable). */
  readonly durationMs: number
}

/**
 * Consecutive values of a sweep over which one expectation has the same verdict. With `bisect`, the values between
 * two that ran with the same verdict are taken to have it too (the user said the verdict is monotone).
 *
 * @category models
 */
export interface SweepSegment {
  readonly status: ExpectationStatus
  /** The first and last value, as they fill in the placeholder. */
  readonly from: string
  readonly to: string
  /** Whether `to` is the last value of the range. */
  readonly toEnd: boolean
  /** For `failed`: what the timeline held, at the first value of the segment that ran (`Failure.actual`). */
  readonly actual?: string
}

/** @category models */
export interface SweepExpectation {
  /** The expectation as written, placeholder included, without `expect`: `never signal SIGKILL to app`. */
  readonly text: string
  readonly line: number
  readonly column: number
  readonly segments: ReadonlyArray<SweepSegment>
}

/**
 * What a `sweep` found (language reference §11.7): for each expectation, where its verdict flips over the range; and each
 * value that ran with its verdicts, the table a `.sweep.md` golden renders.
 *
 * @category models
 */
export interface SweepResult {
  /** The scenario's name as written (placeholders not filled in). */
  readonly scenario: string
  /** The placeholder, without `<>`. */
  readonly name: string
  /** The `sweep` statement. */
  readonly line: number
  readonly column: number
  readonly bisect: boolean
  /** How many values the range has, and how many of them ran (all of them, without `bisect`). */
  readonly values: number
  readonly evaluated: number
  readonly expectations: ReadonlyArray<SweepExpectation>
  /** The values that ran, in range order; `statuses[i]` is the verdict of `expectations[i]`. */
  readonly rows: ReadonlyArray<{ readonly value: string; readonly statuses: ReadonlyArray<ExpectationStatus> }>
}

/** One `.podscenario` file. @category models */
export interface FileResult {
  /** The path as shown to users. */
  readonly uri: string
  /** Lexing, parsing and validation findings. A file with errors runs no scenario. */
  readonly diagnostics: ReadonlyArray<Diagnostic>
  readonly scenarios: ReadonlyArray<ScenarioResult>
  /** The file's sweeps, when it has any (each of their values is also in `scenarios`). */
  readonly sweeps?: ReadonlyArray<SweepResult>
}

/** @category models */
export interface RunResult {
  readonly files: ReadonlyArray<FileResult>
  /** Wall-clock milliseconds of the whole run, injected. */
  readonly durationMs: number
  /** When the run started, ISO 8601 (`2026-01-01T00:00:00.000Z`), injected; JUnit's `timestamp`. */
  readonly startedAt: string | undefined
}

// ---------------------------------------------------------------------------------------------------------------
// constructors
// ---------------------------------------------------------------------------------------------------------------

/**
 * A passed expectation.
 *
 * @category constructors
 */
export const passed = (text: string, line: number, column: number): ExpectationResult => ({
  text,
  line,
  column,
  status: "passed"
})

/**
 * An expectation of a scenario with an error: its run did not happen as written, so it is not checked (never shown
 * as passed, language reference §11.6).
 *
 * @category constructors
 */
export const unchecked = (text: string, line: number, column: number): ExpectationResult => ({
  text,
  line,
  column,
  status: "unchecked"
})

/**
 * A failed expectation. Pass the whole timeline as `around` and it is cut to the records around `at`
 * (see `around`); pass an array to choose the records yourself.
 *
 * @example
 * Result.failed("at 31s phase Running", 12, 1, {
 *   expected: "phase Running", actual: "phase Pending", at: Duration.seconds(31), around: timeline
 * })
 *
 * @category constructors
 */
export const failed = (
  text: string,
  line: number,
  column: number,
  failure: {
    readonly expected: string
    readonly actual: string
    readonly at: Millis
    readonly around: ReadonlyArray<TimelineRecord> | Timeline.Timeline
    readonly diagnostic?: Diagnostic
  }
): ExpectationResult => ({
  text,
  line,
  column,
  status: "failed",
  failure: {
    expected: failure.expected,
    actual: failure.actual,
    at: failure.at,
    around: "store" in failure.around ? around(failure.around, failure.at) : failure.around,
    ...(failure.diagnostic === undefined ? {} : { diagnostic: failure.diagnostic })
  }
})

/** A golden's outcome; a failing one with its `diagnostic`, whose code it records. @category constructors */
export const golden = (
  path: string,
  line: number,
  column: number,
  status: GoldenStatus,
  diff?: string | undefined,
  diagnostic?: Diagnostic | undefined
): GoldenResult => ({
  path,
  line,
  column,
  status,
  ...(diff === undefined ? {} : { diff }),
  ...(diagnostic === undefined ? {} : { code: diagnostic.code, diagnostic })
})

/** Whether a golden outcome fails its scenario (`missing`, `mismatch`). @category predicates */
export const isGoldenFailure = (status: GoldenStatus): boolean => status === "missing" || status === "mismatch"

/**
 * The status a scenario gets from its parts: `errored` if a rejection is an error, else `failed` if an
 * expectation failed or a golden failed, else `passed`.
 *
 * @category constructors
 */
export const statusOf = (parts: {
  readonly expectations: ReadonlyArray<ExpectationResult>
  readonly goldens: ReadonlyArray<GoldenResult>
  readonly rejections: ReadonlyArray<Diagnostic>
}): ScenarioStatus => {
  if (parts.rejections.some((d) => d.severity === "error")) return "errored"
  if (parts.expectations.some((e) => e.status === "failed")) return "failed"
  if (parts.goldens.some((g) => isGoldenFailure(g.status))) return "failed"
  return "passed"
}

/**
 * A scenario result; `status` defaults to `statusOf` its parts, `durationMs` to 0, the lists to empty.
 *
 * @category constructors
 */
export const scenario = (options: {
  readonly name: string
  readonly line: number
  readonly column?: number
  readonly tags?: ReadonlyArray<string>
  readonly status?: ScenarioStatus
  readonly expectations?: ReadonlyArray<ExpectationResult>
  readonly goldens?: ReadonlyArray<GoldenResult>
  readonly timeline: Timeline.Timeline | undefined
  readonly commands?: ReadonlyArray<string>
  readonly rejections?: ReadonlyArray<Diagnostic>
  readonly durationMs?: number
}): ScenarioResult => {
  const expectations = options.expectations ?? []
  const goldens = options.goldens ?? []
  const rejections = options.rejections ?? []
  return {
    name: options.name,
    line: options.line,
    column: options.column ?? 1,
    tags: options.tags ?? [],
    status: options.status ?? statusOf({ expectations, goldens, rejections }),
    expectations,
    goldens,
    timeline: options.timeline,
    commands: options.commands ?? [],
    rejections,
    durationMs: options.durationMs ?? 0
  }
}

/** A skipped scenario (filtered out by tags or line). @category constructors */
export const skipped = (name: string, line: number, tags: ReadonlyArray<string> = []): ScenarioResult =>
  scenario({ name, line, tags, status: "skipped", timeline: undefined })

/** @category constructors */
export const file = (
  uri: string,
  scenarios: ReadonlyArray<ScenarioResult>,
  diagnostics: ReadonlyArray<Diagnostic> = [],
  sweeps: ReadonlyArray<SweepResult> = []
): FileResult => (sweeps.length === 0 ? { uri, diagnostics, scenarios } : { uri, diagnostics, scenarios, sweeps })

/** @category constructors */
export const run = (
  files: ReadonlyArray<FileResult>,
  options: { readonly durationMs?: number; readonly startedAt?: string | undefined } = {}
): RunResult => ({ files, durationMs: options.durationMs ?? 0, startedAt: options.startedAt })

// ---------------------------------------------------------------------------------------------------------------
// records around an instant
// ---------------------------------------------------------------------------------------------------------------

/**
 * The records a failure shows: those of the `before` latest instants up to and including `at`, and of the `after`
 * first instants past it; at most `limit` records, the ones nearest `at` kept. Reads only that window: a long run's
 * probe runs are counted, not listed.
 *
 * @category constructors
 */
export const around: (
  timeline: Timeline.Timeline,
  at: Millis,
  options?: { readonly before?: number; readonly after?: number; readonly limit?: number }
) => ReadonlyArray<TimelineRecord> = Around.around

// ---------------------------------------------------------------------------------------------------------------
// counts
// ---------------------------------------------------------------------------------------------------------------

/** @category models */
export interface Counts {
  readonly scenarios: {
    readonly passed: number
    readonly failed: number
    readonly errored: number
    readonly skipped: number
    readonly total: number
  }
  readonly expectations: {
    readonly passed: number
    readonly failed: number
    readonly unchecked: number
    readonly total: number
  }
  readonly goldens: Readonly<Record<GoldenStatus, number>> & { readonly total: number }
  readonly diagnostics: { readonly errors: number; readonly warnings: number }
  readonly files: number
}

/**
 * Counts scenarios, expectations and goldens by status, and file diagnostics (plus rejections) by severity.
 *
 * @category accessors
 */
export const counts = (result: RunResult | ReadonlyArray<FileResult>): Counts => {
  const files = "files" in result ? result.files : result
  const s = { passed: 0, failed: 0, errored: 0, skipped: 0, total: 0 }
  const e = { passed: 0, failed: 0, unchecked: 0, total: 0 }
  const g = { matched: 0, written: 0, updated: 0, missing: 0, mismatch: 0, stale: 0, total: 0 }
  const d = { errors: 0, warnings: 0 }
  const countDiagnostic = (diagnostic: Diagnostic) => {
    if (diagnostic.severity === "error") d.errors++
    else d.warnings++
  }
  for (const f of files) {
    f.diagnostics.forEach(countDiagnostic)
    for (const sc of f.scenarios) {
      s[sc.status]++
      s.total++
      sc.rejections.forEach(countDiagnostic)
      for (const ex of sc.expectations) {
        e[ex.status]++
        e.total++
      }
      for (const go of sc.goldens) {
        g[go.status]++
        g.total++
      }
    }
  }
  return { scenarios: s, expectations: e, goldens: g, diagnostics: d, files: files.length }
}

/**
 * Whether the run succeeded: no failed or errored scenario, no failed golden and no error diagnostic. The CLI's
 * exit code is `isSuccess ? 0 : 1`.
 *
 * @category predicates
 */
export const isSuccess = (result: RunResult): boolean => {
  const c = counts(result)
  return c.scenarios.failed === 0 && c.scenarios.errored === 0 && c.diagnostics.errors === 0
}

/**
 * Every scenario of the run with its file, in order.
 *
 * @category accessors
 */
export const scenarios = (
  result: RunResult
): ReadonlyArray<{ readonly file: FileResult; readonly scenario: ScenarioResult }> =>
  result.files.flatMap((file) => file.scenarios.map((scenario) => ({ file, scenario })))
