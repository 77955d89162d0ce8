/**
 * The `.describe` golden: what `kubectl describe pod` prints at the end of the run (or at `golden "…" at T`): the
 * status block, the containers, the conditions and the Events table, whose repeated Events are counted the way the
 * API server's event correlator counts them and kubectl shows them: `5s (x3 over 20s)`.
 *
 * ```text
 * Name:          web
 * Namespace:     default
 * Node:          node-1
 * Status:        Running
 * Containers:
 *   app:
 *     State:          Waiting
 *       Reason:       CrashLoopBackOff
 * …
 * Events:
 *   Type     Reason   Age               From     Message
 *   ----     ------   ----              ----     -------
 *   Warning  BackOff  5s (x3 over 20s)  kubelet  Back-off restarting failed container app in pod web_default(…)
 * ```
 *
 * Absolute times count from 2000-01-01 00:00:00 UTC, the simulation's 0s (as in the Mermaid golden).
 */
import { Duration, Timeline } from "@podscenario/core"
import { storedOf } from "./internal/picked.ts"

type Event = Extract<Timeline.TimelineRecord, { _tag: "EventRecorded" }>

const EPOCH = Date.UTC(2000, 0, 1)

/** `Sat, 01 Jan 2000 00:00:12 +0000`, kubectl describe's RFC 1123 time. */
const rfc1123 = (at: number): string => new Date(EPOCH + at).toUTCString().replace("GMT", "+0000")

/** Lines of `key: value` with values aligned from `width`, as kubectl's describe writer does at each level. */
const fields = (indent: string, pairs: ReadonlyArray<readonly [string, string]>, width: number): Array<string> =>
  pairs.map(([k, v]) => `${indent}${`${k}:`.padEnd(width)}${v}`.trimEnd())

/** Columns separated by two spaces at least (kubectl's tabwriter: padding 2). */
const columns = (indent: string, rows: ReadonlyArray<ReadonlyArray<string>>): Array<string> => {
  // reduce, not `Math.max(...)`: a long run's Events table can have more rows than a call takes arguments
  const widths = rows[0]!.map((_, c) => rows.reduce((width, r) => Math.max(width, r[c]!.length), 0))
  return rows.map((r) =>
    `${indent}${r.map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]! + 2))).join("")}`.trimEnd()
  )
}

const state = (s: Timeline.ContainerState, label: string, at: number): Array<readonly [string, string]> => {
  switch (s._tag) {
    case "Waiting":
      return [[label, "Waiting"], ...(s.reason === undefined ? [] : [["  Reason", s.reason] as const])]
    case "Running":
      return [
        [label, "Running"],
        ["  Started", rfc1123(s.startedAt)]
      ]
    case "Terminated":
      return [
        [label, "Terminated"],
        ["  Reason", s.reason],
        ["  Exit Code", String(s.exitCode)],
        ...(s.startedAt === undefined ? [] : [["  Started", rfc1123(s.startedAt)] as const]),
        ["  Finished", rfc1123(Math.min(s.finishedAt, at))]
      ]
  }
}

const containerBlock = (c: Timeline.ContainerStatus, at: number): Array<string> => [
  `  ${c.name}:`,
  ...fields(
    "    ",
    [
      ...state(c.state, "State", at),
      ...(c.lastState === undefined ? [] : state(c.lastState, "Last State", at)),
      ["Ready", c.ready ? "True" : "False"],
      ["Restart Count", String(c.restartCount)]
    ],
    16
  )
]

/** The component that reports an Event (`From`): the scheduler's, or the kubelet's. */
const source = (reason: string): string =>
  reason === "Scheduled" || reason === "FailedScheduling" ? "default-scheduler" : "kubelet"

/**
 * Events as the correlator stores them: one per reason, message and object, with a count and the first and last
 * times; in the order of their last time, as kubectl sorts them.
 */
const aggregate = (events: ReadonlyArray<Event>) => {
  const byKey = new Map<string, { event: Event; count: number; first: number; last: number }>()
  for (const e of events) {
    const key = `${e.type}\u0000${e.reason}\u0000${e.message}\u0000${e.container ?? ""}`
    // a run record of Events (`repeats`, `every`) counts each of its runs, the last one its last time
    const count = e.repeats ?? 1
    const last = e.at + (count - 1) * (e.every ?? 0)
    const seen = byKey.get(key)
    if (seen === undefined) byKey.set(key, { event: e, count, first: e.at, last })
    else {
      seen.count += count
      seen.last = Math.max(seen.last, last)
    }
  }
  return [...byKey.values()].sort((a, b) => a.last - b.last)
}

const eventsBlock = (events: ReadonlyArray<Event>, at: number): Array<string> => {
  if (events.length === 0) return ["Events:  <none>"]
  const age = (t: number) => Duration.formatHuman(at - t)
  const rows = aggregate(events).map((a) => [
    a.event.type,
    a.event.reason,
    a.count > 1 ? `${age(a.last)} (x${a.count} over ${age(a.first)})` : age(a.first),
    source(a.event.reason),
    a.event.message
  ])
  return [
    "Events:",
    ...columns("  ", [
      ["Type", "Reason", "Age", "From", "Message"],
      ["----", "------", "----", "----", "-------"],
      ...rows
    ])
  ]
}

const pod = (view: Timeline.PodView, events: ReadonlyArray<Event>, at: number): string => {
  const init = view.containers.filter((c) => c.kind !== "regular")
  const regular = view.containers.filter((c) => c.kind === "regular")
  const status =
    view.deletionTimestamp === undefined
      ? view.phase
      : `Terminating (lasts ${Duration.formatHuman(Math.max(0, at - view.deletionTimestamp))})`
  const out = fields(
    "",
    [
      ["Name", view.name],
      ["Namespace", "default"],
      ["Node", view.nodeName ?? "<none>"],
      ["Start Time", rfc1123(0)],
      ["Status", status],
      ...(view.reason === undefined ? [] : [["Reason", view.reason] as const]),
      ...(view.message === undefined ? [] : [["Message", view.message] as const])
    ],
    15
  )
  if (init.length > 0) out.push("Init Containers:", ...init.flatMap((c) => containerBlock(c, at)))
  out.push("Containers:", ...regular.flatMap((c) => containerBlock(c, at)))
  out.push("Conditions:", ...columns("  ", [["Type", "Status"], ...view.conditions.map((c) => [c.type, c.status])]))
  out.push(...eventsBlock(events, at))
  return out.join("\n")
}

/**
 * Renders the `.describe` golden at the timeline's end, ending with a newline; several pods one after the other,
 * as `kubectl describe pods` prints them.
 *
 * @category rendering
 */
export const render = (timeline: Timeline.Timeline): string => {
  const at = timeline.end
  const cursor = Timeline.cursor(timeline)
  cursor.advanceTo(at)
  const blocks = timeline.pods.flatMap((p) => {
    const view = cursor.pod(p.name)
    if (view === undefined) return []
    const events = storedOf(timeline, ["EventRecorded"], { pod: p.name })
    return [pod(view, events, at)]
  })
  return `${blocks.join("\n\n\n")}\n`
}
