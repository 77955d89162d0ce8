/**
 * The YAML inside a `.podscenario` file: `pod NAME:` blocks, `pod NAME from "FILE"` manifests, and the `kubelet:` and
 * `cluster:` blocks (language reference §3). Each decoder parses with `yaml` (node ranges), maps every problem back to a
 * line and column of the file the user wrote, and checks in three layers:
 *
 * 1. YAML (internal/yamlDocument.ts): syntax, duplicate keys, alias bombs and oversized input (bounded before
 *    anything is expanded).
 * 2. Schema (internal/podSchema.ts): the Pod v1 JSON schema of `kubernetes-models`, plus unknown field names.
 * 3. Semantics (here): `PodManifest.decode`, the API server's `ValidatePodCreate` rules and defaults (kubelet-rules §1).
 *
 * The settings blocks are decoded in internal/settingsBlocks.ts; this module is the decoders' one public surface.
 * Never throws: everything comes back as diagnostics.
 */
import * as PodManifest from "@podscenario/core/PodManifest"
import type * as PodSpec from "@podscenario/core/PodSpec"
import * as Settings from "@podscenario/core/Settings"
import * as Codes from "@podscenario/diagnostics/Codes"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import type { SourceFile } from "@podscenario/diagnostics/SourceFile"
import type { Span } from "@podscenario/diagnostics/Span"
import { type Document, parseAllDocuments } from "yaml"
import { apiPath, isRecord, isWholePod, schemaDiagnostics, unknownFields, valueAt } from "./internal/podSchema.ts"
import * as Workloads from "./internal/workloads.ts"
import {
  type Block,
  blockSource,
  byPosition,
  fileSource,
  isPrefix,
  limits,
  locate,
  outsideSuspect,
  type Parsed,
  type Path,
  parseOne,
  parseOptions,
  pathSpan,
  type Source,
  startSpan,
  syntaxOf,
  toData,
  tooLarge,
  withoutFaults
} from "./internal/yamlDocument.ts"

export { decodeCluster, decodeKubelet, parseGoDuration } from "./internal/settingsBlocks.ts"
export type { Block } from "./internal/yamlDocument.ts"
export { limits } from "./internal/yamlDocument.ts"

/** What a pod decoder returns: the pod, unless something is wrong, and every problem found. @category models */
export interface PodResult {
  readonly pod: PodSpec.Pod | undefined
  readonly diagnostics: ReadonlyArray<Diagnostic>
}

// ---------------------------------------------------------------------------------------------------------------
// Semantics (PodManifest.decode)

const issueLabel = (issue: PodManifest.Issue): string => {
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

const issueHelp = (issue: PodManifest.Issue): string | undefined => {
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
const firstOccurrence = (src: Source, doc: Document, value: unknown, issue: PodManifest.Issue, specPath: Path) => {
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
  issue: PodManifest.Issue,
  at: string,
  help = issueHelp(issue)
): Diagnostic => {
  const span = pathSpan(src, doc, issue.path, issue.kind === "Forbidden")
  if (issue.ours === true) return Codes.podscenarioLimit(src.file, span, at, issue.message)
  if (issue.kind === "Unsupported" && issue.supported !== undefined && typeof issue.value === "string") {
    const d = Codes.unsupportedPodValue(src.file, span, at, issue.value, issue.supported)
    return help === undefined ? d : { ...d, help }
  }
  return Codes.invalidPod(src.file, span, at, PodManifest.formatIssue(issue), issueLabel(issue), help)
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
  const decoded = PodManifest.decode(value, { name: podName, featureGates })
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
        if (rest === undefined)
          for (const [i, doc] of docs.entries()) documents.push(toData(src, doc, syntax[i]!, problems))
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
 * Decodes the pod named `name` from a manifest file (`pod web from "all.yaml"`, language reference §11.2), which may hold
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
    const where = PodManifest.formatPath(chosen.pod)
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
      PodManifest.formatPath([...chosen.pod, ...issue.path]),
      Workloads.restartPolicyHelp(chosen.kind)
    )
  )
  const diagnostics = byPosition([...read.problems, ...outsideSuspect(parsed, [...result.diagnostics, ...workload])])
  return { pod: diagnostics.length === 0 ? result.pod : undefined, diagnostics }
}
