/**
 * The fast path for valid input: a hand-written lexer that gives chevrotain's tokens (`Tokens.ts`), and the line
 * parser `pnpm gen` generates from the grammar (`generated/lineParser.ts`), whose tree `ToAst.ts` turns into the
 * statement as it does chevrotain's. Chevrotain parses whatever this module does not accept, so every diagnostic
 * still comes from it; a valid file never builds the chevrotain lexer or parser (60–80 ms of a cold one-file run).
 * `test/FastParse.test.ts` checks both paths give equal results over the corpora, the scenarios, the bench input and
 * generated text.
 *
 * - `tokenize` gives up (`undefined`) on a character no token matches; the chevrotain lexer then reports it.
 * - `parseLine` gives up on a line that is not a statement; the chevrotain parser then explains why (or, with a
 *   `<placeholder>` in it, the line is a template: see `parse.ts`).
 */
import type { Diagnostic, SourceFile } from "@podscenario/diagnostics"
import type { IToken, TokenType } from "chevrotain"
import type * as Ast from "../Ast.ts"
import { parseStatement } from "../generated/lineParser.ts"
import { isUnterminated, toStatement } from "../ToAst.ts"
import {
  Colon,
  Comma,
  Comment,
  Comparison,
  DotDot,
  DurationLiteral,
  IntegerLiteral,
  keywords as K,
  Name,
  Newline,
  OrdinalLiteral,
  Placeholder,
  Slash,
  StringLiteral,
  TableRow,
  Tag,
  tableRowImage,
  VersionLiteral,
  YamlBlock,
  yamlBlockEnd
} from "../Tokens.ts"

// ---------------------------------------------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------------------------------------------

/** What the lexer gives: the tokens (line breaks included, as chevrotain's) and the comments. */
export interface Lexed {
  readonly tokens: Array<IToken>
  readonly comments: Array<IToken>
}

/** The offsets of chevrotain's tokens (its lexer adds lines and columns, which nothing reads). */
const token = (tokenType: TokenType, image: string, startOffset: number): IToken =>
  ({
    image,
    startOffset,
    endOffset: startOffset + image.length - 1,
    tokenTypeIdx: tokenType.tokenTypeIdx!,
    tokenType
  }) as IToken

const keywordTypes: ReadonlyMap<string, TokenType> = new Map(Object.entries(K))
const openers: ReadonlySet<TokenType> = new Set([K.pod, K.kubelet, K.cluster])

const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isWordStart = (c: number): boolean => isLetter(c) || c === 95
/** `[A-Za-z0-9_]` */
const isWordChar = (c: number): boolean => isWordStart(c) || isDigit(c)
const isBlank = (c: number): boolean => c === 32 || c === 9
const isNotLineBreak = (c: number): boolean => c !== 10 && c !== 13
/** What `.` does not match in a regexp without the `s` flag. */
const isLineTerminator = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029

const scan = (text: string, from: number, accept: (c: number) => boolean): number => {
  let i = from
  while (i < text.length && accept(text.charCodeAt(i))) i++
  return i
}

/** `[A-Za-z_][A-Za-z0-9_.-]*`, the `Name` pattern (after its first character). */
const isNameChar = (c: number): boolean => isWordChar(c) || c === 46 || c === 45
/** `[A-Za-z0-9_:.-]`, the rest of a `Tag`. */
const isTagChar = (c: number): boolean => isNameChar(c) || c === 58
/** `[A-Za-z0-9_-]`, the rest of a `Placeholder`. */
const isPlaceholderChar = (c: number): boolean => isWordChar(c) || c === 45
/** `[A-Za-z0-9.]`, the rest of a `DurationLiteral`. */
const isDurationChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === 46

/** The end of `"(?:[^"\\\r\n]|\\.)*"?` from the opening quote at `start`. */
const stringEnd = (text: string, start: number): number => {
  let i = start + 1
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 34) return i + 1
    if (c === 92) {
      if (i + 1 >= text.length || isLineTerminator(text.charCodeAt(i + 1))) return i
      i += 2
    } else if (c === 10 || c === 13) return i
    else i++
  }
  return i
}

const ordinalSuffixes: ReadonlySet<string> = new Set(["st", "nd", "rd", "th"])

/**
 * `\d+(?:st|nd|rd|th)` not followed by `[A-Za-z0-9.]` (an ordinal), `\d+(?:\.\d+)?[A-Za-z][A-Za-z0-9.]*` (a duration),
 * else `\d+(?:\.\d+)+` (a version), else `\d+` (an integer), from the digit at `start`.
 */
const numberToken = (text: string, start: number): IToken => {
  const digits = scan(text, start, isDigit)
  const suffix = text.slice(digits, digits + 2)
  if (ordinalSuffixes.has(suffix) && !isDurationChar(text.charCodeAt(digits + 2)))
    return token(OrdinalLiteral, text.slice(start, digits + 2), start)
  let unit = digits
  if (text.charCodeAt(digits) === 46 && isDigit(text.charCodeAt(digits + 1))) {
    const fraction = scan(text, digits + 1, isDigit)
    // The regexp backtracks over an optional fraction that no letter follows.
    if (isLetter(text.charCodeAt(fraction))) unit = fraction
  }
  if (!isLetter(text.charCodeAt(unit))) {
    let end = digits
    while (text.charCodeAt(end) === 46 && isDigit(text.charCodeAt(end + 1))) end = scan(text, end + 1, isDigit)
    return token(end === digits ? IntegerLiteral : VersionLiteral, text.slice(start, end), start)
  }
  return token(DurationLiteral, text.slice(start, scan(text, unit + 1, isDurationChar)), start)
}

/** Where the `<placeholder>` that starts at `start` ends (after its `>`), if one does. */
const placeholderEnd = (text: string, start: number): number | undefined => {
  const end = scan(text, start + 2, isPlaceholderChar)
  return text.charCodeAt(end) === 62 ? end + 1 : undefined
}

/** How long the `Comparison` at `start` is, `[<>!=]=|=>|[<>=]`; 0 when there is none. */
const comparisonLength = (text: string, start: number): number => {
  const c = text[start]!
  const next = text[start + 1]
  if ("<>!=".includes(c) && next === "=") return 2
  if (c === "=" && next === ">") return 2
  return "<>=".includes(c) ? 1 : 0
}

const single: ReadonlyMap<number, TokenType> = new Map([
  [47, Slash],
  [58, Colon],
  [44, Comma]
])

/**
 * Lexes a whole file as chevrotain's lexer does with the `Tokens.ts` table (first matching token in table order,
 * keywords only when no longer name matches), or gives up on a character no token matches.
 */
export const tokenize = (text: string): Lexed | undefined => {
  const tokens: Array<IToken> = []
  const comments: Array<IToken> = []
  /** Where the current line starts in `text`, and the index of its first token in `tokens`. */
  let lineStart = 0
  let lineFirst = 0
  let i = 0
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 32 || c === 9) {
      i = scan(text, i, isBlank)
    } else if (c === 10 || c === 13) {
      // A YAML block opens at the line break after `pod NAME:`, `kubelet:` or `cluster:` (Tokens.ts, `YamlBlock`).
      const opener = tokens[lineFirst]
      if (tokens.length > lineFirst && tokens.at(-1)!.tokenType === Colon && openers.has(opener!.tokenType)) {
        // Only blanks come before a line's first token here: its column is the opening line's indentation.
        const end = yamlBlockEnd(text, i, opener!.startOffset - lineStart)
        if (end > i) {
          tokens.push(token(YamlBlock, text.slice(i, end), i))
          i = end
          continue
        }
      }
      const image = c === 13 && text.charCodeAt(i + 1) === 10 ? "\r\n" : text[i]!
      tokens.push(token(Newline, image, i))
      i += image.length
      lineStart = i
      lineFirst = tokens.length
    } else if (c === 35) {
      const end = scan(text, i, isNotLineBreak)
      comments.push(token(Comment, text.slice(i, end), i))
      i = end
    } else if (c === 124) {
      // A table row is a line's first token (only blanks before it).
      if (tokens.length > lineFirst) return undefined
      const image = tableRowImage(text, i)
      tokens.push(token(TableRow, image, i))
      i += image.length
    } else if (c === 34) {
      const end = stringEnd(text, i)
      tokens.push(token(StringLiteral, text.slice(i, end), i))
      i = end
    } else if (c === 64) {
      if (!isWordChar(text.charCodeAt(i + 1))) return undefined
      const end = scan(text, i + 2, isTagChar)
      tokens.push(token(Tag, text.slice(i, end), i))
      i = end
    } else if (c === 60 && isWordStart(text.charCodeAt(i + 1)) && placeholderEnd(text, i) !== undefined) {
      const end = placeholderEnd(text, i)!
      tokens.push(token(Placeholder, text.slice(i, end), i))
      i = end
    } else if (c === 45 && isDigit(text.charCodeAt(i + 1))) {
      const end = scan(text, i + 1, isDigit)
      tokens.push(token(IntegerLiteral, text.slice(i, end), i))
      i = end
    } else if (isDigit(c)) {
      const t = numberToken(text, i)
      tokens.push(t)
      i += t.image.length
    } else if (c === 46) {
      if (text.charCodeAt(i + 1) !== 46) return undefined
      tokens.push(token(DotDot, "..", i))
      i += 2
    } else if (isWordStart(c)) {
      const end = scan(text, i + 1, isNameChar)
      const image = text.slice(i, end)
      tokens.push(token(keywordTypes.get(image) ?? Name, image, i))
      i = end
    } else if (comparisonLength(text, i) > 0) {
      const end = i + comparisonLength(text, i)
      tokens.push(token(Comparison, text.slice(i, end), i))
      i = end
    } else {
      const type = single.get(c)
      if (type === undefined) return undefined
      tokens.push(token(type, text[i]!, i))
      i++
    }
  }
  return { tokens, comments }
}

// ---------------------------------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------------------------------

/**
 * Parses one line's tokens (not empty) into its statement, adding value diagnostics (durations, numbers, escapes) to
 * `diagnostics`; `undefined`, and nothing added, when the line is not a statement or has an unterminated string.
 */
export const parseLine = (
  file: SourceFile.SourceFile,
  tokens: ReadonlyArray<IToken>,
  diagnostics: Array<Diagnostic.Diagnostic>
): Ast.Statement | Ast.TableRow | undefined => {
  if (tokens.some(isUnterminated)) return undefined
  const cst = parseStatement({ tokens, pos: 0 })
  return cst === undefined ? undefined : toStatement(cst, { file, diagnostics })
}
