/**
 * CPU and memory as the Pod API counts them (kubelet-rules §21): quantities (`500m`, `256Mi`), a container's
 * requests and limits, its `resizePolicy`, and the pod's QoS class (`GetPodQOS`).
 *
 * CPU is held in millicores and memory in bytes, the units the kubelet's resize messages print
 * (`requested: 1500, capacity: 4000`).
 */

/** @category models */
export type ResourceName = "cpu" | "memory"

/** The resources podscenario models, in the order the API lists them. @category constants */
export const resourceNames: ReadonlyArray<ResourceName> = ["cpu", "memory"]

/** CPU in millicores, memory in bytes; an absent key is not set. @category models */
export type ResourceList = Readonly<Partial<Record<ResourceName, number>>>

/** @category models */
export interface Resources {
  readonly requests: ResourceList
  readonly limits: ResourceList
}

/** `resizePolicy[].restartPolicy` (`ContainerResizePolicy`). @category models */
export type ResizeRestartPolicy = "NotRequired" | "RestartContainer"

/** @category constants */
export const resizeRestartPolicies: ReadonlyArray<ResizeRestartPolicy> = ["NotRequired", "RestartContainer"]

/** A container's resize policy per resource; an unlisted resource is `NotRequired` (the API default). @category models */
export type ResizePolicy = Readonly<Record<ResourceName, ResizeRestartPolicy>>

/** @category constants */
export const defaultResizePolicy: ResizePolicy = { cpu: "NotRequired", memory: "NotRequired" }

/** @category constants */
export const none: Resources = { requests: {}, limits: {} }

/** @category models */
export type QosClass = "Guaranteed" | "Burstable" | "BestEffort"

const suffixes: ReadonlyArray<readonly [string, number]> = [
  ["Ki", 2 ** 10],
  ["Mi", 2 ** 20],
  ["Gi", 2 ** 30],
  ["Ti", 2 ** 40],
  ["Pi", 2 ** 50],
  ["Ei", 2 ** 60],
  ["m", 1e-3],
  ["k", 1e3],
  ["M", 1e6],
  ["G", 1e9],
  ["T", 1e12],
  ["P", 1e15],
  ["E", 1e18]
]

const QUANTITY = /^(\d+(?:\.\d*)?|\.\d+)([A-Za-z]*)$/

/**
 * A quantity in the resource's unit (millicores, bytes), or `undefined` when it is not one
 * (`resource.ParseQuantity`): `500m` → 500 for cpu, `256Mi` → 268435456 for memory. Fractions of the unit round up,
 * as `MilliValue`/`Value` do.
 *
 * @category parsing
 */
export const parse = (name: ResourceName, text: string): number | undefined => {
  const m = QUANTITY.exec(text)
  if (m === null) return undefined
  const factor = m[2] === "" ? 1 : suffixes.find(([s]) => s === m[2])?.[1]
  if (factor === undefined) return undefined
  const value = Number(m[1]) * factor * (name === "cpu" ? 1000 : 1)
  return Number.isFinite(value) && value <= Number.MAX_SAFE_INTEGER ? Math.ceil(value - 1e-9) : undefined
}

/** The suffixes `format` prints with, in the order it tries them: binary largest first, then decimal. */
const printed = ["Ei", "Pi", "Ti", "Gi", "Mi", "Ki", "E", "P", "T", "G", "M", "k"].map(
  (s) => suffixes.find(([x]) => x === s)!
)

/**
 * A quantity as the API server prints it back: cpu `500m` or `2`, memory in the largest binary suffix that divides
 * it (`256Mi`), else the largest decimal one (`1G`), else bytes.
 *
 * @category formatting
 */
export const format = (name: ResourceName, value: number): string => {
  if (name === "cpu") return value % 1000 === 0 ? `${value / 1000}` : `${value}m`
  if (value === 0) return "0"
  for (const [s, f] of printed) if (value % f === 0) return `${value / f}${s}`
  return `${value}`
}

/** `cpu 500m memory 256Mi`: a list as the language writes it. @category formatting */
export const formatList = (list: ResourceList): string =>
  resourceNames.flatMap((n) => (list[n] === undefined ? [] : [`${n} ${format(n, list[n])}`])).join(" ")

/** `SetDefaults_ResourceRequirements`: a limit without a request makes the request equal to it. @category defaults */
export const withDefaults = (r: Resources): Resources => {
  const requests: Partial<Record<ResourceName, number>> = { ...r.requests }
  for (const n of resourceNames) if (requests[n] === undefined && r.limits[n] !== undefined) requests[n] = r.limits[n]
  return { requests, limits: r.limits }
}

/** `r` with `change`'s values put in, side by side (a resize patch). @category combinators */
export const merge = (r: Resources, change: Resources): Resources =>
  withDefaults({ requests: { ...r.requests, ...change.requests }, limits: { ...r.limits, ...change.limits } })

/**
 * `GetPodQOS` over every container (init containers included): BestEffort without any cpu or memory request or
 * limit; Guaranteed when every container has cpu and memory limits equal to its requests; else Burstable.
 *
 * @category accessors
 */
export const qosClass = (containers: ReadonlyArray<Resources>): QosClass => {
  let any = false
  let guaranteed = true
  for (const c of containers) {
    for (const n of resourceNames) {
      if (c.requests[n] !== undefined || c.limits[n] !== undefined) any = true
      if (c.limits[n] === undefined || c.requests[n] !== c.limits[n]) guaranteed = false
    }
  }
  if (!any) return "BestEffort"
  return guaranteed ? "Guaranteed" : "Burstable"
}

/** Whether two lists hold the same values. @category predicates */
export const sameList = (a: ResourceList, b: ResourceList): boolean => resourceNames.every((n) => a[n] === b[n])

/** Whether two requirements are the same. @category predicates */
export const same = (a: Resources, b: Resources): boolean =>
  sameList(a.requests, b.requests) && sameList(a.limits, b.limits)

/** Whether a container declares any cpu or memory request or limit. @category predicates */
export const declared = (r: Resources): boolean =>
  resourceNames.some((n) => r.requests[n] !== undefined || r.limits[n] !== undefined)
