/**
 * The complete scenarios shown in README.md and docs/guide/ (fenced `podscenario` blocks with a `scenario` line)
 * run through the real interpreter and pass: what the docs promise, the tool does.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { runCli } from "@podscenario/cli/testing"
import { Run, Services } from "@podscenario/interpreter"
import { Failure } from "@podscenario/reporters"
import { Effect, Layer } from "effect"
import { expect, it } from "vitest"

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const pages = ["README.md", ...fs.readdirSync(path.join(repo, "docs/guide")).map((f) => `docs/guide/${f}`)]

const examples = pages.flatMap((page) =>
  [...fs.readFileSync(path.join(repo, page), "utf8").matchAll(/```podscenario\n([\s\S]*?)```/g)]
    .map((m, i) => ({ name: `${page} #${i + 1}`, text: m[1]! }))
    .filter((e) => /^scenario /m.test(e.text) && /^expect /m.test(e.text))
)

it("the docs show complete examples", () => {
  expect(examples.length).toBeGreaterThanOrEqual(2)
})

it.each(examples.map((e) => [e.name, e] as const))("%s passes", async (_name, { text }) => {
  const layer = Layer.mergeAll(
    Services.ScenarioFiles.memory({ "example.podscenario": text }),
    Services.RunConfig.layer()
  )
  const result = await Effect.runPromise(
    Run.runTargets([{ path: "example.podscenario", lines: [] }]).pipe(Effect.provide(layer))
  )
  const file = result.files[0]!
  expect(file.diagnostics.map((d) => d.message)).toEqual([])
  for (const scenario of file.scenarios) expect(scenario.status, Failure.scenario(file.uri, scenario)).toBe("passed")
})

it("`podscenario check` and `fmt --check` pass on every scenario and the parser's good corpus", async () => {
  const run = async (argv: ReadonlyArray<string>) => {
    const { code, output } = await runCli(repo, argv)
    return { code, out: output }
  }
  const paths = ["scenarios", "packages/parser/test/good"]
  expect(await run(["check", ...paths])).toMatchObject({ code: 0 })
  expect(await run(["fmt", "--check", ...paths])).toEqual({ code: 0, out: "" })
})
