/**
 * Where a run's records are stored: each record as it comes, except that a run of one occurrence extends the record
 * of its last happening into a run record (`repeats`, `every`; Timeline.ts) when it comes one period on and that
 * keeps the order exact: nothing else recorded at the run's instant before it, and the runs extended at that instant
 * in stored order (`Timeline.eachRecord` gives them in that order, before the records stored at the instant).
 *
 * Two occurrences run so: a probe's runs (`ProbeExecuted` repeating its probe's last one: same result, time-out and
 * cause), and an Event repeating the last one of its key (`EventRecorded` with the same pod, container, type, reason
 * and message as the last one, and its cause: a failing probe's `Unhealthy` Event, kubelet-rules §9.1). Stepping every tick and skipping
 * steady ticks (`steady.ts`) store through it alike.
 */
import type { TimelineRecord } from "../Timeline.ts"
import * as Store from "./store.ts"

type ProbeRecord = Extract<TimelineRecord, { _tag: "ProbeExecuted" }>
type EventRecord = Extract<TimelineRecord, { _tag: "EventRecorded" }>

/** The latest record of an occurrence and its stored position. @internal */
export interface Open<R extends TimelineRecord = TimelineRecord> {
  readonly index: number
  readonly record: R
}

/** @internal */
export interface Recorder {
  readonly store: Store.Builder
  /** Each probe's latest record, by `probeKey`. */
  readonly open: Map<string, Open<ProbeRecord>>
  /**
   * Each Event key's latest record (pod, container, type, reason, message), by container, then message: few keys share
   * both (by message alone, a wide pod's `Pulled` Events shared one list, as long as the pod is wide).
   */
  readonly events: Map<string | undefined, Map<string, Array<Open<EventRecord>>>>
  /** The instant the last record was at, whether a record was stored at it, and the last run extended at it. */
  instant: number
  storedAtInstant: boolean
  lastExtended: number
}

/** @internal */
export const make = (): Recorder => ({
  store: Store.make(),
  open: new Map(),
  events: new Map(),
  instant: -1,
  storedAtInstant: false,
  lastExtended: -1
})

/** One key per probe of a container of a pod. @internal */
export const probeKey = (pod: string, container: string, probe: string): string =>
  `${pod}\u0000${container}\u0000${probe}`

const sameCause = (a: TimelineRecord, b: TimelineRecord): boolean =>
  a.cause?.rule === b.cause?.rule && a.cause?.text === b.cause?.text

const sameProbeRun = (a: ProbeRecord, b: ProbeRecord): boolean =>
  a.result === b.result && a.timedOut === b.timedOut && sameCause(a, b)

/** The same Event key, but for the container and the message (which the maps are keyed by). */
const sameEvent = (a: EventRecord, b: EventRecord): boolean =>
  a.pod === b.pod && a.type === b.type && a.reason === b.reason

/** The latest records of the Event keys of `record`'s container and message. */
const eventOpens = (rec: Recorder, record: EventRecord): Array<Open<EventRecord>> | undefined =>
  rec.events.get(record.container)?.get(record.message)

/** The latest record of `record`'s occurrence that `record` repeats, if any: the only one it may extend. @internal */
export const openOf = (rec: Recorder, record: TimelineRecord): Open | undefined => {
  if (record._tag === "ProbeExecuted") {
    const open = rec.open.get(probeKey(record.pod, record.container, record.probe))
    return open !== undefined && sameProbeRun(open.record, record) ? open : undefined
  }
  if (record._tag === "EventRecorded") {
    const open = eventOpens(rec, record)?.find((o) => sameEvent(o.record, record))
    return open !== undefined && sameCause(open.record, record) ? open : undefined
  }
  return undefined
}

/** Notes `record`, stored at `index`, as its occurrence's latest. */
const remember = (rec: Recorder, record: TimelineRecord, index: number): void => {
  if (record._tag === "ProbeExecuted")
    rec.open.set(probeKey(record.pod, record.container, record.probe), { index, record })
  else if (record._tag === "EventRecorded") {
    const opens = eventOpens(rec, record)
    if (opens === undefined) {
      let byMessage = rec.events.get(record.container)
      if (byMessage === undefined) {
        byMessage = new Map()
        rec.events.set(record.container, byMessage)
      }
      byMessage.set(record.message, [{ index, record }])
    } else {
      const i = opens.findIndex((o) => sameEvent(o.record, record))
      if (i >= 0) opens[i] = { index, record }
      else opens.push({ index, record })
    }
  }
}

const moveTo = (rec: Recorder, at: number): void => {
  if (at === rec.instant) return
  rec.instant = at
  rec.storedAtInstant = false
  rec.lastExtended = -1
}

/** The stored position of the record `record` extends, one period after its last run, or -1: it must be stored. */
const extensible = (rec: Recorder, record: TimelineRecord): number => {
  if (rec.storedAtInstant) return -1
  const open = openOf(rec, record)
  if (open === undefined || open.index <= rec.lastExtended) return -1
  const { index, record: first } = open
  const run = Store.runOf(rec.store, index)
  const every = run?.every ?? record.at - first.at
  if (every <= 0 || first.at + (run?.count ?? 1) * every !== record.at) return -1
  return index
}

/** Stores `record`, or extends the run record it continues. @internal */
export const add = (rec: Recorder, record: TimelineRecord): void => {
  moveTo(rec, record.at)
  if (record._tag === "ProbeExecuted" || record._tag === "EventRecorded") {
    const index = extensible(rec, record)
    if (index >= 0) {
      extendBy(rec, index, 1, record.at - Store.atOf(rec.store, index))
      rec.lastExtended = index
      return
    }
    remember(rec, record, Store.size(rec.store))
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

/**
 * Where a recorder stands, as plain values (what a skip over a crash loop's cycles moves on, `cycles.ts`): its open
 * records' positions (by probe, and by Event key in the order its maps hold them), its instant, and its run records
 * as (position, count, every). @internal
 */
export interface Position {
  readonly probes: ReadonlyArray<readonly [string, number]>
  readonly events: ReadonlyArray<ReadonlyArray<number>>
  readonly instant: number
  readonly storedAtInstant: boolean
  readonly lastExtended: number
  readonly runs: ReadonlyArray<readonly [number, number, number]>
}

/** Every Event key's latest record, in the order the maps hold them. */
const everyEventOpen = (rec: Recorder): Array<Array<Open<EventRecord>>> =>
  [...rec.events.values()].flatMap((byMessage) => [...byMessage.values()])

/** @internal */
export const positionOf = (rec: Recorder): Position => ({
  probes: [...rec.open].map(([key, open]) => [key, open.index] as const),
  events: everyEventOpen(rec).map((opens) => opens.map((o) => o.index)),
  instant: rec.instant,
  storedAtInstant: rec.storedAtInstant,
  lastExtended: rec.lastExtended,
  runs: [...rec.store.runs].map(([index, run]) => [index, run.count, run.every] as const).sort((a, b) => a[0] - b[0])
})

/**
 * Puts `rec` at `p`, a position of its own moved on (the same probes, Event keys and run records): each open record
 * is the one stored at its position now. @internal
 */
export const resume = (rec: Recorder, p: Position): void => {
  for (const [key, index] of p.probes) rec.open.set(key, { index, record: Store.base(rec.store, index) as ProbeRecord })
  everyEventOpen(rec).forEach((opens, i) => {
    for (let j = 0; j < opens.length; j++) {
      const index = p.events[i]![j]!
      opens[j] = { index, record: Store.base(rec.store, index) as EventRecord }
    }
  })
  rec.instant = p.instant
  rec.storedAtInstant = p.storedAtInstant
  rec.lastExtended = p.lastExtended
  for (const [index, count, every] of p.runs) {
    const run = Store.runOf(rec.store, index)!
    run.count = count
    run.every = every
  }
}

/** The stored records, to read (`Timeline.store`). @internal */
export const finish = (rec: Recorder): Store.Store => Store.finish(rec.store)
