/**
 * Unified diffs of golden files, expected (the file on disk) against actual (the run), on jsdiff. Deterministic:
 * no timestamps, no `Index:` lines, 3 lines of context.
 *
 * ```text
 * --- golden/crash.md (expected)
 * +++ golden/crash.md (actual)
 * @@ -3,1 +3,1 @@
 * -| 5s | Running |
 * +| 5s | Pending |
 * ```
 */
import { structuredPatch } from "diff"

/** @category models */
export interface DiffOptions {
  /** Lines of context around each change (default 3). */
  readonly context?: number | undefined
}

/**
 * The unified diff from `expected` to `actual`, ending with a newline; the empty string when they are equal.
 *
 * @category rendering
 */
export const unified = (path: string, expected: string, actual: string, options: DiffOptions = {}): string => {
  if (expected === actual) return ""
  const patch = structuredPatch(path, path, expected, actual, undefined, undefined, { context: options.context ?? 3 })
  const out = [`--- ${path} (expected)`, `+++ ${path} (actual)`]
  for (const hunk of patch.hunks) {
    out.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`)
    out.push(...hunk.lines)
  }
  return `${out.join("\n")}\n`
}

/**
 * Counts added and removed lines of a unified diff (for a one-line summary: `+3 -1`).
 *
 * @category accessors
 */
export const stat = (diff: string): { readonly added: number; readonly removed: number } => {
  let added = 0
  let removed = 0
  for (const line of diff.split("\n")) {
    if (line.startsWith("+++") || line.startsWith("---")) continue
    if (line.startsWith("+")) added++
    else if (line.startsWith("-")) removed++
  }
  return { added, removed }
}
