/**
 * The whole run as JSON (`--reporter json`): every file, scenario, expectation, golden and diagnostic, with the
 * timelines in the `podscenario/timeline@1` shape (`TimelineJson.ts`), and the counts. Keys in a stable order;
 * diagnostics carry their position and their rendered text instead of the source file.
 */
import { Timeline } from "@podscenario/core"
import { Render } from "@podscenario/diagnostics"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import * as Failure from "./Failure.ts"
import { stringify } from "./internal/json.ts"
import type { FileResult, RunResult, ScenarioResult, SweepResult } from "./Result.ts"
import * as Result from "./Result.ts"
import * as Sweep from "./Sweep.ts"
import * as TimelineJson from "./TimelineJson.ts"

/** The schema identifier of the run report. @category constants */
export const schema = "podscenario/run@1" as const

/** A diagnostic as data. @category models */
export interface DiagnosticJson {
  readonly code: string
  readonly severity: Diagnostic["severity"]
  readonly message: string
  readonly uri: string
  readonly line: number
  readonly column: number
  readonly help: string | undefined
  readonly note: string | undefined
  /** As printed: `error[PS1004]: …`, the source line and a caret. */
  readonly rendered: string
}

/**
 * A diagnostic as data: code, severity, message, position of its primary span, help, note and the rendered text.
 *
 * @category conversions
 */
export const diagnosticToJson = (d: Diagnostic): DiagnosticJson => {
  const at = Failure.diagnosticPosition(d)
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    uri: at.uri,
    line: at.line,
    column: at.column,
    help: d.help,
    note: d.note,
    rendered: Render.render(d)
  }
}

/** @category conversions */
export const scenarioToJson = (sc: ScenarioResult, options: { readonly timeline?: boolean } = {}) => ({
  name: sc.name,
  line: sc.line,
  column: sc.column,
  tags: sc.tags,
  status: sc.status,
  durationMs: sc.durationMs,
  expectations: sc.expectations.map((e) => ({
    text: e.text,
    line: e.line,
    column: e.column,
    status: e.status,
    failure:
      e.failure === undefined
        ? undefined
        : {
            expected: e.failure.expected,
            actual: e.failure.actual,
            at: e.failure.at,
            around: e.failure.around.map(TimelineJson.recordToJson)
          }
  })),
  goldens: sc.goldens.map(({ diagnostic: _, ...g }) => g),
  rejections: sc.rejections.map(diagnosticToJson),
  ...timelineOf(sc, options)
})

/** The scenario's timeline, or how many records it would list when that is more than a JSON timeline holds. */
const timelineOf = (sc: ScenarioResult, options: { readonly timeline?: boolean }) => {
  if (options.timeline === false || sc.timeline === undefined) return { timeline: undefined }
  const records = Timeline.recordCount(sc.timeline)
  return records > TimelineJson.maxRecords
    ? { timeline: undefined, timelineLeftOut: { records, limit: TimelineJson.maxRecords } }
    : { timeline: TimelineJson.toJson(sc.timeline) }
}

/** @category conversions */
export const fileToJson = (f: FileResult, options: { readonly timeline?: boolean } = {}) => ({
  uri: f.uri,
  diagnostics: f.diagnostics.map(diagnosticToJson),
  scenarios: f.scenarios.map((sc) => scenarioToJson(sc, options)),
  sweeps: f.sweeps?.map(sweepToJson)
})

/** A sweep's result, each expectation with its sentence (`passes for grace 0s..28s, fails from 29s: …`). @category conversions */
export const sweepToJson = (sweep: SweepResult) => ({
  ...sweep,
  expectations: sweep.expectations.map((e) => ({ ...e, summary: Sweep.sentence(sweep, e) }))
})

/**
 * The run as a JSON-ready object.
 *
 * @category conversions
 */
export const toJson = (result: RunResult, options: { readonly timeline?: boolean } = {}) => ({
  schema,
  success: Result.isSuccess(result),
  startedAt: result.startedAt,
  durationMs: result.durationMs,
  counts: Result.counts(result),
  files: result.files.map((f) => fileToJson(f, options))
})

/**
 * Renders the JSON report (2-space indentation), ending with a newline.
 *
 * @category rendering
 */
export const render = (result: RunResult, options: { readonly timeline?: boolean } = {}): string =>
  `${stringify(toJson(result, options), 2)}\n`
