/**
 * Parameter sweeps (language reference §11.7): a typical scenario swept over 10,000 values through the bundled CLI, end to
 * end (start-up included, the worker pool as a user gets it), and the same range bisected.
 */
import * as fs from "node:fs"
import * as Generate from "./generate.ts"
import { fmt, median, record, spawnMeasured, spawnMedian, writeFiles } from "./measure.ts"

const values = 10_000

export const figures = (bundle: string, quick: boolean): void => {
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
}
