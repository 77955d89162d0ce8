/**
 * One step: apply an input, then drain the pod syncs it requested (bounded).
 */

import { type Ctx, makeCtx, podAt } from "./context.ts"
import { applyDeadline, createPods } from "./controlPlane.ts"
import type { Action, Input, State } from "./model.ts"
import { applyNodeNotReady, applyPodGC, applyTaintEviction, applyTerminatedPodGC } from "./nodes.ts"
import { applyOutOfServiceGC } from "./outOfService.ts"
import { applyShutdownStep } from "./shutdown.ts"
import { sync } from "./sync.ts"
import { applyTimer } from "./timers.ts"
import { requestSync } from "./worker.ts"
import { applyWorld } from "./world.ts"

export const MAX_SYNCS_PER_STEP = 1000

/** The first pod (in scenario order) that asked for a sync and whose pod worker is free, or -1. */
const nextPodToSync = (ctx: Ctx): number => {
  for (let i = 0; i < ctx.pods.length; i++) {
    const p = ctx.pods[i]!
    if (p.syncAgain && p.block === undefined) return i
  }
  return -1
}

/** Applies one input (documented at `Kubelet.step`). */
export const step = (state: State, input: Input): readonly [State, ReadonlyArray<Action>] => {
  const ctx = makeCtx(state, input.at)
  apply(ctx, input)
  return [{ config: state.config, pods: ctx.pods, nodes: ctx.nodes }, ctx.actions]
}

/** Applies one input through `ctx` (copying what it writes unless `ctx` owns the state) and collects the actions. */
export const apply = (ctx: Ctx, input: Input): void => {
  ctx.now = input.at
  switch (input._tag) {
    case "Start":
      createPods(ctx)
      break
    case "World":
      applyWorld(ctx, input)
      break
    case "Timer":
      applyTimer(ctx, input)
      break
    case "Resync":
      requestSync(podAt(ctx, input.pod))
      break
    case "Deadline":
      applyDeadline(ctx, input)
      break
    case "NodeNotReady":
      applyNodeNotReady(ctx, input)
      break
    case "TaintEviction":
      applyTaintEviction(ctx, input)
      break
    case "PodGC":
      applyPodGC(ctx, input)
      break
    case "TerminatedPodGC":
      applyTerminatedPodGC(ctx)
      break
    case "ShutdownGroupEnds":
    case "ShutdownProgress":
      applyShutdownStep(ctx, input)
      break
    case "OutOfServiceGC":
      applyOutOfServiceGC(ctx, input)
      break
  }
  // drain the sync requests (probe flips during a sync ask for another one); bounded
  for (let n = 0; n < MAX_SYNCS_PER_STEP; n++) {
    const i = nextPodToSync(ctx)
    if (i < 0) break
    sync(ctx, podAt(ctx, i))
  }
}
