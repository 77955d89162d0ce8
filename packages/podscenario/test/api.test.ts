import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { scenarios, sh, write } from "./helpers.ts"

/** Runs a script of the user's project with the Node of the tests; it prints one JSON value. */
const node = (file: string) => {
  const ran = sh(".", process.execPath, [file])
  expect(ran.stderr).toBe("")
  return JSON.parse(ran.stdout)
}

const calls = (load: string) => `${load}
const out = {}
out.passing = await run("api/pass.podscenario")
out.failing = await run(["api/fail.podscenario"], { cwd: "." })
out.text = await run({ text: ${JSON.stringify(scenarios.invalid)}, path: "api/typed.podscenario" })
out.badOption = await run("api/pass.podscenario", { tags: "@crash and" })
out.missing = await check("api/missing.podscenario")
out.checked = await check("api")
out.explained = await explain("api/pass.podscenario", { at: "2s" })
out.badTime = await explain("api/pass.podscenario", { at: "soon" })
out.explainedAll = await explain("api/pass.podscenario")
out.explained134 = await explain("api/pass.podscenario", { kubernetes: "1.34" })
out.badRelease = await check("api", { kubernetes: "1.12" })
process.stdout.write(JSON.stringify(out))
`

describe("the API of the installed package: run, check, explain", () => {
  write("api/pass.podscenario", scenarios.passing)
  write("api/fail.podscenario", scenarios.failing)
  write("api-esm.mjs", calls('import { run, check, explain } from "podscenario"'))
  write("api-cjs.cjs", `(async () => {\n${calls('const { run, check, explain } = require("podscenario")')}})()\n`)

  for (const [kind, file] of [
    ["ECMAScript", "api-esm.mjs"],
    ["CommonJS", "api-cjs.cjs"]
  ] as const) {
    it(`returns the JSON report's data and never throws for bad input (${kind})`, () => {
      const out = node(file)
      expect(out.passing).toMatchObject({ schema: "podscenario/run@1", success: true, exitCode: 0, diagnostics: [] })
      expect(out.passing.files[0].scenarios[0]).toMatchObject({
        name: "a crash loop backs off",
        line: 1,
        status: "passed"
      })
      expect(out.failing).toMatchObject({ success: false, exitCode: 1 })
      expect(out.failing.files[0].scenarios[0].expectations[1]).toMatchObject({
        text: "at 12s container app running restarts 5",
        status: "failed",
        failure: { expected: "container app running restarts 5", at: 12000 }
      })
      expect(out.text.exitCode).toBe(2)
      expect(out.text.files[0].diagnostics[0]).toMatchObject({
        code: "PS1004",
        uri: "api/typed.podscenario",
        line: 7,
        column: 15
      })
      expect(out.badOption).toMatchObject({ exitCode: 2, files: [], diagnostics: [{ code: "PS6008" }] })
      expect(out.missing).toMatchObject({ exitCode: 2, files: [{ diagnostics: [{ code: "PS3004" }] }] })
      expect(out.checked.files.map((f: { uri: string }) => f.uri)).toEqual([
        "api/fail.podscenario",
        "api/pass.podscenario"
      ])
      expect(out.checked.files[1].scenarios).toEqual([{ name: "a crash loop backs off", line: 1, column: 1, tags: [] }])
      expect(out.explained.exitCode).toBe(0)
      expect(out.explained.text).toContain("state at 2s:")
      expect(out.badTime).toMatchObject({ exitCode: 2, text: "", diagnostics: [{ code: "PS6008" }] })
      // kubernetes: the release for files that name none (kubelet-rules §15.1: 1.34's Created text)
      expect(out.explainedAll.text).toContain("Created: Container created")
      expect(out.explained134.text).toContain("Created: Created container: app")
      expect(out.badRelease).toMatchObject({ exitCode: 2, files: [], diagnostics: [{ code: "PS6008" }] })
    })
  }

  it("ships types that a TypeScript project resolves through `exports` (import and require)", () => {
    write(
      "typed/tsconfig.json",
      JSON.stringify({ compilerOptions: { module: "nodenext", strict: true, noEmit: true } })
    )
    write("typed/package.json", JSON.stringify({ type: "module" }))
    write(
      "typed/esm.ts",
      `import { run, type Report } from "podscenario"
const report: Report = await run("x.podscenario", { tags: "@a" })
const code: 0 | 1 | 2 = report.exitCode
// @ts-expect-error: a report has no such key
report.passed
export { code }
`
    )
    write(
      "typed/cjs.cts",
      `import podscenario = require("podscenario")
export const checked: Promise<podscenario.CheckReport> = podscenario.check("x.podscenario")
`
    )
    const tsc = fileURLToPath(new URL("../../../node_modules/.bin/tsc", import.meta.url))
    const ran = sh("typed", tsc, ["-p", "."])
    expect(ran.stdout + ran.stderr).toBe("")
    expect(ran.code).toBe(0)
  })
})
