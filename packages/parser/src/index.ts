/**
 * @podscenario/parser: `.podscenario` text → syntax tree → compiled scenarios, with diagnostics that teach.
 * Pure: no file system (the interpreter reads manifests and passes them in), no Effect, never throws.
 */
import type { SourceFile, Span } from "@podscenario/diagnostics"
import type * as Ast from "./Ast.ts"
import { type CompileOptions, type CompileResult, compileWith } from "./Compile.ts"
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
): ReadonlyArray<{ readonly path: string; readonly span: Span.Span }> =>
  document.statements.flatMap((s) => (s._tag === "PodFile" ? [{ path: s.path.value, span: s.path.span }] : []))

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
