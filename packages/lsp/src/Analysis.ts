/**
 * What the server knows about one document at one version: its syntax tree, its compiled scenarios and every
 * diagnostic the CLI's `check` would print for it, plus the manifests it read (watched for changes). Made again from
 * scratch on every change: a 500-line file parses and compiles in a few milliseconds (docs/performance.md).
 */
import { type Diagnostic, SourceFile, type Span } from "@podscenario/diagnostics"
import { Load } from "@podscenario/interpreter"
import { ScenarioFiles } from "@podscenario/interpreter/Services"
import * as Parser from "@podscenario/parser"
import type * as Ast from "@podscenario/parser/Ast"
import type { Scenario } from "@podscenario/parser/Scenario"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import type * as Layer from "effect/Layer"

/** @category models */
export interface Analysis {
  readonly file: SourceFile.SourceFile
  readonly document: Ast.Document
  readonly scenarios: ReadonlyArray<Scenario>
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
  /** The manifests named by `from`: resolved paths (read or not) and where the document names them. */
  readonly manifests: ReadonlyArray<{ readonly path: string; readonly span: Span.Span }>
}

/**
 * Parses and compiles a buffer named `name` (a path, or a URI without one), reading its manifests through `files`.
 *
 * @category analysing
 */
export const analyse = (name: string, text: string, files: Layer.Layer<ScenarioFiles>): Promise<Analysis> => {
  const program = Effect.gen(function* () {
    const service = yield* ScenarioFiles
    const file = SourceFile.make(name, text)
    const loaded = yield* Load.compileSource(name, file)
    const document = loaded.document ?? Parser.parse(file).document
    const manifests = Parser.manifestReferences(document).map((r) => ({
      path: service.resolve(name, r.path),
      span: r.span
    }))
    return { file, document, scenarios: loaded.scenarios, diagnostics: loaded.diagnostics, manifests }
  }).pipe(Effect.provide(files))
  // at once when every file it reads is read synchronously (the usual case, and a frame matters here); a manifest
  // that cannot be read looks for similar names on disk asynchronously, and the same run is awaited, not run again
  const fiber = Effect.runFork(program)
  const now = fiber.pollUnsafe()
  return now !== undefined && Exit.isSuccess(now) ? Promise.resolve(now.value) : Effect.runPromise(Fiber.join(fiber))
}

/** Whether the file has an error, so that none of its scenarios runs (as in `podscenario run`). @category analysing */
export const hasErrors = (analysis: Analysis): boolean => analysis.diagnostics.some((d) => d.severity === "error")
