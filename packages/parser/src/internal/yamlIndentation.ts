/**
 * The indentation structure of YAML text, read from the lines alone: how deep block collections nest (bounded before
 * the `yaml` parser recurses), which line an indentation error of that parser is really about, and the text with
 * such lines taken out, so that the rest of a block can still be checked.
 */
import { type Document, isCollection, isMap, isSeq, type Node, type YAMLError } from "yaml"
import { lineStartOf } from "./lines.ts"

/** An entry a later line can line up with: a key, a `- ` item, or a `? `/`: ` of a compact collection. */
export interface Level {
  readonly column: number
  /** Offset of the entry's first character in the text. */
  readonly offset: number
}

/** A block scalar's header (`key: |`, `- >-`, `|2 # note`) ends its line: the lines indented under it are text. */
const blockScalarHeader = /(?:^|[\s:-])[|>][-+0-9]*[ \t]*(?:#.*)?$/

/**
 * Walks the content lines of `text`, calling `visit` with each line's start and the levels open before the line.
 * Every line opens a level at its indentation, closing the levels at or right of it, and one more level at each
 * `- `, `? ` or `: ` that starts a compact collection on it. Comments, blank lines and the text of block scalars open
 * nothing. `visit` returns `false` to stop.
 */
const walkLevels = (
  text: string,
  visit: (lineStart: number, open: ReadonlyArray<Level>, opened: number) => boolean
): void => {
  const open: Array<Level> = []
  let scalarIndent = -1
  let lineStart = 0
  for (const raw of text.split("\n")) {
    const start = lineStart
    lineStart += raw.length + 1
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw
    let column = 0
    while (line[column] === " ") column++
    if (column === line.length || line[column] === "#") continue
    if (scalarIndent >= 0 && column > scalarIndent) continue
    if (!visit(start, open, open.length)) return
    scalarIndent = blockScalarHeader.test(line) ? column : -1
    while (open.length > 0 && open.at(-1)!.column >= column) open.pop()
    open.push({ column, offset: start + column })
    while ("-?:".includes(line[column]!) && (line[column + 1] === " " || line[column + 1] === undefined)) {
      column++
      while (line[column] === " ") column++
      if (column === line.length) break
      open.push({ column, offset: start + column })
    }
  }
  visit(text.length, open, open.length)
}

/**
 * The deepest nesting of block collections in YAML text, from indentation alone, counted before parsing because
 * 10,000 levels of `- - - x`, or of `a:` each indented one more space, overflow the stack in `yaml`. An over-count is
 * possible only in unusual but valid YAML (a plain scalar continued on lines indented deeper and deeper), never an
 * under-count.
 */
export const blockNesting = (text: string): number => {
  let deepest = 0
  walkLevels(text, (_, __, opened) => {
    deepest = Math.max(deepest, opened)
    return true
  })
  return deepest
}

/** The levels open just before each line that starts at one of `lineStarts`: what that line could line up with. */
export const levelsBefore = (
  text: string,
  lineStarts: ReadonlySet<number>
): ReadonlyMap<number, ReadonlyArray<Level>> => {
  const found = new Map<number, ReadonlyArray<Level>>()
  // a manifest asks once a document, mostly with no line at fault: no walk (a split of the whole file) for nothing
  if (lineStarts.size === 0) return found
  walkLevels(text, (start, open) => {
    if (lineStarts.has(start)) found.set(start, [...open])
    return found.size < lineStarts.size
  })
  return found
}

const firstNonSpace = (text: string, lineStart: number): number => {
  let i = lineStart
  while (text[i] === " ") i++
  return i
}

const isContent = (text: string, at: number): boolean => at < text.length && !"\r\n#".includes(text[at]!)

/**
 * Where an indentation error of the `yaml` parser is to be fixed: the first character of the line at fault, or
 * `undefined` when the error is not about indentation. The parser reports a misplaced line at its start (in the
 * spaces), and a line indented under a plain value (`image: busybox` and then a deeper `imagePullPolicy:`) at that
 * value, which it takes for the start of a key running over two lines: the fault is then the next content line.
 */
export const faultOf = (text: string, error: YAMLError): number | undefined => {
  const at = error.pos[0]
  const start = firstNonSpace(text, lineStartOf(text, at))
  if (at > start) {
    if (error.code !== "BLOCK_AS_IMPLICIT_KEY" && error.code !== "MULTILINE_IMPLICIT_KEY") return undefined
    for (let next = text.indexOf("\n", at); next !== -1; next = text.indexOf("\n", next + 1)) {
      const candidate = firstNonSpace(text, next + 1)
      if (isContent(text, candidate)) return candidate
    }
    return undefined
  }
  const aboutLine =
    error.code === "BAD_INDENT" ||
    (error.code === "BLOCK_AS_IMPLICIT_KEY" && at < start) ||
    (error.code === "MISSING_CHAR" && error.message.startsWith("Sequence item without"))
  return aboutLine && isContent(text, start) ? start : undefined
}

/** The line of `text` holding `offset`, as `[start, end)` without its line break. */
export const lineAround = (text: string, offset: number): readonly [number, number] => {
  const end = text.indexOf("\n", offset)
  return [lineStartOf(text, offset), end === -1 ? text.length : end]
}

/**
 * `text` with each line at fault blanked (spaces, so offsets keep their place), and the lines indented deeper under
 * it: what the rest of the block says.
 */
export const withoutFaults = (text: string, faults: ReadonlyArray<number>): string => {
  const chars = text.split("")
  // in text order, each line once: a fault under another is blanked with it
  let blankedTo = 0
  for (const fault of [...faults].sort((a, b) => a - b)) {
    if (fault < blankedTo) continue
    const column = fault - lineStartOf(text, fault)
    let [start, end] = lineAround(text, fault)
    for (;;) {
      for (let i = start; i < end; i++) if (chars[i] !== "\r") chars[i] = " "
      if (end >= text.length) break
      start = end + 1
      end = lineAround(text, start)[1]
      const indent = firstNonSpace(text, start) - start
      if (isContent(text, start + indent) && indent <= column) break
    }
    blankedTo = end
  }
  return chars.join("")
}

/**
 * The part of a document that a line at fault may have belonged to, as `[start, end)` in the text: from the innermost
 * collection that holds the line or ends just before it (only spaces between) to the end of the line. A check of the
 * rest of the block says nothing there, as a field missing from it may be on the line at fault.
 */
export const suspectRegion = (text: string, doc: Document, fault: number): readonly [number, number] => {
  let start = 0
  const visit = (node: unknown, depth: number): void => {
    if (!isCollection(node) || depth > 100) return
    const range = (node as Node).range
    if (range !== undefined && range !== null && range[0] <= fault) {
      const end = Math.max(range[1], range[2])
      if (end >= fault || text.slice(end, fault).trim() === "") start = Math.max(start, range[0])
    }
    if (isMap(node))
      for (const pair of node.items) {
        visit(pair.key, depth + 1)
        visit(pair.value, depth + 1)
      }
    else if (isSeq(node)) for (const item of node.items) visit(item, depth + 1)
  }
  visit(doc.contents, 0)
  return [start, lineAround(text, fault)[1]]
}
