/**
 * The `.svg` golden's rows: the scenario's own events above everything, then for each pod, top to bottom, the phase
 * band, a lane per container coloured by its state with marks for signals, exits, probes and hooks, and the events
 * row. Each row returns the `y` below it.
 */
import { Timeline } from "@podscenario/core"
import * as Describe from "../Describe.ts"
import type { Lang, Words } from "../i18n.ts"
import { only, storedOf } from "./picked.ts"
import { type Segment, segments } from "./replay.ts"
import {
  colours,
  EVENTS_H,
  el,
  FONT,
  GAP,
  HOOK_H,
  LANE_H,
  MARK_H,
  PHASE_H,
  RIGHT,
  r1,
  rule,
  textWidth,
  title
} from "./svgMarks.ts"
import * as Xml from "./xml.ts"

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

/** One picture being drawn: its time scale, its marks so far, and what it drew, so the legend lists only that. */
export interface Plot {
  readonly w: Words
  readonly lang: Lang | undefined
  readonly timeline: Timeline.Timeline
  /** The plot's last instant: the run's end, or a little past it (see `render`). */
  readonly end: number
  readonly x0: number
  readonly x1: number
  readonly x: (t: number) => number
  readonly body: Array<string>
  readonly used: Set<string>
  /** A record's tooltip, and in the HTML report the rule behind it. */
  readonly tell: (tip: string, cause: Timeline.Cause | undefined) => string
}

/** A segment ending with the run runs on to the plot's end. */
const until = (plot: Plot, to: number): number => (to >= plot.timeline.end ? plot.end : to)

export const label = (plot: Plot, y: number, text: string, bold = false, gap = 8) => {
  // long names are cut to fit the label column; the whole name stays in the tooltip
  const room = Math.floor((plot.x0 - gap - 4) / (FONT * 0.58))
  const shown = text.length > room ? `${text.slice(0, Math.max(1, room - 1))}…` : text
  plot.body.push(
    el(
      "text",
      [
        ["x", plot.x0 - gap],
        ["y", y],
        ["text-anchor", "end"],
        ["dominant-baseline", "middle"],
        ...(bold ? ([["font-weight", "bold"]] as const) : [])
      ],
      (shown === text ? "" : title(text)) + Xml.text(shown)
    )
  )
}

const bar = (plot: Plot, from: number, to: number, y: number, h: number, fill: string, tip: string, text?: string) => {
  const bx = plot.x(from)
  const bw = Math.max(1, plot.x(to) - bx)
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
  plot.body.push(`<g>${parts.join("")}</g>`)
}

/** The pod phase band at `y`; returns the `y` below it. */
export const phaseBand = (plot: Plot, pod: string, multi: boolean, y: number): number => {
  const { w } = plot
  label(plot, y + PHASE_H / 2, multi ? `${pod} ${w.phase}` : w.phase, true)
  for (const seg of segments(
    plot.timeline,
    pod,
    (s: Timeline.PodView) => s.phase,
    (a, b) => a === b
  )) {
    bar(
      plot,
      seg.from,
      until(plot, seg.to),
      y,
      PHASE_H,
      colours[seg.value],
      `${w.phase} ${seg.value}: ${Describe.time(seg.from)}–${Describe.time(seg.to)}`,
      seg.value
    )
  }
  return y + PHASE_H + GAP
}

/**
 * A container's marks row at `y` (signals, probes) over its lane: its states' stretches (`containerSegments`), exits,
 * and hooks under it.
 */
export const containerLane = (
  plot: Plot,
  pod: string,
  c: Timeline.Timeline["pods"][number]["containers"][number],
  states: ReadonlyArray<Segment<Timeline.ContainerStatus>>,
  y: number
): number => {
  const { w, lang, x, body, used, tell } = plot
  const laneTop = y + MARK_H
  label(plot, laneTop + LANE_H / 2, c.kind === "regular" ? c.name : `${c.name} (${c.kind})`)
  body.push(
    el("rect", [
      ["x", plot.x0],
      ["y", laneTop],
      ["width", plot.x1 - plot.x0],
      ["height", LANE_H],
      ["fill", "#f6f8fa"]
    ])
  )
  for (const seg of states) {
    used.add(stateColour(seg.value))
    bar(
      plot,
      seg.from,
      until(plot, seg.to),
      laneTop,
      LANE_H,
      stateColour(seg.value),
      `${c.name}: ${Describe.containerStatus(seg.value, lang)} (${Describe.time(seg.from)}–${Describe.time(seg.to)})`,
      stateLabel(seg.value, w)
    )
  }
  const hookTop = laneTop + LANE_H + 1
  const hooks = new Map<string, number>()
  // the stored records: a probe run record is one mark, from its first run to its last
  const marked = ["SignalSent", "ContainerExited", "ProbeExecuted", "HookStarted", "HookFinished"] as const
  for (const r of storedOf(plot.timeline, marked, { pod, container: c.name })) {
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
      case "ProbeExecuted": {
        // a failed probe is a ring, a passing one a dot
        const failed = r.result !== "success"
        if (failed) used.add("probe")
        if (r.repeats !== undefined && r.every !== undefined) {
          body.push(probeRun(plot, r, r.repeats, r.every, y + MARK_H / 2, failed))
          break
        }
        const mark: ReadonlyArray<readonly [string, string | number]> = failed
          ? [
              ["r", 4],
              ["fill", "none"],
              ["stroke", colours.probe],
              ["stroke-width", 1.5]
            ]
          : [
              ["r", 2],
              ["fill", colours.running]
            ]
        body.push(el("circle", [["cx", mx], ["cy", y + MARK_H / 2], ...mark], tell(tip, r.cause)))
        break
      }
      case "HookStarted":
        used.add("hook")
        hooks.set(r.hook, r.at)
        break
      case "HookFinished": {
        const from = hooks.get(r.hook) ?? r.at
        hooks.delete(r.hook)
        bar(plot, from, r.at, hookTop, HOOK_H, colours.hook, `${r.hook} ${Describe.time(from)}–${tip}`)
        break
      }
      default:
        break
    }
  }
  for (const [hook, from] of hooks) bar(plot, from, plot.end, hookTop, HOOK_H, colours.hook, `${hook} …`)
  return laneTop + LANE_H + HOOK_H + GAP
}

/**
 * A probe run record as one mark, its runs counted in its tooltip: a line through its runs drawn as the dots (a
 * failing run's rings) a run gets, one a period apart (a dash pattern of round caps), or as one band where the runs
 * are less than a pixel apart (a 30-day soak of 1s probes).
 */
const probeRun = (
  plot: Plot,
  r: Timeline.TimelineRecord,
  repeats: number,
  every: number,
  cy: number,
  failed: boolean
) => {
  const last = r.at + (repeats - 1) * every
  const tip = `${Describe.time(r.at)}–${Describe.time(last)} ${Describe.record(r, { lang: plot.lang })}`
  const x1 = Number(r1(plot.x(r.at)))
  const x2 = Number(r1(plot.x(last)))
  // the period in px, a hair short so that rounding never pushes the last run past the line's end
  const period = Math.floor(((x2 - x1) / (repeats - 1)) * 1e4 - 1) / 1e4
  const line = (stroke: string, width: number) =>
    el("line", [
      ["x1", x1],
      ["y1", cy],
      ["x2", x2],
      ["y2", cy],
      ["stroke", stroke],
      ["stroke-width", width],
      ["stroke-linecap", "round"],
      ...(period >= 1 ? ([["stroke-dasharray", `0 ${period}`]] as const) : [])
    ])
  // a ring is a wide line in the probe colour with a narrower one in the background's inside it
  const lines = failed ? line(colours.probe, 9.5) + line(colours.background, 6.5) : line(colours.running, 4)
  return `<g>${plot.tell(tip, r.cause)}${lines}</g>`
}

/** A mark's width in the events row, and a band's. */
const EVENT_W = 12

type EventRecord = Extract<Timeline.TimelineRecord, { _tag: "EventRecorded" }>

/**
 * Whether `run` is a run record of Events whose runs are less than a pixel apart: one band (`eventBand`), as a probe
 * run record is where its runs are (`probeRun`). Further apart, each run is its own mark: at most one a pixel.
 */
const banded = (plot: Plot, run: Timeline.TimelineRecord): boolean =>
  run._tag === "EventRecorded" && run.every !== undefined && plot.x(run.at + run.every) - plot.x(run.at) < 1

/**
 * The pod's Events in timeline order, each run of a run record of Events its own mark, but a run record whose runs
 * are less than a pixel apart, which is one band: a 30-day soak of a 1s probe that fails would draw millions of marks
 * on top of each other.
 */
const podEvents = (plot: Plot, pod: string): ReadonlyArray<EventRecord> =>
  only(
    Timeline.eachRecord(plot.timeline, { expand: (run) => run._tag === "EventRecorded" && !banded(plot, run) }),
    (r) => r._tag === "EventRecorded" && r.pod === pod
  ) as Array<EventRecord>

/** A run record of Events as one band from its first run to its last, its runs counted in its tooltip. */
const eventBand = (plot: Plot, r: EventRecord, repeats: number, every: number, cy: number, colour: string): string => {
  const last = r.at + (repeats - 1) * every
  const tip = `${Describe.time(r.at)}–${Describe.time(last)} ${Describe.record(r, { lang: plot.lang })}`
  const attributes = [
    ["x1", r1(plot.x(r.at))],
    ["y1", cy],
    ["x2", r1(plot.x(last))],
    ["y2", cy],
    ["stroke", colour],
    ["stroke-width", EVENT_W]
  ] as const
  return el("line", attributes, plot.tell(tip, r.cause))
}

/** The pod's events row at `y`, when it has events, a deletion or a removal; returns the `y` below it. */
export const eventsRow = (plot: Plot, pod: string, y: number): number => {
  const { lang, x, body, used, tell } = plot
  const events = podEvents(plot, pod)
  const lifecycle = storedOf(plot.timeline, ["DeletionRequested", "PodRemoved"], { pod })
  if (events.length === 0 && lifecycle.length === 0) return y
  label(plot, y + EVENTS_H / 2, plot.w.events)
  const cy = y + EVENTS_H / 2
  for (const r of events) {
    if (r.type === "Warning") used.add("warning")
    if (r.repeats !== undefined && r.every !== undefined) {
      body.push(eventBand(plot, r, r.repeats, r.every, cy, r.type === "Warning" ? colours.warning : colours.normal))
      continue
    }
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
  return y + EVENTS_H + GAP
}

/** The scenario's own events (`at 10s node node-1 fails`), one entry an instant: their texts joined. */
const scenarioEvents = (plot: Plot): ReadonlyArray<{ readonly at: number; readonly text: string }> => {
  const byInstant = new Map<number, Array<string>>()
  for (const r of storedOf(plot.timeline, ["WorldEventApplied"]))
    byInstant.set(r.at, [...(byInstant.get(r.at) ?? []), Describe.record(r, { lang: plot.lang })])
  return [...byInstant].map(([at, texts]) => ({ at, text: texts.join(", ") }))
}

/**
 * The row of the scenario's own events, above the pods, when it has any: a flag at each, with the event's text
 * (`node node-1 fails (line 12)`) as far as the next flag leaves room, and whole in its tooltip.
 */
export const scenarioRow = (plot: Plot, y: number): number => {
  const events = scenarioEvents(plot)
  if (events.length === 0) return y
  plot.used.add("world")
  const cy = y + EVENTS_H / 2
  label(plot, cy, plot.w.scenarioEvents)
  events.forEach(({ at, text }, i) => {
    const mx = plot.x(at)
    const tip = `${Describe.time(at)} ${text}`
    plot.body.push(
      el(
        "path",
        [
          ["d", `M${r1(mx)} ${r1(cy + 7)}V${r1(cy - 7)}l8 3.5l-8 3.5`],
          ["fill", colours.world],
          ["stroke", colours.world],
          ["stroke-width", 1.5]
        ],
        plot.tell(tip, undefined)
      )
    )
    const next = events[i + 1]
    const room = (next === undefined ? plot.x1 + RIGHT : plot.x(next.at)) - mx - 16
    const fits = Math.floor(room / (FONT * 0.58))
    if (fits < 4) return
    const shown = text.length > fits ? `${text.slice(0, fits - 1)}…` : text
    plot.body.push(
      el(
        "text",
        [
          ["x", mx + 11],
          ["y", cy],
          ["dominant-baseline", "middle"],
          ["fill", colours.world]
        ],
        (shown === text ? "" : title(tip)) + Xml.text(shown)
      )
    )
  })
  return y + EVENTS_H + GAP
}

/** A dotted line down the plot at each scenario event, from under its flag to the axis: what changed after it. */
export const scenarioLines = (plot: Plot, top: number, bottom: number): ReadonlyArray<string> =>
  scenarioEvents(plot).map(({ at }) =>
    rule(plot.x(at), top, plot.x(at), bottom, colours.world, [["stroke-dasharray", "1 3"]])
  )
