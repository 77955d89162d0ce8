/**
 * Deterministic plain-text rendering, Rust/Elm style:
 *
 * ```text
 * error[PS1004]: unknown word `exts`
 *  --> crash.podscenario:3:15
 *   |
 * 3 | container app exts 1 after 5s
 *   |               ^^^^ expected one of: exits, is, stops, ignores
 *   |
 *   = help: did you mean `exits`?
 * ```
 *
 * Colour is optional, through an injected `Styler` (the CLI passes one built on `node:util` `styleText`); the
 * default adds none, so output under test is byte-stable. A code of the catalogue (`entry`) is also written in
 * Markdown, for the editor's hover.
 */
import type { Entry } from "./Codes.ts"
import type { Diagnostic, Label } from "./Diagnostic.ts"
import * as SourceFile from "./SourceFile.ts"

/** Wraps parts of the output in colour. Every function must return its input's text unchanged but for escapes. @category models */
export interface Styler {
  readonly error: (text: string) => string
  readonly warning: (text: string) => string
  readonly gutter: (text: string) => string
  readonly primary: (text: string) => string
  readonly secondary: (text: string) => string
  readonly help: (text: string) => string
  readonly bold: (text: string) => string
}

const id = (text: string): string => text

/** No colour at all. @category constants */
export const plain: Styler = { error: id, warning: id, gutter: id, primary: id, secondary: id, help: id, bold: id }

interface Row {
  readonly line: number
  readonly label: Label
  readonly startColumn: number
  readonly width: number
  readonly continues: boolean
}

const padFor = (source: string, column: number): string => {
  let pad = ""
  for (let i = 0; i < column - 1; i++) pad += source[i] === "\t" ? "\t" : " "
  return pad
}

/**
 * Renders one diagnostic: header, location, the source lines of its labels with carets (`^` primary, `-`
 * secondary) and their messages, then `= help:` and `= note:`. No trailing newline.
 *
 * @category rendering
 */
export const render = (diagnostic: Diagnostic, styler: Styler = plain): string => {
  const { file } = diagnostic
  const severityStyle = diagnostic.severity === "error" ? styler.error : styler.warning
  const out: Array<string> = []
  out.push(`${severityStyle(`${diagnostic.severity}[${diagnostic.code}]`)}${styler.bold(`: ${diagnostic.message}`)}`)

  const rows: Array<Row> = diagnostic.labels.map((label) => {
    const start = SourceFile.position(file, label.span.start)
    const lineEnd = SourceFile.lineEnd(file, start.line)
    const end = Math.min(Math.max(label.span.end, label.span.start), lineEnd)
    const continues = label.span.end > lineEnd
    return { line: start.line, label, startColumn: start.column, width: Math.max(1, end - label.span.start), continues }
  })
  const main = rows.find((r) => r.label.primary) ?? rows[0]
  const lines = [...new Set(rows.map((r) => r.line))].sort((a, b) => a - b)
  const gutterWidth = String(lines.at(-1) ?? 1).length
  const blank = " ".repeat(gutterWidth)
  const bar = styler.gutter(`${blank} |`)

  if (main !== undefined) {
    out.push(`${blank}${styler.gutter("-->")} ${file.uri}:${main.line}:${main.startColumn}`)
    out.push(bar)
    let previous: number | undefined
    for (const line of lines) {
      if (previous !== undefined && line > previous + 1) out.push(styler.gutter(`${" ".repeat(gutterWidth - 1)}...`))
      previous = line
      const source = SourceFile.lineText(file, line)
      out.push(`${styler.gutter(`${String(line).padStart(gutterWidth)} |`)}${source.length > 0 ? ` ${source}` : ""}`)
      const onLine = rows.filter((r) => r.line === line).sort((a, b) => a.startColumn - b.startColumn)
      for (const row of onLine) {
        const style = row.label.primary ? styler.primary : styler.secondary
        const marks = (row.label.primary ? "^" : "-").repeat(row.width) + (row.continues ? "..." : "")
        const message = row.label.message.length > 0 ? ` ${row.label.message}` : ""
        out.push(`${bar} ${padFor(source, row.startColumn)}${style(marks + message)}`)
      }
    }
  }
  if (diagnostic.help !== undefined || diagnostic.note !== undefined) {
    if (main !== undefined) out.push(bar)
    // continuation lines of a multi-line help or note line up under its first line (blank ones stay empty)
    const indent = `${blank}         `
    const block = (label: string, text: string): string =>
      `${blank} ${styler.help(label)} ${text
        .split("\n")
        .map((line, i) => (i === 0 || line.length === 0 ? line : `${indent}${line}`))
        .join("\n")}`
    if (diagnostic.help !== undefined) out.push(block("= help:", diagnostic.help))
    if (diagnostic.note !== undefined) out.push(block("= note:", diagnostic.note))
  }
  return out.join("\n")
}

/**
 * Renders several diagnostics separated by blank lines, ending with a newline (empty string for none).
 *
 * @category rendering
 */
export const renderAll = (diagnostics: ReadonlyArray<Diagnostic>, styler: Styler = plain): string =>
  diagnostics.length === 0 ? "" : `${diagnostics.map((d) => render(d, styler)).join("\n\n")}\n`

/**
 * `2 errors, 1 warning` (or `no problems`).
 *
 * @category rendering
 */
export const summary = (diagnostics: ReadonlyArray<Diagnostic>): string => {
  const errors = diagnostics.filter((d) => d.severity === "error").length
  const warnings = diagnostics.length - errors
  const parts: Array<string> = []
  if (errors > 0) parts.push(`${errors} error${errors === 1 ? "" : "s"}`)
  if (warnings > 0) parts.push(`${warnings} warning${warnings === 1 ? "" : "s"}`)
  return parts.length === 0 ? "no problems" : parts.join(", ")
}

/**
 * How `entry` writes a code of the catalogue: plain text for the terminal, Markdown for the editor's hover.
 *
 * @category models
 */
export type EntryFormat = "text" | "markdown"

/** What differs between the formats: how the name, the message and the example are set off. */
const entryStyles: Record<
  EntryFormat,
  {
    readonly name: (name: string) => string
    readonly message: (template: string) => string
    readonly example: (example: string) => ReadonlyArray<string>
  }
> = {
  text: {
    name: (name) => name,
    message: (template) => `  ${template}`,
    example: (example) => ["example:", ...example.split("\n").map((line) => (line.length > 0 ? `  ${line}` : line))]
  },
  markdown: {
    name: (name) => `**${name}**`,
    message: (template) => template,
    example: (example) => ["```podscenario", example, "```"]
  }
}

/**
 * A code of the catalogue as `podscenario explain PS1004` prints it (`text`) and the editor's hover shows it
 * (`markdown`): its name and severity, the message, the help and an example that produces it. Ends with a newline.
 *
 * @category rendering
 */
export const entry = (e: Entry, format: EntryFormat = "text"): string => {
  const style = entryStyles[format]
  const body =
    e.reserved === true
      ? ["Reserved: no longer emitted."]
      : [style.message(e.template), "", `help: ${e.help}`, "", ...style.example(e.example.trimEnd())]
  return `${[`${style.name(`${e.code} ${e.slug}`)} (${e.severity})`, "", ...body].join("\n")}\n`
}
