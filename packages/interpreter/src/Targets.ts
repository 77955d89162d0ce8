/**
 * What a run covers: the paths and `FILE:LINE`s it was given, expanded into scenario files (each once, in the order
 * given), and the share of them that this run's shard (`--shard`) takes.
 */
import * as Effect from "effect/Effect"
import { inShard, RunConfig, ScenarioFiles } from "./Services.ts"

/** A path to run, with the lines of `FILE:LINE` if any. @category models */
export interface Target {
  readonly path: string
  readonly lines: ReadonlyArray<number>
  /** Only this part of the file's scenarios (a large sweep shared across threads); the whole file without it. */
  readonly part?: Part | undefined
}

/**
 * One of `of` contiguous shares of a file's scenarios, run on its own thread: a large sweep's values are many
 * scenarios of one file (`--parallel`, docs/guide/cli.md). @category models
 */
export interface Part {
  readonly index: number
  readonly of: number
}

/** A target after expansion: a scenario file with its selected lines, or a path that could not be read. @category models */
export type ExpandedTarget = Target | { readonly path: string; readonly unreadable: string }

/**
 * Expands targets into scenario files, in the order given, each file once (lines of repeated targets merge).
 *
 * @category loading
 */
export const expandTargets = (
  targets: ReadonlyArray<Target>
): Effect.Effect<ReadonlyArray<ExpandedTarget>, never, ScenarioFiles> =>
  Effect.gen(function* () {
    const files = yield* ScenarioFiles
    const byPath = new Map<string, Array<number>>()
    const order: Array<ExpandedTarget> = []
    for (const target of targets) {
      const expanded = yield* Effect.result(files.expand(target.path))
      if (expanded._tag === "Failure") {
        const near = expanded.failure.suggestions
        const hint = near.length > 0 ? ` (did you mean ${near.join(", ")}?)` : ""
        order.push({ path: target.path, unreadable: `${expanded.failure.reason}${hint}` })
        continue
      }
      for (const path of expanded.success) {
        const lines = byPath.get(path)
        if (lines === undefined) {
          const fresh = [...target.lines]
          byPath.set(path, fresh)
          order.push({ path, lines: fresh })
        } else lines.push(...target.lines)
      }
    }
    return order
  })

/**
 * The expanded files of the targets that this run (or shard) covers, in order.
 *
 * @category running
 */
export const plan = (
  targets: ReadonlyArray<Target>
): Effect.Effect<ReadonlyArray<ExpandedTarget>, never, ScenarioFiles | RunConfig> =>
  Effect.gen(function* () {
    const config = yield* RunConfig
    return inShard(yield* expandTargets(targets), config.shard)
  })
