/**
 * The `.svg` golden: a self-contained picture of the timeline (no scripts, no external fonts or images; generic
 * `sans-serif` text). From top to bottom, per pod: the pod phase band, then a lane per container coloured by its
 * state (waiting, running ready / not ready, terminated ok / failed) with markers for signals (▼), exits (|), failed
 * probes (○), hooks (a thin bar under the lane) and an events row for Kubernetes Events (◆ warning, • normal); then
 * a labelled time axis and a legend. Every mark carries a `<title>` tooltip with the record in words.
 *
 * Numbers are rounded to 0.1px and attributes written in a fixed order, so the bytes are deterministic.
 */
import { Duration, type Timeline } from "@podscenario/core"
import * as Describe from "./Describe.ts"
import { cause as causeText, type Lang, type Words, words } from "./i18n.ts"
import { type PodState, sameContainerState, segments } from "./internal/replay.ts"
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
export const colours = {
  background: "#ffffff",
  text: "#1b1f24",
  muted: "#57606a",
  grid: "#d0d7de",
  waiting: "#f2c94c",
  backOff: "#f2994a",
  running: "#2da44e",
  runningNotReady: "#a8dcb5",
  terminatedOk: "#8c959f",
  terminatedFailed: "#cf222e",
  Pending: "#f2c94c",
  Running: "#326ce5",
  Succeeded: "#2da44e",
  Failed: "#cf222e",
  Unknown: "#8c959f",
  signal: "#8250df",
  hook: "#c297ff",
  probe: "#cf222e",
  warning: "#f2994a",
  normal: "#57606a"
} as const

const LABEL_WIDTH = 150
const RIGHT = 32
const TOP = 16
const PHASE_H = 18
const LANE_H = 22
const MARK_H = 14
const HOOK_H = 5
const EVENTS_H = 16
const GAP = 10
const FONT = 12

const r1 = (n: number): string => {
  const v = Math.round(n * 10) / 10
  return Object.is(v, -0) ? "0" : String(v)
}

const attrs = (pairs: ReadonlyArray<readonly [string, string | number]>): string =>
  pairs.map(([k, v]) => ` ${k}="${Xml.attr(typeof v === "number" ? r1(v) : v)}"`).join("")

const el = (name: string, pairs: ReadonlyArray<readonly [string, string | number]>, body?: string): string =>
  body === undefined ? `<${name}${attrs(pairs)}/>` : `<${name}${attrs(pairs)}>${body}</${name}>`

const title = (text: string): string => `<title>${Xml.text(text)}</title>`

/** Nice tick steps, in ms. */
const STEPS = [
  100, 250, 500, 1000, 2000, 5000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000,
  3_600_000, 7_200_000, 21_600_000, 43_200_000, 86_400_000
]

/**
 * The tick step for a run of `end` ms: the smallest nice step giving at most 10 intervals.
 *
 * @category formatting
 */
export const tickStep = (end: number): number => STEPS.find((s) => end / s <= 10) ?? Math.ceil(end / 10)

const textWidth = (text: string): number => text.length * FONT * 0.58

const stateColour = (status: Timeline.ContainerStatus): string => {
  const s = status.state
  switch (s._tag) {
    case "Running":
      return status.ready || status.kind === "init" ? colours.running : colours.runningNotReady
    case "Waiting":
      return s.reason !== undefined && /BackOff|Err|Error/.test(s.reason) ? colours.backOff : colours.waiting
    case "Terminated":
      return s.exitCode === 0 ? colours.terminatedOk : colours.terminatedFailed
  }
}

const stateLabel = (status: Timeline.ContainerStatus, w: Words): string => {
  const s = status.state
  switch (s._tag) {
    case "Running":
      return status.ready || status.kind === "init" ? w.running : `${w.running} (${w.notReady})`
    case "Waiting":
      return s.reason ?? w.waiting
    case "Terminated":
      return `${s.reason} (${s.exitCode})`
  }
}

const darkText = (fill: string): boolean =>
  fill === colours.waiting ||
  fill === colours.runningNotReady ||
  fill === colours.backOff ||
  fill === colours.Pending ||
  fill === colours.hook

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
  const lastChange = timeline.records.reduce((t, r) => (r._tag === "PhaseChanged" ? Math.max(t, r.at) : t), 0)
  const finalShort = timeline.end - lastChange < timeline.end / 10
  const end = Math.max(timeline.end, 1000) * (finalShort ? 1.1 : 1)
  const until = (to: number) => (to >= timeline.end ? end : to)
  const x0 = LABEL_WIDTH
  const x1 = width - RIGHT
  const x = (t: number) => x0 + (Math.min(Math.max(t, 0), end) / end) * (x1 - x0)
  const multi = timeline.pods.length > 1
  const body: Array<string> = []
  // what the picture drew, so the legend lists only that
  const used = new Set<string>()
  // a record's tooltip, and in the HTML report the rule behind it
  const tell = (tip: string, cause: Timeline.Cause | undefined): string =>
    options.interactive === true && cause !== undefined
      ? `${title(tip)}<desc>${Xml.text(`${causeText(cause.text, lang)} (kubelet-semantics ${cause.rule})`)}</desc>`
      : title(tip)
  const label = (y: number, text: string, bold = false, gap = 8) => {
    // long names are cut to fit the label column; the whole name stays in the tooltip
    const room = Math.floor((x0 - gap - 4) / (FONT * 0.58))
    const shown = text.length > room ? `${text.slice(0, Math.max(1, room - 1))}…` : text
    body.push(
      el(
        "text",
        [
          ["x", x0 - gap],
          ["y", y],
          ["text-anchor", "end"],
          ["dominant-baseline", "middle"],
          ...(bold ? ([["font-weight", "bold"]] as const) : [])
        ],
        (shown === text ? "" : title(text)) + Xml.text(shown)
      )
    )
  }
  const bar = (from: number, to: number, y: number, h: number, fill: string, tip: string, text?: string) => {
    const bx = x(from)
    const bw = Math.max(1, x(to) - bx)
    const parts = [
      el(
        "rect",
        [
          ["x", bx],
          ["y", y],
          ["width", bw],
          ["height", h],
          ["fill", fill]
        ],
        title(tip)
      )
    ]
    if (text !== undefined && textWidth(text) + 8 <= bw) {
      parts.push(
        el(
          "text",
          [
            ["x", bx + 4],
            ["y", y + h / 2],
            ["dominant-baseline", "middle"],
            ["fill", darkText(fill) ? colours.text : "#ffffff"]
          ],
          Xml.text(text)
        )
      )
    }
    body.push(`<g>${parts.join("")}</g>`)
  }

  let y = TOP
  // grid lines first, drawn under everything: computed after the height is known, so collect ticks now
  const step = tickStep(end)
  const ticks: Array<number> = []
  for (let t = 0; t <= end; t += step) ticks.push(t)
  const gridAt = body.length

  for (const pod of timeline.pods) {
    // phase band
    label(y + PHASE_H / 2, multi ? `${pod.name} ${w.phase}` : w.phase, true)
    for (const seg of segments(
      timeline,
      pod.name,
      (s: PodState) => s.phase,
      (a, b) => a === b
    )) {
      const fill = colours[seg.value]
      bar(
        seg.from,
        until(seg.to),
        y,
        PHASE_H,
        fill,
        `${w.phase} ${seg.value}: ${Describe.time(seg.from)}–${Describe.time(seg.to)}`,
        seg.value
      )
    }
    y += PHASE_H + GAP
    // container lanes
    for (const c of pod.containers) {
      const laneTop = y + MARK_H
      label(laneTop + LANE_H / 2, c.kind === "regular" ? c.name : `${c.name} (${c.kind})`)
      body.push(
        el("rect", [
          ["x", x0],
          ["y", laneTop],
          ["width", x1 - x0],
          ["height", LANE_H],
          ["fill", "#f6f8fa"]
        ])
      )
      for (const seg of segments(timeline, pod.name, (s) => s.containers.get(c.name), sameContainerState)) {
        used.add(stateColour(seg.value))
        bar(
          seg.from,
          until(seg.to),
          laneTop,
          LANE_H,
          stateColour(seg.value),
          `${c.name}: ${Describe.containerStatus(seg.value, lang)} (${Describe.time(seg.from)}–${Describe.time(seg.to)})`,
          stateLabel(seg.value, w)
        )
      }
      const hooks = new Map<string, number>()
      for (const r of timeline.records) {
        if (!("container" in r) || r.pod !== pod.name || r.container !== c.name) continue
        const tip = `${Describe.time(r.at)} ${Describe.record(r, { lang })}`
        const mx = x(r.at)
        switch (r._tag) {
          case "SignalSent":
            used.add("signal")
            body.push(
              el(
                "path",
                [
                  ["d", `M${r1(mx - 5)} ${r1(y + 2)}h10l-5 ${r1(MARK_H - 4)}z`],
                  ["fill", colours.signal]
                ],
                tell(tip, r.cause)
              )
            )
            break
          case "ContainerExited":
            used.add("exit")
            body.push(
              el(
                "line",
                [
                  ["x1", mx],
                  ["y1", laneTop - 3],
                  ["x2", mx],
                  ["y2", laneTop + LANE_H + 3],
                  ["stroke", colours.text],
                  ["stroke-width", 2]
                ],
                tell(tip, r.cause)
              )
            )
            break
          case "ProbeExecuted":
            if (r.result !== "success") {
              used.add("probe")
              body.push(
                el(
                  "circle",
                  [
                    ["cx", mx],
                    ["cy", y + MARK_H / 2],
                    ["r", 4],
                    ["fill", "none"],
                    ["stroke", colours.probe],
                    ["stroke-width", 1.5]
                  ],
                  tell(tip, r.cause)
                )
              )
            } else {
              body.push(
                el(
                  "circle",
                  [
                    ["cx", mx],
                    ["cy", y + MARK_H / 2],
                    ["r", 2],
                    ["fill", colours.running]
                  ],
                  tell(tip, r.cause)
                )
              )
            }
            break
          case "HookStarted":
            used.add("hook")
            hooks.set(r.hook, r.at)
            break
          case "HookFinished": {
            const from = hooks.get(r.hook) ?? r.at
            hooks.delete(r.hook)
            bar(from, r.at, laneTop + LANE_H + 1, HOOK_H, colours.hook, `${r.hook} ${Describe.time(from)}–${tip}`)
            break
          }
          default:
            break
        }
      }
      for (const [hook, from] of hooks) bar(from, end, laneTop + LANE_H + 1, HOOK_H, colours.hook, `${hook} …`)
      y = laneTop + LANE_H + HOOK_H + GAP
    }
    // events row
    const events = timeline.records.filter(
      (r): r is Extract<Timeline.TimelineRecord, { _tag: "EventRecorded" }> =>
        r._tag === "EventRecorded" && r.pod === pod.name
    )
    const lifecycle = timeline.records.filter(
      (r) => (r._tag === "DeletionRequested" || r._tag === "PodRemoved") && r.pod === pod.name
    )
    if (events.length > 0 || lifecycle.length > 0) {
      label(y + EVENTS_H / 2, w.events)
      const cy = y + EVENTS_H / 2
      for (const r of events) {
        if (r.type === "Warning") used.add("warning")
        const mx = x(r.at)
        const tip = `${Describe.time(r.at)} ${r.type} ${r.reason}: ${r.message}`
        body.push(
          r.type === "Warning"
            ? el(
                "path",
                [
                  ["d", `M${r1(mx)} ${r1(cy - 6)}l6 6l-6 6l-6 -6z`],
                  ["fill", colours.warning]
                ],
                tell(tip, r.cause)
              )
            : el(
                "circle",
                [
                  ["cx", mx],
                  ["cy", cy],
                  ["r", 3],
                  ["fill", colours.normal]
                ],
                tell(tip, r.cause)
              )
        )
      }
      for (const r of lifecycle) {
        used.add("deletion")
        const mx = x(r.at)
        body.push(
          el(
            "line",
            [
              ["x1", mx],
              ["y1", y],
              ["x2", mx],
              ["y2", y + EVENTS_H],
              ["stroke", colours.terminatedFailed],
              ["stroke-width", 2],
              ["stroke-dasharray", "3 2"]
            ],
            tell(`${Describe.time(r.at)} ${Describe.record(r, { lang })}`, r.cause)
          )
        )
      }
      y += EVENTS_H + GAP
    }
  }

  // time axis
  const plotBottom = y
  const grid = ticks.map((t) =>
    el("line", [
      ["x1", x(t)],
      ["y1", TOP],
      ["x2", x(t)],
      ["y2", plotBottom],
      ["stroke", colours.grid],
      ["stroke-width", 1]
    ])
  )
  body.splice(gridAt, 0, ...grid)
  body.push(
    el("line", [
      ["x1", x0],
      ["y1", plotBottom],
      ["x2", x1],
      ["y2", plotBottom],
      ["stroke", colours.muted],
      ["stroke-width", 1]
    ])
  )
  for (const t of ticks) {
    body.push(
      el("line", [
        ["x1", x(t)],
        ["y1", plotBottom],
        ["x2", x(t)],
        ["y2", plotBottom + 5],
        ["stroke", colours.muted],
        ["stroke-width", 1]
      ])
    )
    body.push(
      el(
        "text",
        [
          ["x", x(t)],
          ["y", plotBottom + 16],
          ["text-anchor", "middle"],
          ["dominant-baseline", "middle"],
          ["fill", colours.muted]
        ],
        Xml.text(Duration.format(t))
      )
    )
  }
  if (ticks.at(-1) !== timeline.end) {
    body.push(
      el("line", [
        ["x1", x(timeline.end)],
        ["y1", TOP],
        ["x2", x(timeline.end)],
        ["y2", plotBottom + 5],
        ["stroke", colours.muted],
        ["stroke-width", 1],
        ["stroke-dasharray", "2 2"]
      ])
    )
  }
  label(plotBottom + 16, w.time, false, 24)

  // legend
  let ly = plotBottom + 40
  let lx = x0
  // one legend entry: a mark drawn at the entry's corner, then its text; entries wrap at the plot's width
  const entry = (mark: (x: number, y: number) => string, text: string) => {
    const need = 18 + textWidth(text) + 18
    if (lx + need > x1) {
      lx = x0
      ly += 20
    }
    body.push(mark(lx, ly))
    body.push(
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
  const swatch = (fill: string, text: string) =>
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
  const symbol = (svg: string, text: string) =>
    entry((x, y) => `<g transform="translate(${r1(x + 6)} ${r1(y)})">${svg}</g>`, text)
  const swatches: ReadonlyArray<readonly [string, string]> = [
    [colours.waiting, w.waiting],
    [colours.backOff, `${w.waiting} (BackOff, Err…)`],
    [colours.running, `${w.running}, ${w.ready}`],
    [colours.runningNotReady, `${w.running}, ${w.notReady}`],
    [colours.terminatedOk, `${w.terminated} (${w.exit(0)})`],
    [colours.terminatedFailed, `${w.terminated} (≠ 0)`]
  ]
  for (const [fill, text] of swatches) if (used.has(fill)) swatch(fill, text)
  if (used.has("signal"))
    symbol(
      el("path", [
        ["d", "M-5 -5h10l-5 10z"],
        ["fill", colours.signal]
      ]),
      w.signals
    )
  // a vertical line mark: exits solid, deletion and removal dashed
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
  if (used.has("exit")) symbol(upright(colours.text, false), w.exit(0).replace(/ 0$/, ""))
  if (used.has("hook"))
    symbol(
      el("rect", [
        ["x", -6],
        ["y", -2.5],
        ["width", 12],
        ["height", HOOK_H],
        ["fill", colours.hook]
      ]),
      w.hooks
    )
  if (used.has("probe"))
    symbol(
      el("circle", [
        ["cx", 0],
        ["cy", 0],
        ["r", 4],
        ["fill", "none"],
        ["stroke", colours.probe],
        ["stroke-width", 1.5]
      ]),
      `${w.probes} (Failure)`
    )
  if (used.has("warning"))
    symbol(
      el("path", [
        ["d", "M0 -6l6 6l-6 6l-6 -6z"],
        ["fill", colours.warning]
      ]),
      "Warning"
    )
  if (used.has("deletion")) symbol(upright(colours.terminatedFailed, true), w.deletion)
  const height = ly + 16
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
    ...body,
    "</svg>",
    ""
  ].join("\n")
}
