/**
 * One scenario's run: simulate it over core (synchronously: the simulation loop never sees Effect), turn rejected
 * events and a cut-short run into diagnostics, check its expectations and goldens, and make its result.
 */
import { Duration, Simulation, Timeline, type WorldEvent } from "@podscenario/core"
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import { type Scenario, simulationInput } from "@podscenario/parser/Scenario"
import { Result } from "@podscenario/reporters"
import * as Effect from "effect/Effect"
import * as Expectations from "./Expectations.ts"
import * as Failures from "./Failures.ts"
import * as Golden from "./Golden.ts"
import { RunConfig, type ScenarioFiles } from "./Services.ts"

/**
 * The most simulation steps one scenario may take (docs/guide/limits.md): a few seconds of work at most, far beyond
 * any real scenario (a thousand hours of CrashLoopBackOff take 24,000), so a runaway scenario ends with PS3005
 * instead of seeming to hang.
 *
 * @category constants
 */
export const maxSteps = 250_000

/**
 * Simulates a compiled scenario. Pure and synchronous: the timeline depends on nothing but the scenario.
 *
 * @category running
 */
export const simulate = (scenario: Scenario): Simulation.Output => Simulation.run(simulationInput(scenario, maxSteps))

/**
 * When the container a rejected event is about next starts, after the event's time: the run's own timeline knows
 * what the kubelet's state at that time does not (a container that has not started yet, or is waiting to restart).
 */
const nextStart = (
  timeline: Timeline.Timeline,
  event: WorldEvent.WorldEvent | undefined,
  after: number
): number | undefined => {
  const action = event?.action
  if (action === undefined || !("container" in action)) return undefined
  const starts = Timeline.positionsOf(timeline, "ContainerStarted", { pod: action.pod, container: action.container })
  const index = starts.find((i) => Timeline.instantAt(timeline, i) > after)
  return index === undefined ? undefined : Timeline.instantAt(timeline, index)
}

const rejectionDiagnostics = (
  file: SourceFile.SourceFile,
  scenario: Scenario,
  output: Simulation.Output
): ReadonlyArray<Diagnostic.Diagnostic> =>
  output.rejections.map((rejection) => {
    const span = scenario.eventSpans[rejection.index] ?? scenario.span
    const possibleAt =
      rejection.possibleAt ?? nextStart(output.timeline, scenario.events[rejection.index], rejection.at)
    const possible = rejection.never ? "never" : possibleAt === undefined ? undefined : Duration.format(possibleAt)
    return Codes.eventRejected(file, span, Duration.format(rejection.at), rejection.reason, possible)
  })

/** What a run needs of its configuration to simulate and check a scenario. @category models */
export type Settings = Pick<RunConfig["Service"], "repeat" | "timelines">

/** Whether a scenario compares goldens of its own (a sweep's goldens are compared once for the whole sweep). */
const comparesGoldens = (scenario: Scenario): boolean => scenario.goldens.some((golden) => golden.sweep !== true)

/** A scenario simulated and its expectations checked: all of its result but the goldens. */
interface Checked {
  readonly output: Simulation.Output
  readonly rejections: Array<Diagnostic.Diagnostic>
  readonly expectations: ReadonlyArray<Result.ExpectationResult>
}

const check = (file: SourceFile.SourceFile, scenario: Scenario, settings: Settings): Checked => {
  const output = simulate(scenario)
  const rejections = [...rejectionDiagnostics(file, scenario, output)]
  // A run cut short by the step bound has not reached its end: its expectations cannot be trusted.
  if (output.truncated === true) {
    const at = Duration.format(output.timeline.end)
    rejections.push(Codes.simulationLimit(file, scenario.span, output.steps, at))
  }
  if (settings.repeat > 1) rejections.push(...repeatMismatch(file, scenario, output.timeline, settings.repeat))
  // A scenario with an error did not run as written: its expectations are not checked, never shown as passed.
  const errored = rejections.some((d) => d.severity === "error")
  const outcomes = errored ? [] : Expectations.checkAll(scenario.expectations, output.timeline, output.finalViews)
  if (outcomes.length > 0 && outcomes.every((o) => o.passed)) {
    return { output, rejections, expectations: allPassed(file, scenario.expectations) }
  }
  const expectations = scenario.expectations.map((expectation, i) => {
    const outcome = outcomes[i]
    if (outcome?.passed === true) return passedResult(file, expectation)
    const { column, line } = SourceFile.position(file, expectation.span.start)
    return outcome === undefined
      ? Result.unchecked(expectation.text, line, column)
      : Result.failed(expectation.text, line, column, {
          ...outcome,
          around: output.timeline,
          diagnostic: Failures.diagnostic(file, expectation, outcome)
        })
  })
  return { output, rejections, expectations }
}

/**
 * The results of expectations that all passed, made once for a list of expectations: a sweep's values share theirs
 * (parser `retime.ts`), and a result is plain data no one writes, so the thousands of values that pass keep one
 * array instead of one each (what every value keeps to the end of the run is what the collector copies).
 */
const passedResults = new WeakMap<Scenario["expectations"], ReadonlyArray<Result.ExpectationResult>>()

const allPassed = (
  file: SourceFile.SourceFile,
  expectations: Scenario["expectations"]
): ReadonlyArray<Result.ExpectationResult> => {
  let results = passedResults.get(expectations)
  if (results === undefined) {
    results = expectations.map((expectation) => passedResult(file, expectation))
    passedResults.set(expectations, results)
  }
  return results
}

const passedResult = (
  file: SourceFile.SourceFile,
  expectation: Scenario["expectations"][number]
): Result.ExpectationResult => {
  const { column, line } = SourceFile.position(file, expectation.span.start)
  return Result.passed(expectation.text, line, column)
}

const resultOf = (
  file: SourceFile.SourceFile,
  scenario: Scenario,
  settings: Settings,
  checked: Checked,
  goldens: ReadonlyArray<Result.GoldenResult>
): Result.ScenarioResult => {
  const { column, line } = SourceFile.position(file, scenario.span.start)
  const timeline = checked.output.timeline
  return Result.scenario({
    name: scenario.name,
    line,
    column,
    tags: scenario.tags,
    expectations: checked.expectations,
    goldens,
    timeline: settings.timelines ? timeline : Timeline.withoutRecords(timeline),
    commands: scenario.commands,
    rejections: checked.rejections
  })
}

/** Runs one scenario: simulate, check expectations, compare goldens. @category running */
export const runScenario = (
  path: string,
  file: SourceFile.SourceFile,
  scenario: Scenario
): Effect.Effect<Result.ScenarioResult, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    const settings = yield* RunConfig
    const checked = check(file, scenario, settings)
    const goldens: Array<Result.GoldenResult> = []
    for (const golden of scenario.goldens) {
      if (golden.sweep === true) continue // checked once for the whole sweep (`sweepGoldens`)
      const compared = yield* Golden.check(path, file, golden, checked.output.timeline)
      goldens.push(compared.result)
      if (compared.writeError !== undefined) {
        checked.rejections.push(Codes.goldenUnwritable(file, golden.span, golden.path, compared.writeError))
      }
    }
    return resultOf(file, scenario, settings, checked, goldens)
  })

/**
 * Runs one scenario without Effect when it compares no golden of its own (most scenarios, and every value of a
 * sweep); `undefined` when it does, for `runScenario`. A file runs its scenarios one after another, thousands for a
 * sweep, and an Effect program a scenario cost 1.5–2 µs warm, about 6 µs cold (docs/contributing/runtime.md).
 *
 * @category running
 */
export const runWithoutGoldens = (
  file: SourceFile.SourceFile,
  scenario: Scenario,
  settings: Settings
): Result.ScenarioResult | undefined =>
  comparesGoldens(scenario) ? undefined : resultOf(file, scenario, settings, check(file, scenario, settings), [])

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
