/**
 * In-place pod resize (kubelet-rules §21): what the API server accepts (`ValidatePodResize`), how the kubelet
 * allocates a resize (`handlePodResourcesResize`: Infeasible, Deferred, or allocated) and what its sync then does
 * (`computePodResizeAction`: the new values in place, or a restart under `resizePolicy: RestartContainer`).
 */
import type { ContainerKind } from "../PodSpec.ts"
import * as Resources from "../Resources.ts"
import { cause, kEvent } from "./actions.ts"
import { type Ctx, own, podAt, podCache, podConfig } from "./context.ts"
import type { ContainerRt, PodRt } from "./model.ts"
import { columns, removeCondition, setCondition } from "./podStatus.ts"
import { resourceSummary, showAllocated } from "./resizeStatus.ts"
import { requestSync } from "./worker.ts"

const PENDING = "PodResizePending"
const IN_PROGRESS = "PodResizeInProgress"

/** Why the API server rejects resizing container `i` by `change`, or `undefined` when it accepts it (§21). */
export const rejection = (ctx: Ctx, p: PodRt, i: number, change: Resources.Resources): string | undefined => {
  const pc = podConfig(ctx, p)
  const spec = pc.containers[i]!.spec
  const { resizeGate } = ctx.config
  const { minor } = ctx.config.kubelet
  if (!resizeGate)
    return "feature gate InPlacePodVerticalScaling is off (on by default from 1.33): the API server rejects a change of a container's resources"
  if (p.finished) return `pod ${pc.spec.name} has terminated (phase ${p.view.phase}): it can no longer be resized`
  if (pc.spec.osName === "windows") return "windows pods cannot be resized"
  if (spec.kind === "init")
    return `container ${spec.name} is an init container: only regular containers and sidecars can be resized`
  if (spec.kind === "sidecar" && minor < 33)
    return `container ${spec.name} is a sidecar: sidecars can be resized from Kubernetes 1.33 on`
  const c = p.containers[i]!
  const next = Resources.merge(c.desired, change)
  for (const n of Resources.resourceNames) {
    const request = next.requests[n]
    const limit = next.limits[n]
    if (request !== undefined && limit !== undefined && request > limit)
      return `${n} request ${Resources.format(n, request)} must be less than or equal to the ${n} limit of ${Resources.format(n, limit)}`
  }
  const before = Resources.qosClass(p.containers.map((x) => x.desired))
  const after = Resources.qosClass(p.containers.map((x, j) => (j === i ? next : x.desired)))
  if (before !== after) return `Pod QOS Class may not change as a result of resizing (${before} to ${after})`
  // 1.33 only: a lower memory limit, or a new one (lower than none), needs RestartContainer (validateContainerResize)
  const oldLimit = c.desired.limits.memory
  const newLimit = next.limits.memory
  if (minor === 33 && spec.resizePolicy.memory === "NotRequired" && newLimit !== undefined) {
    if (oldLimit === undefined)
      return "memory limits cannot be added unless resizePolicy is RestartContainer (Kubernetes 1.33; allowed from 1.34)"
    if (newLimit < oldLimit)
      return "memory limits cannot be decreased unless resizePolicy is RestartContainer (Kubernetes 1.33; allowed from 1.34)"
  }
  return undefined
}

/** The API server accepted the resize: the spec holds the new values, and the kubelet syncs the pod (§21). */
export const accept = (c: ContainerRt, p: PodRt, change: Resources.Resources): void => {
  c.desired = Resources.merge(c.desired, change)
  p.generation++
  requestSync(p)
}

type Totals = Record<Resources.ResourceName, number>

/**
 * `PodRequests`: regular containers and sidecars add up; an init container needs its own request plus the sidecars
 * started before it; the pod needs the larger of the two.
 */
const podRequests = (kinds: ReadonlyArray<ContainerKind>, resources: ReadonlyArray<Resources.Resources>): Totals => {
  const out: Totals = { cpu: 0, memory: 0 }
  for (const n of Resources.resourceNames) {
    let sidecars = 0
    let inits = 0
    let regular = 0
    resources.forEach((r, i) => {
      const request = r.requests[n] ?? 0
      if (kinds[i] === "sidecar") {
        sidecars += request
        inits = Math.max(inits, sidecars)
      } else if (kinds[i] === "init") inits = Math.max(inits, request + sidecars)
      else regular += request
    })
    out[n] = Math.max(regular + sidecars, inits)
  }
  return out
}

const kindsOf = (ctx: Ctx, p: PodRt): ReadonlyArray<ContainerKind> =>
  podConfig(ctx, p).containers.map((cc) => cc.spec.kind)

/** The pods the kubelet counts as using the node: admitted, on it, not terminal (`getActivePods`). */
const used = (ctx: Ctx, p: PodRt): Totals => {
  const out: Totals = { cpu: 0, memory: 0 }
  for (const other of ctx.pods) {
    if (other === p || other.node !== p.node || other.startTime === undefined || other.finished || other.removed)
      continue
    const r = podRequests(
      kindsOf(ctx, other),
      other.containers.map((c) => c.allocated)
    )
    out.cpu += r.cpu
    out.memory += r.memory
  }
  return out
}

/**
 * Whether the node can take the pod's new requests: Infeasible beyond its allocatable (memory checked first),
 * Deferred beyond what the other pods leave (cpu first, as the scheduler's fit check), else `undefined`.
 */
const pendingReason = (ctx: Ctx, p: PodRt): PodRt["resizePending"] => {
  const request = podRequests(
    kindsOf(ctx, p),
    p.containers.map((c) => c.desired)
  )
  const capacity = ctx.config.allocatable.get(p.node ?? "") ?? {}
  for (const n of ["memory", "cpu"] as const) {
    const cap = capacity[n]
    if (cap !== undefined && request[n] > cap)
      return {
        reason: "Infeasible",
        message: `Node didn't have enough capacity: ${n}, requested: ${request[n]}, capacity: ${cap}`
      }
  }
  const others = used(ctx, p)
  for (const n of Resources.resourceNames) {
    const cap = capacity[n]
    if (cap !== undefined && request[n] > cap - others[n])
      return {
        reason: "Deferred",
        message: `Node didn't have enough resource: ${n}, requested: ${request[n]}, used: ${others[n]}, capacity: ${cap}`
      }
  }
  return undefined
}

/** `computePodResizeAction`: a changed resource whose policy is RestartContainer restarts the container. */
const needsRestart = (policy: Resources.ResizePolicy, before: Resources.Resources, after: Resources.Resources) =>
  (policy.cpu === "RestartContainer" &&
    (before.requests.cpu !== after.requests.cpu || before.limits.cpu !== after.limits.cpu)) ||
  (policy.memory === "RestartContainer" && before.limits.memory !== after.limits.memory)

/**
 * `handlePodResourcesResize` at the start of a sync (§21): a spec that differs from the allocation is allocated when
 * the node has room (PodResizeInProgress), else stays pending (PodResizePending Infeasible or Deferred).
 */
export const allocate = (ctx: Ctx, p: PodRt): void => {
  if (!ctx.config.resizeGate) return
  const cache = podCache(ctx, p)
  if (cache !== undefined && cache.allocatedAt === p.generation) return // a stepper's shortcut: the pure step compares
  const changed: Array<number> = []
  p.containers.forEach((c, i) => {
    // an allocation is the spec's own value (`allocated = desired`): only an accepted resize makes them two objects
    if (c.desired !== c.allocated && !Resources.same(c.desired, c.allocated)) changed.push(i)
  })
  if (changed.length === 0) {
    if (cache !== undefined) cache.allocatedAt = p.generation
    return
  }
  const conditions = ctx.config.kubelet.minor >= 33 // 1.29–1.32 write status.resize instead (not modelled)
  const pending = pendingReason(ctx, p)
  if (pending !== undefined) {
    if (pending.reason !== p.resizePending?.reason || pending.message !== p.resizePending.message) {
      p.resizePending = pending
      const why = cause("§21.2", `resize ${pending.reason}: ${pending.message}`)
      if (conditions) setCondition(ctx, p, { type: PENDING, status: "True", ...pending }, why)
      if (ctx.config.kubelet.minor >= 35) {
        // §21.4: the Warning Event of a resize that becomes pending, or whose reason changes
        const text = `Pod resize ${pending.reason}: ${summary(ctx, p, pending.message)}`
        kEvent(ctx, p, `Resize${pending.reason}`, "Warning", text, undefined, why)
      }
      columns(ctx, p)
    }
    return
  }
  const why = cause("§21.2", "the node has room: the resize is allocated")
  p.resizePending = undefined
  if (conditions) {
    removeCondition(ctx, p, PENDING, why)
    setCondition(ctx, p, { type: IN_PROGRESS, status: "True", reason: undefined, message: undefined }, why)
  }
  const pc = podConfig(ctx, p)
  p.dirty = true // the status shows the new values, with or without a condition to say so
  let freed = false
  for (const i of changed) {
    const c = own(ctx, p, i)
    const before = c.allocated
    c.allocated = c.desired
    if (Resources.resourceNames.some((n) => (c.allocated.requests[n] ?? 0) < (before.requests[n] ?? 0))) freed = true
    if (c.state !== "running") continue // applied at its next start
    if (needsRestart(pc.containers[i]!.spec.resizePolicy, before, c.allocated)) c.killRequest = "resize"
    else showAllocated(c, true)
  }
  columns(ctx, p)
  // a resize down leaves room for the other pods' deferred resizes (the allocation manager's retry)
  if (freed) retryDeferred(ctx, p)
}

/**
 * PodResizeInProgress ends once the runtime applies every allocation: after the sync that updated them in place,
 * or once the containers a resize restarts have started again (§21).
 */
export const finishResize = (ctx: Ctx, p: PodRt): void => {
  if (!p.view.conditions.some((c) => c.type === IN_PROGRESS)) return
  const waits = p.containers.some(
    (c) =>
      c.killRequest === "resize" ||
      (c.kill !== undefined && !c.kill.podLevel) ||
      (c.probeKill !== undefined && !c.probeKill.decided)
  )
  if (waits) return
  const why = cause("§21.4", "the runtime applies the new resources")
  removeCondition(ctx, p, IN_PROGRESS, why)
  kEvent(ctx, p, "ResizeCompleted", "Normal", `Pod resize completed: ${summary(ctx, p)}`, undefined, why)
}

const summary = (ctx: Ctx, p: PodRt, error?: string): string =>
  resourceSummary(
    podConfig(ctx, p).containers.map((cc, i) => ({
      name: cc.spec.name,
      init: cc.spec.kind !== "regular",
      resources: p.containers[i]!.desired
    })),
    p.generation,
    error
  )

/** A terminal pod has no resize conditions (`determinePodResizeStatus`); its resources free room on the node. */
export const clearResize = (ctx: Ctx, p: PodRt): void => {
  const why = cause("§21.4", "a terminal pod has no resize status")
  p.resizePending = undefined
  removeCondition(ctx, p, PENDING, why)
  removeCondition(ctx, p, IN_PROGRESS, why)
  retryDeferred(ctx, p)
}

/** The allocation manager retries the deferred resizes on `p`'s node when room may have appeared (§21). */
export const retryDeferred = (ctx: Ctx, p: PodRt): void => {
  ctx.pods.forEach((other, i) => {
    if (other !== p && other.node === p.node && other.resizePending?.reason === "Deferred") requestSync(podAt(ctx, i))
  })
}
