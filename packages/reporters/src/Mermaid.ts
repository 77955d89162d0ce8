/**
 * The `.mmd` golden: a Mermaid `gantt` chart the Kubernetes docs could embed. A first section has the scenario's own
 * events as milestones (`node node-1 fails (line 12)`), when it has any; then a section per pod phase band and per
 * container shows what held when (waiting, running, terminated, hooks) and, as milestones, that container's signals,
 * exits, failed probes and warning Events, one milestone an instant (`exit 1, BackOff`); a pod's own events
 * (deletion, removal) close the chart.
 *
 * ```mermaid
 * gantt
 *   title pod web
 *   dateFormat YYYY-MM-DD HH:mm:ss.SSS
 *   axisFormat %M:%S
 *   todayMarker off
 *   section phase
 *   Running :active, 2000-01-01 00:00:00.000, 2000-01-01 00:01:40.000
 *   section app
 *   running (run 1) :active, 2000-01-01 00:00:00.000, 2000-01-01 00:00:05.000
 *   waiting CrashLoopBackOff :crit, 2000-01-01 00:00:10.000, 2000-01-01 00:00:20.000
 * ```
 *
 * Virtual time is written as local dates from `2000-01-01 00:00:00`: Mermaid parses and prints dates in the
 * reader's time zone, so the axis shows `00:05` for 5s everywhere. Checked with Mermaid 11 (every bar on its own row:
 * `displayMode: compact` overlaps the labels of short bars and of simultaneous milestones).
 */
import type { Timeline } from "@podscenario/core"
import * as Describe from "./Describe.ts"
import { type Lang, words } from "./i18n.ts"
import { listed } from "./internal/listed.ts"
import { storedOf } from "./internal/picked.ts"
import { containerSegments, segments } from "./internal/replay.ts"

/** @category models */
export interface MermaidOptions {
  readonly lang?: Lang | undefined
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0")

/**
 * Virtual milliseconds as a Mermaid date from `2000-01-01 00:00:00.000` (days beyond 31 are clamped).
 *
 * @category formatting
 */
export const date = (ms: number): string => {
  const day = Math.min(31, 1 + Math.floor(ms / 86_400_000))
  const rest = ms % 86_400_000
  const h = Math.floor(rest / 3_600_000)
  const m = Math.floor((rest % 3_600_000) / 60_000)
  const s = Math.floor((rest % 60_000) / 1000)
  return `2000-01-${pad(day)} ${pad(h)}:${pad(m)}:${pad(s)}.${pad(rest % 1000, 3)}`
}

/**
 * A task or section name Mermaid accepts: no `:`, `;`, `#` or line breaks, and not starting with a keyword.
 *
 * @category formatting
 */
export const name = (text: string): string => {
  const clean = text
    .replace(/[:;#\r\n]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
  // a task named like a statement (`title`, `section`, …: container names can be) would be read as one
  return KEYWORD.test(clean) ? `· ${clean}` : clean
}

const KEYWORD =
  /^(title|section|dateformat|axisformat|tickinterval|todaymarker|excludes|includes|inclusiveenddates|topaxis|weekday|weekend|click|call|acctitle|accdescr|displaymode|gantt)\b/i

const task = (label: string, tags: ReadonlyArray<string>, from: number, to: number): string =>
  `    ${name(label)} :${[...tags, date(from), date(to)].join(", ")}`

const milestone = (label: string, at: number): string => `    ${name(label)} :milestone, ${date(at)}, 0s`

const stateTask = (status: Timeline.ContainerStatus, lang: Lang | undefined): { label: string; tags: string[] } => {
  const s = status.state
  const label = Describe.containerStatus(status, lang)
  switch (s._tag) {
    case "Running":
      return { label, tags: ["active"] }
    case "Waiting":
      return { label, tags: s.reason !== undefined && /BackOff|Err|Error/.test(s.reason) ? ["crit"] : [] }
    case "Terminated":
      return { label, tags: s.exitCode === 0 ? ["done"] : ["crit", "done"] }
  }
}

/** What a record adds to its section's milestones (its container or pod is the section's name), if anything. */
const mark = (r: Timeline.TimelineRecord, lang: Lang | undefined): string | undefined => {
  const w = words(lang)
  switch (r._tag) {
    case "SignalSent":
      return r.signal
    case "ContainerExited":
      return w.exit(r.exitCode)
    case "EventRecorded":
      return r.type === "Warning" ? r.reason : undefined
    case "ProbeExecuted":
      return r.result === "success" ? undefined : `${r.probe} ${r.result}`
    case "DeletionRequested":
      return Describe.record(r, { lang })
    case "PodRemoved":
      return w.podRemoved
    case "WorldEventApplied":
      return Describe.record(r, { lang })
    default:
      return undefined
  }
}

/**
 * The milestones of each section, one an instant with its marks joined (`exit 1, BackOff`: twenty crash-loop restarts
 * stay twenty lines), read in one pass over `records`: `section` names a record's section, if it has one.
 */
const milestones = (
  records: Iterable<Timeline.TimelineRecord>,
  section: (r: Timeline.TimelineRecord) => string | undefined,
  lang: Lang | undefined
): ReadonlyMap<string, ReadonlyArray<string>> => {
  const sections = new Map<string, Map<number, Array<string>>>()
  for (const r of records) {
    const label = mark(r, lang)
    const key = label === undefined ? undefined : section(r)
    if (label === undefined || key === undefined) continue
    const byInstant = sections.get(key) ?? new Map<number, Array<string>>()
    sections.set(key, byInstant)
    byInstant.set(r.at, [...(byInstant.get(r.at) ?? []), label])
  }
  return new Map(
    [...sections].map(([key, byInstant]) => [
      key,
      [...byInstant].map(([at, labels]) => milestone([...new Set(labels)].join(", "), at))
    ])
  )
}

/** The section of a pod's record: its container's (`pod/container`), or the pod's own (`pod`). */
const sectionOf = (r: Timeline.TimelineRecord): string | undefined =>
  !("pod" in r) ? undefined : "container" in r && r.container ? `${r.pod}/${r.container}` : r.pod

/**
 * Renders the `.mmd` golden, ending with a newline.
 *
 * @category rendering
 */
export const render = (timeline: Timeline.Timeline, options: MermaidOptions = {}): string => {
  const lang = options.lang
  const w = words(lang)
  const multi = timeline.pods.length > 1
  const out = [
    "gantt",
    `    title ${name(`${w.pod} ${timeline.pods.map((p) => p.name).join(", ")}`)}`,
    "    dateFormat YYYY-MM-DD HH:mm:ss.SSS",
    `    axisFormat ${timeline.end >= 3_600_000 ? "%H:%M" : "%M:%S"}`,
    "    todayMarker off"
  ]
  // the scenario's own events first: what the rest of the chart answers to
  const world = milestones(storedOf(timeline, ["WorldEventApplied"]), () => "", lang).get("") ?? []
  if (world.length > 0) out.push(`    section ${name(w.scenarioEvents)}`, ...world)
  for (const pod of timeline.pods) {
    out.push(`    section ${name(multi ? `${pod.name} ${w.phase}` : w.phase)}`)
    for (const seg of segments(
      timeline,
      pod.name,
      (s) => s.phase,
      (a, b) => a === b
    )) {
      out.push(
        task(seg.value, seg.value === "Running" ? ["active"] : seg.value === "Failed" ? ["crit"] : [], seg.from, seg.to)
      )
    }
  }
  const marks = milestones(listed(timeline), sectionOf, lang)
  for (const pod of timeline.pods) {
    const names = pod.containers.map((c) => c.name)
    const states = containerSegments(timeline, pod.name, names)
    names.forEach((container, i) => {
      out.push(`    section ${name(multi ? `${pod.name}/${container}` : container)}`)
      for (const seg of states[i]!) {
        const t = stateTask(seg.value, lang)
        out.push(task(t.label, t.tags, seg.from, seg.to))
      }
      // hooks as their own bars
      const open = new Map<string, number>()
      for (const r of storedOf(timeline, ["HookStarted", "HookFinished"], { pod: pod.name, container })) {
        if (r._tag === "HookStarted") open.set(r.hook, r.at)
        if (r._tag === "HookFinished") {
          const from = open.get(r.hook)
          open.delete(r.hook)
          if (from !== undefined && r.at > from) out.push(task(`${r.hook} ${r.outcome}`, [], from, r.at))
        }
      }
      for (const [hook, from] of open) if (timeline.end > from) out.push(task(hook, [], from, timeline.end))
      out.push(...(marks.get(`${pod.name}/${container}`) ?? []))
    })
  }
  for (const pod of timeline.pods) {
    const own = marks.get(pod.name) ?? []
    if (own.length > 0) out.push(`    section ${name(multi ? `${pod.name} ${w.events}` : w.events)}`, ...own)
  }
  return `${out.join("\n")}\n`
}
