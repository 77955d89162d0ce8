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
  /** Its place among the tickers due at one instant: the order it was queued in. */
  seq: number
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
 * Whether the remaining runs of every ticker would each extend its open records: every ticker ran here at least
 * once (its next tick was queued here), its open records, in the order of its run's records, hold its last run
 * `period` apart, and of two tickers whose runs can meet, the one with the longer period (queued earlier at a shared
 * instant) has the earlier records. Gives each ticker's open records when they would.
 */
const bulkReady = (
  rec: Recorder.Recorder,
  active: ReadonlyArray<Ticker>
): Map<Ticker, ReadonlyArray<number>> | undefined => {
  const opens = new Map<Ticker, ReadonlyArray<number>>()
  for (const t of active) {
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
  for (const a of active) {
    for (const b of active) {
      if (a.tick.period <= b.tick.period) continue
      const meet = (b.next - a.next) % gcd(a.tick.period, b.tick.period) === 0
      if (meet && opens.get(a)!.at(-1)! > opens.get(b)![0]!) return undefined
    }
  }
  return opens
}

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
  let steps = 0
  let seq = tickers.length
  let instant = -1
  const active = tickers.slice()
  while (active.length > 0) {
    const t = active[0]!
    if (t.next !== instant) {
      const opens = bulkReady(rec, active)
      if (opens !== undefined) {
        for (const u of active) {
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
    for (const r of t.tick.records) Recorder.add(rec, t.n === 0 ? r : { ...r, at: t.next as Millis })
    steps++
    t.n++
    t.last = t.next
    t.next += t.tick.period
    t.seq = seq++
    if (t.next < found.until) insert(active, t)
  }
  // queued again in the order their last runs came: the earlier instant first, then the earlier stored
  tickers.sort((a, b) => a.last - b.last || openIndices(rec, a)[0]! - openIndices(rec, b)[0]!)
  for (const t of tickers) {
    kubelet.applySteady!(t.input, t.tick, t.n)
    Heap.push(heap, t.next, { ...t.input, at: t.next as Millis })
  }
  return steps
}
