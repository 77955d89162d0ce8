/**
 * The acceptance corpus: every scenario under scenarios/ (but invalid/) runs through the real interpreter, with
 * goldens in CI mode (compared, never written), and must pass. One test per scenario, named by file and line.
 */
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { nodeScenarioFiles } from "@podscenario/cli/NodeServices"
import { Run, Services } from "@podscenario/interpreter"
import { Failure, Result } from "@podscenario/reporters"
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const topics = [
  "restart-policy",
  "crash-loop-backoff",
  "restart-rules",
  "init-containers",
  "sidecars",
  "probes",
  "hooks",
  "image-pull",
  "readiness-gates",
  "termination",
  "disruptions",
  "nodes",
  "scheduling-gates",
  "workloads",
  "versions"
]

const layer = Layer.mergeAll(nodeScenarioFiles(root), Services.RunConfig.layer({ goldens: "none", repeat: 2 }))
const run = await Effect.runPromise(
  Run.runTargets(topics.map((t) => ({ path: t, lines: [] }))).pipe(Effect.provide(layer))
)

describe.each(run.files.map((file) => [file.uri, file] as const))("%s", (_uri, file) => {
  it("has no diagnostics", () => {
    expect(file.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([])
  })
  it.each(file.scenarios.map((scenario) => [`:${scenario.line} ${scenario.name}`, scenario] as const))(
    "%s",
    (_name, scenario) => {
      expect(scenario.status, Failure.scenario(file.uri, scenario)).toBe("passed")
    }
  )
})

it("found every topic", () => {
  const seen = new Set(run.files.map((f) => f.uri.split(path.sep)[0]))
  expect([...seen].sort()).toEqual([...topics].sort())
  expect(Result.counts(run).scenarios.total).toBeGreaterThan(10)
})
