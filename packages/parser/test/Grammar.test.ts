import { parser } from "@podscenario/parser/Grammar"
import { keywordTexts } from "@podscenario/parser/Tokens"
import { describe, expect, it } from "vitest"

describe("Grammar", () => {
  it("builds (performSelfAnalysis throws on ambiguities and other definition errors)", () => {
    expect(Object.keys(parser.getGAstProductions())).toContain("statement")
  })

  it("uses every keyword", () => {
    const gast = JSON.stringify(parser.getSerializedGastProductions())
    const unused = keywordTexts.filter((k) => !gast.includes(`"label":"${k}"`))
    expect(unused).toEqual([])
  })
})
