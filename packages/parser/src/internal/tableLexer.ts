/**
 * The fast path's lexer, derived from the token table (`Tokens.ts`, `allTokens`) when first used: it matches as
 * chevrotain's lexer does (at each offset the first token type in table order whose pattern matches; a keyword only
 * when its `longer_alt` does not match longer; skipped and grouped tokens as their `group` says) without building
 * chevrotain's lexer, whose construction and analysis cost about 60 ms of a cold one-file run.
 *
 * How it stays fast and exact: at each character only the patterns that may start with it are tried, in table order
 * (`firstChars`); a pattern of single characters and classes is scanned with character tables, others are tried
 * sticky without a match array (`patternSource.ts`); and the run of literal tokens right before their common
 * `longer_alt` (the keywords before `Name`) becomes one look-up of the `longer_alt`'s match, which is what
 * chevrotain's rule gives when those literals are sorted longest first and each is a whole match of the
 * `longer_alt`: `derive` checks both, and refuses a table where they do not hold.
 */
import { type CustomPatternMatcherFunc, type IToken, Lexer, type TokenPattern, type TokenType } from "chevrotain"
import { firstChars, type Scanner, scan, scannerOf } from "./patternSource.ts"

/** What the lexer gives: the tokens (line breaks included, as chevrotain's) and the comments. @category models */
export interface Lexed {
  readonly tokens: Array<IToken>
  readonly comments: Array<IToken>
}

/** A keyword's text: letters, digits, `_`, and `-` after the first (`out-of-service`); no regexp syntax. */
const literalOf = (pattern: TokenPattern | undefined): string | undefined =>
  pattern instanceof RegExp && pattern.flags === "" && /^[A-Za-z0-9_][A-Za-z0-9_-]*$/.test(pattern.source)
    ? pattern.source
    : undefined

const longerAltOf = (type: TokenType): TokenType | undefined => {
  const alt = type.LONGER_ALT
  return Array.isArray(alt) ? (alt.length === 1 ? alt[0] : undefined) : alt
}

const charCodes = (hint: ReadonlyArray<string | number>): ReadonlySet<number> =>
  new Set(hint.map((c) => (typeof c === "string" ? c.charCodeAt(0) : c)))

/** Where a token type's tokens go. */
const Group = { tokens: 0, comments: 1, skipped: 2 } as const
type Group = (typeof Group)[keyof typeof Group]

const groupOf = (type: TokenType): Group =>
  type.GROUP === Lexer.SKIPPED ? Group.skipped : type.GROUP === "comments" ? Group.comments : Group.tokens

/**
 * What a token is made with, read once from its type (token types vary in shape, so reading them in the loop is a
 * slow, megamorphic read).
 */
interface Kind {
  readonly type: TokenType
  readonly tokenTypeIdx: number
  readonly group: Group
}

/** A matcher (one shape for all: `Matcher`). */
const matcher = (type: TokenType, fields: Omit<Matcher, keyof Kind>): Matcher => ({
  type,
  tokenTypeIdx: type.tokenTypeIdx!,
  group: groupOf(type),
  scanner: fields.scanner,
  regexp: fields.regexp,
  exec: fields.exec,
  startChars: fields.startChars,
  keywords: fields.keywords
})

/** A keyword folded into its `longer_alt`: its text is the image of its tokens (no slice of the input). */
interface Keyword extends Kind {
  readonly text: string
}

/** The keywords folded into one matcher, by first character and length: slot `first * stride + length`. */
interface Keywords {
  readonly stride: number
  readonly slots: ReadonlyArray<ReadonlyArray<Keyword> | undefined>
}

/** The look-up table of keywords, dense (a sparse array would be a slow dictionary). */
const keywordTable = (keywords: ReadonlyArray<Keyword>): Keywords => {
  const stride = Math.max(...keywords.map((k) => k.text.length)) + 1
  const slots: Array<Array<Keyword> | undefined> = Array.from({ length: 128 * stride }, () => undefined)
  for (const keyword of keywords) {
    const slot = keyword.text.charCodeAt(0) * stride + keyword.text.length
    slots[slot] = [...(slots[slot] ?? []), keyword]
  }
  return { stride, slots }
}

/** The keyword that the match `offset`…`end` is exactly, if any (keywords are ASCII: `literalOf`). */
const keywordAt = (keywords: Keywords, text: string, offset: number, end: number): Keyword | undefined => {
  const first = text.charCodeAt(offset)
  const length = end - offset
  if (first >= 128 || length >= keywords.stride) return undefined
  const candidates = keywords.slots[first * keywords.stride + length]
  if (candidates === undefined) return undefined
  next: for (let i = 0; i < candidates.length; i++) {
    // compared code by code: `startsWith` is a call into the runtime, slower for words this short
    const keyword = candidates[i]!.text
    for (let j = 1; j < length; j++) if (keyword.charCodeAt(j) !== text.charCodeAt(offset + j)) continue next
    return candidates[i]
  }
  return undefined
}

/**
 * One token type of the table, matched in the cheapest way its pattern allows: a scanner of character tables
 * (`patternSource.ts`), else its regexp tried sticky (`test` and `lastIndex`, no match array), else its custom
 * `exec`. One shape for all, so that the loop reads them monomorphically.
 */
interface Matcher extends Kind {
  readonly scanner: Scanner | undefined
  readonly regexp: RegExp | undefined
  readonly exec: CustomPatternMatcherFunc | undefined
  /** What a match may start with (`firstChars`, or a custom pattern's `start_chars_hint`); anywhere when not known. */
  readonly startChars: ReadonlySet<number> | undefined
  /** The literal token types folded into this one, their `longer_alt` (the keywords before `Name`). */
  readonly keywords: Keywords | undefined
}

/** The matchers of a token table, in table order; throws where the table uses what this lexer does not do. */
const derive = (table: ReadonlyArray<TokenType>): ReadonlyArray<Matcher> => {
  const matchers: Array<Matcher> = []
  let literals: { alt: TokenType; keywords: Array<Keyword>; lastLength: number } | undefined
  for (const type of table) {
    const pattern = type.PATTERN
    if (pattern === Lexer.NA) continue
    if (type.GROUP !== undefined && type.GROUP !== Lexer.SKIPPED && type.GROUP !== "comments")
      throw new Error(`${type.name}: a group other than comments`)
    const literal = literalOf(pattern)
    const alt = longerAltOf(type)
    if (literal !== undefined && alt !== undefined) {
      // A keyword: folded into the look-up of its `longer_alt`, which must come right after the run.
      if (literals !== undefined && literals.alt !== alt)
        throw new Error(`${type.name}: literals before two longer_alt`)
      literals ??= { alt, keywords: [], lastLength: Number.POSITIVE_INFINITY }
      if (literal.length > literals.lastLength) throw new Error(`${type.name}: literals are not sorted longest first`)
      if (!new RegExp(`^(?:${(alt.PATTERN as RegExp).source})$`).test(literal))
        throw new Error(`${type.name}: not a whole match of ${alt.name}`)
      literals.lastLength = literal.length
      literals.keywords.push({ type, tokenTypeIdx: type.tokenTypeIdx!, group: groupOf(type), text: literal })
      continue
    }
    if (literals !== undefined && literals.alt !== type)
      throw new Error(`${type.name}: comes between literals and their longer_alt`)
    if (pattern instanceof RegExp) {
      if (pattern.flags !== "" || alt !== undefined) throw new Error(`${type.name}: flags or longer_alt on a pattern`)
      const scanner = scannerOf(pattern.source)
      matchers.push(
        matcher(type, {
          scanner,
          regexp: scanner === undefined ? new RegExp(pattern.source, "y") : undefined,
          exec: undefined,
          startChars: firstChars(pattern.source),
          keywords: literals && keywordTable(literals.keywords)
        })
      )
      literals = undefined
    } else if (typeof pattern === "object" && pattern !== null && "exec" in pattern) {
      const hint = type.START_CHARS_HINT
      matchers.push(
        matcher(type, {
          scanner: undefined,
          regexp: undefined,
          exec: pattern.exec as CustomPatternMatcherFunc,
          startChars: hint === undefined ? undefined : charCodes(hint),
          keywords: undefined
        })
      )
    } else throw new Error(`${type.name}: a pattern this lexer does not match`)
  }
  if (literals !== undefined) throw new Error("literals without their longer_alt")
  return matchers
}

/** The token as chevrotain's lexer gives it, with offsets only (its lines and columns are read by nothing). */
const token = (kind: Kind, image: string, startOffset: number): IToken =>
  ({
    image,
    startOffset,
    endOffset: startOffset + image.length - 1,
    tokenTypeIdx: kind.tokenTypeIdx,
    tokenType: kind.type
  }) as IToken

/** The groups argument of a custom pattern (ours read none: one object for every call). */
const noGroups = {}

/**
 * A lexer for a token table. Only the `comments` group is kept apart; skipped tokens are dropped.
 *
 * @category lexer
 */
export interface TableLexer {
  /** Text → tokens and comments, or `undefined` at a character no token matches (chevrotain's lexer reports it). */
  readonly tokenize: (text: string) => Lexed | undefined
  /**
   * The same, each line's tokens (not empty, its `lineBreak` token left out) handed to `onLine` as soon as the line
   * ends, so that they need not outlive it: the comments, or `undefined` at a character no token matches (`onLine`
   * may have had the lines before it).
   */
  readonly lines: (
    text: string,
    lineBreak: TokenType,
    onLine: (tokens: Array<IToken>) => void
  ) => Array<IToken> | undefined
}

/** @category lexer */
export const tableLexer = (table: ReadonlyArray<TokenType>): TableLexer => {
  const matchers = derive(table)
  const candidatesAt = (code: number): ReadonlyArray<Matcher> =>
    matchers.filter((m) => m.startChars === undefined || m.startChars.has(code))
  // By ASCII code: the matchers that may match where it stands, in table order.
  const byAscii = Array.from({ length: 128 }, (_, code) => candidatesAt(code))
  const run = (
    text: string,
    lineBreak: TokenType | undefined,
    onLine: (tokens: Array<IToken>) => void
  ): Lexed | undefined => {
    // the tokens so far: of the file, or of the line when lines are handed on
    let tokens: Array<IToken> = []
    const comments: Array<IToken> = []
    let offset = 0
    next: while (offset < text.length) {
      const code = text.charCodeAt(offset)
      const candidates = code < 128 ? byAscii[code]! : candidatesAt(code)
      for (let m = 0; m < candidates.length; m++) {
        const matcher = candidates[m]!
        let end = -1
        let image: string | undefined
        if (matcher.scanner !== undefined) end = scan(matcher.scanner, text, offset)
        else if (matcher.regexp !== undefined) {
          const regexp = matcher.regexp
          regexp.lastIndex = offset
          if (regexp.test(text) && regexp.lastIndex > offset) end = regexp.lastIndex
        } else {
          // an empty match is none: it would never move on
          const found = matcher.exec!(text, offset, tokens, noGroups)
          if (found !== null && found[0] !== "") {
            image = found[0]
            end = offset + image.length
          }
        }
        if (end === -1) continue
        if (matcher.group !== Group.skipped) {
          const keyword = matcher.keywords && keywordAt(matcher.keywords, text, offset, end)
          const kind = keyword ?? matcher
          if (kind.type === lineBreak) {
            if (tokens.length > 0) onLine(tokens)
            tokens = []
          } else {
            const t = token(kind, keyword?.text ?? image ?? text.slice(offset, end), offset)
            ;(kind.group === Group.comments ? comments : tokens).push(t)
          }
        }
        offset = end
        continue next
      }
      return undefined
    }
    if (lineBreak !== undefined && tokens.length > 0) onLine(tokens)
    return { tokens, comments }
  }
  return {
    tokenize: (text) => run(text, undefined, () => {}),
    lines: (text, lineBreak, onLine) => run(text, lineBreak, onLine)?.comments
  }
}
