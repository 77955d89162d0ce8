/**
 * What every family of the catalogue is made of: the `Entry` of one code, the registry `define` adds it to, and
 * `build`, which fills an entry's template into a diagnostic. The families (`syntax.ts`, `run.ts`, …) define their
 * codes with these; `Codes.ts` assembles them.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"

/** The diagnostic a builder returns. */
export type D = Diagnostic.Diagnostic

/** One code of the catalogue. @category models */
export interface Entry {
  /** `PS1004` */
  readonly code: string
  /** `unknown-word`: stable, kebab case, used in docs anchors. */
  readonly slug: string
  readonly severity: Diagnostic.Severity
  /** The message with `{placeholders}`, as documented. */
  readonly template: string
  /** What to do about it, in general. */
  readonly help: string
  /**
   * A `.podscenario` text that produces this diagnostic. For PS1xxx and PS2xxx codes the parser's tests check that
   * it does; for run, expectation and golden codes it is the scenario that fails at run time.
   */
  readonly example: string
  /** A removed code: kept so that it is never reused. */
  readonly reserved?: boolean
}

/** Every entry defined, in the order the families were loaded. */
export const entries: Array<Entry> = []

/** Adds an entry to the catalogue. */
export const define = (entry: Entry): Entry => {
  entries.push(entry)
  return entry
}

export const fill = (template: string, vars: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole))

/**
 * A diagnostic of `entry`: its code and severity, its template filled in with `vars`, and the entry's help unless
 * `extra.help` says something more precise (a did-you-mean) or, `null`, that it has none.
 */
export const build = (
  entry: Entry,
  file: SourceFile,
  labels: ReadonlyArray<Diagnostic.Label>,
  vars: Readonly<Record<string, string | number>> = {},
  extra: { readonly help?: string | null | undefined; readonly note?: string | undefined } = {}
): D =>
  Diagnostic.make({
    code: entry.code,
    severity: entry.severity,
    message: fill(entry.template, vars),
    file,
    labels,
    help: extra.help === null ? undefined : (extra.help ?? entry.help),
    note: extra.note
  })

/** `a, b or c` with backticks. */
export const listOf = (words: ReadonlyArray<string>, conjunction = "or"): string => {
  const quoted = words.map((w) => `\`${w}\``)
  if (quoted.length <= 1) return quoted.join("")
  return `${quoted.slice(0, -1).join(", ")} ${conjunction} ${quoted.at(-1)}`
}

/** `expected one of: exits, is OOM killed, …` (or `expected exits`). */
export const expectedText = (expected: ReadonlyArray<string>): string => {
  const unique = [...new Set(expected)]
  if (unique.length === 0) return ""
  return unique.length === 1 ? `expected ${unique[0]}` : `expected one of: ${unique.join(", ")}`
}
