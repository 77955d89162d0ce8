/**
 * The published package as a user gets it (issue 14): the size of the tarball `pnpm pack:release` writes and of what
 * `npm install` unpacks, and the cold start of the installed CLI: `npx podscenario --version` and one scenario,
 * through npx (as the README says to run it) and through node_modules/.bin directly (npx itself costs the rest).
 * "First run" is the very first start on a machine, with an empty code cache (the cache is made then,
 * CompileCache.ts); the other figures are medians of later starts.
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { installRelease } from "../packages/podscenario/test/install.ts"
import { childEnv, fmt, record, root, spawn, spawnMedian, timeMedian } from "./measure.ts"

/** What bench/run.ts lends this module: the repetitions and its cold-start figure. */
export interface Harness {
  readonly runs: number
  readonly startup: (name: string, ms: number, goal?: number) => void
}

const size = (name: string, bytes: number, goal: number): void =>
  record({
    section: "package",
    name,
    value: `${fmt(bytes / 1024)} KiB`,
    goal: `< ${fmt(goal / 1024)} KiB`,
    met: bytes < goal
  })

const filesBelow = (dir: string): ReadonlyArray<string> =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))

/** Packs, installs into a temporary directory outside the workspace, measures, and removes it. */
export const packageFigures = (h: Harness): void => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "podscenario-bench-package-"))
  try {
    const env = {
      ...childEnv(),
      npm_config_userconfig: path.join(dir, "npmrc"),
      PODSCENARIO_COMPILE_CACHE: path.join(dir, "cache")
    }
    fs.writeFileSync(path.join(dir, "npmrc"), "")
    const { user, tarball } = installRelease(dir, env)
    const installed = path.join(user, "node_modules/podscenario")
    size("tarball (`npm pack`)", fs.statSync(tarball).size, 1024 * 1024)
    size(
      "installed (node_modules/podscenario, no dependencies)",
      filesBelow(installed).reduce((sum, f) => sum + fs.statSync(f).size, 0),
      4 * 1024 * 1024
    )
    fs.copyFileSync(
      path.join(root, "scenarios/crash-loop-backoff/default-delays.podscenario"),
      path.join(user, "one.podscenario")
    )
    const bin = path.join(user, "node_modules/.bin/podscenario")
    // the first run ever (an empty code cache, made then), once; the later runs start from that cache
    spawn(bin, ["run", "one.podscenario", "--format", "dot"], user, env)
    const fresh = { ...env, PODSCENARIO_COMPILE_CACHE: path.join(dir, "fresh-cache") }
    const firstRun = timeMedian(1, () => {
      fs.rmSync(path.join(dir, "fresh-cache"), { recursive: true, force: true })
      spawn(bin, ["run", "one.podscenario", "--format", "dot"], user, fresh)
    })
    h.startup("installed: first run of one scenario (empty code cache)", firstRun)
    h.startup(
      "installed: `node_modules/.bin/podscenario --version`",
      spawnMedian(h.runs, bin, ["--version"], user, env),
      150
    )
    h.startup(
      "installed: `node_modules/.bin/podscenario run` of one scenario file",
      spawnMedian(h.runs, bin, ["run", "one.podscenario", "--format", "dot"], user, env),
      150
    )
    h.startup(
      "installed: `npx podscenario --version`",
      spawnMedian(h.runs, "npx", ["--no", "--", "podscenario", "--version"], user, env)
    )
    h.startup(
      "installed: `npx podscenario run` of one scenario file",
      spawnMedian(h.runs, "npx", ["--no", "--", "podscenario", "run", "one.podscenario", "--format", "dot"], user, env)
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
