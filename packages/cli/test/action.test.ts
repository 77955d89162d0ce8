/**
 * action.yml, the composite GitHub Action: its inputs are documented, its version is the package's, and its steps
 * run in bash as the runner runs them (`bash --noprofile --norc -eo pipefail`), with the runner's environment
 * (GITHUB_ACTIONS, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, RUNNER_TEMP) and its `${{ … }}` expressions filled in.
 * The repository's podscenario is the bundled CLI, put in node_modules/.bin as `npm install` would.
 */
import { execFileSync, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { beforeAll, describe, expect, it } from "vitest"
import { parse } from "yaml"
import { crashLoopScenario, temporaryDirectory } from "./helpers.ts"

const root = fileURLToPath(new URL("../../../", import.meta.url))
const action = parse(fs.readFileSync(path.join(root, "action.yml"), "utf8"))
const tmp = temporaryDirectory("podscenario-action-")

interface Step {
  readonly id: string
  readonly shell: string
  readonly env: Record<string, string>
  readonly run: string
  readonly "working-directory": string
}

/** Runs the action's steps with `inputs` (defaults filled in); the exit code of the first failing step, or 0. */
const runAction = (inputs: Record<string, string>) => {
  const given: Record<string, string> = Object.fromEntries(
    Object.entries(action.inputs as Record<string, { default: string }>).map(([k, v]) => [k, inputs[k] ?? v.default])
  )
  const outputs: Record<string, Record<string, string>> = {}
  const expression = (text: string) =>
    text.replace(/\$\{\{\s*([\w.-]+)\s*\}\}/g, (_, name: string) => {
      const [scope, id, , key] = name.split(".")
      if (scope === "inputs") return given[id!] ?? ""
      if (scope === "steps") return outputs[id!]?.[key!] ?? ""
      throw new Error(`an expression the test does not know: ${name}`)
    })
  for (const step of action.runs.steps as ReadonlyArray<Step>) {
    expect(step.shell).toBe("bash")
    const output = path.join(tmp.dir, `output-${step.id}`)
    fs.writeFileSync(output, "")
    const ran = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", step.run], {
      cwd: path.resolve(tmp.dir, expression(step["working-directory"])),
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        CI: "true",
        NO_COLOR: "1",
        GITHUB_ACTIONS: "true",
        GITHUB_WORKSPACE: tmp.dir,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: path.join(tmp.dir, "summary.md"),
        RUNNER_TEMP: path.join(tmp.dir, "runner-temp"),
        ...Object.fromEntries(Object.entries(step.env).map(([k, v]) => [k, expression(v)]))
      }
    })
    outputs[step.id] = Object.fromEntries(
      fs
        .readFileSync(output, "utf8")
        .split("\n")
        .filter((line) => line.includes("="))
        .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)])
    )
    if (ran.status !== 0) return { code: ran.status, stdout: ran.stdout, outputs }
  }
  return { code: 0, stdout: "", outputs }
}

describe("action.yml", () => {
  beforeAll(() => {
    execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/build.mjs", import.meta.url))])
  }, 120_000)

  it("is a composite action whose inputs are documented, released with the package's version", () => {
    expect(action.runs.using).toBe("composite")
    for (const [name, input] of Object.entries(action.inputs as Record<string, { description: string }>)) {
      expect(input.description.length, name).toBeGreaterThan(20)
    }
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "packages/podscenario/package.json"), "utf8"))
    expect(action.inputs.version.default).toBe(pkg.version)
    expect(action.inputs.shard).toBeDefined()
  })

  it("runs the repository's scenarios: annotations, a JUnit file, a job summary, and the exit code", () => {
    const bin = path.join(tmp.dir, "node_modules/.bin/podscenario")
    tmp.write(
      "node_modules/.bin/podscenario",
      `#!/bin/sh\nexec "${process.execPath}" "${root}packages/cli/dist/podscenario.cjs" "$@"\n`
    )
    fs.chmodSync(bin, 0o755)
    tmp.write("scenarios/a.podscenario", crashLoopScenario("a passes"))
    tmp.write("scenarios/b.podscenario", crashLoopScenario("b fails", 3))
    const ran = runAction({})
    expect(ran.code).toBe(1)
    expect(ran.stdout).toContain("::error file=scenarios/b.podscenario,line=8")
    expect(ran.outputs.run).toEqual({ junit: "podscenario-junit.xml" })
    expect(fs.readFileSync(path.join(tmp.dir, "podscenario-junit.xml"), "utf8")).toContain('failures="1"')
    const summary = fs.readFileSync(path.join(tmp.dir, "summary.md"), "utf8")
    expect(summary).toContain("| ✅ | a passes | `scenarios/a.podscenario:1` |")
    expect(summary).toContain("| ❌ | b fails | `scenarios/b.podscenario:1` |")
    expect(summary).toContain("because:")
    // the shard input: the first of two shards holds a.podscenario alone, which passes
    expect(runAction({ shard: "1/2", junit: "reports/shard-1.xml" }).code).toBe(0)
    expect(fs.existsSync(path.join(tmp.dir, "reports/shard-1.xml"))).toBe(true)
  })
})
