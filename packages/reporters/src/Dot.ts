/**
 * The compact reporter (the default when the output is not a terminal): one character per scenario (`·` passed,
 * `x` failed, `!` errored, `-` skipped), 80 a line, then the file diagnostics, the failures and the summary, as
 * the pretty reporter prints them.
 */
import * as Pretty from "./Pretty.ts"
import type { RunResult, ScenarioStatus } from "./Result.ts"
import * as Result from "./Result.ts"
import { plain, type Styler, statusMark } from "./Style.ts"
import * as Sweep from "./Sweep.ts"

const chars = { passed: "·", failed: "x", errored: "!", skipped: "-" } as const

/**
 * The character of a scenario status.
 *
 * @category formatting
 */
export const char = (status: ScenarioStatus, styler: Styler = plain): string => statusMark(status, chars, styler)

/**
 * Renders the dot report, ending with a newline.
 *
 * @category rendering
 */
export const render = (result: RunResult, options: Pretty.PrettyOptions = {}): string => {
  const s = options.styler ?? plain
  const chars = Result.scenarios(result).map(({ scenario }) => char(scenario.status, s))
  const lines: Array<string> = []
  for (let i = 0; i < chars.length; i += 80) lines.push(chars.slice(i, i + 80).join(""))
  const sections = [lines.join("\n")]
  const diagnostics = Pretty.diagnostics(result, s)
  if (diagnostics.length > 0) sections.push(diagnostics)
  const goldens = Pretty.rewritten(result, options)
  if (goldens.length > 0) sections.push(goldens)
  const failures = Pretty.failures(result, options)
  if (failures.length > 0) sections.push(failures)
  sections.push(Sweep.section(result, s, options.lang), Pretty.summary(result, options))
  return `${sections.filter((x) => x.length > 0).join("\n\n")}\n`
}
