/** A container's cpu and memory `resources` and its `resizePolicy` (kubelet-rules §21). */
import * as Resources from "../Resources.ts"
import type { Context, Path, Rec } from "./manifestFields.ts"
import { field, isRecord, issue, oneOf, readList, readRecord, scalar } from "./manifestFields.ts"

/** `resources.requests` / `limits` for cpu and memory (other resources are not modelled); requests ≤ limits. */
export const decodeResources = (ctx: Context, raw: Rec, path: Path): Resources.Resources => {
  const resourcesPath = [...path, "resources"]
  const block = readRecord(ctx, raw, "resources", path)
  if (block === undefined) return Resources.none
  const list = (side: "requests" | "limits"): Resources.ResourceList => {
    const values = readRecord(ctx, block, side, resourcesPath)
    const out: Partial<Record<Resources.ResourceName, number>> = {}
    if (values === undefined) return out
    for (const n of Resources.resourceNames) {
      const v = field(values, n)
      if (v === undefined) continue
      const parsed = typeof v === "string" || typeof v === "number" ? Resources.parse(n, String(v)) : undefined
      if (parsed === undefined)
        issue(ctx, [...resourcesPath, side, n], "Invalid", "must be a quantity (500m, 2, 256Mi)", scalar(v))
      else out[n] = parsed
    }
    return out
  }
  const result = Resources.withDefaults({ requests: list("requests"), limits: list("limits") })
  for (const n of Resources.resourceNames) {
    const request = result.requests[n]
    const limit = result.limits[n]
    if (request !== undefined && limit !== undefined && request > limit)
      issue(
        ctx,
        [...resourcesPath, "requests", n],
        "Invalid",
        `must be less than or equal to ${n} limit of ${Resources.format(n, limit)}`,
        Resources.format(n, request)
      )
  }
  return result
}

/** `resizePolicy`: one entry per resource, `NotRequired` or `RestartContainer` (`validateResizePolicy`). */
export const decodeResizePolicy = (ctx: Context, raw: Rec, path: Path): Resources.ResizePolicy => {
  const policy: Record<Resources.ResourceName, Resources.ResizeRestartPolicy> = { ...Resources.defaultResizePolicy }
  const seen = new Set<string>()
  readList(ctx, raw, "resizePolicy", path).forEach((entry, i) => {
    const at = [...path, "resizePolicy", i]
    if (!isRecord(entry)) {
      issue(ctx, at, "Invalid", "must be a mapping", scalar(entry))
      return
    }
    const name = oneOf(ctx, entry, "resourceName", at, Resources.resourceNames)
    const restart = oneOf(ctx, entry, "restartPolicy", at, Resources.resizeRestartPolicies)
    if (field(entry, "resourceName") === undefined) issue(ctx, [...at, "resourceName"], "Required", "")
    if (field(entry, "restartPolicy") === undefined) issue(ctx, [...at, "restartPolicy"], "Required", "")
    if (name === undefined || restart === undefined) return
    if (seen.has(name)) issue(ctx, [...at, "resourceName"], "Duplicate", "", name)
    seen.add(name)
    policy[name] = restart
  })
  return policy
}
