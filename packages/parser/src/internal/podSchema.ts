/**
 * The second layer of the pod decoders of YamlBlocks.ts: the Pod v1 JSON schema of `kubernetes-models` (ajv,
 * compiled standalone; wrong types, enum values, required fields), and unknown field names, which that schema does not
 * reject, for the parts of the Pod API the simulator reads.
 */
import * as PodManifest from "@podscenario/core/PodManifest"
import * as Codes from "@podscenario/diagnostics/Codes"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import { validate as validatePodSchema } from "kubernetes-models/_schemas/IoK8sApiCoreV1Pod"
import { type Document, isAlias, isMap, isSeq, type Node } from "yaml"
import { isPrefix, limits, nodeSpan, type Path, pathKey, pathSpan, type Source, scalarKey } from "./yamlDocument.ts"

// ---------------------------------------------------------------------------------------------------------------
// Unknown fields. The Pod schema of kubernetes-models does not set `additionalProperties: false`, so field names are
// checked here, for the types below (generated from kubernetes-models 5.1's `v1/*.d.ts`): a field maps to its
// child type when that type is listed, else to "" (its contents are not checked).

const FIELDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Container: {
    args: "",
    command: "",
    env: "EnvVar",
    envFrom: "",
    image: "",
    imagePullPolicy: "",
    lifecycle: "Lifecycle",
    livenessProbe: "Probe",
    name: "",
    ports: "ContainerPort",
    readinessProbe: "Probe",
    resizePolicy: "",
    resources: "ResourceRequirements",
    restartPolicy: "",
    restartPolicyRules: "ContainerRestartRule",
    securityContext: "",
    startupProbe: "Probe",
    stdin: "",
    stdinOnce: "",
    terminationMessagePath: "",
    terminationMessagePolicy: "",
    tty: "",
    volumeDevices: "",
    volumeMounts: "",
    workingDir: ""
  },
  ContainerPort: { containerPort: "", hostIP: "", hostPort: "", name: "", protocol: "" },
  ContainerRestartRule: { action: "", exitCodes: "ContainerRestartRuleOnExitCodes" },
  ContainerRestartRuleOnExitCodes: { operator: "", values: "" },
  EnvVar: { name: "", value: "", valueFrom: "" },
  ExecAction: { command: "" },
  GRPCAction: { port: "", service: "" },
  HTTPGetAction: { host: "", httpHeaders: "HTTPHeader", path: "", port: "", scheme: "" },
  HTTPHeader: { name: "", value: "" },
  Lifecycle: { postStart: "LifecycleHandler", preStop: "LifecycleHandler", stopSignal: "" },
  LifecycleHandler: {
    exec: "ExecAction",
    httpGet: "HTTPGetAction",
    sleep: "SleepAction",
    tcpSocket: "TCPSocketAction"
  },
  ObjectMeta: {
    annotations: "",
    creationTimestamp: "",
    deletionGracePeriodSeconds: "",
    deletionTimestamp: "",
    finalizers: "",
    generateName: "",
    generation: "",
    labels: "",
    managedFields: "",
    name: "",
    namespace: "",
    ownerReferences: "",
    resourceVersion: "",
    selfLink: "",
    uid: ""
  },
  Pod: { apiVersion: "", kind: "", metadata: "ObjectMeta", spec: "PodSpec", status: "" },
  PodOS: { name: "" },
  PodReadinessGate: { conditionType: "" },
  PodSchedulingGate: { name: "" },
  PodSpec: {
    activeDeadlineSeconds: "",
    affinity: "",
    automountServiceAccountToken: "",
    containers: "Container",
    dnsConfig: "",
    dnsPolicy: "",
    enableServiceLinks: "",
    ephemeralContainers: "",
    hostAliases: "",
    hostIPC: "",
    hostNetwork: "",
    hostPID: "",
    hostUsers: "",
    hostname: "",
    hostnameOverride: "",
    imagePullSecrets: "",
    initContainers: "Container",
    nodeName: "",
    nodeSelector: "",
    os: "PodOS",
    overhead: "",
    preemptionPolicy: "",
    priority: "",
    priorityClassName: "",
    readinessGates: "PodReadinessGate",
    resourceClaims: "",
    resources: "ResourceRequirements",
    restartPolicy: "",
    runtimeClassName: "",
    schedulerName: "",
    schedulingGates: "PodSchedulingGate",
    schedulingGroup: "",
    securityContext: "",
    serviceAccount: "",
    serviceAccountName: "",
    setHostnameAsFQDN: "",
    shareProcessNamespace: "",
    subdomain: "",
    terminationGracePeriodSeconds: "",
    tolerations: "Toleration",
    topologySpreadConstraints: "",
    volumes: ""
  },
  Probe: {
    exec: "ExecAction",
    failureThreshold: "",
    grpc: "GRPCAction",
    httpGet: "HTTPGetAction",
    initialDelaySeconds: "",
    periodSeconds: "",
    successThreshold: "",
    tcpSocket: "TCPSocketAction",
    terminationGracePeriodSeconds: "",
    timeoutSeconds: ""
  },
  ResourceRequirements: { claims: "", limits: "", requests: "" },
  SleepAction: { seconds: "" },
  TCPSocketAction: { host: "", port: "" },
  Toleration: { effect: "", key: "", operator: "", tolerationSeconds: "", value: "" }
}

/** Reports unknown field names under `node`, read as a `type`, and records their paths in `reported`. */
export const unknownFields = (
  src: Source,
  doc: Document,
  node: unknown,
  type: string,
  path: Path,
  depth: number,
  out: Array<Diagnostic>,
  reported: Array<Path>
): void => {
  const fields = FIELDS[type]
  if (fields === undefined || depth > limits.maxDepth || isAlias(node)) return
  if (isSeq(node)) {
    node.items.forEach((item, i) => {
      unknownFields(src, doc, item, type, [...path, i], depth + 1, out, reported)
    })
    return
  }
  if (!isMap(node)) return
  const names = Object.keys(fields)
  for (const pair of node.items) {
    const key = scalarKey(pair)
    if (key === undefined) continue
    if (!Object.hasOwn(fields, key)) {
      const d = Codes.unknownPodField(src.file, nodeSpan(src, pair.key as Node), key, type, names)
      // A spec field at the top of a whole Pod: the user meant it under `spec:`.
      const misplaced = type === "Pod" && Object.hasOwn(FIELDS.PodSpec ?? {}, key)
      out.push(misplaced ? { ...d, help: `\`${key}\` is a field of the pod's spec: move it under \`spec:\`` } : d)
      reported.push([...path, key])
      continue
    }
    const child = fields[key]
    if (child !== undefined && child !== "")
      unknownFields(src, doc, pair.value, child, [...path, key], depth + 1, out, reported)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Schema (kubernetes-models)

interface SchemaError {
  readonly instancePath: string
  readonly keyword: string
  readonly params: Readonly<Record<string, unknown>>
  readonly message?: string
}

const pointerToPath = (pointer: string): Array<string | number> =>
  pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
        .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s))

const typeNames: Readonly<Record<string, string>> = {
  integer: "an integer",
  number: "a number",
  string: "a string",
  boolean: "`true` or `false`",
  object: "a mapping",
  array: "a list"
}

const describeValue = (value: unknown): string => {
  if (value === null || value === undefined) return "empty"
  if (Array.isArray(value)) return "a list"
  if (typeof value === "object") return "a mapping"
  if (typeof value === "string") return "a string"
  if (typeof value === "boolean") return "a boolean"
  if (typeof value === "number") return Number.isInteger(value) ? "an integer" : "a decimal number"
  return typeof value
}

export const valueAt = (root: unknown, path: Path): unknown => {
  let v = root
  for (const p of path) {
    if (v === null || typeof v !== "object") return undefined
    v = (v as Record<string | number, unknown>)[p]
  }
  return v
}

export const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

export const isWholePod = (value: unknown): boolean =>
  isRecord(value) && ["apiVersion", "kind", "metadata", "spec"].some((k) => k in value)

/**
 * The API's path for a path in the manifest: from the Pod (`spec.containers[0].name`), or from the workload when the
 * pod is its template at `template` (`spec.template.spec.containers[0].name`).
 */
export const apiPath = (whole: boolean, path: Path, template: Path): string =>
  PodManifest.formatPath([...template, ...(whole ? path : ["spec", ...path])])

export const schemaDiagnostics = (
  src: Source,
  doc: Document,
  value: unknown,
  podName: string,
  template: Path,
  out: Array<Diagnostic>,
  reported: Array<Path>
): void => {
  const whole = isWholePod(value)
  const wrapped = whole
    ? {
        ...(value as Record<string, unknown>),
        apiVersion: (value as Record<string, unknown>).apiVersion ?? "v1",
        kind: (value as Record<string, unknown>).kind ?? "Pod"
      }
    : { apiVersion: "v1", kind: "Pod", metadata: { name: podName }, spec: value }
  if (validatePodSchema(wrapped)) return
  const errors = ((validatePodSchema as unknown as { errors?: ReadonlyArray<SchemaError> | null }).errors ?? []).slice()
  const seen = new Set<string>()
  for (const e of errors) {
    let path: Array<string | number> = pointerToPath(e.instancePath)
    if (!whole) {
      if (path[0] !== "spec") continue
      path = path.slice(1)
    }
    if (e.keyword === "required" && typeof e.params.missingProperty === "string") path.push(e.params.missingProperty)
    const key = pathKey(path)
    // One problem per place (ajv reports `type` and `enum` for the same value), and none under an unknown field.
    if (seen.has(key) || reported.some((r) => isPrefix(r, path))) continue
    seen.add(key)
    reported.push(path)
    const at = apiPath(whole, path, template)
    const actual = valueAt(value, path)
    if (e.keyword === "type") {
      const expected = typeNames[String(e.params.type)] ?? String(e.params.type)
      out.push(Codes.podFieldType(src.file, pathSpan(src, doc, path), at, expected, describeValue(actual)))
    } else if (e.keyword === "enum") {
      const allowed = Array.isArray(e.params.allowedValues) ? e.params.allowedValues.map(String) : []
      out.push(Codes.unsupportedPodValue(src.file, pathSpan(src, doc, path), at, String(actual), allowed))
    } else if (e.keyword === "required") {
      const field = String(path.at(-1))
      out.push(
        Codes.invalidPod(src.file, pathSpan(src, doc, path), at, "Required value", `\`${field}\` is required here`)
      )
    } else if (e.keyword === "format") {
      const format = String(e.params.format)
      const reason = /^int(32|64)$/.test(format)
        ? `must be a ${format.slice(3)}-bit integer`
        : `must be in the ${format} format`
      out.push(Codes.podSchemaViolation(src.file, pathSpan(src, doc, path), at, reason))
    } else {
      out.push(Codes.podSchemaViolation(src.file, pathSpan(src, doc, path), at, e.message ?? `fails \`${e.keyword}\``))
    }
  }
}
