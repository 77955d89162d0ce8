/**
 * The records a failure shows, read without expanding the timeline: a 30-day soak's probe runs are a few stored run
 * records (`repeats`, `every`), and a failure report needs only the few instants around one instant. The instants
 * and the runs within the window are found by arithmetic on the stored records, not by listing the runs before it.
 */
import { type Duration, Timeline } from "@podscenario/core"

type Millis = Duration.Millis

/** The `n` largest (or smallest) distinct instants offered so far, ascending. */
interface Nearest {
  readonly instants: Array<number>
  readonly n: number
  readonly largest: boolean
}

/** Whether `t` would be kept if offered now. */
const wants = (near: Nearest, t: number): boolean => {
  const { instants, n, largest } = near
  if (instants.length < n) return true
  return largest ? t > instants[0]! : t < instants[instants.length - 1]!
}

const offer = (near: Nearest, t: number): void => {
  const { instants, n, largest } = near
  if (!wants(near, t)) return
  let i = instants.length
  while (i > 0 && instants[i - 1]! > t) i--
  if (i > 0 && instants[i - 1] === t) return
  instants.splice(i, 0, t)
  if (instants.length > n) {
    if (largest) instants.shift()
    else instants.pop()
  }
}

/**
 * The `before` latest instants of records at or before `at` and the `after` first ones past it, ascending: every
 * run of a run record is an instant of its own, found by arithmetic, not by listing the runs.
 */
const instantsAround = (
  timeline: Timeline.Timeline,
  at: number,
  before: number,
  after: number
): { readonly past: ReadonlyArray<number>; readonly future: ReadonlyArray<number> } => {
  const past: Nearest = { instants: [], n: before, largest: true }
  const future: Nearest = { instants: [], n: after, largest: false }
  for (let index = 0; index < Timeline.size(timeline); index++) {
    const first = Timeline.instantAt(timeline, index)
    // stored records come by their first instant: none further on can come nearer past `at`
    if (first > at && !wants(future, first)) break
    const { count, every } = Timeline.runsAt(timeline, index) ?? { count: 1, every: 0 }
    // runs k = 0 … count-1 at first + k·every; the last one at or before `at`, then the ones either side of it
    const last = first > at ? -1 : count === 1 ? 0 : Math.min(count - 1, Math.floor((at - first) / every))
    for (let k = last; k >= 0 && k > last - before; k--) offer(past, first + k * every)
    for (let k = last + 1; k < count && k <= last + after; k++) offer(future, first + k * every)
  }
  return { past: past.instants, future: future.instants }
}

/** The records from `from` to `to`, in timeline order: the stored ones, and the runs of run records in between. */
const window = (timeline: Timeline.Timeline, from: Millis, to: number): Array<Timeline.TimelineRecord> => {
  const out: Array<Timeline.TimelineRecord> = []
  for (const r of Timeline.eachRecord(timeline, { from })) {
    if (r.at > to) break
    out.push(r)
  }
  return out
}

/**
 * The records a failure shows: those of the `before` latest instants up to and including `at`, and of the `after`
 * first instants past it; at most `limit` records, the ones nearest `at` kept.
 */
export const around = (
  timeline: Timeline.Timeline,
  at: Millis,
  options: { readonly before?: number; readonly after?: number; readonly limit?: number } = {}
): ReadonlyArray<Timeline.TimelineRecord> => {
  const limit = options.limit ?? 12
  const { past, future } = instantsAround(timeline, at, options.before ?? 3, options.after ?? 1)
  const from = past[0] ?? future[0]
  const to = future[future.length - 1] ?? past[past.length - 1]
  if (from === undefined || to === undefined) return []
  // every instant from `from` to `to` is one of those kept
  const records = window(timeline, from as Millis, to)
  // drop from the side farther from `at` until `limit` are left
  let first = 0
  let end = records.length
  while (end - first > limit) {
    if (at - records[first]!.at >= records[end - 1]!.at - at) first++
    else end--
  }
  return records.slice(first, end)
}
