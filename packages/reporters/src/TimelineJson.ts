/**
 * The `.json` golden: the timeline as data, schema `podscenario/timeline@1` (docs/reference/timeline-schema.md).
 * Keys in a stable order, one record a line so diffs stay readable:
 *
 * ```json
 * {
 *   "schema": "podscenario/timeline@1",
 *   "end": 100000,
 *   "endTime": "1m40s",
 *   "pods": [{"name":"web","containers":[{"name":"app","kind":"regular"}]}],
 *   "records": [
 *     {"at":0,"time":"0s","kind":"PodCreated","pod":"web"},
 *     …
 *   ]
 * }
 * ```
 */
import { Duration, Timeline } from "@podscenario/core"
import { normalized, stringify } from "./internal/json.ts"

/** The schema identifier written in every file. @category constants */
export const schema = "podscenario/timeline@1"

/** A record as data: core's record with `_tag` renamed `kind` (at every level) and `time` added. @category models */
export type RecordJson = { readonly at: number; readonly time: string; readonly kind: string } & Readonly<
  Record<string, unknown>
>

/** @category models */
export interface TimelineJson {
  readonly schema: typeof schema
  readonly end: number
  readonly endTime: string
  readonly pods: Timeline.Timeline["pods"]
  readonly records: ReadonlyArray<RecordJson>
}

const tagAsKind = (key: string): string => (key === "_tag" ? "kind" : key)

/**
 * One record as data.
 *
 * @category conversions
 */
export const recordToJson = (r: Timeline.TimelineRecord): RecordJson =>
  // keys renamed and put in the stable order now, in one copy, and marked so that the report does not copy it again
  normalized({ ...r, time: Duration.format(r.at) }, tagAsKind) as RecordJson

/**
 * The most records a JSON timeline holds (docs/guide/limits.md): a million records are about 150 MB of JSON, and a
 * soak's millions of probe runs would not fit in one string. The `.json` golden refuses more (PS5005), the JSON report
 * leaves such a timeline out.
 *
 * @category constants
 */
export const maxRecords = 1_000_000

/**
 * The timeline as data (the object the `.json` golden holds).
 *
 * @category conversions
 */
export const toJson = (timeline: Timeline.Timeline): TimelineJson => ({
  schema,
  end: timeline.end,
  endTime: Duration.format(timeline.end),
  pods: timeline.pods,
  records: Array.from(Timeline.eachRecord(timeline), recordToJson)
})

/**
 * Renders the `.json` golden, ending with a newline.
 *
 * @category rendering
 */
export const render = (timeline: Timeline.Timeline): string => {
  // `stringify(recordToJson(r))` without building the record's copy first: the same bytes, a third of the work.
  const records = Array.from(
    Timeline.eachRecord(timeline),
    (r) => `    ${stringify({ ...r, time: Duration.format(r.at) }, undefined, tagAsKind)}`
  ).join(",\n")
  return [
    "{",
    `  "schema": ${JSON.stringify(schema)},`,
    `  "end": ${timeline.end},`,
    `  "endTime": ${JSON.stringify(Duration.format(timeline.end))},`,
    `  "pods": ${stringify(timeline.pods)},`,
    records.length === 0 ? `  "records": []` : `  "records": [\n${records}\n  ]`,
    "}",
    ""
  ].join("\n")
}
