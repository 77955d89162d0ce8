/**
 * The `.svg` golden: a self-contained picture of the timeline (no scripts, no external fonts or images; generic
 * `sans-serif` text). From top to bottom: the scenario's own events (a flag and its text, a dotted line down the
 * plot), when it has any; then per pod: the pod phase band, then a lane per container coloured by its
 * state (waiting, running ready / not ready, terminated ok / failed) with markers for signals (▼), exits (|), failed
 * probes (○), hooks (a thin bar under the lane) and an events row for Kubernetes Events (◆ warning, • normal); then
 * a labelled time axis and a legend. Every mark carries a `<title>` tooltip with the record in words.
 *
 * Numbers are rounded to 0.1px and attributes written in a fixed order, so the bytes are deterministic.
 */
import { Timeline } from "@podscenario/core"
import * as Describe from "./Describe.ts"
import { cause as causeText, type Lang, words } from "./i18n.ts"
import { containerSegments } from "./internal/replay.ts"
import * as Axis from "./internal/svgAxis.ts"
import {
  containerLane,
  eventsRow,
  label,
  type Plot,
  phaseBand,
  scenarioLines,
  scenarioRow
} from "./internal/svgLanes.ts"
import { legend } from "./internal/svgLegend.ts"
import { attrs, colours, el, FONT, LABEL_WIDTH, RIGHT, r1, TOP, title } from "./internal/svgMarks.ts"
import * as Xml from "./internal/xml.ts"

/** @category models */
export interface SvgOptions {
  readonly lang?: Lang | undefined
  /** Total width in pixels (default 960). */
  readonly width?: number | undefined
  /**
   * For the HTML report: each record's mark also carries a `<desc>` with its kubelet rule, and the root the plot's
   * geometry (`data-x0`, `data-x1`, `data-end`) so a page can point at an instant.
   */
  readonly interactive?: boolean | undefined
}

/** The palette, by meaning. @category constants */
export { colours } from "./internal/svgMarks.ts"

/**
 * The tick step for a run of `end` ms: the smallest nice step giving at most 10 intervals.
 *
 * @category formatting
 */
export const tickStep: (end: number) => number = Axis.tickStep

/**
 * Renders the `.svg` golden, ending with a newline.
 *
 * @category rendering
 */
export const render = (timeline: Timeline.Timeline, options: SvgOptions = {}): string => {
  const w = words(options.lang)
  const lang = options.lang
  const width = options.width ?? 960
  // A phase reached at the very end (a pod removed as the run ends) would get a 1px bar: the plot runs on past the
  // end by a tenth so the final phase and container states are drawn, with their labels.
  const phases = Timeline.positionsOf(timeline, "PhaseChanged")
  const lastChange = phases.length === 0 ? 0 : Timeline.instantAt(timeline, phases[phases.length - 1]!)
  const finalShort = timeline.end - lastChange < timeline.end / 10
  const end = Math.max(timeline.end, 1000) * (finalShort ? 1.1 : 1)
  const x0 = LABEL_WIDTH
  const x1 = width - RIGHT
  const plot: Plot = {
    w,
    lang,
    timeline,
    end,
    x0,
    x1,
    x: (t) => x0 + (Math.min(Math.max(t, 0), end) / end) * (x1 - x0),
    body: [],
    used: new Set(),
    tell: (tip, cause) =>
      options.interactive === true && cause !== undefined
        ? `${title(tip)}<desc>${Xml.text(`${causeText(cause.text, lang)} (kubelet-rules ${cause.rule})`)}</desc>`
        : title(tip)
  }
  const multi = timeline.pods.length > 1
  let y = scenarioRow(plot, TOP)
  const podsTop = y
  for (const pod of timeline.pods) {
    y = phaseBand(plot, pod.name, multi, y)
    const states = containerSegments(
      timeline,
      pod.name,
      pod.containers.map((c) => c.name)
    )
    pod.containers.forEach((c, i) => {
      y = containerLane(plot, pod.name, c, states[i]!, y)
    })
    y = eventsRow(plot, pod.name, y)
  }
  const plotBottom = y
  const ticks = Axis.ticks(end)
  // the grid goes under everything, so first; its height is known only now
  plot.body.unshift(...Axis.grid(ticks, plot.x, plotBottom), ...scenarioLines(plot, podsTop, plotBottom))
  plot.body.push(...Axis.axis(ticks, plot.x, x0, x1, plotBottom, timeline.end))
  label(plot, plotBottom + 16, w.time, false, 24)
  const key = legend(plot.used, w, x0, x1, plotBottom + 40)
  plot.body.push(...key.marks)
  const height = key.bottom + 16
  const podsText = timeline.pods.map((p) => p.name).join(", ")
  return [
    `<svg xmlns="http://www.w3.org/2000/svg"${attrs([
      ["width", width],
      ["height", height],
      ["viewBox", `0 0 ${r1(width)} ${r1(height)}`],
      ["font-family", "sans-serif"],
      ["font-size", FONT],
      ["fill", colours.text],
      ["role", "img"],
      ...(options.interactive === true
        ? ([
            ["data-x0", x0],
            ["data-x1", x1],
            ["data-end", end]
          ] as const)
        : [])
    ])}>`,
    title(`${w.pod} ${podsText}: 0s–${Describe.time(timeline.end)}`),
    el("rect", [
      ["width", "100%"],
      ["height", "100%"],
      ["fill", colours.background]
    ]),
    ...plot.body,
    "</svg>",
    ""
  ].join("\n")
}
