/**
 * The ContainersReady and Ready conditions of a status write (kubelet-rules §10.1), made once for each set of unready
 * containers and shared by every write that finds the same set: a stepper's memo (`PodCache`), the pure step makes them
 * afresh.
 *
 * Both are functions of the computed phase and each container's readiness alone (Ready also of the readiness gates),
 * and their message names every unready container: made at every change, that message alone made a wide pod's run
 * grow with the square of its width (a pod of 100 crashing containers made 54 MB of messages in 100h). The sets of a
 * wide pod recur (a crash loop repeats its cycle), so the conditions are kept by set, not only the last one.
 */
import type { ConditionStatus, Phase } from "../Timeline.ts"
import * as Conditions from "./conditions.ts"
import { type Ctx, podCache, specOf } from "./context.ts"
import { NOT_READY, READINESS_BITS, type Statuses, UNKNOWN } from "./counts.ts"
import type { PodCache, PodRt, ReadyConds, ReadySet } from "./model.ts"

export const NO_GATES: ReadonlyMap<string, ConditionStatus> = new Map()

/** The patched conditions `Ready` reads (§10.1): only a pod with readiness gates has any to read. */
export const patchedGates = (ctx: Ctx, p: PodRt): ReadonlyMap<string, ConditionStatus> =>
  specOf(ctx, p).readinessGates.length === 0 ? NO_GATES : new Map(Object.entries(p.patched))

/**
 * ContainersReady and Ready for `statuses` and the phase the conditions are generated from: the generated statuses,
 * whose readiness changes bump `version` (`PodRt.readinessVersion`), or the published ones (`version` undefined, the
 * prober's writes while a sync is blocked), made afresh.
 */
export const readyConditions = (
  ctx: Ctx,
  p: PodRt,
  statuses: Statuses,
  phase: Phase,
  version: number | undefined
): ReadyConds => {
  const pod = specOf(ctx, p)
  const cache = podCache(ctx, p)
  let conds: ReadyConds
  const last = cache?.readyMemo
  if (last !== undefined && last.version === version && last.phase === phase) conds = last.conds
  else if (cache === undefined || version === undefined || phase === "Succeeded" || phase === "Failed") {
    conds = make(ctx, p, statuses, phase)
  } else {
    conds = bySet(ctx, p, cache, statuses, phase)
    cache.readyMemo = { phase, version, conds }
  }
  // Ready reads the readiness gates too: a pod with gates makes it at every write
  if (pod.readinessGates.length === 0) return conds
  const containersReady = conds.containersReady
  return { containersReady, ready: Conditions.ready(pod, containersReady, patchedGates(ctx, p)) }
}

const make = (ctx: Ctx, p: PodRt, statuses: Statuses, phase: Phase): ReadyConds => {
  const pod = specOf(ctx, p)
  const containersReady = Conditions.containersReady(pod, statuses, phase)
  return { containersReady, ready: Conditions.ready(pod, containersReady, NO_GATES) }
}

/** More sets than this in one pod's memo: it starts again (a pod whose sets do not recur gains nothing from it). */
const MAX_SETS = 4096

/**
 * The conditions of the generated statuses, by their readiness bits (`counts.ts`: no status, or not ready, of each
 * sidecar and regular container: all that ContainersReady reads in a phase that is not terminal). From the set of the
 * last write, each container whose bits changed since (`PodCache.readinessChanged`) leads to the next set, a step found
 * once and then followed (`ReadySet.next`): a write costs what changed, not the pod's width.
 */
const bySet = (ctx: Ctx, p: PodRt, cache: PodCache, statuses: Statuses, phase: Phase): ReadyConds => {
  const bits = p.statusBits
  const changed = cache.readinessChanged
  if (cache.readySets.size >= MAX_SETS) {
    cache.readySets.clear()
    cache.readySet = undefined
  }
  let set = cache.readySet
  if (set === undefined || changed === undefined || changed.length > bits.length) {
    const readiness = new Uint16Array(bits.length)
    let hash = 0
    for (let i = 0; i < bits.length; i++) {
      readiness[i] = bits[i]! & READINESS_BITS
      hash ^= part(i, readiness[i]!)
    }
    set = find(cache, readiness, hash)
  } else {
    for (const i of changed) {
      const r = bits[i]! & READINESS_BITS
      if (set.readiness[i] !== r) set = nextSet(cache, set, i, r)
    }
  }
  cache.readySet = set
  if (changed === undefined) cache.readinessChanged = []
  else changed.length = 0
  // a set passed through between two writes has no conditions until the statuses show it
  set.conds ??= make(ctx, p, statuses, phase)
  return set.conds
}

/** The set `set` with container `i`'s readiness bits made `r`. */
const nextSet = (cache: PodCache, set: ReadySet, i: number, r: number): ReadySet => {
  const key = i * 4 + ((r & (1 << UNKNOWN)) !== 0 ? 1 : 0) + ((r & (1 << NOT_READY)) !== 0 ? 2 : 0)
  const known = set.next.get(key)
  if (known !== undefined) return known
  const readiness = set.readiness.slice()
  readiness[i] = r
  const next = find(cache, readiness, set.hash ^ part(i, set.readiness[i]!) ^ part(i, r))
  set.next.set(key, next)
  return next
}

/** The set of these readiness bits, made if the memo has none (a set whose hash collides replaces the other). */
const find = (cache: PodCache, readiness: Uint16Array, hash: number): ReadySet => {
  const known = cache.readySets.get(hash)
  if (known !== undefined && sameReadiness(known.readiness, readiness)) return known
  const set: ReadySet = { readiness, hash, conds: undefined, next: new Map() }
  cache.readySets.set(hash, set)
  return set
}

/** Container `i`'s part of a set's hash: 0 when ready, so that a change costs two parts, not the pod's width. */
const part = (i: number, r: number): number => {
  if (r === 0) return 0
  let h = Math.imul(i + 1, 0x9e3779b1) ^ r
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

const sameReadiness = (a: Uint16Array, b: Uint16Array): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}
