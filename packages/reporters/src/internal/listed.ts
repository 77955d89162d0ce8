/**
 * The records a reader lists, where a long run has millions of probe runs: each failed run and each of its Unhealthy
 * Events (happenings users read; a failing probe's ticks may be skipped too, so a long failing stretch lists one
 * record a run: `golden … at T` or a shorter run keeps such a listing small), and a run record of
 * successes once, at its first run, its runs counted (`repeats`, `every`), not listed. The tables, charts and
 * explanations show no successful run on its own but in `explain --all`, which then says `× 2,592,000 runs every 1s`.
 */
import { Timeline } from "@podscenario/core"
import { inOrder, isRun, type Placed, placeRuns, type RunRecord, runOf } from "./runOrder.ts"

type TimelineRecord = Timeline.TimelineRecord

const cache = new WeakMap<Timeline.Timeline, ReadonlyArray<TimelineRecord>>()

/** Whether a stored record is a run record whose runs are listed: a probe's failures, or a repeated Event. */
const failedRuns = (r: TimelineRecord): r is RunRecord =>
  isRun(r) && (r._tag === "EventRecorded" || r.result !== "success")

/**
 * The records in timeline order, as `Timeline.eachRecord` gives them, but for the later runs of run records of
 * successes, which their run record stands for (see above). The stored records themselves when no run failed.
 * Cached per timeline.
 */
export const listed = (timeline: Timeline.Timeline): ReadonlyArray<TimelineRecord> => {
  let out = cache.get(timeline)
  if (out !== undefined) return out
  const stored = Timeline.stored(timeline)
  if (!stored.some(failedRuns)) out = stored
  else {
    const placed: Array<Placed> = []
    stored.forEach((r, index) => {
      const failed = failedRuns(r)
      placed.push({ record: failed ? runOf(r, 0) : r, later: false, index })
      if (failed) placeRuns(placed, r, index, 1, r.repeats - 1)
    })
    out = inOrder(placed)
  }
  cache.set(timeline, out)
  return out
}
