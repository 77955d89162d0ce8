/**
 * Measuring for `pnpm bench`: medians of timed runs, spawned commands, and the figures the run records for
 * docs/performance.md.
 */
import { type SpawnSyncReturns, spawnSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"

/** The repository's root folder. */
export const root = fileURLToPath(new URL("..", import.meta.url))

// ---------------------------------------------------------------------------------------------------------------------
// measuring
// ---------------------------------------------------------------------------------------------------------------------

export const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Wall milliseconds of one call of `fn`. */
const timed = (fn: () => void): number => {
  const start = performance.now()
  fn()
  return performance.now() - start
}

/** Median wall milliseconds of `runs` calls of `fn` (after one warm-up call). */
export const timeMedian = (runs: number, fn: () => void): number => {
  fn()
  return median(Array.from({ length: runs }, () => timed(fn)))
}

export const timeMedianAsync = async (runs: number, fn: () => Promise<void>): Promise<number> => {
  await fn()
  const times: Array<number> = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  return median(times)
}

/**
 * `rounds` results of each of `tasks`, run in turn (A B A B …, after one discarded round), so that a change in the
 * machine's load falls on all of them alike: on a shared machine their ratio is the figure to trust.
 */
export const interleaved = <A>(rounds: number, tasks: ReadonlyArray<() => A>): Array<Array<A>> => {
  for (const task of tasks) task()
  const results = tasks.map((): Array<A> => [])
  for (let round = 0; round < rounds; round++) {
    for (const [i, task] of tasks.entries()) results[i]!.push(task())
  }
  return results
}

/**
 * The environment of spawned commands. `NODE_EXTRA_CA_CERTS` is left out: Node 20 reads and parses that certificate
 * file at every start, eagerly (Node ≥ 22 waits for the first TLS connection). On a machine that sets it, this is
 * about 80 ms of every start-up that is not podscenario's (measured apart as its own figure).
 */
export const childEnv = (): NodeJS.ProcessEnv => {
  const { NODE_EXTRA_CA_CERTS: _, ...env } = process.env
  return { ...env, NO_COLOR: "1" }
}

/** Runs `command` to its end; exit 1 (failed scenarios) is an answer, any other failure stops the bench. */
export const spawn = (
  command: string,
  args: ReadonlyArray<string>,
  cwd = root,
  env: NodeJS.ProcessEnv = childEnv()
): SpawnSyncReturns<string> => {
  const result = spawnSync(command, [...args], { cwd, encoding: "utf8", env, maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0 && result.status !== 1) {
    throw new Error(`${command} ${args.join(" ")} exited ${result.status}: ${result.stderr}`)
  }
  return result
}

/** What one spawned run cost. @see spawnMeasured */
export interface Cost {
  readonly wallMs: number
  /**
   * User and system time of the process, its threads and its children: unlike the wall time, it does not grow while
   * the command waits for a core that other processes hold.
   */
  readonly cpuMs: number
}

/**
 * Runs `command` under `sh`, which reports from /proc (Linux) the CPU time its waited-for children used; the output
 * is discarded. Exit 1 (failed scenarios) is an answer, any other failure stops the bench.
 */
export const spawnMeasured = (
  command: string,
  args: ReadonlyArray<string>,
  cwd = root,
  env: NodeJS.ProcessEnv = childEnv()
): Cost => {
  const report = '"$@" >/dev/null 2>&1; status=$?; echo "$status $(getconf CLK_TCK) $(cut -d")" -f2- /proc/$$/stat)"'
  const start = performance.now()
  const result = spawnSync("/bin/sh", ["-c", report, "sh", command, ...args], { cwd, encoding: "utf8", env })
  const wallMs = performance.now() - start
  // after the command's name in /proc/PID/stat: state, ppid, …, cutime (14th), cstime (15th), in clock ticks
  const [status, ticks, ...stat] = result.stdout.trim().split(/\s+/)
  if (status !== "0" && status !== "1") throw new Error(`${command} ${args.join(" ")} exited ${status}`)
  return { wallMs, cpuMs: ((Number(stat[13]) + Number(stat[14])) * 1000) / Number(ticks) }
}

/** Median wall milliseconds of spawning `command` (no warm-up beyond the first, discarded, run). */
export const spawnMedian = (
  runs: number,
  command: string,
  args: ReadonlyArray<string>,
  cwd = root,
  env: NodeJS.ProcessEnv = childEnv()
): number =>
  timeMedian(runs, () => {
    spawn(command, args, cwd, env)
  })

export const lineCount = (text: string): number => text.split("\n").length - (text.endsWith("\n") ? 1 : 0)

/** `files` (relative path → text) written into a new temporary folder, whose path is returned. */
export const writeFiles = (prefix: string, files: ReadonlyMap<string, string>): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  for (const [file, text] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

// ---------------------------------------------------------------------------------------------------------------------
// figures
// ---------------------------------------------------------------------------------------------------------------------

export interface Figure {
  readonly section: string
  readonly name: string
  readonly value: string
  readonly goal: string
  /** `true` met, `false` missed, `undefined` informational. */
  readonly met: boolean | undefined
}

/** The figures of this run, in the order they were measured. */
export const figures: Array<Figure> = []
/** Notes for the page, under the figures. */
export const notes: Array<string> = []

export const fmt = (n: number, digits = 0): string =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits })

export const record = (figure: Figure): void => {
  figures.push(figure)
  const mark = figure.met === undefined ? " " : figure.met ? "✓" : "✗"
  process.stdout.write(`${mark} ${figure.section} / ${figure.name}: ${figure.value} (goal ${figure.goal})\n`)
}
