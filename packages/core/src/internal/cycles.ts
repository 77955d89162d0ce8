/**
 * Skipping a crash loop's cycles (docs/contributing/core.md, "Skipping a crash loop's cycles"): once a pod's crash
 * loop is at its back-off cap (kubelet-rules §5.1, §5.2), each cycle (restart, run, exit, wait) repeats the one
 * before, moved on: its instants by the period, its counts (runs, restarts, tokens, stored positions) by one cycle's
 * worth. When the last three cycles moved alike, in the records they stored and in everything the run keeps (the
 * kubelet's state and its stepper's caches, the queue, the recorder, the pod views), the run jumps over as many
 * whole cycles as come before the horizon (the first queued input that does not move with the cycle, a behaviour's
 * run that differs, the end): the records of the last cycle are read again that many times (`Store.repeat`), and
 * everything the run keeps is moved on arithmetically (`motion.ts`). A pod that does not qualify is stepped.
 *
 * What a cycle is needs no model of the kubelet: a boundary is the top of the loop when the first queued input is a
 * pod's back-off resync (§5.2), and the check is on the values, not on what they mean.
 */

import type { Behaviour } from "../Behaviour.ts"
import type { Input, Stepper } from "../Kubelet.ts"
import type * as Heap from "./heap.ts"
import { advance, between, type Motion, sameMotion, snapshot } from "./motion.ts"
import * as Recorder from "./recorder.ts"
import * as Store from "./store.ts"
import type { Draft } from "./views.ts"

/** Everything a run keeps between steps besides the stored records, as one value (`motion.ts` walks it). */
interface Kept {
  readonly pods: Stepper["state"]["pods"]
  readonly nodes: Stepper["state"]["nodes"]
  readonly caches: ReadonlyArray<unknown>
  readonly views: ReadonlyArray<readonly [string, Draft]>
  /** The queue in order: (instant, sequence, input). */
  readonly queue: ReadonlyArray<readonly [number, number, Input]>
  readonly nextSeq: number
  readonly recorder: Recorder.Position
}

/** A boundary: its instant, how many records were stored before it, and what the run kept there (a copy, if taken). */
interface Boundary {
  readonly at: number
  readonly size: number
  kept: Kept | undefined
}

/** A pod's last boundaries, oldest first; after a check that failed, how many to let pass without a copy. */
interface PodCycles {
  readonly boundaries: Array<Boundary>
  wait: number
  failed: number
}

/** @internal */
export type Cycles = Map<number, PodCycles>

/** @internal */
export const make = (): Cycles => new Map()

/** The boundaries kept a pod: a cycle may span several (its containers' restarts at different instants). */
const KEPT = 16

/** The most boundaries one cycle spans. */
const SPAN = 5

/** A skip pays when it jumps at least this many cycles. */
const WORTH = 2

const keptOf = (
  heap: Heap.Heap<Input>,
  kubelet: Stepper,
  rec: Recorder.Recorder,
  views: ReadonlyMap<string, Draft>
): Kept => {
  const queue: Array<readonly [number, number, Input]> = []
  for (let i = 0; i < heap.size; i++) queue.push([heap.times[i]!, heap.seqs[i]!, heap.values[i]!])
  queue.sort((a, b) => a[0] - b[0] || a[1] - b[1])
  return {
    pods: kubelet.state.pods,
    nodes: kubelet.state.nodes,
    caches: kubelet.cache!.pods,
    views: [...views],
    queue,
    nextSeq: heap.nextSeq,
    recorder: Recorder.positionOf(rec)
  }
}

/** The part of `motion` at `key` (none: it does not move). */
const part = (motion: Motion | undefined, key: string | number): Motion | undefined =>
  motion !== undefined && "o" in motion ? motion.o.find(([k]) => k === key)?.[1] : undefined

const stepOf = (motion: Motion | undefined): number => (motion !== undefined && "n" in motion ? motion.n : 0)

/** The run numbers from which a container's behaviours differ (a `SomeRuns`' first run, and the one after its last). */
const switches = (behaviours: ReadonlyArray<Behaviour>): Array<number> =>
  behaviours.flatMap((b) =>
    "runs" in b && b.runs._tag === "SomeRuns" ? [b.runs.from, ...(b.runs.to === undefined ? [] : [b.runs.to + 1])] : []
  )

/**
 * How many whole cycles from the boundary at `at` can be jumped: each ends before the horizon (a queued input that
 * stays, `end`), no container's behaviour changes within them or the one after (`switches`), and the records stay
 * under `room`.
 */
const cyclesBefore = (
  kubelet: Stepper,
  kept: Kept,
  previous: Kept,
  motion: Motion | undefined,
  at: number,
  period: number,
  end: number
): number => {
  let horizon = end
  const queue = part(motion, "queue")
  for (let i = 0; i < kept.queue.length; i++) {
    const moves = stepOf(part(part(queue, i), 0))
    if (moves === 0) horizon = Math.min(horizon, kept.queue[i]![0])
    else if (moves !== period) return 0
  }
  let n = Math.floor((horizon - 1 - at) / period)
  const config = kubelet.state.config
  for (let i = 0; i < kept.pods.length; i++) {
    for (let j = 0; j < kept.pods[i]!.containers.length; j++) {
      const c = kept.pods[i]!.containers[j]!
      const runs = c.runs - previous.pods[i]!.containers[j]!.runs
      if (runs <= 0) continue
      const cc = config.pods[i]!.containers[j]!
      const behaviours = [...cc.exits, ...cc.hooks, ...cc.probes.startup, ...cc.probes.liveness, ...cc.probes.readiness]
      for (const s of switches(behaviours)) if (s > c.runs) n = Math.min(n, Math.floor((s - 1 - c.runs) / runs) - 1)
    }
  }
  return n
}

/**
 * The motions of the records stored in the last cycle, if they moved as the ones a cycle before did; `false` if not.
 * The three cycles stored alike (`storedAlike`).
 */
const recordMotions = (store: Store.Store, sizes: ReadonlyArray<number>): Array<Motion | undefined> | false => {
  const [a, b, c] = sizes as [number, number, number, number]
  const length = b - a
  const motions: Array<Motion | undefined> = []
  for (let m = 0; m < length; m++) {
    const [r1, r2, r3] = [Store.base(store, a + m), Store.base(store, b + m), Store.base(store, c + m)]
    const [first, second] = [between(r1, r2), between(r2, r3)]
    if (first === false || second === false || !sameMotion(first, second)) return false
    motions.push(second)
  }
  return motions
}

/**
 * Whether the last three cycles stored as many records each, none of them a run record (which could still grow: not
 * a cycle that repeats as stored). Cheap, so a cycle that fails it (the first at the cap, whose Events start their
 * run records) is not one to wait after.
 */
const storedAlike = (store: Store.Store, sizes: ReadonlyArray<number>): boolean => {
  const [a, b, c, d] = sizes as [number, number, number, number]
  const length = d - c
  if (length === 0 || c - b !== length || b - a !== length) return false
  for (const index of store.runs.keys()) if (index >= a) return false
  return true
}

/** Writes `kept` back into what the run keeps (the queue, the stepper, the recorder, the views). */
const restore = (
  kept: Kept,
  heap: Heap.Heap<Input>,
  kubelet: Stepper,
  rec: Recorder.Recorder,
  views: Map<string, Draft>
): void => {
  const pods = kubelet.state.pods as Array<(typeof kept.pods)[number]>
  kept.pods.forEach((p, i) => {
    pods[i] = p
  })
  const nodes = kubelet.state.nodes as Array<(typeof kept.nodes)[number]>
  kept.nodes.forEach((n, i) => {
    nodes[i] = n
  })
  const caches = kubelet.cache!.pods as Array<unknown>
  kept.caches.forEach((c, i) => {
    caches[i] = c
  })
  for (const [name, draft] of kept.views) views.set(name, draft)
  // a queue in order is a heap
  for (let i = 0; i < kept.queue.length; i++) {
    const [at, seq, input] = kept.queue[i]!
    heap.times[i] = at
    heap.seqs[i] = seq
    heap.values[i] = input
  }
  heap.nextSeq = kept.nextSeq
  Recorder.resume(rec, kept.recorder)
}

/**
 * The fewest boundaries `m` a cycle spans, if the last `times` cycles of that many took equally long: a pod whose
 * containers restart at different instants restarts `m` times a cycle.
 */
const spanOf = (boundaries: ReadonlyArray<Boundary>, times: number): number | undefined => {
  const k = boundaries.length - 1
  for (let m = 1; m <= SPAN && times * m <= k; m++) {
    const period = boundaries[k]!.at - boundaries[k - m]!.at
    let alike = true
    for (let j = 1; alike && j < times; j++)
      alike = boundaries[k - j * m]!.at - boundaries[k - (j + 1) * m]!.at === period
    if (alike) return m
  }
  return undefined
}

/**
 * At the top of the loop: when the first queued input is a pod's back-off resync, notes a boundary of its cycle,
 * and when its last three cycles moved alike, jumps over the whole cycles before the horizon (`end`: nothing at or
 * after it may be skipped; `room`: the records it may add). Returns whether it jumped (one step).
 *
 * @internal
 */
export const skip = (
  cycles: Cycles,
  heap: Heap.Heap<Input>,
  kubelet: Stepper,
  rec: Recorder.Recorder,
  views: Map<string, Draft>,
  end: number,
  room: number
): boolean => {
  const first = heap.size === 0 ? undefined : heap.values[0]!
  if (first === undefined || first._tag !== "Resync") return false
  const at = heap.times[0]!
  let pod = cycles.get(first.pod)
  if (pod === undefined) {
    pod = { boundaries: [], wait: 0, failed: 0 }
    cycles.set(first.pod, pod)
  }
  const boundaries = pod.boundaries
  if (boundaries.at(-1)?.at === at) return false
  const size = Store.size(rec.store)
  const here: Boundary = { at, size, kept: undefined }
  boundaries.push(here)
  if (boundaries.length > KEPT) boundaries.shift()
  if (pod.wait > 0) {
    pod.wait--
    return false
  }
  // a copy of what the run keeps only where two cycles took equally long
  if (spanOf(boundaries, 2) === undefined) return false
  const kept = keptOf(heap, kubelet, rec, views)
  here.kept = snapshot(kept)
  const m = spanOf(boundaries, 3)
  if (m === undefined) return false
  const k = boundaries.length - 1
  const [b1, b2, b3] = [boundaries[k - 3 * m]!, boundaries[k - 2 * m]!, boundaries[k - m]!]
  if (b2.kept === undefined || b3.kept === undefined) return false
  const period = at - b3.at
  const fail = (): false => {
    pod.failed++
    pod.wait = Math.min(2 ** pod.failed, 64)
    return false
  }
  const sizes = [b1.size, b2.size, b3.size, size]
  if (!storedAlike(rec.store, sizes)) return false
  const motions = recordMotions(rec.store, sizes)
  if (motions === false) return fail()
  const [before, motion] = [between(b2.kept, b3.kept), between(b3.kept, kept)]
  if (before === false || motion === false || !sameMotion(before, motion)) return fail()
  const n = Math.min(
    cyclesBefore(kubelet, kept, b3.kept, motion, at, period, end),
    Math.floor(room / (size - b3.size)) - 1
  )
  if (n < WORTH) return false
  Store.repeat(rec.store, b3.size, size - b3.size, n, period, motions)
  restore(advance(kept, motion, n), heap, kubelet, rec, views)
  // the boundaries noted are a jump behind: the next skip is found from new ones
  for (const other of cycles.values()) other.boundaries.length = 0
  pod.failed = 0
  return true
}
