/**
 * What a user names on the command line (or passes to the API): a file, a directory, or `FILE:LINE[:LINE…]` for
 * the scenarios on those lines (cucumber-js's FILE:LINE).
 */
import type { Targets } from "@podscenario/interpreter"

/**
 * `path/to/file.podscenario:12:30` → the path and lines 12 and 30.
 *
 * @category parsing
 */
export const parseTarget = (argument: string): Targets.Target => {
  const match = /^(.*?)((?::\d+)+)$/.exec(argument)
  if (match === null) return { path: argument, lines: [] }
  return { path: match[1]!, lines: match[2]!.slice(1).split(":").map(Number) }
}
