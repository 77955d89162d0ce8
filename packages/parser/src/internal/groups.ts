/**
 * A document's statements grouped as gherkin does: those before the first `scenario` are the background, shared by
 * every scenario; each `scenario` takes the statements after it, and the tags written just before it.
 */
import { Codes, type Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"

/** A scenario as written: its declaration, tags and own statements. */
export interface Group {
  readonly decl: Ast.ScenarioDecl
  readonly tags: ReadonlyArray<string>
  readonly statements: ReadonlyArray<Ast.Statement>
}

/** The background and the scenarios of a document; tags before no scenario are reported. */
export const group = (
  document: Ast.Document,
  file: SourceFile.SourceFile,
  report: (d: Diagnostic.Diagnostic) => void
): { background: ReadonlyArray<Ast.Statement>; groups: ReadonlyArray<Group> } => {
  const background: Array<Ast.Statement> = []
  const groups: Array<{ decl: Ast.ScenarioDecl; tags: Array<string>; statements: Array<Ast.Statement> }> = []
  let pending: Array<Ast.Tags> = []
  for (const s of document.statements) {
    if (s._tag === "Tags") {
      pending.push(s)
      continue
    }
    if (s._tag === "Scenario") {
      const tags = pending.length === 0 ? [] : pending.flatMap((t) => t.tags.map((x) => `@${x.name}`))
      groups.push({ decl: s, tags, statements: [] })
      pending = []
      continue
    }
    ;(groups.at(-1)?.statements ?? background).push(s)
  }
  for (const t of pending) report(Codes.strayTags(file, t.span))
  return { background, groups }
}
