/**
 * The interpreter's program: expand paths into files, load and compile each, simulate every selected scenario
 * over core (synchronously: the simulation loop never sees Effect), check expectations and goldens, and return the
 * `RunResult` every reporter renders. A bad file never stops the other files.
 */
import { Duration, Simulation, type Timeline } from "@podscenario/core"
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import type { Scenario } from "@podscenario/parser/Scenario"
import { Result } from "@podscenario/reporters"
import { Effect } from "effect"
import * as Expectations from "./Expectations.ts"
import * as Golden from "./Golden.ts"
import { type LoadedFile, loadFile } from "./Load.ts"
import { type Filter, select } from "./Select.ts"
import { inShard, RunConfig, ScenarioFiles } from "./Services.ts"

/** A path to run, with the lines of `FILE:LINE` if any. @category models */
export interface Target {
  readonly path: string
  readonly lines: ReadonlyArray<number>
}

/** Told when the files are known and as each file finishes: for progress and streaming reporters (ndjson). @category models */
export interface Observer {
  readonly onStart?: ((files: number) => void) | undefined
  readonly onFile?: ((file: Result.FileResult) => void) | undefined
}

/**
 * Expands targets into scenario files, in the order given, each file once (lines of repeated targets merge).
 *
 * @category loading
 */
export const expandTargets = (
  targets: ReadonlyArray<Target>
): Effect.Effect<
  ReadonlyArray<Target | { readonly path: string; readonly unreadable: string }>,
  never,
  ScenarioFiles
> =>
  Effect.gen(function* () {
    const files = yield* ScenarioFiles
    const byPath = new Map<string, Array<number>>()
    const order: Array<Target | { readonly path: string; readonly unreadable: string }> = []
    for (const target of targets) {
      const expanded = yield* Effect.result(files.expand(target.path))
      if (expanded._tag === "Failure") {
        const near = expanded.failure.suggestions
        const hint = near.length > 0 ? ` (did you mean ${near.join(", ")}?)` : ""
        order.push({ path: target.path, unreadable: `${expanded.failure.reason}${hint}` })
        continue
      }
      for (const path of expanded.success) {
        const lines = byPath.get(path)
        if (lines === undefined) {
          const fresh = [...target.lines]
          byPath.set(path, fresh)
          order.push({ path, lines: fresh })
        } else lines.push(...target.lines)
      }
    }
    return order
  })

/**
 * Simulates a compiled scenario. Pure and synchronous: the timeline depends on nothing but the scenario.
 *
 * @category running
 */
export const simulate = (scenario: Scenario): Simulation.Output =>
  Simulation.run({
    pods: scenario.pods,
    nodes: scenario.nodes,
    kubelet: scenario.kubelet,
    cluster: scenario.cluster,
    behaviours: scenario.behaviours,
    events: scenario.events,
    until: scenario.end.at,
    stopWhenAllRemoved: !scenario.end.explicit
  })

const rejectionDiagnostics = (
  file: SourceFile.SourceFile,
  scenario: Scenario,
  output: Simulation.Output
): ReadonlyArray<Diagnostic.Diagnostic> =>
  output.rejections.map((rejection) => {
    const span = scenario.eventSpans[rejection.index] ?? scenario.span
    const help =
      rejection.possibleAt === undefined
        ? undefined
        : `it would be possible at ${Duration.format(rejection.possibleAt)}`
    return Codes.eventRejected(file, span, Duration.format(rejection.at), rejection.reason, help)
  })

const positionOf = (file: SourceFile.SourceFile, offset: number) => SourceFile.position(file, offset)

/** Runs one scenario: simulate, check expectations, compare goldens. @category running */
export const runScenario = (
  path: string,
  file: SourceFile.SourceFile,
  scenario: Scenario
): Effect.Effect<Result.ScenarioResult, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    const config = yield* RunConfig
    const output = simulate(scenario)
    const rejections = [...rejectionDiagnostics(file, scenario, output)]
    if (config.repeat > 1) rejections.push(...repeatMismatch(file, scenario, output.timeline, config.repeat))
    const expectations = scenario.expectations.map((expectation) => {
      const { column, line } = positionOf(file, expectation.span.start)
      const outcome = Expectations.check(expectation, output.timeline)
      return outcome.passed
        ? Result.passed(expectation.text, line, column)
        : Result.failed(expectation.text, line, column, { ...outcome, around: output.timeline })
    })
    const goldens: Array<Result.GoldenResult> = []
    for (const golden of scenario.goldens) {
      const position = positionOf(file, golden.span.start)
      const checked = yield* Golden.check(path, golden, position, output.timeline)
      goldens.push(checked.result)
      if (checked.writeError !== undefined) {
        rejections.push(Codes.goldenUnwritable(file, golden.span, golden.path, checked.writeError))
      }
    }
    const { column, line } = positionOf(file, scenario.span.start)
    return Result.scenario({
      name: scenario.name,
      line,
      column,
      tags: scenario.tags,
      expectations,
      goldens,
      timeline: output.timeline,
      rejections
    })
  })

/** `--repeat N`: the same scenario must give the same timeline every time (the determinism promise). */
const repeatMismatch = (
  file: SourceFile.SourceFile,
  scenario: Scenario,
  first: Timeline.Timeline,
  repeat: number
): ReadonlyArray<Diagnostic.Diagnostic> => {
  const expected = JSON.stringify(first)
  for (let run = 2; run <= repeat; run++) {
    if (JSON.stringify(simulate(scenario).timeline) !== expected) {
      return [Codes.nondeterministicRun(file, scenario.span, run)]
    }
  }
  return []
}

const skippedResult = (file: SourceFile.SourceFile, scenario: Scenario): Result.ScenarioResult =>
  Result.skipped(scenario.name, positionOf(file, scenario.span.start).line, scenario.tags)

const hasErrors = (diagnostics: ReadonlyArray<Diagnostic.Diagnostic>): boolean =>
  diagnostics.some((d) => d.severity === "error")

/**
 * Runs the selected scenarios of one loaded file. A file with errors runs none of its scenarios.
 *
 * @category running
 */
export const runLoaded = (
  path: string,
  loaded: LoadedFile,
  filter: Filter
): Effect.Effect<Result.FileResult, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    if (hasErrors(loaded.diagnostics)) return Result.file(loaded.file.uri, [], loaded.diagnostics)
    const { selected } = select(loaded.file, loaded.scenarios, filter)
    const results: Array<Result.ScenarioResult> = []
    for (const scenario of loaded.scenarios) {
      results.push(
        selected.includes(scenario)
          ? yield* runScenario(path, loaded.file, scenario)
          : skippedResult(loaded.file, scenario)
      )
    }
    return Result.file(loaded.file.uri, results, loaded.diagnostics)
  })

/**
 * Runs every scenario under the targets: the whole of `podscenario run`.
 *
 * @category running
 */
export const runTargets = (
  targets: ReadonlyArray<Target>,
  observer: Observer = {}
): Effect.Effect<Result.RunResult, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    const config = yield* RunConfig
    const service = yield* ScenarioFiles
    const files: Array<Result.FileResult> = []
    const goldens = new GoldenDirectories(service.resolve)
    const expanded = inShard(yield* expandTargets(targets), config.shard)
    observer.onStart?.(expanded.length)
    for (const target of expanded) {
      let result: Result.FileResult
      if ("unreadable" in target) {
        const file = SourceFile.make(target.path, "")
        result = Result.file(target.path, [], [Codes.scenarioUnreadable(file, target.path, target.unreadable)])
      } else {
        const loaded = yield* loadFile(target.path)
        const filter = { lines: target.lines, tags: config.tags, name: config.name }
        result = yield* runLoaded(target.path, loaded, filter)
        goldens.note(target.path, loaded, files.length, filter)
      }
      observer.onFile?.(result)
      files.push(result)
    }
    return Result.run(yield* goldens.reportStale(files))
  })

/**
 * The golden directories a run used, to report files in them that no scenario references any more (`stale`).
 * A directory is judged only when every scenario file beside it ran in full, so running one file or one tag never
 * calls the goldens of the others stale. Stale files are reported, never deleted.
 */
class GoldenDirectories {
  private readonly referenced = new Map<string, Set<string>>()
  /** The first scenario that writes into each directory: stale files are reported under it. */
  private readonly owners = new Map<
    string,
    { readonly file: number; readonly scenario: number; readonly prefix: string }
  >()
  private readonly fullyRun = new Set<string>()

  private readonly resolve: (fromFile: string, relative: string) => string

  constructor(resolve: (fromFile: string, relative: string) => string) {
    this.resolve = resolve
  }

  note(path: string, loaded: LoadedFile, fileIndex: number, filter: Filter): void {
    if (hasErrors(loaded.diagnostics)) return
    if (filter.lines.length === 0 && filter.tags === undefined && filter.name === undefined) this.fullyRun.add(path)
    loaded.scenarios.forEach((scenario, scenarioIndex) => {
      for (const golden of scenario.goldens) {
        const resolved = this.resolve(path, golden.path)
        const dir = parentOf(resolved)
        const names = this.referenced.get(dir) ?? new Set<string>()
        names.add(resolved.slice(dir.length + 1))
        this.referenced.set(dir, names)
        if (!this.owners.has(dir)) {
          this.owners.set(dir, { file: fileIndex, scenario: scenarioIndex, prefix: parentOf(golden.path) })
        }
      }
    })
  }

  reportStale(
    files: ReadonlyArray<Result.FileResult>
  ): Effect.Effect<ReadonlyArray<Result.FileResult>, never, ScenarioFiles> {
    const { fullyRun, owners, referenced } = this
    return Effect.gen(function* () {
      const service = yield* ScenarioFiles
      const out = [...files]
      for (const [dir, names] of referenced) {
        const beside = yield* Effect.orElseSucceed(service.expand(parentOf(dir)), () => [])
        if (!beside.every((f) => fullyRun.has(f))) continue
        const stale = (yield* service.list(dir)).filter((name) => !names.has(name) && !name.startsWith("."))
        const owner = owners.get(dir)!
        const file = out[owner.file]!
        const scenario = file.scenarios[owner.scenario]
        if (stale.length === 0 || scenario === undefined) continue
        const extra = stale.map((name) => Result.golden(`${owner.prefix}/${name}`, 0, 0, "stale"))
        const scenarios = file.scenarios.map((s, i) =>
          i === owner.scenario ? { ...s, goldens: [...s.goldens, ...extra] } : s
        )
        out[owner.file] = { ...file, scenarios }
      }
      return out
    })
  }
}

const parentOf = (path: string): string => {
  const slash = path.lastIndexOf("/")
  return slash < 0 ? "." : path.slice(0, slash)
}

/**
 * Loads and validates every file under the targets without running anything: `podscenario check`.
 *
 * @category checking
 */
export const checkTargets = (
  targets: ReadonlyArray<Target>
): Effect.Effect<ReadonlyArray<LoadedFile>, never, ScenarioFiles> =>
  Effect.gen(function* () {
    const loaded: Array<LoadedFile> = []
    for (const target of yield* expandTargets(targets)) {
      if ("unreadable" in target) {
        const file = SourceFile.make(target.path, "")
        loaded.push({
          file,
          scenarios: [],
          diagnostics: [Codes.scenarioUnreadable(file, target.path, target.unreadable)]
        })
      } else loaded.push(yield* loadFile(target.path))
    }
    return loaded
  })
