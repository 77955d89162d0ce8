/** `podscenario check PATHS`: parse and validate scenario files without running them (docs/guide/cli.md). */
import { ExitCode, type Io, useColour } from "./Io.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"
import { parseTarget } from "./Targets.ts"

/**
 * `podscenario check`: every file's diagnostics and a count of files, scenarios and errors; exit 2 on an error or
 * when there is nothing to check.
 *
 * @category commands
 */
export const checkCommand = async (
  io: Io,
  paths: ReadonlyArray<string>,
  kubernetes: number | undefined
): Promise<number> => {
  const { Effect, Load, Run, nodeScenarioFiles } = await import("./Runtime.ts")
  const loaded = await Effect.runPromise(
    Run.checkTargets(paths.map(parseTarget), { kubernetes }).pipe(Effect.provide(nodeScenarioFiles(io.cwd)))
  )
  const diagnostics = loaded.flatMap((f) => f.diagnostics)
  const styler = stylerFor(useColour(io.stderr, io.env))
  if (diagnostics.length > 0) io.stderr.write(renderDiagnostics(diagnostics, styler))
  const errors = diagnostics.filter((d) => d.severity === "error").length
  // A scenario with an error is counted too, and said to have one (language reference §11.6).
  const counted = loaded.map(Load.scenarioCounts)
  const broken = counted.reduce((n, c) => n + c.withErrors, 0)
  const scenarios = counted.reduce((n, c) => n + c.total, 0)
  io.stdout.write(
    `${loaded.length} ${loaded.length === 1 ? "file" : "files"}, ${scenarios} ${scenarios === 1 ? "scenario" : "scenarios"}` +
      `${broken > 0 ? ` (${broken} with errors)` : ""}, ${errors} ${errors === 1 ? "error" : "errors"}\n`
  )
  return errors > 0 || scenarios === 0 ? ExitCode.Invalid : ExitCode.Passed
}
