/**
 * Skipping steady state changes nothing a user can see (docs/contributing/core.md, "Skipping steady state"): every
 * scenario of scenarios/ simulates to the same timeline skipped (the default) as stepped one input at a time
 * (`skipSteadyState: false`), record for record, with the same end, rejections and final pod views. Each runs twice:
 * until its own end, and until 6 hours (a short scenario's probes and crash loops, run long enough to settle into the
 * steady state a skip jumps over). `packages/core/test/Invariants.test.ts` does the same over random pods.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { nodeScenarioFiles } from "@podscenario/cli/NodeServices"
import { Duration, Simulation, Timeline } from "@podscenario/core"
import { Load } from "@podscenario/interpreter"
import { simulationInput } from "@podscenario/parser/Scenario"
import { Effect } from "effect"
import { describe, expect, it } from "vitest"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

const hour = 3_600_000
/** A stepped run of a long soak (a 1s probe for 30 days) would take millions of steps: such a run is compared cut. */
const longest = 24 * hour
const settled = 6 * hour

const files = fs
  .readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".podscenario") && !name.startsWith("node_modules"))
  .sort()

const load = (file: string) => Effect.runSync(Load.loadFile(file).pipe(Effect.provide(nodeScenarioFiles(root))))

/** What a run shows a user: every record expanded, the end, the rejections, the views it ends with. */
const seen = (output: Simulation.Output) => ({
  end: output.timeline.end,
  truncated: output.truncated,
  rejections: output.rejections,
  records: JSON.stringify(Timeline.expanded(output.timeline)),
  views: [...output.finalViews]
})

describe.each(files)("%s", (file) => {
  it("simulates to the same timeline skipped as stepped", () => {
    const loaded = load(file)
    expect(loaded.diagnostics.filter((d) => d.severity === "error")).toEqual([])
    expect(loaded.scenarios.length).toBeGreaterThan(0)
    for (const scenario of loaded.scenarios) {
      const input = simulationInput(scenario)
      for (const until of new Set([
        Math.min(input.until, longest),
        Math.max(Math.min(input.until, longest), settled)
      ])) {
        const cut = { ...input, until: Duration.millis(until) }
        const skipped = Simulation.run(cut)
        const stepped = Simulation.run({ ...cut, skipSteadyState: false })
        expect(seen(skipped), `${scenario.name} until ${until} ms`).toStrictEqual(seen(stepped))
      }
    }
  })
})

it("found the scenarios", () => {
  expect(files.length).toBeGreaterThan(50)
})
