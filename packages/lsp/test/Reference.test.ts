/**
 * The language reference the server's keyword hovers show (src/generated/reference.ts, `pnpm gen`) is fresh, and has
 * every section a hover may name.
 */
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { referenceModule } from "../scripts/gen.ts"
import { sections } from "../src/generated/reference.ts"
import { headingFor } from "../src/Reference.ts"

describe("the language reference in the server", () => {
  it("src/generated/reference.ts is fresh (run `pnpm gen`)", () => {
    expect(readFileSync(new URL("../src/generated/reference.ts", import.meta.url), "utf8")).toBe(referenceModule())
  })

  it("has the section of every kind of statement", () => {
    const span = { start: 0, end: 0 }
    const word = { _tag: "Word", span, text: "x", quoted: false } as const
    const statements = [
      { _tag: "Scenario", span, name: { _tag: "String", span, value: "x" } },
      { _tag: "PodInline", span, name: word, block: { _tag: "YamlBlock", span, text: "" } },
      { _tag: "Node", span, name: word },
      { _tag: "Kubelet", span, block: { _tag: "YamlBlock", span, text: "" } },
      { _tag: "Event", span },
      {
        _tag: "Expect",
        span,
        when: undefined,
        times: undefined,
        what: { _tag: "Phase", span, pod: undefined, phase: word }
      },
      {
        _tag: "Expect",
        span,
        when: undefined,
        times: undefined,
        what: { _tag: "Removed", span: { start: 1, end: 1 } }
      },
      { _tag: "Expect", span, when: { _tag: "Eventually", span }, times: undefined, what: { _tag: "Starts", span } },
      { _tag: "ExpectOrder", span, items: [] },
      { _tag: "Golden", span },
      { _tag: "End", span },
      { _tag: "Examples", span },
      { _tag: "ExitsAfter", span }
    ] as unknown as ReadonlyArray<Parameters<typeof headingFor>[0]>
    for (const statement of statements) expect(Object.keys(sections)).toContain(headingFor(statement, 0))
  })
})
