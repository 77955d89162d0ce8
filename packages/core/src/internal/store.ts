/**
 * Where a timeline's records are kept (`Timeline.store`): appended one at a time by the recorder (or all at once by
 * `Timeline.make`), read by position. A stored record may stand for several runs (a run record: `runs`), which reading
 * adds as `repeats` and `every`. Nothing outside `Timeline.ts` and the recorder reads a store.
 */
import type { TimelineRecord } from "../Records.ts"

/** A run record's runs: how many, and how far apart. @internal */
export interface Run {
  count: number
  every: number
}

/**
 * The stored records, in order (each without `repeats` and `every`), and the run records among them by position.
 * Plain data: a timeline crosses threads by structured clone.
 * @internal
 */
export interface Store {
  readonly records: Array<TimelineRecord>
  readonly runs: Map<number, Run>
}

/** An empty store to append to. @internal */
export const make = (): Store => ({ records: [], runs: new Map() })

/** Stores `record` (without `repeats` and `every`: `extend` adds runs) at the next position. @internal */
export const append = (store: Store, record: TimelineRecord): void => {
  store.records.push(record)
}

/** Adds `n` runs, `every` ms apart, to the record at `index` (the first extension sets `every`). @internal */
export const extend = (store: Store, index: number, n: number, every: number): void => {
  const run = store.runs.get(index)
  if (run === undefined) store.runs.set(index, { count: 1 + n, every })
  else run.count += n
}

/** How many records are stored (a run record counts once). @internal */
export const size = (store: Store): number => store.records.length

/** The instant of the record at `index`. @internal */
export const atOf = (store: Store, index: number): number => store.records[index]!.at

/** The runs of the record at `index`, if it is a run record. @internal */
export const runOf = (store: Store, index: number): Run | undefined => store.runs.get(index)

/** The record at `index` as one happening: without `repeats` and `every`. @internal */
export const base = (store: Store, index: number): TimelineRecord => store.records[index]!

/** The record at `index` as stored: a run record with its `repeats` and `every`. @internal */
export const record = (store: Store, index: number): TimelineRecord => {
  const r = store.records[index]!
  const run = store.runs.get(index)
  return run === undefined ? r : ({ ...r, repeats: run.count, every: run.every } as TimelineRecord)
}

/** Stores records given as stored (a run record with its `repeats` and `every`). @internal */
export const fromRecords = (records: ReadonlyArray<TimelineRecord>): Store => {
  const store = make()
  for (const r of records) {
    if (r._tag === "ProbeExecuted" && r.repeats !== undefined && r.every !== undefined) {
      const { repeats, every, ...run } = r
      store.runs.set(store.records.length, { count: repeats, every })
      append(store, run)
    } else append(store, r)
  }
  return store
}

/** The store as it is now, to read: what the recorder hands to its timeline. @internal */
export const finish = (store: Store): Store => store
