/**
 * The pod sync (`computePodActions` + `SyncPod`, kubelet-rules §4, §5, §6, §7, §8): status at its start, kills,
 * sandbox, init containers, sidecars, regular containers, status at its end (§17.2).
 */
import type { Millis } from "../Duration.ts"
import { at, cause, kEvent, schedule } from "./actions.ts"
import { statusesOf } from "./containerStatus.ts"
import { type Ctx, ccOf, indexOf, nodeOf, own, podCache, podConfig, specOf, unsettle } from "./context.ts"
import * as Heap from "./heap.ts"
import { startKill } from "./kill.ts"
import { type ContainerRt, type PodCache, type PodRt, VERDICT_KEPT, VERDICT_WAITING } from "./model.ts"
import { anyRunning, computePhase, isTerminal, publish, restartAllTriggered } from "./podStatus.ts"
import { readinessTriggers } from "./prober.ts"
import { allocate, finishResize } from "./resize.ts"
import { containerShouldRestart, restartAfterProbeKill } from "./restart.ts"
import { restartAllContainers } from "./restartAll.ts"
import { tryStart, waitsAsBefore } from "./start.ts"
import { finalize, remove, startTermination, terminateBody } from "./termination.ts"
import { block } from "./worker.ts"

/** Runs a pod sync now: status at its start, the actions, the status at its end (§17.2). */
export const sync = (ctx: Ctx, p: PodRt): void => {
  p.syncAgain = false
  if (p.node === undefined || p.nodeGone) return
  const node = nodeOf(ctx, p)
  if (node === undefined || !node.up) return // the kubelet is down: nothing happens until it recovers
  if (p.block !== undefined) {
    p.syncAgain = true // the pod worker is busy: sync again when the blocked sync returns
    return
  }
  if (p.finished) {
    if (p.deleted !== undefined && !p.removed) remove(ctx, p, cause("§11.5", "terminal pod deleted"))
    return
  }
  const resumed = p.resume
  p.resume = false
  if (p.startTime === undefined) {
    // §10.1: startTime is set at the first status write; §12 counts the deadline from it
    p.startTime = ctx.now
    const deadline = specOf(ctx, p).activeDeadline
    if (deadline !== undefined)
      schedule(ctx, { _tag: "Deadline", at: (ctx.now + deadline) as Millis, pod: indexOf(ctx, p) })
  }
  if (!resumed) publish(ctx, p) // generateAPIPodStatus before the runtime SyncPod (§8)
  const result = p.terminating !== undefined ? terminateBody(ctx, p) : syncBody(ctx, p)
  if (result === "blocked" || p.finished) return
  publish(ctx, p)
  finishResize(ctx, p)
  readinessTriggers(ctx, p)
}

const RESIZE_RESTART = cause("§21.3", "started again in the sync that killed it for the resize")

export const shouldRestartExit = (ctx: Ctx, p: PodRt, c: ContainerRt): boolean => {
  if (c.probeKill !== undefined) return c.probeKill.restart
  return containerShouldRestart(ccOf(ctx, p, c).spec, specOf(ctx, p), c.last!.exitCode, ctx.config.rulesGate)
}

export const syncBody = (ctx: Ctx, p: PodRt): "blocked" | "done" => {
  const pc = podConfig(ctx, p)
  const pod = pc.spec
  const initCount = pod.initContainers.length
  // §12: the active deadline
  if (pod.activeDeadline !== undefined && p.startTime !== undefined && ctx.now - p.startTime >= pod.activeDeadline) {
    deadlineExceeded(ctx, p)
    return terminateBody(ctx, p)
  }
  // §6: after a sandbox loss, a pod none of whose regular containers will run again is done
  if (p.rebooted) {
    const regular = p.containers.slice(initCount)
    const again = regular.some((c) => c.state === "running" || c.state === "none" || shouldRestartExit(ctx, p, c))
    if (!again) return terminalCheck(ctx, p)
  }
  // §8: create the sandbox (SandboxChanged when replacing one)
  if (!p.sandbox) {
    if (p.everSandbox) {
      kEvent(ctx, p, "SandboxChanged", "Normal", "Pod sandbox changed, it will be killed and re-created.", undefined)
    }
    p.sandbox = true
    p.everSandbox = true
    p.rebooted = false
  }
  allocate(ctx, p) // §21: handlePodResourcesResize, before computePodActions
  // §4.5: an exit that asks to restart every container: computePodActions kills and removes them all
  if (restartAllTriggered(ctx, p)) return restartAllContainers(ctx, p)
  // §4.3: kill running containers whose liveness or startup probe failed; restart them in the same sync. A kill inside
  // the sync (a probe's or postStart's, not the pod's termination) holds the sync. One walk over the containers that
  // have such a probe or hook: a kill started here concerns its own container only.
  // §20.1: a running container whose definition changed is killed with the pod's grace and started again, whatever
  // the restart policy; checked before the probes (computePodActions, computeInitContainerActions)
  let killing = p.redefined && killRedefined(ctx, p)
  if (killsPodAsAWhole(ctx, p)) {
    // §4.4: no regular container kept or started — KillPod: every container stopped with the pod's grace period
    // ("Stopping container X"), not the probe's (kuberuntime_manager.go computePodActions, SyncPod →
    // killPodWithSyncResult, no message and no grace override)
    startTermination(ctx, p, pod.terminationGracePeriod)
    return terminateBody(ctx, p)
  }
  for (const i of pc.syncKillable) {
    const seen = p.containers[i]!
    if (seen.killRequest === undefined || seen.state !== "running" || seen.kill !== undefined) {
      if (seen.kill !== undefined && !seen.kill.podLevel) killing = true
      continue
    }
    const c = own(ctx, p, i)
    const spec = ccOf(ctx, p, c).spec
    const probe = c.killRequest
    if (probe === "resize") {
      // §21: computePodResizeAction kills the container with the pod's grace and starts it in the same sync
      c.probeKill = { prev: c.last?.finishedAt, restart: true, decided: false, cause: RESIZE_RESTART }
      c.killRequest = undefined
      const why = cause("§21.3", "resizePolicy RestartContainer: a restart applies the new resources")
      startKill(ctx, p, c, pod.terminationGracePeriod, `Container ${spec.name} resize requires restart`, false, why)
      if (c.kill !== undefined && !c.kill.podLevel) killing = true
      continue
    }
    const restart = restartAfterProbeKill(spec, pod, ctx.config.rulesGate)
    c.probeKill = { prev: c.last?.finishedAt, restart, decided: false }
    c.killRequest = undefined
    const probeSpec = probe === "liveness" ? spec.livenessProbe : spec.startupProbe
    const grace = probeSpec?.terminationGracePeriod ?? pod.terminationGracePeriod // §9.2
    const prefix = spec.kind === "regular" ? "Container" : "Init container"
    startKill(
      ctx,
      p,
      c,
      grace,
      `${prefix} ${spec.name} failed ${probe} probe${restart && spec.kind === "regular" ? ", will be restarted" : ""}`,
      false,
      cause("§4.3", `${probe} probe failure threshold reached`)
    )
    if (c.kill !== undefined && !c.kill.podLevel) killing = true
  }
  if (killing) return block(p, "kill", -1)
  // §6, §7.1: init containers, one at a time, in spec order
  if (!p.initDone) {
    // §6: computeInitContainerActions walks back from the last init container that has a status (the frontier);
    // sidecars before it are only restarted, and one that stays in back-off holds nothing back (§8: a sidecar's
    // failed start is skipped)
    let frontier = -1
    for (let i = 0; i < initCount; i++) if (p.containers[i]!.state !== "none") frontier = i
    for (let i = 0; i < initCount; i++) {
      const c = own(ctx, p, i)
      const spec = pc.containers[i]!.spec
      if (spec.kind === "sidecar") {
        if (c.state === "running") {
          if (i < frontier || (c.started && !c.postStart)) continue // §7.1: a started sidecar releases the next one
          return terminalCheck(ctx, p)
        }
        const r = tryStart(ctx, p, c)
        if (r === "blocked") return r
        if (i < frontier || (r === "started" && c.started)) continue
        return terminalCheck(ctx, p)
      }
      if (c.state === "running") return terminalCheck(ctx, p)
      if (c.state === "exited" && c.last!.exitCode === 0 && c.probeKill === undefined) continue
      if (c.state === "exited" && !shouldRestartExit(ctx, p, c)) return terminalCheck(ctx, p) // §6: KillPod
      const r = tryStart(ctx, p, c)
      if (r === "blocked") return r
      return terminalCheck(ctx, p)
    }
    p.initDone = true
  }
  // §7.2: exited sidecars are restarted after initialization too
  for (let i = 0; i < initCount; i++) {
    const c = p.containers[i]!
    if (pc.containers[i]!.spec.kind !== "sidecar" || c.state === "running") continue
    if (!waitsAsBefore(ctx, c) && tryStart(ctx, p, own(ctx, p, i)) === "blocked") return "blocked"
  }
  // §4.1: regular containers
  const { keep, restartable, toStart } = regularActions(ctx, p, initCount)
  if (keep === 0 && restartable === 0) {
    // §4.4: nothing left to run → KillPod, sidecars included (§7.5)
    if (anyRunning(p)) {
      startTermination(ctx, p, pod.terminationGracePeriod)
      return terminateBody(ctx, p)
    }
    return terminalCheck(ctx, p)
  }
  for (const c of toStart) {
    if (tryStart(ctx, p, c) === "blocked") return "blocked"
  }
  return terminalCheck(ctx, p)
}

interface RegularActions {
  keep: number
  restartable: number
  readonly toStart: Array<ContainerRt>
}

/**
 * §4.1 (computePodActions): how many regular containers are kept (running) and restartable, and which start now, in
 * spec order. The kubelet walks them all; the stepper looks only at those whose last verdict no longer stands
 * (`PodCache.standsUntil`) and adds up the rest from its sums, the pure step walks them all.
 */
const regularActions = (ctx: Ctx, p: PodRt, initCount: number): RegularActions => {
  const out: RegularActions = { keep: 0, restartable: 0, toStart: [] }
  const cache = podCache(ctx, p)
  if (cache === undefined) {
    for (let i = initCount; i < p.containers.length; i++) judge(ctx, p, i, out, undefined)
    return out
  }
  // the crash-loop waits that end now are looked at again
  for (let t = Heap.peekTime(cache.waitsEnd); t !== undefined && t <= ctx.now; t = Heap.peekTime(cache.waitsEnd)) {
    const i = Heap.pop(cache.waitsEnd)!
    if (cache.standsUntil[i] === t) unsettle(cache, i)
  }
  if (cache.unsettled.length === 0) return addStanding(out, cache)
  const due = cache.unsettled
  cache.unsettled = []
  if (due.length > 1) due.sort(byIndex) // spec order, as the kubelet's walk starts them
  for (const i of due) {
    if (i < initCount) continue
    const verdict = judge(ctx, p, i, out, cache)
    if (verdict === undefined) cache.unsettled.push(i) // to start, or being killed: looked at again next time
  }
  return addStanding(out, cache)
}

const byIndex = (a: number, b: number): number => a - b

const addStanding = (out: RegularActions, cache: PodCache): RegularActions => {
  out.keep += cache.kept
  out.restartable += cache.waiting
  return out
}

/**
 * Container `i`'s part in §4.1, counted in `out`; with a cache, a verdict that stands until the container is written
 * (or its wait ends) is kept there instead, and returned.
 */
const judge = (ctx: Ctx, p: PodRt, i: number, out: RegularActions, cache: PodCache | undefined): number | undefined => {
  const c = p.containers[i]!
  if (c.state === "running") {
    if (cache === undefined) out.keep++
    else settle(cache, i, VERDICT_KEPT, Number.POSITIVE_INFINITY)
    return VERDICT_KEPT
  }
  if (c.kill === undefined && waitsAsBefore(ctx, c)) {
    // a crash-loop wait that stands: an earlier sync found this exit restartable (§5.1)
    if (cache === undefined) out.restartable++
    else {
      settle(cache, i, VERDICT_WAITING, c.restartAt!)
      Heap.push(cache.waitsEnd, c.restartAt!, i)
    }
    return VERDICT_WAITING
  }
  if (c.state === "none" || shouldRestartExit(ctx, p, c)) {
    out.restartable++
    if (!waitsAsBefore(ctx, c)) out.toStart.push(own(ctx, p, i))
    return undefined
  }
  if (cache !== undefined) settle(cache, i, 0, Number.POSITIVE_INFINITY) // stopped for good, until written
  return 0
}

const settle = (cache: PodCache, i: number, verdict: number, until: number): void => {
  cache.standsUntil[i] = until
  cache.verdicts[i] = verdict
  if (verdict === VERDICT_KEPT) cache.kept++
  else if (verdict === VERDICT_WAITING) cache.waiting++
}

const DEFINITION_CHANGED = cause("§20.1", "container definition changed: image updated")
const NEW_HASH = cause("§20.1", "new definition: no back-off entry for its hash")

/** §20.1: kills every running container whose definition changed, to start it again; whether one is being killed. */
const killRedefined = (ctx: Ctx, p: PodRt): boolean => {
  p.redefined = false
  let killing = false
  for (let i = 0; i < p.containers.length; i++) {
    if (!p.containers[i]!.redefined) continue
    const c = own(ctx, p, i)
    c.redefined = false
    if (c.state !== "running" || c.kill !== undefined) continue
    const spec = ccOf(ctx, p, c).spec
    c.killRequest = undefined
    c.probeKill = { prev: c.last?.finishedAt, restart: true, decided: false, cause: NEW_HASH }
    const message =
      spec.kind === "regular"
        ? `Container ${spec.name} definition changed, will be restarted`
        : `Init container ${spec.name} definition changed`
    startKill(ctx, p, c, specOf(ctx, p).terminationGracePeriod, message, false, DEFINITION_CHANGED)
    if (c.kill !== undefined) killing = true
  }
  return killing
}

/**
 * §4.3 with §4.4: a probe kill that will not restart its container leaves nothing to keep or start when every other
 * regular container is stopped for good too; `computePodActions` then sets KillPod instead of killing that container.
 */
const killsPodAsAWhole = (ctx: Ctx, p: PodRt): boolean => {
  const pc = podConfig(ctx, p)
  const initCount = pc.spec.initContainers.length
  let probeKilled = false
  for (let i = initCount; i < p.containers.length; i++) {
    const c = p.containers[i]!
    if (c.state === "running") {
      if (c.kill !== undefined || c.killRequest === undefined) return false // kept (or already being killed)
      if (c.killRequest === "resize") return false // restarted in this sync (§21)
      if (restartAfterProbeKill(pc.containers[i]!.spec, pc.spec, ctx.config.rulesGate)) return false // to start
      probeKilled = true
    } else if (c.state === "none" || shouldRestartExit(ctx, p, c)) return false // to start
  }
  return probeKilled
}

/** §2.4: when the computed phase is terminal the pod worker terminates the pod. */
export const terminalCheck = (ctx: Ctx, p: PodRt): "blocked" | "done" => {
  // with initialization done, getPhase can only be terminal once nothing runs (§2.2 steps 4–5)
  if (p.initDone && anyRunning(p)) return "done"
  statusesOf(ctx, p)
  const { phase } = computePhase(ctx, p)
  if (!isTerminal(phase)) return "done"
  if (anyRunning(p)) {
    startTermination(ctx, p, specOf(ctx, p).terminationGracePeriod)
    return terminateBody(ctx, p)
  }
  finalize(ctx, p)
  return "done"
}

export const deadlineExceeded = (ctx: Ctx, p: PodRt): void => {
  if (p.evicted !== undefined || p.terminating !== undefined || p.finished) return
  const message = "Pod was active on the node longer than the specified deadline"
  const why = cause("§12", `activeDeadlineSeconds reached at ${at(ctx.now)}`)
  kEvent(ctx, p, "DeadlineExceeded", "Normal", message, undefined, why)
  p.evicted = { reason: "DeadlineExceeded", message, disruption: false, forced: true, why }
  startTermination(ctx, p, specOf(ctx, p).terminationGracePeriod)
}
