/**
 * One step: apply an input, then drain the pod syncs it requested (bounded).
 */
import type { Millis } from "../Duration.ts"
import type { Action, Input, State } from "../Kubelet.ts"
import { cause, emit } from "./actions.ts"
import { type Ctx, nodeOf, podAt, specOf } from "./context.ts"
import { applyNodeNotReady, createPods, deletePod, disruption } from "./controlPlane.ts"
import { columns, isTerminal } from "./podStatus.ts"
import { deadlineExceeded, requestSync, sync } from "./sync.ts"
import { remove } from "./termination.ts"
import { applyTimer } from "./timers.ts"
import { applyWorld } from "./world.ts"

export const MAX_SYNCS_PER_STEP = 1000

/** Applies one input (documented at `Kubelet.step`). */
export const step = (state: State, input: Input): readonly [State, ReadonlyArray<Action>] => {
  const ctx: Ctx = {
    now: input.at,
    config: state.config,
    pods: state.pods.slice(),
    cloned: state.pods.map(() => false),
    nodes: state.nodes.slice(),
    nodesCloned: state.nodes.map(() => false),
    actions: []
  }
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
    case "Resync": {
      const p = podAt(ctx, input.pod)
      requestSync(p)
      break
    }
    case "Deadline": {
      const p = podAt(ctx, input.pod)
      const node = nodeOf(ctx, p)
      if (node?.up === true && !p.nodeGone) {
        deadlineExceeded(ctx, p)
        requestSync(p)
      }
      break
    }
    case "NodeNotReady":
      applyNodeNotReady(ctx, input)
      break
    case "TaintEviction": {
      const p = podAt(ctx, input.pod)
      const node = nodeOf(ctx, p)
      if (p.timerToken !== input.token || p.removed || p.deleted !== undefined || node === undefined || node.up) break
      const why = cause("§13.2", "unreachable toleration expired: taint eviction")
      disruption(ctx, p, "DeletionByTaintManager", "Taint manager: deleting due to NoExecute taint", why)
      deletePod(ctx, p, specOf(ctx, p).terminationGracePeriod, why)
      break
    }
    case "PodGC": {
      const p = podAt(ctx, input.pod)
      if (p.removed) break
      const why = cause("§13.3", "PodGC: orphaned pod of a deleted node")
      const pod = specOf(ctx, p)
      if (!isTerminal(p.view.phase)) {
        disruption(ctx, p, "DeletionByPodGC", "PodGC: node no longer exists", why)
        p.view.phase = "Failed"
        emit(ctx, {
          _tag: "PhaseChanged",
          at: ctx.now,
          pod: pod.name,
          phase: "Failed",
          reason: p.view.reason,
          message: p.view.message,
          cause: why
        })
        columns(ctx, p)
      }
      p.deleted = { grace: 0 }
      emit(ctx, { _tag: "DeletionRequested", at: ctx.now, pod: pod.name, grace: 0 as Millis, cause: why })
      p.view.deletionTimestamp = ctx.now
      remove(ctx, p, why)
      break
    }
  }
  // drain the sync requests (probe flips during a sync ask for another one); bounded
  for (let n = 0; n < MAX_SYNCS_PER_STEP; n++) {
    const i = ctx.pods.findIndex((p) => p.syncAgain && p.block === undefined)
    if (i < 0) break
    sync(ctx, podAt(ctx, i))
  }
  return [{ config: state.config, pods: ctx.pods, nodes: ctx.nodes }, ctx.actions]
}
