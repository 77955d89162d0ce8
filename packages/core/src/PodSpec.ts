/**
 * The subset of the Pod v1 API that the simulator reads, with the API server's defaults applied
 * (kubelet-rules §1: `SetDefaults_PodSpec`, `SetDefaults_Container`, `SetDefaults_Probe`).
 *
 * `decode` turns a plain manifest object (a whole Pod, or just its `spec`) into a `Pod`, and reports what the API
 * server would reject as `Issue`s with JSON paths. Core knows nothing of source text: the parser maps each path back
 * to a YAML line and column.
 */
import { type Millis, seconds } from "./Duration.ts"
import * as Resources from "./Resources.ts"
import { defaultFeatureGates } from "./Settings.ts"

/** @category models */
export type RestartPolicy = "Always" | "OnFailure" | "Never"

/** @category models */
export type PullPolicy = "Always" | "IfNotPresent" | "Never"

/** @category models */
export type ContainerKind = "init" | "sidecar" | "regular"

/** @category models */
export interface RestartRule {
  readonly action: "Restart" | "RestartAllContainers"
  readonly operator: "In" | "NotIn"
  readonly values: ReadonlyArray<number>
}

/** A probe with defaults applied; durations in `Millis` (the API counts seconds). @category models */
export interface Probe {
  readonly initialDelay: Millis
  readonly period: Millis
  readonly timeout: Millis
  readonly successThreshold: number
  readonly failureThreshold: number
  /** Probe-level `terminationGracePeriodSeconds` (liveness/startup only, kubelet-rules §9.2). */
  readonly terminationGracePeriod: Millis | undefined
  /** `exec`, `httpGet`, `tcpSocket` or `grpc`: kept for messages. */
  readonly handler: string
}

/** A lifecycle hook handler (`exec`, `httpGet`, `tcpSocket`, `sleep`). @category models */
export interface Hook {
  readonly handler: "exec" | "httpGet" | "tcpSocket" | "sleep"
  /** For `sleep` handlers: the sleep itself is the hook's duration unless a behaviour says otherwise. */
  readonly sleep: Millis | undefined
}

/** @category models */
export interface Container {
  readonly name: string
  readonly kind: ContainerKind
  readonly image: string
  readonly imagePullPolicy: PullPolicy
  /** Container-level `restartPolicy` (sidecars: `Always`; regular containers with gate ContainerRestartRules). */
  readonly restartPolicy: RestartPolicy | undefined
  readonly restartPolicyRules: ReadonlyArray<RestartRule>
  readonly startupProbe: Probe | undefined
  readonly livenessProbe: Probe | undefined
  readonly readinessProbe: Probe | undefined
  readonly postStart: Hook | undefined
  readonly preStop: Hook | undefined
  /** `lifecycle.stopSignal`; `undefined` means the image default, SIGTERM, and always so without gate ContainerStopSignals (kubelet-rules §11.4). */
  readonly stopSignal: string | undefined
  /** `command` and `args` as written (empty when absent), for the command reader of the parser. */
  readonly command: ReadonlyArray<string>
  readonly args: ReadonlyArray<string>
  /** cpu and memory `resources`, defaulted (a limit alone is also the request); kubelet-rules §21. */
  readonly resources: Resources.Resources
  readonly resizePolicy: Resources.ResizePolicy
}

/** @category models */
export interface Toleration {
  readonly key: string | undefined
  readonly operator: "Exists" | "Equal"
  readonly value: string | undefined
  readonly effect: string | undefined
  readonly tolerationSeconds: number | undefined
}

/** @category models */
export interface Pod {
  readonly name: string
  readonly namespace: string
  readonly uid: string
  readonly restartPolicy: RestartPolicy
  /** Init containers in spec order; sidecars (`restartPolicy: Always`) have kind `sidecar`. */
  readonly initContainers: ReadonlyArray<Container>
  readonly containers: ReadonlyArray<Container>
  readonly terminationGracePeriod: Millis
  readonly activeDeadline: Millis | undefined
  readonly readinessGates: ReadonlyArray<string>
  readonly schedulingGates: ReadonlyArray<string>
  readonly nodeName: string | undefined
  readonly osName: string | undefined
  readonly tolerations: ReadonlyArray<Toleration>
  /**
   * `shareProcessNamespace` or `hostPID`: no container's process is PID 1 of a namespace of its own, so a signal it
   * does not handle takes its default action (kubelet-rules §11.7).
   */
  readonly sharedPidNamespace: boolean
  /**
   * The priority the Priority admission plugin resolves: the value of `priorityClassName` `system-node-critical`
   * (2000001000) or `system-cluster-critical` (2000000000), else `priority` as written, else 0.
   */
  readonly priority: number
  /** A static or mirror pod: annotation `kubernetes.io/config.mirror`, or `kubernetes.io/config.source` not `api`. */
  readonly static: boolean
}

/** `scheduling.SystemCriticalPriority`: from this priority on a pod is critical. @category constants */
export const systemCriticalPriority = 2_000_000_000

/** The built-in priority classes and their values (`scheduling.SystemPriorityClasses`). */
const systemPriorityClasses: Readonly<Record<string, number>> = {
  "system-node-critical": systemCriticalPriority + 1000,
  "system-cluster-critical": systemCriticalPriority
}

/**
 * `kubelettypes.IsCriticalPod`: static, mirror, or priority at least `system-cluster-critical`'s. The kubelet's
 * eviction manager never evicts such a pod (kubelet-rules §13.4).
 *
 * @category accessors
 */
export const isCritical = (pod: Pod): boolean => pod.static || pod.priority >= systemCriticalPriority

/** A path into the manifest, as the API server prints it: `["spec", "containers", 0, "name"]`. @category models */
export type Path = ReadonlyArray<string | number>

/** What the API server would reject, at a path of the manifest. @category models */
export interface Issue {
  readonly path: Path
  readonly message: string
  /** The API's error type: `Required value`, `Invalid value`, `Duplicate value`, `Unsupported value`, `Forbidden`. */
  readonly kind: "Required" | "Invalid" | "Duplicate" | "Unsupported" | "Forbidden"
  /** The offending value, when there is one (printed as the API server does: `Invalid value: "App"`). */
  readonly value?: string | number | boolean
  /** For `Unsupported`: the values that are supported (also the candidates for a "did you mean"). */
  readonly supported?: ReadonlyArray<string>
  /** A bound of podscenario's own (docs/guide/limits.md), not the API server's. */
  readonly ours?: true
}

/** @category models */
export interface Decoded {
  readonly pod: Pod | undefined
  readonly issues: ReadonlyArray<Issue>
  /** The path prefix of the spec inside the manifest: `["spec"]` for a whole Pod, `[]` for a bare spec. */
  readonly specPath: Path
}

/** The most containers (init containers included) a pod may have in a scenario (docs/guide/limits.md). @category constants */
export const maxContainers = 500

/** Every container of the pod, init containers (and sidecars) first, in spec order. @category accessors */
export const allContainers = (pod: Pod): ReadonlyArray<Container> => [...pod.initContainers, ...pod.containers]

// ---------------------------------------------------------------------------------------------------------------
// Decoding: defaults (kubelet-rules §1) and the API server's semantic validation (`ValidatePodCreate`)

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

/** Pod-level restart policies. @category constants */
export const restartPolicies: ReadonlyArray<RestartPolicy> = ["Always", "OnFailure", "Never"]

/** Image pull policies. @category constants */
export const pullPolicies: ReadonlyArray<PullPolicy> = ["Always", "IfNotPresent", "Never"]

/** `spec.os.name` values. @category constants */
export const osNames: ReadonlyArray<string> = ["linux", "windows"]

/** Stop signals the API server accepts for `os.name: windows` (kubelet-rules §11.4). @category constants */
export const windowsStopSignals: ReadonlyArray<string> = ["SIGKILL", "SIGTERM"]

/** Stop signals the API server accepts for `os.name: linux` (`supportedStopSignalsLinux`). @category constants */
export const linuxStopSignals: ReadonlyArray<string> = [
  "SIGABRT",
  "SIGALRM",
  "SIGBUS",
  "SIGCHLD",
  "SIGCLD",
  "SIGCONT",
  "SIGFPE",
  "SIGHUP",
  "SIGILL",
  "SIGINT",
  "SIGIO",
  "SIGIOT",
  "SIGKILL",
  "SIGPIPE",
  "SIGPOLL",
  "SIGPROF",
  "SIGPWR",
  "SIGQUIT",
  "SIGSEGV",
  "SIGSTKFLT",
  "SIGSTOP",
  "SIGSYS",
  "SIGTERM",
  "SIGTRAP",
  "SIGTSTP",
  "SIGTTIN",
  "SIGTTOU",
  "SIGURG",
  "SIGUSR1",
  "SIGUSR2",
  "SIGVTALRM",
  "SIGWINCH",
  "SIGXCPU",
  "SIGXFSZ",
  "SIGRTMIN",
  ...Array.from({ length: 15 }, (_, i) => `SIGRTMIN+${i + 1}`),
  ...Array.from({ length: 14 }, (_, i) => `SIGRTMAX-${14 - i}`),
  "SIGRTMAX"
]

const probeHandlers = ["exec", "httpGet", "tcpSocket", "grpc"] as const
const hookHandlers = ["exec", "httpGet", "tcpSocket", "sleep"] as const
const tolerationEffects = ["NoSchedule", "PreferNoSchedule", "NoExecute"]

/** Most restart-rule exit codes one rule may list (`ContainerRestartRuleOnExitCodes.Values`). @category constants */
export const maxRestartRuleValues = 255

type Rec = Readonly<Record<string, unknown>>

const isRecord = (u: unknown): u is Rec => typeof u === "object" && u !== null && !Array.isArray(u)

interface Context {
  readonly issues: Array<Issue>
  readonly gates: Readonly<Record<string, boolean>>
  readonly osName: string | undefined
  /** The pod's terminationGracePeriodSeconds, which bounds a `sleep` hook. */
  readonly grace: number
}

const gateOn = (ctx: Context, name: string): boolean => ctx.gates[name] ?? defaultFeatureGates[name] ?? false

const issue = (
  ctx: Context,
  path: Path,
  kind: Issue["kind"],
  message: string,
  value?: string | number | boolean,
  supported?: ReadonlyArray<string>
): void => {
  ctx.issues.push({
    path,
    kind,
    message,
    ...(value !== undefined ? { value } : {}),
    ...(supported !== undefined ? { supported } : {})
  })
}

/** Reads `obj[key]`; `null` counts as absent, as in the API's JSON decoding. */
const field = (obj: Rec, key: string): unknown => (obj[key] === null ? undefined : obj[key])

const readString = (ctx: Context, obj: Rec, key: string, path: Path): string | undefined => {
  const v = field(obj, key)
  if (v === undefined) return undefined
  if (typeof v === "string") return v
  issue(ctx, [...path, key], "Invalid", "must be a string", scalar(v))
  return undefined
}

const readInteger = (ctx: Context, obj: Rec, key: string, path: Path): number | undefined => {
  const v = field(obj, key)
  if (v === undefined) return undefined
  if (typeof v === "number" && Number.isSafeInteger(v)) return v
  issue(ctx, [...path, key], "Invalid", "must be an integer", scalar(v))
  return undefined
}

const readNonNegative = (ctx: Context, obj: Rec, key: string, path: Path): number | undefined => {
  const v = readInteger(ctx, obj, key, path)
  if (v !== undefined && v < 0) {
    issue(ctx, [...path, key], "Invalid", "must be greater than or equal to 0", v)
    return undefined
  }
  return v
}

const readRecord = (ctx: Context, obj: Rec, key: string, path: Path): Rec | undefined => {
  const v = field(obj, key)
  if (v === undefined) return undefined
  if (isRecord(v)) return v
  issue(ctx, [...path, key], "Invalid", "must be a mapping", scalar(v))
  return undefined
}

const readList = (ctx: Context, obj: Rec, key: string, path: Path): ReadonlyArray<unknown> => {
  const v = field(obj, key)
  if (v === undefined) return []
  if (Array.isArray(v)) return v
  issue(ctx, [...path, key], "Invalid", "must be a list", scalar(v))
  return []
}

const scalar = (v: unknown): string | number | boolean | undefined =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : undefined

const oneOf = <T extends string>(
  ctx: Context,
  obj: Rec,
  key: string,
  path: Path,
  supported: ReadonlyArray<T>
): T | undefined => {
  const v = readString(ctx, obj, key, path)
  if (v === undefined) return undefined
  if ((supported as ReadonlyArray<string>).includes(v)) return v as T
  issue(ctx, [...path, key], "Unsupported", "", v, supported)
  return undefined
}

// Names (k8s.io/apimachinery/pkg/util/validation)

const DNS1123_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/
const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/
const QUALIFIED_NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/

/**
 * What is wrong with a DNS-1123 label (container names, namespaces), or nothing (`IsDNS1123Label`).
 *
 * @category validation
 */
export const dns1123LabelProblems = (value: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  if (value.length > 63) out.push("must be no more than 63 characters")
  if (!DNS1123_LABEL.test(value))
    out.push(
      "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name', or '123-abc')"
    )
  return out
}

/**
 * What is wrong with a DNS-1123 subdomain (pod names, node names), or nothing (`IsDNS1123Subdomain`).
 *
 * @category validation
 */
export const dns1123SubdomainProblems = (value: string): ReadonlyArray<string> => {
  const out: Array<string> = []
  if (value.length > 253) out.push("must be no more than 253 characters")
  if (!DNS1123_SUBDOMAIN.test(value))
    out.push(
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com')"
    )
  return out
}

/**
 * What is wrong with a qualified name (`example.com/feature-1`: readiness gates, scheduling gates, toleration
 * keys), or nothing (`IsQualifiedName`).
 *
 * @category validation
 */
export const qualifiedNameProblems = (value: string): ReadonlyArray<string> => {
  const parts = value.split("/")
  if (parts.length > 2)
    return [
      "a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character, with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
    ]
  const out: Array<string> = []
  const name = parts.length === 2 ? parts[1]! : parts[0]!
  if (parts.length === 2) {
    const prefix = parts[0]!
    if (prefix.length === 0) out.push("prefix part must be non-empty")
    else out.push(...dns1123SubdomainProblems(prefix).map((p) => `prefix part ${p}`))
  }
  if (name.length === 0) out.push("name part must be non-empty")
  else {
    if (name.length > 63) out.push("name part must be no more than 63 characters")
    if (!QUALIFIED_NAME.test(name))
      out.push(
        "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName', or 'my.name', or '123-abc')"
      )
  }
  return out
}

const checkName = (
  ctx: Context,
  path: Path,
  value: string,
  problems: (value: string) => ReadonlyArray<string>
): boolean => {
  const found = problems(value)
  for (const p of found) issue(ctx, path, "Invalid", p, value)
  return found.length === 0
}

// Images

/**
 * The API server's default pull policy for an image: `Always` when its tag is `latest` or it has neither tag nor
 * digest (which means `latest`), else `IfNotPresent` (kubelet-rules §1, `SetDefaults_Container`).
 *
 * @category defaults
 */
export const defaultPullPolicy = (image: string): PullPolicy => {
  if (image.includes("@")) return "IfNotPresent"
  const lastSegment = image.slice(image.lastIndexOf("/") + 1)
  const colon = lastSegment.lastIndexOf(":")
  const tag = colon === -1 ? "latest" : lastSegment.slice(colon + 1)
  return tag === "latest" ? "Always" : "IfNotPresent"
}

// Deterministic uid

const fnv1a = (text: string, seed: number): string => {
  let h = seed >>> 0
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, "0")
}

/**
 * A uid in UUID form derived from namespace and name: the same pod always gets the same uid, so timelines are
 * byte-stable (the API server would draw a random one).
 *
 * @example
 * PodSpec.uidFor("default", "web") // always the same 8-4-4-4-12 hex string, version nibble 4
 *
 * @category defaults
 */
export const uidFor = (namespace: string, name: string): string => {
  const text = `${namespace}/${name}`
  const a = fnv1a(text, 0x811c9dc5)
  const b = fnv1a(text, 0x01000193)
  const c = fnv1a(text, 0x9e3779b9)
  const d = fnv1a(text, 0x85ebca6b)
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-8${c.slice(1, 4)}-${c.slice(4, 8)}${d}`
}

// Probes and hooks

type ProbeType = "startupProbe" | "livenessProbe" | "readinessProbe"

const handlersIn = (
  ctx: Context,
  raw: Rec,
  path: Path,
  handlers: ReadonlyArray<string>,
  what: string
): string | undefined => {
  const present = handlers.filter((h) => field(raw, h) !== undefined)
  if (present.length === 0) {
    issue(ctx, path, "Required", `must specify a handler type (one of ${handlers.join(", ")}) for ${what}`)
    return undefined
  }
  for (const extra of present.slice(1))
    issue(ctx, [...path, extra], "Forbidden", "may not specify more than 1 handler type")
  return present[0]
}

const decodeProbe = (ctx: Context, raw: unknown, path: Path, type: ProbeType): Probe | undefined => {
  if (!isRecord(raw)) {
    issue(ctx, path, "Invalid", "must be a mapping", scalar(raw))
    return undefined
  }
  const handler = handlersIn(ctx, raw, path, probeHandlers, "a probe")
  // SetDefaults_Probe: 0 (or unset) means the default.
  const initialDelay = readNonNegative(ctx, raw, "initialDelaySeconds", path) ?? 0
  const timeout = readNonNegative(ctx, raw, "timeoutSeconds", path) || 1
  const period = readNonNegative(ctx, raw, "periodSeconds", path) || 10
  const successThreshold = readNonNegative(ctx, raw, "successThreshold", path) || 1
  const failureThreshold = readNonNegative(ctx, raw, "failureThreshold", path) || 3
  if (type !== "readinessProbe" && successThreshold !== 1)
    issue(ctx, [...path, "successThreshold"], "Invalid", "must be 1", successThreshold)
  const grace = readInteger(ctx, raw, "terminationGracePeriodSeconds", path)
  if (grace !== undefined) {
    if (type === "readinessProbe")
      issue(ctx, [...path, "terminationGracePeriodSeconds"], "Invalid", "must not be set for readinessProbes", grace)
    else if (grace <= 0)
      issue(ctx, [...path, "terminationGracePeriodSeconds"], "Invalid", "must be greater than 0", grace)
  }
  if (handler === undefined) return undefined
  return {
    initialDelay: seconds(initialDelay),
    period: seconds(period),
    timeout: seconds(timeout),
    successThreshold,
    failureThreshold,
    terminationGracePeriod: grace !== undefined && grace > 0 && type !== "readinessProbe" ? seconds(grace) : undefined,
    handler
  }
}

const decodeHook = (ctx: Context, raw: unknown, path: Path): Hook | undefined => {
  if (!isRecord(raw)) {
    issue(ctx, path, "Invalid", "must be a mapping", scalar(raw))
    return undefined
  }
  const handler = handlersIn(ctx, raw, path, hookHandlers, "a lifecycle hook") as Hook["handler"] | undefined
  let sleep: Millis | undefined
  // The API server drops `sleep` while PodLifecycleSleepAction is off (1.29), leaving a hook without a handler.
  if (handler === "sleep" && !gateOn(ctx, "PodLifecycleSleepAction")) {
    issue(
      ctx,
      path,
      "Required",
      "must specify a handler type (the sleep action needs the PodLifecycleSleepAction gate)"
    )
    return undefined
  }
  if (handler === "sleep") {
    const sleepPath = [...path, "sleep"]
    const action = readRecord(ctx, raw, "sleep", path)
    if (action !== undefined) {
      const s = readNonNegative(ctx, action, "seconds", sleepPath)
      if (field(action, "seconds") === undefined) issue(ctx, [...sleepPath, "seconds"], "Required", "")
      // validateSleepAction: zero only with PodLifecycleSleepActionAllowZero (KEP 4818, on from 1.33).
      if (s === 0 && !gateOn(ctx, "PodLifecycleSleepActionAllowZero"))
        issue(
          ctx,
          [...sleepPath, "seconds"],
          "Invalid",
          `must be greater than 0 and less than terminationGracePeriodSeconds (${ctx.grace})`,
          0
        )
      if (s !== undefined) sleep = seconds(s)
    }
  }
  return handler === undefined ? undefined : { handler, sleep }
}

// Containers

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

  let restartPolicyRules: ReadonlyArray<RestartRule> = []
  if (readList(ctx, raw, "restartPolicyRules", path).length > 0) {
    if (!rulesGate)
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
      restartPolicyRules = decodeRules(ctx, raw, path)
    }
  }

  // Probes and lifecycle: not for regular init containers (they run to completion).
  const probe = (type: ProbeType): Probe | undefined => {
    if (field(raw, type) === undefined) return undefined
    if (kind === "init") {
      issue(ctx, [...path, type], "Forbidden", "may not be set for init containers without restartPolicy=Always")
      return undefined
    }
    return decodeProbe(ctx, raw[type], [...path, type], type)
  }
  const startupProbe = probe("startupProbe")
  const livenessProbe = probe("livenessProbe")
  const readinessProbe = probe("readinessProbe")

  let postStart: Hook | undefined
  let preStop: Hook | undefined
  let stopSignal: string | undefined
  const lifecyclePath = [...path, "lifecycle"]
  const lifecycle = readRecord(ctx, raw, "lifecycle", path)
  if (lifecycle !== undefined && kind === "init") {
    issue(ctx, lifecyclePath, "Forbidden", "may not be set for init containers without restartPolicy=Always")
  } else if (lifecycle !== undefined) {
    if (field(lifecycle, "postStart") !== undefined)
      postStart = decodeHook(ctx, lifecycle.postStart, [...lifecyclePath, "postStart"])
    if (field(lifecycle, "preStop") !== undefined)
      preStop = decodeHook(ctx, lifecycle.preStop, [...lifecyclePath, "preStop"])
    // kubelet-rules §11.4: dropContainerStopSignals drops the field, unvalidated, while ContainerStopSignals is off
    const signal = gateOn(ctx, "ContainerStopSignals")
      ? readString(ctx, lifecycle, "stopSignal", lifecyclePath)
      : undefined
    if (signal !== undefined) {
      const signalPath = [...lifecyclePath, "stopSignal"]
      // kubelet-rules §11.4: stopSignal requires spec.os.name; Windows pods only SIGTERM and SIGKILL.
      if (ctx.osName === undefined)
        issue(ctx, signalPath, "Forbidden", "may not be set for containers with empty `spec.os.name`")
      else if (ctx.osName === "windows" && !windowsStopSignals.includes(signal))
        issue(ctx, signalPath, "Unsupported", "", signal, windowsStopSignals)
      else if (ctx.osName === "linux" && !linuxStopSignals.includes(signal))
        issue(ctx, signalPath, "Unsupported", "", signal, linuxStopSignals)
      else stopSignal = signal
    }
  }

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

/** `resources.requests` / `limits` for cpu and memory (other resources are not modelled); requests ≤ limits. */
const decodeResources = (ctx: Context, raw: Rec, path: Path): Resources.Resources => {
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
const decodeResizePolicy = (ctx: Context, raw: Rec, path: Path): Resources.ResizePolicy => {
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

const decodeGates = (
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
 * Decodes a Pod manifest (a whole `v1` Pod, or just its `spec`) into a `Pod`: applies the API server's defaults
 * (kubelet-rules §1) and reports what `ValidatePodCreate` would reject as `Issue`s with JSON paths into the
 * manifest. `pod` is `undefined` when there is any issue: an invalid pod never runs.
 *
 * Never throws, whatever `manifest` is. Type errors are reported too ("must be an integer"), so a caller that also
 * runs a schema check should drop issues at paths the schema already reported.
 *
 * @example
 * const { pod, issues } = PodSpec.decode({ containers: [{ name: "app", image: "busybox" }] }, { name: "web" })
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

  // Containers: names unique across init and regular containers.
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

  const readinessGates = decodeGates(ctx, spec, specPath, "readinessGates", "conditionType")
  const schedulingGates = decodeGates(ctx, spec, specPath, "schedulingGates", "name")
  if (schedulingGates.length > 0 && nodeName !== undefined && nodeName !== "")
    issue(ctx, [...specPath, "nodeName"], "Forbidden", "cannot be set until all schedulingGates have been cleared")

  const tolerations = readList(ctx, spec, "tolerations", specPath).flatMap((raw, i) => {
    const t = decodeToleration(ctx, raw, [...specPath, "tolerations", i])
    return t === undefined ? [] : [t]
  })

  const priorityClass = readString(ctx, spec, "priorityClassName", specPath)
  const priority =
    (priorityClass === undefined ? undefined : systemPriorityClasses[priorityClass]) ??
    readInteger(ctx, spec, "priority", specPath) ??
    0

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
/**
 * The API server's check of a container's image (`validateContainerCommon`), on a new pod and on an update of the
 * image (kubelet-rules §20.1).
 *
 * @category validation
 */
export const imageIssue = (image: string, path: Path): Issue | undefined => {
  if (image === "") return { path, kind: "Required", message: "" }
  if (image.trim() !== image)
    return { path, kind: "Invalid", message: "must not have leading or trailing whitespace", value: image }
  return undefined
}

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
