import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parseHelper } from "./helpers.ts"

const pieces = [
  "scenario",
  '"x"',
  '"unterminated',
  "pod",
  "web",
  "web/app",
  ":",
  "\n",
  "\n  spec:\n    containers: [{ name: app, image: busybox }]",
  "container",
  "app",
  "exits",
  "1",
  "after",
  "5s",
  "30s1m",
  "on",
  "runs",
  "1..3",
  "is",
  "OOM",
  "killed",
  "at",
  "expect",
  "never",
  "from",
  "until",
  "times",
  "phase",
  "Running",
  "order:",
  ",",
  "examples:",
  "\n  | a | b |",
  "<a>",
  "#",
  "@tag",
  "~",
  "  ",
  "\\"
]

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
