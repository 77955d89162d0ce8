/**
 * `podscenario/vitest` on a small project using the installed package: vitest lists every scenario as a test,
 * fails the failing one with podscenario's failure block, and `-t` picks scenarios by tag. The project's vitest is
 * this workspace's own, linked into its node_modules (as `npm install vitest` would put it there, without the
 * network).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { beforeAll, describe, expect, it } from "vitest"
import { project, scenarios, sh, write } from "./helpers.ts"

const vitest = fs.realpathSync(fileURLToPath(new URL("../../../node_modules/vitest", import.meta.url)))

describe("the vitest bridge of the installed package", () => {
  beforeAll(() => {
    const link = path.join(project(), "node_modules/vitest")
    if (!fs.existsSync(link)) fs.symlinkSync(vitest, link, "dir")
    write("bridge/package.json", JSON.stringify({ type: "module", private: true }))
    write("bridge/scenarios/crash.podscenario", scenarios.passing.replace('scenario "', '@crash\nscenario "'))
    write(
      "bridge/scenarios/more/wrong.podscenario",
      scenarios.failing.replace("a crash loop backs off", "a wrong count")
    )
    write(
      "bridge/podscenario.test.js",
      'import { scenarios } from "podscenario/vitest"\n\nawait scenarios("scenarios/**/*.podscenario")\n'
    )
  })

  const vitestRun = (...args: ReadonlyArray<string>) =>
    sh("bridge", process.execPath, [path.join(project(), "node_modules/vitest/vitest.mjs"), "run", ...args])

  it("registers every scenario as a test, named with its file:line and tags; a failure shows podscenario's block", () => {
    const ran = vitestRun("--reporter", "verbose")
    const out = ran.stdout + ran.stderr
    expect(out).toContain("a crash loop backs off (scenarios/crash.podscenario:2) @crash")
    expect(out).toContain("a wrong count (scenarios/more/wrong.podscenario:1)")
    expect(out).toContain("✗ expect at 12s container app running restarts 5")
    expect(out).toContain("--> scenarios/more/wrong.podscenario:9:1")
    expect(out).toMatch(/Tests\s+1 failed \| 1 passed \(2\)/)
    expect(ran.code).toBe(1)
  })

  it("-t filters by tag like any test name", () => {
    const ran = vitestRun("-t", "@crash")
    expect(ran.stdout).toMatch(/Tests\s+1 passed \| 1 skipped \(2\)/)
    expect(ran.code).toBe(0)
  })
})
