/**
 * Hostile input through the whole CLI (`main(argv, io)` in-process, real files in a temporary directory): each case
 * must end in a bounded, clear diagnostic that names the limit, with exit code 2, and never in an out-of-memory, a
 * hang or a stack trace. The limits are documented in docs/guide/limits.md. Each case stays fast: none starts a run
 * that the limits exist to prevent, but for the step limit itself (250,000 steps: under a second).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { runCli, temporaryDirectory } from "./helpers.ts"

const tmp = temporaryDirectory("podscenario-hostile-")
const write = tmp.write

/** Runs the CLI; `output` is standard output and standard error together, as a user sees them. */
const cli = (argv: ReadonlyArray<string>) => runCli(tmp.dir, argv)

const scenario = (spec: string, rest = "end at 1m\n") =>
  `scenario "hostile"\npod web:\n  spec:\n${spec}${spec.endsWith("\n") ? "" : "\n"}${rest}`

const oneContainer = "    containers: [{ name: app, image: busybox }]\n"

/** No stack trace and no internal error in what the user sees. */
const noInternals = (output: string) => {
  expect(output).not.toMatch(/internal error|\n\s+at .+:\d+:\d+\)?\n|RangeError|TypeError/)
}

/** A deterministic stream of bytes (xorshift), for "binary garbage" that is the same on every run. */
const garbage = (length: number): Uint8Array => {
  const bytes = new Uint8Array(length)
  let x = 2463534242
  for (let i = 0; i < length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    bytes[i] = x & 0xff
  }
  return bytes
}

describe("hostile input ends in a diagnostic and exit code 2", () => {
  it("a YAML alias bomb (a billion laughs) is refused after 100 alias expansions", async () => {
    const lines = ["      a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for (let i = 1; i < 12; i++) {
      lines.push(`      a${i}: &a${i} [${Array.from({ length: 10 }, () => `*a${i - 1}`).join(", ")}]`)
    }
    write("bomb.podscenario", scenario(`${oneContainer}    bomb:\n${lines.join("\n")}`))
    const { code, output } = await cli(["run", "bomb.podscenario"])
    expect(code).toBe(2)
    expect(output).toContain("error[PS2103]")
    expect(output).toContain("more than 100 alias expansions")
    noInternals(output)
  })

  it("deeply nested YAML is refused with a diagnostic", async () => {
    write("deep.podscenario", scenario(`${oneContainer}    x: ${"[".repeat(5_000)}${"]".repeat(5_000)}`))
    const { code, output } = await cli(["run", "deep.podscenario"])
    expect(code).toBe(2)
    expect(output).toMatch(/error\[PS2\d{3}\]/)
  })

  it("deeply nested YAML names the nesting limit, not the JavaScript stack", async () => {
    write("deep.podscenario", scenario(`${oneContainer}    x: ${"{a: ".repeat(2_000)}1${"}".repeat(2_000)}`))
    const { code, output } = await cli(["check", "deep.podscenario"])
    expect(code).toBe(2)
    expect(output).not.toContain("Maximum call stack")
    expect(output).toMatch(/nest/i)
  })

  it("a 50 MB file is refused before it is read, naming the 10 MiB limit", async () => {
    const file = path.join(tmp.dir, "big.podscenario")
    fs.writeFileSync(file, "")
    fs.truncateSync(file, 50 * 1024 * 1024) // sparse: the size is real, nothing is written
    const { code, output } = await cli(["run", "big.podscenario"])
    expect(code).toBe(2)
    expect(output).toContain("error[PS3004]")
    expect(output).toContain("over the limit of 10485760 bytes")
    noInternals(output)
  })

  it("binary garbage is refused with syntax errors", async () => {
    write("garbage.podscenario", garbage(4_096))
    const { code, output } = await cli(["check", "garbage.podscenario"])
    expect(code).toBe(2)
    expect(output).toMatch(/error\[PS1\d{3}\]/)
    noInternals(output)
  })

  it("binary garbage gives a bounded number of diagnostics", async () => {
    write("garbage.podscenario", garbage(16_384))
    const { code, output } = await cli(["check", "garbage.podscenario"])
    expect(code).toBe(2)
    expect(output.match(/^error\[/gm)?.length ?? 0).toBeLessThanOrEqual(101)
    expect(output.length).toBeLessThan(64 * 1024)
  })

  it("`end at 1000000000h` is refused, naming the longest run", async () => {
    write("forever.podscenario", scenario(oneContainer, "container app exits 1 after 1s\nend at 1000000000h\n"))
    const checked = await cli(["check", "forever.podscenario"])
    expect(checked.code).toBe(2)
    expect(checked.output).toContain("longer than the longest run a scenario may have, 8760h (a year)")
    const { code, output } = await cli(["run", "forever.podscenario"])
    expect(code).toBe(2)
    expect(output).toMatch(/error\[PS\d{4}\]/)
    noInternals(output)
  })

  it("a scenario that would run millions of steps stops at 250,000, saying when, and errors (PS3005)", async () => {
    const probed = [
      "    containers:",
      "      - name: app",
      "        image: busybox",
      '        livenessProbe: { exec: { command: ["true"] }, periodSeconds: 1, failureThreshold: 1000000 }'
    ].join("\n")
    const timingOut = "liveness of app times out after 0s\nexpect at 1h container app running\nend at 8000h\n"
    write("busy.podscenario", scenario(probed, timingOut))
    const { code, output } = await cli(["run", "busy.podscenario", "--format", "pretty"])
    expect(code).toBe(2)
    // a liveness probe timing out every second, each time-out counted towards the restart (a tick and a time-out a
    // run, never skipped: a readiness one is): 250,000 steps reach 34h43m21s of the 8000h (liveness from 1s, §9.4)
    expect(output).toContain("error[PS3005]: the simulation stopped at 34h43m21s, after 250000 steps")
    noInternals(output)
  })

  it("a probe that keeps succeeding every second for 8000h is skipped through, well under the step limit", async () => {
    const probed = [
      "    containers:",
      "      - name: app",
      "        image: busybox",
      '        livenessProbe: { exec: { command: ["true"] }, periodSeconds: 1 }'
    ].join("\n")
    write("soak.podscenario", scenario(probed, "expect at 7999h container app running restarts 0\nend at 8000h\n"))
    const { code, output } = await cli(["run", "soak.podscenario", "--format", "pretty"])
    expect(output).not.toContain("PS3005")
    expect(code).toBe(0)
  })

  it("block-style YAML nested 10,000 levels deep is refused before parsing, naming the limit", async () => {
    write("stairs.podscenario", scenario(`${oneContainer}    x:\n${"      - ".repeat(1)}${"- ".repeat(10_000)}x`))
    const { code, output } = await cli(["check", "stairs.podscenario"])
    expect(code).toBe(2)
    expect(output).toContain("error[PS2103]")
    expect(output).not.toContain("Maximum call stack")
    noInternals(output)
  })

  it("a pod with 10,000 containers is refused, naming the limit of 500", async () => {
    const containers = Array.from({ length: 10_000 }, (_, i) => `      - { name: c${i}, image: busybox }`).join("\n")
    write("wide.podscenario", scenario(`    containers:\n${containers}`))
    const checked = await cli(["check", "wide.podscenario"])
    expect(checked.code).toBe(2)
    expect(checked.output).toContain("a pod may have at most 500 containers (init containers included), not 10000")
    // podscenario's own bound, not the API server's (docs/guide/limits.md)
    expect(checked.output).toContain("error[PS2125]: podscenario's own limit")
    expect(checked.output).not.toContain("API server would reject")
  })

  it("a symlink loop in a scenarios directory is walked once", async () => {
    write("suite/a.podscenario", scenario(oneContainer))
    fs.symlinkSync(".", path.join(tmp.dir, "suite/again"))
    fs.symlinkSync("..", path.join(tmp.dir, "suite/up"))
    const { code, output } = await cli(["run", "suite", "--format", "pretty"])
    expect(code).toBe(0)
    expect(output.match(/a\.podscenario/g)?.length).toBe(1)
    noInternals(output)
  })

  it("a directory of nothing but symlink loops has no scenario to run", async () => {
    fs.mkdirSync(path.join(tmp.dir, "loops"))
    fs.symlinkSync(".", path.join(tmp.dir, "loops/self"))
    fs.symlinkSync("missing", path.join(tmp.dir, "loops/dangling"))
    const { code, output } = await cli(["run", "loops"])
    expect(code).toBe(2)
    expect(output).toContain("no scenario to run in loops")
    noInternals(output)
  })

  it("a path that is itself a symlink loop is unreadable", async () => {
    fs.symlinkSync("self.podscenario", path.join(tmp.dir, "self.podscenario"))
    const { code, output } = await cli(["run", "self.podscenario"])
    expect(code).toBe(2)
    expect(output).toContain("too many levels of symbolic links")
    noInternals(output)
  })
})
