/**
 * Reads a timeline's stored records (`store.ts`) in order, each probe run of a run record as its own record, without
 * holding them: a position in the store, and the run records with runs still to give, by (next instant, stored
 * position) — a few at a time. At one instant the later runs of run records come first, in stored order, then the
 * records stored at that instant (`Timeline.eachRecord`).
 */
import type { Millis } from "../Duration.ts"
import type { TimelineRecord } from "../Records.ts"
import * as Store from "./store.ts"

/** A run record's later runs still to give: the next one's instant, how many are left, its stored position. */
interface Pending {
  at: number
  left: number
  readonly index: number
  readonly every: number
}

/** @internal */
export interface Reader {
  readonly store: Store.Store
  index: number
  pending: Array<Pending>
  /** The rank of the record `read` gave last (see `Timeline.Cursor.rank`). */
  rank: number
  /** Whether the run record stored at a position gives its runs one by one; the others are read once, as stored. */
  readonly expands: (index: number) => boolean
}

const everyRun = (): boolean => true

/**
 * A reader at the start of `store`, giving the runs of the run records `expands` picks (all by default) one by one,
 * and each other run record once, as stored (with `repeats` and `every`). @internal
 */
export const make = (store: Store.Store, expands: (index: number) => boolean = everyRun): Reader => ({
  store,
  index: 0,
  pending: [],
  rank: -1,
  expands
})

const pend = (pending: Array<Pending>, p: Pending): void => {
  let i = pending.length
  while (i > 0 && (pending[i - 1]!.at > p.at || (pending[i - 1]!.at === p.at && pending[i - 1]!.index > p.index))) i--
  pending.splice(i, 0, p)
}

/** The record of one run of the run record at `index`, at `at`. */
const runAt = (store: Store.Store, index: number, at: number): TimelineRecord => {
  const run = Store.base(store, index)
  return at === run.at ? run : { ...run, at: at as Millis }
}

/** Whether the record stored at `index` is a run record whose runs `r` gives one by one. */
const expanding = (r: Reader, index: number): boolean => Store.runOf(r.store, index) !== undefined && r.expands(index)

/** Takes the next stored record: its position; the later runs of a run record expanded are pending from then on. */
const takeStored = (r: Reader, expand = expanding(r, r.index)): number => {
  const index = r.index++
  const run = Store.runOf(r.store, index)
  if (run !== undefined && run.count > 1 && expand)
    pend(r.pending, { at: Store.atOf(r.store, index) + run.every, left: run.count - 1, index, every: run.every })
  return index
}

/** The next record (`undefined` at the end): at one instant, the later runs of run records first, in stored order. @internal */
export const read = (r: Reader): TimelineRecord | undefined => {
  const size = Store.size(r.store)
  const p = r.pending[0]
  if (p !== undefined && (r.index >= size || p.at <= Store.atOf(r.store, r.index))) {
    r.pending.shift()
    r.rank = p.index
    const run = runAt(r.store, p.index, p.at)
    if (--p.left > 0) {
      p.at += p.every
      pend(r.pending, p)
    }
    return run
  }
  if (r.index >= size) return undefined
  const expand = expanding(r, r.index)
  const index = takeStored(r, expand)
  r.rank = size + index
  // a run record not expanded is read once, as stored
  return Store.runOf(r.store, index) === undefined || expand ? Store.base(r.store, index) : Store.record(r.store, index)
}

/**
 * Reads every record at or before `t`, giving `apply` the stored positions in order; the later runs of run records
 * are counted, not read (a probe run changes no pod's state). @internal
 */
export const readThrough = (r: Reader, t: number, apply: (index: number) => void): void => {
  const size = Store.size(r.store)
  while (r.index < size && Store.atOf(r.store, r.index) <= t) apply(takeStored(r))
  if (r.pending.length === 0 || r.pending[0]!.at > t) return
  const pending = r.pending
  r.pending = []
  for (const p of pending) {
    if (p.at <= t) {
      const runs = Math.floor((t - p.at) / p.every) + 1
      p.left -= runs
      p.at += runs * p.every
    }
    if (p.left > 0) pend(r.pending, p)
  }
}

/** The smallest instant of a record still to read that is after `now`, if any. @internal */
export const nextAfter = (r: Reader, now: number): number | undefined => {
  let next: number | undefined
  const size = Store.size(r.store)
  for (let i = r.index; i < size; i++) {
    const at = Store.atOf(r.store, i)
    if (at > now) {
      if (next === undefined || at < next) next = at
      break
    }
    // a run record of this instant not read yet: its second run is after `now`
    const run = Store.runOf(r.store, i)
    if (run !== undefined && (next === undefined || at + run.every < next)) next = at + run.every
  }
  for (const p of r.pending) {
    const at = p.at > now ? p.at : p.left > 1 ? p.at + p.every : undefined
    if (at !== undefined && (next === undefined || at < next)) next = at
  }
  return next
}
