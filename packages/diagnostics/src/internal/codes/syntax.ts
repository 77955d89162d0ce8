/**
 * PS1xxx: lexical and syntax errors, found by the lexer and the parser.
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define, expectedText } from "./entry.ts"

/** @category lexical */
export const UnexpectedCharacter = define({
  code: "PS1001",
  slug: "unexpected-character",
  severity: "error",
  template: "unexpected character `{char}`",
  help: "statements use words, names, numbers, durations and double-quoted strings; quote anything else",
  example: 'scenario "x"\npod web from "web.yaml"\nexpect phase Running ~\n'
})

/** @category lexical */
export const unexpectedCharacter = (file: SourceFile, span: Span, char: string): D =>
  build(UnexpectedCharacter, file, [Diagnostic.primary(span, "not part of the language")], { char })

/** @category lexical */
export const UnterminatedString = define({
  code: "PS1002",
  slug: "unterminated-string",
  severity: "error",
  template: "unterminated string",
  help: 'close the string with `"` on the same line',
  example: 'scenario "x\npod web from "web.yaml"\n'
})

/** @category lexical */
export const unterminatedString = (file: SourceFile, span: Span): D =>
  build(UnterminatedString, file, [Diagnostic.primary(span, "this string is never closed")], {})

/** @category lexical */
export const InvalidDuration = define({
  code: "PS1003",
  slug: "invalid-duration",
  severity: "error",
  template: "invalid duration `{text}`",
  help: "write one or more `<integer><unit>` parts, units `d`, `h`, `m`, `s`, `ms`, largest first and each once: `1m30s`, `250ms`, `2h`, `30d`",
  example: 'scenario "x"\npod web from "web.yaml"\ncontainer app exits 1 after 30s1m\n'
})

/** @category lexical */
export const invalidDuration = (file: SourceFile, span: Span, text: string, reason: string): D =>
  build(InvalidDuration, file, [Diagnostic.primary(span, reason)], { text })

/** @category syntax */
export const UnknownWord = define({
  code: "PS1004",
  slug: "unknown-word",
  severity: "error",
  template: "unknown word `{word}`",
  help: "check the spelling against the language reference",
  example: 'scenario "x"\npod web from "web.yaml"\ncontainer app exts 1 after 5s\n'
})

/**
 * A word where a keyword was expected; suggests the closest of `candidates` (usually the expected keywords).
 *
 * @category syntax
 */
export const unknownWord = (
  file: SourceFile,
  span: Span,
  word: string,
  expected: ReadonlyArray<string>,
  candidates: ReadonlyArray<string> = expected
): D =>
  build(
    UnknownWord,
    file,
    [Diagnostic.primary(span, expectedText(expected))],
    { word },
    {
      help: Suggest.didYouMean(word, candidates) ?? null
    }
  )

/** @category syntax */
export const UnexpectedToken = define({
  code: "PS1005",
  slug: "unexpected-token",
  severity: "error",
  template: "unexpected {found}",
  help: "see the language reference for the statement's form",
  example: 'scenario "x"\npod web from "web.yaml"\nexpect phase 5s\n'
})

/** @category syntax */
export const unexpectedToken = (
  file: SourceFile,
  span: Span,
  found: string,
  expected: ReadonlyArray<string>,
  help?: string
): D =>
  build(UnexpectedToken, file, [Diagnostic.primary(span, expectedText(expected))], { found }, { help: help ?? null })

/** @category syntax */
export const IncompleteStatement = define({
  code: "PS1006",
  slug: "incomplete-statement",
  severity: "error",
  template: "the statement ends too early",
  help: "complete the statement; see the language reference for its form",
  example: 'scenario "x"\npod web from "web.yaml"\ncontainer app exits 1 after\n'
})

/** @category syntax */
export const incompleteStatement = (file: SourceFile, span: Span, expected: ReadonlyArray<string>, help?: string): D =>
  build(IncompleteStatement, file, [Diagnostic.primary(span, expectedText(expected))], {}, { help: help ?? null })

/** @category lexical */
export const InvalidEscape = define({
  code: "PS1007",
  slug: "invalid-escape",
  severity: "error",
  template: "unknown escape `{sequence}` in a string",
  help: 'strings know two escapes: `\\"` and `\\\\`',
  example: 'scenario "a \\n b"\npod web from "web.yaml"\n'
})

/** @category lexical */
export const invalidEscape = (file: SourceFile, span: Span, sequence: string): D =>
  build(InvalidEscape, file, [Diagnostic.primary(span, "not an escape")], { sequence })

/** @category syntax */
export const UnexpectedIndentation = define({
  code: "PS1008",
  slug: "unexpected-indentation",
  severity: "error",
  template: "indented line outside a YAML block",
  help: "only the lines under `pod NAME:`, `kubelet:`, `cluster:` and `examples:` are indented; did the block's opening line lose its `:`?",
  example: 'scenario "x"\npod web from "web.yaml"\n  expect phase Running\n'
})

/** @category syntax */
export const unexpectedIndentation = (file: SourceFile, span: Span): D =>
  build(UnexpectedIndentation, file, [Diagnostic.primary(span, "this line is indented")], {})

/** @category syntax */
export const InvalidNumber = define({
  code: "PS1009",
  slug: "invalid-number",
  severity: "error",
  template: "invalid number `{text}`",
  help: "write a whole number without sign or leading zeros",
  example: 'scenario "x"\npod web from "web.yaml"\ncontainer app exits 99999999999999999999 after 5s\n'
})

/** @category syntax */
export const invalidNumber = (file: SourceFile, span: Span, text: string, reason: string): D =>
  build(InvalidNumber, file, [Diagnostic.primary(span, reason)], { text })

/** @category syntax */
export const InvalidQuantity = define({
  code: "PS1013",
  slug: "invalid-quantity",
  severity: "error",
  template: "invalid quantity `{text}`",
  help: "write cpu as cores or millicores (`2`, `0.5`, `500m`) and memory in bytes with a suffix (`256Mi`, `1Gi`, `500M`)",
  example: 'scenario "x"\npod web from "web.yaml"\nat 5s container app is resized to memory 256Mb\n'
})

/** A resource quantity that is not one (kubelet-rules §21). @category syntax */
export const invalidQuantity = (file: SourceFile, span: Span, text: string, reason: string): D =>
  build(InvalidQuantity, file, [Diagnostic.primary(span, reason)], { text })

/** @category syntax */
export const DuplicateResource = define({
  code: "PS1014",
  slug: "duplicate-resource",
  severity: "error",
  template: "`{resource}` is given twice",
  help: "give each of `cpu` and `memory` once per list; `requests …` and `limits …` are separate lists",
  example: 'scenario "x"\npod web from "web.yaml"\nat 5s container app is resized to cpu 1 cpu 2\n'
})

/** The same resource twice in one list. @category syntax */
export const duplicateResource = (file: SourceFile, span: Span, first: Span, resource: string): D =>
  build(
    DuplicateResource,
    file,
    [Diagnostic.primary(span, "given again here"), Diagnostic.secondary(first, "first given here")],
    { resource }
  )

/** @category syntax */
export const EmptyBlock = define({
  code: "PS1010",
  slug: "empty-block",
  severity: "error",
  template: "empty `{what}` block",
  help: "indent the block's lines under it, or remove the trailing `:`",
  example: 'scenario "x"\npod web:\nexpect phase Running\n'
})

/** @category syntax */
export const emptyBlock = (file: SourceFile, span: Span, what: string): D =>
  build(EmptyBlock, file, [Diagnostic.primary(span, "no indented lines follow")], { what })

/** @category syntax */
export const InvalidOrdinal = define({
  code: "PS1011",
  slug: "invalid-ordinal",
  severity: "error",
  template: "`{text}` is not an ordinal for `for the Nth time`",
  help: "write a number from 1 with its English suffix: `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect container app starts for the 0th time\n'
})

/** @category syntax */
export const invalidOrdinal = (file: SourceFile, span: Span, text: string, reason: string): D =>
  build(InvalidOrdinal, file, [Diagnostic.primary(span, reason)], { text })

/** @category syntax */
export const UnknownComparison = define({
  code: "PS1012",
  slug: "unknown-comparison",
  severity: "error",
  template: "`{op}` is not a comparison",
  help: "`restarts` takes `>=`, `<=`, `>`, `<`, `at least N`, `at most N`, or a plain `N` (exactly N)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect container app restarts == 1\n'
})

/** @category syntax */
export const unknownComparison = (file: SourceFile, span: Span, op: string): D =>
  build(UnknownComparison, file, [Diagnostic.primary(span, "not one of >=, <=, >, <")], { op })
