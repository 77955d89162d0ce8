/**
 * THE catalogue of diagnostic codes. Every diagnostic podscenario prints comes from a builder here, so codes,
 * messages and help stay in one place (TypeScript's `diagnosticMessages.json`, oxc's `diagnostics.rs`).
 *
 * Ranges: PS1xxx lexical/syntax, PS2xxx semantic (PS2100–PS2199: pod validation), PS3xxx run, PS4xxx expectation,
 * PS5xxx golden, PS6xxx configuration and command line. A code is never reused; removed codes stay in the catalogue with `reserved: true`.
 *
 * Call sites write `Codes.unknownWord(file, span, word, expected, candidates)`, never `new Error(...)`.
 */
import * as Diagnostic from "./Diagnostic.ts"
import type { SourceFile } from "./SourceFile.ts"
import type { Span } from "./Span.ts"
import * as Suggest from "./Suggest.ts"

type D = Diagnostic.Diagnostic

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

const catalogueEntries: Array<Entry> = []

const define = (entry: Entry): Entry => {
  catalogueEntries.push(entry)
  return entry
}

const fill = (template: string, vars: Readonly<Record<string, string | number>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in vars ? String(vars[key]) : whole))

const build = (
  entry: Entry,
  file: SourceFile,
  labels: ReadonlyArray<Diagnostic.Label>,
  vars: Readonly<Record<string, string | number>> = {},
  extra: { readonly help?: string | undefined; readonly note?: string | undefined } = {}
): D =>
  Diagnostic.make({
    code: entry.code,
    severity: entry.severity,
    message: fill(entry.template, vars),
    file,
    labels,
    help: extra.help,
    note: extra.note
  })

/** `a, b or c` with backticks. */
const listOf = (words: ReadonlyArray<string>, conjunction = "or"): string => {
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

// ---------------------------------------------------------------------------------------------------------------
// PS1xxx: lexical and syntax
// ---------------------------------------------------------------------------------------------------------------

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
  build(
    UnexpectedCharacter,
    file,
    [Diagnostic.primary(span, "not part of the language")],
    { char },
    {
      help: UnexpectedCharacter.help
    }
  )

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
  build(
    UnterminatedString,
    file,
    [Diagnostic.primary(span, "this string is never closed")],
    {},
    {
      help: UnterminatedString.help
    }
  )

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
  build(InvalidDuration, file, [Diagnostic.primary(span, reason)], { text }, { help: InvalidDuration.help })

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
      help: Suggest.didYouMean(word, candidates)
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
  build(
    UnexpectedToken,
    file,
    [Diagnostic.primary(span, expectedText(expected))],
    { found },
    {
      help
    }
  )

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
  build(IncompleteStatement, file, [Diagnostic.primary(span, expectedText(expected))], {}, { help })

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
  build(InvalidEscape, file, [Diagnostic.primary(span, "not an escape")], { sequence }, { help: InvalidEscape.help })

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
  build(
    UnexpectedIndentation,
    file,
    [Diagnostic.primary(span, "this line is indented")],
    {},
    {
      help: UnexpectedIndentation.help
    }
  )

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
  build(InvalidNumber, file, [Diagnostic.primary(span, reason)], { text }, { help: InvalidNumber.help })

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
  build(InvalidQuantity, file, [Diagnostic.primary(span, reason)], { text }, { help: InvalidQuantity.help })

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
    { resource },
    { help: DuplicateResource.help }
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
  build(EmptyBlock, file, [Diagnostic.primary(span, "no indented lines follow")], { what }, { help: EmptyBlock.help })

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
  build(InvalidOrdinal, file, [Diagnostic.primary(span, reason)], { text }, { help: InvalidOrdinal.help })

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
  build(
    UnknownComparison,
    file,
    [Diagnostic.primary(span, "not one of >=, <=, >, <")],
    { op },
    { help: UnknownComparison.help }
  )

// ---------------------------------------------------------------------------------------------------------------
// PS2xxx: semantic
// ---------------------------------------------------------------------------------------------------------------

/** @category semantic */
export const UnknownContainer = define({
  code: "PS2001",
  slug: "unknown-container",
  severity: "error",
  template: "unknown container `{name}`{where}",
  help: "name a container (or init container) of the pod's spec",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer ap exits 1 after 5s\n'
})

/** @category semantic */
export const unknownContainer = (
  file: SourceFile,
  span: Span,
  name: string,
  pod: string | undefined,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownContainer,
    file,
    [Diagnostic.primary(span, candidates.length > 0 ? `containers: ${candidates.join(", ")}` : "the pod has none")],
    { name, where: pod === undefined ? "" : ` in pod \`${pod}\`` },
    { help: Suggest.didYouMean(name, candidates) ?? UnknownContainer.help }
  )

/** @category semantic */
export const UnknownPod = define({
  code: "PS2002",
  slug: "unknown-pod",
  severity: "error",
  template: "unknown pod `{name}`",
  help: "name a pod declared with `pod NAME:` or `pod NAME from FILE`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nat 5s pod wbe is deleted\n'
})

/** @category semantic */
export const unknownPod = (file: SourceFile, span: Span, name: string, candidates: ReadonlyArray<string>): D =>
  build(
    UnknownPod,
    file,
    [Diagnostic.primary(span, candidates.length > 0 ? `pods: ${candidates.join(", ")}` : "no pod is declared")],
    { name },
    { help: Suggest.didYouMean(name, candidates) ?? UnknownPod.help }
  )

/** @category semantic */
export const AmbiguousContainer = define({
  code: "PS2003",
  slug: "ambiguous-container",
  severity: "error",
  template: "which pod's `{name}`?",
  help: "with several pods, name the container as `POD/CONTAINER`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\npod db:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 5s\n'
})

/** @category semantic */
export const ambiguousContainer = (file: SourceFile, span: Span, name: string, pods: ReadonlyArray<string>): D =>
  build(
    AmbiguousContainer,
    file,
    [Diagnostic.primary(span, `the scenario has ${pods.length} pods`)],
    { name },
    {
      help: pods.length > 0 ? `write ${listOf(pods.map((p) => `${p}/${name}`))}` : AmbiguousContainer.help
    }
  )

/** @category semantic */
export const OverlappingBehaviours = define({
  code: "PS2004",
  slug: "overlapping-behaviours",
  severity: "error",
  template: "two behaviours of `{container}` cover the same runs",
  help: "limit one of them to runs (`on run 2`, `on runs 1..3`, `from run 4`), or remove one",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 5s\ncontainer app exits 0 after 9s\n'
})

/** @category semantic */
export const overlappingBehaviours = (file: SourceFile, span: Span, other: Span, container: string, runs: string): D =>
  build(
    OverlappingBehaviours,
    file,
    [Diagnostic.primary(span, `this covers ${runs}`), Diagnostic.secondary(other, "so does this one")],
    { container },
    { help: OverlappingBehaviours.help, note: "a behaviour limited to runs overrides an unlimited one for those runs" }
  )

/** @category semantic */
export const TimeAfterEnd = define({
  code: "PS2005",
  slug: "time-after-end",
  severity: "error",
  template: "{time} is after the end of the run ({end})",
  help: "move `end at` later, or the time earlier",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nat 5m container app exits 1\nend at 2m\n'
})

/** @category semantic */
export const timeAfterEnd = (file: SourceFile, span: Span, time: string, end: string, endSpan: Span): D =>
  build(
    TimeAfterEnd,
    file,
    [Diagnostic.primary(span, "never reached"), Diagnostic.secondary(endSpan, "the run ends here")],
    { time, end },
    { help: TimeAfterEnd.help }
  )

/** @category semantic */
export const VacuousExpectation = define({
  code: "PS2006",
  slug: "vacuous-expectation",
  severity: "error",
  template: "this expectation checks nothing: {reason}",
  help: "an expectation that cannot fail (or cannot hold) proves nothing; change its window",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect never 2 times container app starts\n'
})

/** @category semantic */
export const vacuousExpectation = (file: SourceFile, span: Span, reason: string, help?: string): D =>
  build(
    VacuousExpectation,
    file,
    [Diagnostic.primary(span, reason)],
    { reason },
    {
      help: help ?? VacuousExpectation.help
    }
  )

/** @category semantic */
export const DuplicatePod = define({
  code: "PS2007",
  slug: "duplicate-pod",
  severity: "error",
  template: "pod `{name}` is declared twice",
  help: "give each pod its own name",
  example: 'scenario "x"\npod web from "a.yaml"\npod web from "b.yaml"\n'
})

/** @category semantic */
export const duplicatePod = (file: SourceFile, span: Span, first: Span, name: string): D =>
  build(
    DuplicatePod,
    file,
    [Diagnostic.primary(span, "declared again here"), Diagnostic.secondary(first, "first declared here")],
    { name },
    { help: DuplicatePod.help }
  )

/** @category semantic */
export const NoPod = define({
  code: "PS2008",
  slug: "no-pod",
  severity: "error",
  template: "scenario `{name}` has no pod",
  help: "declare one with `pod NAME:` and an indented manifest, or `pod NAME from FILE`",
  example: 'scenario "x"\nexpect phase Running\n'
})

/** @category semantic */
export const noPod = (file: SourceFile, span: Span, name: string): D =>
  build(NoPod, file, [Diagnostic.primary(span, "this scenario")], { name }, { help: NoPod.help })

/** @category semantic */
export const UnknownPlaceholder = define({
  code: "PS2009",
  slug: "unknown-placeholder",
  severity: "error",
  template: "unknown placeholder `<{name}>`",
  help: "name a column of the scenario's `examples:` table",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase <phse>\nexamples:\n  | phase |\n  | Running |\n'
})

/** @category semantic */
export const unknownPlaceholder = (file: SourceFile, span: Span, name: string, columns: ReadonlyArray<string>): D =>
  build(
    UnknownPlaceholder,
    file,
    [Diagnostic.primary(span, columns.length > 0 ? `columns: ${columns.join(", ")}` : "the table has no columns")],
    { name },
    { help: Suggest.didYouMean(name, columns) ?? UnknownPlaceholder.help }
  )

/** @category semantic */
export const ExamplesRowWidth = define({
  code: "PS2010",
  slug: "examples-row-width",
  severity: "error",
  template: "this row has {got} cells, the header has {expected}",
  help: "give every row of an `examples:` table one cell per column",
  example:
    'scenario "x <phase>"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase <phase>\nexamples:\n  | phase |\n  | Running | Failed |\n'
})

/** @category semantic */
export const examplesRowWidth = (file: SourceFile, span: Span, header: Span, expected: number, got: number): D =>
  build(
    ExamplesRowWidth,
    file,
    [Diagnostic.primary(span, `${got} cells`), Diagnostic.secondary(header, `${expected} columns`)],
    { expected, got },
    { help: ExamplesRowWidth.help }
  )

/** @category semantic */
export const PlaceholderWithoutExamples = define({
  code: "PS2011",
  slug: "placeholder-without-examples",
  severity: "error",
  template: "placeholder `<{name}>` but no `examples:` table",
  help: "add an `examples:` table with a `{name}` column to the scenario",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase <phase>\n'
})

/** @category semantic */
export const placeholderWithoutExamples = (file: SourceFile, span: Span, name: string): D =>
  build(
    PlaceholderWithoutExamples,
    file,
    [Diagnostic.primary(span, "nothing fills this in")],
    { name },
    {
      help: fill(PlaceholderWithoutExamples.help, { name })
    }
  )

/** @category semantic */
export const UnknownPhase = define({
  code: "PS2012",
  slug: "unknown-phase",
  severity: "error",
  template: "unknown pod phase `{phase}`",
  help: "a pod's phase is one of `Pending`, `Running`, `Succeeded`, `Failed`, `Unknown`",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Runing\n'
})

/** @category semantic */
export const unknownPhase = (file: SourceFile, span: Span, phase: string, candidates: ReadonlyArray<string>): D =>
  build(
    UnknownPhase,
    file,
    [Diagnostic.primary(span, `expected one of: ${candidates.join(", ")}`)],
    { phase },
    {
      help: Suggest.didYouMean(phase, candidates) ?? UnknownPhase.help
    }
  )

/** @category semantic */
export const UnknownConditionType = define({
  code: "PS2013",
  slug: "unknown-condition-type",
  severity: "error",
  template: "unknown condition type `{type}`",
  help: "pod conditions are {types}, or a readiness gate of the spec (quoted when it has `/` or `.`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect condition Raedy True\n'
})

/** @category semantic */
export const unknownConditionType = (
  file: SourceFile,
  span: Span,
  conditionType: string,
  standard: ReadonlyArray<string>,
  gates: ReadonlyArray<string>
): D =>
  build(
    UnknownConditionType,
    file,
    [Diagnostic.primary(span, "not a condition of this pod")],
    { type: conditionType },
    {
      help:
        Suggest.didYouMean(conditionType, [...standard, ...gates]) ??
        UnknownConditionType.help.replace("{types}", listOf(standard, "and"))
    }
  )

/** @category semantic */
export const UnknownReason = define({
  code: "PS2014",
  slug: "unknown-reason",
  severity: "warning",
  template: "`{reason}` is not a reason the kubelet gives {context}",
  help: "check the spelling: reasons keep their Kubernetes spelling and case",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect container app waiting reason CrashLoopBackof\n'
})

/** @category semantic */
export const unknownReason = (
  file: SourceFile,
  span: Span,
  reason: string,
  context: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownReason,
    file,
    [Diagnostic.primary(span, "unknown reason")],
    { reason, context },
    {
      help: Suggest.didYouMean(reason, candidates) ?? UnknownReason.help
    }
  )

/** @category semantic */
export const UnknownNode = define({
  code: "PS2015",
  slug: "unknown-node",
  severity: "error",
  template: "unknown node `{name}`",
  help: "declare it with `node NAME`; without any declaration the only node is `node-1`",
  example:
    'scenario "x"\nnode node-a\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nat 5s node node-b fails\n'
})

/** @category semantic */
export const unknownNode = (file: SourceFile, span: Span, name: string, candidates: ReadonlyArray<string>): D =>
  build(
    UnknownNode,
    file,
    [Diagnostic.primary(span, `nodes: ${candidates.join(", ")}`)],
    { name },
    {
      help: Suggest.didYouMean(name, candidates) ?? UnknownNode.help
    }
  )

/** @category semantic */
export const DuplicateNode = define({
  code: "PS2016",
  slug: "duplicate-node",
  severity: "error",
  template: "node `{name}` is declared twice",
  help: "remove one of the declarations",
  example: 'scenario "x"\nnode node-a\nnode node-a\npod web from "web.yaml"\n'
})

/** @category semantic */
export const duplicateNode = (file: SourceFile, span: Span, first: Span, name: string): D =>
  build(
    DuplicateNode,
    file,
    [Diagnostic.primary(span, "declared again here"), Diagnostic.secondary(first, "first declared here")],
    { name },
    { help: DuplicateNode.help }
  )

/** @category semantic */
export const NotSupported = define({
  code: "PS2017",
  slug: "not-supported",
  severity: "error",
  template: "{what} is not supported yet",
  help: "the statement parses, but this version cannot run it; see docs/language/reference.md",
  example:
    'pod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexamples:\n  | a |\n  | b |\nscenario "x"\n'
})

/** @category semantic */
export const notSupported = (file: SourceFile, span: Span, what: string, help?: string): D =>
  build(
    NotSupported,
    file,
    [Diagnostic.primary(span, "not supported yet")],
    { what },
    {
      help: help ?? NotSupported.help
    }
  )

/** @category semantic */
export const DuplicateEnd = define({
  code: "PS2018",
  slug: "duplicate-end",
  severity: "error",
  template: "the scenario has two `end at` lines",
  help: "keep one `end at` per scenario",
  example: 'scenario "x"\npod web from "web.yaml"\nend at 2m\nend at 3m\n'
})

/** @category semantic */
export const duplicateEnd = (file: SourceFile, span: Span, first: Span): D =>
  build(
    DuplicateEnd,
    file,
    [Diagnostic.primary(span, "second `end at`"), Diagnostic.secondary(first, "first `end at`")],
    {},
    { help: DuplicateEnd.help }
  )

/** @category semantic */
export const InvalidRuns = define({
  code: "PS2019",
  slug: "invalid-runs",
  severity: "error",
  template: "invalid runs: {reason}",
  help: "runs are numbered from 1: `on run 1`, `on runs 2..4`, `from run 3`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 5s on runs 3..1\n'
})

/** @category semantic */
export const invalidRuns = (file: SourceFile, span: Span, reason: string): D =>
  build(InvalidRuns, file, [Diagnostic.primary(span, reason)], { reason }, { help: InvalidRuns.help })

/** @category semantic */
export const UnsupportedKubernetesVersion = define({
  code: "PS2050",
  slug: "unsupported-kubernetes-version",
  severity: "error",
  template: "Kubernetes `{version}` is not modelled: the simulator runs {range}",
  help: "write a minor release of that range, `kubernetes 1.33`; without one the newest is used",
  example: 'scenario "x"\nkubernetes 1.12\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\n'
})

/** `range` is `Versions.range` (`1.29 to 1.35`). @category semantic */
export const unsupportedKubernetesVersion = (file: SourceFile, span: Span, version: string, range: string): D =>
  build(
    UnsupportedKubernetesVersion,
    file,
    [Diagnostic.primary(span, `expected a release from ${range}`)],
    { version, range },
    { help: UnsupportedKubernetesVersion.help }
  )

/** @category semantic */
export const DuplicateBlock = define({
  code: "PS2020",
  slug: "duplicate-block",
  severity: "error",
  template: "a second `{what}:` block",
  help: "merge the settings into one block (a scenario's block replaces the shared one)",
  example: 'scenario "x"\npod web from "web.yaml"\nkubelet:\n  featureGates: {}\nkubelet:\n  featureGates: {}\n'
})

/** @category semantic */
export const duplicateBlock = (file: SourceFile, span: Span, first: Span, what: string): D =>
  build(
    DuplicateBlock,
    file,
    [Diagnostic.primary(span, "second block"), Diagnostic.secondary(first, "first block")],
    { what },
    { help: DuplicateBlock.help }
  )

/** @category semantic */
export const OrderTooShort = define({
  code: "PS2021",
  slug: "order-too-short",
  severity: "error",
  template: "`order:` needs at least two occurrences",
  help: "list two or more occurrences separated by commas, or use a plain `expect`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect order: container app starts\n'
})

/** @category semantic */
export const orderTooShort = (file: SourceFile, span: Span): D =>
  build(OrderTooShort, file, [Diagnostic.primary(span, "only one occurrence")], {}, { help: OrderTooShort.help })

/** @category semantic */
export const TimesOnState = define({
  code: "PS2022",
  slug: "times-on-state",
  severity: "error",
  template: "`N times` counts occurrences, not states",
  help: "remove `times`, or expect an occurrence (`container app starts`, `signal SIGTERM to app`, `event BackOff`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect 2 times phase Running\n'
})

/** @category semantic */
export const timesOnState = (file: SourceFile, span: Span): D =>
  build(TimesOnState, file, [Diagnostic.primary(span, "a state holds or not")], {}, { help: TimesOnState.help })

/** @category semantic */
export const WhenNotForOccurrence = define({
  code: "PS2023",
  slug: "when-not-for-occurrence",
  severity: "error",
  template: "`{when}` checks states, not occurrences",
  help: "occurrences take `at T`, `from T1 until T2`, `from T`, `by T`, `eventually` or `never`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect throughout container app starts\n'
})

/** @category semantic */
export const whenNotForOccurrence = (file: SourceFile, span: Span, when: string): D =>
  build(
    WhenNotForOccurrence,
    file,
    [Diagnostic.primary(span, "an occurrence happens at an instant")],
    { when },
    {
      help: WhenNotForOccurrence.help
    }
  )

/** @category semantic */
export const ExitCodeOutOfRange = define({
  code: "PS2024",
  slug: "exit-code-out-of-range",
  severity: "error",
  template: "exit code {code} is out of range",
  help: "a process exit code is between 0 and 255",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 300 after 5s\n'
})

/** @category semantic */
export const exitCodeOutOfRange = (file: SourceFile, span: Span, code: number): D =>
  build(
    ExitCodeOutOfRange,
    file,
    [Diagnostic.primary(span, "not in 0..255")],
    { code },
    {
      help: ExitCodeOutOfRange.help
    }
  )

/** @category semantic */
export const EmptyWindow = define({
  code: "PS2025",
  slug: "empty-window",
  severity: "error",
  template: "`until {until}` is before `from {from}`",
  help: "write the earlier time after `from`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect never from 2m until 1m container app starts\n'
})

/** @category semantic */
export const emptyWindow = (file: SourceFile, span: Span, from: string, until: string): D =>
  build(EmptyWindow, file, [Diagnostic.primary(span, "an empty window")], { from, until }, { help: EmptyWindow.help })

/** @category semantic */
export const NoScenario = define({
  code: "PS2026",
  slug: "no-scenario",
  severity: "error",
  template: "this file has no `scenario`",
  help: 'start a scenario with `scenario "what it shows"`',
  example: 'pod web from "web.yaml"\n'
})

/** @category semantic */
export const noScenario = (file: SourceFile, span: Span): D =>
  build(NoScenario, file, [Diagnostic.primary(span, "nothing to run")], {}, { help: NoScenario.help })

/** @category semantic */
export const UnknownConditionStatus = define({
  code: "PS2027",
  slug: "unknown-condition-status",
  severity: "error",
  template: "unknown condition status `{status}`",
  help: "a condition's status is `True`, `False` or `Unknown` (a readiness-gate patch: `True` or `False`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect condition Ready true\n'
})

/** @category semantic */
export const unknownConditionStatus = (
  file: SourceFile,
  span: Span,
  status: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownConditionStatus,
    file,
    [Diagnostic.primary(span, `expected ${candidates.join(" or ")}`)],
    { status },
    {
      help: Suggest.didYouMean(status, candidates) ?? UnknownConditionStatus.help
    }
  )

/** @category semantic */
export const DuplicateExamples = define({
  code: "PS2028",
  slug: "duplicate-examples",
  severity: "error",
  template: "a second `examples:` table in one scenario",
  help: "put all rows in one table",
  example:
    'scenario "<p>"\npod web from "web.yaml"\nexpect phase <p>\nexamples:\n  | p |\n  | Running |\nexamples:\n  | p |\n  | Failed |\n'
})

/** @category semantic */
export const duplicateExamples = (file: SourceFile, span: Span, first: Span): D =>
  build(
    DuplicateExamples,
    file,
    [Diagnostic.primary(span, "second table"), Diagnostic.secondary(first, "first table")],
    {},
    { help: DuplicateExamples.help }
  )

/** @category semantic */
export const DuplicateScenarioName = define({
  code: "PS2029",
  slug: "duplicate-scenario-name",
  severity: "warning",
  template: "two scenarios are named `{name}`",
  help: "give each scenario its own name, so that reports and `--filter` can tell them apart",
  example: 'pod web from "web.yaml"\nscenario "x"\nexpect phase Running\nscenario "x"\nexpect phase Pending\n'
})

/** @category semantic */
export const duplicateScenarioName = (file: SourceFile, span: Span, first: Span, name: string): D =>
  build(
    DuplicateScenarioName,
    file,
    [Diagnostic.primary(span, "same name"), Diagnostic.secondary(first, "first used here")],
    { name },
    { help: DuplicateScenarioName.help }
  )

/** @category semantic */
export const AmbiguousPod = define({
  code: "PS2030",
  slug: "ambiguous-pod",
  severity: "error",
  template: "which pod?",
  help: "with several pods, name the pod: `pod web is deleted`, `pod web phase Running`",
  example: 'scenario "x"\npod web from "web.yaml"\npod db from "db.yaml"\nat 5s pod is deleted\n'
})

/** @category semantic */
export const ambiguousPod = (file: SourceFile, span: Span, pods: ReadonlyArray<string>): D =>
  build(
    AmbiguousPod,
    file,
    [Diagnostic.primary(span, `the scenario has ${pods.length} pods: ${pods.join(", ")}`)],
    {},
    {
      help: AmbiguousPod.help
    }
  )

/** @category semantic */
export const InvalidReadyCount = define({
  code: "PS2031",
  slug: "invalid-ready-count",
  severity: "error",
  template: "invalid READY value `{text}`",
  help: "write `ready N/M` with N ≤ M, M the pod's number of containers (and sidecars)",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect ready 2/1\n'
})

/** @category semantic */
export const invalidReadyCount = (file: SourceFile, span: Span, text: string, reason: string): D =>
  build(InvalidReadyCount, file, [Diagnostic.primary(span, reason)], { text }, { help: InvalidReadyCount.help })

/** @category semantic */
export const DuplicateColumn = define({
  code: "PS2032",
  slug: "duplicate-column",
  severity: "error",
  template: "column `{name}` appears twice in the `examples:` header",
  help: "give every column its own name",
  example:
    'scenario "x <p>"\npod web from "web.yaml"\nexpect phase <p>\nexamples:\n  | p | p |\n  | Running | Failed |\n'
})

/** @category semantic */
export const duplicateColumn = (file: SourceFile, span: Span, first: Span, name: string): D =>
  build(
    DuplicateColumn,
    file,
    [Diagnostic.primary(span, "again here"), Diagnostic.secondary(first, "first here")],
    { name },
    { help: DuplicateColumn.help }
  )

/** @category semantic */
export const UnusedExamples = define({
  code: "PS2033",
  slug: "unused-examples",
  severity: "warning",
  template: "the `examples:` table is not used",
  help: "refer to its columns as `<name>` in the scenario, or remove the table",
  example: 'scenario "x"\npod web from "web.yaml"\nexpect phase Running\nexamples:\n  | p |\n  | a |\n'
})

/** @category semantic */
export const unusedExamples = (file: SourceFile, span: Span): D =>
  build(
    UnusedExamples,
    file,
    [Diagnostic.primary(span, "no placeholder refers to it")],
    {},
    {
      help: UnusedExamples.help
    }
  )

/** @category semantic */
export const UnknownSchedulingGate = define({
  code: "PS2034",
  slug: "unknown-scheduling-gate",
  severity: "error",
  template: "pod `{pod}` has no scheduling gate `{gate}`",
  help: "name a gate of the pod's `spec.schedulingGates`",
  example:
    'scenario "x"\npod web:\n  spec:\n    schedulingGates: [{ name: example.com/quota }]\n    containers: [{ name: app, image: busybox }]\nat 10s scheduling gate "example.com/qouta" is removed\n'
})

/** @category semantic */
export const unknownSchedulingGate = (
  file: SourceFile,
  span: Span,
  gate: string,
  pod: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownSchedulingGate,
    file,
    [Diagnostic.primary(span, candidates.length > 0 ? `gates: ${candidates.join(", ")}` : "the pod has no gates")],
    { gate, pod },
    { help: Suggest.didYouMean(gate, candidates) ?? UnknownSchedulingGate.help }
  )

/** @category semantic */
export const StateInOrder = define({
  code: "PS2035",
  slug: "state-in-order",
  severity: "error",
  template: "`order:` compares occurrences, and this is a state",
  help: "list occurrences: `container X starts`, `container X exits`, `signal S to X`, `preStop of X starts`, `event R`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect order: container app starts, phase Running\n'
})

/** @category semantic */
export const stateInOrder = (file: SourceFile, span: Span): D =>
  build(StateInOrder, file, [Diagnostic.primary(span, "a state, not an occurrence")], {}, { help: StateInOrder.help })

/** @category semantic */
export const InvalidSignal = define({
  code: "PS2036",
  slug: "invalid-signal",
  severity: "error",
  template: "`{signal}` is not a signal name",
  help: "signals are written `SIG` + upper-case letters or digits: `SIGTERM`, `SIGKILL`, `SIGUSR1`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app ignores sigterm\n'
})

/** @category semantic */
export const invalidSignal = (file: SourceFile, span: Span, signal: string, candidates: ReadonlyArray<string>): D =>
  build(
    InvalidSignal,
    file,
    [Diagnostic.primary(span, "expected a signal like SIGTERM")],
    { signal },
    {
      help: Suggest.didYouMean(signal, candidates) ?? InvalidSignal.help
    }
  )

/** @category semantic */
export const StrayTags = define({
  code: "PS2037",
  slug: "stray-tags",
  severity: "warning",
  template: "these tags belong to no scenario",
  help: "put tags on the line(s) right before a `scenario` line",
  example: 'pod web from "web.yaml"\nscenario "x"\nexpect phase Running\n@slow\n'
})

/** @category semantic */
export const strayTags = (file: SourceFile, span: Span): D =>
  build(StrayTags, file, [Diagnostic.primary(span, "no `scenario` follows")], {}, { help: StrayTags.help })

/** @category semantic */
export const EmptyExamples = define({
  code: "PS2038",
  slug: "empty-examples",
  severity: "error",
  template: "the `examples:` table has no rows",
  help: "a table is a header row `| a | b |` and one row per scenario to run; without rows nothing runs",
  example:
    'scenario "x <p>"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase <p>\nexamples:\n  | p |\n'
})

/** @category semantic */
export const emptyExamples = (file: SourceFile, span: Span): D =>
  build(EmptyExamples, file, [Diagnostic.primary(span, "nothing to run")], {}, { help: EmptyExamples.help })

const sweepPod =
  "pod web:\n  spec:\n    terminationGracePeriodSeconds: <grace>\n    containers: [{ name: app, image: busybox }]\n"

/** @category semantic */
export const SweepEmpty = define({
  code: "PS2075",
  slug: "sweep-empty",
  severity: "error",
  template: "the sweep of `<{name}>` from {from} to {to} has no value",
  help: "give a `from` at or below the `to`: `sweep {name} from {to} to {from} step …`",
  example: `scenario "x"\n${sweepPod}sweep grace from 60 to 10 step 10\n`
})

/** A sweep whose `from` is above its `to`. @category semantic */
export const sweepEmpty = (file: SourceFile, span: Span, name: string, from: string, to: string): D =>
  build(
    SweepEmpty,
    file,
    [Diagnostic.primary(span, "above the end")],
    { name, from, to },
    {
      help: fill(SweepEmpty.help, { name, from, to })
    }
  )

/** @category semantic */
export const SweepStep = define({
  code: "PS2076",
  slug: "sweep-step",
  severity: "error",
  template: "a sweep's step must be more than 0",
  help: "give the distance between two values: `step 1s`, `step 1`",
  example: `scenario "x"\n${sweepPod}sweep grace from 10 to 60 step 0\n`
})

/** @category semantic */
export const sweepStep = (file: SourceFile, span: Span): D =>
  build(SweepStep, file, [Diagnostic.primary(span, "no distance between values")], {}, { help: SweepStep.help })

/** @category semantic */
export const SweepTooLarge = define({
  code: "PS2077",
  slug: "sweep-too-large",
  severity: "error",
  template: "the sweep of `<{name}>` has {count} values, more than {max}",
  help: "a larger step or a narrower range keeps a run bounded: 100,000 values that all run, or a range of 1,000,000 with `bisect` (docs/guide/limits.md)",
  example: `scenario "x"\n${sweepPod}sweep grace from 0 to 2000000 step 1 bisect\n`
})

/** @category semantic */
export const sweepTooLarge = (file: SourceFile, span: Span, name: string, count: number, max: number): D =>
  build(
    SweepTooLarge,
    file,
    [Diagnostic.primary(span, `${count.toLocaleString("en-US")} values`)],
    { name, count: count.toLocaleString("en-US"), max: max.toLocaleString("en-US") },
    { help: SweepTooLarge.help }
  )

/** @category semantic */
export const SweepKinds = define({
  code: "PS2078",
  slug: "sweep-kinds",
  severity: "error",
  template: "a sweep's bounds and step are all durations or all numbers",
  help: "write every value with a unit (`10s`, `1m`) or none of them (`10`, `60`)",
  example: `scenario "x"\n${sweepPod}sweep grace from 10 to 60s step 10\n`
})

/** @category semantic */
export const sweepKinds = (file: SourceFile, span: Span, first: Span, kind: string): D =>
  build(
    SweepKinds,
    file,
    [Diagnostic.primary(span, `not ${kind}`), Diagnostic.secondary(first, kind)],
    {},
    { help: SweepKinds.help }
  )

/** @category semantic */
export const ExamplesAndSweep = define({
  code: "PS2079",
  slug: "examples-and-sweep",
  severity: "error",
  template: "a scenario has at most one of `examples:` and `sweep`",
  help: "split the scenario in two, or fold the sweep's values into the `examples:` table",
  example: `scenario "x <grace>"\n${sweepPod}sweep grace from 10 to 60 step 10\nexamples:\n  | grace |\n  | 30 |\n`
})

/** A second `sweep`, or a `sweep` and an `examples:` table, in one scenario. @category semantic */
export const examplesAndSweep = (file: SourceFile, span: Span, first: Span): D =>
  build(
    ExamplesAndSweep,
    file,
    [Diagnostic.primary(span, "one too many"), Diagnostic.secondary(first, "the first")],
    {},
    { help: ExamplesAndSweep.help }
  )

/** @category semantic */
export const SweepUnused = define({
  code: "PS2080",
  slug: "sweep-unused",
  severity: "error",
  template: "the scenario has no placeholder `<{name}>` for the sweep to fill in",
  help: "write `<{name}>` where the value goes (`terminationGracePeriodSeconds: <{name}>`, `at <{name}> …`)",
  example: `scenario "x"\n${sweepPod}sweep grce from 10 to 60 step 10\n`
})

/** @category semantic */
export const sweepUnused = (file: SourceFile, span: Span, name: string, placeholders: ReadonlyArray<string>): D =>
  build(
    SweepUnused,
    file,
    [Diagnostic.primary(span, "not used")],
    { name },
    {
      help: Suggest.didYouMean(name, placeholders) ?? fill(SweepUnused.help, { name })
    }
  )

/** The ending of a golden that holds a sweep's table, not a timeline (`golden "grace.sweep.md"`). @category golden */
export const sweepGoldenExtension = ".sweep.md"

/** @category semantic */
export const SweepGolden = define({
  code: "PS2081",
  slug: "sweep-golden",
  severity: "error",
  template: "a `.sweep.md` golden needs a `sweep` in its scenario, and no `at`",
  help: "a `.sweep.md` golden holds the table of the scenario's sweep; for a timeline, name a `.md` file",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ngolden "x.sweep.md"\n'
})

/** @category semantic */
export const sweepGolden = (file: SourceFile, span: Span, swept: boolean): D =>
  build(
    SweepGolden,
    file,
    [Diagnostic.primary(span, swept ? "the whole sweep has no instant" : "no sweep")],
    {},
    {
      help: SweepGolden.help
    }
  )

/** A placeholder in a swept scenario that the sweep does not fill in (PS2009). @category semantic */
export const unknownSweepPlaceholder = (file: SourceFile, span: Span, name: string, swept: string): D =>
  build(
    UnknownPlaceholder,
    file,
    [Diagnostic.primary(span, `the sweep fills in \`<${swept}>\``)],
    { name },
    {
      help: Suggest.didYouMean(name, [swept]) ?? `name the sweep's placeholder, \`<${swept}>\``
    }
  )

/** @category semantic */
export const WithoutEffect = define({
  code: "PS2039",
  slug: "without-effect",
  severity: "warning",
  template: "container `{container}` has no {feature}: this has no effect",
  help: "add the {feature} to the container's spec, or remove the line",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nliveness of app fails after 2m\n'
})

/** A behaviour, event or expectation about a probe or hook the container does not have. @category semantic */
export const withoutEffect = (file: SourceFile, span: Span, container: string, feature: string): D =>
  build(
    WithoutEffect,
    file,
    [Diagnostic.primary(span, `\`${container}\` has no ${feature}`)],
    { container, feature },
    {
      help: fill(WithoutEffect.help, { feature })
    }
  )

/** @category semantic */
export const BecomesNotState = define({
  code: "PS2060",
  slug: "becomes-not-state",
  severity: "error",
  template: "`becomes` takes a state, not an occurrence",
  help: "write a state after `becomes` (`container app becomes waiting reason CrashLoopBackOff`), or expect the occurrence itself",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect container app becomes starts\n'
})

/** @category semantic */
export const becomesNotState = (file: SourceFile, span: Span): D =>
  build(
    BecomesNotState,
    file,
    [Diagnostic.primary(span, "an occurrence happens; it does not start to hold")],
    {},
    { help: BecomesNotState.help }
  )

/** @category semantic */
export const NoMessage = define({
  code: "PS2061",
  slug: "no-message",
  severity: "error",
  template: "{what} has no message",
  help: "`message` is checked on Events, conditions, waiting and terminated containers, and the pod (`expect message …`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect container app running message "up"\n'
})

/** @category semantic */
export const noMessage = (file: SourceFile, span: Span, what: string): D =>
  build(NoMessage, file, [Diagnostic.primary(span, "nothing to compare this with")], { what }, { help: NoMessage.help })

/** @category semantic */
export const AndJoinsStates = define({
  code: "PS2062",
  slug: "and-joins-states",
  severity: "error",
  template: "`and` joins states, not occurrences",
  help: "write one `expect` a line for occurrences, or `expect order: A, B` for their order",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Running and container app starts\n'
})

/** @category semantic */
export const andJoinsStates = (file: SourceFile, span: Span): D =>
  build(AndJoinsStates, file, [Diagnostic.primary(span, "an occurrence")], {}, { help: AndJoinsStates.help })

/** @category semantic */
export const NthOnState = define({
  code: "PS2063",
  slug: "nth-on-state",
  severity: "error",
  template: "`for the Nth time` counts occurrences, not states",
  help: "a state holds or not; write `becomes` to count the times it starts to hold (`phase becomes Running for the 2nd time`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Running for the 2nd time\n'
})

/** @category semantic */
export const nthOnState = (file: SourceFile, span: Span): D =>
  build(NthOnState, file, [Diagnostic.primary(span, "a state")], {}, { help: NthOnState.help })

// ---------------------------------------------------------------------------------------------------------------
// PS2100–PS2199: pod validation (the API server's rules). Owned by YamlBlocks.ts / PodSpec validation.
// Add entries here, in order, with `define({...})` and a builder, as above.
// ---------------------------------------------------------------------------------------------------------------

const minimalPod = "pod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\n"

/** @category pod */
export const YamlSyntax = define({
  code: "PS2101",
  slug: "yaml-syntax",
  severity: "error",
  template: "invalid YAML: {reason}",
  help: "a YAML block is every line indented under `pod NAME:`, `kubelet:` or `cluster:`; check indentation, brackets and quotes",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }\n'
})

/** @category pod */
export const yamlSyntax = (file: SourceFile, span: Span, reason: string): D =>
  build(YamlSyntax, file, [Diagnostic.primary(span, "here")], { reason }, { help: YamlSyntax.help })

/** @category pod */
export const DuplicateYamlKey = define({
  code: "PS2102",
  slug: "duplicate-yaml-key",
  severity: "error",
  template: "duplicate key `{key}`",
  help: "a key may appear once per mapping: keep one and delete the other",
  example: `scenario "x"\npod web:\n  spec:\n    restartPolicy: Never\n    restartPolicy: Always\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const duplicateYamlKey = (file: SourceFile, span: Span, first: Span, key: string): D =>
  build(
    DuplicateYamlKey,
    file,
    [Diagnostic.primary(span, "written again here"), Diagnostic.secondary(first, "first written here")],
    { key },
    { help: DuplicateYamlKey.help }
  )

/** @category pod */
export const YamlTooLarge = define({
  code: "PS2103",
  slug: "yaml-too-large",
  severity: "error",
  template: "YAML too large: {reason}",
  help: "write the manifest out without deeply nested aliases; a pod manifest needs none",
  example: `scenario "x"\npod web:\n  metadata:\n    annotations:\n      a: &a [x, x, x, x, x, x, x, x, x, x]\n      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n      d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n  spec:\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const yamlTooLarge = (file: SourceFile, span: Span, reason: string): D =>
  build(YamlTooLarge, file, [Diagnostic.primary(span, "in this block")], { reason }, { help: YamlTooLarge.help })

/** @category pod */
export const UnknownPodField = define({
  code: "PS2104",
  slug: "unknown-pod-field",
  severity: "error",
  template: "unknown field `{field}` in {where}",
  help: "field names are those of the Pod v1 API, case-sensitive (`kubectl explain pod.spec`)",
  example: `scenario "x"\npod web:\n  spec:\n    restartPolcy: Never\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const unknownPodField = (
  file: SourceFile,
  span: Span,
  field: string,
  where: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownPodField,
    file,
    [Diagnostic.primary(span, `not a field of ${where}`)],
    { field, where },
    { help: Suggest.didYouMean(field, candidates) ?? UnknownPodField.help }
  )

/** @category pod */
export const PodFieldType = define({
  code: "PS2105",
  slug: "pod-field-type",
  severity: "error",
  template: "`{path}` must be {expected}",
  help: "quote strings that look like numbers or booleans, and write numbers without quotes",
  example: `scenario "x"\npod web:\n  spec:\n    terminationGracePeriodSeconds: soon\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const podFieldType = (file: SourceFile, span: Span, path: string, expected: string, found: string): D =>
  build(
    PodFieldType,
    file,
    [Diagnostic.primary(span, `this is ${found}`)],
    { path, expected },
    { help: PodFieldType.help }
  )

/** @category pod */
export const UnsupportedPodValue = define({
  code: "PS2106",
  slug: "unsupported-pod-value",
  severity: "error",
  template: "unsupported value `{value}` for `{path}`",
  help: "API values keep their Kubernetes spelling and case",
  example: `scenario "x"\npod web:\n  spec:\n    restartPolicy: Allways\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const unsupportedPodValue = (
  file: SourceFile,
  span: Span,
  path: string,
  value: string,
  supported: ReadonlyArray<string>
): D =>
  build(
    UnsupportedPodValue,
    file,
    [Diagnostic.primary(span, supported.length > 0 ? `expected ${listOf(supported)}` : "not supported")],
    { value, path },
    { help: Suggest.didYouMean(value, supported) ?? UnsupportedPodValue.help }
  )

/** @category pod */
export const InvalidPod = define({
  code: "PS2107",
  slug: "invalid-pod",
  severity: "error",
  template: "the API server would reject this pod: {path}: {detail}",
  help: "fix the manifest as the message says; the scenario runs only pods the API server would accept",
  example: `scenario "x"\npod web:\n  spec:\n    initContainers: [{ name: app, image: busybox }]\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const invalidPod = (
  file: SourceFile,
  span: Span,
  path: string,
  detail: string,
  label: string,
  help?: string
): D => build(InvalidPod, file, [Diagnostic.primary(span, label)], { path, detail }, { help: help ?? InvalidPod.help })

/** @category pod */
export const YamlTab = define({
  code: "PS2126",
  slug: "yaml-tab",
  severity: "error",
  template: "a tab indents this YAML line",
  help: "YAML is indented with spaces only: replace the tab with spaces",
  example: 'scenario "x"\npod web:\n  spec:\n\tcontainers: [{ name: app, image: busybox }]\n'
})

/** A tab in the indentation of a YAML block's line, at the tab. @category pod */
export const yamlTab = (file: SourceFile, span: Span): D =>
  build(YamlTab, file, [Diagnostic.primary(span, "a tab")], {}, { help: YamlTab.help })

/** @category pod */
export const YamlIndentation = define({
  code: "PS2128",
  slug: "yaml-indentation",
  severity: "error",
  template: "YAML indentation: `{word}` does not fit at column {column}",
  help: "indent the line to the column of the entry it belongs to",
  example: 'scenario "x"\npod web:\n  spec:\n    containers:\n      - name: app\n       image: busybox\n'
})

/**
 * A YAML line indented wrongly, at its first character; `columns` lists what it could line up with
 * (`5 (\`containers\`, line 4) or 7 (\`-\`, line 5)`), `reason` is the YAML parser's own words.
 *
 * @category pod
 */
export const yamlIndentation = (
  file: SourceFile,
  span: Span,
  word: string,
  column: number,
  columns: string,
  reason: string
): D =>
  build(
    YamlIndentation,
    file,
    [Diagnostic.primary(span, `indented ${column - 1} spaces`)],
    { word, column },
    {
      help: columns === "" ? YamlIndentation.help : `${YamlIndentation.help}: column ${columns}`,
      note: `the YAML parser says: ${reason}`
    }
  )

/** @category pod */
export const PodscenarioLimit = define({
  code: "PS2125",
  slug: "podscenario-limit",
  severity: "error",
  template: "podscenario's own limit: {path}: {detail}",
  help: "the API server would accept this; podscenario bounds it so that a run stays fast (docs/guide/limits.md)",
  example: `scenario "x"\npod web:\n  spec:\n    containers:\n${Array.from({ length: 501 }, (_, i) => `      - { name: c${i}, image: busybox }`).join("\n")}\n`
})

/** A pod over a bound of podscenario's own, not the API server's (docs/guide/limits.md). @category pod */
export const podscenarioLimit = (file: SourceFile, span: Span, path: string, detail: string): D =>
  build(
    PodscenarioLimit,
    file,
    [Diagnostic.primary(span, "over podscenario's limit")],
    { path, detail },
    {
      help: PodscenarioLimit.help
    }
  )

/** @category pod */
export const PodNotInManifest = define({
  code: "PS2108",
  slug: "pod-not-in-manifest",
  severity: "error",
  template: "no Pod or pod template named `{name}` in this manifest",
  help:
    "the scenario uses the Pod whose `metadata.name` is the declared name, or the pod template of the workload " +
    'of that name; `pod NAME from "FILE" KIND/NAME` chooses one object',
  example: 'scenario "x"\npod web from "pods.yaml"   # pods.yaml holds the Pods `db` and `cache`\n'
})

/**
 * `found` lists the file's objects as `KIND/NAME`; `names` are the names a pod could be read from.
 *
 * @category pod
 */
export const podNotInManifest = (
  file: SourceFile,
  span: Span,
  name: string,
  found: ReadonlyArray<string>,
  names: ReadonlyArray<string> = found
): D =>
  build(
    PodNotInManifest,
    file,
    [Diagnostic.primary(span, found.length > 0 ? `this file has ${listOf(found, "and")}` : "this file has no Pod")],
    { name },
    { help: Suggest.didYouMean(name, names) ?? PodNotInManifest.help }
  )

/** @category pod */
export const UnknownSetting = define({
  code: "PS2109",
  slug: "unknown-setting",
  severity: "error",
  template: "unknown key `{key}` in the `{block}` block",
  help: "see docs/language/pods.md for the keys of the `kubelet:` and `cluster:` blocks",
  example: `scenario "x"\n${minimalPod}kubelet:\n  featureGate:\n    ContainerRestartRules: true\n`
})

/** @category pod */
export const unknownSetting = (
  file: SourceFile,
  span: Span,
  key: string,
  block: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownSetting,
    file,
    [Diagnostic.primary(span, `expected ${listOf(candidates)}`)],
    { key, block },
    { help: Suggest.didYouMean(key, candidates) ?? UnknownSetting.help }
  )

/** @category pod */
export const UnknownFeatureGate = define({
  code: "PS2110",
  slug: "unknown-feature-gate",
  severity: "error",
  template: "unknown feature gate `{gate}`",
  help: "the simulator knows the gates that change pod-lifecycle behaviour (kubelet-rules §16)",
  example: `scenario "x"\n${minimalPod}kubelet:\n  featureGates:\n    ContainerRestartRule: true\n`
})

/**
 * `known`: the gates of the scenario's release; `later`: the release that brings `gate` when it is one the
 * simulator knows from a later release (the feature-gate library of this one does not recognise it).
 *
 * @category pod
 */
export const unknownFeatureGate = (
  file: SourceFile,
  span: Span,
  gate: string,
  known: ReadonlyArray<string>,
  release: { readonly version: string; readonly later: string | undefined }
): D =>
  release.later === undefined
    ? build(
        UnknownFeatureGate,
        file,
        [Diagnostic.primary(span, `not a feature gate of Kubernetes ${release.version} the simulator knows`)],
        { gate },
        { help: Suggest.didYouMean(gate, known) ?? `${UnknownFeatureGate.help}: ${listOf(known)}` }
      )
    : build(
        UnknownFeatureGate,
        file,
        [Diagnostic.primary(span, `Kubernetes ${release.version} has no such gate: it arrives in ${release.later}`)],
        { gate },
        { help: `pin \`kubernetes ${release.later}\` or later to set it, or remove it` }
      )

/** @category pod */
export const LockedFeatureGate = define({
  code: "PS2127",
  slug: "locked-feature-gate",
  severity: "error",
  template: "cannot set feature gate `{gate}` to {value}: it is locked to {locked} in Kubernetes {version}",
  help: "a GA or deprecated gate locked to its default (LockToDefault) takes no other value; remove the line",
  example: `scenario "x"\nkubernetes 1.34\n${minimalPod}cluster:\n  featureGates:\n    SidecarContainers: false\n`
})

/** @category pod */
export const lockedFeatureGate = (
  file: SourceFile,
  span: Span,
  gate: string,
  value: boolean,
  locked: boolean,
  version: string
): D =>
  build(
    LockedFeatureGate,
    file,
    [Diagnostic.primary(span, `locked to ${locked}`)],
    { gate, value: String(value), locked: String(locked), version },
    { help: LockedFeatureGate.help }
  )

/** @category pod */
export const InvalidSetting = define({
  code: "PS2111",
  slug: "invalid-setting",
  severity: "error",
  template: "invalid `{key}`: {reason}",
  help: "see docs/language/pods.md for what each setting accepts",
  example: `scenario "x"\n${minimalPod}kubelet:\n  crashLoopBackOff:\n    maxContainerRestartPeriod: 10m\n`
})

/** @category pod */
export const invalidSetting = (file: SourceFile, span: Span, key: string, reason: string, help?: string): D =>
  build(
    InvalidSetting,
    file,
    [Diagnostic.primary(span, reason)],
    { key, reason },
    { help: help ?? InvalidSetting.help }
  )

/** @category pod */
export const PodSchemaViolation = define({
  code: "PS2112",
  slug: "pod-schema-violation",
  severity: "error",
  template: "`{path}` {reason}",
  help: "the value does not fit the Pod v1 schema",
  example: `scenario "x"\npod web:\n  spec:\n    containers:\n      - name: app\n        image: busybox\n        ports: [{ containerPort: 3000000000 }]\n`
})

/** @category pod */
export const podSchemaViolation = (file: SourceFile, span: Span, path: string, reason: string): D =>
  build(
    PodSchemaViolation,
    file,
    [Diagnostic.primary(span, reason)],
    { path, reason },
    { help: PodSchemaViolation.help }
  )

/** @category pod */
export const AmbiguousManifestPod = define({
  code: "PS2120",
  slug: "ambiguous-manifest-pod",
  severity: "error",
  template: "`{name}` fits {count} objects in this manifest: {list}",
  help: 'choose one by kind and name: `pod NAME from "FILE" KIND/NAME`',
  example: 'scenario "x"\npod web from "all.yaml"   # all.yaml holds a Deployment and a StatefulSet named web\n'
})

/** `objects`: each fitting object's span and `KIND/NAME (line N)`, in file order. @category pod */
export const ambiguousManifestPod = (
  file: SourceFile,
  name: string,
  objects: ReadonlyArray<{ readonly span: Span; readonly label: string }>
): D =>
  build(
    AmbiguousManifestPod,
    file,
    objects.map((o, i) => (i === 0 ? Diagnostic.primary(o.span, o.label) : Diagnostic.secondary(o.span, o.label))),
    { name, count: objects.length, list: objects.map((o) => o.label).join(", ") }
  )

/** @category pod */
export const ManifestObjectNotFound = define({
  code: "PS2121",
  slug: "manifest-object-not-found",
  severity: "error",
  template: "no `{kind}/{name}` in this manifest",
  help: "`KIND/NAME` names an object by its `kind` and `metadata.name`, as `kubectl` does",
  example: 'scenario "x"\npod web from "all.yaml" Deployment/api   # all.yaml has no Deployment named api\n'
})

/** `found` lists the file's objects as `KIND/NAME`. @category pod */
export const manifestObjectNotFound = (
  file: SourceFile,
  span: Span,
  kind: string,
  name: string,
  found: ReadonlyArray<string>
): D =>
  build(
    ManifestObjectNotFound,
    file,
    [Diagnostic.primary(span, found.length > 0 ? `this file has ${listOf(found, "and")}` : "this file has no objects")],
    { kind, name },
    { help: Suggest.didYouMean(`${kind}/${name}`, found) ?? ManifestObjectNotFound.help }
  )

/** @category pod */
export const NoPodTemplate = define({
  code: "PS2122",
  slug: "no-pod-template",
  severity: "error",
  template: "`{kind}/{name}` has no pod template",
  help: "a pod is read from a Pod, or from the pod template of a {kinds}",
  example: 'scenario "x"\npod web from "all.yaml" Service/web   # a Service holds no pod\n'
})

/** `where` says where the template was looked for (`spec.template`), or that the kind has none. @category pod */
export const noPodTemplate = (
  file: SourceFile,
  span: Span,
  kind: string,
  name: string,
  where: string,
  kinds: ReadonlyArray<string>
): D =>
  build(
    NoPodTemplate,
    file,
    [Diagnostic.primary(span, where)],
    { kind, name },
    {
      help: NoPodTemplate.help.replace("{kinds}", listOf(kinds))
    }
  )

// ---------------------------------------------------------------------------------------------------------------
// PS3xxx: run
// ---------------------------------------------------------------------------------------------------------------

/** @category run */
export const EventRejected = define({
  code: "PS3001",
  slug: "event-rejected",
  severity: "error",
  template: "this event cannot happen at {at}: {reason}",
  help: "move the event to a time when it can happen",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 1s\nat 5s container app exits 1   # app is waiting in CrashLoopBackOff at 5s\n'
})

/**
 * The simulator rejected an event (the core's `Rejection`). `possible` is when it could happen (`"10s"`), `"never"`
 * when no time would do (an API server's validation, a critical pod's eviction), or undefined when not known.
 *
 * @category run
 */
export const eventRejected = (
  file: SourceFile,
  span: Span,
  at: string,
  reason: string,
  possible?: string | "never"
): D =>
  build(
    EventRejected,
    file,
    [Diagnostic.primary(span, reason)],
    { at, reason },
    {
      help:
        possible === "never"
          ? "no other time would do: change the event or the pod's spec"
          : possible === undefined
            ? EventRejected.help
            : `it would be possible at ${possible}`
    }
  )

/** @category run */
export const ManifestUnreadable = define({
  code: "PS3002",
  slug: "manifest-unreadable",
  severity: "error",
  template: "cannot read manifest `{path}`: {reason}",
  help: "manifest paths are relative to the scenario file",
  example: 'scenario "x"\npod web from "manifests/missing.yaml"\n'
})

/** @category run */
export const manifestUnreadable = (
  file: SourceFile,
  span: Span,
  path: string,
  reason: string,
  candidates: ReadonlyArray<string> = []
): D =>
  build(
    ManifestUnreadable,
    file,
    [Diagnostic.primary(span, reason)],
    { path, reason },
    {
      help: Suggest.didYouMean(path, candidates) ?? ManifestUnreadable.help
    }
  )

/** Replaced by PS2108 (`pod-not-in-manifest`), which the parser reports where the pod is declared. @category run */
export const ManifestPodNotFound = define({
  code: "PS3003",
  slug: "manifest-pod-not-found",
  severity: "error",
  template: "no Pod named `{name}` in `{path}`",
  help: "in a multi-document file, the Pod whose metadata.name is the declared name is used",
  example: 'scenario "x"\npod web from "manifests/db.yaml"\n',
  reserved: true
})

/** @category run */
export const ScenarioUnreadable = define({
  code: "PS3004",
  slug: "scenario-unreadable",
  severity: "error",
  template: "cannot read `{path}`: {reason}",
  help: "check the path; directories are searched for `*.podscenario` files",
  example: "podscenario run missing.podscenario"
})

/** A scenario file that cannot be read: a diagnostic without a span. @category run */
export const scenarioUnreadable = (file: SourceFile, path: string, reason: string): D =>
  build(ScenarioUnreadable, file, [], { path, reason }, { help: ScenarioUnreadable.help })

/** @category run */
export const SimulationLimit = define({
  code: "PS3005",
  slug: "simulation-limit",
  severity: "error",
  template: "the simulation stopped at {at}, after {steps} steps",
  help: "a scenario this busy is usually a loop without back-off, or a probe every second for days; set an earlier `end at`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers:\n      - name: app\n        image: busybox\n        livenessProbe: { exec: { command: ["true"] }, periodSeconds: 1 }\nend at 100h\n'
})

/** `at`: the virtual instant the run stopped at. @category run */
export const simulationLimit = (file: SourceFile, span: Span, steps: number, at: string): D =>
  build(
    SimulationLimit,
    file,
    [Diagnostic.primary(span, "this scenario")],
    { steps, at },
    { help: SimulationLimit.help }
  )

/** @category run */
export const NondeterministicRun = define({
  code: "PS3006",
  slug: "nondeterministic-run",
  severity: "error",
  template: "run {run} of the scenario gave a different timeline than run 1",
  help: "a run must be deterministic: this is a bug in podscenario, please report it with the scenario",
  example: "podscenario run --repeat 3 crash.podscenario"
})

/** `--repeat N`: a later run's timeline differed from the first. @category run */
export const nondeterministicRun = (file: SourceFile, span: Span, run: number): D =>
  build(
    NondeterministicRun,
    file,
    [Diagnostic.primary(span, "this scenario")],
    { run },
    {
      help: NondeterministicRun.help
    }
  )

/** @category run */
export const LineInNoScenario = define({
  code: "PS3010",
  slug: "line-in-no-scenario",
  severity: "error",
  template: "line {line} of `FILE:LINE` is in no scenario",
  help: "give the line of a `scenario`, of an examples row, or of any statement inside a scenario",
  example: "podscenario run crash.podscenario:999"
})

/** `FILE:LINE` names a shared statement before the first scenario, or a line past the end. @category run */
export const lineInNoScenario = (file: SourceFile, span: Span, line: number, why: string): D =>
  build(LineInNoScenario, file, [Diagnostic.primary(span, why)], { line }, { help: LineInNoScenario.help })

/** @category run */
export const SweepNotMonotone = define({
  code: "PS3011",
  slug: "sweep-not-monotone",
  severity: "error",
  template: "`bisect`, but the verdict of `expect {text}` flips more than once over `<{name}>`",
  help: "remove `bisect` to run every value of the sweep: the flip points found by bisection are not to be trusted",
  example:
    'scenario "x"\npod web:\n  spec:\n    terminationGracePeriodSeconds: <grace>\n    containers: [{ name: app, image: busybox }]\ncontainer app ignores SIGTERM\nat 10s pod is deleted\nexpect at 15s pod removed\nexpect never from 14s until 16s signal SIGKILL to app\nsweep grace from 1 to 20 step 1 bisect\n'
})

/** An expectation whose verdicts over the values bisection evaluated go back and forth. @category run */
export const sweepNotMonotone = (
  file: SourceFile,
  span: Span,
  bisect: Span,
  text: string,
  name: string,
  verdicts: string
): D =>
  build(
    SweepNotMonotone,
    file,
    [Diagnostic.primary(span, "flips more than once"), Diagnostic.secondary(bisect, "monotone, says this")],
    { text, name },
    { help: SweepNotMonotone.help, note: verdicts }
  )

// ---------------------------------------------------------------------------------------------------------------
// PS4xxx: expectations
// ---------------------------------------------------------------------------------------------------------------

/** @category expectation */
export const ExpectationFailed = define({
  code: "PS4001",
  slug: "expectation-failed",
  severity: "error",
  template: "expectation failed: {text}",
  help: "compare the expectation with the timeline: `podscenario explain FILE:LINE` prints it, with the rule behind each change",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Succeeded\n'
})

/**
 * A failed expectation: `expected` and `actual` in the label, the surrounding records as a note.
 *
 * @category expectation
 */
export const expectationFailed = (file: SourceFile, span: Span, text: string, actual: string, records?: string): D =>
  build(
    ExpectationFailed,
    file,
    [Diagnostic.primary(span, actual)],
    { text },
    {
      note: records
    }
  )

/** @category expectation */
export const OccurrenceCount = define({
  code: "PS4002",
  slug: "occurrence-count",
  severity: "error",
  template: "expected {expected} times: {text}",
  help: "`N times` counts exactly; the timeline lists every occurrence",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 1s\nexpect by 1m 5 times container app starts\n'
})

/** `actual`: how many times it happened in the window, and when. @category expectation */
export const occurrenceCount = (
  file: SourceFile,
  span: Span,
  text: string,
  expected: number,
  actual: string,
  records?: string
): D => build(OccurrenceCount, file, [Diagnostic.primary(span, actual)], { text, expected }, { note: records })

/** @category expectation */
export const OrderFailed = define({
  code: "PS4003",
  slug: "order-failed",
  severity: "error",
  template: "out of order: {text}",
  help: "`order:` compares first happenings",
  example:
    'scenario "x"\npod web:\n  spec:\n    initContainers: [{ name: init, image: busybox }]\n    containers: [{ name: app, image: busybox }]\nexpect order: container app starts, container init starts\n'
})

/** `actual`: the order they first happened in, or the one that never happened. @category expectation */
export const orderFailed = (file: SourceFile, span: Span, text: string, actual: string, records?: string): D =>
  build(OrderFailed, file, [Diagnostic.primary(span, actual)], { text }, { note: records })

// ---------------------------------------------------------------------------------------------------------------
// PS5xxx: golden timelines
// ---------------------------------------------------------------------------------------------------------------

/** @category golden */
export const GoldenMismatch = define({
  code: "PS5001",
  slug: "golden-mismatch",
  severity: "error",
  template: "the timeline differs from `{path}`",
  help: "if the change is intended, run with `--update` (`-u`) to rewrite the golden file",
  example: 'scenario "x"\npod web from "web.yaml"\ngolden "golden/x.md"   # the file holds an older timeline\n'
})

/** @category golden */
export const GoldenMissing = define({
  code: "PS5002",
  slug: "golden-missing",
  severity: "error",
  template: "golden file `{path}` is missing",
  help: "run locally (without `CI`) or with `--update` to write it, and commit it",
  example: 'scenario "x"\npod web from "web.yaml"\ngolden "golden/not-yet-written.md"   # under CI=true\n'
})

/** @category golden */
export const GoldenFormat = define({
  code: "PS5003",
  slug: "golden-format",
  severity: "error",
  template: "unknown golden format `{extension}`",
  help: "the extension picks the format: `.md`, `.mmd`, `.svg`, `.watch` or `.json`",
  example: 'scenario "x"\npod web from "web.yaml"\ngolden "golden/x.txt"\n'
})

/** The golden file formats by extension. @category golden */
export const goldenExtensions: ReadonlyArray<string> = [".md", ".mmd", ".svg", ".watch", ".json", ".describe", ".yaml"]

/** @category golden */
export const goldenFormat = (file: SourceFile, span: Span, extension: string): D =>
  build(
    GoldenFormat,
    file,
    [Diagnostic.primary(span, `expected one of: ${goldenExtensions.join(", ")}`)],
    { extension },
    { help: Suggest.didYouMean(extension, goldenExtensions) ?? GoldenFormat.help }
  )

/** @category golden */
export const GoldenUnwritable = define({
  code: "PS5004",
  slug: "golden-unwritable",
  severity: "error",
  template: "cannot write golden file `{path}`: {reason}",
  help: "check that the directory exists and is writable",
  example: 'scenario "x"\npod web from "web.yaml"\ngolden "web.yaml/x.md"   # web.yaml is a file, not a folder\n'
})

/** @category golden */
export const goldenUnwritable = (file: SourceFile, span: Span, path: string, reason: string): D =>
  build(
    GoldenUnwritable,
    file,
    [Diagnostic.primary(span, reason)],
    { path, reason },
    {
      help: GoldenUnwritable.help
    }
  )

// ---------------------------------------------------------------------------------------------------------------
// PS6xxx: configuration and command line (podscenario.config.json, options, `run @FILE`, `init`)
// ---------------------------------------------------------------------------------------------------------------

/** @category configuration */
export const ConfigUnreadable = define({
  code: "PS6001",
  slug: "config-unreadable",
  severity: "error",
  template: "cannot read configuration file `{path}`: {reason}",
  help: "`--config` names a file relative to the current directory",
  example: "podscenario run --config missing.json"
})

/** `--config FILE` that cannot be read: a diagnostic without a span. @category configuration */
export const configUnreadable = (file: SourceFile, path: string, reason: string): D =>
  build(ConfigUnreadable, file, [], { path, reason }, { help: ConfigUnreadable.help })

/** @category configuration */
export const ConfigSyntax = define({
  code: "PS6002",
  slug: "config-syntax",
  severity: "error",
  template: "the configuration file is not valid JSON: {reason}",
  help: "podscenario.config.json is plain JSON: double-quoted keys, no comments, no trailing commas",
  example: 'podscenario check --config config/trailing-comma.json   # { "paths": ["scenarios"], }'
})

/** @category configuration */
export const configSyntax = (file: SourceFile, span: Span, reason: string): D =>
  build(ConfigSyntax, file, [Diagnostic.primary(span, reason)], { reason }, { help: ConfigSyntax.help })

/** @category configuration */
export const ConfigUnknownKey = define({
  code: "PS6003",
  slug: "config-unknown-key",
  severity: "error",
  template: "unknown key `{key}` in the configuration",
  help: "the keys are described by the JSON Schema the package ships (`$schema`)",
  example: 'podscenario check --config config/misspelt.json   # { "pahts": ["scenarios"] }'
})

/** @category configuration */
export const configUnknownKey = (file: SourceFile, span: Span, key: string, known: ReadonlyArray<string>): D =>
  build(
    ConfigUnknownKey,
    file,
    [Diagnostic.primary(span, `expected one of: ${known.join(", ")}`)],
    { key },
    { help: Suggest.didYouMean(key, known) ?? ConfigUnknownKey.help }
  )

/** @category configuration */
export const ConfigWrongType = define({
  code: "PS6004",
  slug: "config-wrong-type",
  severity: "error",
  template: "`{key}` must be {expected}",
  help: "the keys are described by the JSON Schema the package ships (`$schema`)",
  example: 'podscenario check --config config/wrong-type.json   # { "parallel": "four" }'
})

/** @category configuration */
export const configWrongType = (file: SourceFile, span: Span, key: string, expected: string, help?: string): D =>
  build(
    ConfigWrongType,
    file,
    [Diagnostic.primary(span, `expected ${expected}`)],
    { key, expected },
    {
      help: help ?? ConfigWrongType.help
    }
  )

/** @category configuration */
export const NoMatch = define({
  code: "PS6005",
  slug: "no-match",
  severity: "error",
  template: "`{pattern}` matches no scenario file",
  help: "patterns are relative to the current directory (or to the configuration file, for its `paths`); `**` matches any folders",
  example: 'podscenario run "scenarioz/**/*.podscenario"'
})

/** A glob that matches nothing; `span` when it was written in a file (the configuration). @category configuration */
export const noMatch = (file: SourceFile, span: Span | undefined, pattern: string): D =>
  build(
    NoMatch,
    file,
    span === undefined ? [] : [Diagnostic.primary(span, "no file matches")],
    { pattern },
    {
      help: NoMatch.help
    }
  )

/** @category configuration */
export const RerunUnreadable = define({
  code: "PS6006",
  slug: "rerun-unreadable",
  severity: "error",
  template: "cannot read the rerun file `{path}`: {reason}",
  help: "`run --rerun FILE` writes the failed scenarios' FILE:LINE to FILE; `run @FILE` runs them",
  example: "podscenario run @missing.txt"
})

/** @category configuration */
export const rerunUnreadable = (file: SourceFile, path: string, reason: string): D =>
  build(RerunUnreadable, file, [], { path, reason }, { help: RerunUnreadable.help })

/** @category configuration */
export const InitNotAPod = define({
  code: "PS6007",
  slug: "init-not-a-pod",
  severity: "error",
  template: "`{path}` holds no Pod or workload to start a scenario from",
  help: "`podscenario init` takes a manifest of kind Pod, Deployment, StatefulSet, DaemonSet, ReplicaSet, Job or CronJob",
  example: "podscenario init service.yaml"
})

/** `found`: what the manifest holds instead (`Service`): the label at `span`, else a note. @category configuration */
export const initNotAPod = (file: SourceFile, span: Span | undefined, path: string, found: string): D =>
  build(
    InitNotAPod,
    file,
    span === undefined ? [] : [Diagnostic.primary(span, found)],
    { path },
    { help: InitNotAPod.help, note: span === undefined ? found : undefined }
  )

/** @category configuration */
export const InvalidOption = define({
  code: "PS6008",
  slug: "invalid-option",
  severity: "error",
  template: "invalid `{option}`: {reason}",
  help: "see `podscenario run --help` (or docs/guide/api.md for the API's options)",
  example: "podscenario run --name (   # not a regular expression"
})

/** An option's value (`tags`, `name`, `shard`, `at`) that cannot be used. @category configuration */
export const invalidOption = (file: SourceFile, option: string, value: string, reason: string): D =>
  build(InvalidOption, file, [], { option, value, reason }, { help: InvalidOption.help })

// ---------------------------------------------------------------------------------------------------------------

/**
 * Every code, in code order. Docs (`docs/reference/diagnostics.md`) are generated from it.
 *
 * @category catalogue
 */
export const catalogue = (): ReadonlyArray<Entry> =>
  [...catalogueEntries].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))

/** Looks a code up (`PS1004`). @category catalogue */
export const find = (code: string): Entry | undefined => catalogueEntries.find((e) => e.code === code)

/**
 * Defines a code from another module (pod validation, PS2100–PS2199, may also live next to its checks). Prefer
 * adding it to this file.
 *
 * @category catalogue
 */
export const register = (entry: Entry): Entry => define(entry)

/**
 * Builds a diagnostic of any entry: for codes whose builder lives elsewhere.
 *
 * @category constructors
 */
export const diagnostic = (
  entry: Entry,
  file: SourceFile,
  labels: ReadonlyArray<Diagnostic.Label>,
  vars: Readonly<Record<string, string | number>> = {},
  extra: { readonly help?: string | undefined; readonly note?: string | undefined } = {}
): D => build(entry, file, labels, vars, extra)
