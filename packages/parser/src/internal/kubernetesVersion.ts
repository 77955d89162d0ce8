/**
 * `kubernetes 1.33` (language reference §11.1): which release a scenario runs as. A scenario's own line wins over the shared
 * one (before the first scenario); two lines in one place, or a release outside the modelled range, are errors.
 */
import { Versions } from "@podscenario/core"
import * as Codes from "@podscenario/diagnostics/Codes"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import type { SourceFile } from "@podscenario/diagnostics/SourceFile"
import type * as Ast from "../Ast.ts"
import { firstOf } from "./singles.ts"

/** The minor the statements name, `undefined` when they name none (or only an unsupported one, reported). */
export const kubernetesVersion = (
  file: SourceFile,
  shared: ReadonlyArray<Ast.Statement>,
  own: ReadonlyArray<Ast.Statement>,
  values: { readonly text: (w: Ast.Word) => string },
  report: (d: Diagnostic) => void
): number | undefined => {
  let minor: number | undefined
  for (const part of [shared, own]) {
    const line = firstOf(part, "Kubernetes", (extra, first) =>
      report(Codes.duplicateBlock(file, extra.span, first.span, "kubernetes"))
    )
    if (line === undefined) continue
    const text = values.text(line.version)
    const parsed = Versions.parse(text)
    if (parsed === undefined) report(Codes.unsupportedKubernetesVersion(file, line.version.span, text, Versions.range))
    minor = parsed
  }
  return minor
}
