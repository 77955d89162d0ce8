/**
 * The services the interpreter runs against. The CLI provides them over `node:fs`; tests provide in-memory ones.
 * Paths are plain `/`-separated strings; the service owns every path operation so the interpreter needs no `node:*`.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { FileUnreadable, type FileUnwritable } from "./Errors.ts"

/** @category services */
export class ScenarioFiles extends Context.Service<
  ScenarioFiles,
  {
    readonly read: (path: string) => Effect.Effect<string, FileUnreadable>
    /** Writes atomically: the file holds the old or the new content, never half (temp file + rename). */
    readonly write: (path: string, content: string) => Effect.Effect<void, FileUnwritable>
    /**
     * Expands the paths a user gave into `.podscenario` files: a file stands for itself, a directory for every
     * `.podscenario` below it (sorted, symlink loops skipped). A missing path fails with suggestions.
     */
    readonly expand: (path: string) => Effect.Effect<ReadonlyArray<string>, FileUnreadable>
    /** The names of the files (not directories) directly in a directory; empty if it cannot be read. */
    readonly list: (directory: string) => Effect.Effect<ReadonlyArray<string>>
    /** Resolves `relative` against the directory of `fromFile`. */
    readonly resolve: (fromFile: string, relative: string) => string
    /** The path as shown to users (relative to the working directory). */
    readonly display: (path: string) => string
  }
>()("@podscenario/interpreter/ScenarioFiles") {
  /** An in-memory file tree for tests: keys are paths, values contents. @category layers */
  static readonly memory = (files: Record<string, string>): Layer.Layer<ScenarioFiles> =>
    Layer.sync(ScenarioFiles, () => memoryFiles(new Map(Object.entries(files))))
}

const parentOf = (path: string): string => {
  const i = path.lastIndexOf("/")
  return i < 0 ? "." : path.slice(0, i)
}

const normalize = (path: string): string => {
  const out: Array<string> = []
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue
    if (part === ".." && out.length > 0 && out[out.length - 1] !== "..") out.pop()
    else out.push(part)
  }
  return (path.startsWith("/") ? "/" : "") + out.join("/")
}

/** @internal exported for the in-memory layer only */
const memoryFiles = (files: Map<string, string>): ScenarioFiles["Service"] => ({
  read: (path) => {
    const text = files.get(normalize(path))
    return text === undefined
      ? Effect.fail(new FileUnreadable({ path, reason: "no such file or directory", suggestions: [] }))
      : Effect.succeed(text)
  },
  write: (path, content) =>
    Effect.sync(() => {
      files.set(normalize(path), content)
    }) as Effect.Effect<void, FileUnwritable>,
  expand: (path) => {
    const p = normalize(path)
    if (files.has(p)) return Effect.succeed([p])
    const below = [...files.keys()].filter((f) => f.startsWith(`${p}/`) && f.endsWith(".podscenario")).sort()
    return below.length > 0
      ? Effect.succeed(below)
      : Effect.fail(new FileUnreadable({ path, reason: "no such file or directory", suggestions: [] }))
  },
  list: (directory) =>
    Effect.sync(() => {
      const prefix = `${normalize(directory)}/`
      return [...files.keys()]
        .filter((f) => f.startsWith(prefix) && !f.slice(prefix.length).includes("/"))
        .map((f) => f.slice(prefix.length))
        .sort()
    }),
  resolve: (fromFile, relative) => normalize(relative.startsWith("/") ? relative : `${parentOf(fromFile)}/${relative}`),
  display: (path) => path
})

/** How golden files are treated (vitest's update modes). @category models */
export type GoldenMode = "all" | "new" | "none"

/** One of `count` slices of a suite (1-based `index`), for a CI matrix. @category models */
export interface Shard {
  readonly index: number
  readonly count: number
}

/**
 * The files of shard `index` of `count`: every `count`-th file of the sorted list, starting at `index`. The split
 * depends only on the file list, so every job of a matrix computes the same partition (vitest, playwright).
 *
 * @category models
 */
export const inShard = <A extends { readonly path: string }>(
  files: ReadonlyArray<A>,
  shard: Shard | undefined
): ReadonlyArray<A> => {
  if (shard === undefined) return files
  const sorted = [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
  const keep = new Set(sorted.filter((_, i) => i % shard.count === shard.index - 1))
  return files.filter((f) => keep.has(f))
}

/** @category services */
export class RunConfig extends Context.Service<
  RunConfig,
  {
    /** `all`: write every golden (`--update`); `new`: write missing ones; `none`: write nothing (CI). */
    readonly goldens: GoldenMode
    readonly lang: "en" | "es" | "fr" | "uk"
    /** A cucumber tag expression (`@crash and not @slow`), if given. */
    readonly tags: string | undefined
    /** Only scenarios whose name matches. */
    readonly name: RegExp | undefined
    /** Run each scenario this many times and fail if two timelines differ. */
    readonly repeat: number
    /** `--shard 2/3`: run only the second of three deterministic slices of the files. */
    readonly shard: Shard | undefined
    /** `--kubernetes 1.33`: the minor of 1.x for files that name none (language reference §11.1); else the newest. */
    readonly kubernetes: number | undefined
    /**
     * Whether each scenario's result keeps its timeline's records. Without (no report prints them), they are dropped
     * once the scenario is checked, as a worker thread drops them: most of what a run holds, a sweep's values many.
     */
    readonly timelines: boolean
  }
>()("@podscenario/interpreter/RunConfig") {
  /** @category layers */
  static readonly layer = (config: Partial<RunConfig["Service"]> = {}): Layer.Layer<RunConfig> =>
    Layer.succeed(RunConfig, {
      goldens: "new",
      lang: "en",
      tags: undefined,
      name: undefined,
      repeat: 1,
      shard: undefined,
      kubernetes: undefined,
      timelines: true,
      ...config
    })
}
