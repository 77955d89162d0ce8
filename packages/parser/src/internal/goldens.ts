/**
 * Compiles `golden "PATH"` statements (language reference §9): the format from the extension, `at T` for a timeline up to
 * an instant, and `.sweep.md` for a sweep's table, which only a sweep's scenario may have.
 */
import { Codes, type Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import type * as Scenario from "../Scenario.ts"
import { type Mentioned, timeOf, type Values } from "./values.ts"

/** The goldens of the statements, in file order; `complete` is false when one of them is wrong. */
export const goldensOf = (
  file: SourceFile.SourceFile,
  statements: ReadonlyArray<Ast.Statement>,
  v: Values,
  sweep: Scenario.SweepPoint | undefined,
  mentioned: Array<Mentioned>,
  report: (d: Diagnostic.Diagnostic) => void
): { readonly goldens: Array<Scenario.Golden>; readonly complete: boolean } => {
  let complete = true
  const goldens: Array<Scenario.Golden> = []
  for (const s of statements) {
    if (s._tag !== "Golden") continue
    const path = v.text(s.path)
    const dot = path.lastIndexOf(".")
    const extension = dot > path.lastIndexOf("/") && dot >= 0 ? path.slice(dot) : ""
    if (!Codes.goldenExtensions.includes(extension)) {
      report(Codes.goldenFormat(file, s.path.span, extension === "" ? "(none)" : extension))
      complete = false
      continue
    }
    if (path.endsWith(Codes.sweepGoldenExtension)) {
      if (sweep === undefined || s.at !== undefined) {
        report(Codes.sweepGolden(file, s.at === undefined ? s.path.span : s.span, sweep !== undefined))
        complete = false
      } else goldens.push({ path, span: s.span, sweep: true })
      continue
    }
    if (s.at === undefined) {
      goldens.push({ path, span: s.span })
      continue
    }
    const at = timeOf(s.at, v, mentioned)
    if (at === undefined) complete = false
    else goldens.push({ path, span: s.span, at })
  }
  return { goldens, complete }
}
