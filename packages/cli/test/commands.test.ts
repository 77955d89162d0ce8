/**
 * The commands a test-runner user expects: `list`, `run --bail`, `run --rerun FILE` with `run @FILE`, and
 * `run --watch` (the bundled CLI in a child process, edited while it watches).
 */
import { execFileSync, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { beforeAll, describe, expect, it } from "vitest"
import { crashLoopScenario, runCli, temporaryDirectory } from "./helpers.ts"

const tmp = temporaryDirectory("podscenario-commands-")
const write = tmp.write
const cli = (argv: ReadonlyArray<string>) => runCli(tmp.dir, argv)

const examples = `@policy
scenario "Exit <code> under <policy>"
pod web:
  spec:
    restartPolicy: <policy>
    containers: [{ name: app, image: busybox }]
container app exits <code> after 5s
expect at 6s phase <phase>
examples:
  | policy    | code | phase     |
  | Never     | 0    | Succeeded |
  | OnFailure | 0    | Succeeded |
`

describe("podscenario list", () => {
  it("lists every scenario with file:line, name and tags, examples rows expanded, without running", async () => {
    write("suite/a.podscenario", `${crashLoopScenario("one", 9, "@crash @slow\n")}`)
    write("suite/b.podscenario", examples)
    const ran = await cli(["list", "suite"])
    expect(ran.stdout).toMatchInlineSnapshot(`
      "suite/a.podscenario:2  one  @crash @slow
      suite/b.podscenario:11  Exit 0 under Never (policy=Never, code=0, phase=Succeeded)  @policy
      suite/b.podscenario:12  Exit 0 under OnFailure (policy=OnFailure, code=0, phase=Succeeded)  @policy
      "
    `)
    expect(ran.code).toBe(0)
    const tagged = await cli(["list", "suite", "--tags", "@policy", "--json"])
    expect(JSON.parse(tagged.stdout).map((s: { line: number }) => s.line)).toEqual([11, 12])
  })

  it("a file with errors is reported and exits 2", async () => {
    write("bad.podscenario", crashLoopScenario("bad").replace("exits 1", "exitz 1"))
    const ran = await cli(["list", "bad.podscenario"])
    expect(ran.stderr).toContain("error[PS1004]")
    expect(ran.code).toBe(2)
  })
})

describe("podscenario run --bail", () => {
  it("stops after the file of the n-th failure", async () => {
    for (const name of ["a", "b", "c"]) write(`suite/${name}.podscenario`, crashLoopScenario(name, 5))
    const once = await cli(["run", "suite", "--bail", "--format", "dot"])
    expect(once.stdout).toContain("1 failed (1)")
    expect(once.code).toBe(1)
    const twice = await cli(["run", "suite", "--bail", "2", "--format", "dot"])
    expect(twice.stdout).toContain("2 failed (2)")
    expect((await cli(["run", "suite", "--format", "dot"])).stdout).toContain("3 failed (3)")
  })
})

describe("podscenario run --rerun FILE, then run @FILE", () => {
  it("writes the failed file:lines and runs exactly those again", async () => {
    write("suite/a.podscenario", crashLoopScenario("a"))
    write("suite/b.podscenario", `${crashLoopScenario("b1")}\n${crashLoopScenario("b2", 7)}`)
    const first = await cli(["run", "suite", "--rerun", "failed.txt", "--format", "dot"])
    expect(first.code).toBe(1)
    expect(fs.readFileSync(path.join(tmp.dir, "failed.txt"), "utf8")).toBe("suite/b.podscenario:11\n")
    const again = await cli(["run", "@failed.txt", "--format", "pretty"])
    expect(again.stdout).toContain("✗ suite/b.podscenario:11  b2")
    expect(again.stdout).toContain("↓ suite/b.podscenario:1  b1")
    expect(again.stdout).not.toContain("suite/a.podscenario")
    // fixed: the rerun file empties, and running it runs nothing
    write("suite/b.podscenario", `${crashLoopScenario("b1")}\n${crashLoopScenario("b2")}`)
    expect((await cli(["run", "@failed.txt", "--rerun", "failed.txt"])).code).toBe(0)
    expect(fs.readFileSync(path.join(tmp.dir, "failed.txt"), "utf8")).toBe("")
    expect((await cli(["run", "@failed.txt"])).code).toBe(0)
  })

  it("run @FILE of a missing file is PS6006, exit 2, nothing written", async () => {
    const ran = await cli(["run", "@missing.txt", "--rerun", "out.txt"])
    expect(ran.stderr).toMatchInlineSnapshot(`
      "error[PS6006]: cannot read the rerun file \`missing.txt\`: no such file
        = help: \`run --rerun FILE\` writes the failed scenarios' FILE:LINE to FILE; \`run @FILE\` runs them

      "
    `)
    expect(ran.code).toBe(2)
    expect(fs.existsSync(path.join(tmp.dir, "out.txt"))).toBe(false)
  })
})

describe("podscenario run --watch (the bundled CLI)", () => {
  const bundle = fileURLToPath(new URL("../dist/podscenario.cjs", import.meta.url))
  beforeAll(() => {
    execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/build.mjs", import.meta.url))])
  }, 120_000)

  it("runs again when a scenario file changes", async () => {
    write("suite/a.podscenario", crashLoopScenario("a"))
    const child = spawn(process.execPath, [bundle, "run", "suite", "--watch", "--format", "dot"], {
      cwd: tmp.dir,
      env: { ...process.env, CI: "", NO_COLOR: "1" }
    })
    let output = ""
    child.stdout.on("data", (d) => {
      output += d
    })
    child.stderr.on("data", (d) => {
      output += d
    })
    /** Waits (generously: the machine may be busy) until the output holds `text` `count` times. */
    const waitFor = async (text: string, count: number) => {
      for (let i = 0; i < 600 && output.split(text).length - 1 < count; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(output.split(text).length - 1).toBe(count)
    }
    try {
      await waitFor("for changes (Ctrl-C to stop)", 1)
      expect(output).toContain("1 passed (1)")
      write("suite/a.podscenario", crashLoopScenario("a", 4))
      await waitFor("for changes (Ctrl-C to stop)", 2)
      expect(output).toContain("1 failed (1)")
    } finally {
      child.kill()
    }
  }, 120_000)
})
