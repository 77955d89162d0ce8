/**
 * `sweep NAME from A to B step S [bisect]` (language reference §11.7) as a user runs it: every value a scenario in every
 * report, and where each expectation's verdict flips, in every format.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { crashLoopScenario, sweptGrace as grace, runCli, temporaryDirectory } from "./helpers.ts"

const flip = "passes for hook 0s..24s, fails from 25s: signal SIGKILL to app happened at 40s"

describe("sweep", () => {
  const tmp = temporaryDirectory("podscenario-sweep-")

  it("runs every value as its own scenario and says where a verdict flips", async () => {
    tmp.write("grace.podscenario", grace("from 0s to 40s step 1s"))
    const run = await runCli(tmp.dir, ["run", "grace.podscenario", "--format", "pretty"])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("grace.podscenario:16  preStop within the grace period (hook=0s)")
    expect(run.stdout).toContain("grace.podscenario:16  preStop within the grace period (hook=40s)")
    expect(run.stdout).toContain("preStop within the grace period: <hook> over 41 values")
    expect(run.stdout).toContain(`passes for every hook, 0s..40s`)
    expect(run.stdout).toContain(flip)
    expect(run.stdout).toContain("Scenarios     25 passed | 16 failed (41)")
    const table = fs.readFileSync(path.join(tmp.dir, "grace.sweep.md"), "utf8")
    expect(table).toContain("| 24s | ✓ | ✓ |\n| 25s | ✓ | ✗ |")
    expect(table).toContain(`- \`expect never signal SIGKILL to app\`: ${flip}`)
  })

  it("says it in the JSON, JUnit, ndjson and GitHub reports", async () => {
    tmp.write("grace.podscenario", grace("from 0s to 40s step 1s"))
    const json = JSON.parse((await runCli(tmp.dir, ["run", "grace.podscenario", "--format", "json"])).stdout)
    expect(json.files[0].scenarios).toHaveLength(41)
    expect(json.files[0].sweeps[0].expectations[1].summary).toBe(flip)
    const junit = (await runCli(tmp.dir, ["run", "grace.podscenario", "--format", "junit"])).stdout
    expect(junit.match(/<testcase /g)).toHaveLength(41)
    expect(junit).toContain(`<system-out>`)
    expect(junit).toContain(flip)
    const ndjson = (await runCli(tmp.dir, ["run", "grace.podscenario", "--format", "ndjson"])).stdout
    expect(ndjson).toContain(`"type":"sweepFinished"`)
    expect(ndjson).toContain(flip)
    const github = (await runCli(tmp.dir, ["run", "grace.podscenario", "--format", "github"])).stdout
    expect(github).toContain(`::notice file=grace.podscenario,line=15,col=1`)
    expect(github).toContain(flip)
  })

  it("tells the executable how many sweep values it plans, bisected ones not counted, before any file runs", async () => {
    tmp.write("grace.podscenario", grace("from 0s to 40s step 1s"))
    tmp.write("halved.podscenario", grace("from 0s to 40s step 1s bisect"))
    tmp.write("plain.podscenario", crashLoopScenario("plain"))
    const plans: Array<unknown> = []
    const run = await runCli(tmp.dir, ["run", ".", "--format", "dot"], {}, (plan) => plans.push({ ...plan }))
    expect(run.code).toBe(1)
    expect(plans).toEqual([{ sweepValues: 41 }])
  })

  it("with bisect, runs the ends and halves to the same flip point", async () => {
    tmp.write("grace.podscenario", grace("from 0s to 40s step 1s bisect"))
    const run = await runCli(tmp.dir, ["run", "grace.podscenario", "--format", "pretty"])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("<hook> over 41 values, 8 ran (bisect)")
    expect(run.stdout).toContain(flip)
    expect(run.stdout).toContain("(hook=24s)")
    expect(run.stdout).toContain("(hook=25s)")
    expect(run.stdout).not.toContain("(hook=26s)")
  })

  it("says it in the language of --lang; the golden stays as it is", async () => {
    tmp.write("grace.podscenario", grace("from 0s to 40s step 1s bisect"))
    const fr = (await runCli(tmp.dir, ["run", "grace.podscenario", "--format", "pretty", "--lang", "fr"])).stdout
    expect(fr).toContain(" Balayages\n")
    expect(fr).toContain("<hook> sur 41 valeurs, 8 exécutées (bissection)")
    expect(fr).toContain("réussit pour tout hook, 0s..40s")
    expect(fr).toContain("réussit pour hook 0s..24s, échoue à partir de 25s: ")
    const uk = (await runCli(tmp.dir, ["run", "grace.podscenario", "--format", "dot", "--lang", "uk"])).stdout
    expect(uk).toContain("<hook>: 41 значення, запущено 8 (бісекція)")
    expect(uk).toContain("справджується для hook 0s..24s, не справджується від 25s: ")
    const table = fs.readFileSync(path.join(tmp.dir, "grace.sweep.md"), "utf8")
    expect(table).toContain(`- \`expect never signal SIGKILL to app\`: ${flip}`)
  })

  it("runs each value over event times as its `examples:` row runs, in every way a run picks them", async () => {
    // values made from the first when they run (parser internal/retime.ts): the moved delete passes the exit at
    // 20s, and the end follows the latest time; the scenarios around the sweep keep their places
    const around = (name: string) => `scenario "${name}"
pod web:
  spec:
    containers: [{ name: app, image: busybox }]
at 5s pod is deleted
expect pod removed
`
    const swept = (values: string) => `${around("before")}
@swept
scenario "deleted at <t>, not <<t>> or <t"
pod web:
  spec:
    terminationGracePeriodSeconds: 15
    containers: [{ name: app, image: busybox }]
container app ignores SIGTERM
at 20s container app exits 1
at <t> pod is deleted
expect at 5s phase Running
expect by 30s signal SIGKILL to app
expect pod removed
${values}
${around("after")}`
    const times = Array.from({ length: 11 }, (_, i) => `${i * 4}s`)
    // as many lines as the table, so that the scenario after has the same lines in both
    tmp.write("swept.podscenario", swept(`sweep t from 0s to 40s step 4s${"\n#".repeat(times.length + 1)}`))
    tmp.write("table.podscenario", swept(`examples:\n  | t |\n${times.map((t) => `  | ${t} |`).join("\n")}`))
    // what a value's run says but for where it is reported (the `sweep`, or its row)
    const runs = async (args: ReadonlyArray<string>) => {
      const run = await runCli(tmp.dir, ["run", ...args, "--format", "json"])
      return JSON.parse(run.stdout).files[0].scenarios.map(
        ({ line: _l, column: _c, durationMs: _d, ...rest }: Record<string, unknown>) => rest
      )
    }
    const table = await runs(["table.podscenario"])
    expect(table.map((s: { name: string }) => s.name)).toEqual([
      "before",
      ...times.map((t) => `deleted at ${t}, not <${t}> or <t (t=${t})`),
      "after"
    ])
    expect(table.map((s: { status: string }) => s.status)).toContain("failed")
    expect(await runs(["swept.podscenario"])).toEqual(table)
    expect(await runs(["swept.podscenario", "--parallel", "2"])).toEqual(table)
    // with a filter every value is made before the run, to select from
    const tagged = await runs(["swept.podscenario", "--tags", "@swept"])
    expect(tagged.filter((s: { status: string }) => s.status !== "skipped")).toEqual(
      table.filter((s: { tags: ReadonlyArray<string> }) => s.tags.includes("@swept"))
    )
  })

  it("reports a verdict that flips more than once under bisect (PS3011), exit 2", async () => {
    tmp.write(
      "window.podscenario",
      `scenario "SIGKILL inside a window"
pod web:
  spec:
    terminationGracePeriodSeconds: <grace>
    containers: [{ name: app, image: busybox }]
container app ignores SIGTERM
at 10s pod is deleted
expect at 15s pod removed
expect never from 14s until 16s signal SIGKILL to app
sweep grace from 1 to 20 step 1 bisect
`
    )
    const run = await runCli(tmp.dir, ["run", "window.podscenario", "--format", "dot"])
    expect(run.code).toBe(2)
    expect(run.output).toContain("error[PS3011]")
    expect(run.output).toContain("window.podscenario:9:1")
    expect(run.output).toContain("note: passed at 1, failed at 5, failed at 6, passed at 7, passed at 10, passed at 20")
  })
})
