/**
 * AST → `Scenario[]` (gherkin's "pickles"): statements before the first `scenario` are shared by every scenario
 * (internal/groups.ts); each `examples:` row or sweep value becomes its own scenario with `<placeholders>` filled in,
 * in statements and YAML blocks alike (internal/expansions.ts); each is compiled on its own (internal/scenario.ts),
 * the values of a sweep over event times made from its first (internal/retime.ts) when they are asked for.
 * Scenarios with errors are left out; the diagnostics say why.
 */
import { Duration as CoreDuration } from "@podscenario/core"
import { Codes, Diagnostic, type SourceFile, Span } from "@podscenario/diagnostics"
import type * as Ast from "./Ast.ts"
import { type Decoders, decodingOnce } from "./internal/decoders.ts"
import { defaultEndMargin, maxDuration } from "./internal/end.ts"
import { expand, sweepExpansion, sweepOf } from "./internal/expansions.ts"
import { group } from "./internal/groups.ts"
import { retime, retimes, sweptEvents } from "./internal/retime.ts"
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

/**
 * A file's scenarios in order, made when asked: the values of a sweep over event times after its first are made at
 * each `at` and not kept, so a run of 10,000 values holds one at a time (internal/retime.ts).
 *
 * @category models
 */
export interface Scenarios {
  readonly length: number
  /** The `i`-th scenario: a new one at each call for a sweep's value that is made from its first. */
  readonly at: (i: number) => Scenario.Scenario
  /**
   * A scenario with the `i`-th's span, declaration, tags, pods, expectations and goldens, nothing made: the value
   * itself, or the first value of its sweep (which differs only in its name, sweep value, events and end).
   */
  readonly shared: (i: number) => Scenario.Scenario
}

/** The values `offset + index` of a sweep, `index` its place in the range, made from the first. */
class Retimed {
  readonly first: Scenario.Scenario
  readonly offset: number
  readonly make: (index: number) => Scenario.Scenario
  constructor(first: Scenario.Scenario, offset: number, make: (index: number) => Scenario.Scenario) {
    this.first = first
    this.offset = offset
    this.make = make
  }
}

/** @category models */
export interface CompileResult {
  /** Every scenario made, sweep values included (made at the first read, then kept): what `values` gives one by one. */
  readonly scenarios: ReadonlyArray<Scenario.Scenario>
  readonly values: Scenarios
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
      return { scenarios: [], values: scenariosOf([]), diagnostics, sweepValue: () => undefined }
    }
    const context: FileContext = { decoders: cached, file, manifests, kubernetes: options.kubernetes, background }
    const bisected = new Map<number, (index: number) => Compiled>()
    const scenarios: Array<Scenario.Scenario | Retimed> = []
    const names = new Map<string, Span.Span>()
    for (const g of groups) {
      const previous = names.get(g.decl.name.value)
      if (previous !== undefined)
        report(Codes.duplicateScenarioName(file, g.decl.name.span, previous, g.decl.name.value))
      else names.set(g.decl.name.value, g.decl.name.span)
      const sweep = sweepOf(g)
      const moved =
        sweep === undefined ? undefined : sweptEvents(file, [...background, ...g.statements], sweep.name.text)
      const expansions = expand(g, background, file, report)
      const values = sweep === undefined ? undefined : Sweeps.values(file, sweep, () => {})
      let first: Scenario.Scenario | undefined
      for (let i = 0; i < expansions.count; i++) {
        const time = values?.time
        const from = first
        if (from !== undefined && moved !== undefined && sweep?.bisect === undefined && time !== undefined) {
          // the values from here that `retimes` are made from the first when they run, and not kept
          const retimed = new Retimed(from, scenarios.length - i, (index) => {
            const expansion = expansions.at(index)
            return retime(from, moved, time(index), { name: expansion.name, sweep: expansion.sweep! }, defaultEndMargin)
          })
          for (; i < expansions.count && retimes(from, time(i), maxDuration); i++) scenarios.push(retimed)
          if (i === expansions.count) break
        }
        const expansion = expansions.at(i)
        const point = expansion.sweep
        const at = point === undefined ? undefined : CoreDuration.parse(point.value)
        if (first !== undefined && moved !== undefined && point !== undefined && at !== undefined) {
          if (retimes(first, at, maxDuration)) {
            scenarios.push(retime(first, moved, at, { name: expansion.name, sweep: point }, defaultEndMargin))
            continue
          }
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
      if (sweep?.bisect !== undefined && values !== undefined) {
        const expansion = sweepExpansion(g, sweep, values)
        bisected.set(g.decl.span.start, (index) => {
          const found: Array<D> = []
          const scenario = compileScenario(context, g, expansion(index), (d) => {
            found.push(d)
          })
          const failed = found.some((d) => d.severity === "error")
          return { scenario: failed ? undefined : scenario, diagnostics: Diagnostic.sort(found) }
        })
      }
    }
    const values = scenariosOf(scenarios)
    let made: ReadonlyArray<Scenario.Scenario> | undefined
    return {
      get scenarios() {
        made ??= Array.from({ length: values.length }, (_, i) => values.at(i))
        return made
      },
      values,
      diagnostics: Diagnostic.sort(diagnostics),
      sweepValue: (scenario, index) => bisected.get(scenario.declaration.start)?.(index)
    }
  }
}

/**
 * Scenarios given one a slot, or a slot of values made from their first.
 *
 * @category models
 */
export const scenariosOf = (slots: ReadonlyArray<Scenario.Scenario | Retimed>): Scenarios => ({
  length: slots.length,
  at: (i) => {
    const slot = slots[i]!
    return slot instanceof Retimed ? slot.make(i - slot.offset) : slot
  },
  shared: (i) => {
    const slot = slots[i]!
    return slot instanceof Retimed ? slot.first : slot
  }
})

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
