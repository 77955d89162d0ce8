/**
 * The acceptance corpus: every scenario of every topic folder under scenarios/ runs through the real interpreter, with
 * goldens in CI mode (compared, never written), and must pass. One test a file, named by topic and file.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { nodeScenarioFiles } from "@podscenario/cli/NodeServices"
import { Run, Services } from "@podscenario/interpreter"
import { Failure } from "@podscenario/reporters"
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

const isScenario = (name: string): boolean => name.endsWith(".podscenario")

/** The topic folders: every folder of scenarios/ with a scenario in it (test/ and node_modules/ have none). */
const topics = fs
  .readdirSync(root, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.readdirSync(path.join(root, entry.name)).some(isScenario))
  .map((entry) => entry.name)
  .sort()

const layer = Layer.mergeAll(nodeScenarioFiles(root), Services.RunConfig.layer({ goldens: "none", repeat: 2 }))

// A file a test, run inside it: a failing scenario fails its file's test with the failure as the message, and a
// mutation-testing run (`pnpm mutate`) sees which files' runs reach a line of the simulator.
describe.each(topics)("%s", (topic) => {
  const files = fs.readdirSync(path.join(root, topic)).filter(isScenario).sort()
  it.each(files)("%s", async (name) => {
    const run = await Effect.runPromise(
      Run.runTargets([{ path: path.join(topic, name), lines: [] }]).pipe(Effect.provide(layer))
    )
    const [file] = run.files
    expect(run.files).toHaveLength(1)
    expect(file!.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([])
    expect(file!.scenarios.length).toBeGreaterThan(0)
    const failures = file!.scenarios.filter((s) => s.status !== "passed").map((s) => Failure.scenario(file!.uri, s))
    expect(failures.join("\n")).toBe("")
  })
})

it("found the topics", () => {
  expect(topics.length).toBeGreaterThan(10)
  expect(topics).toContain("crash-loop-backoff")
})
