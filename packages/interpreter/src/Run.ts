/**
 * The interpreter's program: load and compile each file of the plan (Targets.ts), run its selected scenarios
 * (ScenarioRun.ts), summarise its sweeps, and put the files' runs together into the `RunResult` every reporter
 * renders, stale goldens included. A bad file never stops the other files.
 */
import { Codes, type Diagnostic, SourceFile, Span } from "@podscenario/diagnostics"
import * as Parser from "@podscenario/parser"
import type { Scenario } from "@podscenario/parser/Scenario"
import { Result } from "@podscenario/reporters"
import * as Effect from "effect/Effect"
import { type CompileOptions, type LoadedFile, loadFile } from "./Load.ts"
import { runScenario, runWithoutGoldens } from "./ScenarioRun.ts"
import { type Filter, select, selectsAll } from "./Select.ts"
import { RunConfig, ScenarioFiles } from "./Services.ts"
import * as Sweeps from "./Sweeps.ts"
import { type ExpandedTarget, expandTargets, type Part, plan, type Target } from "./Targets.ts"

/** Told when the files are known and as each file finishes: for progress and streaming reporters (ndjson). @category models */
export interface Observer {
  readonly onStart?: ((files: number) => void) | undefined
  readonly onFile?: ((file: Result.FileResult) => void) | undefined
}

const skippedResult = (file: SourceFile.SourceFile, scenario: Scenario): Result.ScenarioResult =>
  Result.skipped(scenario.name, SourceFile.position(file, scenario.span.start).line, scenario.tags)

/** The span of a 1-based line's text; the end of the file for a line past it. */
const lineSpan = (file: SourceFile.SourceFile, line: number): Span.Span => {
  if (line < 1 || line > SourceFile.lineCount(file)) return Span.make(file.text.length, file.text.length)
  const start = SourceFile.offsetAt(file, { line, column: 1 })
  return Span.make(start, SourceFile.lineEnd(file, line))
}

const hasErrors = (diagnostics: ReadonlyArray<Diagnostic.Diagnostic>): boolean =>
  diagnostics.some((d) => d.severity === "error")

/**
 * Runs the selected scenarios of one loaded file, or of one part of it (`part`), each result in its place among the
 * part's. A file with errors runs none of its scenarios. The sweeps are summarised by `Sweeps.fileResult` once every
 * part has run.
 *
 * @category running
 */
export const runShare = (
  path: string,
  loaded: LoadedFile,
  filter: Filter,
  part?: Part
): Effect.Effect<Sweeps.Share, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    const first = part === undefined || part.index === 0
    const share = (diagnostics: ReadonlyArray<Diagnostic.Diagnostic>): Sweeps.Share => ({
      path,
      file: loaded.file,
      results: [],
      swept: [],
      diagnostics: first ? diagnostics : []
    })
    if (hasErrors(loaded.diagnostics)) return share(loaded.diagnostics)
    // without a filter every scenario runs, each made as it runs; with one, all are made to select from
    const made = selectsAll(filter) ? undefined : loaded.scenarios
    const { selected, unmatched } =
      made === undefined ? { selected: [], unmatched: [] } : select(loaded.file, made, filter)
    if (unmatched.length > 0) {
      const diagnostics = unmatched.map((u) =>
        Codes.lineInNoScenario(loaded.file, lineSpan(loaded.file, u.line), u.line, u.why)
      )
      return share([...loaded.diagnostics, ...diagnostics])
    }
    const results: Array<Result.ScenarioResult> = []
    const swept: Array<Sweeps.SweptAt> = []
    const diagnostics = first ? [...loaded.diagnostics] : []
    const sweptHere = (scenario: Sweeps.Swept, result: Result.ScenarioResult) => {
      swept.push({ at: results.length, scenario })
      results.push(result)
    }
    const chosen = new Set(selected)
    const at = made === undefined ? loaded.values.at : (i: number) => made[i]!
    const settings = yield* RunConfig
    const [from, to] = partOf(loaded.values.length, part)
    for (let i = from; i < to; i++) {
      const scenario = at(i)
      const point = scenario.sweep
      if (made !== undefined && !chosen.has(scenario)) results.push(skippedResult(loaded.file, scenario))
      else if (point === undefined || point.bisect === undefined) {
        const result =
          runWithoutGoldens(loaded.file, scenario, settings) ?? (yield* runScenario(path, loaded.file, scenario))
        if (point === undefined) results.push(result)
        else sweptHere(Sweeps.swept(scenario, point), result)
      } else if (point.index === 0) {
        // a bisected sweep runs from its first value: the ends, then what bisection asks for
        // its last value follows it, unless it did not compile
        const next = i + 1 < loaded.values.length ? at(i + 1) : undefined
        const last = next?.sweep?.span.start === point.span.start ? next : undefined
        const compile = (index: number) => loaded.sweepValue?.(scenario, index)
        const run = (s: Scenario) => runScenario(path, loaded.file, s)
        const bisected = yield* Sweeps.bisect(loaded.file, { ...scenario, sweep: point }, last, compile, run)
        for (const ran of bisected.ran) sweptHere(Sweeps.swept(ran.scenario, ran.scenario.sweep), ran.result)
        diagnostics.push(...bisected.diagnostics)
      }
    }
    return { path, file: loaded.file, results, swept, diagnostics }
  })

/**
 * Runs the selected scenarios of one loaded file: its result, sweeps summarised.
 *
 * @category running
 */
export const runLoaded = (
  path: string,
  loaded: LoadedFile,
  filter: Filter
): Effect.Effect<Result.FileResult, never, ScenarioFiles | RunConfig> =>
  Effect.flatMap(runShare(path, loaded, filter), Sweeps.fileResult)

/** The positions `[from, to)` of a part of `length` scenarios; all of them without a part. */
const partOf = (length: number, part: Part | undefined): readonly [number, number] =>
  part === undefined
    ? [0, length]
    : [Math.floor((length * part.index) / part.of), Math.floor((length * (part.index + 1)) / part.of)]

/**
 * One file's run, as plain data (worker threads send it back): its result, and what the stale-golden check needs.
 *
 * @category models
 */
export interface FileRun {
  readonly result: Result.FileResult
  /** Every scenario of the file ran (no line, tag or name filter) and the file had no errors. */
  readonly complete: boolean
  /** The goldens its scenarios name: the scenario's index, the path as written, and resolved. */
  readonly goldens: ReadonlyArray<{ readonly scenario: number; readonly written: string; readonly resolved: string }>
  /** The run of a part of the file (`result` holds the part's scenarios, unsummarised): what `joinParts` needs. */
  readonly part?: (Part & Pick<Sweeps.Share, "path" | "file" | "swept">) | undefined
}

/**
 * Runs one expanded target.
 *
 * @category running
 */
export const runFile = (target: ExpandedTarget): Effect.Effect<FileRun, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    if ("unreadable" in target) {
      const file = SourceFile.make(target.path, "")
      const result = Result.file(target.path, [], [Codes.scenarioUnreadable(file, target.path, target.unreadable)])
      return { result, complete: false, goldens: [] }
    }
    const config = yield* RunConfig
    const service = yield* ScenarioFiles
    const loaded = yield* loadFile(target.path, { kubernetes: config.kubernetes })
    const filter = { lines: target.lines, tags: config.tags, name: config.name }
    const part = target.part
    const share = yield* runShare(target.path, loaded, filter, part)
    const result =
      part === undefined
        ? yield* Sweeps.fileResult(share)
        : Result.file(loaded.file.uri, share.results, share.diagnostics)
    const complete = !hasErrors(loaded.diagnostics) && selectsAll(filter)
    const goldens: Array<FileRun["goldens"][number]> = []
    for (let index = 0; index < loaded.values.length; index++) {
      for (const g of loaded.values.shared(index).goldens)
        goldens.push({ scenario: index, written: g.path, resolved: service.resolve(target.path, g.path) })
    }
    return {
      result,
      complete,
      goldens,
      part: part && { ...part, path: share.path, file: share.file, swept: share.swept }
    }
  })

/**
 * The runs of every part of one file, in order, as the file's run: the same as if it had run whole.
 *
 * @category running
 */
export const joinParts = (parts: ReadonlyArray<FileRun>): Effect.Effect<FileRun, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    const shares = parts.map(({ part, result }) => ({
      path: part!.path,
      file: part!.file,
      swept: part!.swept,
      results: result.scenarios,
      diagnostics: result.diagnostics
    }))
    const result = yield* Sweeps.fileResult(Sweeps.join(shares))
    return { result, complete: parts.every((p) => p.complete), goldens: parts[0]!.goldens }
  })

/**
 * Runs every scenario under the targets, one file after another: the whole of `podscenario run`. With `bail`, stops
 * after the file in which the `bail`-th scenario failed (a file with errors counts as one failure).
 *
 * @category running
 */
export const runTargets = (
  targets: ReadonlyArray<Target>,
  observer: Observer = {},
  options: { readonly bail?: number | undefined } = {}
): Effect.Effect<Result.RunResult, never, ScenarioFiles | RunConfig> =>
  Effect.flatMap(plan(targets), (planned) => runPlanned(planned, observer, options))

/**
 * `runTargets` for files already planned (`Targets.plan`): a caller that planned them to weigh the run does not
 * expand its targets again.
 *
 * @category running
 */
export const runPlanned = (
  planned: ReadonlyArray<ExpandedTarget>,
  observer: Observer = {},
  options: { readonly bail?: number | undefined } = {}
): Effect.Effect<Result.RunResult, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    observer.onStart?.(planned.length)
    const runs: Array<FileRun> = []
    let failures = 0
    for (const target of planned) {
      const run = yield* runFile(target)
      observer.onFile?.(run.result)
      runs.push(run)
      // `--bail N`: the files after the one that brought the N-th failure are not run
      failures += run.result.scenarios.filter((s) => s.status === "failed" || s.status === "errored").length
      if (hasErrors(run.result.diagnostics)) failures++
      if (options.bail !== undefined && failures >= options.bail) break
    }
    return yield* finish(runs)
  })

/**
 * Puts file runs together into the run's result, reporting golden files that no scenario references any more
 * (`stale`, never deleted). A golden folder is judged only when every scenario file beside it ran in full, so running
 * one file or one tag never calls the goldens of the others stale. Stale files are listed under the first scenario
 * that writes into their folder.
 *
 * @category running
 */
export const finish = (runs: ReadonlyArray<FileRun>): Effect.Effect<Result.RunResult, never, ScenarioFiles> =>
  Effect.gen(function* () {
    const service = yield* ScenarioFiles
    const complete = new Set(runs.filter((r) => r.complete).map((r) => r.result.uri))
    const referenced = new Map<string, Set<string>>()
    const owners = new Map<string, { readonly file: number; readonly scenario: number; readonly prefix: string }>()
    runs.forEach((run, file) => {
      for (const golden of run.goldens) {
        const dir = parentOf(golden.resolved)
        const names = referenced.get(dir) ?? new Set<string>()
        names.add(golden.resolved.slice(dir.length + 1))
        referenced.set(dir, names)
        if (!owners.has(dir)) owners.set(dir, { file, scenario: golden.scenario, prefix: parentOf(golden.written) })
      }
    })
    const files = runs.map((r) => r.result)
    for (const [dir, names] of referenced) {
      const beside = yield* Effect.orElseSucceed(service.expand(parentOf(dir)), () => [])
      if (!beside.every((f) => complete.has(service.display(f)))) continue
      const stale = (yield* service.list(dir)).filter((name) => !names.has(name) && !name.startsWith("."))
      const owner = owners.get(dir)!
      const file = files[owner.file]!
      if (stale.length === 0 || file.scenarios[owner.scenario] === undefined) continue
      const extra = stale.map((name) => Result.golden(`${owner.prefix}/${name}`, 0, 0, "stale"))
      const scenarios = file.scenarios.map((s, i) =>
        i === owner.scenario ? { ...s, goldens: [...s.goldens, ...extra] } : s
      )
      files[owner.file] = { ...file, scenarios }
    }
    return Result.run(files)
  })

const parentOf = (path: string): string => {
  const slash = path.lastIndexOf("/")
  return slash < 0 ? "." : path.slice(0, slash)
}

/**
 * Loads and validates every file under the targets without running anything: `podscenario check` (`options`: the
 * release for files that name none, `--kubernetes`).
 *
 * @category checking
 */
export const checkTargets = (
  targets: ReadonlyArray<Target>,
  options?: CompileOptions
): Effect.Effect<ReadonlyArray<LoadedFile>, never, ScenarioFiles> =>
  Effect.gen(function* () {
    const loaded: Array<LoadedFile> = []
    for (const target of yield* expandTargets(targets)) {
      if ("unreadable" in target) {
        const file = SourceFile.make(target.path, "")
        loaded.push({
          file,
          scenarios: [],
          values: Parser.listed([]),
          declarations: [],
          diagnostics: [Codes.scenarioUnreadable(file, target.path, target.unreadable)]
        })
      } else loaded.push(yield* loadFile(target.path, options))
    }
    return loaded
  })
