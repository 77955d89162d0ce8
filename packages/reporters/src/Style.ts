/**
 * Colour, injected. Reporters never decide whether to colour: the CLI builds a `Styler` on `node:util`
 * `styleText` when the output is a colour terminal (honouring `NO_COLOR` / `FORCE_COLOR`) and passes `plain`
 * otherwise, so output under test is byte-stable.
 */
import type { Render } from "@podscenario/diagnostics"
import type { ScenarioStatus } from "./Result.ts"

/**
 * Wraps text in colour. Every function must return its input's text unchanged but for escape sequences.
 *
 * @category models
 */
export interface Styler {
  readonly red: (text: string) => string
  readonly green: (text: string) => string
  readonly yellow: (text: string) => string
  readonly dim: (text: string) => string
  readonly bold: (text: string) => string
}

const id = (text: string): string => text

/** No colour at all. @category constants */
export const plain: Styler = { red: id, green: id, yellow: id, dim: id, bold: id }

/**
 * The diagnostics renderer's styler made of ours: errors red, warnings yellow, gutters dim, help green.
 *
 * @category combinators
 */
export const forDiagnostics = (styler: Styler): Render.Styler => ({
  error: (t) => styler.bold(styler.red(t)),
  warning: (t) => styler.bold(styler.yellow(t)),
  gutter: styler.dim,
  primary: styler.red,
  secondary: styler.yellow,
  help: styler.green,
  bold: styler.bold
})

/**
 * Wall-clock milliseconds the way test runners print them: `12ms`, `1.52s`.
 *
 * @category formatting
 */
export const wallTime = (ms: number): string =>
  ms < 1000 ? `${Math.round(ms)}ms` : `${(Math.round(ms / 10) / 100).toFixed(2)}s`

const statusColour = { passed: "green", failed: "red", errored: "red", skipped: "yellow" } as const

/**
 * A scenario status as one of a reporter's marks, in the status's colour (green passed, red failed or errored,
 * yellow skipped).
 *
 * @category formatting
 */
export const statusMark = (
  status: ScenarioStatus,
  marks: Readonly<Record<ScenarioStatus, string>>,
  styler: Styler = plain
): string => styler[statusColour[status]](marks[status])
