/**
 * JSON with the position of every value and key, for diagnostics at `file:line:col` in podscenario.config.json.
 * `JSON.parse` gives values only (and, for a syntax error, a message whose wording differs between Node versions),
 * so this is a small recursive-descent reader of RFC 8259 JSON. Its strings and numbers are decoded by `JSON.parse`.
 */
import type { Span } from "@podscenario/diagnostics"

/** A JSON value with its span; objects keep their entries in order, with each key's span. */
export type Node =
  | { readonly kind: "object"; readonly span: Span.Span; readonly entries: ReadonlyArray<Entry> }
  | { readonly kind: "array"; readonly span: Span.Span; readonly items: ReadonlyArray<Node> }
  | { readonly kind: "string"; readonly span: Span.Span; readonly value: string }
  | { readonly kind: "number"; readonly span: Span.Span; readonly value: number }
  | { readonly kind: "boolean"; readonly span: Span.Span; readonly value: boolean }
  | { readonly kind: "null"; readonly span: Span.Span }

export interface Entry {
  readonly key: string
  readonly keySpan: Span.Span
  readonly value: Node
}

/** A syntax error: what was expected, at which span. */
export interface SyntaxError {
  readonly message: string
  readonly span: Span.Span
}

class Failed {
  readonly error: SyntaxError
  constructor(error: SyntaxError) {
    this.error = error
  }
}

const stringPattern = /"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/y
const numberPattern = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
const wordPattern = /true|false|null/y

/** Parses `text` as one JSON value. */
export const parse = (text: string): { readonly node: Node } | { readonly error: SyntaxError } => {
  let at = 0
  const fail = (message: string, length = 1): never => {
    throw new Failed({ message, span: { start: at, end: Math.min(text.length, at + length) } })
  }
  const skip = () => {
    while (at < text.length && " \t\n\r".includes(text[at]!)) at++
  }
  const match = (pattern: RegExp): string | undefined => {
    pattern.lastIndex = at
    const found = pattern.exec(text)?.[0]
    if (found !== undefined) at += found.length
    return found
  }
  const found = () => (at >= text.length ? "the end of the file" : `\`${text[at]}\``)
  const value = (): Node => {
    skip()
    const start = at
    const c = text[at]
    if (c === "{") return object()
    if (c === "[") return array()
    if (c === '"') {
      const raw = match(stringPattern) ?? fail("unterminated or invalid string")
      return { kind: "string", span: { start, end: at }, value: JSON.parse(raw) as string }
    }
    const number = match(numberPattern)
    if (number !== undefined) return { kind: "number", span: { start, end: at }, value: Number(number) }
    const word = match(wordPattern)
    if (word === "null") return { kind: "null", span: { start, end: at } }
    if (word !== undefined) return { kind: "boolean", span: { start, end: at }, value: word === "true" }
    return fail(`expected a value, found ${found()}`)
  }
  const object = (): Node => {
    const start = at++
    const entries: Array<Entry> = []
    skip()
    if (text[at] === "}") return { kind: "object", span: { start, end: ++at }, entries }
    for (;;) {
      skip()
      const keyStart = at
      if (text[at] !== '"') fail(`expected a key in double quotes, found ${found()}`)
      const key = JSON.parse(match(stringPattern) ?? fail("unterminated or invalid string")) as string
      const keySpan = { start: keyStart, end: at }
      skip()
      if (text[at] !== ":") fail(`expected \`:\` after the key, found ${found()}`)
      at++
      entries.push({ key, keySpan, value: value() })
      skip()
      if (text[at] === "}") return { kind: "object", span: { start, end: ++at }, entries }
      if (text[at] !== ",") fail(`expected \`,\` or \`}\`, found ${found()}`)
      at++
      skip()
      if (text[at] === "}") fail("no comma after the last entry")
    }
  }
  const array = (): Node => {
    const start = at++
    const items: Array<Node> = []
    skip()
    if (text[at] === "]") return { kind: "array", span: { start, end: ++at }, items }
    for (;;) {
      items.push(value())
      skip()
      if (text[at] === "]") return { kind: "array", span: { start, end: ++at }, items }
      if (text[at] !== ",") fail(`expected \`,\` or \`]\`, found ${found()}`)
      at++
      skip()
      if (text[at] === "]") fail("no comma after the last item")
    }
  }
  try {
    const node = value()
    skip()
    if (at < text.length) fail(`expected the end of the file after the value, found ${found()}`)
    return { node }
  } catch (error) {
    if (error instanceof Failed) return { error: error.error }
    throw error
  }
}
