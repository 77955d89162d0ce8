/**
 * PS4xxx expectations and PS5xxx goldens: what a run found that the scenario did not expect, and golden files.
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define, fill } from "./entry.ts"

/** @category expectation */
export const ExpectationFailed = define({
  code: "PS4001",
  slug: "expectation-failed",
  severity: "error",
  template: "expectation failed: {text}",
  help: "compare the expectation with the timeline: `podscenario explain {scenario}` prints it, with the rule behind each change",
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
    { help: null, note: records } // the reporters add the help, naming the scenario (`withExplainHelp`)
  )

/** @category expectation */
export const OccurrenceCount = define({
  code: "PS4002",
  slug: "occurrence-count",
  severity: "error",
  template: "expected {expected} times: {text}",
  help: "`N times` counts exactly: `podscenario explain {scenario}` lists every occurrence",
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
): D =>
  build(OccurrenceCount, file, [Diagnostic.primary(span, actual)], { text, expected }, { help: null, note: records })

/** @category expectation */
export const OrderFailed = define({
  code: "PS4003",
  slug: "order-failed",
  severity: "error",
  template: "out of order: {order}",
  help: "`order:` compares first happenings: `podscenario explain {scenario}` shows when each happened",
  example:
    'scenario "x"\npod web:\n  spec:\n    initContainers: [{ name: init, image: busybox }]\n    containers: [{ name: app, image: busybox }]\nexpect order: container app starts, container init starts\n'
})

/**
 * `order`: the happenings as listed (`container a starts, then container b starts`); `actual`: the first pair the
 * timeline has the other way round, or the one that never happened.
 *
 * @category expectation
 */
export const orderFailed = (file: SourceFile, span: Span, order: string, actual: string, records?: string): D =>
  build(OrderFailed, file, [Diagnostic.primary(span, actual)], { order }, { help: null, note: records })

const expectationCodes = [ExpectationFailed, OccurrenceCount, OrderFailed]

/**
 * A failed expectation's diagnostic with its code's help, which names the command that prints the timeline of the
 * scenario at `scenario` (`FILE:LINE`). Other diagnostics are returned as they are.
 *
 * @category expectation
 */
export const withExplainHelp = (diagnostic: D, scenario: string): D => {
  const entry = expectationCodes.find((e) => e.code === diagnostic.code)
  return entry === undefined ? diagnostic : Diagnostic.withHelp(diagnostic, fill(entry.help, { scenario }))
}

/** @category golden */
export const GoldenMismatch = define({
  code: "PS5001",
  slug: "golden-mismatch",
  severity: "error",
  template: "golden file `{path}` differs from the run",
  help: "if the change is intended, run with `--update` (`-u`) to rewrite the golden file",
  example: 'scenario "x"\npod web from "web.yaml"\ngolden "golden/x.md"   # the file holds an older timeline\n'
})

/** A golden file that differs from the run; the reporters add the diff as its note. @category golden */
export const goldenMismatch = (file: SourceFile, span: Span, path: string): D =>
  build(GoldenMismatch, file, [Diagnostic.primary(span, "not what this run renders")], { path })

/** @category golden */
export const GoldenMissing = define({
  code: "PS5002",
  slug: "golden-missing",
  severity: "error",
  template: "golden file `{path}` is missing",
  help: "run locally (without `CI`) or with `--update` to write it, and commit it",
  example: 'scenario "x"\npod web from "web.yaml"\ngolden "golden/not-yet-written.md"   # under CI=true\n'
})

/** A golden file that is missing and was not written (under `CI`). @category golden */
export const goldenMissing = (file: SourceFile, span: Span, path: string): D =>
  build(GoldenMissing, file, [Diagnostic.primary(span, "no such file")], { path })

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
    { help: Suggest.didYouMean(extension, goldenExtensions) }
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
  build(GoldenUnwritable, file, [Diagnostic.primary(span, reason)], { path, reason })

/** @category golden */
export const GoldenTooLarge = define({
  code: "PS5005",
  slug: "golden-too-large",
  severity: "error",
  template: "golden file `{path}` would hold {records} records, more than the {limit} a JSON timeline holds",
  help: "a JSON timeline lists every probe run: cut it with `at T` after the golden's path (the records up to T), or keep a long run in `.md` or `.svg`, which count a probe's steady runs",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers:\n      - name: app\n        image: busybox\n        readinessProbe: { exec: { command: [cat, /ready] }, periodSeconds: 1 }\ngolden "golden/soak.json"   # 2,592,001 readiness runs in 30 days\nend at 30d\n'
})

/** A `.json` golden of a timeline too long to write as JSON (a soak's millions of probe runs). @category golden */
export const goldenTooLarge = (file: SourceFile, span: Span, path: string, records: number, limit: number): D =>
  build(GoldenTooLarge, file, [Diagnostic.primary(span, `${records.toLocaleString("en-US")} records`)], {
    path,
    records: records.toLocaleString("en-US"),
    limit: limit.toLocaleString("en-US")
  })
