/**
 * Text → `Ast.Document` + diagnostics. Lexes the whole file, then parses it line by line (a YAML block belongs to
 * the line that opens it), so that every syntax error of the file is reported, each with what was expected there
 * and, for a misspelt keyword, a suggestion. Never throws.
 *
 * Valid lines take a fast path (`internal/fastParse.ts`: a line parser generated from the grammar); chevrotain parses
 * what it gives up on and explains every error (`internal/parse.ts`).
 */
import type { Diagnostic, SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "./Ast.ts"
import * as Internal from "./internal/parse.ts"

/** @category models */
export type ParseResult = Internal.ParseResult

/**
 * Parses one line of text that stands for a line of `file` (a template line after substitution): spans and
 * diagnostics are mapped back into `file` through `toFileOffset`.
 *
 * @category parsing
 */
export const parseFragment = (
  file: SourceFile.SourceFile,
  text: string,
  toFileOffset: (offset: number) => number
): { readonly statement: Ast.Statement | undefined; readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> } =>
  Internal.parseFragment(file, text, toFileOffset, true)

/**
 * Parses a whole file. Each line is parsed on its own; lines that do not parse are left out of the document, and
 * their diagnostics explain why. A line that only parses once its `<placeholders>` are filled in is kept as a
 * `Template`.
 *
 * @category parsing
 */
export const parse = (file: SourceFile.SourceFile): ParseResult => Internal.parse(file, true)
