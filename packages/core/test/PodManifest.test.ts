import { PodManifest, PodSpec } from "@podscenario/core"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"

type Json = Record<string, unknown>

const app = (extra: Json = {}): Json => ({ name: "app", image: "registry.example/app:1.4", ...extra })

/** Issues as `path: Kind value: message` lines, the way the API server prints them. */
const issues = (manifest: unknown, options: PodManifest.DecodeOptions = { name: "web" }): Array<string> =>
  PodManifest.decode(manifest, options).issues.map(
    (i) => `${PodManifest.formatPath(i.path)}: ${PodManifest.formatIssue(i)}`
  )

const ok = (manifest: unknown, options: PodManifest.DecodeOptions = { name: "web" }): PodSpec.Pod => {
  const decoded = PodManifest.decode(manifest, options)
  expect(decoded.issues).toEqual([])
  expect(decoded.pod).toBeDefined()
  return decoded.pod!
}

describe("PodManifest.decode defaults (kubelet-rules §1)", () => {
  it("applies the API server's pod defaults", () => {
    const pod = ok({ containers: [app()] })
    expect(pod).toMatchObject({
      name: "web",
      namespace: "default",
      restartPolicy: "Always",
      terminationGracePeriod: 30_000,
      activeDeadline: undefined,
      initContainers: [],
      readinessGates: [],
      schedulingGates: [],
      nodeName: undefined,
      osName: undefined,
      sharedPidNamespace: false,
      tolerations: []
    })
    expect(pod.containers[0]).toMatchObject({
      name: "app",
      kind: "regular",
      restartPolicy: undefined,
      stopSignal: undefined
    })
  })

  it("applies probe defaults: timeout 1, period 10, success 1, failure 3, initial delay 0 (SetDefaults_Probe)", () => {
    const pod = ok({
      containers: [app({ livenessProbe: { httpGet: { port: 8080 } }, readinessProbe: { exec: {}, periodSeconds: 0 } })]
    })
    const expected = { initialDelay: 0, period: 10_000, timeout: 1_000, successThreshold: 1, failureThreshold: 3 }
    expect(pod.containers[0]!.livenessProbe).toEqual({
      ...expected,
      terminationGracePeriod: undefined,
      handler: "httpGet"
    })
    expect(pod.containers[0]!.readinessProbe).toEqual({
      ...expected,
      terminationGracePeriod: undefined,
      handler: "exec"
    })
  })

  it("keeps given probe values, in milliseconds", () => {
    const probe = {
      tcpSocket: { port: 1 },
      initialDelaySeconds: 15,
      periodSeconds: 5,
      timeoutSeconds: 2,
      failureThreshold: 30,
      terminationGracePeriodSeconds: 5
    }
    const pod = ok({ containers: [app({ startupProbe: probe })] })
    expect(pod.containers[0]!.startupProbe).toEqual({
      initialDelay: 15_000,
      period: 5_000,
      timeout: 2_000,
      successThreshold: 1,
      failureThreshold: 30,
      terminationGracePeriod: 5_000,
      handler: "tcpSocket"
    })
  })

  it.each([
    ["busybox", "Always"],
    ["busybox:latest", "Always"],
    ["localhost:5000/app", "Always"],
    ["localhost:5000/app:1.0", "IfNotPresent"],
    ["busybox:1.36", "IfNotPresent"],
    ["busybox@sha256:0123", "IfNotPresent"]
  ])("defaults imagePullPolicy for %s to %s (SetDefaults_Container)", (image, policy) => {
    expect(ok({ containers: [{ name: "app", image }] }).containers[0]!.imagePullPolicy).toBe(policy)
  })

  it("keeps an explicit imagePullPolicy", () => {
    expect(ok({ containers: [app({ imagePullPolicy: "Never" })] }).containers[0]!.imagePullPolicy).toBe("Never")
  })

  it("makes init containers with restartPolicy Always sidecars (kubelet-rules §7)", () => {
    const pod = ok({
      initContainers: [
        { name: "init", image: "busybox:1" },
        { name: "proxy", image: "envoy:1", restartPolicy: "Always" }
      ],
      containers: [app()]
    })
    expect(pod.initContainers.map((c) => [c.name, c.kind, c.restartPolicy])).toEqual([
      ["init", "init", undefined],
      ["proxy", "sidecar", "Always"]
    ])
    expect(PodSpec.allContainers(pod).map((c) => c.name)).toEqual(["init", "proxy", "app"])
  })

  it("reads a whole Pod: metadata, namespace, spec", () => {
    const decoded = PodManifest.decode(
      {
        apiVersion: "v1",
        kind: "Pod",
        metadata: { name: "web", namespace: "shop" },
        spec: { restartPolicy: "Never", containers: [app()] }
      },
      {}
    )
    expect(decoded.specPath).toEqual(["spec"])
    expect(decoded.pod).toMatchObject({ name: "web", namespace: "shop", restartPolicy: "Never" })
    expect(PodManifest.decode({ containers: [app()] }, { name: "web" }).specPath).toEqual([])
  })

  it("derives a deterministic uid from namespace and name", () => {
    const a = ok({ containers: [app()] }).uid
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(ok({ containers: [app()] }).uid).toBe(a)
    expect(PodSpec.uidFor("default", "web")).toBe(a)
    expect(PodSpec.uidFor("default", "db")).not.toBe(a)
    expect(PodSpec.uidFor("other", "web")).not.toBe(a)
  })

  it("reads restart rules, hooks, stop signal, gates, tolerations", () => {
    const pod = ok(
      {
        os: { name: "linux" },
        terminationGracePeriodSeconds: 5,
        activeDeadlineSeconds: 60,
        nodeName: "node-a",
        readinessGates: [{ conditionType: "www.example.com/feature-1" }],
        tolerations: [
          { key: "node.kubernetes.io/unreachable", operator: "Exists", effect: "NoExecute", tolerationSeconds: 10 }
        ],
        containers: [
          app({
            restartPolicy: "Never",
            restartPolicyRules: [{ action: "Restart", exitCodes: { operator: "In", values: [42, 43] } }],
            lifecycle: {
              preStop: { sleep: { seconds: 5 } },
              postStart: { exec: { command: ["true"] } },
              stopSignal: "SIGUSR1"
            }
          })
        ]
      },
      { name: "web", featureGates: { ContainerStopSignals: true } }
    )
    expect(pod).toMatchObject({
      terminationGracePeriod: 5_000,
      activeDeadline: 60_000,
      nodeName: "node-a",
      osName: "linux"
    })
    expect(pod.readinessGates).toEqual(["www.example.com/feature-1"])
    expect(pod.tolerations).toEqual([
      {
        key: "node.kubernetes.io/unreachable",
        operator: "Exists",
        value: undefined,
        effect: "NoExecute",
        tolerationSeconds: 10
      }
    ])
    expect(pod.containers[0]).toMatchObject({
      restartPolicy: "Never",
      restartPolicyRules: [{ action: "Restart", operator: "In", values: [42, 43] }],
      preStop: { handler: "sleep", sleep: 5_000 },
      postStart: { handler: "exec", sleep: undefined },
      stopSignal: "SIGUSR1"
    })
  })
})

describe("PodManifest.decode validation (ValidatePodCreate)", () => {
  it("returns no pod when there is an issue", () => {
    const decoded = PodManifest.decode({ containers: [{ name: "app" }] }, { name: "web" })
    expect(decoded.pod).toBeUndefined()
    expect(decoded.issues).toEqual([{ path: ["containers", 0, "image"], kind: "Required", message: "" }])
  })

  it("rejects what is not a mapping, without throwing", () => {
    expect(issues("hello")).toEqual([
      ': Invalid value: "hello": must be a mapping: a whole Pod manifest, or a pod spec'
    ])
    expect(issues(null)).toHaveLength(1)
    expect(issues([1, 2])).toHaveLength(1)
    expect(issues({ containers: "app" })).toEqual(['containers: Invalid value: "app": must be a list'])
    expect(issues({ containers: [7] })).toEqual(["containers[0]: Invalid value: 7: must be a mapping"])
  })

  it("requires containers, names and images", () => {
    expect(issues({})).toEqual(["containers: Required value"])
    expect(issues({ containers: [] })).toEqual(["containers: Required value: must have at least one container"])
    expect(issues({ containers: [{ image: "x:1" }, { name: "b", image: "" }] })).toEqual([
      "containers[0].name: Required value",
      "containers[1].image: Required value"
    ])
  })

  it("requires a name", () => {
    expect(issues({ containers: [app()] }, {})).toEqual([
      "metadata.name: Required value: name or generateName is required"
    ])
  })

  it("reports duplicate container names across init and regular containers", () => {
    expect(issues({ initContainers: [app()], containers: [app(), app()] })).toEqual([
      'containers[0].name: Duplicate value: "app"',
      'containers[1].name: Duplicate value: "app"'
    ])
  })

  it("checks DNS-1123 names", () => {
    expect(issues({ containers: [app({ name: "App_1" })] })).toEqual([
      "containers[0].name: Invalid value: \"App_1\": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name', or '123-abc')"
    ])
    expect(issues({ containers: [app({ name: "a".repeat(64) })] })[0]).toContain("must be no more than 63 characters")
    expect(issues({ metadata: { name: "Web" }, spec: { containers: [app()] } }, {})[0]).toMatch(
      /^metadata\.name: Invalid value: "Web": a lowercase RFC 1123 subdomain/
    )
    expect(issues({ metadata: { name: "web", namespace: "a.b" }, spec: { containers: [app()] } }, {})[0]).toMatch(
      /^metadata\.namespace: Invalid value: "a\.b": a lowercase RFC 1123 label/
    )
  })

  it("rejects a metadata.name other than the declared one", () => {
    expect(issues({ metadata: { name: "db" }, spec: { containers: [app()] } })).toEqual([
      'metadata.name: Invalid value: "db": must be `web`, the name the scenario declares'
    ])
  })

  it("checks apiVersion and kind", () => {
    expect(issues({ apiVersion: "apps/v1", kind: "Deployment", spec: { containers: [app()] } })).toEqual([
      'apiVersion: Unsupported value: "apps/v1": supported values: "v1"',
      'kind: Unsupported value: "Deployment": supported values: "Pod"'
    ])
  })

  it("rejects unsupported enum values and lists what is supported", () => {
    const decoded = PodManifest.decode(
      { restartPolicy: "Allways", containers: [app({ imagePullPolicy: "Sometimes" })] },
      { name: "web" }
    )
    expect(decoded.issues).toEqual([
      {
        path: ["restartPolicy"],
        kind: "Unsupported",
        message: "",
        value: "Allways",
        supported: ["Always", "OnFailure", "Never"]
      },
      {
        path: ["containers", 0, "imagePullPolicy"],
        kind: "Unsupported",
        message: "",
        value: "Sometimes",
        supported: ["Always", "IfNotPresent", "Never"]
      }
    ])
  })

  it("forbids probes and lifecycle on regular init containers, allows them on sidecars", () => {
    const probe = { exec: { command: ["true"] } }
    expect(
      issues({
        initContainers: [
          {
            name: "init",
            image: "x:1",
            readinessProbe: probe,
            livenessProbe: probe,
            startupProbe: probe,
            lifecycle: { preStop: probe }
          },
          { name: "side", image: "x:1", restartPolicy: "Always", readinessProbe: probe, lifecycle: { preStop: probe } }
        ],
        containers: [app()]
      })
    ).toEqual([
      "initContainers[0].startupProbe: Forbidden: may not be set for init containers without restartPolicy=Always",
      "initContainers[0].livenessProbe: Forbidden: may not be set for init containers without restartPolicy=Always",
      "initContainers[0].readinessProbe: Forbidden: may not be set for init containers without restartPolicy=Always",
      "initContainers[0].lifecycle: Forbidden: may not be set for init containers without restartPolicy=Always"
    ])
  })

  it("requires successThreshold 1 for liveness and startup probes, not readiness", () => {
    const probe = { exec: {}, successThreshold: 2 }
    expect(issues({ containers: [app({ livenessProbe: probe, startupProbe: probe, readinessProbe: probe })] })).toEqual(
      [
        "containers[0].startupProbe.successThreshold: Invalid value: 2: must be 1",
        "containers[0].livenessProbe.successThreshold: Invalid value: 2: must be 1"
      ]
    )
  })

  it("checks probe handlers, negative values and probe-level grace (kubelet-rules §9.2)", () => {
    expect(
      issues({
        containers: [
          app({
            livenessProbe: { periodSeconds: -1, terminationGracePeriodSeconds: 0 },
            readinessProbe: { exec: {}, httpGet: {}, terminationGracePeriodSeconds: 5 }
          })
        ]
      })
    ).toEqual([
      "containers[0].livenessProbe: Required value: must specify a handler type (one of exec, httpGet, tcpSocket, grpc) for a probe",
      "containers[0].livenessProbe.periodSeconds: Invalid value: -1: must be greater than or equal to 0",
      "containers[0].livenessProbe.terminationGracePeriodSeconds: Invalid value: 0: must be greater than 0",
      "containers[0].readinessProbe.httpGet: Forbidden: may not specify more than 1 handler type",
      "containers[0].readinessProbe.terminationGracePeriodSeconds: Invalid value: 5: must not be set for readinessProbes"
    ])
  })

  it("requires a container restartPolicy with restartPolicyRules (kubelet-rules §4.2)", () => {
    const rules = [{ action: "Restart", exitCodes: { operator: "In", values: [42] } }]
    expect(issues({ containers: [app({ restartPolicyRules: rules })] })).toEqual([
      "containers[0].restartPolicy: Required value: must be specified when restartPolicyRules are used"
    ])
  })

  it("forbids restartPolicyRules on sidecars (pod-lifecycle: sidecars do not support restartPolicyRules)", () => {
    const rules = [{ action: "Restart", exitCodes: { operator: "In", values: [42] } }]
    expect(
      issues({
        initContainers: [{ name: "side", image: "x:1", restartPolicy: "Always", restartPolicyRules: rules }],
        containers: [app()]
      })
    ).toEqual([
      "initContainers[0].restartPolicyRules: Forbidden: may not be set for init containers with restartPolicy=Always (sidecar containers)"
    ])
  })

  it("checks restart rules: action, operator, values", () => {
    const rules = [
      { action: "Retsart", exitCodes: { operator: "Within", values: [1, 1, "x"] } },
      { action: "Restart" },
      { exitCodes: { values: Array.from({ length: 256 }, (_, i) => i) } }
    ]
    expect(issues({ containers: [app({ restartPolicy: "Never", restartPolicyRules: rules })] })).toEqual([
      'containers[0].restartPolicyRules[0].action: Unsupported value: "Retsart": supported values: "Restart"',
      'containers[0].restartPolicyRules[0].exitCodes.operator: Unsupported value: "Within": supported values: "In", "NotIn"',
      "containers[0].restartPolicyRules[0].exitCodes.values[1]: Duplicate value: 1",
      'containers[0].restartPolicyRules[0].exitCodes.values[2]: Invalid value: "x": must be an integer',
      "containers[0].restartPolicyRules[1].exitCodes: Required value: must be specified",
      "containers[0].restartPolicyRules[2].action: Required value",
      "containers[0].restartPolicyRules[2].exitCodes.operator: Required value",
      "containers[0].restartPolicyRules[2].exitCodes.values: Invalid value: 256: must have at most 255 items"
    ])
  })

  it("accepts action RestartAllContainers, and rules on sidecars, only behind its gate (§4.5)", () => {
    const spec = {
      containers: [
        app({
          restartPolicy: "Never",
          restartPolicyRules: [{ action: "RestartAllContainers", exitCodes: { operator: "In", values: [1] } }]
        })
      ]
    }
    expect(issues(spec)).toEqual([
      'containers[0].restartPolicyRules[0].action: Unsupported value: "RestartAllContainers": supported values: "Restart"'
    ])
    const gate = { name: "web", featureGates: { RestartAllContainersOnContainerExits: true } }
    expect(issues(spec, gate)).toEqual([])
    const sidecar = {
      initContainers: [
        {
          name: "proxy",
          image: "busybox",
          restartPolicy: "Always",
          restartPolicyRules: [{ action: "RestartAllContainers", exitCodes: { operator: "In", values: [42] } }]
        }
      ],
      containers: [app()]
    }
    expect(issues(sidecar)).toEqual([
      "initContainers[0].restartPolicyRules: Forbidden: may not be set for init containers with restartPolicy=Always (sidecar containers)"
    ])
    expect(issues(sidecar, gate)).toEqual([])
  })

  it("allows container restartPolicy values per the ContainerRestartRules gate", () => {
    expect(issues({ containers: [app({ restartPolicy: "OnFailure" })] })).toEqual([])
    expect(issues({ containers: [app({ restartPolicy: "Sometimes" })] })).toEqual([
      'containers[0].restartPolicy: Unsupported value: "Sometimes": supported values: "Always", "OnFailure", "Never"'
    ])
    const off = { name: "web", featureGates: { ContainerRestartRules: false } }
    expect(issues({ containers: [app({ restartPolicy: "Never" })] }, off)).toEqual([
      "containers[0].restartPolicy: Forbidden: may not be set for non-init containers"
    ])
    expect(issues({ initContainers: [app({ name: "i", restartPolicy: "Never" })], containers: [app()] }, off)).toEqual([
      'initContainers[0].restartPolicy: Unsupported value: "Never": supported values: "Always"'
    ])
  })

  it("requires spec.os.name for a stopSignal and checks the signal per OS (kubelet-rules §11.4)", () => {
    const withSignal = (signal: string) => app({ lifecycle: { stopSignal: signal } })
    const gate = { name: "web", featureGates: { ContainerStopSignals: true } }
    expect(issues({ containers: [withSignal("SIGUSR1")] }, gate)).toEqual([
      "containers[0].lifecycle.stopSignal: Forbidden: may not be set for containers with empty `spec.os.name`"
    ])
    expect(issues({ os: { name: "windows" }, containers: [withSignal("SIGUSR1")] }, gate)).toEqual([
      'containers[0].lifecycle.stopSignal: Unsupported value: "SIGUSR1": supported values: "SIGKILL", "SIGTERM"'
    ])
    expect(issues({ os: { name: "windows" }, containers: [withSignal("SIGTERM")] }, gate)).toEqual([])
    expect(issues({ os: { name: "linux" }, containers: [withSignal("SIGRTMIN+3")] }, gate)).toEqual([])
    expect(issues({ os: { name: "linux" }, containers: [withSignal("SIGFOO")] }, gate)[0]).toMatch(
      /^containers\[0\]\.lifecycle\.stopSignal: Unsupported value: "SIGFOO": supported values: "SIGABRT"/
    )
    // gate off: dropContainerStopSignals removes the field before validation, so nothing is checked or kept
    expect(issues({ containers: [withSignal("SIGFOO")] })).toEqual([])
    expect(ok({ containers: [withSignal("SIGUSR1")] }).containers[0]!.stopSignal).toBeUndefined()
    expect(issues({ os: { name: "plan9" }, containers: [app()] })).toEqual([
      'os.name: Unsupported value: "plan9": supported values: "linux", "windows"'
    ])
  })

  it("checks readiness gate condition types and scheduling gates as qualified names", () => {
    expect(
      issues({
        readinessGates: [
          { conditionType: "www.example.com/feature-1" },
          { conditionType: "-bad" },
          { conditionType: "a/b/c" },
          {}
        ],
        schedulingGates: [{ name: "example.com/wait" }, { name: "example.com/wait" }],
        containers: [app()]
      })
    ).toEqual([
      "readinessGates[1].conditionType: Invalid value: \"-bad\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName', or 'my.name', or '123-abc')",
      expect.stringMatching(
        /^readinessGates\[2\]\.conditionType: Invalid value: "a\/b\/c": a qualified name must consist/
      ),
      "readinessGates[3].conditionType: Required value",
      'schedulingGates[1].name: Duplicate value: "example.com/wait"'
    ])
    expect(issues({ readinessGates: [{ conditionType: "Bad_Prefix.com/x" }], containers: [app()] })[0]).toMatch(
      /prefix part a lowercase RFC 1123 subdomain/
    )
  })

  it("forbids nodeName with scheduling gates", () => {
    expect(issues({ nodeName: "node-a", schedulingGates: [{ name: "wait" }], containers: [app()] })).toEqual([
      "nodeName: Forbidden: cannot be set until all schedulingGates have been cleared"
    ])
  })

  it("rejects negative durations and wrong types", () => {
    expect(
      issues({
        terminationGracePeriodSeconds: -1,
        activeDeadlineSeconds: 0,
        containers: [app({ lifecycle: { preStop: { sleep: { seconds: -3 } } } })]
      })
    ).toEqual([
      "terminationGracePeriodSeconds: Invalid value: -1: must be greater than or equal to 0",
      "activeDeadlineSeconds: Invalid value: 0: must be between 1 and 2147483647, inclusive",
      "containers[0].lifecycle.preStop.sleep.seconds: Invalid value: -3: must be greater than or equal to 0"
    ])
    expect(issues({ terminationGracePeriodSeconds: "30", containers: [app()] })).toEqual([
      'terminationGracePeriodSeconds: Invalid value: "30": must be an integer'
    ])
  })

  it("checks tolerations", () => {
    expect(
      issues({
        tolerations: [
          { operator: "Equal", value: "x" },
          { key: "k", operator: "Exists", value: "v" },
          { key: "k", effect: "NoSchedule", tolerationSeconds: 5 },
          { key: "k", effect: "NoEvict" }
        ],
        containers: [app()]
      })
    ).toEqual([
      'tolerations[0].operator: Invalid value: "Equal": operator must be Exists when `key` is empty',
      "tolerations[1].value: Invalid value: \"v\": value must be empty when `operator` is 'Exists'",
      "tolerations[2].effect: Invalid value: \"NoSchedule\": effect must be 'NoExecute' when `tolerationSeconds` is set",
      'tolerations[3].effect: Unsupported value: "NoEvict": supported values: "NoSchedule", "PreferNoSchedule", "NoExecute"'
    ])
  })

  it("prefixes paths with spec for a whole Pod", () => {
    const decoded = PodManifest.decode({ metadata: { name: "web" }, spec: { containers: [{ name: "app" }] } })
    expect(decoded.specPath).toEqual(["spec"])
    expect(decoded.issues.map((i) => i.path)).toEqual([["spec", "containers", 0, "image"]])
    expect(issues({ kind: "Pod" })).toEqual(["spec: Required value"])
  })

  it("formats paths like the API server", () => {
    expect(PodManifest.formatPath(["spec", "containers", 0, "livenessProbe", "successThreshold"])).toBe(
      "spec.containers[0].livenessProbe.successThreshold"
    )
    expect(PodManifest.formatPath([])).toBe("")
  })
})

describe("PodManifest.decode robustness", () => {
  it("never throws, and returns a pod exactly when there is no issue", () => {
    fc.assert(
      fc.property(fc.anything({ maxDepth: 4 }), (value) => {
        const decoded = PodManifest.decode(
          { containers: [app()], ...(typeof value === "object" && value !== null ? value : { x: value }) },
          { name: "web" }
        )
        expect(decoded.pod === undefined).toBe(decoded.issues.length > 0)
        PodManifest.decode(value)
      }),
      { numRuns: 300 }
    )
  })
})
