/**
 * Some of a timeline's records in its order without a cursor: each stored record at its place, and chosen later runs
 * of run records (`repeats`, `every`) made by arithmetic. At one instant the later runs come first, by their run
 * record's stored position, then the records stored there (`Timeline.eachRecord`'s order).
 */
import type { Timeline } from "@podscenario/core"

type TimelineRecord = Timeline.TimelineRecord
type Millis = TimelineRecord["at"]

/** A record with its place: its stored position, and whether it is a later run of the run record stored there. */
export interface Placed {
  readonly record: TimelineRecord
  readonly later: boolean
  readonly index: number
}

/** A run record (a probe's runs, or a repeated Event): `repeats` runs `every` ms apart from its `at`. */
export type RunRecord = Extract<TimelineRecord, { _tag: "ProbeExecuted" | "EventRecorded" }> & {
  readonly repeats: number
  readonly every: Millis
}

export const isRun = (r: TimelineRecord): r is RunRecord =>
  (r._tag === "ProbeExecuted" || r._tag === "EventRecorded") && r.repeats !== undefined && r.every !== undefined

/** How many happenings a stored record stands for: a run record its runs, any other one. */
export const happeningsOf = (r: TimelineRecord): number => (isRun(r) ? r.repeats : 1)

/** One run of a run record, as the record of that run alone (without `repeats` and `every`). */
export const runOf = (r: RunRecord, k: number): TimelineRecord => {
  const { repeats: _repeats, every: _every, ...run } = r
  return k === 0 ? run : { ...run, at: (r.at + k * r.every) as Millis }
}

/** Places the later runs `first` … `last` (from 1) of the run record stored at `index`. */
export const placeRuns = (into: Array<Placed>, r: RunRecord, index: number, first: number, last: number): void => {
  for (let k = Math.max(1, first); k <= last; k++) into.push({ record: runOf(r, k), later: true, index })
}

/** The records in timeline order. */
export const inOrder = (placed: Array<Placed>): ReadonlyArray<TimelineRecord> =>
  placed
    .sort((a, b) => a.record.at - b.record.at || Number(b.later) - Number(a.later) || a.index - b.index)
    .map((p) => p.record)
