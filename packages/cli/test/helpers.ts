/**
 * Running the CLI in-process over a temporary directory, as the tests of packages/cli and scenarios/ do: real files,
 * colour-free output captured per stream (and merged, as a user sees them).
 */
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { type Io, main } from "@podscenario/cli"
import { afterEach, beforeEach } from "vitest"

/** @category models */
export interface CliRun {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
  /** Standard output and standard error in the order they were written. */
  readonly output: string
}

/**
 * Runs `podscenario ARGV` in `cwd` with `CI` unset and no colours (plus `env`).
 *
 * @category running
 */
export const runCli = async (
  cwd: string,
  argv: ReadonlyArray<string>,
  env: Readonly<Record<string, string>> = {},
  onPlanned?: Io["onPlanned"]
): Promise<CliRun> => {
  let stdout = ""
  let stderr = ""
  let output = ""
  const sink = (append: (text: string) => void) => ({
    write: (text: string) => {
      append(text)
      output += text
    },
    isTTY: false
  })
  const code = await main(argv, {
    cwd,
    env: { CI: "", NO_COLOR: "1", ...env },
    stdout: sink((t) => {
      stdout += t
    }),
    stderr: sink((t) => {
      stderr += t
    }),
    clock: () => 0,
    timestamp: () => "2026-01-01T00:00:00Z",
    onPlanned
  })
  return { code, stdout, stderr, output }
}

/**
 * A fresh temporary directory for each test of the calling file, removed afterwards, with a `write(name, text)`
 * that creates folders as needed.
 *
 * @category fixtures
 */
export const temporaryDirectory = (prefix: string) => {
  const state = { dir: "" }
  beforeEach(() => {
    state.dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  })
  afterEach(() => {
    fs.rmSync(state.dir, { recursive: true, force: true })
  })
  return {
    get dir() {
      return state.dir
    },
    write: (name: string, text: string | Uint8Array) => {
      fs.mkdirSync(path.dirname(path.join(state.dir, name)), { recursive: true })
      fs.writeFileSync(path.join(state.dir, name), text)
    }
  }
}

/**
 * A scenario of a container that exits 1 every second: `restarts` restarts expected at 2s (1 holds, any other
 * number fails), `tags` (with their newline) before it.
 *
 * @category fixtures
 */
export const crashLoopScenario = (name: string, restarts = 1, tags = "") => `${tags}scenario "${name}"
pod web:
  spec:
    containers:
      - name: app
        image: registry.example/app:1.4
container app exits 1 after 1s
expect at 2s container app waiting reason CrashLoopBackOff restarts ${restarts}
end at 1m
`

/**
 * A preStop hook swept over `range`: the container stops 5s after SIGTERM, which comes when the hook ends (deleted at
 * 10s, grace 30s), so a hook shorter than 25s leaves it time to stop before the grace period ends, a longer one does
 * not (kubelet-rules §11.3).
 */
export const sweptGrace = (range: string) => `scenario "preStop within the grace period"
pod web:
  spec:
    terminationGracePeriodSeconds: 30
    containers:
      - name: app
        image: busybox
        lifecycle:
          preStop:
            exec: { command: [sleep, "1"] }
preStop of app takes <hook>
container app stops 5s after SIGTERM
at 10s pod is deleted
expect signal SIGTERM to app
expect never signal SIGKILL to app
sweep hook ${range}
golden "grace.sweep.md"
`
