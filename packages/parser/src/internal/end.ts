/**
 * The time bounds of a scenario (language reference §8, docs/guide/limits.md): `end at`, else the default end a margin after
 * the latest time the scenario mentions; no time after an explicit end; no duration over a year.
 */
import { Duration as CoreDuration } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import type * as Scenario from "../Scenario.ts"
import { firstOf } from "./singles.ts"
import type { Mentioned, Values } from "./values.ts"

type Millis = CoreDuration.Millis

/** The default end: this long after the latest time a scenario mentions (language reference §8). @category constants */
export const defaultEndMargin: Millis = CoreDuration.millis(5 * 60_000)

/**
 * The longest duration or time a scenario may name (docs/guide/limits.md): a year of virtual time is far beyond any
 * kubelet behaviour worth checking, and bounds the work of a run.
 *
 * @category constants
 */
export const maxDuration: Millis = CoreDuration.millis(8760 * 3_600_000)

/** The `end at` that applies (the scenario's, else the shared one) and its time; extra ones are reported. */
export const declaredEnd = (
  file: SourceFile.SourceFile,
  background: ReadonlyArray<Ast.Statement>,
  own: ReadonlyArray<Ast.Statement>,
  v: Values,
  report: (d: Diagnostic.Diagnostic) => void
): { readonly decl: Ast.End | undefined; readonly at: Millis | undefined } => {
  const duplicate = (x: Ast.End, first: Ast.End) => report(Codes.duplicateEnd(file, x.span, first.span))
  const sharedEnd = firstOf(background, "End", duplicate)
  const decl = firstOf(own, "End", duplicate) ?? sharedEnd
  return { decl, at: decl === undefined ? undefined : v.duration(decl.at) }
}

/** The scenario's end; times after an explicit end are reported. */
export const endOf = (
  file: SourceFile.SourceFile,
  declared: { readonly decl: Ast.End | undefined; readonly at: Millis | undefined },
  mentioned: ReadonlyArray<Mentioned>,
  report: (d: Diagnostic.Diagnostic) => void
): Scenario.Scenario["end"] => {
  const { decl, at: explicitEnd } = declared
  if (explicitEnd !== undefined && decl !== undefined) {
    for (const m of mentioned) {
      if (m.at > explicitEnd) {
        report(Codes.timeAfterEnd(file, m.span, CoreDuration.format(m.at), CoreDuration.format(explicitEnd), decl.span))
      }
    }
  }
  let latest = 0
  for (let i = 0; i < mentioned.length; i++) latest = Math.max(latest, mentioned[i]!.at)
  return explicitEnd !== undefined
    ? { at: explicitEnd, explicit: true }
    : { at: CoreDuration.millis(latest + defaultEndMargin), explicit: false }
}
