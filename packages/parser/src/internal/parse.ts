/**
 * Text → `Ast.Document` + diagnostics (`Parse.ts` is the public face). Lexes the file and parses it line by line (a
 * YAML block belongs to the line that opens it), so that every syntax error of the file is reported, each with what
 * was expected there and, for a misspelt keyword, a suggestion (`syntaxErrors.ts`). Never throws.
 *
 * With `fast`, the fast lexer and the generated line parser (`fastParse.ts`) go first, and chevrotain takes the file
 * (lexing) or the line (parsing) they give up on. Without, chevrotain does everything: the reference the fast path is
 * tested against (`test/FastParse.test.ts`).
 */
import { Codes, Diagnostic, SourceFile, Span } from "@podscenario/diagnostics"
import type { ILexingError, IToken } from "chevrotain"
import type * as Ast from "../Ast.ts"
import { parser } from "../Grammar.ts"
import { toStatement } from "../ToAst.ts"
import { lexer, Newline, Placeholder, TableRow } from "../Tokens.ts"
import * as FastParse from "./fastParse.ts"
import { isUnterminated, tokenSpan } from "./leaves.ts"
import { lineStartOf } from "./lines.ts"
import { syntaxError } from "./syntaxErrors.ts"

/** What parsing a file gives. */
export interface ParseResult {
  readonly document: Ast.Document
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
}

interface Lexed {
  readonly tokens: ReadonlyArray<IToken>
  readonly comments: ReadonlyArray<IToken>
  readonly errors: ReadonlyArray<ILexingError>
}

const lex = (text: string, fast: boolean): Lexed => {
  const quick = fast ? FastParse.tokenize(text) : undefined
  if (quick !== undefined) return { ...quick, errors: [] }
  const lexed = lexer().tokenize(text)
  return { tokens: lexed.tokens, comments: lexed.groups.comments ?? [], errors: lexed.errors }
}

type LineResult =
  | { readonly _tag: "Statement"; readonly statement: Ast.Statement | Ast.TableRow }
  | { readonly _tag: "Error"; readonly diagnostic: Diagnostic.Diagnostic }
  | { readonly _tag: "Template" }

/** Parses the tokens of one line. */
const parseLine = (
  file: SourceFile.SourceFile,
  tokens: ReadonlyArray<IToken>,
  diagnostics: Array<Diagnostic.Diagnostic>,
  fast: boolean
): LineResult => {
  if (fast) {
    const statement = FastParse.parseLine(file, tokens, diagnostics)
    if (statement !== undefined) return { _tag: "Statement", statement }
    // The fast parser accepts exactly the statements the grammar does: a line it rejects is an error, or a template.
    if (!tokens.some(isUnterminated) && tokens.some((t) => t.tokenType === Placeholder)) return { _tag: "Template" }
  }
  const unterminated = tokens.find(isUnterminated)
  if (unterminated !== undefined)
    return { _tag: "Error", diagnostic: Codes.unterminatedString(file, tokenSpan(unterminated)) }
  const p = parser()
  p.input = [...tokens]
  const cst = p.statement()
  const error = p.errors[0]
  if (error !== undefined) {
    if (tokens.some((t) => t.tokenType === Placeholder)) return { _tag: "Template" }
    return { _tag: "Error", diagnostic: syntaxError(file, tokens, error) }
  }
  return { _tag: "Statement", statement: toStatement(cst, { file, diagnostics }) }
}

/** Moves every `span` of a tree through `map`. */
const mapSpans = <T>(node: T, map: (offset: number) => number): T => {
  if (Array.isArray(node)) return node.map((n) => mapSpans(n, map)) as T
  if (node === null || typeof node !== "object") return node
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === "span" && value !== null && typeof value === "object" && "start" in value) {
      const span = value as Span.Span
      out[key] = Span.make(map(span.start), Math.max(map(span.start), map(span.end)))
    } else out[key] = mapSpans(value, map)
  }
  return out as T
}

/**
 * Parses one line of text that stands for a line of `file` (a template line after substitution): spans and
 * diagnostics are mapped back into `file` through `toFileOffset`.
 *
 * @category parsing
 */
export const parseFragment = (
  file: SourceFile.SourceFile,
  text: string,
  toFileOffset: (offset: number) => number,
  fast: boolean
): { readonly statement: Ast.Statement | undefined; readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> } => {
  const fragment = SourceFile.make(file.uri, text)
  const local: Array<Diagnostic.Diagnostic> = []
  const lexed = lex(text, fast)
  for (const error of lexed.errors) {
    const span = Span.make(error.offset, error.offset + Math.max(1, error.length))
    local.push(Codes.unexpectedCharacter(fragment, span, text.slice(span.start, span.end)))
  }
  const tokens = lexed.tokens.filter((t) => t.tokenType !== Newline)
  let statement: Ast.Statement | undefined
  if (tokens.length > 0 && lexed.errors.length === 0) {
    const result = parseLine(fragment, tokens, local, fast)
    if (result._tag === "Error") local.push(result.diagnostic)
    else if (result._tag === "Template") {
      const p = parser()
      p.input = [...tokens]
      p.statement()
      local.push(syntaxError(fragment, tokens, p.errors[0]!))
    } else if (result.statement._tag !== "TableRow") statement = mapSpans(result.statement, toFileOffset)
  }
  const diagnostics = local.map((d) => ({ ...mapSpans(d, toFileOffset), file }))
  return { statement, diagnostics }
}

/**
 * The `examples:` statement whose table is being read. Its rows are appended here and put into the statement once,
 * when the table ends: a copy of the statement a row made a large table cost quadratic time.
 */
interface OpenTable {
  readonly index: number
  readonly examples: Ast.Examples
  header: Ast.TableRow | undefined
  readonly rows: Array<Ast.TableRow>
}

/**
 * Reads a file's lines, one at a time, into its statements: a line's tokens (not empty) go to `line` as the lexer
 * ends the line, and `end` gives the statements after the last.
 */
const lineReader = (
  file: SourceFile.SourceFile,
  diagnostics: Array<Diagnostic.Diagnostic>,
  fast: boolean
): { readonly line: (tokens: ReadonlyArray<IToken>) => void; readonly end: () => Array<Ast.Statement> } => {
  const statements: Array<Ast.Statement> = []
  let inIndentedRun = false
  let table: OpenTable | undefined
  const closeTable = (): void => {
    if (table === undefined) return
    statements[table.index] = { ...table.examples, header: table.header, rows: table.rows }
    table = undefined
  }
  const line = (tokens: ReadonlyArray<IToken>): void => {
    const head = tokens[0]!
    const lineStart = lineStartOf(file.text, head.startOffset)
    if (head.startOffset > lineStart && head.tokenType !== TableRow) {
      if (!inIndentedRun) diagnostics.push(Codes.unexpectedIndentation(file, tokenSpan(head)))
      inIndentedRun = true
      return
    }
    inIndentedRun = false
    const result = parseLine(file, tokens, diagnostics, fast)
    if (result._tag === "Error") {
      diagnostics.push(result.diagnostic)
      if (head.tokenType !== TableRow) closeTable()
      return
    }
    if (result._tag === "Template") {
      const last = tokens.at(-1)!
      const span = Span.make(head.startOffset, last.startOffset + last.image.length)
      closeTable()
      statements.push({ _tag: "Template", span, text: file.text.slice(span.start, span.end) })
      return
    }
    const statement = result.statement
    if (statement._tag === "TableRow") {
      if (table === undefined) {
        diagnostics.push(
          Codes.unexpectedToken(
            file,
            statement.span,
            "table row",
            ["a statement"],
            "table rows belong under an `examples:` line"
          )
        )
        return
      }
      if (table.header === undefined) table.header = statement
      else table.rows.push(statement)
      return
    }
    closeTable()
    if (statement._tag === "Examples")
      table = { index: statements.length, examples: statement, header: statement.header, rows: [...statement.rows] }
    statements.push(statement)
  }
  const end = (): Array<Ast.Statement> => {
    closeTable()
    return statements
  }
  return { line, end }
}

const result = (
  file: SourceFile.SourceFile,
  statements: Array<Ast.Statement>,
  comments: ReadonlyArray<IToken>,
  diagnostics: Array<Diagnostic.Diagnostic>
): ParseResult => ({
  document: {
    _tag: "Document",
    span: Span.make(0, file.text.length),
    statements,
    comments: comments.map((t) => ({ _tag: "Comment", span: tokenSpan(t), text: t.image }))
  },
  diagnostics: Diagnostic.sort(diagnostics)
})

/**
 * Parses a whole file. Each line is parsed on its own; lines that do not parse are left out of the document, and
 * their diagnostics explain why. A line that only parses once its `<placeholders>` are filled in is kept as a
 * `Template`. The fast lexer hands each line on as it ends (its tokens then die young); where it gives up,
 * chevrotain's lexer lexes the file again and the lines are read from its tokens.
 *
 * @category parsing
 */
export const parse = (file: SourceFile.SourceFile, fast: boolean): ParseResult => {
  if (fast) {
    const diagnostics: Array<Diagnostic.Diagnostic> = []
    const reader = lineReader(file, diagnostics, true)
    const comments = FastParse.tokenizeLines(file.text, reader.line)
    if (comments !== undefined) return result(file, reader.end(), comments, diagnostics)
  }
  const diagnostics: Array<Diagnostic.Diagnostic> = []
  const lexed = lexer().tokenize(file.text)
  for (const error of lexed.errors) {
    const span = Span.make(error.offset, error.offset + Math.max(1, error.length))
    diagnostics.push(Codes.unexpectedCharacter(file, span, file.text.slice(span.start, span.end)))
  }
  const reader = lineReader(file, diagnostics, fast)
  const all = lexed.tokens
  for (let i = 0, from = 0; i <= all.length; i++) {
    if (i < all.length && all[i]!.tokenType !== Newline) continue
    if (i > from) reader.line(all.slice(from, i))
    from = i + 1
  }
  return result(file, reader.end(), lexed.groups.comments ?? [], diagnostics)
}
