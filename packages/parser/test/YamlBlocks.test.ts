import { readFileSync } from "node:fs"
import { join } from "node:path"
import { PodSpec, Settings } from "@podscenario/core"
import { Codes, Diagnostic, Render, SourceFile } from "@podscenario/diagnostics"
import { compileWith } from "@podscenario/parser/Compile"
import { parse } from "@podscenario/parser/Parse"
import * as YamlBlocks from "@podscenario/parser/YamlBlocks"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"

const compile = compileWith(YamlBlocks)

/** The two-document manifest the PS2108 example and the manifest tests read. */
const podsYaml = `apiVersion: v1
kind: Pod
metadata:
  name: db
spec:
  containers:
    - name: postgres
      image: postgres:16
---
apiVersion: v1
kind: Service
metadata:
  name: web
---
apiVersion: v1
kind: Pod
metadata:
  name: cache
spec:
  restartPolicy: Never
  containers:
    - name: redis
      image: redis
`

/** The workloads the PS2120–PS2122 examples read: two fit `web`, and a Service of that name holds no pod. */
const allYaml = `apiVersion: apps/v1
kind: Deployment
metadata: { name: web }
spec:
  selector: { matchLabels: { app: web } }
  template:
    metadata: { labels: { app: web } }
    spec: { containers: [{ name: app, image: busybox }] }
---
apiVersion: apps/v1
kind: StatefulSet
metadata: { name: web }
spec:
  template:
    spec: { containers: [{ name: app, image: busybox }] }
---
apiVersion: v1
kind: Service
metadata: { name: web }
`

/** Parses and compiles a `.podscenario` text with the real decoders; returns the rendered diagnostics. */
const run = (
  text: string,
  manifests: Readonly<Record<string, string>> = { "pods.yaml": podsYaml, "all.yaml": allYaml }
) => {
  const file = SourceFile.make("test.podscenario", text)
  const parsed = parse(file)
  const files = new Map(Object.entries(manifests).map(([p, c]) => [p, SourceFile.make(p, c)] as const))
  const compiled = compile(parsed.document, file, files)
  const diagnostics = Diagnostic.sort([...parsed.diagnostics, ...compiled.diagnostics])
  return { diagnostics, scenarios: compiled.scenarios, rendered: Render.renderAll(diagnostics) }
}

/** A block whose text is the file itself (offsets map one to one). */
const wholeFile = (text: string) => {
  const file = SourceFile.make("block.yaml", text)
  return { file, block: { text, toFileOffset: (o: number) => o } }
}

const pod = (yaml: string, name = "web") => {
  const { block, file } = wholeFile(yaml)
  return YamlBlocks.decodePod(file, block, name)
}

const codes = (result: { readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> }) =>
  result.diagnostics.map((d) => d.code)

describe("decodePod", () => {
  it("decodes a bare spec with the API server's defaults (kubelet-rules §1)", () => {
    const result = pod("containers:\n  - name: app\n    image: busybox\n    livenessProbe: { httpGet: { port: 80 } }\n")
    expect(result.diagnostics).toEqual([])
    expect(result.pod).toMatchObject({
      name: "web",
      namespace: "default",
      uid: PodSpec.uidFor("default", "web"),
      restartPolicy: "Always",
      terminationGracePeriod: 30_000
    })
    expect(result.pod!.containers[0]).toMatchObject({
      imagePullPolicy: "Always",
      livenessProbe: { period: 10_000, timeout: 1_000, successThreshold: 1, failureThreshold: 3, initialDelay: 0 }
    })
  })

  it("decodes a whole Pod manifest", () => {
    const result = pod(
      "apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\n  labels: { app: web }\nspec:\n  restartPolicy: OnFailure\n  containers: [{ name: app, image: 'busybox:1.36' }]\n"
    )
    expect(result.diagnostics).toEqual([])
    expect(result.pod).toMatchObject({ name: "web", restartPolicy: "OnFailure" })
    expect(result.pod!.containers[0]!.imagePullPolicy).toBe("IfNotPresent")
  })

  it("points every problem in an inline block at its line and column in the .podscenario file", () => {
    const { rendered } = run(`scenario "x"
cluster:
  featureGates:
    ContainerStopSignals: true
pod web:
  spec:
    restartPolcy: Never
    restartPolicy: Allways
    terminationGracePeriodSeconds: soon
    containers:
      - name: app
        image: busybox
        lifecycle:
          stopSignal: SIGUSR1
`)
    expect(rendered).toMatchInlineSnapshot(`
      "error[PS2104]: unknown field \`restartPolcy\` in PodSpec
       --> test.podscenario:7:5
        |
      7 |     restartPolcy: Never
        |     ^^^^^^^^^^^^ not a field of PodSpec
        |
        = help: did you mean \`restartPolicy\`?

      error[PS2106]: unsupported value \`Allways\` for \`spec.restartPolicy\`
       --> test.podscenario:8:20
        |
      8 |     restartPolicy: Allways
        |                    ^^^^^^^ expected \`Always\`, \`Never\` or \`OnFailure\`
        |
        = help: did you mean \`Always\`?

      error[PS2105]: \`spec.terminationGracePeriodSeconds\` must be an integer
       --> test.podscenario:9:36
        |
      9 |     terminationGracePeriodSeconds: soon
        |                                    ^^^^ this is a string
        |
        = help: quote strings that look like numbers or booleans, and write numbers without quotes

      error[PS2107]: the API server would reject this pod: spec.containers[0].lifecycle.stopSignal: Forbidden: may not be set for containers with empty \`spec.os.name\`
        --> test.podscenario:14:11
         |
      14 |           stopSignal: SIGUSR1
         |           ^^^^^^^^^^ not allowed here
         |
         = help: add \`os: { name: linux }\` to the pod spec
      "
    `)
  })

  it("reports API validation with JSON paths mapped to YAML nodes (duplicate names, probes on init containers)", () => {
    const { rendered } = run(`scenario "x"
pod web:
  spec:
    initContainers:
      - name: app
        image: busybox
        readinessProbe: { exec: { command: ["true"] } }
    containers:
      - name: app
        image: busybox
        livenessProbe: { exec: { command: ["true"] }, successThreshold: 2 }
        restartPolicyRules: [{ action: Restart, exitCodes: { operator: In, values: [42] } }]
`)
    expect(rendered).toMatchInlineSnapshot(`
      "error[PS2107]: the API server would reject this pod: spec.initContainers[0].readinessProbe: Forbidden: may not be set for init containers without restartPolicy=Always
       --> test.podscenario:7:9
        |
      7 |         readinessProbe: { exec: { command: ["true"] } }
        |         ^^^^^^^^^^^^^^ not allowed here
        |
        = help: only sidecars (init containers with \`restartPolicy: Always\`) and app containers take probes and hooks

      error[PS2107]: the API server would reject this pod: spec.containers[0].restartPolicy: Required value: must be specified when restartPolicyRules are used
       --> test.podscenario:9:9
        |
      9 |       - name: app
        |         ^^^^^^^^^ \`restartPolicy\` is required here
        |
        = help: a container with \`restartPolicyRules\` needs its own \`restartPolicy\` (Always, OnFailure or Never)

      error[PS2107]: the API server would reject this pod: spec.containers[0].name: Duplicate value: "app"
       --> test.podscenario:9:15
        |
      5 |       - name: app
        |               --- first used here
      ...
      9 |       - name: app
        |               ^^^ used more than once
        |
        = help: container names are unique across initContainers and containers

      error[PS2107]: the API server would reject this pod: spec.containers[0].livenessProbe.successThreshold: Invalid value: 2: must be 1
        --> test.podscenario:11:73
         |
      11 |         livenessProbe: { exec: { command: ["true"] }, successThreshold: 2 }
         |                                                                         ^ invalid
         |
         = help: fix the manifest as the message says; the scenario runs only pods the API server would accept
      "
    `)
  })

  it("rejects a metadata.name other than the declared name", () => {
    const result = pod("metadata:\n  name: db\nspec:\n  containers: [{ name: app, image: busybox }]\n")
    expect(result.pod).toBeUndefined()
    expect(result.diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        "PS2107",
        'the API server would reject this pod: metadata.name: Invalid value: "db": must be `web`, the name the scenario declares'
      ]
    ])
    expect(result.diagnostics[0]!.labels[0]!.span).toEqual({ start: 18, end: 20 })
  })

  it("reports ajv schema errors (kubernetes-models) at the value: wrong types, enums, formats, required", () => {
    const result = pod(
      "containers:\n  - image: busybox\n    imagePullPolicy: Sometimes\n    ports: [{ containerPort: 80.5 }, { containerPort: 3000000000 }]\nactiveDeadlineSeconds: '60'\n"
    )
    expect(result.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      "PS2107 the API server would reject this pod: spec.containers[0].name: Required value",
      "PS2106 unsupported value `Sometimes` for `spec.containers[0].imagePullPolicy`",
      "PS2105 `spec.containers[0].ports[0].containerPort` must be an integer",
      "PS2112 `spec.containers[0].ports[1].containerPort` must be a 32-bit integer",
      "PS2105 `spec.activeDeadlineSeconds` must be an integer"
    ])
    expect(result.diagnostics[1]!.help).toBe(Codes.UnsupportedPodValue.help)
    const at = (d: Diagnostic.Diagnostic) => SourceFile.position(d.file, d.labels[0]!.span.start)
    expect(result.diagnostics.map(at)).toEqual([
      { line: 2, column: 5 },
      { line: 3, column: 22 },
      { line: 4, column: 30 },
      { line: 4, column: 55 },
      { line: 5, column: 24 }
    ])
  })

  it("reports YAML syntax errors at their line and column", () => {
    const { rendered } = run(`scenario "x"
pod web:
  spec:
    containers: [{ name: app, image: busybox }
`)
    expect(rendered).toContain("error[PS2101]: invalid YAML")
    expect(rendered).toContain("--> test.podscenario:4:")
  })

  it("explains multi-document blocks, tabs and spec fields next to metadata", () => {
    const multi = pod("containers: []\n---\ncontainers: []\n")
    expect(multi.diagnostics.map((d) => [d.code, d.message, d.help])).toEqual([
      [
        "PS2101",
        "invalid YAML: a block holds one document",
        'a multi-document manifest goes in its own file: `pod NAME from "FILE"`'
      ]
    ])
    const tabbed = pod("containers:\n\t- name: app\n").diagnostics
    expect(tabbed.map((d) => [d.code, d.message])).toEqual([["PS2126", "a tab indents this YAML line"]])
    const misplaced = pod("metadata: { name: web }\ncontainers: [{ name: app, image: busybox }]\n")
    expect(misplaced.diagnostics.map((d) => [d.code, d.message, d.help])).toEqual([
      ["PS2107", "the API server would reject this pod: spec: Required value", Codes.InvalidPod.help],
      [
        "PS2104",
        "unknown field `containers` in Pod",
        "`containers` is a field of the pod's spec: move it under `spec:`"
      ]
    ])
  })

  it("names both places of a duplicate key", () => {
    const { rendered } = run(`scenario "x"
pod web:
  spec:
    restartPolicy: Never
    restartPolicy: Always
    containers: [{ name: app, image: busybox }]
`)
    expect(rendered).toMatchInlineSnapshot(`
      "error[PS2102]: duplicate key \`restartPolicy\`
       --> test.podscenario:5:5
        |
      4 |     restartPolicy: Never
        |     ------------- first written here
      5 |     restartPolicy: Always
        |     ^^^^^^^^^^^^^ written again here
        |
        = help: a key may appear once per mapping: keep one and delete the other
      "
    `)
  })

  it("stops an alias bomb at the alias budget", () => {
    const levels = ["a: &a [x, x, x, x, x, x, x, x, x, x]"]
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i)
      const name = String.fromCharCode(97 + i)
      levels.push(`${name}: &${name} [${Array(10).fill(`*${prev}`).join(", ")}]`)
    }
    const yaml = `metadata:\n  annotations:\n${levels.map((l) => `    ${l}`).join("\n")}\nspec:\n  containers: [{ name: app, image: busybox }]\n`
    // expanded, the nine levels would be 10^9 nodes: the budget stops the expansion at its 101st alias (the speed of
    // parsing is a bench figure, docs/performance.md)
    const result = pod(yaml)
    expect(result.pod).toBeUndefined()
    expect(codes(result)).toEqual(["PS2103"])
    expect(result.diagnostics[0]!.message).toBe("YAML too large: more than 100 alias expansions (an alias bomb?)")
  })

  it("checks the rest of a block after at most 20 wrongly indented lines (limits.maxRecoveredFaults)", () => {
    const block = (misplaced: number) =>
      pod(
        `restartPolicy: Sometimes\ncontainers:\n${Array.from(
          { length: misplaced },
          (_, i) => `  - name: c${i}\n    image: busybox\n   imagePullPolicy: Always\n`
        ).join("")}`
      )
    const max = YamlBlocks.limits.maxRecoveredFaults
    expect(codes(block(max))).toEqual(["PS2106", ...Array.from({ length: max }, () => "PS2128")])
    expect(codes(block(max + 1))).toEqual(Array.from({ length: max + 1 }, () => "PS2128"))
  })

  it("refuses oversized input before parsing it", () => {
    const result = pod(`# ${"x".repeat(YamlBlocks.limits.maxChars)}\ncontainers: []\n`)
    expect(codes(result)).toEqual(["PS2103"])
  })

  it("refuses block nesting deeper than 64 levels before parsing (10,000 levels overflowed the stack in yaml)", () => {
    const mappings = Array.from({ length: 1_000 }, (_, i) => `${" ".repeat(i)}a:`).join("\n")
    for (const yaml of [`${"- ".repeat(10_000)}x\n`, `${mappings} 1\n`]) {
      const result = pod(`containers: [{ name: app, image: busybox }]\nx:\n  ${yaml}`)
      expect(codes(result)).toEqual(["PS2103"])
      expect(result.diagnostics[0]!.message).toBe("YAML too large: nested deeper than 64 levels of indentation")
    }
  })

  it("counts block nesting on indentation, not on the text of block scalars", () => {
    const text = Array.from({ length: 100 }, (_, i) => `${" ".repeat(8 + i)}line ${i}`).join("\n")
    const result = pod(`containers:\n  - name: app\n    image: busybox\n    command:\n      - |\n${text}\n`)
    expect(codes(result)).toEqual([])
  })

  it("never throws on deep nesting", () => {
    const result = pod(`${"[".repeat(5_000)}${"]".repeat(5_000)}\n`)
    expect(result.pod).toBeUndefined()
    expect(result.diagnostics.length).toBeGreaterThan(0)
  })

  it("maps placeholders of an examples row back onto the placeholder", () => {
    const { diagnostics } = run(`scenario "under <policy>"
pod web:
  spec:
    restartPolicy: <policy>
    containers: [{ name: app, image: busybox }]
examples:
  | policy  |
  | Never   |
  | Allways |
`)
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ["PS2106", "unsupported value `Allways` for `spec.restartPolicy`"]
    ])
    const span = diagnostics[0]!.labels[0]!.span
    expect(diagnostics[0]!.file.text.slice(span.start, span.end)).toBe("<policy>")
  })
})

describe("a pod block repeated in a file", () => {
  // decoded once for each pod name and gate set it stands under (`decodingOnce`), its text de-indented once
  const block = `  spec:
    containers:
      - name: app
        image: busybox
        lifecycle:
          stopSignal: SIGUSR1
`
  const text = `scenario "gate off"
pod web:
${block}
scenario "another name"
pod api:
${block}
scenario "gate on"
cluster:
  featureGates:
    ContainerStopSignals: true
pod web:
${block}`

  it("decodes it again under another pod name", () => {
    const { scenarios } = run(text)
    expect(scenarios.map((s) => [s.name, s.pods.map((p) => p.name)])).toEqual([
      ["gate off", ["web"]],
      ["another name", ["api"]]
    ])
  })

  it("decodes it again under other feature gates, reporting at its own lines", () => {
    // with ContainerStopSignals on, a stop signal needs `spec.os.name`; off, the field is dropped
    const { diagnostics } = run(text)
    expect(diagnostics.map((d) => [d.code, Diagnostic.primarySpan(d)?.start])).toEqual([
      ["PS2107", text.lastIndexOf("stopSignal")]
    ])
  })
})

describe("decodePodFromFile", () => {
  const manifest = SourceFile.make("manifests/pods.yaml", podsYaml)

  it("picks the Pod whose metadata.name is the declared name in a multi-document file", () => {
    const result = YamlBlocks.decodePodFromFile(manifest, "cache")
    expect(result.diagnostics).toEqual([])
    expect(result.pod).toMatchObject({ name: "cache", restartPolicy: "Never" })
    expect(result.pod!.containers.map((c) => c.name)).toEqual(["redis"])
    expect(YamlBlocks.decodePodFromFile(manifest, "db").pod!.containers.map((c) => c.name)).toEqual(["postgres"])
  })

  it("says which Pods the file has when the name is not there (a Service of that name does not count)", () => {
    const result = YamlBlocks.decodePodFromFile(manifest, "cach")
    expect(Render.renderAll(result.diagnostics)).toMatchInlineSnapshot(`
      "error[PS2108]: no Pod or pod template named \`cach\` in this manifest
       --> manifests/pods.yaml:4:9
        |
      4 |   name: db
        |         ^^ this file has \`Pod/db\`, \`Service/web\` and \`Pod/cache\`
        |
        = help: did you mean \`cache\`?
      "
    `)
    expect(codes(YamlBlocks.decodePodFromFile(manifest, "web"))).toEqual(["PS2108"])
  })

  it("points diagnostics into the manifest file", () => {
    const broken = SourceFile.make(
      "web.yaml",
      `${podsYaml}---\nkind: Pod\nmetadata: { name: web }\nspec:\n  containers:\n    - name: App\n      image: busybox\n`
    )
    const result = YamlBlocks.decodePodFromFile(broken, "web")
    expect(Render.renderAll(result.diagnostics)).toMatchInlineSnapshot(`
      "error[PS2107]: the API server would reject this pod: spec.containers[0].name: Invalid value: "App": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name', or '123-abc')
        --> web.yaml:29:13
         |
      29 |     - name: App
         |             ^^^ invalid
         |
         = help: fix the manifest as the message says; the scenario runs only pods the API server would accept
      "
    `)
  })

  it("refuses the pod when another document of the file is broken", () => {
    const result = YamlBlocks.decodePodFromFile(SourceFile.make("two.yaml", `${podsYaml}---\nkind: [\n`), "db")
    expect(result.pod).toBeUndefined()
    expect(codes(result)).toContain("PS2101")
  })

  it("reports syntax errors in the manifest", () => {
    const result = YamlBlocks.decodePodFromFile(
      SourceFile.make("bad.yaml", "kind: Pod\nmetadata: { name: web\n"),
      "web"
    )
    expect(codes(result)).toContain("PS2101")
    expect(result.diagnostics[0]!.file.uri).toBe("bad.yaml")
  })
})

describe("decodeKubelet", () => {
  const kubelet = (yaml: string) => {
    const { block, file } = wholeFile(yaml)
    return YamlBlocks.decodeKubelet(file, block)
  }

  it("reads feature gates over the v1.35 defaults and the crash-loop maximum (kubelet-rules §16, §5.3)", () => {
    const result = kubelet(
      "apiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\nfeatureGates:\n  ReduceDefaultCrashLoopBackOffDecay: true\n  ContainerRestartRules: false\ncrashLoopBackOff:\n  maxContainerRestartPeriod: 1m40s\n"
    )
    expect(result.diagnostics).toEqual([])
    expect(result.settings.maxContainerRestartPeriod).toBe(100_000)
    expect(result.settings.featureGates).toMatchObject({
      ReduceDefaultCrashLoopBackOffDecay: true,
      ContainerRestartRules: false,
      KubeletCrashLoopBackOffMax: true
    })
  })

  it("reports unknown keys and gates with a suggestion", () => {
    const { rendered } = run(`scenario "x"
pod web:
  spec:
    containers: [{ name: app, image: busybox }]
kubelet:
  featureGate: {}
  featureGates:
    ContainerRestartRule: true
    SidecarContainers: yes
`)
    expect(rendered).toMatchInlineSnapshot(`
      "error[PS2109]: unknown key \`featureGate\` in the \`kubelet\` block
       --> test.podscenario:6:3
        |
      6 |   featureGate: {}
        |   ^^^^^^^^^^^ expected \`featureGates\`, \`crashLoopBackOff\`, \`shutdownGracePeriod\`, \`shutdownGracePeriodCriticalPods\`, \`evictionMaxPodGracePeriod\`, \`apiVersion\` or \`kind\`
        |
        = help: did you mean \`featureGates\`?

      error[PS2110]: unknown feature gate \`ContainerRestartRule\`
       --> test.podscenario:8:5
        |
      8 |     ContainerRestartRule: true
        |     ^^^^^^^^^^^^^^^^^^^^ not a feature gate of Kubernetes 1.35 the simulator knows
        |
        = help: did you mean \`ContainerRestartRules\`?

      error[PS2111]: invalid \`SidecarContainers\`: expected \`true\` or \`false\`
       --> test.podscenario:9:24
        |
      9 |     SidecarContainers: yes
        |                        ^^^ expected \`true\` or \`false\`
        |
        = help: see docs/language/pods.md for what each setting accepts
      "
    `)
  })

  it.each([
    ["10m", "must be between 1s and 300s"],
    ["500ms", "must be between 1s and 300s"],
    ["100", "expected a duration such as `100s` or `1m30s`"],
    ["soon", "expected a duration such as `100s` or `1m30s`"]
  ])("checks maxContainerRestartPeriod %s", (value, reason) => {
    const result = kubelet(`crashLoopBackOff:\n  maxContainerRestartPeriod: ${value}\n`)
    expect(result.diagnostics.map((d) => d.message)).toEqual([`invalid \`maxContainerRestartPeriod\`: ${reason}`])
    expect(result.settings.maxContainerRestartPeriod).toBeUndefined()
  })

  it("accepts the bounds 1s and 300s, and needs gate KubeletCrashLoopBackOffMax", () => {
    expect(kubelet("crashLoopBackOff:\n  maxContainerRestartPeriod: 1s\n").settings.maxContainerRestartPeriod).toBe(
      1_000
    )
    expect(kubelet("crashLoopBackOff:\n  maxContainerRestartPeriod: 300s\n").settings.maxContainerRestartPeriod).toBe(
      300_000
    )
    const off = kubelet(
      "featureGates: { KubeletCrashLoopBackOffMax: false }\ncrashLoopBackOff:\n  maxContainerRestartPeriod: 100s\n"
    )
    expect(off.diagnostics.map((d) => d.message)).toEqual([
      "invalid `maxContainerRestartPeriod`: feature gate KubeletCrashLoopBackOffMax is off"
    ])
  })

  it("reports YAML errors and keeps the defaults", () => {
    const result = kubelet("featureGates: [\n")
    expect(codes(result)).toContain("PS2101")
    expect(result.settings).toEqual(Settings.defaultKubelet)
  })
})

describe("decodeCluster", () => {
  const cluster = (yaml: string) => {
    const { block, file } = wholeFile(yaml)
    return YamlBlocks.decodeCluster(file, block)
  }

  it("reads the knobs over the defaults", () => {
    const result = cluster(
      "terminatedPodGCThreshold: 10\nnodeMonitorGracePeriod: 40s\ndefaultNotReadyTolerationSeconds: 60\ndefaultUnreachableTolerationSeconds: 30\n"
    )
    expect(result.diagnostics).toEqual([])
    expect(result.settings).toEqual({
      terminatedPodGCThreshold: 10,
      nodeMonitorGracePeriod: 40_000,
      defaultNotReadyTolerationSeconds: 60,
      defaultUnreachableTolerationSeconds: 30
    })
    expect(cluster("{}\n").settings).toEqual({
      terminatedPodGCThreshold: 12500,
      nodeMonitorGracePeriod: 50_000,
      defaultNotReadyTolerationSeconds: 300,
      defaultUnreachableTolerationSeconds: 300
    })
  })

  it("reads feature gates, checked against the release (language reference §11.1)", () => {
    expect(cluster("featureGates:\n  ContainerStopSignals: true\n").featureGates).toEqual({
      ContainerStopSignals: true
    })
    const { block, file } = wholeFile("featureGates:\n  ContainerRestartRules: true\n  SidecarContainers: false\n")
    const old = YamlBlocks.decodeCluster(file, block, 33)
    expect(old.featureGates).toEqual({})
    expect(old.diagnostics.map((d) => `${d.code} ${d.labels[0]?.message}`)).toEqual([
      "PS2110 Kubernetes 1.33 has no such gate: it arrives in 1.34",
      "PS2127 locked to true"
    ])
    expect(YamlBlocks.decodeCluster(file, block, 32).featureGates).toEqual({ SidecarContainers: false })
  })

  it("reports unknown keys and bad values", () => {
    const result = cluster(
      "nodeMonitorGracePeriods: 40s\nnodeMonitorGracePeriod: 0s\ndefaultNotReadyTolerationSeconds: -1\nterminatedPodGCThreshold: many\n"
    )
    expect(result.diagnostics.map((d) => `${d.code} ${d.message} | ${d.help ?? ""}`)).toEqual([
      "PS2109 unknown key `nodeMonitorGracePeriods` in the `cluster` block | did you mean `nodeMonitorGracePeriod`?",
      "PS2111 invalid `nodeMonitorGracePeriod`: must be more than 0s | see docs/language/pods.md for what each setting accepts",
      "PS2111 invalid `defaultNotReadyTolerationSeconds`: expected a whole number, 0 or more | see docs/language/pods.md for what each setting accepts",
      `PS2111 invalid \`terminatedPodGCThreshold\`: expected a whole number, at least ${Number.MIN_SAFE_INTEGER} | see docs/language/pods.md for what each setting accepts`
    ])
  })
})

describe("parseGoDuration", () => {
  it.each([
    ["0", 0],
    ["100s", 100_000],
    ["1m30s", 90_000],
    ["1.5h", 5_400_000],
    ["300ms", 300],
    ["1h1m1s", 3_661_000],
    ["-2s", -2_000]
  ])("parses %s", (text, ms) => {
    expect(YamlBlocks.parseGoDuration(text)).toBe(ms)
  })

  it.each(["", "s", "10", "1d", "1m30"])("rejects %j", (text) => {
    expect(YamlBlocks.parseGoDuration(text)).toBeUndefined()
  })
})

describe("documented examples of PS2100–PS2199", () => {
  const podCodes = Codes.catalogue().filter((e) => !e.reserved && /^PS21/.test(e.code))

  it("has codes", () => {
    expect(podCodes.length).toBeGreaterThan(10)
  })

  for (const entry of podCodes) {
    it(`${entry.code} ${entry.slug}`, () => {
      const result = run(entry.example)
      expect(
        result.diagnostics.map((d) => d.code),
        result.rendered
      ).toContain(entry.code)
    })
  }
})

describe("docs/language/pods.md", () => {
  const doc = readFileSync(join(import.meta.dirname, "..", "..", "..", "docs", "language", "pods.md"), "utf8")
  const examples = [...doc.matchAll(/```podscenario\n([\s\S]*?)```/g)].map((m) => m[1]!)
  const manifest = [...doc.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!)[0]!

  it("has examples", () => expect(examples.length).toBeGreaterThanOrEqual(3))

  const release = readFileSync(
    join(import.meta.dirname, "..", "..", "..", "scenarios", "workloads", "manifests", "helm-release.yaml"),
    "utf8"
  )

  examples.forEach((example, i) => {
    it(`example ${i + 1} compiles without errors with the real decoders`, () => {
      const result = run(example, { "pods.yaml": podsYaml, "manifests/helm-release.yaml": release })
      expect(result.rendered).toBe("")
      expect(result.scenarios.length).toBeGreaterThan(0)
    })
  })

  it("the manifest example yields the Pod, not the Service of the same name", () => {
    const result = YamlBlocks.decodePodFromFile(SourceFile.make("manifests/web.yaml", manifest), "web")
    expect(result.diagnostics).toEqual([])
    expect(result.pod!.containers.map((c) => c.image)).toEqual(["nginx"])
  })
})

describe("robustness", () => {
  const inFile = (result: { readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> }, length: number) =>
    result.diagnostics.every((d) =>
      d.labels.every((l) => l.span.start >= 0 && l.span.end <= length && l.span.start <= l.span.end)
    )

  it("decodePod never throws and keeps spans inside the file, whatever the YAML", () => {
    const yamlish = fc
      .array(
        fc.constantFrom(
          "containers:",
          "  - name: app",
          "    image: busybox",
          "spec:",
          "- ",
          "[",
          "]",
          "{",
          "}",
          ": ",
          "&a ",
          "*a",
          "'",
          '"',
          "\t",
          "  ",
          "x",
          "restartPolicy: 1",
          "#"
        ),
        { maxLength: 40 }
      )
      .map((parts) => parts.join(""))
    fc.assert(
      fc.property(fc.oneof(yamlish, fc.string()), (text) => {
        const result = pod(text)
        expect(inFile(result, text.length)).toBe(true)
        if (result.pod !== undefined) expect(result.diagnostics).toEqual([])
      }),
      { numRuns: 300 }
    )
  })

  it("decodePod never throws on arbitrary data written as YAML", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const text = JSON.stringify({ spec: value })
        expect(inFile(pod(text), text.length)).toBe(true)
      }),
      { numRuns: 200 }
    )
  })

  it("the settings decoders never throw", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (value) => {
        const text = JSON.stringify(value)
        const { block, file } = wholeFile(text)
        expect(inFile(YamlBlocks.decodeKubelet(file, block), text.length)).toBe(true)
        expect(inFile(YamlBlocks.decodeCluster(file, block), text.length)).toBe(true)
      }),
      { numRuns: 200 }
    )
  })
})
