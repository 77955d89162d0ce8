import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { pieces } from "./arbitraries.ts"
import { parseHelper } from "./helpers.ts"

describe("robustness", () => {
  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const result = parseHelper(parts.join(" "))
        expect(Array.isArray(result.diagnostics)).toBe(true)
      }),
      { numRuns: 200, seed: 42 }
    )
  })

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        parseHelper(`scenario "x"\n${text}`)
      }),
      { numRuns: 150, seed: 7 }
    )
  })
})
