/**
 * `<placeholders>` (language reference §5, §11.7): where they stand in a scenario's statements, templates and YAML blocks, and
 * how an examples row or a sweep value fills them in (`Row`, the values by placeholder name).
 */
import { Span } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"

/** A placeholder: its name, without the angle brackets. */
export const PLACEHOLDER = /<([A-Za-z_][A-Za-z0-9_-]*)>/g

/** The values that fill in placeholders, by name: an examples row, or a sweep's one value. */
export type Row = ReadonlyMap<string, string>

/** A placeholder as written, and where. */
export interface Found {
  readonly name: string
  readonly span: Span.Span
}

/** Every `<placeholder>` in a statement's values (not its YAML), with spans. */
export const placeholdersIn = (node: unknown, out: Array<Found> = []): Array<Found> => {
  if (node === null || typeof node !== "object") return out
  if (Array.isArray(node)) {
    for (const n of node) placeholdersIn(n, out)
    return out
  }
  const o = node as { _tag?: string; span?: Span.Span; text?: string; value?: string; quoted?: boolean }
  if (o._tag === "YamlBlock" || o._tag === "TableRow" || o._tag === "Examples") return out
  if (
    o.span !== undefined &&
    (o._tag === "Word" || o._tag === "Duration" || o._tag === "Integer" || o._tag === "String")
  ) {
    const text = (o._tag === "String" ? o.value : o.text) ?? ""
    if (!text.includes("<")) return out
    const shift = o._tag === "String" || o.quoted === true ? 1 : 0
    for (const m of text.matchAll(PLACEHOLDER)) {
      const start = Math.min(o.span.start + shift + m.index, o.span.end)
      out.push({ name: m[1]!, span: Span.make(start, Math.min(start + m[0].length, o.span.end)) })
    }
    return out
  }
  for (const [key, value] of Object.entries(o)) if (key !== "span") placeholdersIn(value, out)
  return out
}

/** Whether `text` has a `<` inside `span` (no substring made: this runs for every statement). */
export const hasLessThan = (text: string, span: Span.Span): boolean => {
  for (let i = span.start; i < span.end; i++) if (text.charCodeAt(i) === 60) return true
  return false
}

/** Placeholders in raw text (a YAML block's, a template line's) that starts at `start` in the file. */
export const placeholdersInText = (text: string, start: number): Array<Found> =>
  !text.includes("<")
    ? []
    : [...text.matchAll(PLACEHOLDER)].map((m) => ({
        name: m[1]!,
        span: Span.make(start + m.index, start + m.index + m[0].length)
      }))

/** Placeholders in YAML block text, with file spans. */
export const placeholdersInBlock = (block: Ast.YamlBlock): Array<Found> =>
  placeholdersInText(block.text, block.span.start)

/** `text` with the placeholders `row` has a value for filled in. */
export const substitute = (text: string, row: Row): string =>
  // Most values have nothing to fill in: no regexp, no closure for them.
  row.size === 0 || !text.includes("<")
    ? text
    : text.replace(PLACEHOLDER, (whole, name: string) => row.get(name) ?? whole)

/** Fills in the placeholders of `row` in one line that starts at `base`; `map[i]` is where output character i came from. */
export const fillLine = (body: string, base: number, row: Row, out: { text: string; map: Array<number> }): void => {
  let i = 0
  if (row.size > 0 && body.includes("<")) {
    for (const m of body.matchAll(PLACEHOLDER)) {
      const value = row.get(m[1]!)
      if (value === undefined) continue
      out.text += body.slice(i, m.index)
      for (; i < m.index; i++) out.map.push(base + i)
      out.text += value
      for (let j = 0; j < value.length; j++) out.map.push(base + m.index + Math.min(j, m[0].length - 1))
      i = m.index + m[0].length
    }
  }
  out.text += body.slice(i)
  for (; i < body.length; i++) out.map.push(base + i)
}
