/**
 * AST → `Scenario[]` (gherkin's "pickles"): statements before the first `scenario` are shared by every scenario
 * (internal/groups.ts); each `examples:` row or sweep value becomes its own scenario with `<placeholders>` filled in,
 * in statements and YAML blocks alike (internal/expansions.ts); each is compiled on its own (internal/scenario.ts),
 * the values of a sweep over event times made from its first (internal/retime.ts). Scenarios with errors are left
 * out; the diagnostics say why.
 */
import { Duration as CoreDuration } from "@podscenario/core"
import { Codes, Diagnostic, type SourceFile, Span } from "@podscenario/diagnostics"
import type * as Ast from "./Ast.ts"
import { type Decoders, decodingOnce } from "./internal/decoders.ts"
import { defaultEndMargin, maxDuration } from "./internal/end.ts"
import { expand, sweepExpansion, sweepOf } from "./internal/expansions.ts"
import { group } from "./internal/groups.ts"
import { retime, sweptEvents } from "./internal/retime.ts"
import { compileScenario, type FileContext } from "./internal/scenario.ts"
import * as Sweeps from "./internal/sweeps.ts"
import type * as Scenario from "./Scenario.ts"

export type { Decoders } from "./internal/decoders.ts"

type D = Diagnostic.Diagnostic

/** What the run sets for every file. @category models */
export interface CompileOptions {
  /** The minor release of 1.x for files that name none (`--kubernetes 1.33`); else `Versions.newest`. */
  readonly kubernetes?: number | undefined
}

/** @category models */
export interface CompileResult {
  readonly scenarios: ReadonlyArray<Scenario.Scenario>
  readonly diagnostics: ReadonlyArray<D>
  /**
   * `sweep … bisect`: compiles another value (`index` in the range) of the sweep of `scenario`, one of `scenarios`,
   * when bisection asks for it (only the two ends are in `scenarios`). `undefined` for any other scenario.
   */
  readonly sweepValue: (scenario: Scenario.Scenario, index: number) => Compiled | undefined
}

/** One scenario compiled on its own: `undefined` when it has errors (`diagnostics` says why). @category models */
export interface Compiled {
  readonly scenario: Scenario.Scenario | undefined
  readonly diagnostics: ReadonlyArray<D>
}

const dedupeKey = (d: D): string =>
  `${d.code}:${d.labels.map((l) => `${l.span.start}-${l.span.end}`).join(",")}:${d.message}`

/**
 * Compiles a parsed document. `manifests` holds the files of `pod NAME from "PATH"`, keyed by PATH as written; a
 * missing key means the file could not be read (already reported by the caller): that pod is skipped silently,
 * and the scenarios that use it are left out.
 *
 * @category compilation
 */
export const compileWith = (decoders: Decoders) => {
  const cached = decodingOnce(decoders)
  return (
    document: Ast.Document,
    file: SourceFile.SourceFile,
    manifests: ReadonlyMap<string, SourceFile.SourceFile>,
    options: CompileOptions = {}
  ): CompileResult => {
    const diagnostics: Array<D> = []
    const seen = new Set<string>()
    const report = (d: D): void => {
      const key = dedupeKey(d)
      if (seen.has(key)) return
      seen.add(key)
      diagnostics.push(d)
    }
    const { background, groups } = group(document, file, report)
    if (groups.length === 0) {
      const first = document.statements[0]?.span ?? Span.make(0, 0)
      report(Codes.noScenario(file, first))
      return { scenarios: [], diagnostics, sweepValue: () => undefined }
    }
    const context: FileContext = { decoders: cached, file, manifests, kubernetes: options.kubernetes, background }
    const bisected = new Map<number, (index: number) => Compiled>()
    const scenarios: Array<Scenario.Scenario> = []
    const names = new Map<string, Span.Span>()
    for (const g of groups) {
      const previous = names.get(g.decl.name.value)
      if (previous !== undefined)
        report(Codes.duplicateScenarioName(file, g.decl.name.span, previous, g.decl.name.value))
      else names.set(g.decl.name.value, g.decl.name.span)
      const sweep = sweepOf(g)
      const moved =
        sweep === undefined ? undefined : sweptEvents(file, [...background, ...g.statements], sweep.name.text)
      let first: Scenario.Scenario | undefined
      for (const expansion of expand(g, background, file, report)) {
        const point = expansion.sweep
        const at = point === undefined ? undefined : CoreDuration.parse(point.value)
        const retimed =
          first === undefined || moved === undefined || point === undefined || at === undefined
            ? undefined
            : retime(first, moved, at, { name: expansion.name, sweep: point }, defaultEndMargin, maxDuration)
        if (retimed !== undefined) {
          scenarios.push(retimed)
          continue
        }
        let failed = false
        const scoped = (d: D): void => {
          if (d.severity === "error") failed = true
          report(d)
        }
        const scenario = compileScenario(context, g, expansion, scoped)
        if (scenario !== undefined && !failed) scenarios.push(scenario)
        if (point?.index === 0 && !failed) first = scenario
      }
      const values = sweep?.bisect === undefined ? undefined : Sweeps.values(file, sweep, () => {})
      if (sweep !== undefined && values !== undefined) {
        bisected.set(g.decl.span.start, (index) => {
          const found: Array<D> = []
          const scenario = compileScenario(context, g, sweepExpansion(g, sweep, values, index), (d) => {
            found.push(d)
          })
          const failed = found.some((d) => d.severity === "error")
          return { scenario: failed ? undefined : scenario, diagnostics: Diagnostic.sort(found) }
        })
      }
    }
    return {
      scenarios,
      diagnostics: Diagnostic.sort(diagnostics),
      sweepValue: (scenario, index) => bisected.get(scenario.declaration.start)?.(index)
    }
  }
}

/**
 * How many scenarios the sweeps of a document run (a bisected sweep's values count as none: they run one at a time),
 * read from the sweep declarations without compiling: what planning a parallel run weighs a file by. A sweep with
 * a bad range counts as none (compiling reports it).
 *
 * @category compilation
 */
export const sweepValueCount = (document: Ast.Document, file: SourceFile.SourceFile): number => {
  let count = 0
  for (const g of group(document, file, () => {}).groups) {
    const sweep = sweepOf(g)
    if (sweep !== undefined && sweep.bisect === undefined) count += Sweeps.values(file, sweep, () => {})?.count ?? 0
  }
  return count
}
