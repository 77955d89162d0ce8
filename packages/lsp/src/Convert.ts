/**
 * Our diagnostics and spans in the protocol's terms. A diagnostic keeps everything the CLI prints: the message, the
 * primary label's text (what was expected there), `help` and `note` as lines of the message, secondary labels as
 * related locations, and its code (hovering it shows its catalogue entry).
 */
import { type Diagnostic, SourceFile, type Span } from "@podscenario/diagnostics"
import * as Lsp from "vscode-languageserver"
import { uriOfName } from "./Files.ts"

/** The protocol's 0-based position of an offset. @category converting */
export const position = (file: SourceFile.SourceFile, offset: number): Lsp.Position => {
  const p = SourceFile.position(file, Math.max(0, Math.min(offset, file.text.length)))
  return { line: p.line - 1, character: p.column - 1 }
}

/** @category converting */
export const range = (file: SourceFile.SourceFile, span: Span.Span): Lsp.Range => ({
  start: position(file, span.start),
  end: position(file, Math.max(span.start, span.end))
})

/** The offset of a protocol position, clamped into the text (a position past the end is the end). @category converting */
export const offset = (file: SourceFile.SourceFile, at: Lsp.Position): number => {
  const lines = SourceFile.lineCount(file)
  if (at.line < 0) return 0
  if (at.line >= lines) return file.text.length
  const start = file.lineStarts[at.line]!
  return Math.min(start + Math.max(0, at.character), SourceFile.lineEnd(file, at.line + 1))
}

/** The lines of a diagnostic's message beyond its title: what the primary label says, then help and note. */
const details = (diagnostic: Diagnostic.Diagnostic): ReadonlyArray<string> => {
  const primary = diagnostic.labels.find((l) => l.primary)
  return [
    ...(primary !== undefined && primary.message !== "" ? [primary.message] : []),
    ...(diagnostic.help === undefined ? [] : [`help: ${diagnostic.help}`]),
    ...(diagnostic.note === undefined ? [] : [`note: ${diagnostic.note}`])
  ]
}

/**
 * One of our diagnostics as the protocol's, on its primary label's span (the start of the file without a label).
 *
 * @category converting
 */
export const diagnostic = (d: Diagnostic.Diagnostic): Lsp.Diagnostic => {
  const primary = d.labels.find((l) => l.primary) ?? d.labels[0]
  const uri = uriOfName(d.file.uri)
  const related = d.labels
    .filter((l) => l !== primary)
    .map((l) => ({ location: { uri, range: range(d.file, l.span) }, message: l.message === "" ? "here" : l.message }))
  return {
    range: range(d.file, primary?.span ?? { start: 0, end: 0 }),
    severity: d.severity === "error" ? Lsp.DiagnosticSeverity.Error : Lsp.DiagnosticSeverity.Warning,
    code: d.code,
    source: "podscenario",
    message: [d.message, ...details(d)].join("\n"),
    ...(related.length > 0 ? { relatedInformation: related } : {})
  }
}

/**
 * A manifest's diagnostic as shown in the scenario that reads the manifest: on its `from "…"` path, pointing at the
 * place in the manifest.
 *
 * @category converting
 */
export const inManifest = (
  d: Diagnostic.Diagnostic,
  scenario: SourceFile.SourceFile,
  at: Span.Span
): Lsp.Diagnostic => {
  const inside = diagnostic(d)
  const where = inside.range.start
  return {
    ...inside,
    range: range(scenario, at),
    message: `${d.file.uri}:${where.line + 1}:${where.character + 1}: ${inside.message}`,
    relatedInformation: [
      { location: { uri: uriOfName(d.file.uri), range: inside.range }, message: d.message },
      ...(inside.relatedInformation ?? [])
    ]
  }
}
