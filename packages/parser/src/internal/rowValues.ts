/**
 * The values of one expansion (`Values`): a statement's text, durations and numbers with the examples row's or sweep
 * value's placeholders filled in, and the note that names the row on a diagnostic about a filled-in value.
 */
import { Duration as CoreDuration } from "@podscenario/core"
import { Codes, Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import { maxDuration } from "./end.ts"
import { type Expansion, noteOf } from "./expansions.ts"
import { durationProblem, integerProblem } from "./leaves.ts"
import { placeholdersInBlock, substitute } from "./placeholders.ts"
import type { Values } from "./values.ts"

type Millis = CoreDuration.Millis
type D = Diagnostic.Diagnostic

/** `Values` for one expansion: a class, so that a scenario's values cost no closures. */
export class RowValues implements Values {
  readonly file: SourceFile.SourceFile
  readonly e: Expansion
  readonly report: (d: D) => void

  constructor(file: SourceFile.SourceFile, e: Expansion, report: (d: D) => void) {
    this.file = file
    this.e = e
    this.report = report
  }

  private withRow(d: D): D {
    return this.e.label === undefined ? d : { ...d, note: noteOf(this.e) }
  }

  text(w: { readonly text: string } | { readonly value: string }): string {
    return substitute("text" in w ? w.text : w.value, this.e.row)
  }

  duration(d: Ast.Duration): Millis | undefined {
    const text = substitute(d.text, this.e.row)
    const value = CoreDuration.parse(text)
    if (value === undefined && text !== d.text) {
      this.report(
        this.withRow(Codes.invalidDuration(this.file, d.span, text, durationProblem(text) ?? "not a duration"))
      )
    }
    if (value !== undefined && value > maxDuration) {
      const longest = CoreDuration.format(maxDuration)
      this.report(
        this.withRow(
          Codes.invalidDuration(
            this.file,
            d.span,
            text,
            `longer than the longest run a scenario may have, ${longest} (a year)`
          )
        )
      )
      return undefined
    }
    return value
  }

  integer(n: Ast.Integer): number | undefined {
    const text = substitute(n.text, this.e.row)
    const problem = integerProblem(text)
    if (problem !== undefined) {
      if (text !== n.text) this.report(this.withRow(Codes.invalidNumber(this.file, n.span, text, problem)))
      return undefined
    }
    return Number(text)
  }
}

/** Names the examples row on a YAML diagnostic that points at a filled-in placeholder. */
export const rowNote = (d: D, block: Ast.YamlBlock, e: Expansion): D => {
  const at = Diagnostic.primarySpan(d)?.start
  if (e.label === undefined || at === undefined || d.note !== undefined) return d
  const onPlaceholder = placeholdersInBlock(block).some(
    (p) => e.row.has(p.name) && at >= p.span.start && at < p.span.end
  )
  return onPlaceholder ? { ...d, note: noteOf(e) } : d
}
