/**
 * A pod's containers, init containers and sidecars (`validateContainers`, `validateInitContainers`), with
 * `SetDefaults_Container` applied: names, images and pull policies, restart policies and rules, then each
 * container's probes, lifecycle and resources.
 */
import type { Container, ContainerKind, PullPolicy, RestartPolicy, RestartRule } from "../PodSpec.ts"
import type { Context, Issue, Path, Rec } from "./manifestFields.ts"
import { field, gateOn, isRecord, issue, oneOf, readList, readRecord, readString, scalar } from "./manifestFields.ts"
import { decodeLifecycle } from "./manifestLifecycle.ts"
import { checkName, dns1123LabelProblems } from "./manifestNames.ts"
import { decodeContainerProbe } from "./manifestProbes.ts"
import { decodeResizePolicy, decodeResources } from "./manifestResources.ts"

/** Pod-level restart policies, which a container's `restartPolicy` may also name (gate ContainerRestartRules). */
export const restartPolicies: ReadonlyArray<RestartPolicy> = ["Always", "OnFailure", "Never"]

const pullPolicies: ReadonlyArray<PullPolicy> = ["Always", "IfNotPresent", "Never"]

/** Most restart-rule exit codes one rule may list (`ContainerRestartRuleOnExitCodes.Values`; docs/guide/limits.md). */
const maxRestartRuleValues = 255

/**
 * The API server's default pull policy for an image: `Always` when its tag is `latest` or it has neither tag nor
 * digest (which means `latest`), else `IfNotPresent` (kubelet-rules §1, `SetDefaults_Container`).
 */
const defaultPullPolicy = (image: string): PullPolicy => {
  if (image.includes("@")) return "IfNotPresent"
  const lastSegment = image.slice(image.lastIndexOf("/") + 1)
  const colon = lastSegment.lastIndexOf(":")
  const tag = colon === -1 ? "latest" : lastSegment.slice(colon + 1)
  return tag === "latest" ? "Always" : "IfNotPresent"
}

/**
 * The API server's check of a container's image (`validateContainerCommon`), on a new pod and on an update of the
 * image (kubelet-rules §20.1).
 */
export const imageIssue = (image: string, path: Path): Issue | undefined => {
  if (image === "") return { path, kind: "Required", message: "" }
  if (image.trim() !== image)
    return { path, kind: "Invalid", message: "must not have leading or trailing whitespace", value: image }
  return undefined
}

const restartRuleActions = (ctx: Context): ReadonlyArray<RestartRule["action"]> =>
  gateOn(ctx, "RestartAllContainersOnContainerExits") ? ["Restart", "RestartAllContainers"] : ["Restart"]

const decodeRules = (ctx: Context, raw: Rec, path: Path): ReadonlyArray<RestartRule> => {
  const rules: Array<RestartRule> = []
  for (const [i, r] of readList(ctx, raw, "restartPolicyRules", path).entries()) {
    const rulePath = [...path, "restartPolicyRules", i]
    if (!isRecord(r)) {
      issue(ctx, rulePath, "Invalid", "must be a mapping", scalar(r))
      continue
    }
    if (field(r, "action") === undefined) issue(ctx, [...rulePath, "action"], "Required", "")
    const action = oneOf(ctx, r, "action", rulePath, restartRuleActions(ctx))
    const exitCodes = readRecord(ctx, r, "exitCodes", rulePath)
    if (exitCodes === undefined) {
      if (field(r, "exitCodes") === undefined) issue(ctx, [...rulePath, "exitCodes"], "Required", "must be specified")
      continue
    }
    const codesPath = [...rulePath, "exitCodes"]
    if (field(exitCodes, "operator") === undefined) issue(ctx, [...codesPath, "operator"], "Required", "")
    const operator = oneOf(ctx, exitCodes, "operator", codesPath, ["In", "NotIn"] as const)
    const rawValues = readList(ctx, exitCodes, "values", codesPath)
    if (rawValues.length > maxRestartRuleValues)
      issue(
        ctx,
        [...codesPath, "values"],
        "Invalid",
        `must have at most ${maxRestartRuleValues} items`,
        rawValues.length
      )
    const values: Array<number> = []
    for (const [j, v] of rawValues.entries()) {
      if (typeof v !== "number" || !Number.isSafeInteger(v))
        issue(ctx, [...codesPath, "values", j], "Invalid", "must be an integer", scalar(v))
      else if (values.includes(v)) issue(ctx, [...codesPath, "values", j], "Duplicate", "", v)
      else values.push(v)
    }
    if (action !== undefined && operator !== undefined) rules.push({ action, operator, values })
  }
  return rules
}

/** `restartPolicyRules`, which need gate ContainerRestartRules and a container `restartPolicy`. */
const decodeRestartRules = (ctx: Context, raw: Rec, path: Path, kind: ContainerKind): ReadonlyArray<RestartRule> => {
  if (readList(ctx, raw, "restartPolicyRules", path).length === 0) return []
  if (!gateOn(ctx, "ContainerRestartRules"))
    issue(ctx, [...path, "restartPolicyRules"], "Forbidden", "requires the ContainerRestartRules feature gate")
  // kubelet-rules §4.5: gate RestartAllContainersOnContainerExits also lets sidecars have rules (pkg/api/pod)
  else if (kind === "sidecar" && !gateOn(ctx, "RestartAllContainersOnContainerExits"))
    issue(
      ctx,
      [...path, "restartPolicyRules"],
      "Forbidden",
      "may not be set for init containers with restartPolicy=Always (sidecar containers)"
    )
  else {
    if (field(raw, "restartPolicy") === undefined)
      issue(ctx, [...path, "restartPolicy"], "Required", "must be specified when restartPolicyRules are used")
    return decodeRules(ctx, raw, path)
  }
  return []
}

const decodeContainer = (ctx: Context, raw: unknown, path: Path, group: "init" | "regular"): Container | undefined => {
  if (!isRecord(raw)) {
    issue(ctx, path, "Invalid", "must be a mapping", scalar(raw))
    return undefined
  }
  const name = readString(ctx, raw, "name", path)
  if (name === undefined || name === "") {
    if (name === "" || field(raw, "name") === undefined) issue(ctx, [...path, "name"], "Required", "")
  } else checkName(ctx, [...path, "name"], name, dns1123LabelProblems)

  const image = readString(ctx, raw, "image", path)
  if (image === undefined) {
    if (field(raw, "image") === undefined) issue(ctx, [...path, "image"], "Required", "")
  } else {
    const problem = imageIssue(image, [...path, "image"])
    if (problem !== undefined) ctx.issues.push(problem)
  }

  const imagePullPolicy = oneOf(ctx, raw, "imagePullPolicy", path, pullPolicies) ?? defaultPullPolicy(image ?? "")

  // Container restartPolicy: `Always` makes an init container a sidecar; other values need ContainerRestartRules.
  const rulesGate = gateOn(ctx, "ContainerRestartRules")
  let restartPolicy: RestartPolicy | undefined
  if (field(raw, "restartPolicy") !== undefined) {
    if (group === "regular" && !rulesGate) {
      issue(ctx, [...path, "restartPolicy"], "Forbidden", "may not be set for non-init containers")
    } else {
      restartPolicy = oneOf(ctx, raw, "restartPolicy", path, rulesGate ? restartPolicies : ["Always"])
    }
  }
  const kind: ContainerKind = group === "init" ? (restartPolicy === "Always" ? "sidecar" : "init") : "regular"

  const restartPolicyRules = decodeRestartRules(ctx, raw, path, kind)
  const startupProbe = decodeContainerProbe(ctx, raw, path, kind, "startupProbe")
  const livenessProbe = decodeContainerProbe(ctx, raw, path, kind, "livenessProbe")
  const readinessProbe = decodeContainerProbe(ctx, raw, path, kind, "readinessProbe")
  const { postStart, preStop, stopSignal } = decodeLifecycle(ctx, raw, path, kind)

  const resources = decodeResources(ctx, raw, path)
  const resizePolicy = decodeResizePolicy(ctx, raw, path)

  if (name === undefined || name === "" || image === undefined || image === "") return undefined
  return {
    name,
    kind,
    image,
    imagePullPolicy,
    restartPolicy: kind === "sidecar" ? "Always" : restartPolicy,
    restartPolicyRules,
    startupProbe,
    livenessProbe,
    readinessProbe,
    postStart,
    preStop,
    stopSignal,
    command: readList(ctx, raw, "command", path).filter((a): a is string => typeof a === "string"),
    args: readList(ctx, raw, "args", path).filter((a): a is string => typeof a === "string"),
    resources,
    resizePolicy
  }
}

/** The `initContainers` and `containers` of a spec, whose names are unique across both. */
export const decodeContainers = (
  ctx: Context,
  spec: Rec,
  specPath: Path
): { readonly initContainers: ReadonlyArray<Container>; readonly containers: ReadonlyArray<Container> } => {
  const seen = new Set<string>()
  const containerList = (key: "initContainers" | "containers", group: "init" | "regular") =>
    readList(ctx, spec, key, specPath).flatMap((raw, i) => {
      const path = [...specPath, key, i]
      const c = decodeContainer(ctx, raw, path, group)
      const n = isRecord(raw) ? raw.name : undefined
      if (typeof n === "string" && n !== "") {
        if (seen.has(n)) issue(ctx, [...path, "name"], "Duplicate", "", n)
        seen.add(n)
      }
      return c === undefined ? [] : [c]
    })
  const initContainers = containerList("initContainers", "init")
  if (field(spec, "containers") === undefined) issue(ctx, [...specPath, "containers"], "Required", "")
  else if (Array.isArray(spec.containers) && spec.containers.length === 0)
    issue(ctx, [...specPath, "containers"], "Required", "must have at least one container")
  const containers = containerList("containers", "regular")
  return { initContainers, containers }
}
