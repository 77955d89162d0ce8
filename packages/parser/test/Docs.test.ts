import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { parseHelper } from "./helpers.ts"

const reference = readFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "language", "reference.md"), "utf8")
const blocks = [...reference.matchAll(/```podscenario\n([\s\S]*?)```/g)].map((m) => m[1]!)

describe("docs/language/reference.md", () => {
  it("has examples", () => expect(blocks.length).toBeGreaterThan(10))
  blocks.forEach((block, i) => {
    it(`example ${i + 1} compiles without diagnostics`, () => {
      const manifests = {
        "manifests/db.yaml":
          "apiVersion: v1\nkind: Pod\nmetadata:\n  name: db\nspec:\n  containers: [{ name: db, image: postgres }]\n"
      }
      const result = parseHelper(block, { uri: `reference.md#${i + 1}`, manifests })
      expect(
        result.diagnostics.map((d) => d.code),
        result.rendered
      ).toEqual([])
    })
  })
})
