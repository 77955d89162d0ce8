/**
 * The records a reader lists, where a long run has millions of probe runs: each failed run (a happening users read,
 * with its Unhealthy Event; failing ticks are stepped one by one, so the step limit bounds them), and a run record of
 * successes once, at its first run, its runs counted (`repeats`, `every`), not listed. The tables, charts and
 * explanations show no successful run on its own but in `explain --all`, which then says `× 2,592,000 runs every 1s`.
 */
import { Timeline } from "@podscenario/core"

type TimelineRecord = Timeline.TimelineRecord
type Millis = TimelineRecord["at"]

const cache = new WeakMap<Timeline.Timeline, ReadonlyArray<TimelineRecord>>()

/** Whether a stored record is a probe run record of failures (its runs are listed). */
const failedRuns = (
  r: TimelineRecord
): r is Extract<TimelineRecord, { _tag: "ProbeExecuted" }> & { readonly repeats: number; readonly every: Millis } =>
  r._tag === "ProbeExecuted" && r.repeats !== undefined && r.every !== undefined && r.result !== "success"

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
    // at an instant the later runs of run records come first, in stored order, then the records stored there
    const entries: Array<{ readonly record: TimelineRecord; readonly later: boolean; readonly index: number }> = []
    stored.forEach((r, index) => {
      if (!failedRuns(r)) {
        entries.push({ record: r, later: false, index })
        return
      }
      const { repeats: _repeats, every: _every, ...run } = r
      entries.push({ record: run, later: false, index })
      for (let k = 1; k < r.repeats; k++)
        entries.push({ record: { ...run, at: (r.at + k * r.every) as Millis }, later: true, index })
    })
    entries.sort((a, b) => a.record.at - b.record.at || Number(b.later) - Number(a.later) || a.index - b.index)
    out = entries.map((e) => e.record)
  }
  cache.set(timeline, out)
  return out
}
