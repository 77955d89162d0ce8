/**
 * @podscenario/diagnostics: source files, spans, diagnostics as data, the code catalogue, rendering and
 * did-you-mean suggestions. A leaf: no dependencies, no Node types.
 */
export * as Codes from "./Codes.ts"
export * as Diagnostic from "./Diagnostic.ts"
export * as Render from "./Render.ts"
export * as SourceFile from "./SourceFile.ts"
export * as Span from "./Span.ts"
export * as Suggest from "./Suggest.ts"
