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

  it("reports a pod block of more lines than a function call takes arguments, instead of overflowing", () => {
    const annotations = Array.from({ length: 150_000 }, (_, i) => `      a${i}: "<value>"`).join("\n")
    const result = parseHelper(
      `scenario "big <value>"\npod web:\n  metadata:\n    annotations:\n${annotations}\n  spec:\n    containers:\n` +
        "      - name: app\n        image: registry.example/app:1.4\nexpect phase Running\nexamples:\n  | value |\n  | 1 |\n"
    )
    expect(result.diagnostics.map((d) => d.code)).toEqual(["PS2103"])
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
