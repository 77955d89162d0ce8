/**
 * A YAML block or manifest file as located data, the first layer of the decoders of YamlBlocks.ts: the text parsed
 * with `yaml` (node ranges), every syntax problem (syntax, indentation, tabs, duplicate keys, alias bombs, oversized
 * input) mapped back to a line and column of the file the user wrote, and the spans of paths in the tree.
 */
import type * as PodManifest from "@podscenario/core/PodManifest"
import * as Codes from "@podscenario/diagnostics/Codes"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import type { SourceFile } from "@podscenario/diagnostics/SourceFile"
import { position } from "@podscenario/diagnostics/SourceFile"
import type { Span } from "@podscenario/diagnostics/Span"
import {
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parseAllDocuments,
  parseDocument,
  type YAMLMap
} from "yaml"
import * as Indentation from "./yamlIndentation.ts"

/** A YAML block: de-indented text, and where each of its characters is in the file. @category models */
export interface Block {
  readonly text: string
  readonly toFileOffset: (offsetInText: number) => number
}

/**
 * Bounds on what the decoders accept, so that a hostile or accidental input cannot exhaust memory or the stack.
 *
 * @category constants
 */
export const limits = {
  /** Characters of YAML in one block or manifest file. */
  maxChars: 1_000_000,
  /** `yaml`'s alias expansion budget (its default): an alias bomb stops here. */
  maxAliasCount: 100,
  /** Documents in one manifest file. */
  maxDocuments: 1_000,
  /** Nesting depth walked. */
  maxDepth: 100,
  /**
   * Collections nested in one block, counted before `yaml` parses it, flow (`[`, `{`) and block (indentation) apart:
   * a Pod needs about 10.
   */
  maxNesting: 64,
  /**
   * Wrongly indented lines in one pod block past which the rest of the block is not checked: each costs a walk of
   * the block, and a block with more is not the one its author meant.
   */
  maxRecoveredFaults: 20
} as const

/**
 * The deepest nesting of flow collections in YAML text, outside quoted strings and comments: counted before parsing,
 * because the `yaml` parser recurses and would otherwise fail on the JavaScript stack, a limit of no one's choosing.
 */
const flowNesting = (text: string): number => {
  let depth = 0
  let deepest = 0
  let quote = ""
  let comment = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (comment) {
      if (c === "\n") comment = false
    } else if (quote !== "") {
      if (c === "\\" && quote === '"') i++
      else if (c === quote) quote = ""
    } else if (c === '"' || c === "'") quote = c
    else if (c === "#" && (i === 0 || /\s/.test(text[i - 1]!))) comment = true
    else if (c === "[" || c === "{") deepest = Math.max(deepest, ++depth)
    else if ((c === "]" || c === "}") && depth > 0) depth--
  }
  return deepest
}
// ---------------------------------------------------------------------------------------------------------------
// Sources and spans

export interface Source {
  readonly file: SourceFile
  readonly text: string
  readonly toFile: (offset: number) => number
}

export const blockSource = (file: SourceFile, block: Block): Source => ({
  file,
  text: block.text,
  toFile: block.toFileOffset
})

export const fileSource = (file: SourceFile): Source => ({ file, text: file.text, toFile: (offset) => offset })

/** A span in the file for `[start, end)` of the source text (never past the first line's end when `firstLine`). */
const spanOf = (src: Source, start: number, end: number, firstLine = false): Span => {
  const last = Math.max(0, src.text.length - 1)
  const s = Math.min(Math.max(0, start), last)
  let e = Math.min(Math.max(end, s + 1), src.text.length)
  if (firstLine) {
    const newline = src.text.indexOf("\n", s)
    if (newline !== -1 && newline < e) e = Math.max(s + 1, newline)
  }
  const fileStart = src.toFile(s)
  // The character after the span maps to just after it in the file (a filled-in placeholder maps to all of it).
  const fileEnd = e < src.text.length ? src.toFile(e) : src.toFile(e - 1) + 1
  return { start: fileStart, end: Math.max(fileStart, fileEnd) }
}

export const nodeSpan = (src: Source, node: Node | null | undefined, fallback = 0): Span => {
  const range = node?.range
  return range === undefined || range === null
    ? spanOf(src, fallback, fallback + 1, true)
    : spanOf(src, range[0], range[1], true)
}

/** Where the block starts: its first line. */
export const startSpan = (src: Source): Span => {
  const first = src.text.search(/\S/)
  return spanOf(src, Math.max(0, first), src.text.length, true)
}

// ---------------------------------------------------------------------------------------------------------------
// YAML

export const parseOptions = { prettyErrors: false, uniqueKeys: false, strict: true, version: "1.2" } as const

const errorReason = (message: string): string => {
  const first = message.split("\n")[0] ?? message
  return first.replace(/ at line \d+, column \d+:?$/, "").replace(/\.$/, "")
}

/** What a line at fault could line up with, in the file's columns: `5 (\`spec\`, line 3) or 7 (…)`. */
const levelList = (src: Source, levels: ReadonlyArray<Indentation.Level>, column: number): string => {
  const places = levels.flatMap((level) => {
    const at = position(src.file, src.toFile(level.offset))
    return at.column === column ? [] : [`${at.column} (\`${entryWord(src.text, level.offset)}\`, line ${at.line})`]
  })
  return places.length < 2 ? (places[0] ?? "") : `${places.slice(0, -1).join(", ")} or ${places.at(-1)}`
}

/** The entry a line starts with: `-`, or its key. */
const entryWord = (text: string, offset: number): string => {
  if (/^[-?:](\s|$)/.test(text.slice(offset, offset + 2))) return text[offset]!
  const word = /^[^\s]*?(?=:(\s|$)|\s|$)/.exec(text.slice(offset, offset + 60))?.[0] ?? ""
  return word === "" ? text.slice(offset, offset + 1) : word
}

/**
 * Syntax errors of a document, at their place, and the lines at fault of those about indentation (one diagnostic a
 * line, as the parser may say several things about one misplaced line).
 */
interface Syntax {
  readonly diagnostics: ReadonlyArray<Diagnostic>
  /** The first character of each line at fault (indentation). */
  readonly faults: ReadonlyArray<number>
  /** Every syntax error is about a line at fault. */
  readonly onlyFaults: boolean
}

export const syntaxOf = (src: Source, doc: Document): Syntax => {
  // the first error about each line at fault, by the line's first character
  const faults = new Map<number, string>()
  for (const e of doc.errors) {
    const fault = Indentation.faultOf(src.text, e)
    if (fault !== undefined && !faults.has(fault)) faults.set(fault, errorReason(e.message))
  }
  const faultLines = new Set([...faults.keys()].map((f) => Indentation.lineAround(src.text, f)[0]))
  const levels = Indentation.levelsBefore(src.text, faultLines)
  const diagnostics: Array<Diagnostic> = []
  for (const [fault, reason] of faults) {
    const column = position(src.file, src.toFile(fault)).column
    const word = entryWord(src.text, fault)
    const lineStart = Indentation.lineAround(src.text, fault)[0]
    const columns = levelList(src, levels.get(lineStart) ?? [], column)
    diagnostics.push(
      Codes.yamlIndentation(src.file, spanOf(src, fault, fault + word.length), word, column, columns, reason)
    )
  }
  let onlyFaults = true
  for (const e of doc.errors) {
    if (faultLines.has(Indentation.lineAround(src.text, e.pos[0])[0])) continue
    if (Indentation.faultOf(src.text, e) !== undefined) continue
    onlyFaults = false
    const d = Codes.yamlSyntax(src.file, spanOf(src, e.pos[0], e.pos[1]), errorReason(e.message))
    if (e.code === "MULTIPLE_DOCS")
      diagnostics.push({
        ...d,
        message: "invalid YAML: a block holds one document",
        help: 'a multi-document manifest goes in its own file: `pod NAME from "FILE"`'
      })
    else if (e.code === "TAB_AS_INDENT") diagnostics.push({ ...d, help: "indent YAML with spaces, not tabs" })
    else diagnostics.push(d)
  }
  return { diagnostics: byPosition(diagnostics), faults: [...faults.keys()], onlyFaults }
}

export const scalarKey = (pair: Pair): string | undefined => {
  const key = pair.key
  if (isScalar(key) && (typeof key.value === "string" || typeof key.value === "number")) return String(key.value)
  return undefined
}

/** Duplicate keys in every mapping of a node (`yaml` is told not to check, so both places can be named). */
const duplicateKeys = (src: Source, node: unknown, depth: number, out: Array<Diagnostic>): void => {
  if (depth > limits.maxDepth) return
  if (isMap(node)) {
    const seen = new Map<string, Node>()
    for (const pair of node.items) {
      const key = scalarKey(pair)
      if (key !== undefined) {
        const first = seen.get(key)
        if (first !== undefined)
          out.push(Codes.duplicateYamlKey(src.file, nodeSpan(src, pair.key as Node), nodeSpan(src, first), key))
        else seen.set(key, pair.key as Node)
      }
      duplicateKeys(src, pair.value, depth + 1, out)
    }
  } else if (isSeq(node)) for (const item of node.items) duplicateKeys(src, item, depth + 1, out)
}

export interface Parsed {
  readonly doc: Document
  readonly value: unknown
  readonly ok: boolean
  /**
   * Set when `value` is the rest of a block whose lines at fault (indentation) were taken out: the places, in the
   * file, where a check of that rest says nothing (a field missing there may be on a line at fault).
   */
  readonly suspect?: ReadonlyArray<Span>
}

/**
 * Checks a parsed document (duplicates, aliases; its `syntax`, from `syntaxOf`, the caller has already worked out)
 * and turns it into plain data.
 */
export const toData = (src: Source, doc: Document, syntax: Syntax, out: Array<Diagnostic>): Parsed => {
  out.push(...syntax.diagnostics)
  if (syntax.diagnostics.length > 0) return { doc, value: undefined, ok: false }
  const duplicates: Array<Diagnostic> = []
  duplicateKeys(src, doc.contents, 0, duplicates)
  out.push(...duplicates)
  try {
    const value = doc.toJS({ maxAliasCount: limits.maxAliasCount })
    return { doc, value, ok: duplicates.length === 0 }
  } catch (error) {
    const reason =
      error instanceof ReferenceError && /alias/i.test(error.message)
        ? `more than ${limits.maxAliasCount} alias expansions (an alias bomb?)`
        : `cannot be expanded (${error instanceof Error ? error.message : String(error)})`
    out.push(Codes.yamlTooLarge(src.file, nodeSpan(src, doc.contents), reason))
    return { doc, value: undefined, ok: false }
  }
}

export const tooLarge = (src: Source): Diagnostic | undefined => {
  if (src.text.length > limits.maxChars) {
    return Codes.yamlTooLarge(src.file, startSpan(src), `more than ${limits.maxChars} characters`)
  }
  if (flowNesting(src.text) > limits.maxNesting)
    return Codes.yamlTooLarge(
      src.file,
      startSpan(src),
      `nested deeper than ${limits.maxNesting} levels of \`[\` and \`{\``
    )
  return Indentation.blockNesting(src.text) > limits.maxNesting
    ? Codes.yamlTooLarge(src.file, startSpan(src), `nested deeper than ${limits.maxNesting} levels of indentation`)
    : undefined
}

/**
 * A tab in a line's indentation, one diagnostic at each such tab: YAML indents with spaces only, and the YAML
 * parser's own errors for it cascade over the rest of the line without ever saying "tab". Read in the file: a
 * block's text has its common indentation taken off, a tab included.
 */
const indentationTabs = (src: Source): Array<Diagnostic> => {
  const found: Array<Diagnostic> = []
  const text = src.file.text
  for (const line of src.text.matchAll(/^/gm)) {
    const at = src.toFile(line.index)
    let start = at
    while (start > 0 && text[start - 1] !== "\n" && text[start - 1] !== "\r") start--
    let end = start
    while (text[end] === " " || text[end] === "\t") end++
    const tab = text.indexOf("\t", start)
    if (tab >= 0 && tab < end) found.push(Codes.yamlTab(src.file, { start: tab, end: tab + 1 }))
  }
  return found
}

/**
 * The documents of a text whose only syntax errors are lines indented wrongly, those lines (and the lines under them)
 * taken out, so that their other problems are reported with them; `undefined` when the rest is no valid YAML either,
 * or when there are more than `limits.maxRecoveredFaults` such lines.
 */
export const withoutFaults = (
  src: Source,
  syntax: ReadonlyArray<Syntax>,
  out: Array<Diagnostic>
): ReadonlyArray<Parsed> | undefined => {
  const faults = syntax.flatMap((s) => s.faults)
  if (faults.length > limits.maxRecoveredFaults || !syntax.every((s) => s.onlyFaults)) return undefined
  const rest = { ...src, text: Indentation.withoutFaults(src.text, faults) }
  const all = parseAllDocuments(rest.text, parseOptions)
  const docs = Array.isArray(all) ? all : []
  if (docs.length === 0 || docs.some((doc) => doc.errors.length > 0)) return undefined
  const suspect = faults.map((fault) => {
    // in the document the line at fault was in: the last one that starts before it
    const doc = docs.findLast((d) => d.range[0] <= fault) ?? docs[0]!
    const [start, end] = Indentation.suspectRegion(rest.text, doc, fault)
    return spanOf(src, start, end)
  })
  return docs.map((doc) => ({ ...toData(rest, doc, syntaxOf(rest, doc), out), ok: false, suspect }))
}

/** Diagnostics of a check of the rest of a block, but for those in the places a line at fault may have belonged to. */
export const outsideSuspect = (parsed: Parsed, diagnostics: ReadonlyArray<Diagnostic>): ReadonlyArray<Diagnostic> =>
  diagnostics.filter(
    (d) => !(parsed.suspect ?? []).some((s) => d.labels[0] !== undefined && within(d.labels[0].span, s))
  )

const within = (span: Span, region: Span): boolean => span.start >= region.start && span.start < region.end

/** Parses one document; `undefined` when it cannot be used. Never throws (deep nesting included). */
export const parseOne = (src: Source, out: Array<Diagnostic>): Parsed | undefined => {
  const big = tooLarge(src)
  if (big !== undefined) {
    out.push(big)
    return undefined
  }
  const tabs = indentationTabs(src)
  if (tabs.length > 0) {
    out.push(...tabs)
    return undefined
  }
  try {
    const doc = parseDocument(src.text, parseOptions)
    const syntax = syntaxOf(src, doc)
    if (syntax.diagnostics.length === 0) return toData(src, doc, syntax, out)
    out.push(...syntax.diagnostics)
    return withoutFaults(src, [syntax], out)?.[0] ?? { doc, value: undefined, ok: false }
  } catch (error) {
    out.push(Codes.yamlTooLarge(src.file, startSpan(src), `cannot be parsed (${String(error)})`))
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Paths in the YAML tree

export type Path = PodManifest.Path

interface Located {
  /** The node at the path, or the deepest existing one. */
  readonly node: Node | undefined
  /** The key of the last mapping entry walked. */
  readonly key: Node | undefined
  readonly complete: boolean
}

export const deref = (doc: Document, node: unknown): unknown => (isAlias(node) ? node.resolve(doc) : node)

export const locate = (doc: Document, path: Path): Located => {
  let node = deref(doc, doc.contents) as Node | undefined
  let key: Node | undefined
  for (const segment of path) {
    if (isMap(node)) {
      const pair = (node as YAMLMap).items.find((p) => scalarKey(p) === String(segment))
      if (pair === undefined) return { node, key, complete: false }
      key = pair.key as Node
      node = deref(doc, pair.value) as Node | undefined
    } else if (isSeq(node) && typeof segment === "number" && segment < node.items.length) {
      key = undefined
      node = deref(doc, node.items[segment]) as Node | undefined
    } else return { node, key, complete: false }
    if (node === null || node === undefined) return { node: key, key, complete: false }
  }
  return { node, key, complete: true }
}

/** The span for a path: a scalar value itself; a collection by its key (or first line); a missing one by its parent. */
export const pathSpan = (src: Source, doc: Document, path: Path, preferKey = false): Span => {
  const at = locate(doc, path)
  if (at.complete && preferKey && at.key !== undefined) return nodeSpan(src, at.key)
  if (at.complete && isScalar(at.node)) return nodeSpan(src, at.node)
  if (at.key !== undefined) return nodeSpan(src, at.key)
  return at.node !== undefined ? nodeSpan(src, at.node) : startSpan(src)
}

export const pathKey = (path: Path): string => path.map((p) => String(p)).join("\u0000")

export const isPrefix = (prefix: Path, path: Path): boolean =>
  prefix.length <= path.length && prefix.every((p, i) => String(p) === String(path[i]))

/** In file order (stable): the layers find problems in their own order. */
export const byPosition = (diagnostics: ReadonlyArray<Diagnostic>): Array<Diagnostic> =>
  diagnostics
    .map((d, i) => [d, i] as const)
    .sort(([a, i], [b, j]) => (a.labels[0]?.span.start ?? 0) - (b.labels[0]?.span.start ?? 0) || i - j)
    .map(([d]) => d)
