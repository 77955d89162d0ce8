/**
 * A 30-day soak through the whole CLI (`main(argv, io)` in-process, real files in a temporary directory): a pod whose
 * 1s probes succeed for 30 days is a few stored probe run records (docs/contributing/core.md "Skipping steady
 * state"), and what a user reads of it, a failure report, stays as small as for a short run and shows the runs
 * around the failure exactly as stepping every tick would record them; so is a pod whose 1s readiness probe fails for
 * 30 days, or times out, its failures and `Unhealthy` Events stored as run records. Its cost is in `pnpm bench`
 * ("virtual time").
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { runCli, temporaryDirectory } from "./helpers.ts"

const tmp = temporaryDirectory("podscenario-soak-")

const cli = (argv: ReadonlyArray<string>) => runCli(tmp.dir, argv)

/** A 30-day scenario `name` of a pod whose container `app` has the 1s probes `probes`, with `lines`. */
const thirtyDays = (name: string, probes: ReadonlyArray<"liveness" | "readiness">, lines: ReadonlyArray<string>) =>
  `scenario "${name}"
pod web:
  spec:
    containers:
      - name: app
        image: registry.example/app:1.4
${probes.map((p) => `        ${p}Probe: { httpGet: { path: ${p === "liveness" ? "/healthz" : "/ready"}, port: 8080 }, periodSeconds: 1 }\n`).join("")}${lines.map((l) => `${l}\n`).join("")}end at 30d
`

/** A pod with 1s readiness and liveness probes, succeeding, for 30 days, with `expectations`. */
const soak = (...expectations: ReadonlyArray<string>) =>
  thirtyDays("1s probes for 30 days", ["liveness", "readiness"], expectations)

/** The records around 400h as the failure shows them: three instants up to it, one past it, each probe's run. */
const window = [
  /399h59m58s {2}readiness probe of app: success/,
  /399h59m58s {2}liveness probe of app: success/,
  /399h59m59s {2}readiness probe of app: success/,
  /▸ +400h {2}readiness probe of app: success/,
  /▸ +400h {2}liveness probe of app: success/,
  /400h1s {2}liveness probe of app: success/
]

describe("a failing expectation on a 30-day soak", () => {
  it.each(["pretty", "dot", "github"])(
    "is reported in %s with the runs around it, and nothing more",
    async (format) => {
      tmp.write("soak.podscenario", soak("expect ready 1/1", "expect at 400h phase Succeeded"))
      const { code, output } = await cli(["run", "soak.podscenario", "--format", format])
      expect(code).toBe(1)
      for (const line of window) expect(output).toMatch(line)
      expect(output).not.toContain("399h59m57s")
      expect(output).not.toContain("400h2s")
      expect(output.length).toBeLessThan(4_000)
    }
  )

  it("is reported in JUnit and NDJSON with the same records around it", async () => {
    tmp.write("soak.podscenario", soak("expect at 400h phase Succeeded"))
    const { code, stdout } = await cli(["run", "soak.podscenario", "--format", "junit:junit.xml", "--format", "ndjson"])
    expect(code).toBe(1)
    const junit = fs.readFileSync(path.join(tmp.dir, "junit.xml"), "utf8")
    for (const line of window) expect(junit).toMatch(line)
    expect(junit.length).toBeLessThan(4_000)
    const finished = stdout
      .split("\n")
      .filter((l) => l.includes('"scenarioFinished"'))
      .map(
        (l) => JSON.parse(l) as { expectations: ReadonlyArray<{ failure?: { around: ReadonlyArray<{ at: number }> } }> }
      )
    const around = finished[0]!.expectations[0]!.failure!.around
    const hour = 3_600_000
    expect(around.map((r) => r.at)).toEqual([-2000, -2000, -1000, -1000, 0, 0, 1000, 1000].map((d) => 400 * hour + d))
  })
})

describe("a 30-day soak drawn", () => {
  it("as an SVG golden draws each probe's run record as one mark, its runs counted", async () => {
    tmp.write("soak.podscenario", soak('golden "soak.svg"'))
    const { code } = await cli(["run", "soak.podscenario", "--update"])
    expect(code).toBe(0)
    const svg = fs.readFileSync(path.join(tmp.dir, "soak.svg"), "utf8")
    expect(svg).toContain("1s–720h readiness probe of app: success × 2,592,000 runs every 1s")
    expect(svg).toContain("1s–720h liveness probe of app: success × 2,592,000 runs every 1s")
    expect(svg.match(/<circle/g)?.length ?? 0).toBeLessThan(10)
    expect(svg.length).toBeLessThan(10_000)
  })

  it("in the HTML report of a failing soak, with the records around the failure", async () => {
    tmp.write("soak.podscenario", soak("expect at 400h phase Succeeded"))
    const { code } = await cli(["run", "soak.podscenario", "--format", "html:report.html"])
    expect(code).toBe(1)
    const html = fs.readFileSync(path.join(tmp.dir, "report.html"), "utf8")
    expect(html).toContain("× 2,592,000 runs every 1s")
    expect(html).toContain("400h1s")
    expect(html.length).toBeLessThan(40_000)
  })
})

describe("`becomes` on a 30-day soak", () => {
  it("finds where a state starts to hold among the runs, once a failing minute split them", async () => {
    tmp.write(
      "soak.podscenario",
      soak(
        "at 200h readiness of app fails",
        "at 200h1m readiness of app succeeds",
        "expect at 200h2s container app becomes running not ready",
        "expect at 200h1m container app becomes running ready",
        "expect 2 times condition Ready becomes True",
        "expect order: condition Ready becomes False, condition Ready becomes True for the 2nd time",
        "expect at 200h1s container app becomes running not ready"
      )
    )
    const { code, output } = await cli(["run", "soak.podscenario", "--format", "pretty"])
    expect(code).toBe(1)
    expect(output).toContain("Expectations  4 passed | 1 failed (5)")
    expect(output).toMatch(/expect at 200h1s container app becomes running not ready\n\s+\|\s+\^+ actual /)
  })
})

/** The soak with a failing minute at 200h: 60 failed readiness runs among 5 million that succeed. */
const splitSoak = (...lines: ReadonlyArray<string>) =>
  soak("at 200h readiness of app fails", "at 200h1m readiness of app succeeds", ...lines)

describe("a 30-day soak read by the golden formats and explain", () => {
  it("is a small golden in every format, each failed run listed and the runs that succeed left out", async () => {
    const formats = ["md", "mmd", "watch", "describe", "yaml"]
    tmp.write(
      "soak.podscenario",
      splitSoak(...formats.map((f) => `golden "g/soak.${f}"`), 'golden "g/until.md" at 200h30s')
    )
    const { code } = await cli(["run", "soak.podscenario", "--update"])
    expect(code).toBe(0)
    const golden = (name: string) => fs.readFileSync(path.join(tmp.dir, "g", name), "utf8")
    for (const f of formats) expect(golden(`soak.${f}`).length).toBeLessThan(8_000)
    const md = golden("soak.md")
    expect(md.match(/readiness probe of app: failure/g)).toHaveLength(61)
    expect(md).not.toContain("success")
    expect(md).toContain(
      "| 200h2s  | READY 0/1<br>app: running, not ready<br>Ready, ContainersReady False (ContainersNotReady) |"
    )
    // one milestone an instant: the two failures at 200h2s (the sync re-probes at once) are one
    expect(golden("soak.mmd").match(/readiness failure/g)).toHaveLength(60)
    expect(golden("soak.describe")).toContain("Readiness probe failed: HTTP probe failed with statuscode: 500")
    const until = golden("until.md")
    expect(until).toContain("| 200h30s |")
    expect(until).not.toContain("200h31s")
  })

  it("writes a .md golden of four days of failures, a table row each", async () => {
    // 345,601 failed runs: more rows than a call takes arguments, which the table's widths once spread into one
    tmp.write(
      "failing.podscenario",
      [
        'scenario "four days failing"',
        "pod web:",
        "  spec:",
        "    containers:",
        "      - name: app",
        "        image: registry.example/app:1.4",
        "        readinessProbe:",
        "          httpGet: { path: /ready, port: 8080 }",
        "          periodSeconds: 1",
        "readiness of app fails after 0s",
        'golden "g/failing.md"',
        "end at 4d",
        ""
      ].join("\n")
    )
    const { code } = await cli(["run", "failing.podscenario", "--update"])
    expect(code).toBe(0)
    const md = fs.readFileSync(path.join(tmp.dir, "g", "failing.md"), "utf8")
    expect(md).toContain("| 95h59m59s |  | readiness probe of app: failure<br>Warning Unhealthy (app) |")
  })

  it("explains the soak with each probe's steady runs counted on one line", async () => {
    tmp.write("soak.podscenario", splitSoak())
    const all = await cli(["explain", "soak.podscenario:1"])
    expect(all.code).toBe(0)
    expect(all.stdout).toContain("at 1s       liveness probe of app: success × 719,999 runs every 1s  — because:")
    expect(all.stdout).toContain("at 200h1m   readiness probe of app: success × 1,871,941 runs every 1s  — because:")
    expect(all.stdout.split("\n").length).toBeLessThan(300)
    const at = await cli(["explain", "soak.podscenario:1", "--at", "400h"])
    expect(at.stdout).toContain("container app: running, ready          (since 200h1m)")
    expect(at.stdout).toContain("next: at 400h1s  liveness probe of app: success  — because:")
  })
})

describe("a 30-day soak as JSON, which lists every probe run", () => {
  it("is refused as a .json golden (PS5005) and written when cut at an instant", async () => {
    tmp.write("soak.podscenario", soak('golden "g/soak.json"', 'golden "g/first-hour.json" at 1h'))
    const { code, output } = await cli(["run", "soak.podscenario", "--update"])
    expect(code).toBe(1)
    expect(output).toContain(
      "error[PS5005]: golden file `g/soak.json` would hold 5,184,026 records, more than the 1,000,000 a JSON timeline holds"
    )
    expect(fs.existsSync(path.join(tmp.dir, "g/soak.json"))).toBe(false)
    const hour = JSON.parse(fs.readFileSync(path.join(tmp.dir, "g/first-hour.json"), "utf8")) as {
      readonly records: ReadonlyArray<{ readonly kind: string; readonly probe?: string }>
    }
    // a run at 0s and one every second until 1h, of each probe
    expect(hour.records.filter((r) => r.kind === "ProbeExecuted" && r.probe === "readiness")).toHaveLength(3601)
  })

  it("leaves the timeline out of the JSON report, saying how many records it would list", async () => {
    tmp.write("soak.podscenario", soak("expect at 400h phase Succeeded"))
    const { code } = await cli(["run", "soak.podscenario", "--format", "json:report.json"])
    expect(code).toBe(1)
    const report = JSON.parse(fs.readFileSync(path.join(tmp.dir, "report.json"), "utf8")) as {
      readonly files: ReadonlyArray<{ readonly scenarios: ReadonlyArray<Record<string, unknown>> }>
    }
    const scenario = report.files[0]!.scenarios[0]!
    expect(scenario.timeline).toBeUndefined()
    expect(scenario.timelineLeftOut).toEqual({ limit: 1_000_000, records: 5_184_026 })
  })
})

/**
 * A pod whose 1s readiness probe `answer`s (fails, times out) for 30 days, its container never ready, with `lines`:
 * run with `--update` in `pretty`, its goldens read from `g/`.
 */
const unreadySoak = async (answer: "fails" | "times out", ...lines: ReadonlyArray<string>) => {
  const name = `a 1s readiness probe that ${answer} for 30 days`
  tmp.write("unready.podscenario", thirtyDays(name, ["readiness"], [`readiness of app ${answer} after 0s`, ...lines]))
  const { code, output } = await cli(["run", "unready.podscenario", "--update", "--format", "pretty"])
  return { code, output, golden: (file: string) => fs.readFileSync(path.join(tmp.dir, "g", file), "utf8") }
}

describe("a readiness probe failing for 30 days", () => {
  it("is skipped through, its failures and Unhealthy Events counted, and read as kubectl aggregates them", async () => {
    const { code, output, golden } = await unreadySoak(
      "fails",
      "expect ready 0/1",
      "expect 2592001 times event Unhealthy for app",
      "expect at 400h readiness probe of app fails for the 1440001st time",
      'golden "g/failing.describe"',
      'golden "g/failing.svg"',
      'golden "g/first-minute.md" at 1m'
    )
    expect(code).toBe(0)
    expect(output).toContain("Expectations  3 passed (3)")
    expect(golden("failing.describe")).toMatch(
      /Warning {2}Unhealthy {2}0s \(x2592001 over 30d\) +kubelet +Readiness probe failed: HTTP probe failed/
    )
    // the Events less than a pixel apart are one band, their runs counted, not millions of marks
    const svg = golden("failing.svg")
    expect(svg).toContain(
      "0s–720h Warning Unhealthy: Readiness probe failed: HTTP probe failed with statuscode: 500 × 2,592,001 runs every 1s"
    )
    expect(svg.length).toBeLessThan(10_000)
    // each run of the first minute listed with its Event, as stepping every tick records them
    expect(
      golden("first-minute.md").match(/readiness probe of app: failure<br>Warning Unhealthy \(app\)/g)
    ).toHaveLength(61)
  })
})

describe("a readiness probe timing out for 30 days", () => {
  it("is skipped through, each time-out with its Unhealthy Event counted", async () => {
    const timedOut = ["2592000 times", "at 400h", "at 720h"].map((w) => `expect ${w} readiness probe of app times out`)
    const soak = await unreadySoak("times out", ...timedOut, 'golden "g/timing-out.describe"')
    expect([soak.code, soak.output]).toEqual([0, expect.stringContaining("Expectations  3 passed (3)")])
    // each 1s probe ends at its 1s time-out, where the next one starts (kubelet-rules §9.1): from 1s to 720h
    expect(soak.golden("timing-out.describe")).toMatch(
      /Warning {2}Unhealthy {2}0s \(x2592000 over 29d\) +kubelet +Readiness probe failed: context deadline exceeded/
    )
  })
})

describe("a crash loop for 30 days", () => {
  it("is skipped through, its counts and states far in exact, a failure there shown with its cycle", async () => {
    // at its 300s cap from run 7 (5m16s) on, run 7 + k starts at 5m16s + k·301s (kubelet-rules §5.1, §5.2): run 8617
    // at 719h58m46s, the last before 720h
    tmp.write(
      "loop.podscenario",
      thirtyDays(
        "a crash loop for 30 days",
        [],
        [
          "container app exits 1 after 1s",
          "expect at 720h container app waiting reason CrashLoopBackOff restarts 8616",
          "expect at 719h58m46s container app starts for the 8617th time",
          "expect 8617 times container app starts",
          "expect from 500h until 501h 11 times container app exits 1",
          "expect at 719h58m46s phase Succeeded"
        ]
      )
    )
    const { code, output } = await cli(["run", "loop.podscenario", "--format", "pretty"])
    expect(code).toBe(1)
    expect(output).toContain("Expectations  4 passed | 1 failed (5)")
    for (const line of [
      /▸ 719h58m46s {2}container app started \(run 8617\)/,
      /▸ 719h58m46s {2}READY 1\/1 {2}STATUS Running {2}RESTARTS 8616/,
      /719h58m47s {2}container app: terminated \(Error, exit 1\), 8616 restarts/
    ])
      expect(output).toMatch(line)
    expect(output.length).toBeLessThan(4_000)
  })
})
