/**
 * The token table (chevrotain's tutorial, step 1): keywords with `longer_alt: Name` so that `runs-app` is a name,
 * longer keywords first (`runs` before `run`), and two custom tokens that make the language line-oriented:
 *
 * - `YamlBlock`: after `pod NAME:`, `kubelet:` or `cluster:`, every following line indented deeper than the opening
 *   line's first character (language reference §1). The token starts at the line break after the `:`.
 * - `TableRow`: a line whose first non-blank character is `|` (an `examples:` row), up to the end of the line.
 */
import { createToken, type IToken, Lexer, type TokenType } from "chevrotain"
import { isLineBreak, lineStartOf } from "./internal/lines.ts"

/** Names, API values, signals: `app`, `init-db`, `Running`, `SIGTERM`. @category tokens */
export const Name = createToken({
  name: "Name",
  pattern: /[A-Za-z_][A-Za-z0-9_.-]*/,
  label: "a name"
})

/** Every keyword belongs to this category. @category tokens */
export const Keyword = createToken({ name: "Keyword", pattern: Lexer.NA })

/** The keywords, in the language's spelling. @category tokens */
export const keywordTexts = [
  "scenario",
  "pod",
  "from",
  "node",
  "kubernetes",
  "kubelet",
  "cluster",
  "container",
  "exits",
  "after",
  "on",
  "run",
  "runs",
  "is",
  "OOM",
  "killed",
  "stops",
  "ignores",
  "startup",
  "liveness",
  "readiness",
  "of",
  "succeeds",
  "fails",
  "errors",
  "postStart",
  "preStop",
  "takes",
  "image",
  "pull",
  "at",
  "condition",
  "scheduling",
  "gate",
  "removed",
  "scheduled",
  "to",
  "deleted",
  "with",
  "grace",
  "force",
  "evicted",
  "preempted",
  "recovers",
  "reboots",
  "updated",
  "expect",
  "until",
  "by",
  "eventually",
  "throughout",
  "never",
  "end",
  "times",
  "phase",
  "running",
  "ready",
  "not",
  "restarts",
  "waiting",
  "reason",
  "terminated",
  "exit",
  "status",
  "starts",
  "signal",
  "event",
  "for",
  "last",
  "order",
  "golden",
  "examples",
  "sweep",
  "step",
  "bisect",
  "sometime",
  "started",
  "least",
  "most",
  "message",
  "contains",
  "absent",
  "and",
  "becomes",
  "probe",
  "out",
  "the",
  "time",
  "resized",
  "resources",
  "requests",
  "limits",
  "cpu",
  "memory",
  "shuts",
  "down",
  "tainted",
  "out-of-service",
  "soft",
  "disk",
  "pid"
] as const

/** @category models */
export type KeywordText = (typeof keywordTexts)[number]

/** `reboots` → `Reboots`, `out-of-service` → `OutOfService`: an identifier for the CST. */
const tokenName = (text: string): string =>
  text
    .split("-")
    .map((part) => `${part[0]!.toUpperCase()}${part.slice(1)}`)
    .join("")

/** Keyword token types by their text. @category tokens */
export const keywords: Readonly<Record<KeywordText, TokenType>> = Object.fromEntries(
  keywordTexts.map((text) => [
    text,
    createToken({
      name: text === "OOM" ? "Oom" : tokenName(text),
      pattern: new RegExp(text),
      // What chevrotain would find by parsing the pattern (its first-character optimisation), without parsing it.
      start_chars_hint: [text[0]!],
      longer_alt: Name,
      categories: [Keyword],
      label: text
    })
  ])
) as Record<KeywordText, TokenType>

/** @category tokens */
export const WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /[ \t]+/,
  group: Lexer.SKIPPED
})

/** `# …` to the end of the line; kept in the `comments` group for the printer. @category tokens */
export const Comment = createToken({
  name: "Comment",
  pattern: /#[^\r\n]*/,
  group: "comments"
})

/** @category tokens */
export const Newline = createToken({
  name: "Newline",
  pattern: /\r\n|\r|\n/,
  line_breaks: true,
  label: "end of line"
})

const indentOf = (text: string, lineStart: number): number => {
  let i = lineStart
  while (text[i] === " " || text[i] === "\t") i++
  return i - lineStart
}

/** The token types that may open a YAML block with a trailing `:`. */
const blockOpeners: ReadonlySet<TokenType> = new Set([keywords.pod, keywords.kubelet, keywords.cluster])

/** Whether `text` from `from` to `to` is only whitespace (as `trim` counts it), without a slice for plain ASCII. */
const isBlank = (text: string, from: number, to: number): boolean => {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i)
    if (c >= 128) return text.slice(i, to).trim().length === 0
    if (c !== 32 && c !== 9 && c !== 11 && c !== 12) return false
  }
  return true
}

/** The text last searched for `\r`, and whether it has none (most files). */
let lastText: { readonly text: string; readonly withoutReturns: boolean } | undefined

/** Where the line that starts at `pos` ends: at its line break, or at the end of the text. */
const lineEndOf = (text: string, pos: number): number => {
  if (lastText?.text !== text) lastText = { text, withoutReturns: !text.includes("\r") }
  if (lastText.withoutReturns) {
    // one search in the runtime instead of a step of this loop a character
    const lineBreak = text.indexOf("\n", pos)
    return lineBreak < 0 ? text.length : lineBreak
  }
  let end = pos
  while (end < text.length && !isLineBreak(text.charCodeAt(end))) end++
  return end
}

/**
 * Where a YAML block that starts at the line break `offset` ends: after the last following line indented deeper than
 * `openerIndent` (blank lines inside the block belong to it, trailing blank lines do not); `offset` when there is
 * none.
 */
const yamlBlockEnd = (text: string, offset: number, openerIndent: number): number => {
  let end = offset
  let pos = offset
  while (pos < text.length) {
    // step over one line break
    pos += text[pos] === "\r" && text[pos + 1] === "\n" ? 2 : 1
    const lineEnd = lineEndOf(text, pos)
    if (isBlank(text, pos, lineEnd)) {
      pos = lineEnd
      if (pos >= text.length) break
      continue
    }
    if (indentOf(text, pos) <= openerIndent) break
    end = lineEnd
    pos = lineEnd
    if (pos >= text.length) break
  }
  return end
}

/** Matches a YAML block at a line break that follows `pod NAME:`, `kubelet:` or `cluster:` on the same line. */
const matchYamlBlock = (text: string, offset: number, tokens: Array<IToken>): [string] | null => {
  if (!isLineBreak(text.charCodeAt(offset))) return null
  const colon = tokens.at(-1)
  // token types compared by identity: reading `.name` sees every token type's shape, a slow read
  if (colon === undefined || colon.tokenType !== Colon) return null
  const openerLine = lineStartOf(text, colon.startOffset)
  let first: IToken | undefined
  for (let i = tokens.length - 1; i >= 0 && tokens[i]!.startOffset >= openerLine; i--) first = tokens[i]
  if (first === undefined || !blockOpeners.has(first.tokenType)) return null
  const end = yamlBlockEnd(text, offset, indentOf(text, openerLine))
  return end === offset ? null : [text.slice(offset, end)]
}

/** A YAML block, from the line break after the opening `:` to the end of its last line. @category tokens */
export const YamlBlock = createToken({
  name: "YamlBlock",
  pattern: {
    exec: (text: string, offset: number, tokens: Array<IToken>) => matchYamlBlock(text, offset, tokens)
  },
  line_breaks: true,
  start_chars_hint: ["\n", "\r"],
  label: "an indented YAML block"
})

/** The text of a table row that starts with the `|` at `offset`: up to the end of the line, trailing blanks left out. */
const tableRowImage = (text: string, offset: number): string => {
  let end = offset
  while (end < text.length && !isLineBreak(text.charCodeAt(end))) end++
  return text.slice(offset, end).trimEnd()
}

const matchTableRow = (text: string, offset: number): [string] | null => {
  if (text[offset] !== "|") return null
  const lineStart = lineStartOf(text, offset)
  if (text.slice(lineStart, offset).trim().length > 0) return null
  return [tableRowImage(text, offset)]
}

/** One row of an `examples:` table: `| Always | Running |`. @category tokens */
export const TableRow = createToken({
  name: "TableRow",
  pattern: {
    exec: (text: string, offset: number) => matchTableRow(text, offset)
  },
  line_breaks: false,
  start_chars_hint: ["|"],
  label: "a table row `| … |`"
})

/** A double-quoted string; an unterminated one is still a token (the lexer pass reports it). @category tokens */
export const StringLiteral = createToken({
  name: "StringLiteral",
  pattern: /"(?:[^"\\\r\n]|\\.)*"?/,
  label: "a string"
})

/** `@restart` @category tokens */
export const Tag = createToken({
  name: "Tag",
  pattern: /@[A-Za-z0-9_][A-Za-z0-9_:.-]*/,
  label: "a tag"
})

/** `<policy>`: a column of the `examples:` table. @category tokens */
export const Placeholder = createToken({
  name: "Placeholder",
  pattern: /<[A-Za-z_][A-Za-z0-9_-]*>/,
  label: "a placeholder"
})

/**
 * `1m30s`, `250ms`, `30d`. Any digits followed by letters lex as a duration, so that `5x`, `30s1m` or `1.5s` get a
 * precise "invalid duration" diagnostic instead of a syntax error.
 *
 * @category tokens
 */
export const DurationLiteral = createToken({
  name: "DurationLiteral",
  pattern: /\d+(?:\.\d+)?[A-Za-z][A-Za-z0-9.]*/,
  label: "a duration (5s, 1m30s)"
})

/** A release, `1.33` (and `1.33.2`): after `DurationLiteral`, which takes `1.5s`. @category tokens */
export const VersionLiteral = createToken({
  name: "VersionLiteral",
  pattern: /\d+(?:\.\d+)+/,
  label: "a Kubernetes version (1.33)"
})

/**
 * `2nd`, `1st`, `11th`: the N of `for the Nth time`. Any digits with one of the four suffixes, so that `2th` gets a
 * precise diagnostic (`ToAst.ts`) rather than a syntax error.
 *
 * @category tokens
 */
export const OrdinalLiteral = createToken({
  name: "OrdinalLiteral",
  pattern: /\d+(?:st|nd|rd|th)(?![A-Za-z0-9.])/,
  label: "an ordinal (1st, 2nd, 3rd, 4th)"
})

/** A whole number; `-1` lexes too, so that it gets "is negative" instead of a lexical error. @category tokens */
export const IntegerLiteral = createToken({
  name: "IntegerLiteral",
  pattern: /-?\d+/,
  label: "a number"
})

/**
 * `>=`, `<=`, `>`, `<`, and the operators people try (`==`, `=`, `=>`, `!=`), so that one that does not exist gets a
 * diagnostic naming the ones that do.
 *
 * @category tokens
 */
export const Comparison = createToken({
  name: "Comparison",
  pattern: /[<>!=]=|=>|[<>=]/,
  label: "a comparison (>=, <=, >, <)"
})

/** @category tokens */
export const DotDot = createToken({
  name: "DotDot",
  pattern: /\.\./,
  label: "`..`"
})

/** @category tokens */
export const Slash = createToken({
  name: "Slash",
  pattern: /\//,
  label: "`/`"
})

/** @category tokens */
export const Colon = createToken({ name: "Colon", pattern: /:/, label: "`:`" })

/** @category tokens */
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "`,`" })

/** Keywords, longest first, so that `runs` is not read as `run` + `s`. */
const keywordTokens = [...keywordTexts]
  .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
  .map((text) => keywords[text])

/** Every token type, in matching order. @category tokens */
export const allTokens: ReadonlyArray<TokenType> = [
  WhiteSpace,
  Comment,
  YamlBlock,
  Newline,
  TableRow,
  StringLiteral,
  Tag,
  Placeholder,
  OrdinalLiteral,
  DurationLiteral,
  VersionLiteral,
  IntegerLiteral,
  Comparison,
  DotDot,
  Slash,
  Colon,
  Comma,
  Keyword,
  ...keywordTokens,
  Name
]

/**
 * Builds a lexer. The token table's validations (chevrotain's `validatePatterns`, a few tens of ms) are skipped
 * unless asked for: `test/Tokens.test.ts` builds one with them, so a mistake in the table still fails a test.
 *
 * @category lexer
 */
export const makeLexer = (options: { readonly validate?: boolean } = {}): Lexer =>
  new Lexer([...allTokens], {
    // "full" for the tokens' `endOffset`, which the parser's node locations are built from.
    positionTracking: "full",
    ensureOptimizations: false,
    skipValidations: options.validate !== true
  })

let lexerInstance: Lexer | undefined

/**
 * The lexer, built on first use (a singleton: chevrotain lexers are stateless between `tokenize` calls), so that
 * loading the module costs nothing (`podscenario --help` never lexes).
 *
 * @category lexer
 */
export const lexer = (): Lexer => {
  lexerInstance ??= makeLexer()
  return lexerInstance
}

/** Whether a token type is a keyword. @category predicates */
export const isKeyword = (type: TokenType): boolean => type.CATEGORIES?.includes(Keyword) === true

/** How a token type is named in "expected …" messages. @category accessors */
export const describe = (type: TokenType): string =>
  typeof type.LABEL === "string" ? type.LABEL : type.name === "EOF" ? "end of line" : type.name
