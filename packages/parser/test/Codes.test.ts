import { Codes } from "@podscenario/diagnostics"
import { describe, expect, it } from "vitest"
import { parseHelper } from "./helpers.ts"

// Every lexical, syntax and semantic code's documented example produces that code (pod validation, PS21xx, is
// checked by YamlBlocks' tests; run, expectation and golden codes need a run, except PS5003 which is static).
const staticCodes = Codes.catalogue().filter(
  (e) => !e.reserved && (/^PS1/.test(e.code) || (/^PS2/.test(e.code) && !/^PS21/.test(e.code)) || e.code === "PS5003")
)

describe("documented examples", () => {
  for (const entry of staticCodes) {
    it(`${entry.code} ${entry.slug}`, () => {
      const result = parseHelper(entry.example)
      expect(
        result.diagnostics.map((d) => d.code),
        result.rendered
      ).toContain(entry.code)
    })
  }
})
