/**
 * Running the installed package (install.ts) as a user does: `npx podscenario …` in a folder of the user's
 * project, with the Node that runs the tests first on PATH (so `pnpm test:node-versions` runs it on that Node).
 */
import { spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as path from "node:path"
import { inject } from "vitest"
import { userEnv } from "./install.ts"

/** @category models */
export interface Ran {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** The user's project, where `npm install` put the package. */
export const project = (): string => inject("installed").dir

/** Runs `command args` in `cwd` (relative to the user's project) as the user's shell would. */
export const sh = (
  cwd: string,
  command: string,
  args: ReadonlyArray<string>,
  env: Readonly<Record<string, string>> = {}
): Ran => {
  const base = userEnv()
  const out = spawnSync(command, [...args], {
    cwd: path.resolve(project(), cwd),
    encoding: "utf8",
    env: {
      ...base,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${base.PATH ?? ""}`,
      CI: "",
      NO_COLOR: "1",
      ...env
    }
  })
  return { code: out.status, stdout: out.stdout, stderr: out.stderr }
}

/** `npx podscenario ARGS` in `cwd`. */
export const podscenario = (cwd: string, args: ReadonlyArray<string>, env: Readonly<Record<string, string>> = {}) =>
  sh(cwd, "npx", ["--no", "--", "podscenario", ...args], env)

/** Writes `text` to `name` under the user's project, creating folders. */
export const write = (name: string, text: string): void => {
  const file = path.join(project(), name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, text)
}

/** A scenario that passes, and the same with one expectation wrong (fails) or one word wrong (invalid). */
export const scenarios = {
  passing: `scenario "a crash loop backs off"
pod web:
  spec:
    containers:
      - name: app
        image: registry.example/app:1.4
container app exits 1 after 1s
expect at 2s container app waiting reason CrashLoopBackOff restarts 1
expect at 12s container app running restarts 2
end at 1m
`,
  get failing() {
    return this.passing.replace("running restarts 2", "running restarts 5")
  },
  get invalid() {
    return this.passing.replace("exits 1 after", "exitz 1 after")
  }
}
