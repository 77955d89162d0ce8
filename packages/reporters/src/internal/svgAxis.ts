/**
 * The `.svg` golden's time axis: nice tick steps, the grid lines drawn under the plot, and the labelled axis under it.
 */
import { Duration } from "@podscenario/core"
import { colours, el, rule, TOP } from "./svgMarks.ts"
import * as Xml from "./xml.ts"

/** Nice tick steps, in ms. */
const STEPS = [
  100, 250, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000,
  3_600_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000
]

/** The tick step for a run of `end` ms: the smallest nice step giving at most 10 intervals. */
export const tickStep = (end: number): number => STEPS.find((s) => end / s <= 10) ?? Math.ceil(end / 10)

/** The ticks of a plot running to `end` ms. */
export const ticks = (end: number): ReadonlyArray<number> => {
  const step = tickStep(end)
  const at: Array<number> = []
  for (let t = 0; t <= end; t += step) at.push(t)
  return at
}

/** The grid's vertical lines, from the top of the plot to its bottom. */
export const grid = (at: ReadonlyArray<number>, x: (t: number) => number, bottom: number): ReadonlyArray<string> =>
  at.map((t) => rule(x(t), TOP, x(t), bottom, colours.grid))

/**
 * The axis under the plot: its line from `x0` to `x1`, a labelled tick at each of `at`, and a dashed line at the
 * run's end when no tick falls on it.
 */
export const axis = (
  at: ReadonlyArray<number>,
  x: (t: number) => number,
  x0: number,
  x1: number,
  bottom: number,
  runEnd: number
): ReadonlyArray<string> => {
  const marks = [rule(x0, bottom, x1, bottom, colours.muted)]
  for (const t of at) {
    marks.push(rule(x(t), bottom, x(t), bottom + 5, colours.muted))
    marks.push(
      el(
        "text",
        [
          ["x", x(t)],
          ["y", bottom + 16],
          ["text-anchor", "middle"],
          ["dominant-baseline", "middle"],
          ["fill", colours.muted]
        ],
        Xml.text(Duration.format(t))
      )
    )
  }
  if (at.at(-1) !== runEnd)
    marks.push(rule(x(runEnd), TOP, x(runEnd), bottom + 5, colours.muted, [["stroke-dasharray", "2 2"]]))
  return marks
}
