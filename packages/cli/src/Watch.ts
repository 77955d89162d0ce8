/**
 * `podscenario run --watch`: runs, then runs again whenever a file changes under the folders of the paths (scenario
 * files, the manifests and goldens beside them), clearing the terminal between runs. A change made while a run is
 * going starts one more run after it; so the goldens a run writes cost one more run, which writes nothing. The
 * reports a run writes (`--format NAME:FILE`, `--rerun FILE`) are not watched. Stops with Ctrl-C.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import type { Io } from "./Io.ts"

/** Quiet time after a change before the run starts, so that an editor's save (write, rename) is one change. */
const settleMs = 100

/**
 * The folders to watch for `paths` (relative to `cwd`): a folder itself, a file's folder; each once.
 *
 * @category watching
 */
export const foldersOf = (cwd: string, paths: ReadonlyArray<string>): ReadonlyArray<string> => {
  const folders = paths.map((p) => {
    const full = path.resolve(cwd, p.replace(/(?::\d+)+$/, ""))
    return fs.existsSync(full) && fs.statSync(full).isDirectory() ? full : path.dirname(full)
  })
  const unique = [...new Set(folders)].sort()
  // a folder below another already watched one is covered by it
  return unique.filter((f) => !unique.some((other) => other !== f && f.startsWith(`${other}${path.sep}`)))
}

/**
 * Runs `run` now and after every change under `folders`; never returns (the process ends on Ctrl-C).
 *
 * @category watching
 */
export const watch = (
  io: Io,
  folders: ReadonlyArray<string>,
  outputs: ReadonlySet<string>,
  run: () => Promise<number>
): Promise<number> => {
  let running = false
  let changed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const cycle = async (): Promise<void> => {
    running = true
    // clear the screen and its scroll-back on a terminal; in a log, a blank line between runs
    io.stdout.write(io.stdout.isTTY ? "\x1b[2J\x1b[3J\x1b[H" : "\n")
    await run()
    io.stderr.write(
      `\nwatching ${folders.map((f) => path.relative(io.cwd, f) || ".").join(", ")} for changes (Ctrl-C to stop)\n`
    )
    // the events of the files this run wrote arrive a little after it
    setTimeout(() => {
      running = false
      if (changed) schedule()
    }, settleMs)
  }
  const schedule = () => {
    changed = running
    if (running) return
    clearTimeout(timer)
    timer = setTimeout(() => void cycle(), settleMs)
  }
  for (const folder of folders) {
    fs.watch(folder, { recursive: true }, (_, name) => {
      if (name === null || /(^|[\\/])(\.|node_modules)/.test(name.toString())) return
      if (!outputs.has(path.join(folder, name.toString()))) schedule()
    })
  }
  void cycle()
  return new Promise<number>(() => {})
}
