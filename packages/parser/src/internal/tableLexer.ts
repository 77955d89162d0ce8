/**
 * The fast path's lexer, derived from the token table (`Tokens.ts`, `allTokens`) when first used: it matches as
 * chevrotain's lexer does (at each offset the first token type in table order whose pattern matches; a keyword only
 * when its `longer_alt` does not match longer; skipped and grouped tokens as their `group` says) without building
 * chevrotain's lexer, whose construction and analysis cost about 60 ms of a cold one-file run.
 *
 * How it stays fast and exact: each pattern is tried sticky, in table order, without a match array; and the run of
 * literal tokens right before their common `longer_alt` (the keywords before `Name`) becomes one look-up of the
 * `longer_alt`'s match, which is what chevrotain's rule gives when those literals are sorted longest first and each
 * is a whole match of the `longer_alt`: `derive` checks both, and refuses a table where they do not hold.
 */
import { type CustomPatternMatcherFunc, type IToken, Lexer, type TokenPattern, type TokenType } from "chevrotain"

/** What the lexer gives: the tokens (line breaks included, as chevrotain's) and the comments. @category models */
export interface Lexed {
  readonly tokens: Array<IToken>
  readonly comments: Array<IToken>
}

/** A regexp token type, matched sticky (no match array: `test` and `lastIndex`). */
interface Pattern {
  readonly _tag: "Pattern"
  readonly type: TokenType
  readonly regexp: RegExp
  /** What a match may start with (`firstChars`); anywhere when not known. */
  readonly startChars: ReadonlySet<number> | undefined
  /** The literal token types folded into this one, their `longer_alt` (the keywords before `Name`), by image. */
  readonly literals: ReadonlyMap<string, TokenType> | undefined
}

interface Custom {
  readonly _tag: "Custom"
  readonly type: TokenType
  readonly exec: CustomPatternMatcherFunc
  /** Where the pattern may match (`start_chars_hint`): anywhere when not given. */
  readonly startChars: ReadonlySet<number> | undefined
}

type Matcher = Pattern | Custom

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

/** `\d`, `\.`, … : the characters an escape outside a class stands for; `undefined` for one not read here. */
const escaped = (c: string): ReadonlyArray<number> | undefined => {
  if (c === "d") return Array.from({ length: 10 }, (_, i) => 48 + i)
  const control: Record<string, string> = { r: "\r", n: "\n", t: "\t" }
  if (control[c] !== undefined) return [control[c].charCodeAt(0)]
  return /[\\/.\-"|<>!=:,@#[\]()?*+{}^$]/.test(c) ? [c.charCodeAt(0)] : undefined
}

/** The index after the group or class that opens at `i` (`(` or `[`), escapes and classes inside skipped. */
const closing = (source: string, i: number): number => {
  const open = source[i]
  let depth = 0
  for (let j = i; j < source.length; j++) {
    const c = source[j]
    if (c === "\\") j++
    else if (open === "(" && c === "[") j = closing(source, j) - 1
    else if (c === open && (open === "(" || j === i)) depth++
    else if (c === (open === "(" ? ")" : "]") && --depth === 0) return j + 1
  }
  return source.length
}

/** The characters of a class `[…]` (not negated), or `undefined`. */
const classChars = (body: string): Set<number> | undefined => {
  if (body.startsWith("^")) return undefined
  const chars: Array<number> = []
  for (let i = 0; i < body.length; i++) {
    let c = body.charCodeAt(i)
    if (body[i] === "\\") {
      const e = escaped(body[++i]!)
      if (e === undefined) return undefined
      if (e.length !== 1) {
        chars.push(...e)
        continue
      }
      c = e[0]!
    }
    if (body[i + 1] === "-" && i + 2 < body.length) {
      const to = body.charCodeAt(i + 2)
      for (let x = c; x <= to; x++) chars.push(x)
      i += 2
    } else chars.push(c)
  }
  return new Set(chars)
}

/**
 * The characters a match of the regexp `source` may start with, read from its first atoms: alternatives, `(?:…)`
 * groups, classes, escapes, literal characters, and optional atoms (whose successors may start it too); `undefined`
 * (may start anywhere) for whatever else, or where a match may be empty.
 */
const firstChars = (source: string): Set<number> | undefined => {
  const alternatives: Array<string> = []
  let from = 0
  for (let i = 0; i < source.length; i++) {
    if (source[i] === "\\") i++
    else if (source[i] === "(" || source[i] === "[") i = closing(source, i) - 1
    else if (source[i] === "|") {
      alternatives.push(source.slice(from, i))
      from = i + 1
    }
  }
  alternatives.push(source.slice(from))
  const all = new Set<number>()
  for (const alternative of alternatives) {
    if (alternative === "") return undefined
    let atomEnd: number
    let chars: Set<number> | undefined
    if (alternative.startsWith("(?:")) {
      atomEnd = closing(alternative, 0)
      chars = firstChars(alternative.slice(3, atomEnd - 1))
    } else if (alternative[0] === "[") {
      atomEnd = closing(alternative, 0)
      chars = classChars(alternative.slice(1, atomEnd - 1))
    } else if (alternative[0] === "\\") {
      atomEnd = 2
      const e = escaped(alternative[1]!)
      chars = e === undefined ? undefined : new Set(e)
    } else if (/[.^$()*+?{}|]/.test(alternative[0]!)) return undefined
    else {
      atomEnd = 1
      chars = new Set([alternative.charCodeAt(0)])
    }
    if (chars === undefined) return undefined
    const quantifier = alternative[atomEnd]
    if (quantifier === "?" || quantifier === "*") {
      const rest = firstChars(alternative.slice(atomEnd + 1))
      if (rest === undefined) return undefined
      for (const c of rest) chars.add(c)
    } else if (quantifier === "{") return undefined
    for (const c of chars) all.add(c)
  }
  return all
}

/** The matchers of a token table, in table order; throws where the table uses what this lexer does not do. */
const derive = (table: ReadonlyArray<TokenType>): ReadonlyArray<Matcher> => {
  const matchers: Array<Matcher> = []
  let literals: { alt: TokenType; byImage: Map<string, TokenType>; lastLength: number } | undefined
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
      literals ??= { alt, byImage: new Map(), lastLength: Number.POSITIVE_INFINITY }
      if (literal.length > literals.lastLength) throw new Error(`${type.name}: literals are not sorted longest first`)
      if (!new RegExp(`^(?:${(alt.PATTERN as RegExp).source})$`).test(literal))
        throw new Error(`${type.name}: not a whole match of ${alt.name}`)
      literals.lastLength = literal.length
      literals.byImage.set(literal, type)
      continue
    }
    if (literals !== undefined && literals.alt !== type)
      throw new Error(`${type.name}: comes between literals and their longer_alt`)
    if (pattern instanceof RegExp) {
      if (pattern.flags !== "" || alt !== undefined) throw new Error(`${type.name}: flags or longer_alt on a pattern`)
      matchers.push({
        _tag: "Pattern",
        type,
        regexp: new RegExp(pattern.source, "y"),
        startChars: firstChars(pattern.source),
        literals: literals?.byImage
      })
      literals = undefined
    } else if (typeof pattern === "object" && pattern !== null && "exec" in pattern) {
      const hint = type.START_CHARS_HINT
      matchers.push({
        _tag: "Custom",
        type,
        exec: pattern.exec as CustomPatternMatcherFunc,
        startChars: hint === undefined ? undefined : charCodes(hint)
      })
    } else throw new Error(`${type.name}: a pattern this lexer does not match`)
  }
  if (literals !== undefined) throw new Error("literals without their longer_alt")
  return matchers
}

/** The token as chevrotain's lexer gives it, with offsets only (its lines and columns are read by nothing). */
const token = (type: TokenType, image: string, startOffset: number): IToken =>
  ({
    image,
    startOffset,
    endOffset: startOffset + image.length - 1,
    tokenTypeIdx: type.tokenTypeIdx!,
    tokenType: type
  }) as IToken

/** The image the last custom match made (so that `matchEnd` allocates nothing for the others). */
let customImage = ""

/** Where the match of one matcher at `offset` ends; -1 for none (an empty match is none: it would never move on). */
const matchEnd = (matcher: Matcher, text: string, offset: number, tokens: Array<IToken>): number => {
  if (matcher._tag === "Custom") {
    const found = matcher.exec(text, offset, tokens, {})
    if (found === null || found[0] === "") return -1
    customImage = found[0]
    return offset + customImage.length
  }
  const regexp = matcher.regexp
  regexp.lastIndex = offset
  return regexp.test(text) && regexp.lastIndex > offset ? regexp.lastIndex : -1
}

/**
 * A lexer for a token table: text → tokens and comments, or `undefined` at a character no token matches (chevrotain's
 * lexer then reports it). Only the `comments` group is kept apart; skipped tokens are dropped.
 *
 * @category lexer
 */
export const tableLexer = (table: ReadonlyArray<TokenType>): ((text: string) => Lexed | undefined) => {
  const matchers = derive(table)
  // By character code: the matchers that may match where it stands, in table order (built as the codes come).
  const byChar: Array<ReadonlyArray<Matcher> | undefined> = []
  const candidates = (code: number): ReadonlyArray<Matcher> =>
    (byChar[code] ??= matchers.filter((m) => m.startChars === undefined || m.startChars.has(code)))
  return (text) => {
    const tokens: Array<IToken> = []
    const comments: Array<IToken> = []
    let offset = 0
    next: while (offset < text.length) {
      for (const matcher of candidates(text.charCodeAt(offset))) {
        const end = matchEnd(matcher, text, offset, tokens)
        if (end === -1) continue
        if (matcher.type.GROUP !== Lexer.SKIPPED) {
          const image = matcher._tag === "Custom" ? customImage : text.slice(offset, end)
          const type = (matcher._tag === "Pattern" ? matcher.literals?.get(image) : undefined) ?? matcher.type
          ;(type.GROUP === "comments" ? comments : tokens).push(token(type, image, offset))
        }
        offset = end
        continue next
      }
      return undefined
    }
    return { tokens, comments }
  }
}
