/**
 * Text → `Ast.Document` + diagnostics (`Parse.ts` is the public face). Lexes the whole file, then parses it line by
 * line (a YAML block belongs to the line that opens it), so that every syntax error of the file is reported, each
 * with what was expected there and, for a misspelt keyword, a suggestion. Never throws.
 *
 * With `fast`, the fast lexer and the generated line parser (`fastParse.ts`) go first, and chevrotain takes the file
 * (lexing) or the line (parsing) they give up on. Without, chevrotain does everything: the reference the fast path is
 * tested against (`test/FastParse.test.ts`).
 */
import { Codes, Diagnostic, SourceFile, Span, Suggest } from "@podscenario/diagnostics"
import {
  createTokenInstance,
  EOF,
  type ILexingError,
  type IRecognitionException,
  type IToken,
  type TokenType
} from "chevrotain"
import type * as Ast from "../Ast.ts"
import { entryRule, parser } from "../Grammar.ts"
import { toStatement } from "../ToAst.ts"
import {
  Colon,
  describe,
  isKeyword,
  lexer,
  Name,
  Newline,
  Placeholder,
  Slash,
  StringLiteral,
  TableRow,
  YamlBlock
} from "../Tokens.ts"
import * as FastParse from "./fastParse.ts"
import { isUnterminated, tokenSpan } from "./leaves.ts"
import { lineStartOf } from "./lines.ts"

/** What parsing a file gives. */
export interface ParseResult {
  readonly document: Ast.Document
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
}

const fake = (type: TokenType): IToken => createTokenInstance(type, "", Number.NaN, Number.NaN, 0, 0, 0, 0)

/** The token types that may come after `prefix` in a statement. */
const nextTypes = (prefix: ReadonlyArray<IToken>): ReadonlyArray<TokenType> => {
  const seen = new Set<TokenType>()
  for (const path of parser().computeContentAssist(entryRule, [...prefix])) seen.add(path.nextTokenType)
  return [...seen]
}

/**
 * What may come after `prefix`, as phrases: a keyword is extended while exactly one keyword can follow it
 * (`is` → `is OOM killed`), other tokens are described (`a duration (5s, 1m30s)`).
 */
const expectedAfter = (prefix: ReadonlyArray<IToken>): { phrases: Array<string>; keywords: Array<string> } => {
  const types = nextTypes(prefix)
  const hasKeywords = types.some(isKeyword)
  const phrases: Array<string> = []
  const keywords: Array<string> = []
  for (const type of types) {
    if ((type === Slash || type === Placeholder) && hasKeywords) continue
    if (type === Placeholder && types.length > 1) continue
    if (!isKeyword(type)) {
      phrases.push(describe(type))
      continue
    }
    keywords.push(describe(type))
    let phrase = describe(type)
    let path = [...prefix, fake(type)]
    for (let i = 0; i < 2; i++) {
      const next = nextTypes(path)
      if (next.length !== 1) break
      if (next[0] === Colon) {
        phrase += ":"
        break
      }
      if (!isKeyword(next[0]!)) break
      phrase += ` ${describe(next[0]!)}`
      path = [...path, fake(next[0]!)]
    }
    phrases.push(phrase)
  }
  return { phrases: [...new Set(phrases)], keywords: [...new Set(keywords)] }
}

const foundText = (t: IToken): string => {
  switch (t.tokenType.name) {
    case "Name":
      return `word \`${t.image}\``
    case "IntegerLiteral":
      return `number \`${t.image}\``
    case "DurationLiteral":
      return `duration \`${t.image}\``
    case "StringLiteral":
      return `string ${t.image}`
    case "Placeholder":
      return `placeholder \`${t.image}\``
    case "YamlBlock":
      return "YAML block"
    case "TableRow":
      return "table row"
    default:
      return `\`${t.image}\``
  }
}

/**
 * A keyword of the line just before the error at `at` that is a name the grammar cannot tell from the keyword (`expect
 * pod becomes phase Running`, a pod named `becomes`): the first one that, quoted, makes the line parse.
 */
const keywordMeantAsName = (tokens: ReadonlyArray<IToken>, at: number): IToken | undefined => {
  const p = parser()
  // the grammar looks at most two tokens past a name to tell it from a keyword: the name is just before the error
  for (let i = Math.max(1, at - 2); i < Math.min(at, tokens.length); i++) {
    const t = tokens[i]!
    if (!isKeyword(t.tokenType)) continue
    const quoted = createTokenInstance(
      StringLiteral,
      `"${t.image}"`,
      t.startOffset,
      t.endOffset ?? t.startOffset,
      0,
      0,
      0,
      0
    )
    p.input = tokens.map((u, j) => (j === i ? quoted : u))
    p.statement()
    if (p.errors.length === 0) return t
  }
  return undefined
}

/** One diagnostic for the first syntax error of a line. */
const syntaxError = (
  file: SourceFile.SourceFile,
  tokens: ReadonlyArray<IToken>,
  error: IRecognitionException
): Diagnostic.Diagnostic => {
  const atEnd = error.token.tokenType === EOF || Number.isNaN(error.token.startOffset)
  const index = atEnd ? tokens.length : tokens.findIndex((t) => t.startOffset === error.token.startOffset)
  const at = index < 0 ? tokens.length : index
  const { keywords, phrases } = expectedAfter(tokens.slice(0, at))
  const last = tokens.at(-1)!
  const meantAsName = keywordMeantAsName(tokens, at)
  const quoteHelp =
    meantAsName &&
    `\`${meantAsName.image}\` is read as a keyword here; a name that is a keyword is quoted: \`"${meantAsName.image}"\``
  if (at >= tokens.length) {
    // A misspelt keyword that was taken for a name, e.g. `expect pod removd`.
    if (last.tokenType.name === "Name" && tokens.length > 1) {
      const before = expectedAfter(tokens.slice(0, -1))
      if (Suggest.closest(last.image, before.keywords) !== undefined) {
        return Codes.unknownWord(file, tokenSpan(last), last.image, before.phrases, before.keywords)
      }
    }
    if (phrases.includes(describe(YamlBlock))) {
      const opener = tokens
        .filter((t) => t.tokenType !== Colon)
        .map((t) => t.image)
        .join(" ")
      return Codes.emptyBlock(file, Span.make(tokens[0]!.startOffset, last.startOffset + last.image.length), opener)
    }
    const end = last.startOffset + last.image.length
    const behaviourHelp =
      phrases.includes("after") && tokens[0]!.tokenType.name !== "At"
        ? "a line without `at T` is a behaviour and says `after D`; for an event at a time, write `at T …`"
        : quoteHelp
    return Codes.incompleteStatement(file, Span.make(end, end), phrases, behaviourHelp)
  }
  const token = tokens[at]!
  const allExpected = error.name === "NotAllInputParsedException" ? [...phrases, "end of line"] : phrases
  if (quoteHelp !== undefined) {
    // what may follow the keyword read as a name, not as the keyword it is read as: the token itself is one of them
    const expected = allExpected.filter((phrase) => phrase.split(" ")[0] !== token.image)
    return Codes.unexpectedToken(file, tokenSpan(token), foundText(token), expected, quoteHelp)
  }
  if (token.tokenType.name === "Name" && keywords.length > 0) {
    return Codes.unknownWord(file, tokenSpan(token), token.image, allExpected, keywords)
  }
  // A keyword in the place of a close one: `container app exit 1` (`exits`).
  const closeKeyword = isKeyword(token.tokenType) ? Suggest.didYouMean(token.image, keywords) : undefined
  const help =
    closeKeyword !== undefined
      ? closeKeyword
      : token.tokenType.name === "TableRow"
        ? "table rows belong under an `examples:` line"
        : token.tokenType.name === "After" && tokens[0]!.tokenType.name === "At"
          ? "an event happens at its time: drop `after …`, or drop `at T` to make it a behaviour"
          : (token.tokenType === Colon || token.tokenType === Slash) &&
              at > 0 &&
              tokens[at - 1]!.tokenType.name === "Name"
            ? `a value with \`${token.image}\` is quoted (language.md §1): \`"${lineTextFrom(tokens, at - 1)}"\``
            : isKeyword(token.tokenType) && phrases.includes(describe(Name))
              ? `\`${token.image}\` is a keyword: API values keep their Kubernetes case (\`${token.image[0]!.toUpperCase()}${token.image.slice(1)}\`), and a name that is a keyword is quoted (\`"${token.image}"\`)`
              : undefined
  return Codes.unexpectedToken(file, tokenSpan(token), foundText(token), allExpected, help)
}

/** The images of the tokens from `from` to the end of the line, joined as written (no spaces in between). */
const lineTextFrom = (tokens: ReadonlyArray<IToken>, from: number): string =>
  tokens
    .slice(from)
    .map((t) => t.image)
    .join("")

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
 * Parses a whole file. Each line is parsed on its own; lines that do not parse are left out of the document, and
 * their diagnostics explain why. A line that only parses once its `<placeholders>` are filled in is kept as a
 * `Template`.
 *
 * @category parsing
 */
export const parse = (file: SourceFile.SourceFile, fast: boolean): ParseResult => {
  const diagnostics: Array<Diagnostic.Diagnostic> = []
  const lexed = lex(file.text, fast)
  for (const error of lexed.errors) {
    const span = Span.make(error.offset, error.offset + Math.max(1, error.length))
    diagnostics.push(Codes.unexpectedCharacter(file, span, file.text.slice(span.start, span.end)))
  }
  const comments: Array<Ast.Comment> = lexed.comments.map((t) => ({
    _tag: "Comment",
    span: tokenSpan(t),
    text: t.image
  }))

  // The non-empty lines' tokens, each sliced to its size (token types compared by identity: their shapes vary).
  const lines: Array<Array<IToken>> = []
  const all = lexed.tokens
  for (let i = 0, from = 0; i <= all.length; i++) {
    if (i < all.length && all[i]!.tokenType !== Newline) continue
    if (i > from) lines.push(all.slice(from, i))
    from = i + 1
  }

  const statements: Array<Ast.Statement> = []
  let inIndentedRun = false
  let examples: Ast.Examples | undefined
  let examplesIndex = -1
  for (const tokens of lines) {
    const head = tokens[0]!
    const lineStart = lineStartOf(file.text, head.startOffset)
    if (head.startOffset > lineStart && head.tokenType !== TableRow) {
      if (!inIndentedRun) diagnostics.push(Codes.unexpectedIndentation(file, tokenSpan(head)))
      inIndentedRun = true
      continue
    }
    inIndentedRun = false
    const result = parseLine(file, tokens, diagnostics, fast)
    if (result._tag === "Error") {
      diagnostics.push(result.diagnostic)
      if (head.tokenType !== TableRow) examples = undefined
      continue
    }
    if (result._tag === "Template") {
      const last = tokens.at(-1)!
      const span = Span.make(head.startOffset, last.startOffset + last.image.length)
      statements.push({ _tag: "Template", span, text: file.text.slice(span.start, span.end) })
      examples = undefined
      continue
    }
    const statement = result.statement
    if (statement._tag === "TableRow") {
      if (examples === undefined) {
        diagnostics.push(
          Codes.unexpectedToken(
            file,
            statement.span,
            "table row",
            ["a statement"],
            "table rows belong under an `examples:` line"
          )
        )
        continue
      }
      examples =
        examples.header === undefined
          ? { ...examples, header: statement }
          : { ...examples, rows: [...examples.rows, statement] }
      statements[examplesIndex] = examples
      continue
    }
    if (statement._tag === "Examples") {
      examples = statement
      examplesIndex = statements.length
    } else examples = undefined
    statements.push(statement)
  }
  return {
    document: { _tag: "Document", span: Span.make(0, file.text.length), statements, comments },
    diagnostics: Diagnostic.sort(diagnostics)
  }
}
