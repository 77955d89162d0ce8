/**
 * Newline-delimited JSON events (`--reporter ndjson`), for tools that follow a run as it goes: one object a line,
 * each with a `type`:
 *
 * - `runStarted` `{ startedAt, files }`
 * - `diagnostic` `{ uri, code, severity, message, line, column, … }`, a file's lexing/parsing/validation finding
 * - `scenarioFinished` `{ uri, name, line, status, durationMs, expectations, goldens, rejections }` (no timeline)
 * - `sweepFinished` `{ uri, scenario, name, line, values, evaluated, expectations, rows }`, after its file's scenarios:
 *   each expectation with its `summary`, where its verdict flips (language reference §11.7)
 * - `runFinished` `{ success, durationMs, counts }`
 *
 * The event functions are exported so a CLI can print each as it happens; `render` prints a whole run.
 */
import { stringify } from "./internal/json.ts"
import * as Json from "./Json.ts"
import type { FileResult, RunResult, ScenarioResult } from "./Result.ts"
import * as Result from "./Result.ts"

/** `type` first, then the payload's keys in the stable order. */
const line = (value: { readonly type: string } & Record<string, unknown>): string => {
  const { type, ...rest } = value
  const payload = stringify(rest)
  return `{"type":${JSON.stringify(type)}${payload === "{}" ? "" : `,${payload.slice(1, -1)}`}}\n`
}

/** @category events */
export const runStarted = (options: { readonly startedAt?: string | undefined; readonly files: number }): string =>
  line({ type: "runStarted", startedAt: options.startedAt, files: options.files })

/** Every diagnostic of a file, one line each. @category events */
export const fileDiagnostics = (file: FileResult): string =>
  file.diagnostics.map((d) => line({ type: "diagnostic", ...Json.diagnosticToJson(d) })).join("")

/** @category events */
export const scenarioFinished = (uri: string, scenario: ScenarioResult): string =>
  line({ type: "scenarioFinished", uri, ...Json.scenarioToJson(scenario, { timeline: false }) })

/** A file's events: its diagnostics, its scenarios, then its sweeps. @category events */
export const fileEvents = (file: FileResult): string =>
  fileDiagnostics(file) +
  file.scenarios.map((sc) => scenarioFinished(file.uri, sc)).join("") +
  (file.sweeps ?? [])
    .map((sweep) => line({ type: "sweepFinished", uri: file.uri, ...Json.sweepToJson(sweep) }))
    .join("")

/** @category events */
export const runFinished = (result: RunResult): string =>
  line({
    type: "runFinished",
    success: Result.isSuccess(result),
    durationMs: result.durationMs,
    counts: Result.counts(result)
  })

/**
 * Every event of a finished run, in order.
 *
 * @category rendering
 */
export const render = (result: RunResult): string =>
  runStarted({ startedAt: result.startedAt, files: result.files.length }) +
  result.files.map(fileEvents).join("") +
  runFinished(result)
