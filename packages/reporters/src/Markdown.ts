/**
 * The `.md` golden: the timeline as a Markdown table, one row per instant where something changed, columns aligned
 * so the raw file reads as well as the rendered one.
 *
 * ```markdown
 * | time | phase   | STATUS           | READY | RESTARTS   | app                          | conditions | events          |
 * | ---- | ------- | ---------------- | ----- | ---------- | ---------------------------- | ---------- | --------------- |
 * | 10s  | Running | CrashLoopBackOff | 0/1   | 1 (0s ago) | waiting (CrashLoopBackOff)   | Ready False (ContainersNotReady) | app exited 1 (Error)<br>Warning BackOff |
 * ```
 *
 * Columns: time, (pod, with several pods), pod phase, the `kubectl get pod` STATUS, READY and RESTARTS, one column
 * per container (its state after the instant), the conditions that changed, and what happened (starts, exits,
 * signals, hooks, failed probes, Kubernetes Events, deletion). Successful probe runs that change nothing are left
 * out. A last row shows the state at the end of the run.
 */
import { type Duration, Timeline } from "@podscenario/core"
import * as Describe from "./Describe.ts"
import { type Lang, words } from "./i18n.ts"
import { containers, type PodState, steps } from "./internal/replay.ts"

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
 * noise (a successful probe, a scenario event marker).
 *
 * @category formatting
 */
export const happening = (r: Timeline.TimelineRecord, lang?: Lang): string | undefined => {
  switch (r._tag) {
    case "PhaseChanged":
    case "ContainerStatusChanged":
    case "ConditionChanged":
    case "ColumnsChanged":
    case "WorldEventApplied":
      return undefined
    case "ProbeExecuted":
      return r.result === "success" ? undefined : Describe.record(r, { lang })
    case "EventRecorded":
      return `${r.type} ${r.reason}`
    default:
      return Describe.record(r, { lang })
  }
}

const containerCell = (status: Timeline.ContainerStatus | undefined, lang: Lang | undefined): string => {
  if (status === undefined) return ""
  const w = words(lang)
  const state = Describe.containerState(status.state, lang)
  return status.state._tag === "Running" && status.kind !== "init"
    ? `${state}, ${status.ready ? w.ready : w.notReady}`
    : state
}

const table = (header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string => {
  const widths = header.map((h, c) => Math.max(3, h.length, ...rows.map((r) => (r[c] ?? "").length)))
  const line = (cells: ReadonlyArray<string>) => `| ${cells.map((cell, c) => cell.padEnd(widths[c]!)).join(" | ")} |`
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n")
}

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
  const header = [
    w.time,
    ...(multi ? [w.pod] : []),
    w.phase,
    "STATUS",
    "READY",
    "RESTARTS",
    ...all.map(([pod, c]) => (multi ? `${pod}/${c}` : c)),
    w.conditions,
    w.events
  ]
  const rows: Array<ReadonlyArray<string>> = []
  const stateCells = (
    state: PodState | undefined,
    pod: string | undefined,
    at: number,
    records: ReadonlyArray<Timeline.TimelineRecord>
  ): ReadonlyArray<string> => {
    // values published and replaced within the instant are shown too: `Pending → Running`
    const seq = (values: ReadonlyArray<string>, final: string): string => {
      const all = [...values, final].filter((v, i, a) => v !== "" && (i === 0 || v !== a[i - 1]))
      return all.join(" → ")
    }
    const earlier = <T>(pick: (r: Timeline.TimelineRecord) => T | undefined): ReadonlyArray<T> =>
      records
        .flatMap((r) => {
          const v = pick(r)
          return v === undefined ? [] : [v]
        })
        .slice(0, -1)
    const columns = records.flatMap((r) => (r._tag === "ColumnsChanged" ? [r.columns] : [])).slice(0, -1)
    return [
      ...(multi ? [pod ?? ""] : []),
      seq(
        earlier((r) => (r._tag === "PhaseChanged" ? r.phase : undefined)),
        state?.phase ?? ""
      ),
      seq(
        columns.map((c) => c.status),
        state?.columns?.status ?? ""
      ),
      seq(
        columns.map((c) => c.ready),
        state?.columns?.ready ?? ""
      ),
      state?.columns === undefined ? "" : Timeline.formatRestarts(state.columns, at as Duration.Millis),
      ...all.map(([p, c]) =>
        p === pod
          ? seq(
              earlier((r) =>
                r._tag === "ContainerStatusChanged" && r.container === c ? containerCell(r.status, lang) : undefined
              ),
              containerCell(state?.containers.get(c), lang)
            )
          : ""
      )
    ].map(escapeCell)
  }
  const latest = new Map<string, PodState>()
  let lastAt = -1
  for (const step of steps(timeline)) {
    if (step.pod !== undefined && step.state !== undefined) latest.set(step.pod, step.state)
    const byType = new Map<string, Array<Timeline.Condition>>()
    for (const r of step.records) {
      if (r._tag !== "ConditionChanged") continue
      const list = byType.get(r.condition.type) ?? []
      list.push(r.condition)
      byType.set(r.condition.type, list)
    }
    const conditions = [...byType.values()].map((list) =>
      [Describe.condition(list[0]!), ...list.slice(1).map((c) => Describe.condition(c).slice(c.type.length + 1))].join(
        " → "
      )
    )
    const happenings = step.records.flatMap((r) => {
      const text = happening(r, lang)
      return text === undefined ? [] : [text]
    })
    const changed = step.records.some(
      (r) =>
        r._tag === "PhaseChanged" ||
        r._tag === "ContainerStatusChanged" ||
        r._tag === "ColumnsChanged" ||
        r._tag === "ConditionChanged"
    )
    if (!changed && happenings.length === 0) continue
    lastAt = step.at
    rows.push([
      Describe.time(step.at),
      ...stateCells(step.state, step.pod, step.at, step.records),
      conditions.map(escapeCell).join("<br>"),
      happenings.map(escapeCell).join("<br>")
    ])
  }
  if (timeline.end > lastAt) {
    for (const pod of timeline.pods) {
      const state = latest.get(pod.name)
      if (state === undefined || state.removed) continue
      rows.push([Describe.time(timeline.end), ...stateCells(state, pod.name, timeline.end, []), "", `*${w.end}*`])
    }
  }
  return `${table(header.map(escapeCell), rows)}\n`
}
