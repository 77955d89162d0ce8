/**
 * A YAML block as the decoders get it (`Block`): its lines de-indented by their common indentation, the placeholders
 * of an examples row or sweep value filled in, and every character mapped back to the file (a filled-in value maps
 * onto its placeholder), so that YAML errors land on the right line and column.
 */
import type * as Ast from "../Ast.ts"
import { fillLine, type Row, substitute } from "./placeholders.ts"
import type { Block } from "./yamlDocument.ts"

/**
 * Builds the `Block` for a YAML block with the placeholders of `row` filled in.
 *
 * @category blocks
 */
export const makeBlock = (block: Ast.YamlBlock, row: Row = new Map()): Block => {
  // a block nothing fills in is the same for every row and sweep value: built once
  const fixed = !block.text.includes("<")
  const known = fixed ? fixedBlocks.get(block) : undefined
  if (known !== undefined) return known
  const made = buildBlock(block, row, fixed)
  if (fixed) fixedBlocks.set(block, made)
  return made
}

const fixedBlocks = new WeakMap<Ast.YamlBlock, Block>()

/**
 * The text of each block nothing fills in, by its text as written. A suite's scenarios repeat their pods' blocks:
 * each is de-indented once, and its scenarios share one string, which the decoders' cache (`decodingOnce`) hashes
 * once. Bounded as that cache is, for a long-lived process (the language server).
 */
const fixedTexts = new Map<string, string>()
const fixedTextsKept = 4_096

const buildBlock = (block: Ast.YamlBlock, row: Row, fixed: boolean): Block => {
  let text = fixed ? fixedTexts.get(block.text) : undefined
  if (text === undefined) {
    text = filledText(block.text, row)
    if (fixed) {
      if (fixedTexts.size >= fixedTextsKept) fixedTexts.clear()
      fixedTexts.set(block.text, text)
    }
  }
  const end = block.span.end
  let map: ReadonlyArray<number> | undefined
  return {
    text,
    // where each character came from, made when a diagnostic first needs a place: a block that decodes has none
    toFileOffset: (offset) => {
      if (map === undefined) {
        const lines = linesOf(block.text)
        map = offsets(block, lines, indentOf(lines), row)
      }
      return offset >= 0 && offset < map.length ? map[offset]! : end
    }
  }
}

/** The block's lines de-indented by their common indentation, the placeholders of `row` filled in. */
const filledText = (raw: string, row: Row): string => {
  const lines = linesOf(raw)
  const indent = indentOf(lines)
  let text = ""
  for (const line of lines) text += `${substitute(line.text.slice(Math.min(indent, line.text.length)), row)}\n`
  return text
}

interface Line {
  readonly text: string
  /** Where it starts in the block's text. */
  readonly start: number
}

/** The block's lines, without their line breaks (`\n` or `\r\n`). */
const linesOf = (text: string): ReadonlyArray<Line> => {
  const lines: Array<Line> = []
  for (let start = 0; ; ) {
    const next = text.indexOf("\n", start)
    const stop = next < 0 ? text.length : next
    const end = stop > start && text.charCodeAt(stop - 1) === 13 ? stop - 1 : stop
    lines.push({ text: text.slice(start, end), start })
    if (next < 0) return lines
    start = next + 1
  }
}

/** The indentation the lines that are not blank have in common. */
const indentOf = (lines: ReadonlyArray<Line>): number => {
  // a loop, not `Math.min(...)`: a block (a pasted Helm output) can have more lines than a call takes arguments
  let indent = Number.POSITIVE_INFINITY
  for (const l of lines)
    if (l.text.trim().length > 0) indent = Math.min(indent, l.text.length - l.text.trimStart().length)
  return indent === Number.POSITIVE_INFINITY ? 0 : indent
}

/** Where each character of the filled-in block comes from in the file, its line breaks included. */
const offsets = (block: Ast.YamlBlock, lines: ReadonlyArray<Line>, indent: number, row: Row): Array<number> => {
  const out = { text: "", map: [] as Array<number> }
  for (const line of lines) {
    const cut = Math.min(indent, line.text.length)
    const body = line.text.slice(cut)
    const base = block.span.start + line.start + cut
    fillLine(body, base, row, out)
    out.map.push(base + body.length)
  }
  return out.map
}
