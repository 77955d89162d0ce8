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

/**
 * A boundary: its instant, how many records were stored before it, the instants queued then, and what the run kept
 * there (a copy, if taken).
 */
interface Boundary {
  readonly at: number
  readonly size: number
  readonly queued: ReadonlyArray<number>
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
 * The motions of the records stored in the last cycle, each the one that record's copy a cycle before moved by, if
 * the cycles starting at `sizes` (two or more, stored alike: `storedAlike`) all moved alike; `false` if not.
 */
const recordMotions = (store: Store.Store, sizes: ReadonlyArray<number>): Array<Motion | undefined> | false => {
  const length = sizes[1]! - sizes[0]!
  const motions: Array<Motion | undefined> = []
  for (let m = 0; m < length; m++) {
    let last: Motion | undefined
    for (let j = 1; j + 1 < sizes.length; j++) {
      const motion = between(Store.base(store, sizes[j - 1]! + m), Store.base(store, sizes[j]! + m))
      if (motion === false || (j > 1 && !sameMotion(last, motion))) return false
      last = motion
    }
    motions.push(last)
  }
  return motions
}

/**
 * Whether the cycles between `sizes` (the store's sizes at their boundaries) stored as many records each, none of
 * them a run record (which could still grow: not a cycle that repeats as stored). Cheap, and a cycle that fails it
 * (the first at the cap, whose Events start their run records; a probe whose runs start a run record each cycle) is
 * not one to copy what the run keeps at, nor to wait after: the next boundary may pass.
 */
const storedAlike = (store: Store.Store, sizes: ReadonlyArray<number>): boolean => {
  const length = sizes[1]! - sizes[0]!
  if (length === 0) return false
  for (let j = 2; j < sizes.length; j++) if (sizes[j]! - sizes[j - 1]! !== length) return false
  // the cycles' own positions, not every run record of the run: a probe's run records add up over a long run
  for (let index = sizes[0]!; index < sizes.at(-1)!; index++) if (Store.runOf(store, index) !== undefined) return false
  return true
}

/**
 * Whether each instant queued `now` is one queued a cycle `before`, `period` ms on or where it was: what the check of
 * everything kept asks of the queue (each input moves with the cycle, or stays), found without a copy.
 */
const queueMoved = (before: ReadonlyArray<number>, now: ReadonlyArray<number>, period: number): boolean => {
  if (before.length !== now.length) return false
  const queued = new Set(before)
  for (const at of now) if (!queued.has(at - period) && !queued.has(at)) return false
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
  const here: Boundary = { at, size, queued: heap.times.slice(0, heap.size), kept: undefined }
  boundaries.push(here)
  if (boundaries.length > KEPT) boundaries.shift()
  if (pod.wait > 0) {
    pod.wait--
    return false
  }
  const fail = (): false => {
    pod.failed++
    pod.wait = Math.min(2 ** pod.failed, 64)
    return false
  }
  // a copy of what the run keeps only where the last two cycles took equally long, stored alike and their queue and
  // records moved alike, all cheap to find: a pod beside another's loop, or two containers out of phase, would
  // otherwise copy it at every boundary
  const two = spanOf(boundaries, 2)
  if (two === undefined) return false
  const k = boundaries.length - 1
  // no copy where no jump can follow before the end: one needs two more boundaries to check, then `WORTH` cycles
  if (at + (2 + WORTH) * (at - boundaries[k - two]!.at) >= end) return false
  const lastTwo = [boundaries[k - 2 * two]!.size, boundaries[k - two]!.size, size]
  if (!storedAlike(rec.store, lastTwo)) return false
  const before = boundaries[k - two]!
  if (!queueMoved(before.queued, here.queued, at - before.at)) return fail()
  if (recordMotions(rec.store, lastTwo) === false) return fail()
  const kept = keptOf(heap, kubelet, rec, views)
  here.kept = snapshot(kept)
  const m = spanOf(boundaries, 3)
  if (m === undefined) return false
  const [b1, b2, b3] = [boundaries[k - 3 * m]!, boundaries[k - 2 * m]!, boundaries[k - m]!]
  if (b2.kept === undefined || b3.kept === undefined) return false
  const period = at - b3.at
  const sizes = [b1.size, b2.size, b3.size, size]
  if (!storedAlike(rec.store, sizes)) return false
  const motions = recordMotions(rec.store, sizes)
  if (motions === false) return fail()
  const [previous, motion] = [between(b2.kept, b3.kept), between(b3.kept, kept)]
  if (previous === false || motion === false || !sameMotion(previous, motion)) return fail()
  const n = Math.min(
    cyclesBefore(kubelet, kept, b3.kept, motion, at, period, end),
    Math.floor(room / (size - b3.size)) - 1
  )
  // too few cycles before the horizon, or a queued input that moves with another period (another pod's loop)
  if (n < WORTH) return fail()
  Store.repeat(rec.store, b3.size, size - b3.size, n, period, motions)
  restore(advance(kept, motion, n), heap, kubelet, rec, views)
  // the boundaries noted are a jump behind: the next skip is found from new ones
  for (const other of cycles.values()) other.boundaries.length = 0
  pod.failed = 0
  return true
}
