import * as Dot from "@podscenario/reporters/Dot"
import * as GitHub from "@podscenario/reporters/GitHub"
import * as Json from "@podscenario/reporters/Json"
import * as JUnit from "@podscenario/reporters/JUnit"
import * as Ndjson from "@podscenario/reporters/Ndjson"
import * as Pretty from "@podscenario/reporters/Pretty"
import { describe, expect, it } from "vitest"
import { greenRun, run } from "./fixtures/timelines.ts"
import { wellFormed } from "./fixtures/xml.ts"

describe("Dot", () => {
  it("prints a character per scenario, then the failures and the summary as Pretty does", () => {
    const pretty = Pretty.render(run())
    expect(Dot.render(run())).toBe(`·x!-\n${pretty.slice(pretty.indexOf("\n⎯"))}`)
  })
  it("prints only the summary when green", () => {
    expect(Dot.render(greenRun())).toMatchInlineSnapshot(`
      "·

       Scenarios     1 passed (1)
       Expectations  1 passed (1)
       Duration      42ms
      "
    `)
  })
})

describe("JUnit", () => {
  it("renders suites, cases, failures and errors", () => {
    const xml = JUnit.render(run())
    expect(xml).toMatchInlineSnapshot(`
      "<?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="podscenario" tests="4" failures="1" errors="1" time="1.520">
        <testsuite name="scenarios/crash.podscenario" timestamp="2026-01-01T00:00:00.000Z" hostname="podscenario" tests="4" failures="1" errors="1" skipped="1" time="0.003" file="scenarios/crash.podscenario">
          <properties>
            <property name="tags: A crashing container backs off" value="@backoff"/>
            <property name="kubelet-rules: Exit 1 under Always (policy=Always)" value="§3.3 §5.1 §5.2"/>
            <property name="tags: Slow one" value="@slow"/>
          </properties>
          <testcase classname="scenarios/crash.podscenario" name="A crashing container backs off" time="0.003"/>
          <testcase classname="scenarios/crash.podscenario" name="Exit 1 under Always (policy=Always)" time="0.000">
            <failure message="scenarios/crash.podscenario:8:1 expect at 31s phase Succeeded: expected phase Succeeded, actual phase Running (at 31s)" type="PS4001">✗ expect at 31s phase Succeeded
        --&gt; scenarios/crash.podscenario:8:1
        expected  phase Succeeded
        actual    phase Running (at 31s)
        timeline around 31s:
            20s  container app: running, ready, 2 restarts
            20s  ContainersReady True
            20s  Ready True
            20s  READY 1/1  STATUS Running  RESTARTS 2
            25s  container app exited 1 (Error)
            25s  Ready False (ContainersNotReady)
            25s  ContainersReady False (ContainersNotReady)
            25s  container app: terminated (Error, exit 1), 2 restarts
            25s  READY 0/1  STATUS Error  RESTARTS 2
            25s  Warning BackOff: Back-off restarting failed container app in pod web_default(41d689bb-223d-41d5-88ad-66bfe59cd67d)
            25s  container app: waiting (CrashLoopBackOff), 2 restarts
            25s  READY 0/1  STATUS CrashLoopBackOff  RESTARTS 2
          ▸ 31s  ···
        because:
          25s  container app: terminated (Error, exit 1), 2 restarts: exit 1 → Error (kubelet-rules §3.3)
          25s  Warning BackOff: Back-off restarting failed container app in pod web_default(41d689bb-223d-41d5-88ad-66bfe59cd67d): CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.1)
          25s  container app: waiting (CrashLoopBackOff), 2 restarts: CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.2)</failure>
            <failure message="scenarios/crash.podscenario:10:1 golden golden/crash.md: mismatch" type="PS5001">✗ golden golden/crash.md: mismatch
        --&gt; scenarios/crash.podscenario:10:1
        --- golden/crash.md
        +++ golden/crash.md (actual)
        @@ -1,2 +1,2 @@
         | time | phase |
        -| 0s | Pending |
        +| 0s | Running |</failure>
          </testcase>
          <testcase classname="scenarios/crash.podscenario" name="Rejected exit" time="0.000">
            <error message="scenarios/crash.podscenario:7:1 container \`app\` cannot exit at 5s: it is not running" type="PS3001">error[PS3001]: container \`app\` cannot exit at 5s: it is not running
       --&gt; scenarios/crash.podscenario:7:1
        |
      7 | at 5s container app exits 1
        | ^^^^^^^^^^^^^^^^^^^^^^^^^^^ app is waiting (CrashLoopBackOff) at 5s
        |
        = help: it runs again at 20s</error>
          </testcase>
          <testcase classname="scenarios/crash.podscenario" name="Slow one" time="0.000">
            <skipped/>
          </testcase>
        </testsuite>
      </testsuites>
      "
    `)
    expect(wellFormed(xml)).toEqual([])
  })
  it("escapes names and messages", () => {
    const r = greenRun()
    const file = r.files[0]!
    const sc = { ...file.scenarios[0]!, name: `a <b> & "c" 'd'\u0007` }
    const xml = JUnit.render({ ...r, files: [{ ...file, scenarios: [sc] }] }, { timestamp: "2026-01-01T00:00:00Z" })
    expect(wellFormed(xml)).toEqual([])
    expect(xml).toContain(`name="a &lt;b&gt; &amp; &quot;c&quot; 'd'"`)
  })
  it("writes only the elements and attributes Jenkins' junit-10.xsd allows", () => {
    // xunit-plugin junit-10.xsd (validated with xmllint while writing JUnit.ts)
    const allowed: Record<string, ReadonlyArray<string>> = {
      testsuites: ["name", "time", "tests", "failures", "errors"],
      testsuite: [
        "name",
        "tests",
        "failures",
        "errors",
        "group",
        "time",
        "skipped",
        "timestamp",
        "hostname",
        "id",
        "package",
        "file",
        "log",
        "url"
      ],
      properties: [],
      property: ["name", "value"],
      testcase: ["name", "time", "classname", "group"],
      failure: ["type", "message"],
      error: ["type", "message"],
      skipped: ["type", "message"]
    }
    const xml = JUnit.render(run())
    for (const m of xml.matchAll(/<([a-z-]+)((?:\s+[a-z-]+="[^"]*")*)\s*\/?>/g)) {
      const element = m[1]!
      expect(Object.keys(allowed)).toContain(element)
      for (const a of m[2]!.matchAll(/([a-z-]+)="/g)) expect(allowed[element]).toContain(a[1])
    }
    expect(xml).toMatch(/<testsuite name="[^"]*"[^>]* tests="\d+" failures="\d+" errors="\d+"/)
    expect(xml).toMatch(/time="\d+\.\d{3}"/)
  })
  it("the checker catches broken XML", () => {
    expect(wellFormed("<a><b></a>")).not.toEqual([])
    expect(wellFormed(`<a x="1" x="2"/>`)).not.toEqual([])
    expect(wellFormed("<a>&nbsp;</a>")).not.toEqual([])
  })
})

describe("GitHub", () => {
  it("annotates failures with escaped properties and messages", () => {
    expect(GitHub.render(run())).toMatchInlineSnapshot(`
      "::error file=scenarios/crash.podscenario,line=8,col=1,title=Exit 1 under Always (policy=Always)%3A PS4001 expectation failed%3A at 31s phase Succeeded::error[PS4001]: expectation failed: at 31s phase Succeeded%0A --> scenarios/crash.podscenario:8:1%0A  |%0A8 | expect at 31s phase Succeeded%0A  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ actual phase Running (at 31s)%0A  |%0A  = help: compare the expectation with the timeline: \`podscenario explain scenarios/crash.podscenario:2\` prints it, with the rule behind each change%0A  = note: timeline around 31s:%0A              20s  container app: running, ready, 2 restarts%0A              20s  ContainersReady True%0A              20s  Ready True%0A              20s  READY 1/1  STATUS Running  RESTARTS 2%0A              25s  container app exited 1 (Error)%0A              25s  Ready False (ContainersNotReady)%0A              25s  ContainersReady False (ContainersNotReady)%0A              25s  container app: terminated (Error, exit 1), 2 restarts%0A              25s  READY 0/1  STATUS Error  RESTARTS 2%0A              25s  Warning BackOff: Back-off restarting failed container app in pod web_default(41d689bb-223d-41d5-88ad-66bfe59cd67d)%0A              25s  container app: waiting (CrashLoopBackOff), 2 restarts%0A              25s  READY 0/1  STATUS CrashLoopBackOff  RESTARTS 2%0A            ▸ 31s  ···%0A          because:%0A            25s  container app: terminated (Error, exit 1), 2 restarts: exit 1 → Error (kubelet-rules §3.3)%0A            25s  Warning BackOff: Back-off restarting failed container app in pod web_default(41d689bb-223d-41d5-88ad-66bfe59cd67d): CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.1)%0A            25s  container app: waiting (CrashLoopBackOff), 2 restarts: CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.2)
      ::error file=scenarios/crash.podscenario,line=10,col=1,title=Exit 1 under Always (policy=Always)%3A PS5001 golden file \`golden/crash.md\` differs from the run::error[PS5001]: golden file \`golden/crash.md\` differs from the run%0A  --> scenarios/crash.podscenario:10:1%0A   |%0A10 | golden "golden/crash.md"%0A   | ^^^^^^^^^^^^^^^^^^^^^^^^ not what this run renders%0A   |%0A   = help: if the change is intended, run with \`--update\` (\`-u\`) to rewrite the golden file%0A   = note: --- golden/crash.md%0A           +++ golden/crash.md (actual)%0A           @@ -1,2 +1,2 @@%0A            | time | phase |%0A           -| 0s | Pending |%0A           +| 0s | Running |
      ::error file=scenarios/crash.podscenario,line=7,col=1,title=PS3001 container \`app\` cannot exit at 5s%3A it is not running::error[PS3001]: container \`app\` cannot exit at 5s: it is not running%0A --> scenarios/crash.podscenario:7:1%0A  |%0A7 | at 5s container app exits 1%0A  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^ app is waiting (CrashLoopBackOff) at 5s%0A  |%0A  = help: it runs again at 20s
      "
    `)
  })
  it("writes a job summary in Markdown", () => {
    expect(GitHub.summary(run())).toMatchInlineSnapshot(`
      "### podscenario — Scenarios: 1 passed · 1 failed · 1 errored · 1 skipped (4)

      | | | |
      | --- | --- | --- |
      | ✅ | A crashing container backs off | \`scenarios/crash.podscenario:2\` |
      | ❌ | Exit 1 under Always (policy=Always) | \`scenarios/crash.podscenario:2\` |
      | ⛔ | Rejected exit | \`scenarios/crash.podscenario:2\` |
      | ⏭️ | Slow one | \`scenarios/crash.podscenario:2\` |

      <details><summary>❌ Exit 1 under Always (policy=Always) — scenarios/crash.podscenario:2</summary>

      \`\`\`text
      error[PS4001]: expectation failed: at 31s phase Succeeded
       --> scenarios/crash.podscenario:8:1
        |
      8 | expect at 31s phase Succeeded
        | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ actual phase Running (at 31s)
        |
        = help: compare the expectation with the timeline: \`podscenario explain scenarios/crash.podscenario:2\` prints it, with the rule behind each change
        = note: timeline around 31s:
                    20s  container app: running, ready, 2 restarts
                    20s  ContainersReady True
                    20s  Ready True
                    20s  READY 1/1  STATUS Running  RESTARTS 2
                    25s  container app exited 1 (Error)
                    25s  Ready False (ContainersNotReady)
                    25s  ContainersReady False (ContainersNotReady)
                    25s  container app: terminated (Error, exit 1), 2 restarts
                    25s  READY 0/1  STATUS Error  RESTARTS 2
                    25s  Warning BackOff: Back-off restarting failed container app in pod web_default(41d689bb-223d-41d5-88ad-66bfe59cd67d)
                    25s  container app: waiting (CrashLoopBackOff), 2 restarts
                    25s  READY 0/1  STATUS CrashLoopBackOff  RESTARTS 2
                  ▸ 31s  ···
                because:
                  25s  container app: terminated (Error, exit 1), 2 restarts: exit 1 → Error (kubelet-rules §3.3)
                  25s  Warning BackOff: Back-off restarting failed container app in pod web_default(41d689bb-223d-41d5-88ad-66bfe59cd67d): CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.1)
                  25s  container app: waiting (CrashLoopBackOff), 2 restarts: CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.2)

      error[PS5001]: golden file \`golden/crash.md\` differs from the run
        --> scenarios/crash.podscenario:10:1
         |
      10 | golden "golden/crash.md"
         | ^^^^^^^^^^^^^^^^^^^^^^^^ not what this run renders
         |
         = help: if the change is intended, run with \`--update\` (\`-u\`) to rewrite the golden file
         = note: --- golden/crash.md
                 +++ golden/crash.md (actual)
                 @@ -1,2 +1,2 @@
                  | time | phase |
                 -| 0s | Pending |
                 +| 0s | Running |
      \`\`\`

      </details>

      <details><summary>⛔ Rejected exit — scenarios/crash.podscenario:2</summary>

      \`\`\`text
      error[PS3001]: container \`app\` cannot exit at 5s: it is not running
       --> scenarios/crash.podscenario:7:1
        |
      7 | at 5s container app exits 1
        | ^^^^^^^^^^^^^^^^^^^^^^^^^^^ app is waiting (CrashLoopBackOff) at 5s
        |
        = help: it runs again at 20s
      \`\`\`

      </details>
      "
    `)
  })
  it("escapes as @actions/core does", () => {
    expect(GitHub.escapeProperty("a:b,c%d\ne")).toBe("a%3Ab%2Cc%25d%0Ae")
    expect(GitHub.escapeData("a:b,c%d\r\ne")).toBe("a:b,c%25d%0D%0Ae")
  })
})

describe("Json", () => {
  it("is stable and parses", () => {
    const text = Json.render(greenRun(), { timeline: false })
    expect(text).toMatchInlineSnapshot(`
      "{
        "schema": "podscenario/run@1",
        "counts": {
          "diagnostics": {
            "errors": 0,
            "warnings": 0
          },
          "expectations": {
            "failed": 0,
            "passed": 1,
            "total": 1,
            "unchecked": 0
          },
          "files": 1,
          "goldens": {
            "matched": 0,
            "mismatch": 0,
            "missing": 0,
            "stale": 0,
            "total": 0,
            "updated": 0,
            "written": 0
          },
          "scenarios": {
            "errored": 0,
            "failed": 0,
            "passed": 1,
            "skipped": 0,
            "total": 1
          }
        },
        "durationMs": 42,
        "files": [
          {
            "uri": "scenarios/crash.podscenario",
            "diagnostics": [],
            "scenarios": [
              {
                "name": "A crashing container backs off",
                "status": "passed",
                "column": 1,
                "durationMs": 0,
                "expectations": [
                  {
                    "status": "passed",
                    "column": 1,
                    "line": 9,
                    "text": "at 1m30s container app running restarts 4"
                  }
                ],
                "goldens": [],
                "line": 2,
                "rejections": [],
                "tags": []
              }
            ]
          }
        ],
        "success": true
      }
      "
    `)
    expect(JSON.parse(text).schema).toBe("podscenario/run@1")
    expect(Json.render(run())).toBe(Json.render(run()))
  })
})

describe("Ndjson", () => {
  it("prints one event a line", () => {
    const text = Ndjson.render(run())
    const lines = text.trimEnd().split("\n")
    expect(lines.map((l) => JSON.parse(l).type)).toEqual([
      "runStarted",
      "scenarioFinished",
      "scenarioFinished",
      "scenarioFinished",
      "scenarioFinished",
      "runFinished"
    ])
    expect(Ndjson.render(greenRun())).toMatchInlineSnapshot(`
      "{"type":"runStarted","files":1}
      {"type":"scenarioFinished","name":"A crashing container backs off","uri":"scenarios/crash.podscenario","status":"passed","column":1,"durationMs":0,"expectations":[{"status":"passed","column":1,"line":9,"text":"at 1m30s container app running restarts 4"}],"goldens":[],"line":2,"rejections":[],"tags":[]}
      {"type":"runFinished","counts":{"diagnostics":{"errors":0,"warnings":0},"expectations":{"failed":0,"passed":1,"total":1,"unchecked":0},"files":1,"goldens":{"matched":0,"mismatch":0,"missing":0,"stale":0,"total":0,"updated":0,"written":0},"scenarios":{"errored":0,"failed":0,"passed":1,"skipped":0,"total":1}},"durationMs":42,"success":true}
      "
    `)
  })
})
