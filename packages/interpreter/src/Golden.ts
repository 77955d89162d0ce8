/**
 * Golden timelines (language reference §7): render the scenario's timeline in the format its extension names, compare
 * with the file, and write it when the mode allows — `all` (`--update`) rewrites, `new` writes missing files only,
 * `none` (CI) writes nothing, so a missing golden fails there (vitest's snapshot modes).
 */
import { Timeline } from "@podscenario/core"
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import type { Golden as GoldenStatement } from "@podscenario/parser/Scenario"
import { Diff, Golden, Result, TimelineJson } from "@podscenario/reporters"
import * as Effect from "effect/Effect"
import { RunConfig, ScenarioFiles } from "./Services.ts"

/** A golden's outcome, and why it could not be written if it could not. @category models */
export type Checked = Effect.Effect<
  { readonly result: Result.GoldenResult; readonly writeError: string | undefined },
  never,
  ScenarioFiles | RunConfig
>

/**
 * The diagnostic a golden with `status` fails under (its code is JUnit's `type`, the JSON's `code`): `PS5002` for a
 * missing file, `PS5001` for one that differs; `undefined` for the outcomes that do not fail.
 */
const failure = (
  status: Result.GoldenStatus,
  file: SourceFile.SourceFile,
  golden: GoldenStatement
): Diagnostic.Diagnostic | undefined =>
  status === "missing"
    ? Codes.goldenMissing(file, golden.span, golden.path)
    : status === "mismatch"
      ? Codes.goldenMismatch(file, golden.span, golden.path)
      : undefined

/**
 * Checks one `golden "…"` statement of the scenario at `scenarioPath`, written in `file`.
 *
 * @category goldens
 */
export const check = (
  scenarioPath: string,
  file: SourceFile.SourceFile,
  golden: GoldenStatement,
  timeline: Timeline.Timeline
): Checked =>
  Effect.gen(function* () {
    const config = yield* RunConfig
    // `golden "…" at T`: the timeline up to T (language reference §7)
    const shown = golden.at === undefined ? timeline : Timeline.until(timeline, golden.at)
    // a JSON timeline lists every probe run: a soak's millions are refused, not written
    const records = Golden.formatOf(golden.path) === "json" ? Timeline.recordCount(shown) : 0
    if (records > TimelineJson.maxRecords) {
      const { line, column } = SourceFile.position(file, golden.span.start)
      const refused = Codes.goldenTooLarge(file, golden.span, golden.path, records, TimelineJson.maxRecords)
      return { result: Result.golden(golden.path, line, column, "mismatch", undefined, refused), writeError: undefined }
    }
    return yield* compare(scenarioPath, file, golden, Golden.render(golden.path, shown, config.lang))
  })

/**
 * Compares the text a golden should hold (`undefined`: its format is unknown) with the file the statement `golden`
 * of `file` names, relative to the scenario at `scenarioPath`, writing it as the mode allows.
 *
 * @category goldens
 */
export const compare = (
  scenarioPath: string,
  file: SourceFile.SourceFile,
  golden: GoldenStatement,
  actual: string | undefined
): Checked =>
  Effect.gen(function* () {
    const files = yield* ScenarioFiles
    const config = yield* RunConfig
    const { path } = golden
    const target = files.resolve(scenarioPath, path)
    const { line, column } = SourceFile.position(file, golden.span.start)
    const make = (status: Result.GoldenStatus, diff?: string, writeError?: string) => ({
      result: Result.golden(path, line, column, status, diff, failure(status, file, golden)),
      writeError
    })
    if (actual === undefined) return make("mismatch", `unknown golden format: ${path}`)
    const existing = yield* Effect.result(files.read(target))
    if (existing._tag === "Success" && existing.success === actual) return make("matched")
    const mayWrite = config.goldens === "all" || (config.goldens === "new" && existing._tag === "Failure")
    const diff =
      existing._tag === "Success" ? Diff.golden(path, existing.success, actual, { lang: config.lang }) : undefined
    if (!mayWrite) return existing._tag === "Failure" ? make("missing") : make("mismatch", diff)
    const written = yield* Effect.result(files.write(target, actual))
    if (written._tag === "Failure")
      return make(existing._tag === "Failure" ? "missing" : "mismatch", diff, written.failure.reason)
    return existing._tag === "Failure" ? make("written") : make("updated", diff)
  })
