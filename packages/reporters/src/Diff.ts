/**
 * Diffs of golden files, expected (the file on disk) against actual (the run). `golden` is what a mismatch shows:
 * the timeline, record by record, whatever the format, then the start of the file's own diff. `unified` is the
 * file's diff on jsdiff. Deterministic: no timestamps, no `Index:` lines.
 *
 * ```text
 * --- golden/crash.md (expected)
 * +++ golden/crash.md (actual)
 * @@ -3,1 +3,1 @@
 * -| 5s | Running |
 * +| 5s | Pending |
 * ```
 */
import { Duration } from "@podscenario/core"
import { structuredPatch } from "diff"
import * as Golden from "./Golden.ts"
import { type Lang, words } from "./i18n.ts"
import { type Entry, entries } from "./internal/goldenEntries.ts"

/** @category models */
export interface DiffOptions {
  /** Lines of context around each change (default 3). */
  readonly context?: number | undefined
  /** The language of the headers' `(expected)` and `(actual)`. */
  readonly lang?: Lang | undefined
}

/**
 * The unified diff from `expected` to `actual`, ending with a newline; the empty string when they are equal.
 *
 * @category rendering
 */
export const unified = (path: string, expected: string, actual: string, options: DiffOptions = {}): string => {
  if (expected === actual) return ""
  const patch = structuredPatch(path, path, expected, actual, undefined, undefined, { context: options.context ?? 3 })
  const w = words(options.lang)
  const out = [`--- ${path} (${w.expected})`, `+++ ${path} (${w.actual})`]
  for (const hunk of patch.hunks) {
    out.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`)
    out.push(...hunk.lines)
  }
  return `${out.join("\n")}\n`
}

/**
 * Counts added and removed lines of a unified diff (for a one-line summary: `+3 -1`).
 *
 * @category accessors
 */
export const stat = (diff: string): { readonly added: number; readonly removed: number } => {
  let added = 0
  let removed = 0
  for (const line of diff.split("\n")) {
    if (line.startsWith("+++") || line.startsWith("---")) continue
    if (line.startsWith("+")) added++
    else if (line.startsWith("-")) removed++
  }
  return { added, removed }
}

/** Entries moved by the same amount shown before the rest are counted. */
const MOVED_SHOWN = 4

/**
 * A timeline diff, entry by entry: `- 12s …` only in the file, `+ 22s …` only in the run, and an entry whose time
 * alone changed paired as `~ 12s → 22s …` (past four moved by the same amount, the rest counted); in time order, at most `limit` lines (then `… N more`).
 *
 * @category rendering
 */
export const records = (
  expected: ReadonlyArray<Entry>,
  actual: ReadonlyArray<Entry>,
  options: { readonly limit?: number; readonly lang?: Lang | undefined } = {}
): ReadonlyArray<string> => {
  const limit = options.limit ?? 40
  const w = words(options.lang)
  const key = (e: Entry) => `${e.time}\t${e.text}`
  const left = new Map<string, number>()
  for (const e of expected) left.set(key(e), (left.get(key(e)) ?? 0) + 1)
  const added: Array<Entry> = []
  for (const e of actual) {
    const n = left.get(key(e)) ?? 0
    if (n > 0) left.set(key(e), n - 1)
    else added.push(e)
  }
  const removed: Array<Entry> = []
  for (const e of expected) {
    const n = left.get(key(e)) ?? 0
    if (n > 0) {
      left.set(key(e), n - 1)
      removed.push(e)
    }
  }
  // the same text at another time moved: pair them in order
  const byText = new Map<string, Array<Entry>>()
  for (const e of removed) byText.set(e.text, [...(byText.get(e.text) ?? []), e])
  const lines: Array<{ readonly at: number; readonly shift?: string; readonly line: string }> = []
  const at = (time: string) => Duration.parse(time) ?? -1
  const line = (sign: string, e: Entry) => [sign, e.time, e.text].filter((part) => part !== "").join(" ")
  for (const e of added) {
    const from = byText.get(e.text)?.shift()
    if (from === undefined) lines.push({ at: at(e.time), line: line("+", e) })
    else {
      const shift = `${from.time} → ${e.time}`
      lines.push({ at: at(from.time), shift, line: `~ ${shift} ${e.text}` })
    }
  }
  for (const rest of byText.values()) for (const e of rest) lines.push({ at: at(e.time), line: line("-", e) })
  lines.sort((a, b) => a.at - b.at)
  // a delayed event moves everything it caused by the same amount: a few of them say so
  const moved = new Map<string, number>()
  for (const l of lines) if (l.shift !== undefined) moved.set(l.shift, (moved.get(l.shift) ?? 0) + 1)
  const shown = new Map<string, number>()
  const out: Array<string> = []
  for (const l of lines) {
    if (l.shift === undefined) {
      out.push(l.line)
      continue
    }
    const total = moved.get(l.shift)!
    const n = (shown.get(l.shift) ?? 0) + 1
    shown.set(l.shift, n)
    if (total <= MOVED_SHOWN + 1 || n <= MOVED_SHOWN) out.push(l.line)
    else if (n === MOVED_SHOWN + 1) out.push(`~ ${l.shift} … ${w.diff.more(total - MOVED_SHOWN)}`)
  }
  return out.length > limit ? [...out.slice(0, limit), `… ${w.diff.more(out.length - limit)}`] : out
}

/**
 * What a golden mismatch shows: the timeline diff of the two files read back entry by entry (`records`), then
 * the first `textLines` lines of their unified diff with one line of context. Ends with a newline; the empty
 * string when they are equal.
 *
 * @category rendering
 */
export const golden = (
  path: string,
  expected: string,
  actual: string,
  options: { readonly textLines?: number; readonly lang?: Lang | undefined } = {}
): string => {
  if (expected === actual) return ""
  const { lang } = options
  const w = words(lang)
  const format = Golden.formatOf(path)
  const timeline = records(entries(format, expected), entries(format, actual), { lang })
  const text = unified(path, expected, actual, { context: 1, lang }).replace(/\n$/, "").split("\n")
  const limit = options.textLines ?? 12
  const shown = text.length > limit ? [...text.slice(0, limit), `… ${w.diff.moreLines(text.length - limit)}`] : text
  return `${[...(timeline.length > 0 ? [`${w.diff.timeline}:`, ...timeline, ""] : []), ...shown].join("\n")}\n`
}
