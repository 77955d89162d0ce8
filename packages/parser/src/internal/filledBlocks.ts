/**
 * A YAML block as the decoders get it (`Block`): its lines de-indented by their common indentation, the placeholders
 * of an examples row or sweep value filled in, and every character mapped back to the file (a filled-in value maps
 * onto its placeholder), so that YAML errors land on the right line and column.
 */
import type * as Ast from "../Ast.ts"
import { fillLine, type Row } from "./placeholders.ts"
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
  const made = buildBlock(block, row)
  if (fixed) fixedBlocks.set(block, made)
  return made
}

const fixedBlocks = new WeakMap<Ast.YamlBlock, Block>()

const buildBlock = (block: Ast.YamlBlock, row: Row): Block => {
  const lines: Array<{ text: string; start: number }> = []
  let start = 0
  const text = block.text
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === "\n") {
      const end = i > start && text[i - 1] === "\r" ? i - 1 : i
      lines.push({ text: text.slice(start, end), start })
      start = i + 1
    }
  }
  // a loop, not `Math.min(...)`: a block (a pasted Helm output) can have more lines than a call takes arguments
  let indent = Number.POSITIVE_INFINITY
  for (const l of lines)
    if (l.text.trim().length > 0) indent = Math.min(indent, l.text.length - l.text.trimStart().length)
  if (indent === Number.POSITIVE_INFINITY) indent = 0
  const out = { text: "", map: [] as Array<number> }
  for (const line of lines) {
    const cut = Math.min(indent, line.text.length)
    const body = line.text.slice(cut)
    const base = block.span.start + line.start + cut
    fillLine(body, base, row, out)
    out.text += "\n"
    out.map.push(base + body.length)
  }
  const end = block.span.end
  const { map, text: filled } = out
  return { text: filled, toFileOffset: (offset) => (offset >= 0 && offset < map.length ? map[offset]! : end) }
}
