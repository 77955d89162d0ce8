/**
 * A scenario's expansions: the scenarios one `scenario` stands for, each with the values that fill in its
 * placeholders. Plain, one; with an `examples:` table, one a row; with a `sweep`, one a value (language reference §5, §11.7).
 * The table and placeholder problems are reported here, once a scenario.
 */
import { Codes, type Diagnostic, type SourceFile, type Span } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import type * as Scenario from "../Scenario.ts"
import type { Group } from "./groups.ts"
import {
  type Found,
  hasLessThan,
  placeholdersIn,
  placeholdersInBlock,
  placeholdersInText,
  type Row,
  substitute
} from "./placeholders.ts"
import * as Sweeps from "./sweeps.ts"

type D = Diagnostic.Diagnostic

/** One scenario a `scenario` stands for. */
export interface Expansion {
  readonly row: Row
  readonly name: string
  readonly span: Span.Span
  /** Where the values come from, for the notes of diagnostics (`in the examples row policy=Never`). */
  readonly label: string | undefined
  readonly sweep?: Scenario.SweepPoint
}

/** The expansions of a scenario, each made when asked: a sweep of 10,000 values need not make them all at once. */
export interface Expansions {
  readonly count: number
  readonly at: (i: number) => Expansion
}

const listed = (expansions: ReadonlyArray<Expansion>): Expansions => ({
  count: expansions.length,
  at: (i) => expansions[i]!
})

/** The note a diagnostic about filled-in values carries. */
export const noteOf = (e: Expansion): string =>
  e.sweep === undefined ? `in the examples row ${e.label}` : `for the sweep value ${e.label}`

/**
 * Whether statements say nothing of placeholders, examples tables or sweeps: no `<` in their text or their YAML (a
 * value keeps every `<` its text has, unescaped or not), no `examples:`, no `sweep`.
 */
const plainStatements = (statements: ReadonlyArray<Ast.Statement>, text: string): boolean => {
  for (const s of statements) {
    if (s._tag === "Examples" || s._tag === "Sweep" || s._tag === "Template" || hasLessThan(text, s.span)) return false
    if ("block" in s && s.block.text.includes("<")) return false
  }
  return true
}

/** The examples rows of a scenario (or its single plain expansion), reporting table problems. */
export const expand = (
  g: Group,
  background: ReadonlyArray<Ast.Statement>,
  file: SourceFile.SourceFile,
  report: (d: D) => void
): Expansions => {
  const plain: Expansion = { row: new Map(), name: g.decl.name.value, span: g.decl.span, label: undefined }
  // Most scenarios: nothing to look for placeholders in, and nothing to report (the walk below finds nothing).
  if (
    !hasLessThan(file.text, g.decl.span) &&
    plainStatements(g.statements, file.text) &&
    plainStatements(background, file.text)
  )
    return listed([plain])
  const tables = g.statements.filter((s): s is Ast.Examples => s._tag === "Examples")
  for (const t of tables.slice(1)) report(Codes.duplicateExamples(file, t.span, tables[0]!.span))
  for (const t of background.filter((s): s is Ast.Examples => s._tag === "Examples")) {
    report(Codes.notSupported(file, t.span, "an `examples:` table before the first `scenario`"))
  }
  const sweeps = g.statements.filter((s): s is Ast.Sweep => s._tag === "Sweep")
  for (const s of background.filter((s): s is Ast.Sweep => s._tag === "Sweep")) {
    report(Codes.notSupported(file, s.span, "a `sweep` before the first `scenario`"))
  }
  const firstSweep = sweeps[0]
  for (const s of sweeps.slice(1)) report(Codes.examplesAndSweep(file, s.span, firstSweep!.span))
  if (firstSweep !== undefined && tables[0] !== undefined) {
    const [first, second] = [firstSweep, tables[0]].sort((a, b) => a.span.start - b.span.start)
    report(Codes.examplesAndSweep(file, second!.span, first!.span))
  }
  const statements = [...background, ...g.statements]
  const found = [
    ...placeholdersIn(g.decl),
    // A statement's values are its text (strings unescaped, which keeps every `<`): most have none to walk for.
    ...placeholdersIn(statements.filter((s) => hasLessThan(file.text, s.span))),
    ...statements.flatMap((s) => (s._tag === "Template" ? placeholdersInText(s.text, s.span.start) : [])),
    ...statements.flatMap((s) => ("block" in s ? placeholdersInBlock(s.block) : []))
  ]
  // placeholders in YAML blocks may be YAML's own text: only a column or a sweep of their name fills them in
  const blockStarts = new Set(
    statements.flatMap((s) => ("block" in s ? placeholdersInBlock(s.block).map((f) => f.span.start) : []))
  )
  const table = tables[0]
  if (firstSweep !== undefined && table === undefined) {
    return sweepExpansions(g, firstSweep, found, blockStarts, file, report)
  }
  if (table !== undefined && table.rows.length === 0) report(Codes.emptyExamples(file, table.span))
  if (table === undefined || table.header === undefined) {
    for (const f of found)
      if (!blockStarts.has(f.span.start)) report(Codes.placeholderWithoutExamples(file, f.span, f.name))
    return listed([plain])
  }
  const header = table.header
  const columns = header.cells.map((c) => c.text)
  columns.forEach((c, i) => {
    const firstIndex = columns.indexOf(c)
    if (firstIndex !== i) report(Codes.duplicateColumn(file, header.cells[i]!.span, header.cells[firstIndex]!.span, c))
  })
  for (const f of found) {
    if (!columns.includes(f.name) && !blockStarts.has(f.span.start))
      report(Codes.unknownPlaceholder(file, f.span, f.name, columns))
  }
  if (!found.some((f) => columns.includes(f.name))) report(Codes.unusedExamples(file, table.span))
  const expansions: Array<Expansion> = []
  for (const row of table.rows) {
    if (row.cells.length !== columns.length) {
      report(Codes.examplesRowWidth(file, row.span, header.span, columns.length, row.cells.length))
      continue
    }
    const values = new Map(columns.map((c, i) => [c, row.cells[i]!.text] as const))
    const label = columns.map((c) => `${c}=${values.get(c)}`).join(", ")
    expansions.push({ row: values, name: `${substitute(g.decl.name.value, values)} (${label})`, span: row.span, label })
  }
  return listed(expansions)
}

/**
 * The sweep a scenario's expansions come from: its first, when it has no `examples:` table (with one, the table's
 * rows are the expansions and both are reported).
 */
export const sweepOf = (g: Group): Ast.Sweep | undefined => {
  const sweep = g.statements.find((s): s is Ast.Sweep => s._tag === "Sweep")
  return sweep === undefined || g.statements.some((s) => s._tag === "Examples") ? undefined : sweep
}

/**
 * A sweep's expansions, each made when asked: every value, or (`bisect`) the two ends, the interpreter asking for more (`CompileResult`'s
 * `sweepValue`). Placeholders in YAML blocks are left alone, as an `examples:` table leaves those it has no column for.
 */
const sweepExpansions = (
  g: Group,
  sweep: Ast.Sweep,
  found: ReadonlyArray<Found>,
  blockStarts: ReadonlySet<number>,
  file: SourceFile.SourceFile,
  report: (d: D) => void
): Expansions => {
  const name = sweep.name.text
  for (const f of found)
    if (f.name !== name && !blockStarts.has(f.span.start))
      report(Codes.unknownSweepPlaceholder(file, f.span, f.name, name))
  if (!found.some((f) => f.name === name)) {
    report(Codes.sweepUnused(file, sweep.name.span, name, [...new Set(found.map((f) => f.name))]))
  }
  const values = Sweeps.values(file, sweep, report)
  if (values === undefined) return listed([])
  const at = sweepExpansion(g, sweep, values)
  if (sweep.bisect === undefined) return { count: values.count, at }
  const ends = [...new Set([0, values.count - 1])]
  return { count: ends.length, at: (i) => at(ends[i]!) }
}

/**
 * The values of a sweep, as expansions by their index. The scenario's name is cut at its placeholders once: a value
 * joins the pieces (as `substitute` would fill them in, which costs a regular expression and a closure a value).
 */
export const sweepExpansion = (g: Group, sweep: Ast.Sweep, values: Sweeps.Values): ((index: number) => Expansion) => {
  const name = sweep.name.text
  const pieces = g.decl.name.value.split(`<${name}>`)
  return (index) => {
    const value = values.text(index)
    const label = `${name}=${value}`
    return {
      row: new Map([[name, value]]),
      name: `${pieces.join(value)} (${label})`,
      span: sweep.span,
      label,
      sweep: {
        span: sweep.span,
        name,
        scenario: g.decl.name.value,
        value,
        index,
        count: values.count,
        bisect: sweep.bisect
      }
    }
  }
}
