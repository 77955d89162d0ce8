/**
 * Where a line of source text starts, for the lexer's custom tokens (`Tokens.ts`), the line-by-line parse
 * (`parse.ts`) and a YAML block's indentation (`yamlIndentation.ts`). A line break is what the lexer's `Newline`
 * matches: `\r\n`, `\r` or `\n`.
 */

/** Whether a character code is a line break's (`\r` or `\n`). @category lines */
export const isLineBreak = (c: number): boolean => c === 10 || c === 13

/**
 * The offset of the first character of the line that holds `offset`: just after the last line break before it (an
 * offset on the `\n` of a `\r\n` belongs to the line the `\r` ends).
 *
 * @category lines
 */
export const lineStartOf = (text: string, offset: number): number => {
  let i = offset
  while (i > 0) {
    const c = text.charCodeAt(i - 1)
    if (c === 10 || (c === 13 && text.charCodeAt(i) !== 10)) break
    i--
  }
  return i
}
