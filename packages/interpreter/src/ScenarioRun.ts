/**
 * One scenario's run: simulate it over core (synchronously: the simulation loop never sees Effect), turn rejected
 * events and a cut-short run into diagnostics, check its expectations and goldens, and make its result.
 */
import { Duration, Simulation, type Timeline, type WorldEvent } from "@podscenario/core"
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
export const simulate = (scenario: Scenario): Simulation.Output =>
  Simulation.run({ ...simulationInput(scenario), maxSteps })

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
  return timeline.records.find(
    (r) => r._tag === "ContainerStarted" && r.at > after && r.pod === action.pod && r.container === action.container
  )?.at
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
    // A run cut short by the step bound has not reached its end: its expectations cannot be trusted.
    if (output.truncated === true) {
      const at = Duration.format(output.timeline.end)
      rejections.push(Codes.simulationLimit(file, scenario.span, output.steps, at))
    }
    if (config.repeat > 1) rejections.push(...repeatMismatch(file, scenario, output.timeline, config.repeat))
    // A scenario with an error did not run as written: its expectations are not checked, never shown as passed.
    const errored = rejections.some((d) => d.severity === "error")
    const outcomes = errored ? [] : Expectations.checkAll(scenario.expectations, output.timeline)
    const expectations = scenario.expectations.map((expectation, i) => {
      const { column, line } = SourceFile.position(file, expectation.span.start)
      const outcome = outcomes[i]
      if (outcome === undefined) return Result.unchecked(expectation.text, line, column)
      return outcome.passed
        ? Result.passed(expectation.text, line, column)
        : Result.failed(expectation.text, line, column, {
            ...outcome,
            around: output.timeline,
            diagnostic: Failures.diagnostic(file, expectation, outcome)
          })
    })
    const goldens: Array<Result.GoldenResult> = []
    for (const golden of scenario.goldens) {
      if (golden.sweep === true) continue // checked once for the whole sweep (`sweepGoldens`)
      const checked = yield* Golden.check(path, file, golden, output.timeline)
      goldens.push(checked.result)
      if (checked.writeError !== undefined) {
        rejections.push(Codes.goldenUnwritable(file, golden.span, golden.path, checked.writeError))
      }
    }
    const { column, line } = SourceFile.position(file, scenario.span.start)
    return Result.scenario({
      name: scenario.name,
      line,
      column,
      tags: scenario.tags,
      expectations,
      goldens,
      timeline: config.timelines ? output.timeline : { ...output.timeline, records: [] },
      commands: scenario.commands,
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
