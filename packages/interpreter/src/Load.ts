/**
 * Loads one `.podscenario` file: read, parse, read the manifests it references, compile. Every problem becomes a
 * diagnostic of that file; nothing here fails the run of the other files.
 */
import { Codes, type Diagnostic, SourceFile, type Span } from "@podscenario/diagnostics"
import * as Parser from "@podscenario/parser"
import type * as Ast from "@podscenario/parser/Ast"
import type { Scenario } from "@podscenario/parser/Scenario"
import * as Effect from "effect/Effect"
import { ScenarioFiles } from "./Services.ts"

/** What the run sets for every file it compiles (`--kubernetes`). @category models */
export interface CompileOptions {
  readonly kubernetes?: number | undefined
}

/** @category models */
export interface LoadedFile {
  readonly file: SourceFile.SourceFile
  /** Every scenario made, sweep values included (made at the first read, then kept): `list`, `explain`, the editor. */
  readonly scenarios: ReadonlyArray<Scenario>
  /** The same scenarios made one at a time, as a run asks for them (a sweep's values are not kept). */
  readonly values: Parser.Scenarios
  /** The `scenario` lines of the file, those with errors too (which `scenarios` leaves out). */
  readonly declarations: ReadonlyArray<Span.Span>
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
  /** The syntax tree, when the file could be read (the language server answers from it). */
  readonly document?: Ast.Document
  /** `sweep … bisect`: compiles another value of a bisected sweep when bisection asks for it (`Sweeps.ts`). */
  readonly sweepValue?: Parser.SweepValue
}

/** The most diagnostics shown for one file (docs/guide/limits.md): a binary file or a pasted log stays readable. */
export const maxDiagnostics = 100

/** The first `maxDiagnostics` diagnostics; the last one shown says how many more there were (rustc, tsc). */
const bounded = (diagnostics: ReadonlyArray<Diagnostic.Diagnostic>): ReadonlyArray<Diagnostic.Diagnostic> => {
  if (diagnostics.length <= maxDiagnostics) return diagnostics
  const shown = diagnostics.slice(0, maxDiagnostics)
  const last = shown[maxDiagnostics - 1]!
  const more = `${diagnostics.length - maxDiagnostics} more errors in this file are not shown (at most ${maxDiagnostics} a file)`
  shown[maxDiagnostics - 1] = { ...last, note: last.note === undefined ? more : `${last.note}\n${more}` }
  return shown
}

/**
 * Reads and compiles one scenario file. An unreadable file yields a `PS3004` diagnostic and no scenarios.
 *
 * @category loading
 */
export const loadFile = (path: string, options?: CompileOptions): Effect.Effect<LoadedFile, never, ScenarioFiles> =>
  Effect.gen(function* () {
    const files = yield* ScenarioFiles
    const uri = files.display(path)
    const read = yield* Effect.result(files.read(path))
    if (read._tag === "Failure") {
      const file = SourceFile.make(uri, "")
      return {
        file,
        scenarios: [],
        values: Parser.listed([]),
        declarations: [],
        diagnostics: [Codes.scenarioUnreadable(file, uri, read.failure.reason)]
      }
    }
    const file = SourceFile.make(uri, read.success)
    return yield* compileSource(path, file, options)
  })

/**
 * Compiles a source file whose text is already in memory (the editor's buffer, a test), reading only the manifests
 * it references.
 *
 * @category loading
 */
export const compileSource = (
  path: string,
  file: SourceFile.SourceFile,
  options?: CompileOptions
): Effect.Effect<LoadedFile, never, ScenarioFiles> =>
  Effect.gen(function* () {
    const files = yield* ScenarioFiles
    const parsed = Parser.parse(file)
    const diagnostics: Array<Diagnostic.Diagnostic> = [...parsed.diagnostics]
    const manifests = new Map<string, SourceFile.SourceFile>()
    for (const reference of Parser.manifestReferences(parsed.document)) {
      if (manifests.has(reference.path)) continue
      const target = files.resolve(path, reference.path)
      const read = yield* Effect.result(files.read(target))
      if (read._tag === "Failure") {
        const candidates = read.failure.suggestions.map((s) => s.slice(s.lastIndexOf("/") + 1))
        diagnostics.push(
          Codes.manifestUnreadable(file, reference.span, reference.path, read.failure.reason, candidates)
        )
      } else {
        manifests.set(reference.path, SourceFile.make(files.display(target), read.success))
      }
    }
    const compiled = Parser.compile(parsed.document, file, manifests, options)
    diagnostics.push(...compiled.diagnostics)
    const declarations: Array<Span.Span> = []
    for (const st of parsed.document.statements) if (st._tag === "Scenario") declarations.push(st.span)
    return {
      file,
      get scenarios() {
        return compiled.scenarios
      },
      values: compiled.values,
      declarations,
      diagnostics: bounded(diagnostics),
      document: parsed.document,
      sweepValue: compiled.sweepValue
    }
  })

/**
 * How many scenarios the sweeps of a file run (a bisected sweep's values count as none: they run one at a time),
 * read from its sweep declarations: what planning a parallel run weighs the file by. Nothing is compiled, and only a
 * file with a `sweep` line is parsed; an unreadable file counts none (its run reports it).
 *
 * @category loading
 */
export const sweepValueCount = (path: string): Effect.Effect<number, never, ScenarioFiles> =>
  Effect.gen(function* () {
    const files = yield* ScenarioFiles
    const read = yield* Effect.result(files.read(path))
    if (read._tag === "Failure" || !/^[ \t]*sweep\b/m.test(read.success)) return 0
    const file = SourceFile.make(files.display(path), read.success)
    return Parser.sweepValueCount(Parser.parse(file).document, file)
  })

/**
 * How many scenarios a file has (examples rows each, a scenario that did not compile once) and how many of them have
 * an error: one that did not compile, or with an error on one of its lines (a line with a syntax error is left out of
 * the tree, so the rest of its scenario may still compile).
 *
 * @category loading
 */
export const scenarioCounts = (loaded: LoadedFile): { readonly total: number; readonly withErrors: number } => {
  const { values } = loaded
  const compiledAt = new Set<number>()
  for (let i = 0; i < values.length; i++) compiledAt.add(values.shared(i).declaration.start)
  let total = values.length
  let withErrors = 0
  loaded.declarations.forEach((declaration, i) => {
    const compiled = compiledAt.has(declaration.start)
    const end = loaded.declarations[i + 1]?.start ?? Number.POSITIVE_INFINITY
    const erroneous = loaded.diagnostics.some(
      (d) =>
        d.severity === "error" &&
        d.file.uri === loaded.file.uri &&
        d.labels.some((l) => l.primary && l.span.start >= declaration.start && l.span.start < end)
    )
    if (!compiled) total++
    if (!compiled || erroneous) withErrors++
  })
  return { total, withErrors }
}
