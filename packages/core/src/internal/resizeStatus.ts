/**
 * What the status shows of a container's resources (kubelet-rules §21): the allocated cpu and memory in the API's
 * printed form, made once per allocation so that statuses can share and compare it by reference.
 */
import * as Resources from "../Resources.ts"
import type { StatusResources } from "../Timeline.ts"
import type { ContainerRt } from "./model.ts"

const printed = (list: Resources.ResourceList): Partial<Record<Resources.ResourceName, string>> | undefined => {
  const out: Partial<Record<Resources.ResourceName, string>> = {}
  for (const n of Resources.resourceNames) if (list[n] !== undefined) out[n] = Resources.format(n, list[n])
  return Object.keys(out).length === 0 ? undefined : out
}

/** `status.resources` for these requirements, or `undefined` for a container that declares none. */
export const apiResources = (r: Resources.Resources): StatusResources | undefined => {
  if (!Resources.declared(r)) return undefined
  const limits = printed(r.limits)
  const requests = printed(r.requests)
  return { ...(limits === undefined ? {} : { limits }), ...(requests === undefined ? {} : { requests }) }
}

/**
 * The runtime now applies the container's allocation (an in-place update, or the start after a restart): its status
 * shows it from here on.
 */
export const showAllocated = (c: ContainerRt, gate: boolean): void => {
  if (c.shownFrom === c.allocated) return
  c.shownFrom = c.allocated
  c.shown = gate ? apiResources(c.allocated) : undefined
}

/**
 * The JSON the kubelet's resize Events carry (`pkg/kubelet/events` `makeResourceSummaryFromSpec`): every container's
 * resources as the spec holds them, the pod's generation and, for a pending resize, why.
 */
export const resourceSummary = (
  containers: ReadonlyArray<{ readonly name: string; readonly init: boolean; readonly resources: Resources.Resources }>,
  generation: number,
  error?: string
): string => {
  const entry = (c: (typeof containers)[number]) => ({ name: c.name, resources: apiResources(c.resources) ?? {} })
  const inits = containers.filter((c) => c.init).map(entry)
  const regular = containers.filter((c) => !c.init).map(entry)
  return JSON.stringify({
    ...(inits.length === 0 ? {} : { initContainers: inits }),
    ...(regular.length === 0 ? {} : { containers: regular }),
    generation,
    ...(error === undefined || error === "" ? {} : { error })
  })
}
