/**
 * The fast path for valid input: a lexer derived from the token table (`Tokens.ts`, by `tableLexer.ts`), and the
 * line parser `pnpm gen` generates from the grammar (`generated/lineParser.ts`), whose tree `ToAst.ts` turns into
 * the statement as it does chevrotain's. Chevrotain parses whatever this module does not accept, so every diagnostic
 * still comes from it; a valid file never builds the chevrotain lexer or parser (60–80 ms of a cold one-file run).
 * `test/FastParse.test.ts` checks both paths give equal results over the corpora, the scenarios, the bench input and
 * generated text.
 *
 * - `tokenize` gives up (`undefined`) on a character no token matches; the chevrotain lexer then reports it.
 * - `parseLine` gives up on a line that is not a statement; the chevrotain parser then explains why (or, with a
 *   `<placeholder>` in it, the line is a template: see `parse.ts`).
 */
import type { Diagnostic, SourceFile } from "@podscenario/diagnostics"
import type { IToken } from "chevrotain"
import type * as Ast from "../Ast.ts"
import { parseStatement } from "../generated/lineParser.ts"
import { toStatement } from "../ToAst.ts"
import { allTokens, Newline, StringLiteral } from "../Tokens.ts"
import { isUnterminated } from "./leaves.ts"
import { type Lexed, type TableLexer, tableLexer } from "./tableLexer.ts"

let lexer: TableLexer | undefined

/**
 * Lexes a whole file as chevrotain's lexer does with the `Tokens.ts` table, or gives up (`undefined`) on a character
 * no token matches.
 */
export const tokenize = (text: string): Lexed | undefined => {
  lexer ??= tableLexer(allTokens)
  return lexer.tokenize(text)
}

/**
 * Lexes a file as `tokenize` does, handing each line's tokens (not empty, without the line break) to `onLine` as the
 * line ends, so that a line's tokens die with it rather than living as long as the file's parse: the comments, or
 * `undefined` on a character no token matches (after `onLine` had the lines before it).
 */
export const tokenizeLines = (text: string, onLine: (tokens: Array<IToken>) => void): Array<IToken> | undefined => {
  lexer ??= tableLexer(allTokens)
  return lexer.lines(text, Newline, onLine)
}

/**
 * Parses one line's tokens (not empty) into its statement, adding value diagnostics (durations, numbers, escapes) to
 * `diagnostics`; `undefined`, and nothing added, when the line is not a statement or has an unterminated string.
 */
export const parseLine = (
  file: SourceFile.SourceFile,
  tokens: ReadonlyArray<IToken>,
  diagnostics: Array<Diagnostic.Diagnostic>
): Ast.Statement | Ast.TableRow | undefined => {
  // a loop, not `some`: a callback a token costs more than the test where V8 has not optimised the caller yet
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t.tokenType === StringLiteral && isUnterminated(t)) return undefined
  }
  const cst = parseStatement({ tokens, pos: 0 })
  return cst === undefined ? undefined : toStatement(cst, { file, diagnostics })
}
