/**
 * `podscenario list [paths]`: every scenario the paths hold, one a line (`file:line  name  @tags`), examples rows
 * expanded, without running anything: cucumber's dry run, vitest's `--list`. `--tags` and `--name` select as `run`
 * does; `--json` prints the same as data.
 */
import { type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import { ExitCode, type Io, useColour } from "./Io.ts"
import { optionProblems } from "./Options.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"
import { parseTarget } from "./Targets.ts"

/** @category models */
export interface ListOptions {
  readonly tags?: string | undefined
  readonly name?: string | undefined
  readonly json?: boolean | undefined
}

/** One listed scenario. @category models */
export interface Listed {
  readonly uri: string
  readonly line: number
  readonly name: string
  readonly tags: ReadonlyArray<string>
}

/**
 * Lists the scenarios under `paths`; exit 2 when a file has errors or nothing is listed.
 *
 * @category commands
 */
export const listCommand = async (io: Io, paths: ReadonlyArray<string>, options: ListOptions): Promise<number> => {
  const { Effect, Run, Select, nodeScenarioFiles } = await import("./Runtime.ts")
  const problems = await optionProblems(options)
  if (problems.length > 0) {
    io.stderr.write(renderDiagnostics(problems, stylerFor(useColour(io.stderr, io.env))))
    return ExitCode.Invalid
  }
  const name = options.name === undefined ? undefined : new RegExp(options.name)
  const loaded = await Effect.runPromise(
    Run.checkTargets(paths.map(parseTarget)).pipe(Effect.provide(nodeScenarioFiles(io.cwd)))
  )
  const diagnostics: ReadonlyArray<Diagnostic.Diagnostic> = loaded.flatMap((f) => f.diagnostics)
  if (diagnostics.length > 0) io.stderr.write(renderDiagnostics(diagnostics, stylerFor(useColour(io.stderr, io.env))))
  const listed: ReadonlyArray<Listed> = loaded.flatMap((f) =>
    Select.select(f.file, f.scenarios, { lines: [], tags: options.tags, name }).selected.map((s) => ({
      uri: f.file.uri,
      line: SourceFile.position(f.file, s.span.start).line,
      name: s.name,
      tags: s.tags
    }))
  )
  if (options.json === true) io.stdout.write(`${JSON.stringify(listed, null, 2)}\n`)
  else
    for (const s of listed) {
      io.stdout.write(`${s.uri}:${s.line}  ${s.name}${s.tags.length > 0 ? `  ${s.tags.join(" ")}` : ""}\n`)
    }
  if (diagnostics.some((d) => d.severity === "error")) return ExitCode.Invalid
  if (listed.length === 0) {
    io.stderr.write(`error: no scenario in ${paths.join(", ")}\n`)
    return ExitCode.Invalid
  }
  return ExitCode.Passed
}
