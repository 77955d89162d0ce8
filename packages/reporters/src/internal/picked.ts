/**
 * Some of a timeline's records, made when a report asks and kept by no one: the records of given tags (and one pod or
 * container) found in the timeline's columns, and the records of a reading that a test picks.
 */
import { Timeline } from "@podscenario/core"

type TimelineRecord = Timeline.TimelineRecord
type Tag = TimelineRecord["_tag"]

/** The stored records of `tags`, and of `pod` and `container` when given, in timeline order. */
export const storedOf = <T extends Tag>(
  timeline: Timeline.Timeline,
  tags: ReadonlyArray<T>,
  options: { readonly pod?: string; readonly container?: string } = {}
): Array<Extract<TimelineRecord, { _tag: T }>> => {
  const positions = tags.flatMap((tag) => Timeline.positionsOf(timeline, tag, options))
  if (tags.length > 1) positions.sort((a, b) => a - b)
  return positions.map((i) => Timeline.storedAt(timeline, i) as Extract<TimelineRecord, { _tag: T }>)
}

/** The records of `records` that `keep` picks, in their order. */
export const only = (
  records: Iterable<TimelineRecord>,
  keep: (r: TimelineRecord) => boolean
): Array<TimelineRecord> => {
  const out: Array<TimelineRecord> = []
  for (const r of records) if (keep(r)) out.push(r)
  return out
}
