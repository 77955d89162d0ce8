/**
 * Loads the bundled program (`dist/program-HASH.cjs`) through a V8 code cache, so that the second and later starts
 * compile almost nothing (docs/guide/cli.md, "Start-up"). Compiling the 1 MB program took 70–90 ms of a 330 ms run on
 * Node 20, and the functions compiled lazily while it ran as much again. Node 22's `module.enableCompileCache()`
 * caches a module when it is compiled, before it runs, and Node 20 has no cache at all; this one is written after
 * the first run, so it holds the functions that run compiled too, on every Node version.
 *
 * The cache is a file per program, place, V8 flags and Node version in `podscenario-compile-cache-UID` under the
 * temporary directory (`PODSCENARIO_COMPILE_CACHE` names another folder; `NODE_DISABLE_COMPILE_CACHE=1` turns it off).
 * The build ships one beside the program for the Node it ran on, read when the user's folder has none. The program's
 * file name carries a hash of its content, so a cache never meets another program. V8 checks the rest (its version,
 * its flags) and rejects a cache that does not fit: then the program is compiled as usual and the cache rewritten.
 */
import { createRequire } from "node:module"

// Node's own modules through `require`, not `import`: importing `node:fs` from an ECMAScript module builds a facade
// of all its exports, which loads the stream classes (a few ms of every start).
const require = createRequire(import.meta.url)
const fs: typeof import("node:fs") = require("node:fs")
const os: typeof import("node:os") = require("node:os")
const path: typeof import("node:path") = require("node:path")
const vm: typeof import("node:vm") = require("node:vm")
const v8: typeof import("node:v8") = require("node:v8")

/** A loaded program: its exports, and `save` to write the cache once it has run. @category models */
export interface Loaded<A> {
  readonly exports: A
  /** Writes the code cache if there was none or V8 rejected it; never fails (a cache is only an optimisation). */
  readonly save: () => void
}

const isSet = (value: string | undefined): boolean =>
  value !== undefined && value !== "" && value !== "0" && value !== "false"

/**
 * Runs `f` with V8's `--verify-snapshot-checksum` on. V8 checks a cache's header but, outside debug builds, not its
 * content: a damaged cache would abort the process ("Invalid bytecode"). With the flag on, V8 writes a checksum into
 * the cache it makes and rejects one whose checksum does not match (0.3 ms for the 1.4 MB cache). The flag is part of
 * what a cache must fit, so it is on both when a cache is made and when one is read; and off again at once, since
 * Node's own modules, loaded later, carry caches made without it (with it on, they compile from source: 3 ms a run).
 */
const withChecksums = <A>(f: () => A): A => {
  v8.setFlagsFromString("--verify-snapshot-checksum")
  try {
    return f()
  } finally {
    v8.setFlagsFromString("--no-verify-snapshot-checksum")
  }
}

/**
 * The folder of the code cache, or `undefined` when it is turned off.
 *
 * @category caching
 */
export const directory = (env: Readonly<Record<string, string | undefined>>): string | undefined => {
  if (isSet(env.NODE_DISABLE_COMPILE_CACHE)) return undefined
  const chosen = env.PODSCENARIO_COMPILE_CACHE
  if (chosen !== undefined && chosen !== "") return path.resolve(chosen)
  return path.join(os.tmpdir(), `podscenario-compile-cache-${process.getuid?.() ?? "user"}`)
}

/** A cache is read only from a folder that is ours and that nobody else may write to. */
const trusted = (folder: string): boolean => {
  const stat = fs.statSync(folder)
  const uid = process.getuid?.()
  return stat.isDirectory() && (uid === undefined || (stat.uid === uid && (stat.mode & 0o022) === 0))
}

const readCache = (folder: string, file: string): Buffer | undefined => {
  try {
    return trusted(folder) ? fs.readFileSync(file) : undefined
  } catch {
    return undefined
  }
}

const readShipped = (file: string): Buffer | undefined => {
  try {
    return fs.readFileSync(file)
  } catch {
    return undefined
  }
}

const writeCache = (folder: string, file: string, data: Buffer): void => {
  const temp = `${file}.${process.pid}.tmp`
  try {
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
    if (!trusted(folder)) return
    // Written whole and renamed over the target: a concurrent start reads the old cache or the new one.
    fs.writeFileSync(temp, data, { mode: 0o600 })
    fs.renameSync(temp, file)
  } catch {
    fs.rmSync(temp, { force: true })
  }
}

/**
 * The path of `name` in the folder of the module at `url` (`import.meta.url`).
 *
 * @category loading
 */
export const beside = (url: string, name: string): string =>
  path.join(path.dirname((require("node:url") as typeof import("node:url")).fileURLToPath(url)), name)

/** FNV-1a, 32 bits, as 8 hex digits: a name, not a check (V8 checks what it loads), without loading `node:crypto`. */
const fnv1a = (text: string): string => {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return (hash >>> 0).toString(16).padStart(8, "0")
}

/**
 * The name of `file`'s cache. Besides the program (its content's hash is in its name) and Node's version, it names
 * what else a cache is made for:
 * - the V8 flags: a cache made under other flags is rejected, so two entries that differ in their flags (the
 *   executable and the package's API, or two builds of the same program whose executables differ) would each reject
 *   and rewrite the other's cache at every start. `flags` are those the entry set; command-line flags and
 *   `NODE_OPTIONS` may set others.
 * - the program's path: V8 keeps the script's name in the cache, so a program loaded through a cache made for
 *   another install would name that install's file in its stack traces (`PODSCENARIO_DEBUG`).
 */
const cacheName = (file: string, flags: ReadonlyArray<string>, env: Readonly<Record<string, string | undefined>>) => {
  const made = [file, ...flags, ...process.execArgv, env.NODE_OPTIONS ?? ""].join("\0")
  return `${path.basename(file, ".cjs")}-${fnv1a(made)}-${process.version}-${process.arch}.v8cache`
}

/**
 * Loads the CommonJS bundle at `file`, with its code cache when there is one; `flags` are the V8 flags its entry set
 * (V8Flags.ts), which the cache must fit.
 *
 * @category loading
 */
export const load = <A>(
  file: string,
  env: Readonly<Record<string, string | undefined>>,
  flags: ReadonlyArray<string>
): Loaded<A> => {
  // ASCII only, checked by the build: Latin-1 reads it as it is, without decoding UTF-8 (5 ms of every start)
  const source = fs.readFileSync(file, "latin1")
  const folder = directory(env)
  const name = cacheName(file, flags, env)
  const cacheFile = folder === undefined ? undefined : path.join(folder, name)
  // the user's cache, else the one the build made beside the program for the Node that built it (trusted as the
  // program is; packages/cli/scripts/build.mjs)
  const cachedData =
    folder === undefined || cacheFile === undefined
      ? undefined
      : (readCache(folder, cacheFile) ?? readShipped(path.join(path.dirname(file), name)))
  // CommonJS's own wrapper, on the first line so that line numbers in stack traces stay those of the file.
  const script = withChecksums(
    () =>
      new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
        filename: file,
        ...(cachedData === undefined ? {} : { cachedData })
      })
  )
  const module = { exports: {} as A }
  const wrapper = script.runInThisContext() as (
    exports: A,
    require: NodeJS.Require,
    module: { exports: A },
    filename: string,
    dirname: string
  ) => void
  wrapper(module.exports, createRequire(file), module, file, path.dirname(file))
  const stale = cachedData === undefined || script.cachedDataRejected === true
  return {
    exports: module.exports,
    save: () => {
      if (stale && folder !== undefined && cacheFile !== undefined)
        writeCache(
          folder,
          cacheFile,
          withChecksums(() => script.createCachedData())
        )
    }
  }
}
