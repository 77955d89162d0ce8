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
import { READINESS_BITS, type Statuses } from "./counts.ts"
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
 * sidecar and regular container: all that ContainersReady reads in a phase that is not terminal).
 */
const bySet = (ctx: Ctx, p: PodRt, cache: PodCache, statuses: Statuses, phase: Phase): ReadyConds => {
  const bits = p.statusBits
  let hash = 0x811c9dc5
  for (let i = 0; i < bits.length; i++) hash = Math.imul(hash ^ (bits[i]! & READINESS_BITS), 0x01000193)
  const known = cache.readySets.get(hash)
  if (known !== undefined && sameReadiness(known.readiness, bits)) return known.conds
  const readiness = new Uint16Array(bits.length)
  for (let i = 0; i < bits.length; i++) readiness[i] = bits[i]! & READINESS_BITS
  const set: ReadySet = { readiness, conds: make(ctx, p, statuses, phase) }
  if (cache.readySets.size >= MAX_SETS) cache.readySets.clear()
  cache.readySets.set(hash, set) // a set whose hash collides replaces the other
  return set.conds
}

const sameReadiness = (readiness: Uint16Array, bits: ReadonlyArray<number>): boolean => {
  if (readiness.length !== bits.length) return false
  for (let i = 0; i < bits.length; i++) if (readiness[i] !== (bits[i]! & READINESS_BITS)) return false
  return true
}
