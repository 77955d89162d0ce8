/** `podscenario fmt PATHS`: scenario files rewritten in the canonical layout (docs/guide/cli.md). */
import { ExitCode, type Io, useColour } from "./Io.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"
import { parseTarget } from "./Targets.ts"

/**
 * `podscenario fmt`: formats the files, or with `check` lists those that would change (exit 1 if any).
 *
 * @category commands
 */
export const fmtCommand = async (io: Io, paths: ReadonlyArray<string>, check: boolean): Promise<number> => {
  const { Effect, Format, nodeScenarioFiles } = await import("./Runtime.ts")
  const results = await Effect.runPromise(
    Format.formatTargets(paths.map(parseTarget), check).pipe(Effect.provide(nodeScenarioFiles(io.cwd)))
  )
  const diagnostics = results.flatMap((r) => r.diagnostics)
  if (diagnostics.length > 0) io.stderr.write(renderDiagnostics(diagnostics, stylerFor(useColour(io.stderr, io.env))))
  for (const r of results) {
    if (r.writeError !== undefined) io.stderr.write(`error: cannot write ${r.path}: ${r.writeError}\n`)
    else if (r.changed) io.stdout.write(check ? `${r.path}\n` : `formatted ${r.path}\n`)
  }
  const changed = results.filter((r) => r.changed).length
  if (check && changed > 0)
    io.stderr.write(`${changed} ${changed === 1 ? "file needs" : "files need"} formatting: run \`podscenario fmt\`\n`)
  if (diagnostics.some((d) => d.severity === "error") || results.some((r) => r.writeError !== undefined)) {
    return ExitCode.Invalid
  }
  return check && changed > 0 ? ExitCode.Failed : ExitCode.Passed
}
