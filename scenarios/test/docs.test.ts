/**
 * docs/timelines/ is generated from scenarios/ by `pnpm timelines` (`podscenario docs scenarios --out docs/timelines`).
 * This test regenerates it in memory and fails on any drift: a changed page, a missing one, or a stale one.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { nodeScenarioFiles } from "@podscenario/cli/NodeServices"
import { Docs, Services } from "@podscenario/interpreter"
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
const outDir = "docs/timelines"

const layer = Layer.mergeAll(nodeScenarioFiles(repo), Services.RunConfig.layer({ goldens: "none" }))
const generated = await Effect.runPromise(
  Docs.generate([{ path: "scenarios", lines: [] }], outDir, "en").pipe(Effect.provide(layer))
)

const committed = (dir: string): Array<string> =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name)
        return e.isDirectory() ? committed(full) : [path.relative(repo, full)]
      })
    : []

describe("docs/timelines is fresh (run `pnpm timelines` to regenerate)", () => {
  it("has exactly the generated files", () => {
    expect(committed(path.join(repo, outDir)).sort()).toEqual(generated.files.map((f) => f.path).sort())
  })
  it.each(generated.files.map((f) => [f.path, f] as const))("%s", (file, { content }) => {
    expect(fs.readFileSync(path.join(repo, file), "utf8")).toBe(content)
  })
})
