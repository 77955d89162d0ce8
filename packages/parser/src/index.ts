/**
 * @podscenario/parser: `.podscenario` text → syntax tree → compiled scenarios, with diagnostics that teach.
 * Pure: no file system (the interpreter reads manifests and passes them in), no Effect, never throws.
 */
import type { SourceFile, Span } from "@podscenario/diagnostics"
import type * as Ast from "./Ast.ts"
import { type CompileOptions, type CompileResult, compileWith, type Scenarios, scenariosOf } from "./Compile.ts"
import { substitute } from "./internal/placeholders.ts"
import type { Scenario as Made } from "./Scenario.ts"

export type { Compiled, CompileResult, Scenarios } from "./Compile.ts"
export { sweepValueCount } from "./Compile.ts"

/**
 * Scenarios already made, as `Scenarios` (a file with none, a test's list).
 *
 * @category compiling
 */
export const listed: (scenarios: ReadonlyArray<Made>) => Scenarios = scenariosOf

/** `CompileResult.sweepValue`: compiles another value of a bisected sweep. @category compiling */
export type SweepValue = CompileResult["sweepValue"]

import * as Parse from "./Parse.ts"
import * as YamlBlocks from "./YamlBlocks.ts"

export * as Ast from "./Ast.ts"
export * as Print from "./Print.ts"
export type * as Scenario from "./Scenario.ts"

/**
 * Parses a file: every syntax error of the file is reported, and the lines that parsed are in the document.
 *
 * @category parsing
 */
export const parse: (file: SourceFile.SourceFile) => Parse.ParseResult = Parse.parse

/**
 * `pod web from "manifests/web.yaml"` references the interpreter must read before compiling (paths as written,
 * relative to the scenario file).
 *
 * @category parsing
 */
export const manifestReferences = (
  document: Ast.Document
): ReadonlyArray<{ readonly path: string; readonly span: Span.Span }> => {
  // A path with `<placeholders>` names one file per examples row of its scenario (of every scenario, when shared).
  const segments: Array<{ pods: Array<Ast.PodFile>; rows: Array<ReadonlyMap<string, string>> }> = [
    { pods: [], rows: [] }
  ]
  for (const s of document.statements) {
    if (s._tag === "Scenario") segments.push({ pods: [], rows: [] })
    const segment = segments.at(-1)!
    if (s._tag === "PodFile") segment.pods.push(s)
    if (s._tag === "Examples" && s.header !== undefined) {
      const names = s.header.cells.map((c) => c.text)
      for (const row of s.rows) segment.rows.push(new Map(names.map((name, i) => [name, row.cells[i]?.text ?? ""])))
    }
  }
  const everyRow = segments.flatMap((segment) => segment.rows)
  return segments.flatMap((segment, i) =>
    segment.pods.flatMap((pod) => {
      const rows = i === 0 ? everyRow : segment.rows
      const paths = rows.length === 0 ? [pod.path.value] : rows.map((row) => substitute(pod.path.value, row))
      return [...new Set(paths)].map((path) => ({ path, span: pod.path.span }))
    })
  )
}

/**
 * Compiles a parsed document into scenarios (background shared, examples rows expanded, pods decoded, names
 * resolved). `manifests` is keyed by the path as written; a missing key means the file was unreadable and already
 * reported. Scenarios with errors are left out.
 *
 * @category compiling
 */
export const compile: (
  document: Ast.Document,
  file: SourceFile.SourceFile,
  manifests: ReadonlyMap<string, SourceFile.SourceFile>,
  options?: CompileOptions
) => CompileResult = compileWith(YamlBlocks)
