/**
 * PS20xx, scenario outlines: `examples:` tables, `<placeholders>` and `sweep` statements.
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define, fill } from "./entry.ts"

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
    { help: Suggest.didYouMean(name, columns) }
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
    { expected, got }
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
    {}
  )

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
  build(DuplicateColumn, file, [Diagnostic.primary(span, "again here"), Diagnostic.secondary(first, "first here")], {
    name
  })

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
  build(UnusedExamples, file, [Diagnostic.primary(span, "no placeholder refers to it")], {})

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
  build(EmptyExamples, file, [Diagnostic.primary(span, "nothing to run")], {})

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
  build(SweepStep, file, [Diagnostic.primary(span, "no distance between values")], {})

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
  build(SweepTooLarge, file, [Diagnostic.primary(span, `${count.toLocaleString("en-US")} values`)], {
    name,
    count: count.toLocaleString("en-US"),
    max: max.toLocaleString("en-US")
  })

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
  build(SweepKinds, file, [Diagnostic.primary(span, `not ${kind}`), Diagnostic.secondary(first, kind)], {})

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
    {}
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
  build(SweepGolden, file, [Diagnostic.primary(span, swept ? "the whole sweep has no instant" : "no sweep")], {})

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
