import { PodscenarioParser, parser } from "@podscenario/parser/Grammar"
import { visitor } from "@podscenario/parser/ToAst"
import { keywordTexts, lexer } from "@podscenario/parser/Tokens"
import type { CstNode } from "chevrotain"
import { describe, expect, it } from "vitest"

describe("Grammar", () => {
  it("builds with chevrotain's validations (performSelfAnalysis throws on ambiguities and other definition errors)", () => {
    // The `parser()` singleton skips the validations, for start-up time; they run here.
    const validated = new PodscenarioParser({ validate: true })
    expect(Object.keys(validated.getGAstProductions())).toContain("statement")
    expect(validated.getSerializedGastProductions()).toEqual(parser().getSerializedGastProductions())
  })

  it("has a visitor method for every rule (what chevrotain's validateVisitor checks)", () => {
    const methods = visitor as unknown as Record<string, unknown>
    const missing = Object.keys(parser().getGAstProductions()).filter((rule) => typeof methods[rule] !== "function")
    expect(missing).toEqual([])
  })

  it("tracks each node's location (offsets, end inclusive), which spans are read from", () => {
    const p = parser()
    p.input = lexer().tokenize("expect at 10s container web/app running").tokens
    const cst = p.statement()
    expect(p.errors).toEqual([])
    const expectNode = (cst.children.expectStatement as Array<CstNode>)[0]!
    const when = (expectNode.children.when as Array<CstNode>)[0]!
    expect(cst.location).toEqual({ startOffset: 0, endOffset: 38 })
    expect(when.location).toEqual({ startOffset: 7, endOffset: 12 })
  })

  it("uses every keyword", () => {
    const gast = JSON.stringify(parser().getSerializedGastProductions())
    const unused = keywordTexts.filter((k) => !gast.includes(`"label":"${k}"`))
    expect(unused).toEqual([])
  })
})
