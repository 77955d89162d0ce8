/**
 * Skipping steady state (docs/contributing/core.md): while every queued input before some horizon is a steady probe
 * tick (`steady.ts`), the run advances those tickers to the horizon at once, storing their runs as the recorder
 * would have stored them tick by tick (`recorder.ts`), and queues each at its first tick at or after the horizon.
 *
 * The runs come out in the order stepping gives them: ticks of one instant in the order they were queued, that is
 * the earliest queued first (a longer period first), then in the order of their previous runs; a run's records (its
 * `ProbeExecuted`, and a failure's or an error's `Unhealthy` Event) in their order. The first runs are stored one at
 * a time through the recorder, which cuts a record wherever the order needs it; once every ticker's open records are
 * in the order their later runs come in, the rest are added in bulk.
 */
import type { Millis } from "../Duration.ts"
import type { Input, SteadyTick, Stepper } from "../Kubelet.ts"
import * as Heap from "./heap.ts"
import * as Recorder from "./recorder.ts"
import * as Store from "./store.ts"

type Tick = Extract<Input, { _tag: "Timer" }>

interface Ticker {
  readonly input: Tick
  readonly tick: SteadyTick
  /** The instant of its next run, of its last run, and how many it ran here. */
  next: number
  last: number
  n: number
  /** Its place among the inputs due at one instant: the order it was queued in. */
  seq: number
  /** For a `start` tick, the ticker of its time-out; for that time-out, the tick that queues it. */
  timeout?: Ticker
  spawner?: Ticker
}

/** A skip pays when some ticker runs at least this many times before the horizon. */
const WORTH = 4

const before = (a: Ticker, b: Ticker): boolean => a.next < b.next || (a.next === b.next && a.seq < b.seq)

const insert = (queue: Array<Ticker>, t: Ticker): void => {
  let i = queue.length
  while (i > 0 && before(t, queue[i - 1]!)) i--
  queue.splice(i, 0, t)
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/**
 * Whether `a` runs before `b` at an instant where both run, once each was queued by its last run (or its time-out by
 * its tick's): the one queued earlier, with the longer lead; of two queued at one instant, in the order their
 * queuers ran there; of two that queue themselves with one period, in the order they last ran (`seq`).
 */
const precedes = (a: Ticker, b: Ticker): boolean => {
  if (a.tick.lead !== b.tick.lead) return a.tick.lead > b.tick.lead
  const [qa, qb] = [a.spawner ?? a, b.spawner ?? b]
  return qa === a && qb === b ? a.seq < b.seq : precedes(qa, qb)
}

/** `Array.sort`'s order of tickers by an instant of theirs, then as they run at one instant. */
const byInstant =
  (instant: (t: Ticker) => number) =>
  (a: Ticker, b: Ticker): number =>
    instant(a) - instant(b) || (precedes(a, b) ? -1 : 1)

/**
 * The horizon (exclusive) of a skip from the first queued input on, and the steady ticks before it; `undefined` when
 * the first input is not a steady tick or no ticker would run `WORTH` times.
 */
const horizon = (
  heap: Heap.Heap<Input>,
  kubelet: Stepper,
  end: number
): { readonly until: number; readonly ticks: Map<Input, SteadyTick> } | undefined => {
  const first = heap.size === 0 ? undefined : kubelet.steady!(heap.values[0]!)
  if (first === undefined) return undefined
  const ticks = new Map<Input, SteadyTick>([[heap.values[0]!, first]])
  let until = Math.min(end, first.until)
  for (let i = 1; i < heap.size; i++) {
    const input = heap.values[i]!
    const tick = kubelet.steady!(input)
    if (tick === undefined) until = Math.min(until, heap.times[i]!)
    else {
      ticks.set(input, tick)
      until = Math.min(until, tick.until)
    }
  }
  for (let i = 0; i < heap.size; i++) {
    const tick = ticks.get(heap.values[i]!)
    if (tick !== undefined && heap.times[i]! + WORTH * tick.period <= until) return { until, ticks }
  }
  return undefined
}

/** The positions of the records a ticker's runs extend (the open record of each of its run's records), -1: none. */
const openIndices = (rec: Recorder.Recorder, t: Ticker): ReadonlyArray<number> =>
  t.tick.records.map((r) => Recorder.openOf(rec, r)?.index ?? -1)

/**
 * Whether the remaining runs of every ticker due before the horizon would each extend its open records: every one
 * ran here at least once, its open records, in the order of its run's records, hold its last run `period` apart, and
 * of two whose runs can meet, the one that runs first at a shared instant (`precedes`) has the earlier records.
 * Gives each ticker's open records when they would.
 */
const bulkReady = (
  rec: Recorder.Recorder,
  due: ReadonlyArray<Ticker>
): Map<Ticker, ReadonlyArray<number>> | undefined => {
  const opens = new Map<Ticker, ReadonlyArray<number>>()
  for (const t of due) {
    if (t.n === 0) return undefined
    const indices = openIndices(rec, t)
    let previous = -1
    for (const index of indices) {
      if (index <= previous) return undefined
      previous = index
      const run = Store.runOf(rec.store, index)
      const first = Store.atOf(rec.store, index)
      if (
        run === undefined
          ? first !== t.last
          : run.every !== t.tick.period || first + (run.count - 1) * run.every !== t.last
      )
        return undefined
    }
    opens.set(t, indices)
  }
  for (const a of due) {
    for (const b of due) {
      if (a === b || a.tick.records.length === 0 || b.tick.records.length === 0 || !precedes(a, b)) continue
      const meet = (b.next - a.next) % gcd(a.tick.period, b.tick.period) === 0
      if (meet && opens.get(a)!.at(-1)! > opens.get(b)![0]!) return undefined
    }
  }
  return opens
}

/** The ticker of a time-out that `t`, a `start` tick, queues: one of `tickers` if queued already, else a new one. */
const timeoutOf = (t: Ticker, tickers: Array<Ticker>): Ticker => {
  const { input, tick } = t.tick.timeout!
  const queued = tickers.find(
    (u) =>
      u.tick.effect === "timeout" &&
      u.input.pod === input.pod &&
      u.input.container === input.container &&
      u.input.probe === input.probe
  )
  const u = queued ?? { input, tick, next: input.at, last: -1, n: 0, seq: -1 }
  if (queued === undefined) tickers.push(u)
  u.spawner = t
  return u
}

/** The instant of the time-out that `start` tick `t` queues at its run at `at`. */
const spawnedBy = (t: Ticker, at: number): number => at + t.tick.timeout!.after

/**
 * Skips steady state from the first queued input on, if it is a steady tick: runs of the steady tickers before the
 * horizon go to `rec`, the tickers to their next tick at or after it, the kubelet's probe workers forward. `end`:
 * nothing at or after it may be skipped. Returns the steps it took (runs stored one at a time, plus one for the bulk),
 * 0 when it skipped nothing.
 *
 * @internal
 */
export const skip = (heap: Heap.Heap<Input>, kubelet: Stepper, rec: Recorder.Recorder, end: number): number => {
  const found = horizon(heap, kubelet, end)
  if (found === undefined) return 0
  const tickers: Array<Ticker> = []
  while (Heap.size(heap) > 0 && Heap.peekTime(heap)! < found.until) {
    const input = Heap.pop(heap)! as Tick
    tickers.push({ input, tick: found.ticks.get(input)!, next: input.at, last: input.at, n: 0, seq: tickers.length })
  }
  for (const t of tickers.slice()) if (t.tick.effect === "start") t.timeout = timeoutOf(t, tickers)
  let steps = 0
  let seq = tickers.length
  let instant = -1
  const active = tickers.filter((t) => t.seq >= 0)
  while (active.length > 0) {
    const t = active[0]!
    if (t.next !== instant) {
      const due = tickers.filter((u) => u.next < found.until)
      const opens = bulkReady(rec, due)
      if (opens !== undefined) {
        for (const u of due) {
          const n = Math.ceil((found.until - u.next) / u.tick.period)
          for (const index of opens.get(u)!) Recorder.extendBy(rec, index, n, u.tick.period)
          u.n += n
          u.last = u.next + (n - 1) * u.tick.period
          u.next = u.last + u.tick.period
        }
        steps++
        break
      }
      instant = t.next
    }
    active.shift()
    for (const r of t.tick.records) Recorder.add(rec, r.at === t.next ? r : { ...r, at: t.next as Millis })
    steps++
    t.n++
    t.last = t.next
    if (t.tick.effect === "timeout") {
      // queued by its tick: its next run is the next tick's time-out, if its tick runs here
      t.next = t.spawner === undefined ? Number.POSITIVE_INFINITY : spawnedBy(t.spawner, t.spawner.next)
      continue
    }
    t.next += t.tick.period
    t.seq = seq++
    if (t.next < found.until) insert(active, t)
    const u = t.timeout
    if (u !== undefined) {
      u.next = spawnedBy(t, t.last)
      u.seq = seq++
      if (u.next < found.until) insert(active, u)
    }
  }
  // the probe workers as their last runs left them; queued again in the order they are due (a time-out only if its
  // tick's last run queued it)
  for (const t of tickers.filter((u) => u.n > 0).sort(byInstant((u) => u.last)))
    kubelet.applySteady!(t.input, t.tick, t.n)
  const queued = tickers.filter(
    (t) =>
      t.tick.effect !== "timeout" || (t.spawner !== undefined && spawnedBy(t.spawner, t.spawner.last) >= found.until)
  )
  for (const t of queued) if (t.spawner !== undefined) t.next = spawnedBy(t.spawner, t.spawner.last)
  for (const t of queued.sort(byInstant((u) => u.next))) Heap.push(heap, t.next, { ...t.input, at: t.next as Millis })
  return steps
}
