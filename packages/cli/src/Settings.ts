/**
 * What a command works on once the command line and the configuration file are put together: the paths (given,
 * with `@FILE` read, else the configuration's, else `scenarios`), with glob patterns expanded, and the configuration whose keys fill
 * in the options the command line left out (Config.ts).
 */
import type { Diagnostic } from "@podscenario/diagnostics"
import * as Config from "./Config.ts"
import * as Glob from "./Glob.ts"
import type { Io } from "./Io.ts"
import * as Rerun from "./Rerun.ts"

/** Paths when neither the command line nor the configuration names any. @category constants */
export const defaultPaths: ReadonlyArray<string> = ["scenarios"]

/** @category models */
export interface Settings {
  readonly config: Config.Config
  readonly paths: ReadonlyArray<string>
}

/**
 * The settings of a command run in `io.cwd` with `given` paths and `--config explicit`, or every problem with them.
 *
 * @category resolving
 */
export const settle = (
  io: Io,
  given: ReadonlyArray<string>,
  explicit: string | undefined
): Settings | { readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> } => {
  const loaded = Config.load(io.cwd, explicit)
  if ("diagnostics" in loaded) return loaded
  // `@FILE`: the paths a `--rerun FILE` wrote
  const unreadable: Array<Diagnostic.Diagnostic> = []
  const named = given.flatMap((p) => {
    if (!p.startsWith("@")) return [p]
    const read = Rerun.read(io.cwd, p)
    if ("paths" in read) return read.paths
    unreadable.push(read.diagnostic)
    return []
  })
  if (unreadable.length > 0) return { diagnostics: unreadable }
  // an empty rerun file: nothing failed last time, nothing to run now
  if (given.length > 0 && named.length === 0) return { config: loaded.config, paths: [] }
  const wanted: ReadonlyArray<Glob.PathArgument> =
    named.length > 0
      ? named.map((value) => ({ value }))
      : (loaded.config.paths ?? defaultPaths.map((value) => ({ value })))
  const expanded = Glob.expandAll(io.cwd, wanted)
  if (expanded.diagnostics.length > 0) return { diagnostics: expanded.diagnostics }
  return { config: loaded.config, paths: expanded.paths }
}
