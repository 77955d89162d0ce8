/**
 * The programmatic API of the package: `import { run, check, explain } from "podscenario"` (docs/guide/api.md).
 * Files or text in, the data of the JSON report out. Nothing here throws for bad input: a missing file, a file with
 * errors or a bad option is a diagnostic in the result, with exit code 2, as on the command line.
 */
import * as path from "node:path"
import { Duration, Versions } from "@podscenario/core"
import { Codes, SourceFile } from "@podscenario/diagnostics"
import { Failure, Json, Result } from "@podscenario/reporters"
import type * as Api from "./ApiTypes.ts"
import * as Formats from "./Formats.ts"
import * as Glob from "./Glob.ts"
import { exitCodeOf, goldenModeOf } from "./Io.ts"
import type { Overlay } from "./NodeServices.ts"
import { optionProblems } from "./Options.ts"
import { parseTarget } from "./Targets.ts"

export type * from "./ApiTypes.ts"

const runtime = () => import("./Runtime.ts")

/**
 * The targets of a source (globs expanded; one that matches nothing is a PS6005 problem), and the text standing in
 * for a file when the source is text.
 */
const targetsOf = (source: Api.Source, cwd: string) => {
  if (typeof source !== "string" && "text" in source) {
    const file = source.path ?? "inline.podscenario"
    const overlay: Overlay = { path: path.resolve(cwd, file), text: source.text }
    return { targets: [{ path: file, lines: [] }], overlay, problems: [] }
  }
  const paths = typeof source === "string" ? [source] : (source as ReadonlyArray<string>)
  const expanded = Glob.expandAll(
    cwd,
    paths.map((value) => ({ value }))
  )
  return { targets: expanded.paths.map(parseTarget), overlay: undefined, problems: expanded.diagnostics }
}

/** The failure block of a failed or errored scenario, as `run` prints it (no colours). */
const failureOf = (file: Result.FileResult, index: number): string | undefined => {
  const scenario = file.scenarios[index]!
  return scenario.status === "failed" || scenario.status === "errored"
    ? Failure.scenario(file.uri, scenario)
    : undefined
}

const cwdOf = (options: Api.Options): string => path.resolve(options.cwd ?? process.cwd())

/** `kubernetes: "1.33"` as the minor the interpreter takes (checked by `optionProblems` first). */
const releaseOf = (options: Api.Options): number | undefined =>
  options.kubernetes === undefined ? undefined : Versions.parse(options.kubernetes)

/**
 * Runs the scenarios of `source` and checks their expectations and goldens: `podscenario run`, as data.
 *
 * @example
 * const report = await run("scenarios", { tags: "@crash" })
 * if (!report.success) console.log(report.files.flatMap((f) => f.scenarios.filter((s) => s.status !== "passed")))
 *
 * @category api
 */
export const run: Api.Run = async (source, options = {}) => {
  const cwd = cwdOf(options)
  const started = performance.now()
  const startedAt = new Date().toISOString().replace(/\.\d+Z$/, "Z")
  const { targets, overlay, problems: unmatched } = targetsOf(source, cwd)
  const problems = [...unmatched, ...(await optionProblems(options))]
  const { Effect, Run, layerFor } = await runtime()
  const result =
    problems.length > 0
      ? Result.run([])
      : await Effect.runPromise(
          Run.runTargets(targets).pipe(
            Effect.provide(
              layerFor(
                cwd,
                {
                  goldens: options.goldens ?? goldenModeOf(process.env, false),
                  lang: options.lang ?? "en",
                  tags: options.tags,
                  name: options.name === undefined ? undefined : new RegExp(options.name),
                  repeat: options.repeat ?? 1,
                  shard: options.shard,
                  kubernetes: releaseOf(options)
                },
                overlay
              )
            )
          )
        )
  const ran = { ...result, durationMs: Math.round(performance.now() - started), startedAt }
  const exitCode = problems.length > 0 ? 2 : exitCodeOf(ran)
  const report = Json.toJson(ran, { timeline: options.timelines === true })
  return {
    ...report,
    success: exitCode === 0,
    exitCode,
    diagnostics: problems.map(Json.diagnosticToJson),
    files: report.files.map((file, f) => ({
      ...file,
      scenarios: file.scenarios.map((scenario, i) => ({ ...scenario, failure: failureOf(ran.files[f]!, i) }))
    }))
  }
}

/**
 * Parses and validates the files of `source` without running them: `podscenario check`, as data.
 *
 * @category api
 */
export const check: Api.Check = async (source, options = {}) => {
  const cwd = cwdOf(options)
  const { targets, overlay, problems } = targetsOf(source, cwd)
  const diagnostics = [...problems, ...(await optionProblems(options))].map(Json.diagnosticToJson)
  if (diagnostics.length > 0) return { success: false, exitCode: 2, diagnostics, files: [] }
  const { Effect, Run, nodeScenarioFiles } = await runtime()
  const loaded = await Effect.runPromise(
    Run.checkTargets(targets, { kubernetes: releaseOf(options) }).pipe(Effect.provide(nodeScenarioFiles(cwd, overlay)))
  )
  const files = loaded.map((f) => ({
    uri: f.file.uri,
    diagnostics: f.diagnostics.map(Json.diagnosticToJson),
    scenarios: f.scenarios.map((s) => {
      const at = SourceFile.position(f.file, s.span.start)
      return { name: s.name, line: at.line, column: at.column, tags: s.tags }
    })
  }))
  const invalid =
    files.some((f) => f.diagnostics.some((d) => d.severity === "error")) || files.every((f) => f.scenarios.length === 0)
  return { success: !invalid, exitCode: invalid ? 2 : 0, diagnostics, files }
}

/**
 * A scenario's timeline with the kubelet rule behind every transition: `podscenario explain`, as text.
 *
 * @category api
 */
export const explain: Api.Explain = async (source, options = {}) => {
  const cwd = cwdOf(options)
  const at = options.at === undefined ? undefined : Duration.parse(options.at)
  if (options.at !== undefined && at === undefined) {
    const problem = Codes.invalidOption(
      SourceFile.make("options", ""),
      "at",
      options.at,
      "expected a time such as 1m11s"
    )
    return { success: false, exitCode: 2, text: "", diagnostics: [Json.diagnosticToJson(problem)] }
  }
  const { targets, overlay, problems } = targetsOf(source, cwd)
  const invalid = [...problems, ...(await optionProblems(options))]
  if (invalid.length > 0) {
    return { success: false, exitCode: 2, text: "", diagnostics: invalid.map(Json.diagnosticToJson) }
  }
  const { Effect, Run, layerFor } = await runtime()
  const result = await Effect.runPromise(
    Run.runTargets(targets).pipe(
      Effect.provide(layerFor(cwd, { goldens: "none", kubernetes: releaseOf(options) }, overlay))
    )
  )
  const diagnostics = result.files.flatMap((f) => f.diagnostics).map(Json.diagnosticToJson)
  if (diagnostics.length > 0) return { success: false, exitCode: 2, text: "", diagnostics }
  return { success: true, exitCode: 0, text: Formats.explain(result, { at, lang: options.lang ?? "en" }), diagnostics }
}
