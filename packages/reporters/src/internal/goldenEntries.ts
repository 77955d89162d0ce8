/**
 * A golden file read back as timed entries (`12s`, `container app started (run 3)`), one extractor a format, so a
 * mismatch can be shown record by record (`Diff.golden`) whatever the format. Each reads the shape its renderer
 * writes; a file edited by hand may give fewer entries, never an error.
 */
import type { Timeline } from "@podscenario/core"
import * as Describe from "../Describe.ts"

/** One timed line of a golden. `time` as the file writes it (`1m30s`), `""` when the line has none. */
export interface Entry {
  readonly time: string
  readonly text: string
}

const TIME = /^\d+(?:ms|[smh])(?:\d+(?:ms|[smh]))*$/

const unescapeXml = (s: string): string =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")

/** `12s text`, `app: running (2s–12s)` and `phase Running: 0s–16m` (a segment, at its start). */
const fromTitle = (title: string): Entry => {
  const space = title.indexOf(" ")
  if (space > 0 && TIME.test(title.slice(0, space)))
    return { time: title.slice(0, space), text: title.slice(space + 1) }
  // the en dash escaped: the bundled program is ASCII only (packages/cli/scripts/build.mjs)
  const range = /^(.*?):? \(?(\S+)\u2013\S+?\)?$/.exec(title)
  return range !== null && TIME.test(range[2]!) ? { time: range[2]!, text: range[1]! } : { time: "", text: title }
}

const svg = (text: string): ReadonlyArray<Entry> =>
  // the first title names the picture, not a record
  [...text.matchAll(/<title>([^<]*)<\/title>/g)].slice(1).map((m) => fromTitle(unescapeXml(m[1]!)))

const cells = (row: string): ReadonlyArray<string> =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split(/(?<!\\)\|/)
    .map((c) => c.trim())

/** A table row per instant: each piece of each cell, named by its column. */
const markdown = (text: string): ReadonlyArray<Entry> => {
  const rows = text.split("\n").filter((l) => l.startsWith("|"))
  const header = cells(rows[0] ?? "")
  return rows.slice(2).flatMap((row) => {
    const [time = "", ...rest] = cells(row)
    return rest.flatMap((cell, i) =>
      cell === "" ? [] : cell.split("<br>").map((piece) => ({ time, text: `${header[i + 1] ?? ""}: ${piece}` }))
    )
  })
}

/** `kubectl get pod -w` rows: AGE last. */
const watch = (text: string): ReadonlyArray<Entry> =>
  text
    .split("\n")
    .slice(1)
    .filter((l) => l.trim() !== "")
    .map((l) => {
      const words = l.trim().split(/\s+/)
      return { time: words.pop() ?? "", text: words.join(" ") }
    })

const EPOCH = Date.UTC(2000, 0, 1)

/** Gantt tasks and milestones, at their start, with their section. */
const mermaid = (text: string): ReadonlyArray<Entry> => {
  let section = ""
  const out: Array<Entry> = []
  for (const line of text.split("\n")) {
    const trimmed = line.trim()
    if (trimmed.startsWith("section ")) section = trimmed.slice(8)
    const task = /^(.*?) :[^,]*, (\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3})/.exec(trimmed)
    if (task === null) continue
    const at = Date.parse(`${task[2]!.replace(" ", "T")}Z`) - EPOCH
    out.push({ time: Describe.time(at), text: `${section}: ${task[1]}` })
  }
  return out
}

/** The JSON form keeps every field, `_tag` written `kind`: put it back and describe the record. */
const unkind = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(unkind)
  if (value === null || typeof value !== "object") return value
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k === "kind" ? "_tag" : k, unkind(v)]))
}

const json = (text: string): ReadonlyArray<Entry> => {
  try {
    const records = (JSON.parse(text) as { readonly records?: ReadonlyArray<unknown> }).records ?? []
    return records.map((r) => {
      const record = unkind(r) as Timeline.TimelineRecord & { readonly time: string }
      return { time: record.time, text: Describe.record(record) }
    })
  } catch {
    return []
  }
}

/** Any other text: a line an entry, untimed. */
const lines = (text: string): ReadonlyArray<Entry> =>
  text
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => ({ time: "", text: l.trim() }))

/** The entries of a golden, by the extension of its format (`md`, `svg`, …). */
export const entries = (format: string | undefined, text: string): ReadonlyArray<Entry> => {
  switch (format) {
    case "svg":
      return svg(text)
    case "md":
      return markdown(text)
    case "watch":
      return watch(text)
    case "mmd":
      return mermaid(text)
    case "json":
      return json(text)
    default:
      return lines(text)
  }
}
