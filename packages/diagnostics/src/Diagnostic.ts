/**
 * A diagnostic is data: a code from the catalogue (`Codes.ts`), a message, and labelled spans in one source file.
 * Every phase (lexing, parsing, resolving, running, checking) returns diagnostics instead of throwing, so a file
 * with errors reports all of them. `Render.ts` prints them.
 */
import type { SourceFile } from "./SourceFile.ts"
import type { Span } from "./Span.ts"

/** @category models */
export type Severity = "error" | "warning"

/**
 * A span with a message. The primary label is where the problem is (rendered with `^`), secondary labels point at
 * related places ("first declared here", rendered with `-`).
 *
 * @category models
 */
export interface Label {
  readonly span: Span
  readonly message: string
  readonly primary: boolean
}

/** @category models */
export interface Diagnostic {
  /** `PS` + 4 digits, from `Codes.ts`. */
  readonly code: string
  readonly severity: Severity
  /** One line, no trailing period: `unknown word \`exts\``. */
  readonly message: string
  readonly file: SourceFile
  readonly labels: ReadonlyArray<Label>
  /** How to fix it: `did you mean \`exits\`?` */
  readonly help?: string
  /** Background: why this is a rule. */
  readonly note?: string
}

/** @category constructors */
export const primary = (span: Span, message = ""): Label => ({ span, message, primary: true })

/** @category constructors */
export const secondary = (span: Span, message = ""): Label => ({ span, message, primary: false })

/**
 * Makes a diagnostic. Prefer the builders of `Codes.ts`, which fill in code, severity and message.
 *
 * @category constructors
 */
export const make = (options: {
  readonly code: string
  readonly severity?: Severity
  readonly message: string
  readonly file: SourceFile
  readonly labels: ReadonlyArray<Label>
  readonly help?: string | undefined
  readonly note?: string | undefined
}): Diagnostic => ({
  code: options.code,
  severity: options.severity ?? "error",
  message: options.message,
  file: options.file,
  labels: options.labels,
  ...(options.help !== undefined && options.help !== "" ? { help: options.help } : {}),
  ...(options.note !== undefined && options.note !== "" ? { note: options.note } : {})
})

/** Replaces (or removes, with `undefined`) the help line. @category combinators */
export const withHelp = (diagnostic: Diagnostic, help: string | undefined): Diagnostic => {
  const { help: _, ...rest } = diagnostic
  return help === undefined ? rest : { ...rest, help }
}

/** Replaces (or removes) the note line. @category combinators */
export const withNote = (diagnostic: Diagnostic, note: string | undefined): Diagnostic => {
  const { note: _, ...rest } = diagnostic
  return note === undefined ? rest : { ...rest, note }
}

/** Adds a secondary label. @category combinators */
export const withLabel = (diagnostic: Diagnostic, label: Label): Diagnostic => ({
  ...diagnostic,
  labels: [...diagnostic.labels, label]
})

/** @category predicates */
export const isError = (diagnostic: Diagnostic): boolean => diagnostic.severity === "error"

/** Whether any of them is an error (warnings do not stop a run). @category predicates */
export const hasErrors = (diagnostics: ReadonlyArray<Diagnostic>): boolean => diagnostics.some(isError)

/** The primary label's span (or the first label's), for sorting and locations. @category accessors */
export const primarySpan = (diagnostic: Diagnostic): Span | undefined =>
  (diagnostic.labels.find((l) => l.primary) ?? diagnostic.labels[0])?.span

/**
 * Orders diagnostics by file, then position, then code: stable output whatever order the phases found them in.
 *
 * @category combinators
 */
export const sort = (diagnostics: ReadonlyArray<Diagnostic>): ReadonlyArray<Diagnostic> =>
  diagnostics
    .map((d, i) => [d, i] as const)
    .sort(([a, i], [b, j]) => {
      if (a.file.uri !== b.file.uri) return a.file.uri < b.file.uri ? -1 : 1
      const sa = primarySpan(a)?.start ?? 0
      const sb = primarySpan(b)?.start ?? 0
      return sa - sb || (a.code < b.code ? -1 : a.code > b.code ? 1 : i - j)
    })
    .map(([d]) => d)
