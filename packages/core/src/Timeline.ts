/**
 * The simulator's output: ordered, timestamped records of what a user could observe — the pod status the API holds
 * (phase, container statuses, conditions, kubectl columns), and occurrences (starts, exits, signals, hooks, probe
 * runs, Kubernetes Events). Records are in the order they happened; several may share an instant.
 *
 * State records carry the new value of one field of the API status; `cursor` replays them into `PodView`s, the
 * state "after everything at an instant" that expectations read (language reference §6).
 *
 * A timeline stores a steady probe compactly: one `ProbeExecuted` with `repeats` stands for that many runs `every` ms
 * apart with the same result (a probe run record), and one `EventRecorded` with `repeats` for an Event repeated
 * `every` ms apart (a failing probe's `Unhealthy`; `Repeated`). `expanded` gives the records one by one, as if each
 * run were its own record; readers that print or replay records use it, and `stored` is the stored, compact form.
 */
import type { Millis } from "./Duration.ts"
import * as Duration from "./Duration.ts"
import * as Reader from "./internal/reader.ts"
import * as Store from "./internal/store.ts"
import { applyTo, type Draft, draftOf, stateTags, write } from "./internal/views.ts"
import type { ContainerKind } from "./PodSpec.ts"
import type { Columns, PodView, TimelineRecord } from "./Records.ts"

export type {
  Cause,
  Columns,
  Condition,
  ConditionStatus,
  ContainerState,
  ContainerStatus,
  Occurrence,
  Phase,
  PodView,
  Repeated,
  RuleId,
  StateRecord,
  StatusResources,
  Terminated,
  TimelineRecord
} from "./Records.ts"
export { conditionTypes } from "./Records.ts"

/**
 * A run's records, its end and its pods. Plain data (it crosses threads by structured clone); read the records
 * through this module (`stored`, `eachRecord`, `expanded`, `cursor`, …), never `store` itself, whose form is the
 * core's own. Make one with `make`.
 *
 * @category models
 */
export interface Timeline {
  /** The instant the run ended (`end at`, the default end, or when every pod was removed). */
  readonly end: Millis
  /** The pods, in scenario order, with their containers in status order (init and sidecars first). */
  readonly pods: ReadonlyArray<{
    readonly name: string
    readonly containers: ReadonlyArray<{ readonly name: string; readonly kind: ContainerKind }>
  }>
  /**
   * The stored records, ordered by time, then by the order the simulator produced them; a probe run record stands
   * for several runs. The core's own form: read it through `stored`, `storedAt`, `eachRecord`, `expanded`, `cursor`.
   */
  readonly store: Store.Store
}

// ---------------------------------------------------------------------------------------------------------------------
// constructors
// ---------------------------------------------------------------------------------------------------------------------

/**
 * A timeline of `records`, given as stored: ordered by time, a run record with its `repeats` and `every`.
 *
 * When to use: tests and API users that build a timeline by hand; `Simulation.run` makes its own.
 *
 * @example
 * const t = make({ records: [{ _tag: "PodCreated", at: millis(0), pod: "web" }], end: millis(1000), pods: [] })
 *
 * @category constructors
 */
export const make = (timeline: {
  readonly records: ReadonlyArray<TimelineRecord>
  readonly end: Millis
  readonly pods: Timeline["pods"]
}): Timeline => ({ end: timeline.end, pods: timeline.pods, store: Store.fromRecords(timeline.records) })

/**
 * The same timeline without its records (its end and pods kept): what a report that prints no record keeps.
 *
 * @category constructors
 */
export const withoutRecords = (timeline: Timeline): Timeline =>
  make({ records: [], end: timeline.end, pods: timeline.pods })

/**
 * The timeline up to `t`, ending there: every record at or before `t`, a probe run record cut to its runs until
 * then (`golden "…" at T`, language reference §7).
 *
 * @category constructors
 */
export const until = (timeline: Timeline, t: Millis): Timeline => {
  const records: Array<TimelineRecord> = []
  const store = timeline.store
  for (let i = 0; i < Store.size(store) && Store.atOf(store, i) <= t; i++) {
    const run = Store.runOf(store, i)
    const runs = run === undefined ? 1 : Math.min(run.count, Math.floor((t - Store.atOf(store, i)) / run.every) + 1)
    records.push(
      runs === 1
        ? Store.base(store, i)
        : ({ ...Store.base(store, i), repeats: runs, every: run!.every } as TimelineRecord)
    )
  }
  return make({ records, end: t, pods: timeline.pods })
}

// ---------------------------------------------------------------------------------------------------------------------
// queries
// ---------------------------------------------------------------------------------------------------------------------

/**
 * How many records are stored: a probe run record counts once (`expanded(timeline).length` counts each run).
 *
 * @category queries
 */
export const size = (timeline: Timeline): number => Store.size(timeline.store)

/**
 * The stored record at `index` (from 0, below `size`): a probe run record with its `repeats` and `every`.
 *
 * @category queries
 */
export const storedAt = (timeline: Timeline, index: number): TimelineRecord => Store.record(timeline.store, index)

/**
 * The instant of the stored record at `index`, without making the record.
 *
 * @category queries
 */
export const instantAt = (timeline: Timeline, index: number): Millis => Store.atOf(timeline.store, index) as Millis

/**
 * The tag of the stored record at `index`, without making the record.
 *
 * @category queries
 */
export const tagAt = (timeline: Timeline, index: number): TimelineRecord["_tag"] => Store.tagOf(timeline.store, index)

/**
 * The runs the stored record at `index` stands for when it is a run record (`repeats` as `count`, `every`), without
 * making the record.
 *
 * @category queries
 */
export const runsAt = (
  timeline: Timeline,
  index: number
): { readonly count: number; readonly every: Millis } | undefined =>
  Store.runOf(timeline.store, index) as { readonly count: number; readonly every: Millis } | undefined

/**
 * The positions (for `storedAt`) of the stored records of `tag`, and of `pod` and `container` when given, in order:
 * found in the timeline's columns, without making the records that do not match.
 *
 * When to use: finding the few records an expectation is about in a long run.
 *
 * @category queries
 */
export const positionsOf = (
  timeline: Timeline,
  tag: TimelineRecord["_tag"],
  options: { readonly pod?: string | undefined; readonly container?: string | undefined } = {}
): ReadonlyArray<number> => Store.find(timeline.store, tag, options.pod, options.container)

/**
 * The stored records in order, a probe run record standing for its runs (`repeats`, `every`): made one at a time as
 * they are read, and kept by no one (a long run's records are made again by each reader that asks).
 *
 * When to use: arithmetic over probe runs without making each (expectations' counts); `eachRecord` to see every run;
 * `positionsOf` and `storedAt` for the records of one tag, pod or container.
 *
 * @category queries
 */
export const stored = function* (timeline: Timeline): Generator<TimelineRecord, void, undefined> {
  for (let i = 0; i < size(timeline); i++) yield storedAt(timeline, i)
}

/**
 * How many records `eachRecord` gives: each probe run counted, found from the stored run records' counts without
 * making a record.
 *
 * @category queries
 */
export const recordCount = (timeline: Timeline): number => {
  let n = 0
  for (let i = 0; i < size(timeline); i++) n += Store.runOf(timeline.store, i)?.count ?? 1
  return n
}

/**
 * The records one at a time, in order, each probe run of a run record (`repeats`) as its own record: exactly what
 * stepping every tick records. At one instant the later runs of run records come first, in stored order, then the
 * records stored at that instant.
 *
 * `expand` picks the run records whose runs are given one by one (all by default); each other run record is given
 * once, as stored (`repeats`, `every`), at its first run. `from` starts at that instant: the runs of earlier run records
 * from there on are found by arithmetic, not read.
 *
 * When to use: reading a long run without holding every record (`expanded` keeps them all); a report that lists the
 * failed probe runs but counts the successes (`expand`), or shows a window of a long run (`from`, and stop reading
 * past its end).
 *
 * @category queries
 */
export const eachRecord = function* (
  timeline: Timeline,
  options: { readonly expand?: (run: TimelineRecord) => boolean; readonly from?: Millis } = {}
): Generator<TimelineRecord, void, undefined> {
  const expand = options.expand
  const r = Reader.make(
    timeline.store,
    expand === undefined ? undefined : (index) => expand(Store.record(timeline.store, index))
  )
  // instants are whole milliseconds: everything before `from` is at or before `from - 1`
  if (options.from !== undefined) Reader.readThrough(r, options.from - 1, skip)
  for (let record = Reader.read(r); record !== undefined; record = Reader.read(r)) yield record
}

const skip = (): void => {}

/**
 * Every record, each probe run as its own (see `eachRecord`), in one array made anew at each call and kept by no
 * one: a long run's millions of probe runs are as many objects, so read those with `eachRecord`.
 *
 * @category queries
 */
export const expanded = (timeline: Timeline): ReadonlyArray<TimelineRecord> => Array.from(eachRecord(timeline))

/**
 * Replays a timeline forward. Starts before any record (`now = -1`); `advanceTo(t)` applies every record with
 * `at <= t`. The `PodView`s it returns are immutable snapshots: a change replaces the view, it never mutates one.
 *
 * When to use: walking the instants of a run in order (expectations over windows, watch-style reporters).
 *
 * @example
 * const c = cursor(timeline)
 * c.advanceTo(millis(30_000))
 * c.pod("web")?.phase // "Running"
 *
 * @category models
 */
export interface Cursor {
  readonly now: Millis
  advanceTo(t: Millis): void
  /**
   * Applies the next record only, and gives it (`undefined` at the end): to see the state between two records of
   * one instant, which `advanceTo` never stops at (`becomes`, language reference §11.5).
   */
  step(): TimelineRecord | undefined
  /**
   * Orders the record `step` gave last among the records of its instant, as `eachRecord` gives them: a later run of
   * a run record ranks by the run record's stored position, a stored record by the count of stored records plus its
   * position (at an instant the later runs come first).
   */
  readonly rank: number
  /** The smallest record instant greater than `now`, if any. */
  nextInstant(): Millis | undefined
  /**
   * The smallest instant greater than `now` of a record that changes a pod's view, if any: between two such
   * instants every view stays as it is, whatever probe runs and Events happen (a state expectation over a window
   * reads only these instants).
   */
  nextChange(): Millis | undefined
  pod(name: string): PodView | undefined
}

/**
 * Applies one record to a pod's view (returns the same view when the record does not concern it).
 *
 * @category combinators
 */
export const applyRecord = (timeline: Timeline, view: PodView, record: TimelineRecord): PodView => {
  const draft = draftOf(view)
  return write(timeline.pods, draft, record) ? draft : view
}

/**
 * A cursor over `timeline` (see `Cursor`). Each pod's view is written in place as records are applied, and copied
 * into an immutable snapshot only when `pod` asks for it after a change: a check that reads the end of a run pays for
 * one copy, not one per record.
 *
 * @category constructors
 */
export const cursor = (timeline: Timeline): Cursor => {
  const r = Reader.make(timeline.store)
  const drafts = new Map<string, Draft>()
  /** The snapshot last handed out of each pod whose draft has not changed since. */
  const snapshots = new Map<string, PodView>()
  const apply = (record: TimelineRecord): void => {
    const written = applyTo(timeline.pods, drafts, record)
    if (written !== undefined) snapshots.delete(written.name)
  }
  // only the records of a pod's state are made: the others (Events, starts, probe runs …) change no view
  const applyAt = (index: number): void => {
    if (stateTags.has(Store.tagOf(timeline.store, index))) apply(Store.base(timeline.store, index))
  }
  // `now` and `rank` are fields kept current, not getters: each object literal with getters gets new accessors and a
  // hidden class of its own, which V8 keeps outside the young generation, holding the cursor and its timeline until
  // a full collection (a sweep of 10,000 values kept about 70 MB so, copied by every minor collection)
  const c: { -readonly [K in keyof Cursor]: Cursor[K] } = {
    now: -1 as Millis,
    rank: -1,
    advanceTo(t: Millis) {
      Reader.readThrough(r, t, applyAt)
      if (t > c.now) c.now = t
    },
    step() {
      const record = Reader.read(r)
      if (record === undefined) return undefined
      c.rank = r.rank
      apply(record)
      if (record.at > c.now) c.now = record.at
      return record
    },
    nextInstant() {
      return Reader.nextAfter(r, c.now) as Millis | undefined
    },
    nextChange() {
      // later runs of run records are probe runs and Events (never state): only stored records can change a view
      for (let i = r.index, size = Store.size(timeline.store); i < size; i++) {
        const at = Store.atOf(timeline.store, i)
        if (at > c.now && stateTags.has(Store.tagOf(timeline.store, i))) return at as Millis
      }
      return undefined
    },
    pod(name: string) {
      const snapshot = snapshots.get(name)
      if (snapshot !== undefined) return snapshot
      const draft = drafts.get(name)
      if (draft === undefined) return undefined
      const copy = draftOf(draft)
      snapshots.set(name, copy)
      return copy
    }
  }
  return c
}

/**
 * A cursor at the end of a run, reading the pod views the simulator ended with (`Simulation.Output.finalViews`)
 * instead of replaying the records: the same as `cursor(timeline)` advanced to `timeline.end`, since no record comes
 * after the end (a property test over random pods and scripts compares the two). A check that reads only the end of
 * a run (`expect pod removed`) so skips the replay, a tenth of a sweep value's cost.
 *
 * @category constructors
 */
export const cursorAtEnd = (timeline: Timeline, views: ReadonlyMap<string, PodView>): Cursor =>
  new EndCursor(timeline.end, views)

/** A class, not an object literal: its methods are made once, not at every check of a sweep's thousands of runs. */
class EndCursor implements Cursor {
  now: Millis
  readonly rank = -1
  private readonly views: ReadonlyMap<string, PodView>

  constructor(end: Millis, views: ReadonlyMap<string, PodView>) {
    this.now = end
    this.views = views
  }

  advanceTo(t: Millis): void {
    if (t > this.now) this.now = t
  }

  step(): undefined {
    return undefined
  }

  nextInstant(): undefined {
    return undefined
  }

  nextChange(): undefined {
    return undefined
  }

  pod(name: string): PodView | undefined {
    return this.views.get(name)
  }
}

/**
 * The view of `pod` after everything at `t` (language reference §6), or `undefined` before it exists.
 *
 * @category queries
 */
export const stateAt = (timeline: Timeline, pod: string, t: Millis): PodView | undefined => {
  const c = cursor(timeline)
  c.advanceTo(t)
  return c.pod(pod)
}

/**
 * Every instant at which some record happened, ascending and distinct.
 *
 * @category queries
 */
export const instants = (timeline: Timeline): ReadonlyArray<Millis> => {
  const out: Array<Millis> = []
  for (const r of eachRecord(timeline)) if (out.length === 0 || out[out.length - 1] !== r.at) out.push(r.at)
  return out
}

/**
 * The records of one tag, optionally for one pod and within `[from, to]`.
 *
 * @category queries
 */
export const recordsOf = <Tag extends TimelineRecord["_tag"]>(
  timeline: Timeline,
  tag: Tag,
  options: { readonly pod?: string; readonly from?: Millis; readonly to?: Millis } = {}
): ReadonlyArray<Extract<TimelineRecord, { _tag: Tag }>> =>
  expanded(timeline).filter(
    (r): r is Extract<TimelineRecord, { _tag: Tag }> =>
      r._tag === tag &&
      (options.pod === undefined || ("pod" in r && r.pod === options.pod)) &&
      (options.from === undefined || r.at >= options.from) &&
      (options.to === undefined || r.at <= options.to)
  )

/**
 * The kubectl RESTARTS text at `now`: `3` or `3 (10s ago)` (kubelet-rules §14 step 6).
 *
 * @category formatting
 */
export const formatRestarts = (columns: Columns, now: Millis): string =>
  columns.restarts > 0 && columns.lastRestartAt !== undefined
    ? `${columns.restarts} (${Duration.formatHuman(now - columns.lastRestartAt)} ago)`
    : `${columns.restarts}`
