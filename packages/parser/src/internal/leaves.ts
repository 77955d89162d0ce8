/**
 * The AST's leaves, each from one token: words, durations, integers, quantities, comparisons, ordinals, strings,
 * YAML blocks and table rows. They report what only a value's text can tell (invalid durations and numbers, bad
 * string escapes) to the `Context` the CST visitor (ToAst.ts) threads through.
 */
import { Duration as CoreDuration } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile, Span } from "@podscenario/diagnostics"
import type { IToken } from "chevrotain"
import type * as Ast from "../Ast.ts"
// Token types compared by identity: a load of `.name` sees every token type's shape (they vary), a slow read.
import { DurationLiteral, IntegerLiteral, OrdinalLiteral, StringLiteral } from "../Tokens.ts"

/** What the visitor threads through: the file and the diagnostics it adds to. @category models */
export interface Context {
  readonly file: SourceFile.SourceFile
  readonly diagnostics: Array<Diagnostic.Diagnostic>
}

export const tokenSpan = (t: IToken): Span.Span => Span.make(t.startOffset, t.startOffset + t.image.length)

/** Unescapes a string token, reporting bad escapes. */
const unquote = (token: IToken, ctx: Context): string => {
  const raw = token.image
  const closed = raw.length >= 2 && raw.endsWith('"') && !raw.endsWith('\\"')
  const inner = raw.slice(1, closed ? -1 : undefined)
  // most strings escape nothing: no string built a character at a time for them
  if (!inner.includes("\\")) return inner
  let out = ""
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!
    if (c !== "\\") {
      out += c
      continue
    }
    const next = inner[i + 1] ?? ""
    if (next === '"' || next === "\\") out += next
    else {
      const at = token.startOffset + 1 + i
      ctx.diagnostics.push(Codes.invalidEscape(ctx.file, Span.make(at, at + 1 + next.length), `\\${next}`))
      out += next
    }
    i++
  }
  return out
}

/** Whether a token is a `"…"` string that lacks its closing quote. @category predicates */
export const isUnterminated = (token: IToken): boolean => {
  if (token.tokenType !== StringLiteral) return false
  const raw = token.image
  if (raw.length < 2 || !raw.endsWith('"')) return true
  let backslashes = 0
  for (let i = raw.length - 2; i > 0 && raw[i] === "\\"; i--) backslashes++
  return backslashes % 2 === 1
}

/** Why a duration's text is not a duration, or `undefined` when it is one. @category validation */
export const durationProblem = (text: string): string | undefined => {
  if (CoreDuration.parse(text) !== undefined) return undefined
  if (text.includes(".")) return "no fractions: use a smaller unit, like `1s500ms`"
  const parts = text.match(/\d+[A-Za-z]+/g) ?? []
  if (parts.join("") !== text) return "write `<integer><unit>` parts, like `1m30s`"
  const units = parts.map((p) => p.replace(/^\d+/, ""))
  const bad = units.find((u) => !["d", "h", "m", "s", "ms"].includes(u))
  if (bad !== undefined) return `unknown unit \`${bad}\`: use d, h, m, s or ms`
  return "units go largest first, each once"
}

/** Whether `text` from `from` on is one or more ASCII digits (`\d+`, without a regexp: every number is checked). */
const isDigits = (text: string, from: number): boolean => {
  if (from >= text.length) return false
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

/** Why an integer's text is not a usable number, or `undefined`. @category validation */
export const integerProblem = (text: string): string | undefined =>
  text.startsWith("-") && isDigits(text, 1)
    ? "negative: counts and codes start at 0"
    : !isDigits(text, 0)
      ? "not a whole number"
      : Number.isSafeInteger(Number(text))
        ? undefined
        : "too large"

/** A name or API value from its `Name`, `StringLiteral` or `Placeholder` token. @category leaves */
export const wordOf = (token: IToken, ctx: Context): Ast.Word => {
  const quoted = token.tokenType === StringLiteral
  return { _tag: "Word", span: tokenSpan(token), text: quoted ? unquote(token, ctx) : token.image, quoted }
}

/** A duration from its `DurationLiteral` (checked) or `Placeholder` token. @category leaves */
export const durationOf = (token: IToken, ctx: Context): Ast.Duration => {
  const problem = token.tokenType === DurationLiteral ? durationProblem(token.image) : undefined
  if (problem !== undefined)
    ctx.diagnostics.push(Codes.invalidDuration(ctx.file, tokenSpan(token), token.image, problem))
  return { _tag: "Duration", span: tokenSpan(token), text: token.image }
}

/** A quantity from its token (checked when compiling, per resource). @category leaves */
export const quantityOf = (token: IToken): Ast.Quantity => ({
  _tag: "Quantity",
  span: tokenSpan(token),
  text: token.image
})

/**
 * `cpu 500m memory 256Mi` from its keyword and quantity tokens, paired in the order written.
 *
 * @category leaves
 */
export const amountsOf = (keys: ReadonlyArray<IToken>, quantities: ReadonlyArray<Ast.Quantity>): Ast.Amounts => {
  const ordered = [...keys].sort((a, b) => a.startOffset - b.startOffset)
  const amounts = ordered.map((k, i) => ({
    resource: k.image as "cpu" | "memory",
    span: Span.make(k.startOffset, quantities[i]!.span.end),
    quantity: quantities[i]!
  }))
  return { span: Span.make(amounts[0]!.span.start, amounts.at(-1)!.span.end), amounts }
}

/** A whole number from its `IntegerLiteral` (checked) or `Placeholder` token. @category leaves */
export const integerOf = (token: IToken, ctx: Context): Ast.Integer => {
  const problem = token.tokenType === IntegerLiteral ? integerProblem(token.image) : undefined
  if (problem !== undefined) ctx.diagnostics.push(Codes.invalidNumber(ctx.file, tokenSpan(token), token.image, problem))
  return { _tag: "Integer", span: tokenSpan(token), text: token.image }
}

const comparisons: ReadonlyMap<string, Ast.Comparison> = new Map([
  [">=", ">="],
  ["<=", "<="],
  [">", ">"],
  ["<", "<"],
  ["least", "at least"],
  ["most", "at most"]
])

/**
 * How `restarts` compares, from its `Comparison` token (or the `least`/`most` of `at least`/`at most`); none is `=`.
 * An operator that does not exist (`==`, `=>`) is reported, naming the ones that do.
 *
 * @category leaves
 */
export const comparisonOf = (token: IToken | undefined, ctx: Context): Ast.Comparison => {
  if (token === undefined) return "="
  const comparison = comparisons.get(token.image)
  if (comparison !== undefined) return comparison
  ctx.diagnostics.push(Codes.unknownComparison(ctx.file, tokenSpan(token), token.image))
  return "="
}

/** Why an ordinal's text is not a usable Nth, or `undefined`. @category validation */
export const ordinalProblem = (text: string): string | undefined => {
  const match = /^(\d+)(st|nd|rd|th)$/.exec(text)
  if (match === null) return "write a number with its suffix: 1st, 2nd, 3rd, 4th"
  const n = Number(match[1])
  if (!Number.isSafeInteger(n)) return "too large"
  if (n === 0) return "happenings are counted from the 1st"
  const suffix = ordinalSuffix(n)
  return suffix === match[2] ? undefined : `write \`${n}${suffix}\``
}

/** `st`, `nd`, `rd` or `th`, as English writes the ordinal of `n`. @category validation */
export const ordinalSuffix = (n: number): string => {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return "th"
  return ["th", "st", "nd", "rd"][n % 10] ?? "th"
}

/** An ordinal from its `OrdinalLiteral` (checked) or `Placeholder` token. @category leaves */
export const ordinalOf = (token: IToken, ctx: Context): Ast.Ordinal => {
  const problem = token.tokenType === OrdinalLiteral ? ordinalProblem(token.image) : undefined
  if (problem !== undefined)
    ctx.diagnostics.push(Codes.invalidOrdinal(ctx.file, tokenSpan(token), token.image, problem))
  return { _tag: "Ordinal", span: tokenSpan(token), text: token.image }
}

/** A string from its `StringLiteral` token. @category leaves */
export const strOf = (token: IToken, ctx: Context): Ast.Str => ({
  _tag: "String",
  span: tokenSpan(token),
  value: unquote(token, ctx)
})

/** A YAML block from its token (which starts at the line break before the block). @category leaves */
export const blockOf = (token: IToken): Ast.YamlBlock => {
  const lead = token.image.startsWith("\r\n") ? 2 : 1
  const start = token.startOffset + lead
  return {
    _tag: "YamlBlock",
    span: Span.make(start, token.startOffset + token.image.length),
    text: token.image.slice(lead)
  }
}

/** A table row from its token. @category leaves */
export const tableRowOf = (token: IToken): Ast.TableRow => ({
  _tag: "TableRow",
  span: tokenSpan(token),
  cells: splitCells(token.image, token.startOffset)
})

/**
 * Splits `| a | b\|c |` into trimmed cells with their spans (`\|` and `\\` unescaped).
 *
 * @category leaves
 */
export const splitCells = (image: string, offset: number): ReadonlyArray<Ast.Cell> => {
  const cells: Array<Ast.Cell> = []
  let i = image.indexOf("|") + 1
  let cellStart = i
  let text = ""
  const push = (end: number) => {
    const raw = image.slice(cellStart, end)
    const lead = raw.length - raw.trimStart().length
    const trail = raw.length - raw.trimEnd().length
    cells.push({
      span: Span.make(offset + cellStart + lead, offset + Math.max(cellStart + lead, end - trail)),
      text: text.trim()
    })
  }
  for (; i < image.length; i++) {
    const ch = image[i]!
    if (ch === "\\" && (image[i + 1] === "|" || image[i + 1] === "\\")) {
      text += image[i + 1]
      i++
    } else if (ch === "|") {
      push(i)
      cellStart = i + 1
      text = ""
    } else text += ch
  }
  if (image.slice(cellStart).trim().length > 0) push(image.length)
  return cells
}
