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

const lineOf = (file: SourceFile.SourceFile, scenario: Scenario): number =>
  Source.position(file, scenario.span.start).line

/**
 * Splits the scenarios of a file into the selected ones and the rest (reported as skipped).
 *
 * @category selection
 */
export const select = (
  file: SourceFile.SourceFile,
  scenarios: ReadonlyArray<Scenario>,
  filter: Filter
): { readonly selected: ReadonlyArray<Scenario>; readonly skipped: ReadonlyArray<Scenario> } => {
  const tagExpression = filter.tags === undefined ? undefined : parseTagExpression(filter.tags)
  const lines = linesSelected(file, scenarios, filter.lines)
  const selected: Array<Scenario> = []
  const skipped: Array<Scenario> = []
  for (const scenario of scenarios) {
    const keep =
      (lines === undefined || lines.has(scenario)) &&
      (tagExpression === undefined || tagExpression.evaluate([...scenario.tags])) &&
      (filter.name === undefined || filter.name.test(scenario.name))
    ;(keep ? selected : skipped).push(scenario)
  }
  return { selected, skipped }
}

/** A line picks the scenario (or examples row) that starts on it, else the one that starts last before it. */
const linesSelected = (
  file: SourceFile.SourceFile,
  scenarios: ReadonlyArray<Scenario>,
  lines: ReadonlyArray<number>
): ReadonlySet<Scenario> | undefined => {
  if (lines.length === 0) return undefined
  const picked = new Set<Scenario>()
  for (const line of lines) {
    const exact = scenarios.filter((s) => lineOf(file, s) === line)
    if (exact.length > 0) {
      for (const s of exact) picked.add(s)
      continue
    }
    // A line inside a scenario: the scenario (or row) that starts last before it.
    const starts = scenarios.map((s) => lineOf(file, s)).filter((l) => l < line)
    const nearest = Math.max(...starts)
    for (const s of scenarios) if (lineOf(file, s) === nearest) picked.add(s)
  }
  return picked
}
