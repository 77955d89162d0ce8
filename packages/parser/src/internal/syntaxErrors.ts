/**
 * What a line chevrotain rejects gets as its diagnostic: what was expected there (`computeContentAssist`, keywords
 * extended into phrases: `is OOM killed`), what was found, and help where a common mistake fits (a misspelt keyword,
 * a keyword meant as a name, an event's `after`, a table row out of place, an unquoted value).
 */
import { Codes, type Diagnostic, type SourceFile, Span, Suggest } from "@podscenario/diagnostics"
import { createTokenInstance, EOF, type IRecognitionException, type IToken, type TokenType } from "chevrotain"
import { entryRule, parser } from "../Grammar.ts"
import { Colon, describe, isKeyword, Name, Placeholder, Slash, StringLiteral, YamlBlock } from "../Tokens.ts"
import { tokenSpan } from "./leaves.ts"

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

/** One diagnostic for the first syntax error of a line. @category diagnostics */
export const syntaxError = (
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
            ? `a value with \`${token.image}\` is quoted (language reference §1): \`"${lineTextFrom(tokens, at - 1)}"\``
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
