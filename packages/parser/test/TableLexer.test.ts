/**
 * The lexer derived from a token table (`src/internal/tableLexer.ts`) on small tables of its own: it matches as
 * chevrotain's lexer does, and refuses a table whose keywords it could not fold into their `longer_alt` exactly.
 * (`FastParse.test.ts` compares it with chevrotain's lexer on the language's own table.)
 */
import { createToken, type IToken, Lexer, type TokenType } from "chevrotain"
import { describe, expect, it } from "vitest"
import { tableLexer } from "../src/internal/tableLexer.ts"

const word = createToken({ name: "TWord", pattern: /[a-z][a-z-]*/ })
const keyword = (text: string): TokenType =>
  createToken({ name: `T_${text}`, pattern: new RegExp(text), longer_alt: word })
const blank = createToken({ name: "TBlank", pattern: /[ \t]+/, group: Lexer.SKIPPED })
const note = createToken({ name: "TNote", pattern: /;[^\n]*/, group: "comments" })
const number = createToken({ name: "TNumber", pattern: /-?\d+/ })
const bar = createToken({
  name: "TBar",
  pattern: { exec: (text: string, offset: number) => (text.startsWith("||", offset) ? ["||"] : null) },
  start_chars_hint: ["|"],
  line_breaks: false
})
const newline = createToken({ name: "TNewline", pattern: /\n/, line_breaks: true })
const runs = keyword("runs")
const run = keyword("run")
const table = [blank, note, newline, bar, number, runs, run, word]

const show = (t: IToken) => `${t.tokenType.name}:${t.image}@${t.startOffset}`

const both = (text: string) => {
  const fast = tableLexer(table).tokenize(text)
  const reference = new Lexer(table, { positionTracking: "full" }).tokenize(text)
  return {
    fast: fast === undefined ? undefined : fast.tokens.map(show),
    reference: reference.errors.length > 0 ? undefined : reference.tokens.map(show),
    comments: fast?.comments.map((t) => t.image)
  }
}

describe("tableLexer", () => {
  it("matches as chevrotain's lexer: keywords against their longer_alt, skipped and grouped tokens, custom patterns", () => {
    const { fast, reference, comments } = both("run runs running runs-app -12 || x ; a note")
    expect(fast).toEqual(reference)
    expect(fast).toEqual([
      "T_run:run@0",
      "T_runs:runs@4",
      "TWord:running@9",
      "TWord:runs-app@17",
      "TNumber:-12@26",
      "TBar:||@30",
      "TWord:x@33"
    ])
    expect(comments).toEqual(["; a note"])
  })

  it("gives up where chevrotain's lexer finds a character no token matches", () => {
    expect(both("run | x")).toEqual({ fast: undefined, reference: undefined, comments: undefined })
    expect(both("run ? x").fast).toBeUndefined()
  })

  it("hands each line's tokens on as the line ends, without its line break; empty lines not at all", () => {
    const text = "run x\n\nruns ; a note\n  y"
    const lines: Array<Array<string>> = []
    const comments = tableLexer(table).lines(text, newline, (tokens) => lines.push(tokens.map(show)))
    expect(lines).toEqual([["T_run:run@0", "TWord:x@4"], ["T_runs:runs@7"], ["TWord:y@23"]])
    expect(lines.flat()).toEqual(both(text).reference!.filter((t) => !t.startsWith("TNewline")))
    expect(comments?.map((t) => t.image)).toEqual(["; a note"])
    expect(tableLexer(table).lines("run\n? x", newline, () => {})).toBeUndefined()
  })

  it("refuses keywords it cannot fold into their longer_alt", () => {
    expect(() => tableLexer([run, runs, word])).toThrow(/longest first/)
    expect(() => tableLexer([runs, number, word])).toThrow(/between literals/)
    expect(() => tableLexer([keyword("Runs"), word])).toThrow(/whole match/)
  })
})
