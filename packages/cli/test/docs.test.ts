import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { cliReference, configSchema } from "../scripts/gen-docs.ts"

it("docs/reference/cli.md is fresh (run `pnpm gen`)", () => {
  expect(readFileSync(new URL("../../../docs/reference/cli.md", import.meta.url), "utf8")).toBe(cliReference())
})

it("packages/podscenario/podscenario.config.schema.json is fresh (run `pnpm gen`)", () => {
  const file = new URL("../../podscenario/podscenario.config.schema.json", import.meta.url)
  expect(readFileSync(file, "utf8")).toBe(configSchema())
})
