import { readFileSync } from "node:fs"
import { expect, it } from "vitest"
import { cliReference } from "../scripts/gen-docs.ts"

it("docs/reference/cli.md is fresh (run `pnpm gen`)", () => {
  expect(readFileSync(new URL("../../../docs/reference/cli.md", import.meta.url), "utf8")).toBe(cliReference())
})
