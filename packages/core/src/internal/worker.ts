/**
 * The pod worker's flags (kubelet-rules §17.12): a sync requested, a sync blocked on a pull, a hook or a kill, and
 * its release. Every layer sets them; the step runs the syncs they ask for.
 */
import type { PodRt } from "./model.ts"

export const requestSync = (p: PodRt): void => {
  p.syncAgain = true
}

export const block = (p: PodRt, kind: NonNullable<PodRt["block"]>["kind"], container: number): "blocked" => {
  p.block = { kind, container }
  p.blockToken++
  return "blocked"
}

export const unblock = (p: PodRt): void => {
  p.block = undefined
  p.resume = true
  p.syncAgain = true
}
