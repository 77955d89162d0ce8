/**
 * A Pod manifest decoded into the model of `PodSpec`: the API server's defaults (kubelet-rules §1) and its semantic
 * validation (`ValidatePodCreate`).
 *
 * `decode` turns a plain manifest object (a whole Pod, or just its `spec`) into a `Pod`, and reports what the API
 * server would reject as `Issue`s with JSON paths. Core knows nothing of source text: the parser maps each path back
 * to a YAML line and column. The parts: `internal/manifestContainers.ts` (with `manifestProbes.ts`,
 * `manifestLifecycle.ts`, `manifestResources.ts`), `manifestScheduling.ts`, and the readers and name formats they
 * share (`manifestFields.ts`, `manifestNames.ts`).
 */
import { seconds } from "./Duration.ts"
import { decodeContainers, restartPolicies } from "./internal/manifestContainers.ts"
import type { Context, Issue, Path, Rec } from "./internal/manifestFields.ts"
import {
  field,
  isRecord,
  issue,
  oneOf,
  readInteger,
  readNonNegative,
  readRecord,
  readString,
  scalar
} from "./internal/manifestFields.ts"
import { checkName, dns1123LabelProblems, dns1123SubdomainProblems } from "./internal/manifestNames.ts"
import { decodeGates, decodePriority, decodeTolerations } from "./internal/manifestScheduling.ts"
import { type Pod, uidFor } from "./PodSpec.ts"
import { defaultFeatureGates } from "./Settings.ts"

export { imageIssue } from "./internal/manifestContainers.ts"
export type { Issue, Path } from "./internal/manifestFields.ts"

/** What `decode` gives: the pod, or `undefined` when it has any issue. @category models */
export interface Decoded {
  readonly pod: Pod | undefined
  readonly issues: ReadonlyArray<Issue>
  /** The path prefix of the spec inside the manifest: `["spec"]` for a whole Pod, `[]` for a bare spec. */
  readonly specPath: Path
}

/** The most containers (init containers included) a pod may have in a scenario (docs/guide/limits.md). @category constants */
export const maxContainers = 500

/** Options of `decode`. @category models */
export interface DecodeOptions {
  /**
   * The pod's name as the scenario declares it (`pod web:`). Used when the manifest has no `metadata.name`; a
   * `metadata.name` that differs is an issue.
   */
  readonly name?: string | undefined
  /** API-server feature gates (defaults: `Settings.defaultFeatureGates`, the v1.35 values of kubelet-rules §16). */
  readonly featureGates?: Readonly<Record<string, boolean>> | undefined
}

/** `spec.os.name` values. */
const osNames: ReadonlyArray<string> = ["linux", "windows"]

/**
 * Decodes a Pod manifest (a whole `v1` Pod, or just its `spec`) into a `Pod`: applies the API server's defaults
 * (kubelet-rules §1) and reports what `ValidatePodCreate` would reject as `Issue`s with JSON paths into the
 * manifest. `pod` is `undefined` when there is any issue: an invalid pod never runs.
 *
 * Never throws, whatever `manifest` is. Type errors are reported too ("must be an integer"), so a caller that also
 * runs a schema check should drop issues at paths the schema already reported.
 *
 * @example
 * const { pod, issues } = PodManifest.decode({ containers: [{ name: "app", image: "busybox" }] }, { name: "web" })
 * pod?.restartPolicy // "Always"
 * pod?.containers[0]?.imagePullPolicy // "Always" (untagged image)
 *
 * @category decoding
 */
export const decode = (manifest: unknown, options: DecodeOptions = {}): Decoded => {
  const issues: Array<Issue> = []
  const gates = options.featureGates ?? defaultFeatureGates
  const early: Context = { issues, gates, osName: undefined, grace: 30 }
  if (!isRecord(manifest)) {
    issue(early, [], "Invalid", "must be a mapping: a whole Pod manifest, or a pod spec", scalar(manifest))
    return { pod: undefined, issues, specPath: [] }
  }
  const whole = ["apiVersion", "kind", "metadata", "spec"].some((k) => k in manifest)
  const specPath: Path = whole ? ["spec"] : []

  let name = options.name
  let namespace = "default"
  let spec: Rec | undefined = manifest
  let isStatic = false
  if (whole) {
    const apiVersion = readString(early, manifest, "apiVersion", [])
    if (apiVersion !== undefined && apiVersion !== "v1")
      issue(early, ["apiVersion"], "Unsupported", "", apiVersion, ["v1"])
    const kind = readString(early, manifest, "kind", [])
    if (kind !== undefined && kind !== "Pod") issue(early, ["kind"], "Unsupported", "", kind, ["Pod"])
    const metadata = readRecord(early, manifest, "metadata", [])
    if (metadata !== undefined) {
      const declared = readString(early, metadata, "name", ["metadata"])
      if (declared !== undefined) {
        if (name !== undefined && declared !== name)
          issue(early, ["metadata", "name"], "Invalid", `must be \`${name}\`, the name the scenario declares`, declared)
        else if (checkName(early, ["metadata", "name"], declared, dns1123SubdomainProblems)) name = declared
      }
      const ns = readString(early, metadata, "namespace", ["metadata"])
      if (ns !== undefined && ns !== "" && checkName(early, ["metadata", "namespace"], ns, dns1123LabelProblems))
        namespace = ns
      const annotations = readRecord(early, metadata, "annotations", ["metadata"])
      if (annotations !== undefined) isStatic = staticAnnotations(annotations)
    }
    spec = readRecord(early, manifest, "spec", [])
    if (spec === undefined && field(manifest, "spec") === undefined) issue(early, ["spec"], "Required", "")
  }
  if (name === undefined || name === "")
    issue(early, ["metadata", "name"], "Required", "name or generateName is required")
  if (spec === undefined) return { pod: undefined, issues, specPath }

  // os first: stop signals depend on it.
  let osName: string | undefined
  const os = readRecord(early, spec, "os", specPath)
  if (os !== undefined) {
    if (field(os, "name") === undefined) issue(early, [...specPath, "os", "name"], "Required", "")
    osName = oneOf(early, os, "name", [...specPath, "os"], osNames)
  }
  const specCtx: Context = { issues, gates, osName, grace: 30 }
  const restartPolicy = oneOf(specCtx, spec, "restartPolicy", specPath, restartPolicies) ?? "Always"
  const grace = readNonNegative(specCtx, spec, "terminationGracePeriodSeconds", specPath) ?? 30
  const ctx: Context = { ...specCtx, grace }
  const deadline = readInteger(ctx, spec, "activeDeadlineSeconds", specPath)
  if (deadline !== undefined && (deadline < 1 || deadline > 2147483647))
    issue(
      ctx,
      [...specPath, "activeDeadlineSeconds"],
      "Invalid",
      "must be between 1 and 2147483647, inclusive",
      deadline
    )
  const nodeName = readString(ctx, spec, "nodeName", specPath)
  if (nodeName !== undefined && nodeName !== "")
    checkName(ctx, [...specPath, "nodeName"], nodeName, dns1123SubdomainProblems)

  // A bound of ours, not the API server's: the simulator's work per step grows with the containers of a pod
  // (docs/guide/limits.md).
  const containerCount = [spec.initContainers, spec.containers].reduce<number>(
    (n, list) => n + (Array.isArray(list) ? list.length : 0),
    0
  )
  if (containerCount > maxContainers) {
    ctx.issues.push({
      path: [...specPath, "containers"],
      kind: "Forbidden",
      message: `a pod may have at most ${maxContainers} containers (init containers included), not ${containerCount}`,
      ours: true
    })
    return { pod: undefined, issues, specPath }
  }

  const { initContainers, containers } = decodeContainers(ctx, spec, specPath)

  const readinessGates = decodeGates(ctx, spec, specPath, "readinessGates", "conditionType")
  const schedulingGates = decodeGates(ctx, spec, specPath, "schedulingGates", "name")
  if (schedulingGates.length > 0 && nodeName !== undefined && nodeName !== "")
    issue(ctx, [...specPath, "nodeName"], "Forbidden", "cannot be set until all schedulingGates have been cleared")

  const tolerations = decodeTolerations(ctx, spec, specPath)
  const priority = decodePriority(ctx, spec, specPath)

  if (issues.length > 0 || name === undefined) return { pod: undefined, issues, specPath }
  return {
    pod: {
      name,
      namespace,
      uid: uidFor(namespace, name),
      restartPolicy,
      initContainers,
      containers,
      terminationGracePeriod: seconds(grace),
      activeDeadline: deadline === undefined ? undefined : seconds(deadline),
      readinessGates,
      schedulingGates,
      nodeName: nodeName === "" ? undefined : nodeName,
      osName,
      tolerations,
      sharedPidNamespace: spec.shareProcessNamespace === true || spec.hostPID === true,
      priority,
      static: isStatic
    },
    issues,
    specPath
  }
}

/** `kubelettypes.IsStaticPod` and `IsMirrorPod`: the annotations the kubelet puts on the pods it runs from files. */
const staticAnnotations = (annotations: Rec): boolean => {
  const source = field(annotations, "kubernetes.io/config.source")
  return field(annotations, "kubernetes.io/config.mirror") !== undefined || (source !== undefined && source !== "api")
}

/**
 * A path as the API server prints it: `spec.containers[0].name`.
 *
 * @category formatting
 */
export const formatPath = (path: Path): string =>
  path.reduce<string>((out, p) => (typeof p === "number" ? `${out}[${p}]` : out === "" ? p : `${out}.${p}`), "")

const quote = (v: string | number | boolean): string => (typeof v === "string" ? JSON.stringify(v) : String(v))

/**
 * An issue as the API server words it, without the path: `Required value`, `Invalid value: "App": a lowercase …`,
 * `Unsupported value: "Allways": supported values: "Always", "Never", "OnFailure"`.
 *
 * @category formatting
 */
export const formatIssue = (i: Issue): string => {
  const head = {
    Required: "Required value",
    Invalid: "Invalid value",
    Duplicate: "Duplicate value",
    Unsupported: "Unsupported value",
    Forbidden: "Forbidden"
  }[i.kind]
  const parts = [head]
  if (i.value !== undefined && i.kind !== "Required" && i.kind !== "Forbidden") parts.push(quote(i.value))
  if (i.supported !== undefined) parts.push(`supported values: ${i.supported.map((s) => quote(s)).join(", ")}`)
  if (i.message !== "") parts.push(i.message)
  return parts.join(": ")
}
