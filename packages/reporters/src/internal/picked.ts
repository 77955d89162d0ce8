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

/** The records of `records` that `keep` picks, in their order, one at a time as read. */
export const where = function* (
  records: Iterable<TimelineRecord>,
  keep: (r: TimelineRecord) => boolean
): Generator<TimelineRecord, void, undefined> {
  for (const r of records) if (keep(r)) yield r
}

/** The records of `records` that `keep` picks, in their order. */
export const only = (records: Iterable<TimelineRecord>, keep: (r: TimelineRecord) => boolean): Array<TimelineRecord> =>
  Array.from(where(records, keep))
