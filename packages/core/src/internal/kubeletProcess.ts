/**
 * The kubelet process stops, starts or restarts while its node and its containers keep running (kubelet-rules §19):
 * what it loses (back-off, reason cache, probe workers, a termination under way) and rebuilds from the runtime.
 */
import type { ProbeType } from "../Behaviour.ts"
import type { WorldEvent } from "../WorldEvent.ts"
import { cause, reject, timer } from "./actions.ts"
import { type Ctx, ccOf, mutNode, own } from "./context.ts"
import { startKill } from "./kill.ts"
import type { ContainerRt, NodeRt, PodRt } from "./model.ts"
import { kubeletIsStopped, podsOnNode, resumeReporting, stopReporting } from "./nodes.ts"
import { publish } from "./podStatus.ts"
import * as Probes from "./probes.ts"
import { requestSync } from "./worker.ts"

type KubeletAction = Extract<WorldEvent["action"], { _tag: "KubeletRestarts" | "KubeletStops" | "KubeletStarts" }>

/** §19.2: a container started less than this before the kubelet did is not "running before the restart". */
const RESTART_GRACE = 10_000

const PROBE_TYPES: ReadonlyArray<ProbeType> = ["startup", "liveness", "readiness"]

/**
 * The node an unnamed `kubelet …` event means: the only node, or the one every placed pod is on. A reason instead when
 * that is not one node.
 */
const nodeOfEvent = (ctx: Ctx, name: string | undefined): NodeRt | string => {
  if (name !== undefined) return ctx.nodes.find((n) => n.name === name) ?? `node ${name} does not exist`
  if (ctx.nodes.length === 1) return ctx.nodes[0]!
  const used = [...new Set(ctx.pods.filter((p) => p.node !== undefined && !p.removed).map((p) => p.node!))]
  if (used.length === 1) return ctx.nodes.find((n) => n.name === used[0])!
  const example = `kubelet on ${used[0] ?? ctx.nodes[0]!.name} restarts`
  if (used.length === 0)
    return `no pod is on a node yet and the scenario has ${ctx.nodes.length} nodes: name one (${example})`
  return `the pods are on ${used.length} nodes (${used.join(", ")}): name one (${example})`
}

export const applyKubeletEvent = (ctx: Ctx, event: WorldEvent, action: KubeletAction, applied: () => void): void => {
  const found = nodeOfEvent(ctx, action.node)
  if (typeof found === "string") {
    reject(ctx, event, found)
    return
  }
  if (found.deleted) {
    reject(ctx, event, `node ${found.name} has been deleted`)
    return
  }
  const down = found.kubeletStopped ? kubeletIsStopped(found) : `node ${found.name} has failed`
  const failed = `${down}: its kubelet runs again when the node recovers`
  switch (action._tag) {
    case "KubeletStops": {
      if (!found.up) {
        reject(ctx, event, found.kubeletStopped ? `${down} already` : failed)
        return
      }
      applied()
      const node = mutNode(ctx, found)
      node.kubeletStopped = true
      stopReporting(ctx, node)
      return
    }
    case "KubeletStarts": {
      if (found.up) {
        reject(ctx, event, `the kubelet on ${found.name} is running: it can start only after \`kubelet stops\``)
        return
      }
      if (!found.kubeletStopped) {
        reject(ctx, event, failed)
        return
      }
      applied()
      const node = mutNode(ctx, found)
      node.kubeletStopped = false
      resumeReporting(ctx, node)
      restartOnNode(ctx, node)
      return
    }
    case "KubeletRestarts": {
      if (!found.up) {
        reject(ctx, event, found.kubeletStopped ? `${down}: \`kubelet starts\` starts it` : failed)
        return
      }
      applied()
      restartOnNode(ctx, found)
      return
    }
  }
}

/** §19.1: a new kubelet process finds the node's pods and their containers in the runtime, and nothing else. */
const restartOnNode = (ctx: Ctx, node: NodeRt): void => {
  for (const p of podsOnNode(ctx, node.name)) {
    if (p.finished) continue
    restartPod(ctx, p)
  }
}

const restartPod = (ctx: Ctx, p: PodRt): void => {
  p.dirty = true
  p.imageBackoff = {} // §5.5: the image back-off is in memory too
  if (p.block?.kind === "pull") {
    // the pull the old process waited for is forgotten: the next sync pulls again
    p.block = undefined
    p.blockToken++
  }
  const podReady = p.view.conditions.some((c) => c.type === "Ready" && c.status === "True")
  for (let j = 0; j < p.containers.length; j++) {
    const c = own(ctx, p, j)
    // §5.1: the crash-loop back-off and the reason cache live in the kubelet's memory
    c.backoff = undefined
    c.restartAt = undefined
    c.pullRetryAt = undefined
    if (c.state !== "running") c.waiting = undefined
    if (c.kill === undefined) c.killRequest = undefined
    if (c.state === "running") newProbeWorkers(ctx, p, c, podReady)
  }
  if (p.terminating !== undefined) restartTermination(ctx, p)
  else publish(ctx, p, REBUILT)
  requestSync(p)
}

const REBUILT = cause("§19.1", "kubelet restarted: status rebuilt from the runtime")
const TERMINATION_AGAIN = cause("§19.3", "kubelet restarted: termination again with the full grace period")

/**
 * §19.2: new probe workers, anchored at the restart (§9.4, the random first sleep taken as 0). With gate
 * ChangeContainerStatusOnKubeletRestart on, Started and Ready start over; off (v1.35), Started is read back from the
 * API status and a container running since before the restart keeps Ready while the pod was Ready, until its
 * readiness worker's first probe.
 */
const newProbeWorkers = (ctx: Ctx, p: PodRt, c: ContainerRt, podReady: boolean): void => {
  const spec = ccOf(ctx, p, c).spec
  const reset = ctx.config.resetStatusOnRestartGate
  for (const type of PROBE_TYPES) {
    const pr = c.probes[type]
    pr.gen++
    pr.busy = false
    pr.pending = false
    pr.onHold = false
    pr.run = 0
    pr.last = undefined
  }
  if (spec.startupProbe !== undefined && reset && !c.postStart) {
    c.started = false
    c.startedInstant = undefined
  }
  c.probes.startup.result = c.started ? "success" : "unknown"
  c.probes.liveness.result = "success"
  const carried = !reset && podReady && c.started && c.startedAt < ctx.now - RESTART_GRACE
  c.probes.readiness.result = carried ? "success" : "failure"
  c.readyCarried = carried && spec.readinessProbe !== undefined
  for (const type of ["startup", "liveness"] as const) {
    const probe = Probes.probeSpec(spec, type)
    if (probe === undefined || (type === "startup" && c.started)) continue
    timer(ctx, p, c, "Probe", ctx.now + Probes.period(probe), c.probes[type].gen, { probe: type })
  }
}

/** §19.3: a pod being terminated is terminated again from the start, with its full grace period. */
const restartTermination = (ctx: Ctx, p: PodRt): void => {
  const grace = p.terminating!.grace
  for (let j = 0; j < p.containers.length; j++) {
    // a container whose kill had not begun is killed by the next sync's SyncTerminatingPod anyway
    if (p.containers[j]!.state !== "running" || p.containers[j]!.kill?.podLevel !== true) continue
    const c = own(ctx, p, j)
    c.kill = undefined
    startKill(ctx, p, c, grace, `Stopping container ${ccOf(ctx, p, c).spec.name}`, true, TERMINATION_AGAIN)
  }
}
