import { lexer, makeLexer } from "@podscenario/parser/Tokens"
import { describe, expect, it } from "vitest"

const lex = (text: string) => {
  const result = lexer().tokenize(text)
  return result.tokens.map((t) => `${t.tokenType.name}:${t.image}`)
}

describe("Tokens", () => {
  it("passes chevrotain's token table validations (the `lexer()` singleton skips them)", () => {
    expect(makeLexer({ validate: true }).lexerDefinitionErrors).toEqual([])
  })

  it("reads longer keywords first and names that start with keywords as names", () => {
    expect(lex("runs run running runs-app OOM OOMKilled exit exits")).toEqual([
      "Runs:runs",
      "Run:run",
      "Running:running",
      "Name:runs-app",
      "Oom:OOM",
      "Name:OOMKilled",
      "Exit:exit",
      "Exits:exits"
    ])
  })

  it("reads durations, numbers, ranges, slashes and placeholders", () => {
    expect(lex("1m30s 250ms 5x 137 1..3 1/2 web/app <code>")).toEqual([
      "DurationLiteral:1m30s",
      "DurationLiteral:250ms",
      "DurationLiteral:5x",
      "IntegerLiteral:137",
      "IntegerLiteral:1",
      "DotDot:..",
      "IntegerLiteral:3",
      "IntegerLiteral:1",
      "Slash:/",
      "IntegerLiteral:2",
      "Name:web",
      "Slash:/",
      "Name:app",
      "Placeholder:<code>"
    ])
  })

  it("keeps comments apart and strings whole", () => {
    const result = lexer().tokenize('golden "a # b\\"c" # note')
    expect(result.tokens.map((t) => t.image)).toEqual(["golden", '"a # b\\"c"'])
    expect(result.groups.comments?.map((t) => t.image)).toEqual(["# note"])
  })

  it("takes the deeper-indented lines after `pod NAME:` as one YAML block, blank lines inside included", () => {
    const text = "pod web:  # c\n  spec:\n\n    containers: []\n\nexpect phase Running\n"
    expect(lex(text)).toEqual([
      "Pod:pod",
      "Name:web",
      "Colon::",
      "YamlBlock:\n  spec:\n\n    containers: []",
      "Newline:\n",
      "Newline:\n",
      "Expect:expect",
      "Phase:phase",
      "Name:Running",
      "Newline:\n"
    ])
  })

  it("opens no block after other lines that end in `:`", () => {
    expect(lex("examples:\n  | a |\n")).toEqual([
      "Examples:examples",
      "Colon::",
      "Newline:\n",
      "TableRow:| a |",
      "Newline:\n"
    ])
  })
})
