/** `podscenario explain FILE|CODE`: a timeline with the rule behind every transition, or a code's meaning. */
import { Duration } from "@podscenario/core"
import { Codes, Render } from "@podscenario/diagnostics"
import type { I18n } from "@podscenario/reporters"
import * as Formats from "./Formats.ts"
import { ExitCode, type Io, useColour } from "./Io.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"
import { parseTarget } from "./Targets.ts"
import { UsageError } from "./Usage.ts"

/**
 * `podscenario explain`: what a diagnostic code of the catalogue means, or a scenario's timeline explained (up to
 * `--at`).
 *
 * @category commands
 */
export const explainCommand = async (
  io: Io,
  argument: string,
  options: {
    readonly at?: string | undefined
    readonly lang?: I18n.Lang | undefined
    readonly kubernetes?: number | undefined
  }
): Promise<number> => {
  // `explain PS4001`: what a code of the catalogue means, as rustc's `--explain`
  const code = Codes.find(argument)
  if (code !== undefined) {
    io.stdout.write(Render.entry(code))
    return ExitCode.Passed
  }
  const at = options.at === undefined ? undefined : Duration.parse(options.at)
  if (options.at !== undefined && at === undefined) {
    throw new UsageError(`--at takes a time such as 1m11s, got \`${options.at}\``)
  }
  const { Effect, Run, layerFor } = await import("./Runtime.ts")
  const result = await Effect.runPromise(
    Run.runTargets([parseTarget(argument)]).pipe(
      Effect.provide(layerFor(io.cwd, { goldens: "none", kubernetes: options.kubernetes }))
    )
  )
  const text = Formats.explain(result, { at, lang: options.lang ?? "en" })
  const diagnostics = result.files.flatMap((f) => f.diagnostics)
  if (diagnostics.length > 0) {
    io.stderr.write(renderDiagnostics(diagnostics, stylerFor(useColour(io.stderr, io.env))))
    return ExitCode.Invalid
  }
  io.stdout.write(text)
  return ExitCode.Passed
}
