/**
 * Which scenarios of a file run: `FILE:LINE` (a scenario's line, an examples row's line, or any line inside a
 * scenario), `--tags` with the cucumber tag-expression grammar, `--name REGEX` (cucumber-js's selection).
 */
import parseTagExpression from "@cucumber/tag-expressions"
import type { SourceFile } from "@podscenario/diagnostics"
import { SourceFile as Source } from "@podscenario/diagnostics"
import type { Scenario } from "@podscenario/parser/Scenario"

/** @category models */
export interface Filter {
  /** 1-based lines from `FILE:LINE`; empty means every line. */
  readonly lines: ReadonlyArray<number>
  readonly tags: string | undefined
  readonly name: RegExp | undefined
}

/**
 * Whether `filter` selects every scenario: no `FILE:LINE`, `--tags` or `--name`.
 *
 * @category selection
 */
export const selectsAll = (filter: Filter): boolean =>
  filter.lines.length === 0 && filter.tags === undefined && filter.name === undefined

/**
 * Parses a tag expression, or says why it is not one (for a clean command-line error).
 *
 * @category selection
 */
export const validateTags = (expression: string): string | undefined => {
  try {
    parseTagExpression(expression)
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

const lineOf = (file: SourceFile.SourceFile, span: { readonly start: number }): number =>
  Source.position(file, span.start).line

/** A `FILE:LINE` line that picks no scenario, and why. @category models */
export interface Unmatched {
  readonly line: number
  readonly why: string
}

/**
 * Splits the scenarios of a file into the selected ones and the rest (reported as skipped); `unmatched` lists the
 * `FILE:LINE` lines in no scenario (language reference §11.6: an error, not the last scenario).
 *
 * @category selection
 */
export const select = (
  file: SourceFile.SourceFile,
  scenarios: ReadonlyArray<Scenario>,
  filter: Filter
): {
  readonly selected: ReadonlyArray<Scenario>
  readonly skipped: ReadonlyArray<Scenario>
  readonly unmatched: ReadonlyArray<Unmatched>
} => {
  const tagExpression = filter.tags === undefined ? undefined : parseTagExpression(filter.tags)
  const unmatched: Array<Unmatched> = []
  const lines = linesSelected(file, scenarios, filter.lines, unmatched)
  const selected: Array<Scenario> = []
  const skipped: Array<Scenario> = []
  for (const scenario of scenarios) {
    const keep =
      (lines === undefined || lines.has(scenario)) &&
      (tagExpression === undefined || tagExpression.evaluate([...scenario.tags])) &&
      (filter.name === undefined || filter.name.test(scenario.name))
    ;(keep ? selected : skipped).push(scenario)
  }
  return { selected, skipped, unmatched }
}

/**
 * A line picks, as cucumber does: the examples row on it; every row of the scenario whose `scenario` line it is;
 * inside a scenario, the row that starts last before it, or every row when it comes before the first. Lines before
 * the first scenario (shared statements) and past the end pick nothing.
 */
const linesSelected = (
  file: SourceFile.SourceFile,
  scenarios: ReadonlyArray<Scenario>,
  lines: ReadonlyArray<number>,
  unmatched: Array<Unmatched>
): ReadonlySet<Scenario> | undefined => {
  if (lines.length === 0) return undefined
  const picked = new Set<Scenario>()
  const declared = scenarios.map((s) => ({
    scenario: s,
    declaration: lineOf(file, s.declaration),
    row: lineOf(file, s.span)
  }))
  // A final line break ends the last line; it does not open another.
  const last = Math.max(1, Source.lineCount(file) - (/[\r\n]$/.test(file.text) ? 1 : 0))
  for (const line of lines) {
    if (line < 1 || line > last) {
      unmatched.push({ line, why: `the file has ${last} line${last === 1 ? "" : "s"}` })
      continue
    }
    // reduce, not `Math.max(...)`: a sweep's values are as many scenarios, more than a call takes arguments
    const owner = declared.reduce((max, d) => (d.declaration <= line && d.declaration > max ? d.declaration : max), -1)
    if (owner < 0) {
      unmatched.push({ line, why: "before the first scenario (a statement every scenario shares)" })
      continue
    }
    const rows = declared.filter((d) => d.declaration === owner)
    const before = rows.map((d) => d.row).filter((l) => l <= line && l !== owner)
    const row = before.length === 0 ? undefined : before.reduce((max, l) => Math.max(max, l))
    for (const d of rows) if (row === undefined || d.row === row) picked.add(d.scenario)
  }
  return picked
}
