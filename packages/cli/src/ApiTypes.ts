/**
 * The types of the programmatic API (`import { run, check, explain } from "podscenario"`, docs/guide/api.md).
 *
 * This file imports nothing: the package's `lib.d.ts` is this file as it stands plus the declarations of the three
 * functions (packages/cli/scripts/build.mjs), so that a user's editor sees plain interfaces, not our internals.
 * Api.ts implements the functions against these types, so the compiler checks that what they return is this shape:
 * the data of the JSON report (`--format json`, `podscenario/run@1`).
 */

/**
 * What to run: paths (files, directories, globs such as `scenarios/**\/*.podscenario`, `FILE:LINE`), relative to `cwd`; or the text of one `.podscenario` file,
 * with the path it is reported under (default `inline.podscenario` in `cwd`; manifests and goldens it names are
 * resolved from there).
 *
 * @category models
 */
export type Source = string | ReadonlyArray<string> | { readonly text: string; readonly path?: string }

/** @category models */
export type Lang = "en" | "es" | "fr" | "uk"

/** @category models */
export interface Options {
  /** The directory paths are relative to (default: `process.cwd()`). */
  readonly cwd?: string
  /** The language of timelines and explanations (default `en`). */
  readonly lang?: Lang
  /** The Kubernetes release for files that name none, `"1.33"` (default: the newest modelled; `--kubernetes`). */
  readonly kubernetes?: string
}

/** @category models */
export interface RunOptions extends Options {
  /** A cucumber tag expression: `"@crash and not @slow"`. */
  readonly tags?: string
  /** Only scenarios whose name matches this regular expression. */
  readonly name?: string
  /** Run only shard `index` of `count` (1-based), split by file as `--shard i/n`. */
  readonly shard?: { readonly index: number; readonly count: number }
  /**
   * Golden files: `all` rewrites those that differ (`--update`), `new` writes missing ones, `none` writes nothing.
   * Default: `none` when the `CI` environment variable is set, else `new` (as the command line).
   */
  readonly goldens?: "all" | "new" | "none"
  /** Run every scenario this many times and fail if two timelines differ (default 1). */
  readonly repeat?: number
  /** Include each scenario's timeline (`podscenario/timeline@1`) in the report (default `false`). */
  readonly timelines?: boolean
}

/** @category models */
export interface ExplainOptions extends Options {
  /** Only the instants up to this time, e.g. `"1m11s"`. */
  readonly at?: string
}

/**
 * The exit code the command line would give: 0 every scenario passed, 1 an expectation or golden failed, 2 invalid
 * input or nothing to run.
 *
 * @category models
 */
export type ExitCode = 0 | 1 | 2

/** A finding about the input, with its position (1-based) and the text the command line prints. @category models */
export interface Diagnostic {
  /** `PS1004` (docs/reference/diagnostics.md). */
  readonly code: string
  readonly severity: "error" | "warning"
  readonly message: string
  readonly uri: string
  readonly line: number
  readonly column: number
  readonly help: string | undefined
  readonly note: string | undefined
  /** As printed: `error[PS1004]: …`, the source line and a caret. */
  readonly rendered: string
}

/** A timeline record: `kind` is the record's type (`ContainerStarted`, …), `time` its instant (`1m11s`). @category models */
export type TimelineRecord = { readonly at: number; readonly time: string; readonly kind: string } & Readonly<
  Record<string, unknown>
>

/** A simulated timeline, schema `podscenario/timeline@1` (docs/reference/timeline-schema.md). @category models */
export interface Timeline {
  readonly schema: "podscenario/timeline@1"
  readonly end: number
  readonly endTime: string
  readonly pods: ReadonlyArray<{ readonly name: string }>
  readonly records: ReadonlyArray<TimelineRecord>
}

/** @category models */
export interface ExpectationReport {
  /** As written, without `expect`: `at 31s phase Running`. */
  readonly text: string
  readonly line: number
  readonly column: number
  /** `unchecked`: its scenario errored (an event could not happen), so it was not checked. */
  readonly status: "passed" | "failed" | "unchecked"
  readonly failure:
    | {
        readonly expected: string
        readonly actual: string
        /** Virtual milliseconds. */
        readonly at: number
        readonly around: ReadonlyArray<TimelineRecord>
      }
    | undefined
}

/** @category models */
export interface GoldenReport {
  readonly path: string
  readonly line: number
  readonly column: number
  readonly status: "matched" | "written" | "updated" | "missing" | "mismatch" | "stale"
  readonly diff?: string
}

/** @category models */
export interface ScenarioReport {
  readonly name: string
  readonly line: number
  readonly column: number
  readonly tags: ReadonlyArray<string>
  readonly status: "passed" | "failed" | "errored" | "skipped"
  readonly durationMs: number
  readonly expectations: ReadonlyArray<ExpectationReport>
  readonly goldens: ReadonlyArray<GoldenReport>
  /** Events that could not happen (PS3xxx). */
  readonly rejections: ReadonlyArray<Diagnostic>
  /** With `timelines: true`. */
  readonly timeline: Timeline | undefined
  /**
   * For a failed or errored scenario, the failure block `podscenario run` prints (expected, actual, the records
   * around the instant, with the kubelet rule behind each); `undefined` otherwise.
   */
  readonly failure: string | undefined
}

/** @category models */
export interface FileReport {
  readonly uri: string
  readonly diagnostics: ReadonlyArray<Diagnostic>
  readonly scenarios: ReadonlyArray<ScenarioReport>
}

/** How many of each, over the whole run. @category models */
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
  readonly goldens: Readonly<Record<GoldenReport["status"], number>> & { readonly total: number }
  readonly diagnostics: { readonly errors: number; readonly warnings: number }
  readonly files: number
}

/** What `run` returns: the JSON report of `podscenario run --format json`, and the exit code. @category models */
export interface Report {
  readonly schema: "podscenario/run@1"
  readonly success: boolean
  readonly exitCode: ExitCode
  readonly startedAt: string | undefined
  readonly durationMs: number
  readonly counts: Counts
  /** Problems with the options themselves (a bad tag expression), not with a file. */
  readonly diagnostics: ReadonlyArray<Diagnostic>
  readonly files: ReadonlyArray<FileReport>
}

/** What `check` returns: every file's diagnostics and the scenarios it would run. @category models */
export interface CheckReport {
  readonly success: boolean
  readonly exitCode: ExitCode
  /** Problems with the source itself (a glob that matches nothing), not with a file. */
  readonly diagnostics: ReadonlyArray<Diagnostic>
  readonly files: ReadonlyArray<{
    readonly uri: string
    readonly diagnostics: ReadonlyArray<Diagnostic>
    readonly scenarios: ReadonlyArray<{
      readonly name: string
      readonly line: number
      readonly column: number
      readonly tags: ReadonlyArray<string>
    }>
  }>
}

/** What `explain` returns: the text `podscenario explain` prints, or the diagnostics that stopped it. @category models */
export interface Explanation {
  readonly success: boolean
  readonly exitCode: ExitCode
  readonly text: string
  readonly diagnostics: ReadonlyArray<Diagnostic>
}

/** @category api */
export type Run = (source: Source, options?: RunOptions) => Promise<Report>
/** @category api */
export type Check = (source: Source, options?: Options) => Promise<CheckReport>
/** @category api */
export type Explain = (source: Source, options?: ExplainOptions) => Promise<Explanation>
