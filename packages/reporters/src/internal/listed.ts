/**
 * The records a reader lists, where a long run has millions of probe runs: each failed run and each of its Unhealthy
 * Events (happenings users read; a failing probe's ticks may be skipped too, so a long failing stretch lists one
 * record a run: `golden … at T` or a shorter run keeps such a listing small), and a run record of
 * successes once, at its first run, its runs counted (`repeats`, `every`), not listed. The tables, charts and
 * explanations show no successful run on its own but in `explain --all`, which then says `× 2,592,000 runs every 1s`.
 */
import { Timeline } from "@podscenario/core"

type TimelineRecord = Timeline.TimelineRecord

/** Whether the runs of a stored run record are listed: a probe's failures, or a repeated Event. */
const listedRuns = (run: TimelineRecord): boolean => run._tag !== "ProbeExecuted" || run.result !== "success"

/**
 * The records in timeline order, as `Timeline.eachRecord` gives them, but for the later runs of run records of
 * successes, which their run record stands for (see above). Made as they are read, kept by no one.
 */
export const listed = (timeline: Timeline.Timeline): Iterable<TimelineRecord> =>
  Timeline.eachRecord(timeline, { expand: listedRuns })
