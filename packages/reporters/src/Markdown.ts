/**
 * The `.md` golden: the timeline as a narrow Markdown table to paste into a design doc, one row per instant where
 * something changed, with only what changed.
 *
 * ```markdown
 * | time   | changes | events |
 * | ------ | --- | --- |
 * | 2s     | STATUS Error → CrashLoopBackOff<br>READY 0/1<br>app: terminated (Error, exit 1) → waiting (CrashLoopBackOff)<br>Ready, ContainersReady False (ContainersNotReady) | container app exited 1 (Error)<br>Warning BackOff (app) |
 * ```
 *
 * Columns: time, (pod, with several pods), the changes (phase, the `kubectl get pod` STATUS, READY and RESTARTS,
 * each container's state, the conditions), each written only when it differs from the row before, and what happened
 * (the scenario's own events, starts, exits, signals, hooks, failed probes, Kubernetes Events naming their container,
 * deletion). Successful
 * probe runs that change nothing are left out. A last row marks the end of the run.
 */
import { type Duration, Resources, Timeline } from "@podscenario/core"
import * as Describe from "./Describe.ts"
import { type Lang, words } from "./i18n.ts"
import { containers, statusOf, steps } from "./internal/replay.ts"

/** @category models */
export interface MarkdownOptions {
  readonly lang?: Lang | undefined
}

/**
 * Escapes a table cell: `|` and line breaks, and `<`/`>` so only our own `<br>` is markup.
 *
 * @category formatting
 */
export const escapeCell = (text: string): string =>
  // most cells have nothing to escape
  !/[&<>|\r\n]/.test(text)
    ? text
    : text
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;")
        .replace(/\|/g, "\\|")
        .replace(/\r\n|[\r\n]/g, " ")

/**
 * What a record contributes to the "events" column, or `undefined` when it is state (shown in its own column) or
 * noise (a successful probe). A scenario's own event is its text and line (`node node-1 fails (line 12)`).
 *
 * @category formatting
 */
export const happening = (r: Timeline.TimelineRecord, lang?: Lang): string | undefined => {
  switch (r._tag) {
    case "PhaseChanged":
    case "ContainerStatusChanged":
    case "ConditionChanged":
    case "ConditionRemoved":
    case "ColumnsChanged":
      return undefined
    case "ProbeExecuted":
      return r.result === "success" ? undefined : Describe.record(r, { lang })
    case "EventRecorded":
      return r.container === undefined ? `${r.type} ${r.reason}` : `${r.type} ${r.reason} (${r.container})`
    default:
      return Describe.record(r, { lang })
  }
}

/**
 * The events column of an instant: what happened, Kubernetes Events of one type and container in a row merged
 * (`Normal Pulled, Created, Started (app)`).
 */
const events = (records: ReadonlyArray<Timeline.TimelineRecord>, lang: Lang | undefined): ReadonlyArray<string> => {
  const out: Array<string> = []
  let group: { type: string; container: string | undefined; reasons: Array<string> } | undefined
  const flush = () => {
    if (group === undefined) return
    out.push(`${group.type} ${group.reasons.join(", ")}${group.container === undefined ? "" : ` (${group.container})`}`)
    group = undefined
  }
  for (const r of records) {
    if (r._tag === "EventRecorded") {
      if (group !== undefined && (group.type !== r.type || group.container !== r.container)) flush()
      group ??= { type: r.type, container: r.container, reasons: [] }
      group.reasons.push(r.reason)
      continue
    }
    const text = happening(r, lang)
    if (text === undefined) continue
    flush()
    out.push(text)
  }
  flush()
  return out
}

const containerCell = (status: Timeline.ContainerStatus | undefined, lang: Lang | undefined): string => {
  if (status === undefined) return ""
  const w = words(lang)
  const state = Describe.containerState(status.state, lang)
  const shown =
    status.state._tag === "Running" && status.kind !== "init"
      ? `${state}, ${status.ready ? w.ready : w.notReady}`
      : state
  return status.resources === undefined ? shown : `${shown} (${resources(status.resources)})`
}

/** `requests cpu 250m memory 128Mi; limits cpu 500m` (the API's words): a resize shows as a change of the cell. */
const resources = (r: Timeline.StatusResources): string =>
  (["requests", "limits"] as const)
    .flatMap((side) => {
      const list = r[side]
      if (list === undefined) return []
      const amounts = Resources.resourceNames.flatMap((n) => (list[n] === undefined ? [] : [`${n} ${list[n]}`]))
      return [`${side} ${amounts.join(" ")}`]
    })
    .join("; ")

/** Short columns (time, pod) are padded so rows line up; the long ones are not, so a row is as wide as it needs. */
const table = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>, padded: number): string => {
  // reduce, not `Math.max(...)`: a long failing run lists more rows than a call takes arguments
  const widths = header.map((h, c) =>
    c < padded ? rows.reduce((width, r) => Math.max(width, r[c]!.length), Math.max(3, h.length)) : 3
  )
  const line = (cells: ReadonlyArray<string>) =>
    `| ${cells.map((cell, c) => (c < padded ? cell.padEnd(widths[c]!) : cell)).join(" | ")} |`
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n")
}

/** A cell's values within an instant, repeats dropped: `Pending → Running`, never `X → X`. */
const sequence = (values: ReadonlyArray<string>): ReadonlyArray<string> =>
  values.filter((v, i, a) => v !== "" && (i === 0 || v !== a[i - 1]))

/**
 * Renders the `.md` golden, ending with a newline.
 *
 * @category rendering
 */
export const render = (timeline: Timeline.Timeline, options: MarkdownOptions = {}): string => {
  const lang = options.lang
  const w = words(lang)
  const multi = timeline.pods.length > 1
  const all = containers(timeline)
  const header = [w.time, ...(multi ? [w.pod] : []), w.changes, w.events]
  const rows: Array<ReadonlyArray<string>> = []
  // what each piece last showed, by pod and name: a piece is written only when its value changed
  const shown = new Map<string, string>()
  const changed = (key: string, values: ReadonlyArray<string>): string => {
    const seq = sequence(values)
    const last = seq.at(-1)
    if (last === undefined) return ""
    const before = shown.get(key)
    shown.set(key, last)
    return seq.length === 1 && last === before ? "" : (before === seq[0] ? seq.slice(1) : seq).join(" → ")
  }
  for (const step of steps(timeline)) {
    const pod = step.pod ?? ""
    const state = step.state
    // values published and replaced within the instant are shown too: `Pending → Running`
    const published = <T>(pick: (r: Timeline.TimelineRecord) => T | undefined): ReadonlyArray<T> =>
      step.records.flatMap((r) => {
        const v = pick(r)
        return v === undefined ? [] : [v]
      })
    const columns = published((r) => (r._tag === "ColumnsChanged" ? r.columns : undefined))
    const pieces: Array<string> = []
    const piece = (label: string, key: string, values: ReadonlyArray<string>) => {
      const cell = changed(`${pod}/${key}`, values)
      if (cell !== "") pieces.push(`${label}${cell}`)
    }
    piece(`${w.phase} `, "phase", [
      ...published((r) => (r._tag === "PhaseChanged" ? r.phase : undefined)),
      state?.phase ?? ""
    ])
    piece("STATUS ", "STATUS", [...columns.map((c) => c.status), state?.columns?.status ?? ""])
    piece("READY ", "READY", [...columns.map((c) => c.ready), state?.columns?.ready ?? ""])
    // the count, not `(10s ago)`, says whether RESTARTS changed
    if (state?.columns !== undefined && changed(`${pod}/RESTARTS`, [String(state.columns.restarts)]) !== "")
      pieces.push(`RESTARTS ${Timeline.formatRestarts(state.columns, step.at as Duration.Millis)}`)
    for (const [p, c] of all) {
      if (p !== pod) continue
      piece(`${c}: `, `container ${c}`, [
        ...published((r) =>
          r._tag === "ContainerStatusChanged" && r.container === c ? containerCell(r.status, lang) : undefined
        ),
        containerCell(statusOf(state, c), lang)
      ])
    }
    // `Ready False (ContainersNotReady) → True`: the type once; types that took the same value share a line
    const byType = new Map<string, Array<string>>()
    for (const r of step.records) {
      // a removed condition reads as the language's state for it: `PodResizeInProgress True → absent`
      if (r._tag === "ConditionRemoved")
        byType.set(r.conditionType, [...(byType.get(r.conditionType) ?? []), `${r.conditionType} absent`])
      if (r._tag !== "ConditionChanged") continue
      byType.set(r.condition.type, [...(byType.get(r.condition.type) ?? []), Describe.condition(r.condition)])
    }
    const byValue = new Map<string, Array<string>>()
    for (const [type, values] of byType) {
      const cell = changed(`${pod}/condition ${type}`, values)
      if (cell === "") continue
      const value = cell.slice(type.length + 1).replace(new RegExp(`(?<= → )${type} `, "g"), "")
      byValue.set(value, [...(byValue.get(value) ?? []), type])
    }
    for (const [value, types] of byValue) pieces.push(`${types.join(", ")} ${value}`)
    const happenings = events(step.records, lang)
    if (pieces.length === 0 && happenings.length === 0) continue
    const time = Describe.time(step.at)
    const changes = pieces.map(escapeCell).join("<br>")
    const what = happenings.map(escapeCell).join("<br>")
    const before = rows.at(-1)
    // one pod: what happened outside it (a scenario event, a node) joins the pod's row of the same instant
    if (!multi && before?.[0] === time && before[1] === "")
      rows[rows.length - 1] = [time, changes, [before[2], what].filter((cell) => cell !== "").join("<br>")]
    else rows.push([time, ...(multi ? [escapeCell(pod)] : []), changes, what])
  }
  const last = rows.at(-1)?.[0]
  if (last !== Describe.time(timeline.end)) {
    rows.push([Describe.time(timeline.end), ...(multi ? [""] : []), "", `*${w.end}*`])
  }
  return `${table(header.map(escapeCell), rows, multi ? 2 : 1)}\n`
}
