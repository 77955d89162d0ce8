/**
 * Fuzzing the whole pipeline (parse → compile → simulate → check) with fast-check: the corpus files mutated, pod
 * YAML built at random, statements strung together from the grammar's words, and plain random text. Whatever the
 * input, a run returns a result: every problem is a diagnostic with a catalog code and a span inside its file; no
 * exception and no internal error escapes, and the same file run twice gives the same result.
 *
 * The suite runs a bounded number of inputs (a few seconds) with a fixed seed. `pnpm fuzz` runs every property
 * `FUZZ_RUNS=20000` times (105,000 inputs in all), with a fresh seed each time unless `FUZZ_SEED` is set; a failure
 * prints its seed and shrunk counterexample for replay.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { Render } from "@podscenario/diagnostics"
import { Run, Services } from "@podscenario/interpreter"
import { Result } from "@podscenario/reporters"
import { Effect, Layer } from "effect"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"

const runs = Number(process.env.FUZZ_RUNS ?? "40")
const seed =
  process.env.FUZZ_SEED === undefined
    ? process.env.FUZZ_RUNS === undefined
      ? 20261123
      : undefined
    : Number(process.env.FUZZ_SEED)
const long = process.env.FUZZ_RUNS !== undefined
/** The long run gets minutes per property; the suite's runs finish well inside vitest's default. */
const timeout = long ? 3_600_000 : 30_000

// ---------------------------------------------------------------------------------------------------------------------
// the seed corpus: scenarios/ and packages/parser/test/good, with their manifests
// ---------------------------------------------------------------------------------------------------------------------

const repo = path.resolve(import.meta.dirname, "../../..")

const filesUnder = (dir: string): Array<string> =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== "node_modules" && !e.name.startsWith("."))
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .sort()

const corpus = new Map<string, string>()
for (const dir of ["scenarios", "packages/parser/test/good"]) {
  for (const file of filesUnder(path.join(repo, dir))) {
    if (!/\.(podscenario|ya?ml)$/.test(file)) continue
    corpus.set(`fuzz/${path.relative(repo, file).split(path.sep).join("/")}`, fs.readFileSync(file, "utf8"))
  }
}
const seeds = [...corpus.keys()].filter((p) => p.endsWith(".podscenario"))
const manifests = [...corpus.keys()].filter((p) => !p.endsWith(".podscenario"))

// ---------------------------------------------------------------------------------------------------------------------
// running one input
// ---------------------------------------------------------------------------------------------------------------------

/** Runs `text` as the file `target` (other corpus files stay, so manifests resolve); throws what escapes. */
const runText = (target: string, text: string, overrides: Record<string, string> = {}): Result.RunResult => {
  const files = Object.fromEntries([...corpus, ...Object.entries(overrides), [target, text]])
  return Effect.runSync(
    Run.runTargets([{ path: target, lines: [] }]).pipe(
      Effect.provide(
        Layer.mergeAll(Services.ScenarioFiles.memory(files), Services.RunConfig.layer({ goldens: "none" }))
      )
    )
  )
}

/** What every result must satisfy: diagnostics from the catalog, spans inside their files, renderable. */
const wellFormed = (result: Result.RunResult): void => {
  for (const file of result.files) {
    const diagnostics = [
      ...file.diagnostics,
      ...file.scenarios.flatMap((s) => ("rejections" in s ? (s.rejections ?? []) : []))
    ]
    for (const d of diagnostics) {
      expect(d.code).toMatch(/^PS[1-5]\d{3}$/)
      expect(d.message).not.toBe("")
      expect(d.message).not.toMatch(
        /internal error|Maximum call stack|is not a function|undefined is not|Cannot read prop/
      )
      for (const label of d.labels) {
        expect(label.span.start).toBeGreaterThanOrEqual(0)
        expect(label.span.end).toBeGreaterThanOrEqual(label.span.start)
        expect(label.span.end).toBeLessThanOrEqual(d.file.text.length)
      }
    }
    expect(typeof Render.renderAll(diagnostics)).toBe("string")
  }
  Result.counts(result)
}

const check = (target: string, text: string, overrides: Record<string, string> = {}): void => {
  wellFormed(runText(target, text, overrides))
}

// ---------------------------------------------------------------------------------------------------------------------
// inputs
// ---------------------------------------------------------------------------------------------------------------------

/** Words and fragments of the language, and things that break tokenizers and YAML parsers. */
const pieces = [
  "scenario",
  '"a name"',
  '"unterminated',
  "pod",
  "web",
  "db",
  "web/app",
  ":",
  "spec:",
  "containers:",
  "- name: app",
  "  image: busybox",
  "container",
  "app",
  "init-db",
  "logger",
  "exits",
  "0",
  "1",
  "137",
  "-1",
  "4294967296",
  "99999999999999999999",
  "after",
  "0s",
  "1s",
  "5s",
  "90s",
  "1m30s",
  "10m",
  "1h",
  "1.5s",
  "on",
  "run",
  "runs",
  "1..3",
  "3..1",
  "from",
  "is",
  "OOM",
  "killed",
  "stops",
  "after SIGTERM",
  "ignores SIGTERM",
  "startup of",
  "liveness of",
  "readiness of",
  "postStart of",
  "preStop of",
  "image pull of",
  "succeeds",
  "fails",
  "errors",
  "takes",
  "at",
  "expect",
  "never",
  "eventually",
  "throughout",
  "by",
  "until",
  "times",
  "phase",
  "Running",
  "Failed",
  "status",
  "CrashLoopBackOff",
  "restarts",
  "ready",
  "1/2",
  "condition",
  "Ready",
  "True",
  "event",
  "BackOff",
  "signal",
  "SIGKILL",
  "order:",
  ",",
  "pod is deleted",
  "pod is force deleted",
  "pod is evicted",
  "with grace",
  "node node-1 fails",
  "node node-1 recovers",
  "node node-1 reboots",
  "node node-1 shuts down",
  "node node-1 is tainted out-of-service",
  "pod is evicted by the kubelet for memory",
  "for soft disk",
  "end at",
  "golden",
  '"golden/x.md"',
  "examples:",
  "| a | b |",
  "| 1 | 2 |",
  "<a>",
  "<b>",
  "#",
  "@tag",
  "kubelet:",
  "cluster:",
  "featureGates:",
  "  ",
  "\t",
  "\\",
  "\r",
  "\u0000",
  "\u200b",
  "é",
  "🙂",
  "&a [*a, *a]",
  "*a",
  "{",
  "}",
  "[",
  "]",
  "'",
  "---",
  "...",
  "!!binary",
  "? ",
  "~"
]

const piece = fc.constantFrom(...pieces)
const separator = fc.constantFrom(" ", " ", " ", "\n", "\n    ", "\n  ", "")
/** A line of language-ish words. */
const wordSoup = fc.array(fc.tuple(piece, separator), { maxLength: 30 }).map((ps) => ps.map(([p, s]) => p + s).join(""))

type Mutation =
  | { readonly _tag: "delete"; readonly at: number; readonly length: number }
  | { readonly _tag: "insert"; readonly at: number; readonly text: string }
  | { readonly _tag: "duplicateLine"; readonly line: number }
  | { readonly _tag: "swapLines"; readonly a: number; readonly b: number }
  | { readonly _tag: "deleteLine"; readonly line: number }
  | { readonly _tag: "replaceChar"; readonly at: number; readonly char: string }
  | { readonly _tag: "truncate"; readonly at: number }
  | { readonly _tag: "indent"; readonly line: number; readonly by: number }

const position = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true })

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ _tag: fc.constant("delete" as const), at: position, length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ _tag: fc.constant("insert" as const), at: position, text: fc.oneof(piece, wordSoup, fc.string()) }),
  fc.record({ _tag: fc.constant("duplicateLine" as const), line: position }),
  fc.record({ _tag: fc.constant("swapLines" as const), a: position, b: position }),
  fc.record({ _tag: fc.constant("deleteLine" as const), line: position }),
  fc.record({
    _tag: fc.constant("replaceChar" as const),
    at: position,
    char: fc.oneof(fc.constantFrom(" ", "\n", ":", "-", "|", "<", '"', "\t", "0", "9"), fc.string({ maxLength: 1 }))
  }),
  fc.record({ _tag: fc.constant("truncate" as const), at: position }),
  fc.record({ _tag: fc.constant("indent" as const), line: position, by: fc.integer({ min: -4, max: 4 }) })
)

const applyMutation = (text: string, m: Mutation): string => {
  const offset = (p: number) => Math.floor(p * (text.length + 1))
  const lines = text.split("\n")
  const line = (p: number) => Math.floor(p * lines.length)
  switch (m._tag) {
    case "delete":
      return text.slice(0, offset(m.at)) + text.slice(offset(m.at) + m.length)
    case "insert":
      return text.slice(0, offset(m.at)) + m.text + text.slice(offset(m.at))
    case "duplicateLine":
      lines.splice(line(m.line), 0, lines[line(m.line)] ?? "")
      return lines.join("\n")
    case "swapLines": {
      const a = line(m.a)
      const b = line(m.b)
      ;[lines[a], lines[b]] = [lines[b] ?? "", lines[a] ?? ""]
      return lines.join("\n")
    }
    case "deleteLine":
      lines.splice(line(m.line), 1)
      return lines.join("\n")
    case "replaceChar":
      return text.slice(0, offset(m.at)) + m.char + text.slice(offset(m.at) + 1)
    case "truncate":
      return text.slice(0, offset(m.at))
    case "indent": {
      const i = line(m.line)
      const current = lines[i] ?? ""
      lines[i] = m.by >= 0 ? " ".repeat(m.by) + current : current.replace(new RegExp(`^ {0,${-m.by}}`), "")
      return lines.join("\n")
    }
  }
}

const mutated = fc
  .tuple(fc.constantFrom(...seeds), fc.array(mutation, { minLength: 1, maxLength: 6 }))
  .map(([file, ms]) => ({ file, text: ms.reduce(applyMutation, corpus.get(file)!) }))

// Pod YAML at random: a plausible shape with hostile values in its fields.

const containerName = fc.constantFrom("app", "sidecar", "init-db", "logger", "APP", "a".repeat(70), "", "app")
const smallInt = fc.oneof(
  fc.integer({ min: -2, max: 120 }),
  fc.constantFrom(0, 1, 2_147_483_647, -2_147_483_648, 1e21, 0.5)
)
const probe = fc.record(
  {
    httpGet: fc.constant({ path: "/healthz", port: 8080 }),
    exec: fc.constant({ command: ["true"] }),
    initialDelaySeconds: smallInt,
    periodSeconds: smallInt,
    timeoutSeconds: smallInt,
    failureThreshold: smallInt,
    successThreshold: smallInt,
    terminationGracePeriodSeconds: smallInt
  },
  { requiredKeys: [] }
)
const hook = fc.oneof(
  fc.constant({ exec: { command: ["sh", "-c", "true"] } }),
  fc.record({ sleep: fc.record({ seconds: smallInt }) }),
  fc.constant({ httpGet: { path: "/", port: 80 } })
)
/** cpu and memory quantities, well formed or not (kubelet-rules §21). */
const quantities = fc.record(
  {
    cpu: fc.constantFrom("500m", "1", "0.25", 2, "2x", -1, ""),
    memory: fc.constantFrom("256Mi", "1Gi", "500M", "128", "12Mb", "")
  },
  { requiredKeys: [] }
)
const container = fc.record(
  {
    name: containerName,
    image: fc.constantFrom("busybox", "registry.example/app:1.4", ""),
    restartPolicy: fc.constantFrom("Always", "Never", "OnFailure", "Sometimes"),
    restartPolicyRules: fc.array(
      fc.record({
        action: fc.constantFrom("Restart", "DoNothing"),
        exitCodes: fc.record({
          operator: fc.constantFrom("In", "NotIn", "Is"),
          values: fc.array(smallInt, { maxLength: 3 })
        })
      }),
      { maxLength: 2 }
    ),
    startupProbe: probe,
    livenessProbe: probe,
    readinessProbe: probe,
    lifecycle: fc.record({ postStart: hook, preStop: hook }, { requiredKeys: [] }),
    resources: fc.record(
      { requests: quantities, limits: quantities, claims: fc.anything({ maxDepth: 1 }) },
      { requiredKeys: [] }
    ),
    resizePolicy: fc.array(
      fc.record({
        resourceName: fc.constantFrom("cpu", "memory", "gpu"),
        restartPolicy: fc.constantFrom("NotRequired", "RestartContainer", "Always")
      }),
      { maxLength: 3 }
    )
  },
  { requiredKeys: ["name"] }
)
const podSpec = fc.record(
  {
    restartPolicy: fc.constantFrom("Always", "OnFailure", "Never", "always", 7),
    terminationGracePeriodSeconds: smallInt,
    activeDeadlineSeconds: smallInt,
    initContainers: fc.array(container, { maxLength: 3 }),
    containers: fc.array(container, { maxLength: 4 }),
    readinessGates: fc.array(fc.record({ conditionType: fc.constantFrom("example.com/gate", "") }), { maxLength: 2 }),
    schedulingGates: fc.array(fc.record({ name: fc.constantFrom("example.com/quota") }), { maxLength: 1 }),
    unknownField: fc.anything({ maxDepth: 2 })
  },
  { requiredKeys: ["containers"] }
)

const podScenario = fc
  .tuple(podSpec, fc.array(wordSoup, { maxLength: 6 }), fc.constantFrom("", "end at 2m\n", "end at 10m\n"))
  .map(
    ([spec, statements, end]) =>
      `scenario "random pod"\npod web:\n  spec: ${JSON.stringify(spec)}\n${statements.join("\n")}\n${end}`
  )

/** Well-formed statements over a random pod: deeper into the simulator than word soup gets. */
const statement = fc.oneof(
  fc
    .tuple(
      fc.constantFrom("app", "init-db", "sidecar"),
      fc.constantFrom("0", "1", "42", "137"),
      fc.constantFrom("1s", "5s", "1m")
    )
    .map(([c, code, d]) => `container ${c} exits ${code} after ${d}`),
  fc
    .tuple(
      fc.constantFrom("5s", "30s", "1m", "2m"),
      fc.constantFrom("app", "sidecar"),
      fc.constantFrom("0", "1", "137")
    )
    .map(([t, c, code]) => `at ${t} container ${c} exits ${code}`),
  fc.constantFrom(
    "at 30s pod is deleted",
    "at 30s pod is deleted with grace 0s",
    "at 30s pod is force deleted",
    "at 40s pod is evicted",
    "at 20s node node-1 fails",
    "at 50s node node-1 recovers",
    "at 20s node node-1 reboots",
    "at 20s node node-1 shuts down",
    "at 60s node node-1 is tainted out-of-service",
    "at 30s pod is evicted by the kubelet for memory",
    "at 30s pod is evicted by the kubelet for soft pid",
    "at 10s liveness of app fails",
    "at 10s readiness of app succeeds",
    "container app ignores SIGTERM",
    "container app stops 10s after SIGTERM",
    "liveness of app fails after 20s",
    "startup of app succeeds after 5s",
    "postStart of app takes 3s",
    "preStop of app takes 45s",
    "image pull of app takes 20s",
    "image pull of app fails",
    "container app is OOM killed after 20s",
    "at 20s container app is resized to cpu 1 memory 512Mi",
    "at 25s container app is resized to requests cpu 250m",
    "at 30s container app is resized to requests memory 64Mi limits memory 128Mi",
    "at 35s container sidecar is resized to limits cpu 2",
    "at 40s container init-db is resized to cpu 100m",
    "expect container app resources cpu 1 memory 512Mi",
    "expect condition PodResizePending True reason Deferred",
    "expect condition PodResizeInProgress absent",
    "expect phase Running",
    "expect eventually container app running",
    "expect never signal SIGKILL to app",
    "expect by 5m 3 times container app starts",
    "expect pod removed",
    "expect status CrashLoopBackOff",
    "expect order: container app starts, container app exits"
  )
)
const structuredScenario = fc
  .tuple(podSpec, fc.array(statement, { maxLength: 8 }), fc.constantFrom("", "end at 3m\n", "end at 30m\n"))
  .map(
    ([spec, statements, end]) =>
      `scenario "structured"\npod web:\n  spec: ${JSON.stringify(spec)}\n${statements.join("\n")}\n${end}`
  )

const settings = (numRuns: number) => ({ numRuns, ...(seed === undefined ? {} : { seed }) })

// ---------------------------------------------------------------------------------------------------------------------
// properties
// ---------------------------------------------------------------------------------------------------------------------

describe("fuzzing the pipeline: every input ends in a result, every problem in a diagnostic", () => {
  it("runs every corpus file unchanged", () => {
    expect(seeds.length).toBeGreaterThan(5)
    for (const file of seeds) check(file, corpus.get(file)!)
  })

  it(
    "mutated corpus files",
    () => {
      fc.assert(
        fc.property(mutated, ({ file, text }) => check(file, text)),
        settings(runs)
      )
    },
    timeout
  )

  it(
    "mutated manifests under an unchanged scenario",
    () => {
      const scenario = seeds.find((s) => s.endsWith("manifest-file.podscenario"))!
      fc.assert(
        fc.property(fc.constantFrom(...manifests), fc.array(mutation, { minLength: 1, maxLength: 6 }), (manifest, ms) =>
          check(scenario, corpus.get(scenario)!, { [manifest]: ms.reduce(applyMutation, corpus.get(manifest)!) })
        ),
        settings(runs)
      )
    },
    timeout
  )

  it(
    "random pods with random statements",
    () => {
      fc.assert(
        fc.property(podScenario, (text) => check("fuzz/random.podscenario", text)),
        settings(runs)
      )
    },
    timeout
  )

  it(
    "random pods with well-formed statements",
    () => {
      fc.assert(
        fc.property(structuredScenario, (text) => check("fuzz/structured.podscenario", text)),
        settings(runs)
      )
    },
    timeout
  )

  it(
    "the same file gives the same result twice (determinism through the whole pipeline)",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            structuredScenario,
            mutated.map((m) => m.text)
          ),
          (text) => {
            const first = JSON.stringify(runText("fuzz/twice.podscenario", text))
            expect(JSON.stringify(runText("fuzz/twice.podscenario", text))).toBe(first)
          }
        ),
        settings(Math.ceil(runs / 4))
      )
    },
    timeout
  )

  it(
    "word soup and random text",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            wordSoup,
            fc.string({ unit: "grapheme", maxLength: 200 }),
            fc.string({ unit: "binary", maxLength: 200 })
          ),
          (text) => check("fuzz/soup.podscenario", text)
        ),
        settings(runs)
      )
    },
    timeout
  )
})
