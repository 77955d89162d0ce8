/**
 * Human text of timeline records and states, shared by the failure block, Explain and the goldens:
 * `container app: waiting (CrashLoopBackOff), 3 restarts`, `phase Running`, `SIGTERM sent to app`. Localised through
 * `i18n.ts`; API values stay as the API spells them.
 */
import { Duration, type Timeline } from "@podscenario/core"
import { type Lang, words } from "./i18n.ts"

/** @category models */
export interface DescribeOptions {
  readonly lang?: Lang | undefined
  /** Prefix records with their pod (`web: …`); on by default when the timeline has several pods. */
  readonly withPod?: boolean | undefined
}

/**
 * A time as the language writes it: `0s`, `1m11s`, `250ms`.
 *
 * @category formatting
 */
export const time = (ms: number): string => Duration.format(ms)

/**
 * One container state: `waiting (CrashLoopBackOff)`, `running`, `terminated (Error, exit 1)`.
 *
 * @category formatting
 */
export const containerState = (state: Timeline.ContainerState, lang?: Lang): string => {
  const w = words(lang)
  switch (state._tag) {
    case "Waiting":
      return state.reason === undefined ? w.waiting : `${w.waiting} (${state.reason})`
    case "Running":
      return w.running
    case "Terminated":
      return `${w.terminated} (${state.reason}, ${w.exit(state.exitCode)})`
  }
}

/**
 * A container status: its state, whether it is ready when running (not for init containers, which never are), and
 * its restarts when there were any: `running, ready, 2 restarts`.
 *
 * @category formatting
 */
export const containerStatus = (status: Timeline.ContainerStatus, lang?: Lang): string => {
  const w = words(lang)
  const parts = [containerState(status.state, lang)]
  // init containers are never ready: only running ones of the other kinds say whether they are
  if (status.state._tag === "Running" && status.kind !== "init") parts.push(status.ready ? w.ready : w.notReady)
  if (status.restartCount > 0) parts.push(w.restarts(status.restartCount))
  return parts.join(", ")
}

/**
 * A condition: `Ready False (ContainersNotReady)`.
 *
 * @category formatting
 */
export const condition = (c: Timeline.Condition): string =>
  `${c.type} ${c.status}${c.reason === undefined ? "" : ` (${c.reason})`}`

/**
 * The kubectl columns: `READY 0/1  STATUS CrashLoopBackOff  RESTARTS 3`.
 *
 * @category formatting
 */
export const columns = (c: Timeline.Columns): string => `READY ${c.ready}  STATUS ${c.status}  RESTARTS ${c.restarts}`

/** `text` of a stored run record (`repeats`, `every`) with its runs counted, not listed: `× 2,592,000 runs every 1s`. */
const withRuns = (text: string, r: Timeline.Repeated, w: ReturnType<typeof words>): string =>
  r.repeats === undefined || r.every === undefined ? text : `${text} ${w.runs(r.repeats, time(r.every))}`

/**
 * One record in words, without its time.
 *
 * @example
 * record({ _tag: "SignalSent", at, pod: "web", container: "app", signal: "SIGTERM" }) // "SIGTERM sent to app"
 *
 * @category formatting
 */
export const record = (r: Timeline.TimelineRecord, options: DescribeOptions = {}): string => {
  const prefix = options.withPod === true && "pod" in r && r._tag !== "PodCreated" ? `${r.pod}: ` : ""
  return prefix + recordText(r, options.lang)
}

const recordText = (r: Timeline.TimelineRecord, lang: Lang | undefined): string => {
  const w = words(lang)
  switch (r._tag) {
    case "PodCreated":
      return w.podCreated(r.pod)
    case "PhaseChanged":
      return `${w.phase} ${r.phase}${r.reason === undefined ? "" : ` (${r.reason})`}`
    case "ContainerStatusChanged":
      return `${w.container} ${r.container}: ${containerStatus(r.status, lang)}`
    case "ConditionChanged":
      return condition(r.condition)
    case "ConditionRemoved":
      return w.conditionRemoved(r.conditionType)
    case "ColumnsChanged":
      return columns(r.columns)
    case "NodeAssigned":
      return w.scheduled(r.node)
    case "DeletionRequested":
      return w.deletionRequested(time(r.grace))
    case "PodRemoved":
      return w.podRemoved
    case "NodeReadyChanged":
      return w.nodeReady(r.node, r.status)
    case "ContainerStarted":
      return w.started(r.container, r.run)
    case "ContainerExited":
      return w.exited(r.container, r.exitCode, r.reason)
    case "SignalSent":
      return w.signalSent(r.signal, r.container)
    case "HookStarted":
      return w.hookStarted(r.hook, r.container)
    case "HookFinished":
      return w.hookFinished(r.hook, r.container, r.outcome)
    case "ProbeExecuted":
      return withRuns(w.probe(r.probe, r.container, r.result), r, w)
    case "EventRecorded":
      return withRuns(`${r.type} ${r.reason}: ${r.message}`, r, w)
    case "WorldEventApplied":
      return r.label ?? w.worldEvent(r.index)
  }
}

/**
 * Records as aligned lines, `  30s  container app: …`, a marker `▸` on those at `at` (if given).
 *
 * @category formatting
 */
export const lines = (
  records: ReadonlyArray<Timeline.TimelineRecord>,
  options: DescribeOptions & { readonly at?: number | undefined } = {}
): ReadonlyArray<string> => {
  const at = options.at
  const width = Math.max(0, ...records.map((r) => time(r.at).length), at === undefined ? 0 : time(at).length)
  const out = records.map((r) => {
    const mark = at !== undefined && r.at === at ? "▸" : " "
    return `${mark} ${time(r.at).padStart(width)}  ${record(r, options)}`
  })
  // no record at `at`: a marker line where it falls, so the reader sees which state held then
  if (at !== undefined && !records.some((r) => r.at === at)) {
    const index = records.findIndex((r) => r.at > at)
    out.splice(index < 0 ? out.length : index, 0, `▸ ${time(at).padStart(width)}  ···`)
  }
  return out
}

/**
 * Whether a timeline has more than one pod (records then name their pod).
 *
 * @category predicates
 */
export const isMultiPod = (timeline: Timeline.Timeline): boolean => timeline.pods.length > 1
