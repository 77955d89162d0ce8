/**
 * `podscenario init [MANIFEST]`: writes a starter scenario for a Pod or workload manifest (and a configuration file
 * when there is none), whose expectations pass as written. They are not guessed: the simulator runs a draft of the
 * scenario (the pod as written, deleted at 2m; a Job's containers finishing after 30s) and the expectations say
 * what it found, when the pod is Ready given its probes, what the delete does given its grace period and preStop
 * hooks. The finished scenario is run once more before it is written, and must pass.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { Duration } from "@podscenario/core"
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import { LineCounter, parseAllDocuments } from "yaml"
import { run } from "./Api.ts"
import type { TimelineRecord } from "./ApiTypes.ts"
import * as Config from "./Config.ts"
import * as Formats from "./Formats.ts"
import { ExitCode, type Io, useColour } from "./Io.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"

/** Kinds whose pod a scenario can take (language reference §11.2). @category constants */
export const podKinds = [
  "Pod",
  "Deployment",
  "StatefulSet",
  "DaemonSet",
  "ReplicaSet",
  "ReplicationController",
  "Job",
  "CronJob",
  "PodTemplate"
]

/** A pod of a manifest: its kind and name, and its containers. */
interface Found {
  readonly kind: string
  readonly name: string
  readonly containers: ReadonlyArray<string>
}

/** Without a manifest: a web app with a readiness probe and a preStop hook, written inline. */
const example: Found = { kind: "Pod", name: "web", containers: ["app"] }
const exampleDeclaration = [
  "pod web:",
  "  spec:",
  "    terminationGracePeriodSeconds: 30",
  "    containers:",
  "      - name: app",
  "        image: registry.example/app:1.4",
  "        readinessProbe:",
  "          httpGet: { path: /healthz, port: 8080 }",
  "          initialDelaySeconds: 5",
  "          periodSeconds: 10",
  "        lifecycle:",
  "          preStop:",
  "            sleep: { seconds: 5 }"
]

type Yaml = Record<string, unknown>

const templateOf = (object: Yaml): Yaml | undefined => {
  const spec = object.spec as Yaml | undefined
  if (object.kind === "Pod") return object
  if (object.kind === "PodTemplate") return object.template as Yaml | undefined
  if (object.kind === "CronJob")
    return ((spec?.jobTemplate as Yaml | undefined)?.spec as Yaml | undefined)?.template as Yaml
  return spec?.template as Yaml | undefined
}

/** The first Pod or workload of a manifest's text, or a PS6007 diagnostic saying what the file holds instead. */
const findPod = (uri: string, text: string): Found | Diagnostic.Diagnostic => {
  const lineCounter = new LineCounter()
  const documents = parseAllDocuments(text, { lineCounter })
  const file = SourceFile.make(uri, text)
  const objects = (Array.isArray(documents) ? documents : []).flatMap((doc) => {
    const value = doc.toJS() as Yaml | null
    if (value === null || typeof value !== "object") return []
    return value.kind === "List" && Array.isArray(value.items) ? (value.items as Array<Yaml>) : [value]
  })
  for (const object of objects) {
    if (typeof object.kind !== "string" || !podKinds.includes(object.kind)) continue
    const template = templateOf(object)
    const containers = ((template?.spec as Yaml | undefined)?.containers ?? []) as Array<Yaml>
    const name = (object.metadata as Yaml | undefined)?.name
    if (typeof name === "string" && containers.length > 0) {
      return { kind: object.kind, name, containers: containers.map((c) => String(c.name)) }
    }
  }
  const kinds = objects.map((o) => (typeof o.kind === "string" ? o.kind : "an object without a kind"))
  const at = text.search(/^kind:/m)
  return Codes.initNotAPod(
    file,
    at < 0 ? undefined : { start: at, end: text.indexOf("\n", at) < 0 ? text.length : text.indexOf("\n", at) },
    uri,
    kinds.length === 0 ? "no Kubernetes object" : `this file holds ${[...new Set(kinds)].join(", ")}`
  )
}

const isJob = (kind: string) => kind === "Job" || kind === "CronJob"
const deleteAt = Duration.seconds(120)
const time = (ms: number) => Duration.format(ms)

/** The scenario text: the pod, what the draft run made happen, and (once known) the expectations. */
const scenarioText = (pod: Found, manifest: string | undefined, expectations: ReadonlyArray<string>): string => {
  const from = pod.kind === "Pod" ? `"${manifest}"` : `"${manifest}" ${pod.kind}/${pod.name}`
  const declaration = manifest === undefined ? exampleDeclaration : [`pod ${pod.name} from ${from}`]
  const world = isJob(pod.kind)
    ? [
        "# How the containers behave (docs/language/reference.md, Behaviours): here each finishes its work in 30s.",
        ...pod.containers.map((c) => `container ${c} exits 0 after 30s`)
      ]
    : [
        "# How the containers behave (docs/language/reference.md, Behaviours). Without a behaviour a container runs",
        "# until it is stopped, probes succeed, and it exits at once on SIGTERM. Try, for example:",
        `#   readiness of ${pod.containers[0]} succeeds after 20s`,
        `#   container ${pod.containers[0]} stops 10s after SIGTERM`,
        "",
        "# What the world does: `kubectl delete` at 2m (preStop hooks, SIGTERM, the grace period).",
        `at ${time(deleteAt)} pod is deleted`
      ]
  return [
    `# A starter scenario for ${pod.kind}/${pod.name}, written by \`podscenario init\`.`,
    "# The expectations are what podscenario simulated for the pod as written: edit the behaviours and events to",
    "# describe your case, then the expectations to say what you want to hold. Run it: npx podscenario run",
    `scenario "${pod.name}: ${isJob(pod.kind) ? "runs to completion" : "becomes ready, then is deleted"}"`,
    ...declaration,
    ...world,
    "",
    ...expectations,
    ""
  ].join("\n")
}

const first = (records: ReadonlyArray<TimelineRecord>, test: (r: TimelineRecord) => boolean) => records.find(test)
const isCondition = (type: string, status: string) => (r: TimelineRecord) =>
  r.kind === "ConditionChanged" &&
  (r.condition as Yaml | undefined)?.type === type &&
  (r.condition as Yaml | undefined)?.status === status

/** The expectations the draft's timeline bears out, with a comment each. */
const expectationsFrom = (pod: Found, records: ReadonlyArray<TimelineRecord>): ReadonlyArray<string> => {
  const out: Array<string> = []
  const ready = first(records, isCondition("Ready", "True"))
  if (ready !== undefined) {
    const columns = records.filter((r) => r.kind === "ColumnsChanged" && r.at <= ready.at).at(-1)
    out.push(
      "# Ready once every container is started and its readiness probe (if any) has passed.",
      `expect at ${ready.time} condition Ready True`,
      ...(columns === undefined ? [] : [`expect at ${ready.time} ready ${(columns.columns as Yaml).ready}`])
    )
  }
  if (isJob(pod.kind)) {
    const phase = records.filter((r) => r.kind === "PhaseChanged").at(-1)
    for (const c of pod.containers) {
      const exit = first(records, (r) => r.kind === "ContainerExited" && r.container === c)
      if (exit !== undefined) out.push(`expect at ${exit.time} container ${c} exits ${exit.exitCode}`)
    }
    if (phase !== undefined) out.push("# Every container exited 0: the pod succeeds.", `expect phase ${phase.phase}`)
    return out
  }
  const hooks = records.filter((r) => r.kind === "HookStarted" && r.hook === "preStop" && r.at >= deleteAt)
  const sigterms = records.filter((r) => r.kind === "SignalSent" && r.signal === "SIGTERM" && r.at >= deleteAt)
  const removed = first(records, (r) => r.kind === "PodRemoved")
  out.push("", "# The delete: preStop hooks run first, then each container gets SIGTERM.")
  for (const h of hooks) out.push(`expect at ${h.time} preStop of ${h.container} starts`)
  for (const s of sigterms) out.push(`expect at ${s.time} signal SIGTERM to ${s.container}`)
  if (removed !== undefined) {
    out.push("# Once every container has stopped, the terminal phase is written and the pod removed.")
    if (removed.at > deleteAt) out.push(`expect at ${time(deleteAt)} status Terminating`)
    out.push(`expect at ${removed.time} pod removed`)
  }
  out.push(`expect never signal SIGKILL to ${pod.containers[0]}`)
  return out
}

/** The pod of the manifest at `manifest` (relative to the current directory), or why there is none. */
const readPod = (io: Io, manifest: string): Found | Diagnostic.Diagnostic => {
  try {
    return findPod(manifest, fs.readFileSync(path.resolve(io.cwd, manifest), "utf8"))
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message
    return Codes.initNotAPod(SourceFile.make(manifest, ""), undefined, manifest, `cannot read it: ${reason}`)
  }
}

const exists = (io: Io, file: string) => fs.existsSync(path.resolve(io.cwd, file))

/**
 * `podscenario init`: exit 2, writing nothing, for a manifest without a pod or a scenario file already there.
 *
 * @category commands
 */
export const initCommand = async (io: Io, manifest: string | undefined, out: string | undefined): Promise<number> => {
  const pod = manifest === undefined ? example : readPod(io, manifest)
  if ("code" in pod) {
    io.stderr.write(renderDiagnostics([pod], stylerFor(useColour(io.stderr, io.env))))
    return ExitCode.Invalid
  }
  const target = out ?? path.join("scenarios", `${pod.name}.podscenario`)
  if (exists(io, target)) {
    io.stderr.write(`error: ${target} already exists; choose another file with --out\n`)
    return ExitCode.Invalid
  }
  const manifestPath =
    manifest === undefined
      ? undefined
      : path
          .relative(path.dirname(path.resolve(io.cwd, target)), path.resolve(io.cwd, manifest))
          .split(path.sep)
          .join("/")
  const options = { cwd: io.cwd, goldens: "none", timelines: true } as const
  const draft = await run({ text: scenarioText(pod, manifestPath, []), path: target }, options)
  const scenario = draft.files[0]?.scenarios[0]
  if (draft.exitCode === ExitCode.Invalid || scenario?.timeline === undefined) {
    io.stderr.write(
      draft.files
        .flatMap((f) => [...f.diagnostics, ...f.scenarios.flatMap((s) => s.rejections)])
        .map((d) => d.rendered)
        .join("\n")
    )
    return ExitCode.Invalid
  }
  const finished = scenarioText(pod, manifestPath, expectationsFrom(pod, scenario.timeline.records))
  const check = await run({ text: finished, path: target }, options)
  if (check.exitCode !== ExitCode.Passed)
    throw new Error(`the starter scenario for ${pod.name} does not pass as written`)
  await Formats.writeFileAtomically(io, target, finished)
  io.stdout.write(`wrote ${target}\n`)
  if (Config.find(io.cwd, undefined) === undefined) {
    const config = {
      $schema: "./node_modules/podscenario/podscenario.config.schema.json",
      paths: [path.dirname(target)]
    }
    await Formats.writeFileAtomically(io, Config.fileName, `${JSON.stringify(config, null, 2)}\n`)
    io.stdout.write(`wrote ${Config.fileName}\n`)
  }
  return ExitCode.Passed
}
