/**
 * Parameter sweeps (language reference §11.7): a typical scenario swept over 10,000 values through the bundled CLI, end to
 * end (start-up included, the worker pool as a user gets it), and the same range bisected.
 */
import * as fs from "node:fs"
import { Bench } from "tinybench"
import * as Generate from "./generate.ts"
import { fmt, median, record, spawnMeasured, spawnMedian, writeFiles } from "./measure.ts"
import type * as Program from "./program.ts"

const values = 10_000

export const figures = async (bundle: string, program: typeof Program, quick: boolean): Promise<void> => {
  const dir = writeFiles(
    "podscenario-bench-sweep-",
    new Map([
      ["sweep.podscenario", Generate.sweep(values)],
      ["bisect.podscenario", Generate.sweep(1_000_000, true)]
    ])
  )
  try {
    const runs = quick ? 1 : 5
    const swept = [bundle, "run", "sweep.podscenario", "--format", "dot"]
    spawnMeasured(process.execPath, swept, dir)
    const costs = Array.from({ length: runs }, () => spawnMeasured(process.execPath, swept, dir))
    const [wall, cpu] = [median(costs.map((c) => c.wallMs)), median(costs.map((c) => c.cpuMs))]
    record({
      section: "sweep",
      name: `a sweep of ${fmt(values)} values of a typical scenario (a graceful deletion), bundled CLI, end to end`,
      value: `${fmt(wall)} ms`,
      goal: "< 1,000 ms",
      met: wall < 1_000
    })
    // on a shared machine the wall time counts the waits for a core; the CPU time does not
    record({
      section: "sweep",
      name: "the same, CPU time (user and system, every thread)",
      value: `${fmt(cpu)} ms`,
      goal: "—",
      met: undefined
    })
    const bisected = spawnMedian(runs, process.execPath, [bundle, "run", "bisect.podscenario", "--format", "dot"], dir)
    record({
      section: "sweep",
      name: "the same over 1,000,000 values with `bisect` (every verdict the same at both ends: 2 runs)",
      value: `${fmt(bisected)} ms`,
      goal: "—",
      met: undefined
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
  await valueFigure(program, quick)
}

/**
 * One value of the same sweep in-process, once V8 has optimised it (tinybench median): simulated, checked, its result
 * made, as the CLI runs each value. A run's fixed cost (its state, its timeline's storage, the check's set-up) is most
 * of it, so this is where a cost that only small runs pay shows (docs/performance.md, "what a small run costs").
 */
const valueFigure = async (program: typeof Program, quick: boolean): Promise<void> => {
  const { Parser, ScenarioRun, SourceFile } = program
  const file = SourceFile.make("sweep.podscenario", Generate.sweep(values))
  const scenarios = Parser.compile(Parser.parse(file).document, file, new Map()).scenarios
  const settings = { repeat: 1, timelines: false }
  let next = 0
  const bench = new Bench({ time: quick ? 300 : 2_000, warmupTime: quick ? 100 : 1_000 })
  bench.add("value", () => {
    ScenarioRun.runWithoutGoldens(file, scenarios[next]!, settings)
    next = (next + 1) % scenarios.length
  })
  await bench.run()
  const result = bench.tasks[0]!.result
  if (result.state !== "completed") throw new Error(`a sweep value: ${result.state}`)
  record({
    section: "sweep",
    name: "one value of that sweep in-process, warm (simulated, checked, its result made; tinybench median)",
    value: `${fmt(result.latency.p50 * 1000, 1)} µs`,
    goal: "—",
    met: undefined
  })
}
