/**
 * The CLI end to end, in-process: `main(argv, io)` over real files in a temporary directory. Output is colour-free
 * and paths are relative, so the assertions read like what a user sees.
 */
import { execFileSync, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { beforeAll, describe, expect, it } from "vitest"
import { bytesPerThread, threadsFor } from "../src/index.ts"
import * as V8Flags from "../src/V8Flags.ts"
import { runCli, sweptGrace, temporaryDirectory } from "./helpers.ts"

const tmp = temporaryDirectory("podscenario-cli-")
const write = tmp.write
const cli = (argv: ReadonlyArray<string>, env: Record<string, string> = {}) => runCli(tmp.dir, argv, env)

const crashLoop = `scenario "A crashing container backs off"
pod web:
  spec:
    containers:
      - name: app
        image: registry.example/app:1.4
container app exits 1 after 1s
expect at 1s container app running restarts 1
expect at 2s container app waiting reason CrashLoopBackOff
expect at 12s container app running restarts 2
end at 1m
`

describe("podscenario run", () => {
  it("passes a correct scenario with exit code 0", async () => {
    write("crash.podscenario", crashLoop)
    const { code, stdout } = await cli(["run", "crash.podscenario", "--format", "pretty"])
    expect(stdout).toContain("✓ crash.podscenario:1  A crashing container backs off")
    expect(code).toBe(0)
  })

  it("fails a wrong expectation with exit code 1 and the first violating instant (§5.2)", async () => {
    write(
      "crash.podscenario",
      crashLoop.replace("expect at 12s", "expect from 2s until 20s container app waiting\nexpect at 12s")
    )
    const { code, stdout } = await cli(["run", "crash.podscenario", "--format", "pretty"])
    expect(code).toBe(1)
    expect(stdout).toContain("crash.podscenario:10:1")
    expect(stdout).toContain("12s")
  })

  it("reports every syntax error of a file at once, with carets, and exits 2", async () => {
    write(
      "bad.podscenario",
      `scenario "three mistakes"
pod web:
  spec:
    containers: [{ name: app, image: busybox }]
container app exts 1 after 5s
at 5x container app exits 1
expect at 10s phase Runing
`
    )
    const { code, stdout } = await cli(["run", "bad.podscenario", "--format", "pretty"])
    expect(code).toBe(2)
    expect(stdout).toContain("bad.podscenario:5:")
    expect(stdout).toContain("bad.podscenario:6:")
    expect(stdout).toContain("bad.podscenario:7:")
    expect(stdout).toContain("^")
    expect(stdout).toContain("exits")
    expect(stdout).not.toContain("    at ") // no stack trace
  })

  it("says nothing more than the diagnostics when a syntax error leaves no scenario to run", async () => {
    write("only-bad.podscenario", 'scenario "x"\ncontainer app exts 1 after 5s\n')
    const { code, stdout, stderr } = await cli(["run", "only-bad.podscenario", "--format", "pretty"])
    expect(code).toBe(2)
    expect(stdout).toContain("only-bad.podscenario:2:")
    expect(stderr).not.toContain("no scenario to run")
  })

  it("runs only the scenario at FILE:LINE", async () => {
    write("two.podscenario", `${crashLoop}\n${crashLoop.replace("A crashing", "Another crashing")}`)
    const { code, stdout } = await cli(["run", "two.podscenario:13", "--format", "pretty"])
    expect(code).toBe(0)
    expect(stdout).toContain("✓ two.podscenario:13  Another crashing container backs off")
    expect(stdout).toContain("↓ two.podscenario:1")
  })

  it("runs every examples row from the scenario line, and refuses a line in no scenario (language reference §11.6)", async () => {
    const table = `pod web:
  spec:
    restartPolicy: Never
    containers: [{ name: app, image: busybox }]

scenario "Exit <code>"
at 5s container app exits <code>
expect at 6s phase <phase>
examples:
  | code | phase     |
  | 0    | Succeeded |
  | 1    | Failed    |
`
    write("rows.podscenario", table)
    const all = await cli(["run", "rows.podscenario:6", "--format", "pretty"])
    expect(all.code).toBe(0)
    expect(all.stdout).toContain("2 passed")
    const one = await cli(["run", "rows.podscenario:12", "--format", "pretty"])
    expect(one.stdout).toContain("1 passed | 1 skipped")
    const shared = await cli(["run", "rows.podscenario:2", "--format", "pretty"])
    expect(shared.code).toBe(2)
    expect(shared.stdout).toContain("error[PS3010]: line 2 of `FILE:LINE` is in no scenario")
    const past = await cli(["run", "rows.podscenario:99", "--format", "pretty"])
    expect(past.code).toBe(2)
    expect(past.stdout).toContain("the file has 12 lines")
  })

  it("an event on a container that has not started yet says when it starts", async () => {
    write(
      "early.podscenario",
      `scenario "early"
pod web:
  spec:
    initContainers: [{ name: init, image: busybox }]
    containers: [{ name: app, image: busybox }]
container init exits 0 after 10s
at 5s container app exits 1
`
    )
    const { stdout } = await cli(["run", "early.podscenario", "--format", "pretty"])
    expect(stdout).toContain("container app has not started yet")
    expect(stdout).toContain("= help: it would be possible at 10s")
  })

  it("says when there is nothing to run, with exit code 2", async () => {
    const { code, stdout } = await cli(["run", "missing.podscenario"])
    expect(code).toBe(2)
    expect(stdout).toContain("error[PS3004]: cannot read `missing.podscenario`: no such file or directory")
  })

  it("rejects an unknown format with a suggestion and exit code 2", async () => {
    write("crash.podscenario", crashLoop)
    const { code, stderr } = await cli(["run", "crash.podscenario", "--format", "junti"])
    expect(code).toBe(2)
    expect(stderr).toContain("unknown format `junti`")
    expect(stderr).toContain("junit")
  })

  it("writes JUnit to a file with --format junit:PATH", async () => {
    write("crash.podscenario", crashLoop)
    const { code } = await cli(["run", "crash.podscenario", "--format", "junit:reports/junit.xml"])
    expect(code).toBe(0)
    const xml = fs.readFileSync(path.join(tmp.dir, "reports/junit.xml"), "utf8")
    expect(xml).toContain('<testcase classname="crash.podscenario" name="A crashing container backs off"')
  })
})

describe("golden files", () => {
  const withGolden = `${crashLoop}golden "golden/crash.md"\n`

  it("are written when missing on a developer's machine", async () => {
    write("crash.podscenario", withGolden)
    const { code } = await cli(["run", "crash.podscenario"])
    expect(code).toBe(0)
    expect(fs.existsSync(path.join(tmp.dir, "golden/crash.md"))).toBe(true)
  })

  it("are never written under CI: a missing one fails", async () => {
    write("crash.podscenario", withGolden)
    const { code } = await cli(["run", "crash.podscenario"], { CI: "true" })
    expect(code).toBe(1)
    expect(fs.existsSync(path.join(tmp.dir, "golden/crash.md"))).toBe(false)
  })

  it("fail with a diff when they differ, and --update rewrites them", async () => {
    write("crash.podscenario", withGolden)
    write("golden/crash.md", "an older timeline\n")
    const failed = await cli(["run", "crash.podscenario", "--format", "pretty"])
    expect(failed.code).toBe(1)
    expect(failed.stdout).toContain("-an older timeline")
    const updated = await cli(["run", "crash.podscenario", "-u"])
    expect(updated.code).toBe(0)
    expect(fs.readFileSync(path.join(tmp.dir, "golden/crash.md"), "utf8")).not.toContain("an older timeline")
  })
})

describe("podscenario check and --help", () => {
  it("check validates without running", async () => {
    write("crash.podscenario", crashLoop)
    const { code, stdout } = await cli(["check", "crash.podscenario"])
    expect(code).toBe(0)
    expect(stdout).toBe("1 file, 1 scenario, 0 errors\n")
  })

  it("check counts the scenarios that have errors (language reference §11.6)", async () => {
    write(
      "half.podscenario",
      `${crashLoop}\n${crashLoop.replace("A crashing", "Another").replace("exits 1 after", "exts 1 after")}`
    )
    const { code, stdout } = await cli(["check", "half.podscenario"])
    expect(code).toBe(2)
    expect(stdout).toBe("1 file, 2 scenarios (1 with errors), 1 error\n")
  })

  it("a scenario with an impossible event reports every one, and its expectations as not checked", async () => {
    const impossible = crashLoop.replace(
      "end at 1m",
      "at 5s container app exits 1\nat 8s container app exits 2\nend at 1m"
    )
    write("impossible.podscenario", impossible)
    const { code, stdout } = await cli(["run", "impossible.podscenario", "--format", "pretty"])
    expect(code).toBe(2)
    expect(stdout).toContain("impossible.podscenario:11:1")
    expect(stdout).toContain("impossible.podscenario:12:1")
    expect(stdout).toContain("3 not checked")
    expect(stdout).not.toContain("passed (3)")
  })

  it("--help shows examples and exit codes", async () => {
    const { code, stdout } = await cli(["--help"])
    expect(code).toBe(0)
    expect(stdout).toContain("Examples:")
    expect(stdout).toContain("Exit codes:")
  })
})

describe("podscenario fmt", () => {
  const messy = `scenario "x"
pod web:
  spec:
    containers: [{ name: app, image: busybox }]
at 10s container app exits <code>
expect at 10s phase <phase>
examples:
  | code | phase |
  | 0 | Running |
  | 1      | Running |
`

  it("--check lists the files that would change and exits 1, writing nothing", async () => {
    write("messy.podscenario", messy)
    const { code, stdout } = await cli(["fmt", "--check", "messy.podscenario"])
    expect(code).toBe(1)
    expect(stdout).toBe("messy.podscenario\n")
    expect(fs.readFileSync(path.join(tmp.dir, "messy.podscenario"), "utf8")).toBe(messy)
  })

  it("aligns examples tables, and formatting formatted code changes nothing", async () => {
    write("messy.podscenario", messy)
    expect((await cli(["fmt", "messy.podscenario"])).code).toBe(0)
    expect(fs.readFileSync(path.join(tmp.dir, "messy.podscenario"), "utf8")).toContain(
      "  | 0    | Running |\n  | 1    | Running |\n"
    )
    const again = await cli(["fmt", "--check", "messy.podscenario"])
    expect(again).toMatchObject({ code: 0, stdout: "" })
  })

  it("never rewrites a file with syntax errors (exit 2)", async () => {
    write("broken.podscenario", "scenario x\n")
    const { code, stderr } = await cli(["fmt", "broken.podscenario"])
    expect(code).toBe(2)
    expect(stderr).toContain("broken.podscenario:1:")
  })
})

describe("podscenario docs and explain", () => {
  it("docs writes a page per scenario with its timelines, and an index", async () => {
    write("suite/crash.podscenario", `# Why this matters.\n${crashLoop}`)
    const { code } = await cli(["docs", "suite", "--out", "site"])
    expect(code).toBe(0)
    const page = fs.readFileSync(path.join(tmp.dir, "site/crash/a-crashing-container-backs-off.md"), "utf8")
    expect(page).toContain("# A crashing container backs off")
    expect(page).toContain("> Why this matters.")
    expect(page).toContain("```mermaid")
    expect(fs.existsSync(path.join(tmp.dir, "site/crash/a-crashing-container-backs-off.svg"))).toBe(true)
    expect(fs.readFileSync(path.join(tmp.dir, "site/README.md"), "utf8")).toContain(
      "(crash/a-crashing-container-backs-off.md)"
    )
  })

  it("explain names the kubelet rule behind a restart (§5.2)", async () => {
    write("crash.podscenario", crashLoop)
    const { code, stdout } = await cli(["explain", "crash.podscenario"])
    expect(code).toBe(0)
    expect(stdout).toContain("§5")
  })

  it("explain PS4001 says what a code of the catalogue means, as a failed expectation names it", async () => {
    const { code, stdout } = await cli(["explain", "PS4001"])
    expect(code).toBe(0)
    expect(stdout).toMatchInlineSnapshot(`
      "PS4001 expectation-failed (error)

        expectation failed: {text}

      help: compare the expectation with the timeline: \`podscenario explain {scenario}\` prints it, with the rule behind each change

      example:
        scenario "x"
        pod web:
          spec:
            containers: [{ name: app, image: busybox }]
        expect phase Succeeded
      "
    `)
  })

  it("explain names every world event by its text and line (issue #16)", async () => {
    write("deleted.podscenario", crashLoop.replace("end at 1m", "at 20s pod web is deleted\nend at 1m"))
    const { code, stdout } = await cli(["explain", "deleted.podscenario"])
    expect(code).toBe(0)
    expect(stdout).toContain("at 20s  pod web is deleted (line 11)")
    expect(stdout).not.toContain("scenario event #")
  })

  it("explain says what it read from each container's command, or that it read nothing", async () => {
    write(
      "cmd.podscenario",
      `scenario "commands"
pod web:
  spec:
    containers:
      - { name: app, image: busybox, command: ["sh", "-c", "sleep 10 && exit 1"] }
      - { name: side, image: busybox, command: ["sh", "-c", "trap 'exit 143' TERM; sleep infinity"] }
      - { name: odd, image: busybox, command: ["sh", "-c", "sleep $DELAY"] }
expect at 10s container app restarts 1
`
    )
    const { code, stdout } = await cli(["explain", "cmd.podscenario"])
    expect(code).toBe(0)
    expect(stdout).toContain(
      [
        "read from the commands:",
        "  web/app: exits 1 10s after each start; ignores SIGTERM (PID 1 without a handler, kubelet-rules §11.7)",
        "  web/side: runs until stopped; exits 143 on SIGTERM once the foreground command ends (never from 0s)",
        "  web/odd: nothing read (`$DELAY`): the default behaviour"
      ].join("\n")
    )
  })

  it("versions and gates print the modelled releases and one release's gates; --kubernetes 1.12 is refused", async () => {
    expect((await cli(["versions"])).stdout).toContain("supported: 1.29 to 1.35; default: 1.35")
    const gates = await cli(["gates", "--kubernetes", "1.34"])
    expect(gates.stdout).toMatch(/ContainerRestartRules +false \(Alpha\)/)
    const refused = await cli(["run", "--kubernetes", "1.12", "cmd.podscenario"])
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain("the simulator runs 1.29 to 1.35")
  })
})

describe("a path that names no file (PS3004)", () => {
  it("suggests the file as the user would write it, relative, never the absolute path", async () => {
    write("suite/crash.podscenario", crashLoop)
    const typo = await cli(["run", "suite/crsh.podscenario"])
    expect(typo.code).toBe(2)
    expect(typo.output).toContain("(did you mean suite/crash.podscenario?)")
    expect(typo.output).not.toContain(tmp.dir)
    expect((await cli(["check", "./suite/crash.podscenarios"])).output).toContain(
      "(did you mean ./suite/crash.podscenario?)"
    )
  })
})

describe("--kubernetes for check, explain and docs (language reference §11.1)", () => {
  const ownPolicy = `scenario "own restart policy"
pod web:
  spec:
    containers: [{ name: app, image: busybox, restartPolicy: Never }]
expect phase Running
`
  const plain = `scenario "plain"
pod web:
  spec:
    containers: [{ name: app, image: busybox }]
expect phase Running
`

  it("check validates as the release given: 1.34 rejects a container's restartPolicy", async () => {
    write("own.podscenario", ownPolicy)
    expect((await cli(["check", "own.podscenario"])).code).toBe(0)
    const old = await cli(["check", "--kubernetes", "1.34", "own.podscenario"])
    expect(old.code).toBe(2)
    expect(old.stderr).toContain("spec.containers[0].restartPolicy: Forbidden")
    write("podscenario.config.json", '{ "kubernetes": "1.34" }\n')
    expect((await cli(["check", "own.podscenario"])).code).toBe(2)
    expect((await cli(["check", "--kubernetes", "1.35", "own.podscenario"])).code).toBe(0)
  })

  it("explain and docs write the release's texts (kubelet-rules §15.1)", async () => {
    write("plain.podscenario", plain)
    expect((await cli(["explain", "plain.podscenario"])).stdout).toContain("Normal Created: Container created")
    const old = await cli(["explain", "--kubernetes", "1.34", "plain.podscenario"])
    expect(old.stdout).toContain("Normal Created: Created container: app")
    expect((await cli(["docs", "plain.podscenario", "--kubernetes", "1.34", "--out", "out"])).code).toBe(0)
    expect(fs.readFileSync(path.join(tmp.dir, "out/plain/plain.svg"), "utf8")).toContain("Created container: app")
    expect((await cli(["explain", "--kubernetes", "1.12", "plain.podscenario"])).code).toBe(2)
  })
})

describe("--shard and --repeat", () => {
  const names = (stdout: string) => [...stdout.matchAll(/✓ suite\/(\w+)\.podscenario/g)].map((m) => m[1])

  it("--shard i/n splits the files deterministically, every file in exactly one shard", async () => {
    for (const name of ["a", "b", "c"]) write(`suite/${name}.podscenario`, crashLoop)
    const shards = []
    for (const shard of ["1/2", "2/2"]) {
      const { code, stdout } = await cli(["run", "suite", "--shard", shard, "--format", "pretty"])
      expect(code).toBe(0)
      shards.push(names(stdout))
    }
    expect(shards).toEqual([["a", "c"], ["b"]])
  })

  it("an empty shard passes; a malformed one is a usage error", async () => {
    write("suite/a.podscenario", crashLoop)
    expect((await cli(["run", "suite", "--shard", "2/2"])).code).toBe(0)
    const bad = await cli(["run", "suite", "--shard", "3/2"])
    expect(bad.code).toBe(2)
    expect(bad.stderr).toContain("--shard takes i/n")
  })

  it("--repeat runs every scenario again and passes when the timelines are identical", async () => {
    write("crash.podscenario", crashLoop)
    expect((await cli(["run", "crash.podscenario", "--repeat", "3"])).code).toBe(0)
  })
})

describe("the bundled CLI: --parallel and the code cache", () => {
  const bundle = fileURLToPath(new URL("../dist/podscenario.cjs", import.meta.url))

  beforeAll(() => {
    // Built afresh: a dist/ left from an earlier build would test yesterday's program.
    execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/build.mjs", import.meta.url))])
  }, 120_000)

  const spawn = (argv: ReadonlyArray<string>, env: Record<string, string> = {}, entry = bundle) => {
    const out = spawnSync(process.execPath, [entry, ...argv], {
      cwd: tmp.dir,
      encoding: "utf8",
      maxBuffer: 1 << 30, // a sweep's JSON holds every value's timeline
      env: { ...process.env, CI: "", NO_COLOR: "1", PODSCENARIO_COMPILE_CACHE: path.join(tmp.dir, ".cache"), ...env }
    })
    return { code: out.status, stdout: out.stdout, stderr: out.stderr }
  }

  /** Output with the wall-clock parts (durations, start time) blanked, the only bytes that may differ. */
  const wallClockFree = (text: string) =>
    text
      .replace(/"(durationMs|time)":\s*[\d.]+/g, '"$1":0')
      .replace(/"startedAt":\s*"[^"]*"/g, '"startedAt":""')
      .replace(/Duration\s+\S+/g, "Duration")

  /**
   * Runs `dir` serially and on `threads` threads in `format` and expects the same exit code and output, and `plan` in
   * the parallel run's debug line; gives the serial run. CI=true: no golden is written, so both runs see the same files.
   */
  const expectSerialOutput = (dir: string, format: string, threads: number, plan: string) => {
    const serial = spawn(["run", dir, "--parallel", "1", "--format", format], { CI: "true" })
    const parallel = spawn(["run", dir, "--parallel", String(threads), "--format", format], {
      CI: "true",
      PODSCENARIO_DEBUG: "1"
    })
    expect(parallel.stderr).toContain(plan)
    expect({ code: parallel.code, stdout: wallClockFree(parallel.stdout) }).toEqual({
      code: serial.code,
      stdout: wallClockFree(serial.stdout)
    })
    return serial
  }

  it("runs on worker threads with the output of a serial run, byte for byte, in file order (json, ndjson, dot)", () => {
    for (const name of ["a", "b", "c", "d", "e", "g", "h"]) write(`suite/${name}.podscenario`, crashLoop)
    write("suite/f.podscenario", crashLoop.replace("running restarts 2", "running restarts 9"))
    write("suite/broken.podscenario", 'scenario "no pod"\nexpect phase Running\n')
    write("suite/golden.podscenario", `${crashLoop}golden "golden/crash.md"\n`)
    write("suite/golden/old.md", "a golden no scenario names any more\n")
    for (const format of ["json", "ndjson", "dot"]) {
      const serial = expectSerialOutput("suite", format, 3, "10 files on 3 threads")
      expect(serial.code).toBe(2)
    }
  })

  it("shares a large sweep's values across threads, with the output of a serial run (json, pretty, ndjson)", () => {
    // 1,601 values, enough for a thread each; the verdict of the second expectation flips at 25s
    write("sweep/a.podscenario", crashLoop)
    write("sweep/grace.podscenario", sweptGrace("from 0s to 40s step 25ms"))
    write("sweep/z.podscenario", crashLoop)
    expect(spawn(["run", "sweep", "--parallel", "1"]).code).toBe(1) // writes the sweep's golden
    for (const format of ["json", "pretty", "ndjson"]) {
      const serial = expectSerialOutput("sweep", format, 2, "3 files on 2 threads, a sweep in 2 parts")
      expect(serial.stdout).toContain("fails from 25s")
    }
  })

  /** The bundle as another Node would find it: without the code cache the build made for this one. */
  const withoutShippedCache = (): string => {
    const dir = path.join(tmp.dir, "bundle")
    fs.mkdirSync(dir, { recursive: true })
    const dist = path.dirname(bundle)
    for (const file of fs.readdirSync(dist)) {
      if (/\.(mjs|cjs)$/.test(file)) fs.copyFileSync(path.join(dist, file), path.join(dir, file))
    }
    return path.join(dir, "podscenario.cjs")
  }

  it("ships the code cache of the Node that built it, and a first run uses it without writing one", () => {
    const dist = path.dirname(bundle)
    const program = fs.readdirSync(dist).find((f) => /^program-[0-9a-f]+\.cjs$/.test(f))!
    const shipped = fs.readdirSync(dist).filter((f) => f.startsWith(program.slice(0, -4)) && f.endsWith(".v8cache"))
    expect(shipped).toEqual([
      expect.stringMatching(new RegExp(`-[0-9a-f]{8}-${process.version}-${process.arch}\\.v8cache$`))
    ])
    write("crash.podscenario", crashLoop)
    expect(spawn(["run", "crash.podscenario"]).code).toBe(0)
    expect(fs.existsSync(path.join(tmp.dir, ".cache"))).toBe(false)
  })

  /** A first run as on another Node (the build's cache left out), which writes the user's cache. */
  const firstRunWritingCache = () => {
    write("crash.podscenario", crashLoop)
    const bare = withoutShippedCache()
    const run = () => spawn(["run", "crash.podscenario"], {}, bare)
    const first = run()
    const [cache] = fs.readdirSync(path.join(tmp.dir, ".cache"))
    return { run, first, cache: cache!, file: path.join(tmp.dir, ".cache", cache!) }
  }

  it("writes a code cache on the first run, uses it after, and survives a broken one", () => {
    const { run, first, cache, file } = firstRunWritingCache()
    expect(cache).toMatch(/^program-[0-9a-f]+-[0-9a-f]{8}-v[\d.]+-\w+\.v8cache$/)
    expect(fs.statSync(file).size).toBeGreaterThan(100_000)
    const second = run()
    fs.writeFileSync(file, "not a V8 code cache")
    const third = run()
    expect(fs.readFileSync(file, "utf8")).not.toBe("not a V8 code cache") // rejected by V8, then rewritten
    for (const run of [first, second, third]) {
      expect(run.code).toBe(0)
      expect(wallClockFree(run.stdout)).toBe(wallClockFree(first.stdout))
    }
  })

  it("rejects a damaged code cache instead of running it, and rewrites it", () => {
    const { run, first, file } = firstRunWritingCache()
    const damaged = fs.readFileSync(file)
    // past V8's header, which it always checks: the bytecode itself
    for (const at of [Math.floor(damaged.length / 3), Math.floor(damaged.length / 2)]) damaged[at]! ^= 0xff
    fs.writeFileSync(file, damaged)
    const second = run()
    expect(second.stderr).toBe("")
    expect({ code: second.code, stdout: wallClockFree(second.stdout) }).toEqual({
      code: first.code,
      stdout: wallClockFree(first.stdout)
    })
    expect(fs.readFileSync(file).equals(damaged)).toBe(false)
  })

  it("keeps a code cache for the executable and one for the package's API where their V8 flags differ", () => {
    // one cache for both was rejected by each (V8 checks the flags it was made under) and rewritten at every start;
    // on Node 22 and later the executable sets no flags (V8Flags.ts), so both read one cache
    write("crash.podscenario", crashLoop)
    const bare = withoutShippedCache()
    write("api.cjs", `require(${JSON.stringify(path.join(path.dirname(bare), "lib.cjs"))})\n`)
    const both = () => {
      expect(spawn(["run", "crash.podscenario"], {}, bare).code).toBe(0)
      expect(spawn([], {}, path.join(tmp.dir, "api.cjs")).code).toBe(0)
    }
    const folder = path.join(tmp.dir, ".cache")
    const written = () => fs.readdirSync(folder).map((f) => [f, fs.statSync(path.join(folder, f)).mtimeMs])
    both()
    const first = written()
    expect(first).toHaveLength(V8Flags.program.length > 0 ? 2 : 1)
    both()
    both()
    expect(written()).toEqual(first)
  })

  it("writes no code cache with NODE_DISABLE_COMPILE_CACHE=1", () => {
    write("crash.podscenario", crashLoop)
    const bare = withoutShippedCache()
    expect(spawn(["run", "crash.podscenario"], { NODE_DISABLE_COMPILE_CACHE: "1" }, bare).code).toBe(0)
    expect(fs.existsSync(path.join(tmp.dir, ".cache"))).toBe(false)
  })
})

describe("threadsFor (how many threads run a suite)", () => {
  it("gives --parallel N threads, no more than there are files", () => {
    expect(threadsFor({ files: 10, bytes: 0 }, 3, 2)).toBe(3)
    expect(threadsFor({ files: 2, bytes: 0 }, 8, 8)).toBe(2)
    expect(threadsFor({ files: 0, bytes: 0 }, 4, 4)).toBe(1)
  })

  it("by default, gives one thread for every bytesPerThread bytes, at most one fewer than the cores", () => {
    expect(threadsFor({ files: 100, bytes: bytesPerThread - 1 }, undefined, 8)).toBe(1)
    expect(threadsFor({ files: 100, bytes: 2 * bytesPerThread }, undefined, 8)).toBe(2)
    expect(threadsFor({ files: 100, bytes: 100 * bytesPerThread }, undefined, 4)).toBe(3)
    expect(threadsFor({ files: 1, bytes: 100 * bytesPerThread }, undefined, 8)).toBe(1)
  })

  it("by default, runs serially on 2 cores whatever the suite", () => {
    expect(threadsFor({ files: 1000, bytes: 1000 * bytesPerThread }, undefined, 2)).toBe(1)
    expect(threadsFor({ files: 1000, bytes: 1000 * bytesPerThread }, undefined, 1)).toBe(1)
  })
})
