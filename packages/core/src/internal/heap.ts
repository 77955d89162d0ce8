/**
 * A binary min-heap keyed by (time, seq): the simulation's event queue. `seq` is a counter assigned at insertion, so
 * events at the same instant come out in insertion order (never by time alone: xstate's SimulatedClock counter-example).
 *
 * Hot path: keys live in two growable arrays of numbers and values in a parallel array; no closure or key object is
 * allocated per event.
 */

/** @internal */
export interface Heap<A> {
  readonly times: Array<number>
  readonly seqs: Array<number>
  readonly values: Array<A | undefined>
  size: number
  nextSeq: number
}

/**
 * An empty heap. Plain arrays, grown a slot at a time: a typed array is three objects (the view, its buffer, its
 * bytes), made twice a run (the queue and a pod's waits), and a sweep's runs queue a few events each. @internal
 */
export const make = <A>(): Heap<A> => ({ times: [], seqs: [], values: [], size: 0, nextSeq: 0 })

/** Inserts `value` at `time`; returns its sequence number. @internal */
export const push = <A>(heap: Heap<A>, time: number, value: A): number => {
  if (heap.size === heap.times.length) {
    heap.times.push(0)
    heap.seqs.push(0)
    heap.values.push(undefined)
  }
  const seq = heap.nextSeq++
  const times = heap.times
  const seqs = heap.seqs
  const values = heap.values
  let i = heap.size++
  // sift up
  while (i > 0) {
    const parent = (i - 1) >> 1
    const pt = times[parent]!
    if (pt < time || (pt === time && seqs[parent]! < seq)) break
    times[i] = pt
    seqs[i] = seqs[parent]!
    values[i] = values[parent]
    i = parent
  }
  times[i] = time
  seqs[i] = seq
  values[i] = value
  return seq
}

/** The time of the first event, or `undefined` when empty. @internal */
export const peekTime = <A>(heap: Heap<A>): number | undefined => (heap.size === 0 ? undefined : heap.times[0])

/** Removes and returns the first event's value, or `undefined` when empty. @internal */
export const pop = <A>(heap: Heap<A>): A | undefined => {
  if (heap.size === 0) return undefined
  const times = heap.times
  const seqs = heap.seqs
  const values = heap.values
  const top = values[0]
  const last = --heap.size
  const t = times[last]!
  const s = seqs[last]!
  const v = values[last]
  values[last] = undefined
  if (last > 0) {
    // sift down the last element from the root
    let i = 0
    const half = last >> 1
    while (i < half) {
      let child = 2 * i + 1
      const right = child + 1
      if (
        right < last &&
        (times[right]! < times[child]! || (times[right] === times[child] && seqs[right]! < seqs[child]!))
      ) {
        child = right
      }
      const ct = times[child]!
      if (t < ct || (t === ct && s < seqs[child]!)) break
      times[i] = ct
      seqs[i] = seqs[child]!
      values[i] = values[child]
      i = child
    }
    times[i] = t
    seqs[i] = s
    values[i] = v
  }
  return top
}

/** Number of queued events. @internal */
export const size = <A>(heap: Heap<A>): number => heap.size
