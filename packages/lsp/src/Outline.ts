/**
 * The shape of a document for the editor: its symbols (scenarios with their pods and nodes), folding ranges (YAML
 * blocks, scenarios, examples tables), semantic tokens (from the parser's own lexer), and formatting (the printer of
 * `podscenario fmt`).
 */
import { SourceFile, type Span } from "@podscenario/diagnostics"
import type * as Ast from "@podscenario/parser/Ast"
import * as Print from "@podscenario/parser/Print"
import {
  Comment,
  DurationLiteral,
  IntegerLiteral,
  isKeyword,
  lexer,
  Name,
  Placeholder,
  StringLiteral,
  Tag
} from "@podscenario/parser/Tokens"
import * as Lsp from "vscode-languageserver/node"

/** The parser's token types and tokens (chevrotain's, named through the token table). */
type TokenType = typeof Name

import * as Convert from "./Convert.ts"

/** A scenario and the statements up to the next one (the file's background before the first). */
const sections = (
  document: Ast.Document
): ReadonlyArray<{ readonly scenario: Ast.ScenarioDecl; readonly statements: ReadonlyArray<Ast.Statement> }> => {
  const out: Array<{ scenario: Ast.ScenarioDecl; statements: Array<Ast.Statement> }> = []
  for (const s of document.statements) {
    if (s._tag === "Scenario") out.push({ scenario: s, statements: [] })
    else out.at(-1)?.statements.push(s)
  }
  return out
}

const lastEnd = (scenario: Ast.ScenarioDecl, statements: ReadonlyArray<Ast.Statement>): number =>
  Math.max(scenario.span.end, ...statements.map((s) => s.span.end))

/**
 * Scenarios, each with its pods and nodes; the pods and nodes before the first scenario stand alone.
 *
 * @category features
 */
export const symbols = (file: SourceFile.SourceFile, document: Ast.Document): Array<Lsp.DocumentSymbol> => {
  const declared = (statements: ReadonlyArray<Ast.Statement>): Array<Lsp.DocumentSymbol> =>
    statements.flatMap((s) => {
      if (s._tag !== "PodInline" && s._tag !== "PodFile" && s._tag !== "Node") return []
      const kind = s._tag === "Node" ? Lsp.SymbolKind.Module : Lsp.SymbolKind.Object
      const detail = s._tag === "Node" ? "node" : s._tag === "PodFile" ? `pod from ${s.path.value}` : "pod"
      return [symbol(file, s.name.text, detail, kind, s.span, s.name.span)]
    })
  const firstScenario = document.statements.findIndex((s) => s._tag === "Scenario")
  const background = firstScenario < 0 ? document.statements : document.statements.slice(0, firstScenario)
  return [
    ...declared(background),
    ...sections(document).map(({ scenario, statements }) => ({
      ...symbol(
        file,
        scenario.name.value === "" ? "(unnamed scenario)" : scenario.name.value,
        "scenario",
        Lsp.SymbolKind.Class,
        { start: scenario.span.start, end: lastEnd(scenario, statements) },
        scenario.name.span
      ),
      children: declared(statements)
    }))
  ]
}

const symbol = (
  file: SourceFile.SourceFile,
  name: string,
  detail: string,
  kind: Lsp.SymbolKind,
  span: Span.Span,
  selection: Span.Span
): Lsp.DocumentSymbol => ({
  name,
  detail,
  kind,
  range: Convert.range(file, span),
  selectionRange: Convert.range(file, selection)
})

/**
 * YAML blocks (from their opening line), scenarios and examples tables.
 *
 * @category features
 */
export const foldingRanges = (file: SourceFile.SourceFile, document: Ast.Document): Array<Lsp.FoldingRange> => {
  const lines = (start: number, end: number) => ({
    startLine: SourceFile.position(file, start).line - 1,
    // a span ending at a line break ends on the line before it
    endLine: SourceFile.position(file, Math.max(start, end - 1)).line - 1
  })
  const ranges: Array<Lsp.FoldingRange> = []
  for (const s of document.statements) {
    if (s._tag === "PodInline" || s._tag === "Kubelet" || s._tag === "Cluster")
      ranges.push(lines(s.span.start, s.block.span.end))
    else if (s._tag === "Examples") ranges.push(lines(s.span.start, s.span.end))
  }
  for (const { scenario, statements } of sections(document)) {
    ranges.push({ ...lines(scenario.span.start, lastEnd(scenario, statements)), kind: Lsp.FoldingRangeKind.Region })
  }
  return ranges.filter((r) => r.endLine > r.startLine)
}

/** The semantic token types the server reports, in the legend's order. @category constants */
export const tokenTypes = ["keyword", "variable", "string", "number", "comment", "decorator", "parameter"] as const

/** @category constants */
export const legend: Lsp.SemanticTokensLegend = { tokenTypes: [...tokenTypes], tokenModifiers: [] }

const tokenTypeOf = (type: TokenType): number | undefined => {
  if (isKeyword(type)) return 0
  if (type === Name) return 1
  if (type === StringLiteral) return 2
  if (type === DurationLiteral || type === IntegerLiteral) return 3
  if (type === Comment) return 4
  if (type === Tag) return 5
  if (type === Placeholder) return 6
  return undefined // YAML blocks keep the grammar's embedded YAML colours; punctuation and table rows stay plain
}

/** Where the document's words start: a keyword there is a name (`container restarts exits 1`). */
const wordStarts = (node: unknown, out: Set<number>): Set<number> => {
  if (Array.isArray(node)) for (const n of node) wordStarts(n, out)
  else if (node !== null && typeof node === "object") {
    const record = node as Record<string, unknown>
    if (record._tag === "Word") out.add((record.span as { readonly start: number }).start)
    else for (const value of Object.values(record)) wordStarts(value, out)
  }
  return out
}

/**
 * Semantic tokens of the whole document, from the parser's lexer and tree (so they agree with how the file parses):
 * a keyword the grammar read as a name is coloured as a name.
 *
 * @category features
 */
export const semanticTokens = (file: SourceFile.SourceFile, document: Ast.Document): Lsp.SemanticTokens => {
  const builder = new Lsp.SemanticTokensBuilder()
  const lexed = lexer().tokenize(file.text)
  const tokens = [...lexed.tokens, ...(lexed.groups.comments ?? [])].sort((a, b) => a.startOffset - b.startOffset)
  const names = wordStarts(document.statements, new Set())
  for (const token of tokens) {
    const type = names.has(token.startOffset) ? tokenTypeOf(Name) : tokenTypeOf(token.tokenType)
    if (type === undefined) continue
    const at = Convert.position(file, token.startOffset)
    // every token the server colours is on one line
    builder.push(at.line, at.character, token.image.length, type, 0)
  }
  return builder.build()
}

/**
 * The whole document in canonical form (`podscenario fmt`), or no edit when it is canonical already or has syntax
 * errors (the printer refuses those: a line that does not parse is not in the tree).
 *
 * @category features
 */
export const format = (file: SourceFile.SourceFile): Array<Lsp.TextEdit> => {
  const formatted = Print.format(file)
  if (formatted.text === undefined || !formatted.changed) return []
  return [Lsp.TextEdit.replace(Convert.range(file, { start: 0, end: file.text.length }), formatted.text)]
}
