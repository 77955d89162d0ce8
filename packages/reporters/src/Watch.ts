/**
 * The `.watch` golden: what `kubectl get pod -w` prints while the scenario runs (kubelet-rules §14).
 *
 * ```text
 * NAME   READY   STATUS              RESTARTS     AGE
 * web    0/1     ContainerCreating   0            0s
 * web    1/1     Running             0            0s
 * web    1/1     Running             1 (0s ago)   5s
 * ```
 *
 * kubectl writes through a tabwriter (`k8s.io/cli-runtime` `GetNewTabWriter`: min width 6, padding 3, flag
 * `RememberWidths`) flushed after each watch event: a column is as wide as the widest cell seen so far plus 3, never
 * narrower, so earlier lines are not re-aligned when a wider cell comes. The header and the first line are flushed
 * together (the initial list); the last column (AGE) is not padded. A pod removed from the API prints its last line
 * once more (the DELETED watch event).
 */
import { Duration, Timeline } from "@podscenario/core"

const MIN_WIDTH = 6
const PADDING = 3

/**
 * The cells of one watch line: NAME, READY, STATUS, RESTARTS, AGE.
 *
 * @category formatting
 */
export const cells = (
  pod: string,
  columns: Timeline.Columns,
  now: number,
  createdAt: number
): ReadonlyArray<string> => [
  pod,
  columns.ready,
  columns.status,
  Timeline.formatRestarts(columns, now as Duration.Millis),
  Duration.formatHuman(now - createdAt)
]

/**
 * A tabwriter that remembers column widths across flushes (liggitt/tabwriter `RememberWidths`, as kubectl uses).
 * Every call formats one flush: a block of rows.
 */
const tabwriter = () => {
  const widths: Array<number> = []
  return (rows: ReadonlyArray<ReadonlyArray<string>>): ReadonlyArray<string> => {
    const columnsCount = Math.max(0, ...rows.map((r) => r.length))
    for (let c = 0; c < columnsCount - 1; c++) {
      const need = Math.max(MIN_WIDTH, ...rows.map((r) => (r[c] ?? "").length + PADDING))
      widths[c] = Math.max(widths[c] ?? 0, need)
    }
    return rows.map((r) =>
      r
        .map((cell, c) => (c < r.length - 1 ? cell.padEnd(widths[c]!) : cell))
        .join("")
        .trimEnd()
    )
  }
}

/**
 * Renders the whole watch, ending with a newline.
 *
 * @category rendering
 */
export const render = (timeline: Timeline.Timeline): string => {
  const write = tabwriter()
  const out: Array<string> = []
  const created = new Map<string, number>()
  const last = new Map<string, Timeline.Columns>()
  let headerDone = false
  const emit = (pod: string, columns: Timeline.Columns, now: number) => {
    const row = cells(pod, columns, now, created.get(pod) ?? 0)
    if (!headerDone) {
      headerDone = true
      out.push(...write([["NAME", "READY", "STATUS", "RESTARTS", "AGE"], row]))
    } else out.push(...write([row]))
  }
  for (const r of Timeline.stored(timeline)) {
    if (r._tag === "PodCreated") created.set(r.pod, r.at)
    else if (r._tag === "ColumnsChanged") {
      last.set(r.pod, r.columns)
      emit(r.pod, r.columns, r.at)
    } else if (r._tag === "PodRemoved") {
      const columns = last.get(r.pod)
      if (columns !== undefined) emit(r.pod, columns, r.at)
    }
  }
  if (!headerDone) out.push(...write([["NAME", "READY", "STATUS", "RESTARTS", "AGE"]]))
  return `${out.join("\n")}\n`
}
