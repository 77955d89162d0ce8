/**
 * The YAML inside a `.podscenario` file: `pod NAME:` blocks, `pod NAME from "FILE"` manifests, and the `kubelet:` and
 * `cluster:` blocks (language.md §3). Each decoder parses with `yaml` (node ranges), maps every problem back to a
 * line and column of the file the user wrote, and checks in three layers:
 *
 * 1. YAML: syntax, duplicate keys, alias bombs and oversized input (bounded before anything is expanded).
 * 2. Schema: the Pod v1 JSON schema of `kubernetes-models` (ajv, compiled standalone; wrong types, enum values,
 *    required fields), plus unknown field names, which that schema does not reject, for the parts of the Pod API
 *    the simulator reads.
 * 3. Semantics: `PodSpec.decode`, the API server's `ValidatePodCreate` rules and defaults (kubelet-rules §1).
 *
 * Never throws: everything comes back as diagnostics.
 */
import type { Duration } from "@podscenario/core"
import * as PodSpec from "@podscenario/core/PodSpec"
import * as Settings from "@podscenario/core/Settings"
import * as Versions from "@podscenario/core/Versions"
import * as Codes from "@podscenario/diagnostics/Codes"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import type { SourceFile } from "@podscenario/diagnostics/SourceFile"
import { position } from "@podscenario/diagnostics/SourceFile"
import type { Span } from "@podscenario/diagnostics/Span"
import { validate as validatePodSchema } from "kubernetes-models/_schemas/IoK8sApiCoreV1Pod"
import {
  type Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  type Node,
  type Pair,
  parseAllDocuments,
  parseDocument,
  type YAMLMap
} from "yaml"
import * as Workloads from "./internal/workloads.ts"
import * as Indentation from "./internal/yamlIndentation.ts"

/** A YAML block: de-indented text, and where each of its characters is in the file. @category models */
export interface Block {
  readonly text: string
  readonly toFileOffset: (offsetInText: number) => number
}

/** What a pod decoder returns: the pod, unless something is wrong, and every problem found. @category models */
export interface PodResult {
  readonly pod: PodSpec.Pod | undefined
  readonly diagnostics: ReadonlyArray<Diagnostic>
}

/**
 * Bounds on what the decoders accept, so that a hostile or accidental input cannot exhaust memory or the stack.
 *
 * @category constants
 */
export const limits = {
  /** Characters of YAML in one block or manifest file. */
  maxChars: 1_000_000,
  /** `yaml`'s alias expansion budget (its default): an alias bomb stops here. */
  maxAliasCount: 100,
  /** Documents in one manifest file. */
  maxDocuments: 1_000,
  /** Nesting depth walked. */
  maxDepth: 100,
  /**
   * Collections nested in one block, counted before `yaml` parses it, flow (`[`, `{`) and block (indentation) apart:
   * a Pod needs about 10.
   */
  maxNesting: 64,
  /**
   * Wrongly indented lines in one pod block past which the rest of the block is not checked: each costs a walk of
   * the block, and a block with more is not the one its author meant.
   */
  maxRecoveredFaults: 20
} as const

/**
 * The deepest nesting of flow collections in YAML text, outside quoted strings and comments: counted before parsing,
 * because the `yaml` parser recurses and would otherwise fail on the JavaScript stack, a limit of no one's choosing.
 */
const flowNesting = (text: string): number => {
  let depth = 0
  let deepest = 0
  let quote = ""
  let comment = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (comment) {
      if (c === "\n") comment = false
    } else if (quote !== "") {
      if (c === "\\" && quote === '"') i++
      else if (c === quote) quote = ""
    } else if (c === '"' || c === "'") quote = c
    else if (c === "#" && (i === 0 || /\s/.test(text[i - 1]!))) comment = true
    else if (c === "[" || c === "{") deepest = Math.max(deepest, ++depth)
    else if ((c === "]" || c === "}") && depth > 0) depth--
  }
  return deepest
}

// ---------------------------------------------------------------------------------------------------------------
// Sources and spans

interface Source {
  readonly file: SourceFile
  readonly text: string
  readonly toFile: (offset: number) => number
}

const blockSource = (file: SourceFile, block: Block): Source => ({
  file,
  text: block.text,
  toFile: block.toFileOffset
})

const fileSource = (file: SourceFile): Source => ({ file, text: file.text, toFile: (offset) => offset })

/** A span in the file for `[start, end)` of the source text (never past the first line's end when `firstLine`). */
const spanOf = (src: Source, start: number, end: number, firstLine = false): Span => {
  const last = Math.max(0, src.text.length - 1)
  const s = Math.min(Math.max(0, start), last)
  let e = Math.min(Math.max(end, s + 1), src.text.length)
  if (firstLine) {
    const newline = src.text.indexOf("\n", s)
    if (newline !== -1 && newline < e) e = Math.max(s + 1, newline)
  }
  const fileStart = src.toFile(s)
  // The character after the span maps to just after it in the file (a filled-in placeholder maps to all of it).
  const fileEnd = e < src.text.length ? src.toFile(e) : src.toFile(e - 1) + 1
  return { start: fileStart, end: Math.max(fileStart, fileEnd) }
}

const nodeSpan = (src: Source, node: Node | null | undefined, fallback = 0): Span => {
  const range = node?.range
  return range === undefined || range === null
    ? spanOf(src, fallback, fallback + 1, true)
    : spanOf(src, range[0], range[1], true)
}

/** Where the block starts: its first line. */
const startSpan = (src: Source): Span => {
  const first = src.text.search(/\S/)
  return spanOf(src, Math.max(0, first), src.text.length, true)
}

// ---------------------------------------------------------------------------------------------------------------
// YAML

const parseOptions = { prettyErrors: false, uniqueKeys: false, strict: true, version: "1.2" } as const

const errorReason = (message: string): string => {
  const first = message.split("\n")[0] ?? message
  return first.replace(/ at line \d+, column \d+:?$/, "").replace(/\.$/, "")
}

/** What a line at fault could line up with, in the file's columns: `5 (\`spec\`, line 3) or 7 (…)`. */
const levelList = (src: Source, levels: ReadonlyArray<Indentation.Level>, column: number): string => {
  const places = levels.flatMap((level) => {
    const at = position(src.file, src.toFile(level.offset))
    return at.column === column ? [] : [`${at.column} (\`${entryWord(src.text, level.offset)}\`, line ${at.line})`]
  })
  return places.length < 2 ? (places[0] ?? "") : `${places.slice(0, -1).join(", ")} or ${places.at(-1)}`
}

/** The entry a line starts with: `-`, or its key. */
const entryWord = (text: string, offset: number): string => {
  if (/^[-?:](\s|$)/.test(text.slice(offset, offset + 2))) return text[offset]!
  const word = /^[^\s]*?(?=:(\s|$)|\s|$)/.exec(text.slice(offset, offset + 60))?.[0] ?? ""
  return word === "" ? text.slice(offset, offset + 1) : word
}

/**
 * Syntax errors of a document, at their place, and the lines at fault of those about indentation (one diagnostic a
 * line, as the parser may say several things about one misplaced line).
 */
interface Syntax {
  readonly diagnostics: ReadonlyArray<Diagnostic>
  /** The first character of each line at fault (indentation). */
  readonly faults: ReadonlyArray<number>
  /** Every syntax error is about a line at fault. */
  readonly onlyFaults: boolean
}

const syntaxOf = (src: Source, doc: Document): Syntax => {
  // the first error about each line at fault, by the line's first character
  const faults = new Map<number, string>()
  for (const e of doc.errors) {
    const fault = Indentation.faultOf(src.text, e)
    if (fault !== undefined && !faults.has(fault)) faults.set(fault, errorReason(e.message))
  }
  const faultLines = new Set([...faults.keys()].map((f) => Indentation.lineAround(src.text, f)[0]))
  const levels = Indentation.levelsBefore(src.text, faultLines)
  const diagnostics: Array<Diagnostic> = []
  for (const [fault, reason] of faults) {
    const column = position(src.file, src.toFile(fault)).column
    const word = entryWord(src.text, fault)
    const lineStart = Indentation.lineAround(src.text, fault)[0]
    const columns = levelList(src, levels.get(lineStart) ?? [], column)
    diagnostics.push(
      Codes.yamlIndentation(src.file, spanOf(src, fault, fault + word.length), word, column, columns, reason)
    )
  }
  let onlyFaults = true
  for (const e of doc.errors) {
    if (faultLines.has(Indentation.lineAround(src.text, e.pos[0])[0])) continue
    if (Indentation.faultOf(src.text, e) !== undefined) continue
    onlyFaults = false
    const d = Codes.yamlSyntax(src.file, spanOf(src, e.pos[0], e.pos[1]), errorReason(e.message))
    if (e.code === "MULTIPLE_DOCS")
      diagnostics.push({
        ...d,
        message: "invalid YAML: a block holds one document",
        help: 'a multi-document manifest goes in its own file: `pod NAME from "FILE"`'
      })
    else if (e.code === "TAB_AS_INDENT") diagnostics.push({ ...d, help: "indent YAML with spaces, not tabs" })
    else diagnostics.push(d)
  }
  return { diagnostics: byPosition(diagnostics), faults: [...faults.keys()], onlyFaults }
}

const scalarKey = (pair: Pair): string | undefined => {
  const key = pair.key
  if (isScalar(key) && (typeof key.value === "string" || typeof key.value === "number")) return String(key.value)
  return undefined
}

/** Duplicate keys in every mapping of a node (`yaml` is told not to check, so both places can be named). */
const duplicateKeys = (src: Source, node: unknown, depth: number, out: Array<Diagnostic>): void => {
  if (depth > limits.maxDepth) return
  if (isMap(node)) {
    const seen = new Map<string, Node>()
    for (const pair of node.items) {
      const key = scalarKey(pair)
      if (key !== undefined) {
        const first = seen.get(key)
        if (first !== undefined)
          out.push(Codes.duplicateYamlKey(src.file, nodeSpan(src, pair.key as Node), nodeSpan(src, first), key))
        else seen.set(key, pair.key as Node)
      }
      duplicateKeys(src, pair.value, depth + 1, out)
    }
  } else if (isSeq(node)) for (const item of node.items) duplicateKeys(src, item, depth + 1, out)
}

interface Parsed {
  readonly doc: Document
  readonly value: unknown
  readonly ok: boolean
  /**
   * Set when `value` is the rest of a block whose lines at fault (indentation) were taken out: the places, in the
   * file, where a check of that rest says nothing (a field missing there may be on a line at fault).
   */
  readonly suspect?: ReadonlyArray<Span>
}

/** Checks a parsed document (syntax, duplicates, aliases) and turns it into plain data. */
const toData = (src: Source, doc: Document, out: Array<Diagnostic>): Parsed => {
  const syntax = syntaxOf(src, doc).diagnostics
  out.push(...syntax)
  if (syntax.length > 0) return { doc, value: undefined, ok: false }
  const duplicates: Array<Diagnostic> = []
  duplicateKeys(src, doc.contents, 0, duplicates)
  out.push(...duplicates)
  try {
    const value = doc.toJS({ maxAliasCount: limits.maxAliasCount })
    return { doc, value, ok: duplicates.length === 0 }
  } catch (error) {
    const reason =
      error instanceof ReferenceError && /alias/i.test(error.message)
        ? `more than ${limits.maxAliasCount} alias expansions (an alias bomb?)`
        : `cannot be expanded (${error instanceof Error ? error.message : String(error)})`
    out.push(Codes.yamlTooLarge(src.file, nodeSpan(src, doc.contents), reason))
    return { doc, value: undefined, ok: false }
  }
}

const tooLarge = (src: Source): Diagnostic | undefined => {
  if (src.text.length > limits.maxChars) {
    return Codes.yamlTooLarge(src.file, startSpan(src), `more than ${limits.maxChars} characters`)
  }
  if (flowNesting(src.text) > limits.maxNesting)
    return Codes.yamlTooLarge(
      src.file,
      startSpan(src),
      `nested deeper than ${limits.maxNesting} levels of \`[\` and \`{\``
    )
  return Indentation.blockNesting(src.text) > limits.maxNesting
    ? Codes.yamlTooLarge(src.file, startSpan(src), `nested deeper than ${limits.maxNesting} levels of indentation`)
    : undefined
}

/**
 * A tab in a line's indentation, one diagnostic at each such tab: YAML indents with spaces only, and the YAML
 * parser's own errors for it cascade over the rest of the line without ever saying "tab". Read in the file: a
 * block's text has its common indentation taken off, a tab included.
 */
const indentationTabs = (src: Source): Array<Diagnostic> => {
  const found: Array<Diagnostic> = []
  const text = src.file.text
  for (const line of src.text.matchAll(/^/gm)) {
    const at = src.toFile(line.index)
    let start = at
    while (start > 0 && text[start - 1] !== "\n" && text[start - 1] !== "\r") start--
    let end = start
    while (text[end] === " " || text[end] === "\t") end++
    const tab = text.indexOf("\t", start)
    if (tab >= 0 && tab < end) found.push(Codes.yamlTab(src.file, { start: tab, end: tab + 1 }))
  }
  return found
}

/**
 * The documents of a text whose only syntax errors are lines indented wrongly, those lines (and the lines under them)
 * taken out, so that their other problems are reported with them; `undefined` when the rest is no valid YAML either,
 * or when there are more than `limits.maxRecoveredFaults` such lines.
 */
const withoutFaults = (
  src: Source,
  syntax: ReadonlyArray<Syntax>,
  out: Array<Diagnostic>
): ReadonlyArray<Parsed> | undefined => {
  const faults = syntax.flatMap((s) => s.faults)
  if (faults.length > limits.maxRecoveredFaults || !syntax.every((s) => s.onlyFaults)) return undefined
  const rest = { ...src, text: Indentation.withoutFaults(src.text, faults) }
  const all = parseAllDocuments(rest.text, parseOptions)
  const docs = Array.isArray(all) ? all : []
  if (docs.length === 0 || docs.some((doc) => doc.errors.length > 0)) return undefined
  const suspect = faults.map((fault) => {
    // in the document the line at fault was in: the last one that starts before it
    const doc = docs.findLast((d) => d.range[0] <= fault) ?? docs[0]!
    const [start, end] = Indentation.suspectRegion(rest.text, doc, fault)
    return spanOf(src, start, end)
  })
  return docs.map((doc) => ({ ...toData(rest, doc, out), ok: false, suspect }))
}

/** Diagnostics of a check of the rest of a block, but for those in the places a line at fault may have belonged to. */
const outsideSuspect = (parsed: Parsed, diagnostics: ReadonlyArray<Diagnostic>): ReadonlyArray<Diagnostic> =>
  diagnostics.filter(
    (d) => !(parsed.suspect ?? []).some((s) => d.labels[0] !== undefined && within(d.labels[0].span, s))
  )

const within = (span: Span, region: Span): boolean => span.start >= region.start && span.start < region.end

/** Parses one document; `undefined` when it cannot be used. Never throws (deep nesting included). */
const parseOne = (src: Source, out: Array<Diagnostic>): Parsed | undefined => {
  const big = tooLarge(src)
  if (big !== undefined) {
    out.push(big)
    return undefined
  }
  const tabs = indentationTabs(src)
  if (tabs.length > 0) {
    out.push(...tabs)
    return undefined
  }
  try {
    const doc = parseDocument(src.text, parseOptions)
    const syntax = syntaxOf(src, doc)
    if (syntax.diagnostics.length === 0) return toData(src, doc, out)
    out.push(...syntax.diagnostics)
    return withoutFaults(src, [syntax], out)?.[0] ?? { doc, value: undefined, ok: false }
  } catch (error) {
    out.push(Codes.yamlTooLarge(src.file, startSpan(src), `cannot be parsed (${String(error)})`))
    return undefined
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Paths in the YAML tree

type Path = PodSpec.Path

interface Located {
  /** The node at the path, or the deepest existing one. */
  readonly node: Node | undefined
  /** The key of the last mapping entry walked. */
  readonly key: Node | undefined
  readonly complete: boolean
}

const deref = (doc: Document, node: unknown): unknown => (isAlias(node) ? node.resolve(doc) : node)

const locate = (doc: Document, path: Path): Located => {
  let node = deref(doc, doc.contents) as Node | undefined
  let key: Node | undefined
  for (const segment of path) {
    if (isMap(node)) {
      const pair = (node as YAMLMap).items.find((p) => scalarKey(p) === String(segment))
      if (pair === undefined) return { node, key, complete: false }
      key = pair.key as Node
      node = deref(doc, pair.value) as Node | undefined
    } else if (isSeq(node) && typeof segment === "number" && segment < node.items.length) {
      key = undefined
      node = deref(doc, node.items[segment]) as Node | undefined
    } else return { node, key, complete: false }
    if (node === null || node === undefined) return { node: key, key, complete: false }
  }
  return { node, key, complete: true }
}

/** The span for a path: a scalar value itself; a collection by its key (or first line); a missing one by its parent. */
const pathSpan = (src: Source, doc: Document, path: Path, preferKey = false): Span => {
  const at = locate(doc, path)
  if (at.complete && preferKey && at.key !== undefined) return nodeSpan(src, at.key)
  if (at.complete && isScalar(at.node)) return nodeSpan(src, at.node)
  if (at.key !== undefined) return nodeSpan(src, at.key)
  return at.node !== undefined ? nodeSpan(src, at.node) : startSpan(src)
}

const pathKey = (path: Path): string => path.map((p) => String(p)).join("\u0000")

const isPrefix = (prefix: Path, path: Path): boolean =>
  prefix.length <= path.length && prefix.every((p, i) => String(p) === String(path[i]))

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
const unknownFields = (
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

const valueAt = (root: unknown, path: Path): unknown => {
  let v = root
  for (const p of path) {
    if (v === null || typeof v !== "object") return undefined
    v = (v as Record<string | number, unknown>)[p]
  }
  return v
}

const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === "object" && u !== null && !Array.isArray(u)

const isWholePod = (value: unknown): boolean =>
  isRecord(value) && ["apiVersion", "kind", "metadata", "spec"].some((k) => k in value)

/**
 * The API's path for a path in the manifest: from the Pod (`spec.containers[0].name`), or from the workload when the
 * pod is its template at `template` (`spec.template.spec.containers[0].name`).
 */
const apiPath = (whole: boolean, path: Path, template: Path): string =>
  PodSpec.formatPath([...template, ...(whole ? path : ["spec", ...path])])

const schemaDiagnostics = (
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

// ---------------------------------------------------------------------------------------------------------------
// Semantics (PodSpec.decode)

const issueLabel = (issue: PodSpec.Issue): string => {
  switch (issue.kind) {
    case "Required":
      return `\`${String(issue.path.at(-1) ?? "value")}\` is required here`
    case "Duplicate":
      return "used more than once"
    case "Forbidden":
      return "not allowed here"
    case "Unsupported":
      return "not supported"
    case "Invalid":
      return "invalid"
  }
}

const issueHelp = (issue: PodSpec.Issue): string | undefined => {
  const last = issue.path.at(-1)
  if (issue.kind === "Required" && last === "restartPolicy")
    return "a container with `restartPolicyRules` needs its own `restartPolicy` (Always, OnFailure or Never)"
  if (last === "stopSignal" && issue.kind === "Forbidden") return "add `os: { name: linux }` to the pod spec"
  if (issue.kind === "Forbidden" && String(issue.message).includes("restartPolicy=Always"))
    return "only sidecars (init containers with `restartPolicy: Always`) and app containers take probes and hooks"
  if (issue.kind === "Duplicate" && last === "name")
    return "container names are unique across initContainers and containers"
  return undefined
}

/** Labels duplicates with the first occurrence (container names). */
const firstOccurrence = (src: Source, doc: Document, value: unknown, issue: PodSpec.Issue, specPath: Path) => {
  if (issue.kind !== "Duplicate" || issue.path.at(-1) !== "name") return undefined
  for (const group of ["initContainers", "containers"]) {
    const list = valueAt(value, [...specPath, group])
    if (!Array.isArray(list)) continue
    const index = list.findIndex((c) => isRecord(c) && c.name === issue.value)
    if (index !== -1) {
      const path = [...specPath, group, index, "name"]
      if (isPrefix(path, issue.path) && path.length === issue.path.length) return undefined
      return pathSpan(src, doc, path)
    }
  }
  return undefined
}

/** An API server issue at its place; `at` is its path as the API prints it. */
const issueDiagnostic = (
  src: Source,
  doc: Document,
  issue: PodSpec.Issue,
  at: string,
  help = issueHelp(issue)
): Diagnostic => {
  const span = pathSpan(src, doc, issue.path, issue.kind === "Forbidden")
  if (issue.ours === true) return Codes.podscenarioLimit(src.file, span, at, issue.message)
  if (issue.kind === "Unsupported" && issue.supported !== undefined && typeof issue.value === "string") {
    const d = Codes.unsupportedPodValue(src.file, span, at, issue.value, issue.supported)
    return help === undefined ? d : { ...d, help }
  }
  return Codes.invalidPod(src.file, span, at, PodSpec.formatIssue(issue), issueLabel(issue), help)
}

const semanticDiagnostics = (
  src: Source,
  doc: Document,
  value: unknown,
  podName: string,
  template: Path,
  featureGates: Readonly<Record<string, boolean>>,
  out: Array<Diagnostic>,
  reported: ReadonlyArray<Path>
): PodSpec.Pod | undefined => {
  const decoded = PodSpec.decode(value, { name: podName, featureGates })
  const whole = isWholePod(value)
  for (const issue of decoded.issues) {
    if (reported.some((r) => isPrefix(r, issue.path))) continue
    const d = issueDiagnostic(src, doc, issue, apiPath(whole, issue.path, template))
    const first = firstOccurrence(src, doc, value, issue, decoded.specPath)
    out.push(
      first === undefined
        ? d
        : { ...d, labels: [...d.labels, { span: first, message: "first used here", primary: false }] }
    )
  }
  return decoded.pod
}

/** In file order (stable): the layers find problems in their own order. */
const byPosition = (diagnostics: ReadonlyArray<Diagnostic>): Array<Diagnostic> =>
  diagnostics
    .map((d, i) => [d, i] as const)
    .sort(([a, i], [b, j]) => (a.labels[0]?.span.start ?? 0) - (b.labels[0]?.span.start ?? 0) || i - j)
    .map(([d]) => d)

/** Decodes a Pod, or a workload's pod template at `template` (its diagnostics then name paths from the workload). */
const decodePodData = (
  src: Source,
  parsed: Parsed,
  podName: string,
  featureGates: Readonly<Record<string, boolean>>,
  template: Path = []
): PodResult => {
  const out: Array<Diagnostic> = []
  const reported: Array<Path> = []
  const whole = isWholePod(parsed.value)
  unknownFields(src, parsed.doc, parsed.doc.contents, whole ? "Pod" : "PodSpec", [], 0, out, reported)
  schemaDiagnostics(src, parsed.doc, parsed.value, podName, template, out, reported)
  const pod = semanticDiagnostics(src, parsed.doc, parsed.value, podName, template, featureGates, out, reported)
  return { pod: out.length === 0 ? pod : undefined, diagnostics: byPosition(out) }
}

// ---------------------------------------------------------------------------------------------------------------
// Pods

/**
 * Decodes an inline `pod NAME:` block: a whole Pod manifest or just its spec. `metadata.name`, when given, must be
 * `podName`. Diagnostics point into `file` through `block.toFileOffset`.
 *
 * @example
 * const { pod, diagnostics } = YamlBlocks.decodePod(file, block, "web")
 *
 * @category decoding
 */
export const decodePod = (
  file: SourceFile,
  block: Block,
  podName: string,
  featureGates: Readonly<Record<string, boolean>> = Settings.defaultFeatureGates
): PodResult => {
  const src = blockSource(file, block)
  const out: Array<Diagnostic> = []
  const parsed = parseOne(src, out)
  if (parsed?.suspect !== undefined) {
    const rest = outsideSuspect(parsed, decodePodData(src, parsed, podName, featureGates).diagnostics)
    return { pod: undefined, diagnostics: byPosition([...out, ...rest]) }
  }
  if (parsed === undefined || !parsed.ok) return { pod: undefined, diagnostics: out }
  return decodePodData(src, parsed, podName, featureGates)
}

/** A manifest file's documents, checked and turned into data once a file (several pods may come from one file). */
interface ManifestDocuments {
  readonly documents: ReadonlyArray<Parsed>
  /** Syntax problems of any document: a broken document breaks the file, as `kubectl apply -f` refuses it. */
  readonly problems: ReadonlyArray<Diagnostic>
}

const manifestCache = new WeakMap<SourceFile, ManifestDocuments>()

const readManifest = (src: Source): ManifestDocuments => {
  const cached = manifestCache.get(src.file)
  if (cached !== undefined) return cached
  const problems: Array<Diagnostic> = []
  const documents: Array<Parsed> = []
  const big = tooLarge(src)
  if (big !== undefined) problems.push(big)
  else {
    try {
      const all = parseAllDocuments(src.text, parseOptions)
      const docs = Array.isArray(all) ? all : []
      if (docs.length > limits.maxDocuments)
        problems.push(Codes.yamlTooLarge(src.file, startSpan(src), `more than ${limits.maxDocuments} documents`))
      else {
        const syntax = docs.map((doc) => syntaxOf(src, doc))
        const found: Array<Diagnostic> = []
        const rest = syntax.some((s) => s.faults.length > 0) ? withoutFaults(src, syntax, found) : undefined
        if (rest === undefined) for (const doc of docs) documents.push(toData(src, doc, problems))
        else {
          problems.push(...syntax.flatMap((s) => s.diagnostics), ...found)
          documents.push(...rest)
        }
      }
    } catch (error) {
      problems.push(Codes.yamlTooLarge(src.file, startSpan(src), `cannot be parsed (${String(error)})`))
    }
  }
  const read = { documents, problems }
  manifestCache.set(src.file, read)
  return read
}

/** A document seen from one of its nodes: paths and spans start there (a template inside a Deployment). */
const subDocument = (doc: Document, path: Path): Document => {
  const at = locate(doc, path)
  return at.complete ? (Object.create(doc, { contents: { value: at.node } }) as Document) : doc
}

/** Which object of the file the pod comes from: the one `select`ed, else the Pod named `name`, else one template. */
const choose = (
  src: Source,
  read: ManifestDocuments,
  name: string,
  select: { readonly kind: string; readonly name: string } | undefined
): Workloads.PodSource | Diagnostic => {
  const objects = read.documents.flatMap((p, i) => Workloads.objectsOf(p.value, i))
  const spanOfObject = (o: Workloads.Named): Span =>
    pathSpan(src, read.documents[o.document]!.doc, [...o.path, "metadata", "name"])
  const listed = [...new Set(objects.map((o) => `${o.kind}/${o.name}`))]
  const firstSpan = objects[0] === undefined ? startSpan(src) : spanOfObject(objects[0])
  if (select !== undefined) {
    const object = objects.find((o) => o.kind === select.kind && o.name === select.name)
    if (object === undefined) return Codes.manifestObjectNotFound(src.file, firstSpan, select.kind, select.name, listed)
    return (
      Workloads.podSource(object) ??
      Codes.noPodTemplate(
        src.file,
        spanOfObject(object),
        object.kind,
        object.name,
        `a ${object.kind} holds no pod`,
        Workloads.workloadKinds
      )
    )
  }
  const fits = objects.flatMap((o) => {
    const source = o.name === name ? Workloads.podSource(o) : undefined
    return source === undefined ? [] : [source]
  })
  const pod = fits.find((f) => f.kind === "Pod")
  if (pod !== undefined) return pod
  if (fits.length === 1) return fits[0]!
  if (fits.length > 1)
    return Codes.ambiguousManifestPod(
      src.file,
      name,
      fits.map((f) => {
        const span = spanOfObject(f)
        return { span, label: `${f.kind}/${f.name} (line ${src.file.text.slice(0, span.start).split("\n").length})` }
      })
    )
  const names = objects.flatMap((o) => (Workloads.podSource(o) === undefined ? [] : [o.name]))
  return Codes.podNotInManifest(src.file, firstSpan, name, listed, names)
}

/**
 * Decodes the pod named `name` from a manifest file (`pod web from "all.yaml"`, language.md §11.2), which may hold
 * several documents (`---`) and `kind: List`s: the Pod of that name, or the pod template of the one workload of that
 * name, or the object `select` names (`Deployment/api`). A template is validated as a Pod and as its workload's
 * template. Diagnostics point into the manifest file.
 *
 * @category decoding
 */
export const decodePodFromFile = (
  file: SourceFile,
  name: string,
  select?: { readonly kind: string; readonly name: string },
  featureGates: Readonly<Record<string, boolean>> = Settings.defaultFeatureGates
): PodResult => {
  const src = fileSource(file)
  const read = readManifest(src)
  const chosen = choose(src, read, name, select)
  if (!("pod" in chosen)) return { pod: undefined, diagnostics: read.problems.length > 0 ? read.problems : [chosen] }
  const parsed = read.documents[chosen.document]!
  if (!parsed.ok && parsed.suspect === undefined) return { pod: undefined, diagnostics: read.problems }
  const objectPath = chosen.path
  const podPath = [...objectPath, ...chosen.pod]
  const object = valueAt(parsed.value, objectPath)
  const template = valueAt(parsed.value, podPath)
  if (chosen.kind !== "Pod" && !isRecord(template)) {
    const where = PodSpec.formatPath(chosen.pod)
    const span = pathSpan(src, parsed.doc, podPath)
    const problem = Codes.noPodTemplate(
      file,
      span,
      chosen.kind,
      chosen.name,
      `no \`${where}\` here`,
      Workloads.workloadKinds
    )
    return { pod: undefined, diagnostics: [...read.problems, problem] }
  }
  const doc = subDocument(parsed.doc, podPath)
  const value = chosen.kind === "Pod" ? template : Workloads.templateAsPod(template)
  const result = decodePodData(src, { doc, value, ok: true }, name, featureGates, chosen.pod)
  const workload = Workloads.templateIssues(chosen.kind, object, template).map((issue) =>
    issueDiagnostic(
      src,
      doc,
      issue,
      PodSpec.formatPath([...chosen.pod, ...issue.path]),
      Workloads.restartPolicyHelp(chosen.kind)
    )
  )
  const diagnostics = byPosition([...read.problems, ...outsideSuspect(parsed, [...result.diagnostics, ...workload])])
  return { pod: diagnostics.length === 0 ? result.pod : undefined, diagnostics }
}

// ---------------------------------------------------------------------------------------------------------------
// Settings

const GO_DURATION_PART = /^(\d+\.?\d*|\.\d+)(ns|us|µs|μs|ms|s|m|h)/
const GO_UNITS: Readonly<Record<string, number>> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000
}

/**
 * Parses a Go duration (`time.ParseDuration`: `100s`, `1m30s`, `1.5h`, `300ms`, `0`) into milliseconds, rounded to
 * the nearest millisecond; `undefined` when it is not one. KubeletConfiguration durations are written this way.
 *
 * @category parsing
 */
export const parseGoDuration = (text: string): number | undefined => {
  let rest = text.trim()
  let sign = 1
  if (rest.startsWith("-") || rest.startsWith("+")) {
    sign = rest.startsWith("-") ? -1 : 1
    rest = rest.slice(1)
  }
  if (rest === "0") return 0
  if (rest === "") return undefined
  let total = 0
  while (rest.length > 0) {
    const m = GO_DURATION_PART.exec(rest)
    if (m === null) return undefined
    total += Number(m[1]) * GO_UNITS[m[2]!]!
    rest = rest.slice(m[0].length)
  }
  return Number.isFinite(total) ? sign * Math.round(total) : undefined
}

interface Entry {
  readonly key: string
  readonly keyNode: Node
  readonly value: unknown
}

/** The entries of a settings mapping, reporting duplicate and non-scalar keys. */
const entries = (src: Source, doc: Document, node: unknown, what: string, out: Array<Diagnostic>): Array<Entry> => {
  const resolved = deref(doc, node)
  if (resolved === null || resolved === undefined) return []
  if (!isMap(resolved)) {
    out.push(
      Codes.invalidSetting(src.file, nodeSpan(src, resolved as Node), what, "must be a mapping of keys to values")
    )
    return []
  }
  const list: Array<Entry> = []
  for (const pair of resolved.items) {
    const key = scalarKey(pair)
    if (key === undefined) {
      out.push(Codes.invalidSetting(src.file, nodeSpan(src, pair.key as Node), what, "keys must be plain words"))
      continue
    }
    list.push({ key, keyNode: pair.key as Node, value: deref(doc, pair.value) })
  }
  return list
}

const scalarValue = (value: unknown): unknown => (isScalar(value) ? value.value : value)

const durationSetting = (
  src: Source,
  entry: Entry,
  out: Array<Diagnostic>,
  check: (ms: number) => string | undefined
): Duration.Millis | undefined => {
  const raw = scalarValue(entry.value)
  const span = nodeSpan(src, (entry.value as Node | null) ?? entry.keyNode)
  const ms = typeof raw === "string" ? parseGoDuration(raw) : undefined
  if (ms === undefined) {
    out.push(
      Codes.invalidSetting(
        src.file,
        span,
        entry.key,
        "expected a duration such as `100s` or `1m30s`",
        "write a Go duration: numbers with units `ms`, `s`, `m`, `h` (`40s`, `1m30s`)"
      )
    )
    return undefined
  }
  const problem = check(ms)
  if (problem !== undefined) {
    out.push(Codes.invalidSetting(src.file, span, entry.key, problem))
    return undefined
  }
  return ms as Duration.Millis
}

const integerSetting = (src: Source, entry: Entry, out: Array<Diagnostic>, min: number): number | undefined => {
  const raw = scalarValue(entry.value)
  if (typeof raw !== "number" || !Number.isSafeInteger(raw) || raw < min) {
    out.push(
      Codes.invalidSetting(
        src.file,
        nodeSpan(src, (entry.value as Node | null) ?? entry.keyNode),
        entry.key,
        min === 0 ? "expected a whole number, 0 or more" : `expected a whole number, at least ${min}`
      )
    )
    return undefined
  }
  return raw
}

const constantSetting = (src: Source, entry: Entry, expected: string, out: Array<Diagnostic>): void => {
  const raw = scalarValue(entry.value)
  if (raw !== expected)
    out.push(
      Codes.invalidSetting(
        src.file,
        nodeSpan(src, (entry.value as Node | null) ?? entry.keyNode),
        entry.key,
        `expected \`${expected}\``
      )
    )
}

/**
 * The gates a `featureGates:` map sets, checked as `minor`'s feature-gate library checks them (component-base
 * featuregate `SetFromMap`): a gate it does not know, one from a later release among them, is `PS2110`; a value other
 * than a locked gate's default (`LockToDefault`) is `PS2127`; a value that is not a boolean is `PS2111`.
 */
const featureGates = (
  src: Source,
  doc: Document,
  entry: Entry,
  minor: number,
  out: Array<Diagnostic>
): Record<string, boolean> => {
  const gates: Record<string, boolean> = {}
  const version = Versions.format(minor)
  for (const gate of entries(src, doc, entry.value, "featureGates", out)) {
    const keySpan = nodeSpan(src, gate.keyNode)
    const value = scalarValue(gate.value)
    const refusal = Versions.refusal(gate.key, value === true, minor)
    if (refusal?._tag === "Unknown") {
      const later = refusal.since === undefined ? undefined : Versions.format(refusal.since)
      out.push(Codes.unknownFeatureGate(src.file, keySpan, gate.key, Versions.gatesOf(minor), { version, later }))
    } else if (typeof value !== "boolean")
      out.push(
        Codes.invalidSetting(
          src.file,
          nodeSpan(src, (gate.value as Node | null) ?? gate.keyNode),
          gate.key,
          "expected `true` or `false`"
        )
      )
    else if (refusal?._tag === "Locked")
      out.push(Codes.lockedFeatureGate(src.file, keySpan, gate.key, value, refusal.default, version))
    else gates[gate.key] = value
  }
  return gates
}

const kubeletKeys = [
  "featureGates",
  "crashLoopBackOff",
  "shutdownGracePeriod",
  "shutdownGracePeriodCriticalPods",
  "evictionMaxPodGracePeriod",
  "apiVersion",
  "kind"
]
const crashLoopKeys = ["maxContainerRestartPeriod"]

/** Bounds of `crashLoopBackOff.maxContainerRestartPeriod` (pod-lifecycle "configurable container restart delay"). */
const minRestartPeriod = 1_000
const maxRestartPeriod = 300_000

/**
 * Decodes a `kubelet:` block, a KubeletConfiguration subset: `featureGates` (the gates of kubelet-rules §16) and
 * `crashLoopBackOff.maxContainerRestartPeriod` (a Go duration from `1s` to `300s`, which needs gate
 * `KubeletCrashLoopBackOffMax`), `shutdownGracePeriod` and `shutdownGracePeriodCriticalPods` (Go durations, 0 or at least
 * 1s, the second at most the first; kubelet-rules §13.5), `evictionMaxPodGracePeriod` (seconds; §13.4).
 * `apiVersion: kubelet.config.k8s.io/v1beta1` and `kind: KubeletConfiguration` may be
 * written, so a real configuration file can be pasted. Unknown keys are errors.
 *
 * @category decoding
 */
export const decodeKubelet = (
  file: SourceFile,
  block: Block,
  minor: number = Versions.newest,
  base: Readonly<Record<string, boolean>> = Versions.featureGates(minor)
): { settings: Settings.Kubelet; diagnostics: ReadonlyArray<Diagnostic> } => {
  const src = blockSource(file, block)
  const out: Array<Diagnostic> = []
  const parsed = parseOne(src, out)
  const fallback = { ...Settings.defaultKubelet, minor, featureGates: base }
  if (parsed === undefined || !parsed.ok) return { settings: fallback, diagnostics: out }
  const { doc } = parsed
  // The scenario's release (and its `cluster:` block) set the defaults (language.md §11.1); a gate written here
  // overrides them.
  const gates: Record<string, boolean> = { ...base }
  let period: Entry | undefined
  const shutdown = { shutdownGracePeriod: 0 as Duration.Millis, shutdownGracePeriodCriticalPods: 0 as Duration.Millis }
  let shutdownEntry: Entry | undefined
  let evictionMaxPodGracePeriod = 0 as Duration.Millis
  for (const entry of entries(src, doc, doc.contents, "kubelet", out)) {
    switch (entry.key) {
      case "shutdownGracePeriod":
      case "shutdownGracePeriodCriticalPods": {
        // kubelet validation: zero, or at least 1s
        const ms = durationSetting(src, entry, out, (d) => (d > 0 && d < 1000 ? "must be 0 or at least 1s" : undefined))
        if (ms !== undefined) shutdown[entry.key] = ms
        if (entry.key === "shutdownGracePeriodCriticalPods") shutdownEntry = entry
        break
      }
      case "evictionMaxPodGracePeriod": {
        const seconds = integerSetting(src, entry, out, 0)
        if (seconds !== undefined) evictionMaxPodGracePeriod = (seconds * 1000) as Duration.Millis
        break
      }
      case "apiVersion":
        constantSetting(src, entry, "kubelet.config.k8s.io/v1beta1", out)
        break
      case "kind":
        constantSetting(src, entry, "KubeletConfiguration", out)
        break
      case "featureGates":
        Object.assign(gates, featureGates(src, doc, entry, minor, out))
        break
      case "crashLoopBackOff":
        for (const inner of entries(src, doc, entry.value, "crashLoopBackOff", out)) {
          if (inner.key === "maxContainerRestartPeriod") period = inner
          else
            out.push(
              Codes.unknownSetting(file, nodeSpan(src, inner.keyNode), inner.key, "crashLoopBackOff", crashLoopKeys)
            )
        }
        break
      default:
        out.push(Codes.unknownSetting(file, nodeSpan(src, entry.keyNode), entry.key, "kubelet", kubeletKeys))
    }
  }
  let maxContainerRestartPeriod: Duration.Millis | undefined
  if (period !== undefined) {
    maxContainerRestartPeriod = durationSetting(src, period, out, (ms) =>
      ms < minRestartPeriod || ms > maxRestartPeriod ? "must be between 1s and 300s" : undefined
    )
    if (maxContainerRestartPeriod !== undefined && gates.KubeletCrashLoopBackOffMax === false) {
      out.push(
        Codes.invalidSetting(
          file,
          nodeSpan(src, period.keyNode),
          period.key,
          "feature gate KubeletCrashLoopBackOffMax is off",
          "turn on `KubeletCrashLoopBackOffMax` under `featureGates`, or remove this setting"
        )
      )
      maxContainerRestartPeriod = undefined
    }
  }
  if (shutdownEntry !== undefined && shutdown.shutdownGracePeriodCriticalPods > shutdown.shutdownGracePeriod) {
    out.push(
      Codes.invalidSetting(
        file,
        nodeSpan(src, shutdownEntry.keyNode),
        shutdownEntry.key,
        "must be <= shutdownGracePeriod",
        "the critical pods' share is part of `shutdownGracePeriod`: make that at least as long"
      )
    )
    shutdown.shutdownGracePeriodCriticalPods = shutdown.shutdownGracePeriod
  }
  return {
    settings: { minor, featureGates: gates, maxContainerRestartPeriod, ...shutdown, evictionMaxPodGracePeriod },
    diagnostics: out
  }
}

const clusterKeys = [
  "featureGates",
  "terminatedPodGCThreshold",
  "nodeMonitorGracePeriod",
  "defaultNotReadyTolerationSeconds",
  "defaultUnreachableTolerationSeconds"
]

/**
 * Decodes a `cluster:` block: `featureGates` (set for every component, API server, controllers and kubelet, as if
 * the whole cluster were started with them; language.md §11.1) and control-plane knobs with their Kubernetes names,
 * `terminatedPodGCThreshold` (a whole number; 0 or less turns the terminated-pod collector off),
 * `nodeMonitorGracePeriod` (a Go duration, more than 0), `defaultNotReadyTolerationSeconds` and
 * `defaultUnreachableTolerationSeconds` (whole seconds). Defaults: `Settings.defaultCluster` and no gate set.
 * Unknown keys are errors.
 *
 * @category decoding
 */
export const decodeCluster = (
  file: SourceFile,
  block: Block,
  minor: number = Versions.newest
): {
  settings: Settings.Cluster
  featureGates: Readonly<Record<string, boolean>>
  diagnostics: ReadonlyArray<Diagnostic>
} => {
  const src = blockSource(file, block)
  const out: Array<Diagnostic> = []
  const parsed = parseOne(src, out)
  if (parsed === undefined || !parsed.ok)
    return { settings: Settings.defaultCluster, featureGates: {}, diagnostics: out }
  const { doc } = parsed
  let settings: Settings.Cluster = Settings.defaultCluster
  let gates: Readonly<Record<string, boolean>> = {}
  for (const entry of entries(src, doc, doc.contents, "cluster", out)) {
    switch (entry.key) {
      case "featureGates":
        gates = featureGates(src, doc, entry, minor, out)
        break
      case "terminatedPodGCThreshold": {
        const v = integerSetting(src, entry, out, Number.MIN_SAFE_INTEGER)
        if (v !== undefined) settings = { ...settings, terminatedPodGCThreshold: v }
        break
      }
      case "nodeMonitorGracePeriod": {
        const v = durationSetting(src, entry, out, (ms) => (ms <= 0 ? "must be more than 0s" : undefined))
        if (v !== undefined) settings = { ...settings, nodeMonitorGracePeriod: v }
        break
      }
      case "defaultNotReadyTolerationSeconds":
      case "defaultUnreachableTolerationSeconds": {
        const v = integerSetting(src, entry, out, 0)
        if (v !== undefined) settings = { ...settings, [entry.key]: v }
        break
      }
      default:
        out.push(Codes.unknownSetting(file, nodeSpan(src, entry.keyNode), entry.key, "cluster", clusterKeys))
    }
  }
  return { settings, featureGates: gates, diagnostics: out }
}
