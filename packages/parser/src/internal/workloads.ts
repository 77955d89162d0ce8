/**
 * Workload manifests (language reference §11.2): the objects of a manifest file that hold a pod (a Pod, or the pod template
 * of a Deployment, StatefulSet, DaemonSet, ReplicaSet, ReplicationController, Job, CronJob or PodTemplate), and the
 * rules the API server adds for the template of each workload. Plain data in, plain data out: the YAML side
 * (`YamlBlocks.ts`) maps paths back to lines.
 */
import type * as PodManifest from "@podscenario/core/PodManifest"

type Path = PodManifest.Path

/** Where each workload kind keeps its pod template, from the object's root. */
const templatePaths: Readonly<Record<string, Path>> = {
  Deployment: ["spec", "template"],
  StatefulSet: ["spec", "template"],
  DaemonSet: ["spec", "template"],
  ReplicaSet: ["spec", "template"],
  ReplicationController: ["spec", "template"],
  Job: ["spec", "template"],
  CronJob: ["spec", "jobTemplate", "spec", "template"],
  PodTemplate: ["template"]
}

/** The workload kinds with a pod template. @category constants */
export const workloadKinds: ReadonlyArray<string> = Object.keys(templatePaths)

/** An object of a manifest file that holds a pod. @category models */
export interface PodSource {
  readonly kind: string
  readonly name: string
  /** The document (index in the file) and the object's path in it (`["items", 2]` inside a `kind: List`). */
  readonly document: number
  readonly path: Path
  /** The pod's path from the object: `[]` for a Pod, the template's path for a workload. */
  readonly pod: Path
}

/** An object of any kind, as `kubectl` names it (`Service/api`): what a file has, for "did you mean". */
export interface Named {
  readonly kind: string
  readonly name: string
  readonly document: number
  readonly path: Path
}

const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

const nameOf = (value: Readonly<Record<string, unknown>>): string | undefined => {
  const metadata = value.metadata
  return isRecord(metadata) && typeof metadata.name === "string" ? metadata.name : undefined
}

/**
 * Every named object of one document: the document itself, or the items of a `kind: List` (as `kubectl get -o yaml`
 * and some `kustomize build` setups print them). A document without `kind` is a Pod, as in 0.1.
 */
export const objectsOf = (value: unknown, document: number): ReadonlyArray<Named> => {
  if (!isRecord(value)) return []
  if (value.kind === "List" && Array.isArray(value.items))
    return value.items.flatMap((item, i) => {
      const name = isRecord(item) ? nameOf(item) : undefined
      return name === undefined || !isRecord(item) || typeof item.kind !== "string"
        ? []
        : [{ kind: item.kind, name, document, path: ["items", i] }]
    })
  const name = nameOf(value)
  if (name === undefined) return []
  return [{ kind: typeof value.kind === "string" ? value.kind : "Pod", name, document, path: [] }]
}

/** The object as a pod source, when its kind holds a pod. @category models */
export const podSource = (object: Named): PodSource | undefined => {
  if (object.kind === "Pod") return { ...object, pod: [] }
  const template = templatePaths[object.kind]
  return template === undefined ? undefined : { ...object, pod: template }
}

/**
 * The template as a Pod manifest: its `metadata.name` is dropped (a controller names its pods, the scenario names
 * this one).
 */
export const templateAsPod = (template: unknown): unknown => {
  if (!isRecord(template) || !isRecord(template.metadata)) return template
  const { name: _name, ...metadata } = template.metadata
  return { ...template, metadata }
}

const get = (value: unknown, key: string): unknown => (isRecord(value) ? value[key] : undefined)

/** How to fix a workload's restart policy, for the diagnostics of `templateIssues`. @category validation */
export const restartPolicyHelp = (kind: string): string =>
  kind === "Job" || kind === "CronJob"
    ? `a ${kind}'s pods run to completion: set \`restartPolicy: OnFailure\` or \`Never\` in its pod template`
    : `a ${kind} keeps its pods running: its pod template restarts \`Always\` (the default) and has no deadline`

/**
 * What the API server rejects in a workload's template beyond pod validation, with paths from the template:
 * a Job's (and a CronJob's) must restart OnFailure or Never (`validateJobSpec`, `Never` with a
 * `podFailurePolicy`); the others' must restart Always and have no `activeDeadlineSeconds`
 * (`ValidatePodTemplateSpecForReplicaSet`, `…ForStatefulSet`, `ValidateDaemonSetSpec`, `…ForRC`).
 *
 * @category validation
 */
export const templateIssues = (kind: string, object: unknown, template: unknown): ReadonlyArray<PodManifest.Issue> => {
  const spec = get(template, "spec")
  const restartPolicy = get(spec, "restartPolicy")
  const policy = typeof restartPolicy === "string" ? restartPolicy : ""
  const at: Path = ["spec", "restartPolicy"]
  if (kind === "Job" || kind === "CronJob") {
    const jobSpec = kind === "Job" ? get(object, "spec") : get(get(get(object, "spec"), "jobTemplate"), "spec")
    if (policy === "" || policy === "Always")
      return [{ path: at, kind: "Required", message: 'valid values: "OnFailure", "Never"' }]
    if (policy !== "OnFailure" && policy !== "Never")
      return [{ path: at, kind: "Unsupported", message: "", value: policy, supported: ["OnFailure", "Never"] }]
    if (get(jobSpec, "podFailurePolicy") !== undefined && policy !== "Never")
      return [{ path: at, kind: "Invalid", message: 'only "Never" is supported when podFailurePolicy is specified' }]
    return []
  }
  if (kind === "Pod" || kind === "PodTemplate") return []
  const issues: Array<PodManifest.Issue> = []
  if (policy !== "" && policy !== "Always")
    issues.push({ path: at, kind: "Unsupported", message: "", value: policy, supported: ["Always"] })
  if (get(spec, "activeDeadlineSeconds") !== undefined) {
    // Deployments are validated as ReplicaSets.
    const named = kind === "Deployment" ? "ReplicaSet" : kind
    issues.push({
      path: ["spec", "activeDeadlineSeconds"],
      kind: "Forbidden",
      message: `activeDeadlineSeconds in ${named} is not Supported`
    })
  }
  return issues
}
