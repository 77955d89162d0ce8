/**
 * Scenario text for the benchmarks: long crash loops, wide pods, suites of many scenarios. Deterministic: the same
 * arguments give the same text.
 */

/** A pod with `containers` containers, each exiting 1 every `every`: a CrashLoopBackOff per container. */
export const crashLoop = (options: {
  readonly name?: string
  readonly containers?: number
  readonly end: string
  readonly every?: string
  readonly expectations?: boolean
}): string => {
  const n = options.containers ?? 1
  const names = Array.from({ length: n }, (_, i) => (n === 1 ? "app" : `c${i + 1}`))
  const lines = [
    `scenario "${options.name ?? `${n} crashing container${n === 1 ? "" : "s"} until ${options.end}`}"`,
    "pod web:",
    "  spec:",
    "    restartPolicy: Always",
    "    containers:",
    ...names.flatMap((c) => [`      - name: ${c}`, "        image: registry.example/app:1.4"]),
    ...names.map((c) => `container ${c} exits 1 after ${options.every ?? "1s"}`)
  ]
  if (options.expectations !== false) {
    lines.push(
      `expect at 1s container ${names[0]} running restarts 1`,
      `expect at 2s container ${names[0]} waiting reason CrashLoopBackOff restarts 1`,
      "expect from 2s until 11s status CrashLoopBackOff",
      `expect at 12s container ${names[0]} running restarts 2`,
      `expect at 33s container ${names[0]} running restarts 3`,
      "expect at 2s event BackOff",
      "expect phase Running"
    )
  }
  lines.push(`end at ${options.end}`)
  return `${lines.join("\n")}\n`
}

/** A scenario `name` of a pod whose one container, `app`, has the 1s probes `probes`, then `lines`, until `end`. */
const probedPod = (
  name: string,
  probes: ReadonlyArray<"startup" | "liveness" | "readiness">,
  end: string,
  lines: ReadonlyArray<string>
): string => `scenario "${name}"
pod web:
  spec:
    containers:
      - name: app
        image: registry.example/app:1.4
${probes
  .map(
    (p) => `        ${p}Probe:
          httpGet: { path: ${p === "readiness" ? "/ready" : "/healthz"}, port: 8080 }
          periodSeconds: 1
`
  )
  .join("")}${lines.map((l) => `${l}\n`).join("")}end at ${end}
`

/**
 * A pod whose one container has 1s readiness, liveness and startup probes, all succeeding, until `end`: a soak test.
 * `expectations` are more `expect` lines.
 */
export const probed = (end: string, ...expectations: ReadonlyArray<string>): string =>
  probedPod(`1s probes until ${end}`, ["startup", "liveness", "readiness"], end, ["expect ready 1/1", ...expectations])

/**
 * A pod whose 1s readiness probe fails (or times out) from the start until `end`: the container never gets ready.
 * `expectations` are more `expect` lines.
 */
export const unreadyReadiness = (
  answer: "fails" | "times out",
  end: string,
  ...expectations: ReadonlyArray<string>
): string =>
  probedPod(`a 1s readiness probe that ${answer} until ${end}`, ["readiness"], end, [
    `readiness of app ${answer} after 0s`,
    "expect ready 0/1",
    ...expectations
  ])

/** A pod of one container, `app`, under `restartPolicy: Never`. */
const neverPod = `pod web:
  spec:
    restartPolicy: Never
    containers:
      - name: app
        image: busybox`

/** One scenario over an `examples:` table of `rows` rows (an exit code, the phase it ends in): a large table. */
export const examplesTable = (rows: number, name = "exit <code> under Never"): string => `scenario "${name}"
${neverPod}
at 10s container app exits <code>
expect at end phase <phase>
end at 1m
examples:
  | code | phase |
${Array.from({ length: rows }, (_, i) => `  | ${i % 256} | ${i % 256 === 0 ? "Succeeded" : "Failed"} |`).join("\n")}
`

/** One of a few scenario shapes, picked by `i`: crash loop, policy table, two containers, graceful deletion. */
export const varied = (i: number): string => {
  switch (i % 4) {
    case 0:
      return crashLoop({ name: `crash loop ${i}`, end: `${2 + (i % 5)}m` })
    case 1:
      return `scenario "exit under Never ${i}"
${neverPod}
at ${10 + (i % 50)}s container app exits ${i % 3}
expect at ${10 + (i % 50)}s container app terminated restarts 0
expect at end phase ${i % 3 === 0 ? "Succeeded" : "Failed"}
end at 2m
`
    case 2:
      return `scenario "two containers ${i}"
pod web:
  spec:
    restartPolicy: OnFailure
    containers:
      - name: one
        image: registry.example/one:1.0
      - name: two
        image: registry.example/two:1.0
at 30s container one exits 1
at 60s container two exits 0
expect at 30s phase Running
expect at 60s container two terminated
expect ready 1/2
end at 3m
`
    default:
      return `scenario "graceful deletion ${i}"
pod web:
  spec:
    terminationGracePeriodSeconds: ${10 + (i % 20)}
    containers:
      - name: app
        image: busybox
container app ignores SIGTERM
at 30s pod is deleted
expect signal SIGTERM to app
expect signal SIGKILL to app
expect pod removed
`
  }
}

/** `scenarios` scenarios split into files of `perFile` each: a map from relative path to text. */
export const suite = (scenarios: number, perFile = 10): Map<string, string> => {
  const files = new Map<string, string>()
  for (let start = 0; start < scenarios; start += perFile) {
    const texts: Array<string> = []
    for (let i = start; i < Math.min(scenarios, start + perFile); i++) texts.push(varied(i))
    files.set(`topic-${Math.floor(start / 100)}/file-${start / perFile}.podscenario`, texts.join("\n"))
  }
  return files
}

/**
 * A `helm template`-style manifest of about `lines` lines: a ConfigMap, a Service and a Deployment a release, `---`
 * between documents, comments as Helm prints them.
 */
export const helmRelease = (lines: number): string => {
  const release = (i: number): string => `# Source: app-${i}/templates/all.yaml
apiVersion: v1
kind: ConfigMap
metadata:
  name: app-${i}
data:
  LOG_LEVEL: info
---
apiVersion: v1
kind: Service
metadata:
  name: app-${i}
spec:
  selector:
    app: app-${i}
  ports:
    - port: 80
      targetPort: http
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: app-${i}
spec:
  replicas: 2
  selector:
    matchLabels:
      app: app-${i}
  template:
    metadata:
      labels:
        app: app-${i}
    spec:
      containers:
        - name: app
          image: registry.example/app-${i}:1.0
          ports:
            - name: http
              containerPort: 8080
          readinessProbe:
            httpGet:
              path: /healthz
              port: http
---
`
  const per = release(0).split("\n").length - 1
  return Array.from({ length: Math.ceil(lines / per) }, (_, i) => release(i)).join("")
}

/**
 * A typical swept scenario (language reference §11.7): a graceful deletion at `<t>`, swept over `values` seconds, each value
 * its own run; `bisect` makes it a bisected sweep.
 */
export const sweep = (values: number, bisect = false): string => `scenario "graceful deletion at <t>"
pod web:
  spec:
    terminationGracePeriodSeconds: 30
    containers:
      - name: app
        image: registry.example/app:1.4
container app ignores SIGTERM
at <t> pod is deleted
expect signal SIGTERM to app
expect signal SIGKILL to app
expect pod removed
sweep t from 1s to ${values}s step 1s${bisect ? " bisect" : ""}
`
