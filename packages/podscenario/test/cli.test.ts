import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, inject, it } from "vitest"
import { podscenario, project, scenarios, write } from "./helpers.ts"

describe("the installed package", () => {
  it("is what package.json promises: a bin, no runtime dependencies, no code cache of the build's Node", () => {
    const installed = path.join(project(), "node_modules/podscenario")
    const manifest = JSON.parse(fs.readFileSync(path.join(installed, "package.json"), "utf8"))
    expect(manifest).toMatchObject({
      name: "podscenario",
      version: "0.1.0",
      bin: { podscenario: "./dist/podscenario.cjs" }
    })
    expect(manifest.dependencies).toBeUndefined()
    // What npm installed (its lockfile of node_modules), not the folder's listing: vitest.test.ts links the
    // workspace's vitest into the same node_modules, before or after this test depending on file order.
    const lock = JSON.parse(fs.readFileSync(path.join(project(), "node_modules/.package-lock.json"), "utf8"))
    expect(Object.keys(lock.packages)).toEqual(["node_modules/podscenario"])
    expect(fs.readdirSync(path.join(installed, "dist")).filter((f) => f.endsWith(".v8cache"))).toEqual([])
    expect(path.basename(inject("installed").tarball)).toBe("podscenario-0.1.0.tgz")
  })

  it("npx podscenario --version prints the package's version", () => {
    expect(podscenario(".", ["--version"])).toEqual({ code: 0, stdout: "0.1.0\n", stderr: "" })
  })

  it("runs a passing scenario from the user's directory (exit 0)", () => {
    write("pass/web.podscenario", scenarios.passing)
    const ran = podscenario("pass", ["run", "web.podscenario", "--format", "dot"])
    expect(ran.stdout).toContain("1 passed")
    expect(ran.code).toBe(0)
  })

  it("resolves paths from the current directory, not from the package", () => {
    write("nested/scenarios/web.podscenario", scenarios.passing)
    const ran = podscenario("nested", ["run", "scenarios/web.podscenario", "--format", "pretty"])
    expect(ran.stdout).toContain("✓ scenarios/web.podscenario:1")
    expect(ran.code).toBe(0)
    // without paths: the scenarios/ folder of the current directory
    expect(podscenario("nested", ["run", "--format", "pretty"]).stdout).toContain("✓ scenarios/web.podscenario:1")
  })

  it("a failing scenario exits 1 and says why", () => {
    write("fail/web.podscenario", scenarios.failing)
    const ran = podscenario("fail", ["run", "web.podscenario", "--format", "pretty"])
    expect(ran.stdout).toContain("error[PS4001]: expectation failed: at 12s container app running restarts 5")
    expect(ran.code).toBe(1)
  })

  it("an invalid scenario exits 2 with a diagnostic at its line and no stack trace", () => {
    write("bad/web.podscenario", scenarios.invalid)
    const ran = podscenario("bad", ["run", "web.podscenario"])
    expect(ran.stdout).toContain("error[PS1004]: unknown word `exitz`\n --> web.podscenario:7:15")
    expect(ran.stdout + ran.stderr).not.toMatch(/\n\s+at /)
    expect(ran.code).toBe(2)
  })
})
