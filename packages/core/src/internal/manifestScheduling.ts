/** Where and when a pod may run: its readiness and scheduling gates, tolerations and priority. */
import { systemCriticalPriority, type Toleration } from "../PodSpec.ts"
import type { Context, Path, Rec } from "./manifestFields.ts"
import { field, isRecord, issue, oneOf, readInteger, readList, readString, scalar } from "./manifestFields.ts"
import { checkName, qualifiedNameProblems } from "./manifestNames.ts"

const tolerationEffects = ["NoSchedule", "PreferNoSchedule", "NoExecute"]

/** The built-in priority classes and their values (`scheduling.SystemPriorityClasses`). */
const systemPriorityClasses: Readonly<Record<string, number>> = {
  "system-node-critical": systemCriticalPriority + 1000,
  "system-cluster-critical": systemCriticalPriority
}

const decodeToleration = (ctx: Context, raw: unknown, path: Path): Toleration | undefined => {
  if (!isRecord(raw)) {
    issue(ctx, path, "Invalid", "must be a mapping", scalar(raw))
    return undefined
  }
  const key = readString(ctx, raw, "key", path)
  if (key !== undefined && key !== "") checkName(ctx, [...path, "key"], key, qualifiedNameProblems)
  const operator = oneOf(ctx, raw, "operator", path, ["Exists", "Equal"] as const) ?? "Equal"
  const value = readString(ctx, raw, "value", path)
  if ((key === undefined || key === "") && operator !== "Exists")
    issue(ctx, [...path, "operator"], "Invalid", "operator must be Exists when `key` is empty", operator)
  if (operator === "Exists" && value !== undefined && value !== "")
    issue(ctx, [...path, "value"], "Invalid", "value must be empty when `operator` is 'Exists'", value)
  const effect = field(raw, "effect") === "" ? undefined : oneOf(ctx, raw, "effect", path, tolerationEffects)
  const tolerationSeconds = readInteger(ctx, raw, "tolerationSeconds", path)
  if (tolerationSeconds !== undefined && effect !== "NoExecute")
    issue(
      ctx,
      [...path, "effect"],
      "Invalid",
      "effect must be 'NoExecute' when `tolerationSeconds` is set",
      effect ?? ""
    )
  return {
    key: key === "" ? undefined : key,
    operator,
    value: value === "" ? undefined : value,
    effect,
    tolerationSeconds
  }
}

/** `tolerations`, in spec order. */
export const decodeTolerations = (ctx: Context, spec: Rec, specPath: Path): ReadonlyArray<Toleration> =>
  readList(ctx, spec, "tolerations", specPath).flatMap((raw, i) => {
    const t = decodeToleration(ctx, raw, [...specPath, "tolerations", i])
    return t === undefined ? [] : [t]
  })

/** `readinessGates` (their condition types) or `schedulingGates` (their names, unique). */
export const decodeGates = (
  ctx: Context,
  spec: Rec,
  specPath: Path,
  key: "readinessGates" | "schedulingGates",
  item: "conditionType" | "name"
): ReadonlyArray<string> => {
  const out: Array<string> = []
  for (const [i, g] of readList(ctx, spec, key, specPath).entries()) {
    const path = [...specPath, key, i]
    if (!isRecord(g)) {
      issue(ctx, path, "Invalid", "must be a mapping", scalar(g))
      continue
    }
    const value = readString(ctx, g, item, path)
    if (value === undefined) {
      if (field(g, item) === undefined) issue(ctx, [...path, item], "Required", "")
    } else if (!checkName(ctx, [...path, item], value, qualifiedNameProblems)) {
      // reported
    } else if (key === "schedulingGates" && out.includes(value)) issue(ctx, [...path, item], "Duplicate", "", value)
    else out.push(value)
  }
  return out
}

/**
 * The priority the Priority admission plugin resolves: a built-in `priorityClassName`'s value, else `priority` as
 * written, else 0.
 */
export const decodePriority = (ctx: Context, spec: Rec, specPath: Path): number => {
  const priorityClass = readString(ctx, spec, "priorityClassName", specPath)
  return (
    (priorityClass === undefined ? undefined : systemPriorityClasses[priorityClass]) ??
    readInteger(ctx, spec, "priority", specPath) ??
    0
  )
}
