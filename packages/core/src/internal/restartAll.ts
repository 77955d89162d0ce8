/**
 * Restarting every container of a pod in place (kubelet-rules §4.5, gate RestartAllContainersOnContainerExits):
 * `computePodActions` with `restartAllContainers`, then `SyncPod`'s kill and removal of every container.
 */
import { cause } from "./actions.ts"
import { RESTARTING_ALL, removedForRestartAll } from "./containerStatus.ts"
import { type Ctx, own, setState } from "./context.ts"
import { startKill } from "./kill.ts"
import type { PodRt } from "./model.ts"
import { anyRunning } from "./podStatus.ts"
import { block, requestSync } from "./worker.ts"

const KILL = cause("§4.5", "exit matched a RestartAllContainers rule")

/**
 * Kills every running container without grace (no preStop; SIGKILL after the 2s floor of §11.3), then removes them
 * all, so that the next sync starts the pod again from its first init container.
 */
export const restartAllContainers = (ctx: Ctx, p: PodRt): "blocked" | "done" => {
  for (const c of p.containers) {
    if (c.state === "running" && c.kill === undefined)
      startKill(ctx, p, own(ctx, p, c.index), 0, "killing", false, KILL)
  }
  if (anyRunning(p)) return block(p, "kill", -1)
  for (const seen of p.containers) {
    const c = own(ctx, p, seen.index)
    // convertToAPIContainerStatuses: a container whose last status was not Waiting shows its removal
    const shown = c.runs > 0 && (c.state !== "exited" || c.waiting === undefined)
    if (shown) {
      c.waiting = RESTARTING_ALL
      c.last = removedForRestartAll(ctx.now)
      c.prev = undefined
    } else c.waiting = undefined
    setState(p, c, "none")
    c.restartAt = undefined
    c.pullRetryAt = undefined
    c.probeKill = undefined
    c.killRequest = undefined
  }
  p.initDone = false
  // kubelet.go SyncPod: after a reset the pod is synced again at once, not at the next PLEG event
  requestSync(p)
  return "done"
}
