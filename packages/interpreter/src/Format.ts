/**
 * `podscenario fmt`: one canonical layout for scenario files (the parser's printer: aligned examples tables,
 * YAML kept, comments kept, one blank line between scenarios). A file with syntax errors is never rewritten.
 */
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import * as Parser from "@podscenario/parser"
import * as Effect from "effect/Effect"
import { ScenarioFiles } from "./Services.ts"
import { expandTargets, type Target } from "./Targets.ts"

/** @category models */
export interface Formatted {
  readonly path: string
  /** Whether the canonical text differs from the file (and, without `check`, was written). */
  readonly changed: boolean
  /** Syntax errors (or an unreadable file) that kept the file from being formatted. */
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
  /** Why the formatted text could not be written, if it could not. */
  readonly writeError?: string | undefined
}

/**
 * Formats every file under the targets; with `check`, writes nothing and only reports what would change.
 *
 * @category formatting
 */
export const formatTargets = (
  targets: ReadonlyArray<Target>,
  check: boolean
): Effect.Effect<ReadonlyArray<Formatted>, never, ScenarioFiles> =>
  Effect.gen(function* () {
    const files = yield* ScenarioFiles
    const results: Array<Formatted> = []
    for (const target of yield* expandTargets(targets)) {
      if ("unreadable" in target) {
        const file = SourceFile.make(target.path, "")
        results.push({
          path: target.path,
          changed: false,
          diagnostics: [Codes.scenarioUnreadable(file, target.path, target.unreadable)]
        })
        continue
      }
      const read = yield* Effect.result(files.read(target.path))
      const uri = files.display(target.path)
      if (read._tag === "Failure") {
        const file = SourceFile.make(uri, "")
        results.push({
          path: uri,
          changed: false,
          diagnostics: [Codes.scenarioUnreadable(file, uri, read.failure.reason)]
        })
        continue
      }
      const { changed, diagnostics, text } = Parser.Print.format(SourceFile.make(uri, read.success))
      if (changed && text !== undefined && !check) {
        const written = yield* Effect.result(files.write(target.path, text))
        if (written._tag === "Failure") {
          results.push({ path: uri, changed, diagnostics, writeError: written.failure.reason })
          continue
        }
      }
      results.push({ path: uri, changed, diagnostics })
    }
    return results
  })
