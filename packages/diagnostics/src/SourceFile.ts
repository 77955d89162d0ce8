/**
 * A source text with its URI and a line index, so that offsets (what `Span`s hold) can be turned into the 1-based
 * line and column a user reads, and back.
 */

/** @category models */
export interface SourceFile {
  /** How the file is named in messages: a path relative to the working directory, or a URI. */
  readonly uri: string
  readonly text: string
  /** Offset of the first character of each line; `lineStarts[0] === 0`. */
  readonly lineStarts: ReadonlyArray<number>
}

/** A 1-based line and column (columns count UTF-16 code units, like editors do). @category models */
export interface Position {
  readonly line: number
  readonly column: number
}

/**
 * Makes a source file and indexes its lines (`\n`, `\r\n` and lone `\r` all end a line).
 *
 * @example
 * const file = SourceFile.make("crash.podscenario", "scenario \"x\"\npod web:\n")
 * SourceFile.position(file, 13) // { line: 2, column: 1 }
 *
 * @category constructors
 */
export const make = (uri: string, text: string): SourceFile => {
  const lineStarts = [0]
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) lineStarts.push(i + 1)
    else if (c === 13) {
      if (text.charCodeAt(i + 1) === 10) i++
      lineStarts.push(i + 1)
    }
  }
  return { uri, text, lineStarts }
}

/** The number of lines (a trailing newline does not open an extra counted line of content). @category accessors */
export const lineCount = (file: SourceFile): number => file.lineStarts.length

/** The 0-based index of the line holding `offset` (clamped to the text). @category accessors */
const lineIndexOf = (file: SourceFile, offset: number): number => {
  const starts = file.lineStarts
  let lo = 0
  let hi = starts.length - 1
  const target = Math.max(0, Math.min(offset, file.text.length))
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (starts[mid]! <= target) lo = mid
    else hi = mid - 1
  }
  return lo
}

/**
 * The 1-based line and column of an offset (clamped to the text).
 *
 * @category accessors
 */
export const position = (file: SourceFile, offset: number): Position => {
  const index = lineIndexOf(file, offset)
  const target = Math.max(0, Math.min(offset, file.text.length))
  return { line: index + 1, column: target - file.lineStarts[index]! + 1 }
}

/**
 * The offset of a 1-based line and column (clamped to the line).
 *
 * @category accessors
 */
export const offsetAt = (file: SourceFile, position: Position): number => {
  const index = Math.max(0, Math.min(position.line - 1, file.lineStarts.length - 1))
  const start = file.lineStarts[index]!
  return Math.min(start + Math.max(0, position.column - 1), lineEnd(file, index + 1))
}

/** The offset just past the last character of a 1-based line, before its line break. @category accessors */
export const lineEnd = (file: SourceFile, line: number): number => {
  const index = Math.max(0, Math.min(line - 1, file.lineStarts.length - 1))
  let end = index + 1 < file.lineStarts.length ? file.lineStarts[index + 1]! : file.text.length
  while (end > file.lineStarts[index]! && (file.text[end - 1] === "\n" || file.text[end - 1] === "\r")) end--
  return end
}

/** The text of a 1-based line, without its line break. @category accessors */
export const lineText = (file: SourceFile, line: number): string => {
  const index = Math.max(0, Math.min(line - 1, file.lineStarts.length - 1))
  return file.text.slice(file.lineStarts[index]!, lineEnd(file, index + 1))
}

/** `uri:line:column` for an offset, as printed after `-->`. @category formatting */
export const location = (file: SourceFile, offset: number): string => {
  const { column, line } = position(file, offset)
  return `${file.uri}:${line}:${column}`
}
