/**
 * Where a run's records are stored: each record as it comes, except that a probe run repeating the last one of its
 * probe, one period on, extends that record into a probe run record (`repeats`, `every`; Timeline.ts) when that
 * keeps the order exact: nothing else recorded at the run's instant before it, and the runs extended at that instant
 * in stored order (`Timeline.eachRecord` gives them in that order, before the records stored at the instant).
 * Stepping every tick and skipping steady ticks (`steady.ts`) store through it alike.
 */
import type { TimelineRecord } from "../Timeline.ts"
import * as Store from "./store.ts"

type ProbeRecord = Extract<TimelineRecord, { _tag: "ProbeExecuted" }>

/** @internal */
export interface Recorder {
  readonly store: Store.Builder
  /** Each probe's latest record and its stored position, by `probeKey`. */
  readonly open: Map<string, { readonly index: number; readonly record: ProbeRecord }>
  /** The instant the last record was at, whether a record was stored at it, and the last run extended at it. */
  instant: number
  storedAtInstant: boolean
  lastExtended: number
}

/** @internal */
export const make = (): Recorder => ({
  store: Store.make(),
  open: new Map(),
  instant: -1,
  storedAtInstant: false,
  lastExtended: -1
})

/** One key per probe of a container of a pod. @internal */
export const probeKey = (pod: string, container: string, probe: string): string =>
  `${pod}\u0000${container}\u0000${probe}`

const sameRun = (a: ProbeRecord, b: ProbeRecord): boolean =>
  a.result === b.result &&
  a.timedOut === b.timedOut &&
  a.cause?.rule === b.cause?.rule &&
  a.cause?.text === b.cause?.text

const moveTo = (rec: Recorder, at: number): void => {
  if (at === rec.instant) return
  rec.instant = at
  rec.storedAtInstant = false
  rec.lastExtended = -1
}

/**
 * The stored position of the probe record `record` extends, one period after its last run, or -1: a new record
 * must be stored.
 */
const extensible = (rec: Recorder, record: ProbeRecord): number => {
  const open = rec.open.get(probeKey(record.pod, record.container, record.probe))
  if (open === undefined || rec.storedAtInstant || open.index <= rec.lastExtended) return -1
  const { index, record: first } = open
  const run = Store.runOf(rec.store, index)
  const every = run?.every ?? record.at - first.at
  if (every <= 0 || first.at + (run?.count ?? 1) * every !== record.at || !sameRun(first, record)) return -1
  return index
}

/** Stores `record`, or extends the run record it continues. @internal */
export const add = (rec: Recorder, record: TimelineRecord): void => {
  moveTo(rec, record.at)
  if (record._tag === "ProbeExecuted") {
    const index = extensible(rec, record)
    if (index >= 0) {
      extendBy(rec, index, 1, record.at - Store.atOf(rec.store, index))
      rec.lastExtended = index
      return
    }
    rec.open.set(probeKey(record.pod, record.container, record.probe), { index: Store.size(rec.store), record })
  }
  Store.append(rec.store, record)
  rec.storedAtInstant = true
}

/**
 * Adds `n` runs, `every` ms apart, to the open record at `index` (the first extension sets `every`): `add` for one
 * run, and `skip.ts` when it knows each would extend it, and nothing else is stored before the last of them.
 * @internal
 */
export const extendBy = (rec: Recorder, index: number, n: number, every: number): void =>
  Store.extend(rec.store, index, n, every)

/** The stored records, to read (`Timeline.store`). @internal */
export const finish = (rec: Recorder): Store.Store => Store.finish(rec.store)
