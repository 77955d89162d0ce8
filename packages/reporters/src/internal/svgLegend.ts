/**
 * The `.svg` golden's legend: one entry for each kind of mark the picture drew, a swatch or a symbol and its text,
 * wrapping at the plot's width.
 */
import type { Words } from "../i18n.ts"
import { colours, el, HOOK_H, r1, textWidth } from "./svgMarks.ts"
import * as Xml from "./xml.ts"

/** What the picture drew: state colours, and the mark kinds `signal`, `exit`, `hook`, `probe`, `warning`, `deletion`, `world`. */
export type Used = ReadonlySet<string>

/** A vertical line mark: exits solid, deletion and removal dashed. */
const upright = (stroke: string, dashed: boolean) =>
  el("line", [
    ["x1", 0],
    ["y1", -7],
    ["x2", 0],
    ["y2", 7],
    ["stroke", stroke],
    ["stroke-width", 2],
    ...(dashed ? ([["stroke-dasharray", "3 2"]] as const) : [])
  ])

/** The symbol entries, in the legend's order: the kind of mark, its symbol centred on 0 0, its text. */
const symbols = (w: Words): ReadonlyArray<readonly [string, string, string]> => [
  [
    "signal",
    el("path", [
      ["d", "M-5 -5h10l-5 10z"],
      ["fill", colours.signal]
    ]),
    w.signals
  ],
  ["exit", upright(colours.text, false), w.exit(0).replace(/ 0$/, "")],
  [
    "hook",
    el("rect", [
      ["x", -6],
      ["y", -2.5],
      ["width", 12],
      ["height", HOOK_H],
      ["fill", colours.hook]
    ]),
    w.hooks
  ],
  [
    "probe",
    el("circle", [
      ["cx", 0],
      ["cy", 0],
      ["r", 4],
      ["fill", "none"],
      ["stroke", colours.probe],
      ["stroke-width", 1.5]
    ]),
    `${w.probes} (Failure)`
  ],
  [
    "warning",
    el("path", [
      ["d", "M0 -6l6 6l-6 6l-6 -6z"],
      ["fill", colours.warning]
    ]),
    "Warning"
  ],
  ["deletion", upright(colours.terminatedFailed, true), w.deletion],
  [
    "world",
    el("path", [
      ["d", "M-3 7V-7l8 3.5l-8 3.5"],
      ["fill", colours.world],
      ["stroke", colours.world],
      ["stroke-width", 1.5]
    ]),
    w.scenarioEvents
  ]
]

/**
 * The legend's marks, its first row centred on `top`, between `x0` and `x1`; `bottom` is its last row's centre.
 */
export const legend = (
  used: Used,
  w: Words,
  x0: number,
  x1: number,
  top: number
): { readonly marks: ReadonlyArray<string>; readonly bottom: number } => {
  const marks: Array<string> = []
  let ly = top
  let lx = x0
  // one entry: a mark drawn at the entry's corner, then its text; entries wrap at the plot's width
  const entry = (mark: (x: number, y: number) => string, text: string) => {
    const need = 18 + textWidth(text) + 18
    if (lx + need > x1) {
      lx = x0
      ly += 20
    }
    marks.push(mark(lx, ly))
    marks.push(
      el(
        "text",
        [
          ["x", lx + 17],
          ["y", ly],
          ["dominant-baseline", "middle"]
        ],
        Xml.text(text)
      )
    )
    lx += need
  }
  const swatches: ReadonlyArray<readonly [string, string]> = [
    [colours.waiting, w.waiting],
    [colours.backOff, `${w.waiting} (BackOff, Err…)`],
    [colours.running, `${w.running}, ${w.ready}`],
    [colours.runningNotReady, `${w.running}, ${w.notReady}`],
    [colours.terminatedOk, `${w.terminated} (${w.exit(0)})`],
    [colours.terminatedFailed, `${w.terminated} (≠ 0)`]
  ]
  for (const [fill, text] of swatches) {
    if (!used.has(fill)) continue
    entry(
      (x, y) =>
        el("rect", [
          ["x", x],
          ["y", y - 6],
          ["width", 12],
          ["height", 12],
          ["fill", fill]
        ]),
      text
    )
  }
  for (const [kind, svg, text] of symbols(w)) {
    if (used.has(kind)) entry((x, y) => `<g transform="translate(${r1(x + 6)} ${r1(y)})">${svg}</g>`, text)
  }
  return { marks, bottom: ly }
}
