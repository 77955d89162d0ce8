/**
 * A large `examples:` table: its rows are gathered as the lines come and put into the statement once
 * (`src/internal/parse.ts`), and it still parses row for row, each row its line's cells and span, and a table ends
 * where its statement's lines end.
 */
import { SourceFile } from "@podscenario/diagnostics"
import { describe, expect, it } from "vitest"
// biome-ignore lint/style/noRestrictedImports: the bench's input generator is a script, not a package
import * as Generate from "../../../bench/generate.ts"
import type * as Ast from "../src/Ast.ts"
import { compile, parse } from "../src/index.ts"
import * as Internal from "../src/internal/parse.ts"

const rows = 5_000
const second = Generate.examplesTable(2, "a second table <code>").replace(
  "  | 1 |",
  "  # a comment does not end a table\n\n  | 1 |"
)
const text = `${Generate.examplesTable(rows)}\n${second}`
const file = SourceFile.make("table.podscenario", text)

/** The cells and span of each `|` line from `from` on, read from the text, up to a line that is not a row. */
const rowsFrom = (from: number): Array<{ span: { start: number; end: number }; cells: Array<string> }> => {
  const out = []
  let start = from
  for (const line of text.slice(from).split("\n")) {
    const trimmed = line.trim()
    if (trimmed.startsWith("|")) {
      const first = start + line.indexOf("|")
      out.push({
        span: { start: first, end: first + trimmed.length },
        cells: trimmed
          .slice(1, -1)
          .split("|")
          .map((c) => c.trim())
      })
    } else if (trimmed !== "" && !trimmed.startsWith("#")) break
    start += line.length + 1
  }
  return out
}

const tables = (document: Ast.Document): Array<Ast.Examples> =>
  document.statements.filter((s): s is Ast.Examples => s._tag === "Examples")

describe(`an examples table of ${rows.toLocaleString("en")} rows`, () => {
  const parsed = parse(file)

  it("parses row for row: each row its line's cells and span, the first the header", () => {
    expect(parsed.diagnostics).toEqual([])
    const found = tables(parsed.document)
    expect(found).toHaveLength(2)
    for (const table of found) {
      const expected = rowsFrom(table.span.end + 1)
      const got = [table.header!, ...table.rows].map((row) => ({
        span: { start: row.span.start, end: row.span.end },
        cells: row.cells.map((c) => c.text)
      }))
      expect(got).toEqual(expected)
    }
    expect(found.map((t) => t.rows.length)).toEqual([rows, 2])
  })

  it("is the reference parser's document, and compiles to a scenario a row", () => {
    expect(parsed).toStrictEqual(Internal.parse(file, false))
    const compiled = compile(parsed.document, file, new Map())
    expect(compiled.diagnostics).toEqual([])
    expect(compiled.scenarios).toHaveLength(rows + 2)
  })
})
