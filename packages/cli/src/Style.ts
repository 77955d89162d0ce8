/**
 * Colours for terminal output, with `node:util` `styleText` (no colour library). Whether to colour at all is
 * decided once, by `useColour` (NO_COLOR / FORCE_COLOR / TTY).
 */
import { styleText } from "node:util"
import { type Diagnostic, Render } from "@podscenario/diagnostics"
import { Style } from "@podscenario/reporters"
import type { Styler } from "@podscenario/reporters/Style"

type Format = Parameters<typeof styleText>[0]

// validateStream: false — the caller has already decided (FORCE_COLOR may colour a pipe).
const paint = (format: Format) => (text: string) => styleText(format, text, { validateStream: false })

const id = (text: string) => text

/** @category colours */
export const stylerFor = (colour: boolean): Styler =>
  colour
    ? { red: paint("red"), green: paint("green"), yellow: paint("yellow"), dim: paint("dim"), bold: paint("bold") }
    : { red: id, green: id, yellow: id, dim: id, bold: id }

/** Diagnostics as the terminal shows them, each followed by a blank line. @category rendering */
export const renderDiagnostics = (diagnostics: ReadonlyArray<Diagnostic.Diagnostic>, styler: Styler): string =>
  `${Render.renderAll(diagnostics, Style.forDiagnostics(styler))}\n`
