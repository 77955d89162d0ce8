/**
 * What the CLI needs from the process, passed in so that the program runs in-process under test: no
 * `process.argv`, `process.stdout` or `process.exitCode` outside `bin.ts`.
 */
import { Result } from "@podscenario/reporters"

/** @category models */
export interface Output {
  readonly write: (text: string) => void
  /** Whether this stream is a terminal: picks the default reporter and allows colours and progress. */
  readonly isTTY: boolean
}

/** @category models */
export interface Io {
  readonly cwd: string
  readonly env: Readonly<Record<string, string | undefined>>
  readonly stdout: Output
  readonly stderr: Output
  /** Wall-clock milliseconds, for durations in reports (never for the simulation). */
  readonly clock: () => number
  /** The wall-clock time of the run, for JUnit's `timestamp` (ISO 8601). */
  readonly timestamp: () => string
  /** The bundled worker-thread entry (`dist/worker.mjs`) for `--parallel`; without it, runs are serial. */
  readonly workerEntry?: URL | undefined
  /**
   * Told what a `run` will do before its files run: `bin.ts` tunes V8 to it (`V8Flags.forPlan`). The process's V8
   * flags are the executable's to set, never the program's.
   */
  readonly onPlanned?: ((plan: Plan) => void) | undefined
}

/** What a run will do, as far as it is known before its files run. @category models */
export interface Plan {
  /** How many sweep values its files run (a bisected sweep's count as none: they are a few). */
  readonly sweepValues: number
}

/** Exit codes (docs/guide/cli.md). @category constants */
export const ExitCode = {
  /** Every scenario passed. */
  Passed: 0,
  /** An expectation failed (or a golden differs, or `fmt --check` found a file to format). */
  Failed: 1,
  /** A file has errors, no scenario was found, or the command line was wrong. */
  Invalid: 2
} as const

/**
 * The exit code of a run: 2 for input that cannot run (file errors, impossible events, nothing selected), else 1
 * for a failure, else 0.
 *
 * @category exit codes
 */
export const exitCodeOf = (run: Result.RunResult): 0 | 1 | 2 => {
  const counts = Result.counts(run)
  if (run.files.some((f) => f.diagnostics.some((d) => d.severity === "error"))) return ExitCode.Invalid
  if (counts.scenarios.errored > 0) return ExitCode.Invalid
  if (counts.scenarios.total === counts.scenarios.skipped) return ExitCode.Invalid
  return Result.isSuccess(run) ? ExitCode.Passed : ExitCode.Failed
}

const isSet = (value: string | undefined): boolean =>
  value !== undefined && value !== "" && value !== "0" && value !== "false"

/**
 * Golden files: `all` with `--update`, `none` under `CI` (a missing golden fails there, and CI never writes one
 * unless asked with `--update`), else the configured mode, else `new`.
 *
 * @category goldens
 */
export const goldenModeOf = (
  env: Io["env"],
  update: boolean,
  configured: "all" | "new" | "none" | undefined = undefined
): "all" | "new" | "none" => (update ? "all" : isSet(env.CI) ? "none" : (configured ?? "new"))

/**
 * Whether to use colours on a stream: `NO_COLOR` (any value) turns them off, `FORCE_COLOR` (not `0`) on; else only
 * on a terminal (https://no-color.org, https://force-color.org).
 *
 * @category colours
 */
export const useColour = (output: Output, env: Io["env"]): boolean => {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false"
  return output.isTTY
}
