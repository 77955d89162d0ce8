/**
 * Language test helpers (Langium's `parseHelper`/`expectError`): `<|…|>` marks spans in the test text, and
 * `expectDiagnostic` checks a code at a marked span.
 */
import { Diagnostic, Render, SourceFile, type Span } from "@podscenario/diagnostics"
import { compile } from "@podscenario/parser"
import type * as Ast from "@podscenario/parser/Ast"
import { parse } from "@podscenario/parser/Parse"
import type * as Scenario from "@podscenario/parser/Scenario"
import { expect } from "vitest"

export interface Parsed {
  readonly file: SourceFile.SourceFile
  readonly document: Ast.Document
  /** Parse diagnostics, then compile diagnostics. */
  readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic>
  readonly scenarios: ReadonlyArray<Scenario.Scenario>
  /** Spans marked `<|…|>`, in order. */
  readonly markers: ReadonlyArray<Span.Span>
  readonly rendered: string
}

/** Strips `<|` `|>` markers, remembering the spans they enclose. */
export const replaceMarkers = (text: string): { text: string; markers: Array<Span.Span> } => {
  const markers: Array<Span.Span> = []
  let out = ""
  const open: Array<number> = []
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith("<|", i)) {
      open.push(out.length)
      i++
    } else if (text.startsWith("|>", i) && open.length > 0) {
      markers.push({ start: open.pop()!, end: out.length })
      i++
    } else out += text[i]
  }
  markers.sort((a, b) => a.start - b.start)
  return { text: out, markers }
}

/** Parses and compiles `text` (with `<|…|>` markers). */
export const parseHelper = (
  text: string,
  options: { readonly uri?: string; readonly manifests?: Readonly<Record<string, string>> } = {}
): Parsed => {
  const { markers, text: clean } = replaceMarkers(text)
  const file = SourceFile.make(options.uri ?? "test.podscenario", clean)
  const parsed = parse(file)
  const manifests = new Map(
    Object.entries(options.manifests ?? {}).map(([path, content]) => [path, SourceFile.make(path, content)] as const)
  )
  const compiled = compile(parsed.document, file, manifests)
  const diagnostics = Diagnostic.sort([...parsed.diagnostics, ...compiled.diagnostics])
  return {
    file,
    document: parsed.document,
    diagnostics,
    scenarios: compiled.scenarios,
    markers,
    rendered: Render.renderAll(diagnostics)
  }
}

/**
 * Expects a diagnostic with `code` whose primary span is the marked span: `at` is a marker index, or marked text
 * such as `"<|exts|>"` (the first marker enclosing that text, or else its first occurrence in the file).
 */
export const expectDiagnostic = (
  result: Parsed,
  expected: { readonly code: string; readonly at?: number | string; readonly message?: string }
): Diagnostic.Diagnostic => {
  const withCode = result.diagnostics.filter((d) => d.code === expected.code)
  expect(withCode.length, `no ${expected.code} in:\n${result.rendered}`).toBeGreaterThan(0)
  if (expected.at === undefined) return withCode[0]!
  let span: Span.Span | undefined
  if (typeof expected.at === "number") span = result.markers[expected.at]
  else {
    const inner = expected.at.replace(/^<\|/, "").replace(/\|>$/, "")
    span = result.markers.find((m) => result.file.text.slice(m.start, m.end) === inner)
    if (span === undefined) {
      const start = result.file.text.indexOf(inner)
      span = start < 0 ? undefined : { start, end: start + inner.length }
    }
  }
  expect(span, `marker ${String(expected.at)} not found`).toBeDefined()
  const match = withCode.find((d) =>
    d.labels.some((l) => l.primary && l.span.start === span!.start && l.span.end === span!.end)
  )
  expect(
    match,
    `${expected.code} not at ${span!.start}..${span!.end} (${JSON.stringify(result.file.text.slice(span!.start, span!.end))}):\n${result.rendered}`
  ).toBeDefined()
  if (expected.message !== undefined) expect(match!.message).toContain(expected.message)
  return match!
}

/** Expects no diagnostics at all. */
export const expectClean = (result: Parsed): void => {
  expect(result.rendered).toBe("")
}
