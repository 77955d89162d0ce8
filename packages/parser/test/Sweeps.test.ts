/**
 * A sweep over event times is compiled once and moved for the other values (`internal/retime.ts`): each value's
 * scenario must be what compiling that value gives. The same values as `examples:` rows are compiled one by one.
 */
import { SourceFile } from "@podscenario/diagnostics"
import { compile, sweepValueCount } from "@podscenario/parser"
import { parse } from "@podscenario/parser/Parse"
import type * as Scenario from "@podscenario/parser/Scenario"
import { describe, expect, it } from "vitest"

const body = (end: string) => `pod web:
  spec:
    containers: [{ name: app, image: busybox }]
container app ignores SIGTERM
at 20s container app exits 1
at <t> pod is deleted
expect at 5s phase Running
expect signal SIGTERM to app
${end}`

const compiled = (text: string): ReadonlyArray<Scenario.Scenario> => {
  const file = SourceFile.make("sweep.podscenario", text)
  const result = compile(parse(file).document, file, new Map())
  expect(result.diagnostics).toEqual([])
  return result.scenarios
}

/** What a scenario is, but for what names it (its name, its line, its sweep point). */
const content = ({ name: _n, span: _s, sweep: _p, ...rest }: Scenario.Scenario) => rest

describe("a sweep over event times", () => {
  it.each([
    ["the default end", ""],
    ["an explicit end", "end at 10m\n"]
  ])("gives each value what compiling it gives, with %s", (_, end) => {
    const swept = compiled(`scenario "deleted at <t>"\n${body(end)}sweep t from 0s to 40s step 5s\n`)
    const rows = ["0s", "5s", "10s", "15s", "20s", "25s", "30s", "35s", "40s"]
    const table = compiled(
      `scenario "deleted at <t>"\n${body(end)}examples:\n  | t |\n${rows.map((r) => `  | ${r} |`).join("\n")}\n`
    )
    expect(swept.map((s) => s.name)).toEqual(rows.map((r) => `deleted at ${r} (t=${r})`))
    expect(swept.map(content)).toEqual(table.map(content))
    // the moved delete passes the exit at 20s in time order, keeping file order on a tie
    expect(swept[4]!.events.map((e) => e.label)).toEqual(["container app exits 1 (line 6)", "pod is deleted (line 7)"])
  })

  it("reports a value after `end at` (PS2005) as compiling it does", () => {
    const file = SourceFile.make(
      "sweep.podscenario",
      `scenario "x"\n${body("end at 30s\n")}sweep t from 0s to 40s step 10s\n`
    )
    const result = compile(parse(file).document, file, new Map())
    expect(result.scenarios.map((s) => s.sweep?.value)).toEqual(["0s", "10s", "20s", "30s"])
    expect(result.diagnostics.map((d) => d.code)).toEqual(["PS2005"])
  })
})

describe("the values a file's sweeps run, counted without compiling", () => {
  const counted = (text: string): { counted: number; compiled: number; codes: ReadonlyArray<string> } => {
    const file = SourceFile.make("sweep.podscenario", text)
    const { document } = parse(file)
    const { scenarios, diagnostics } = compile(document, file, new Map())
    const compiled = scenarios.filter((s) => s.sweep !== undefined && s.sweep.bisect === undefined).length
    return { counted: sweepValueCount(document, file), compiled, codes: diagnostics.map((d) => d.code) }
  }

  it.each([
    ["one sweep", `scenario "a"\n${body("")}sweep t from 0s to 40s step 25ms\n`, 1_601],
    [
      "two scenarios, one bisected",
      `scenario "a"\n${body("")}sweep t from 1s to 10s step 1s\nscenario "b"\n${body("")}sweep t from 1s to 10s step 1s bisect\n`,
      10
    ],
    ["no sweep", `scenario "a"\n${body("").replace("<t>", "30s")}`, 0]
  ])("counts what compiling runs: %s", (_, text, values) => {
    expect(counted(text)).toEqual({ counted: values, compiled: values, codes: [] })
  })

  it("counts no value for a sweep compiling refuses", () => {
    expect(counted(`scenario "a"\n${body("")}sweep t from 40s to 0s step 1s\n`)).toEqual({
      counted: 0,
      compiled: 0,
      codes: ["PS2075"]
    })
  })
})
