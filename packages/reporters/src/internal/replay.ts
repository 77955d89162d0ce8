/**
 * Replays a timeline's records into per-pod states, instant by instant: what the golden formats tabulate.
 */
import type { Timeline } from "@podscenario/core"

/** The state of one pod after everything at an instant. */
export interface PodState {
  readonly pod: string
  readonly phase: Timeline.Phase | undefined
  readonly columns: Timeline.Columns | undefined
  readonly containers: ReadonlyMap<string, Timeline.ContainerStatus>
  readonly conditions: ReadonlyMap<string, Timeline.Condition>
  readonly createdAt: number | undefined
  readonly removed: boolean
}

/** One instant of one pod: the records at it, and the pod's state after them. */
export interface Step {
  readonly at: number
  readonly pod: string | undefined
  readonly records: ReadonlyArray<Timeline.TimelineRecord>
  readonly state: PodState | undefined
}

const empty = (pod: string): PodState => ({
  pod,
  phase: undefined,
  columns: undefined,
  containers: new Map(),
  conditions: new Map(),
  createdAt: undefined,
  removed: false
})

/** Applies one record to a pod state. */
export const apply = (state: PodState, r: Timeline.TimelineRecord): PodState => {
  switch (r._tag) {
    case "PodCreated":
      return { ...state, createdAt: r.at }
    case "PhaseChanged":
      return { ...state, phase: r.phase }
    case "ColumnsChanged":
      return { ...state, columns: r.columns }
    case "ContainerStatusChanged":
      return { ...state, containers: new Map(state.containers).set(r.container, r.status) }
    case "ConditionChanged":
      return { ...state, conditions: new Map(state.conditions).set(r.condition.type, r.condition) }
    case "PodRemoved":
      return { ...state, removed: true }
    default:
      return state
  }
}

/** The pod a record is about, if any. */
export const podOf = (r: Timeline.TimelineRecord): string | undefined => ("pod" in r ? r.pod : undefined)

/**
 * Groups the records by (instant, pod) in timeline order, with each pod's state after the group. Records without a
 * pod (node changes, world events) form their own group at their instant, with `pod` and `state` undefined.
 */
export const steps = (timeline: Timeline.Timeline): ReadonlyArray<Step> => {
  // A timeline is immutable, and the golden formats replay the same one many times (each pod, each container, each
  // format): replay it once.
  let replayed = replays.get(timeline)
  if (replayed === undefined) {
    replayed = replay(timeline)
    replays.set(timeline, replayed)
  }
  return replayed
}

const replays = new WeakMap<Timeline.Timeline, ReadonlyArray<Step>>()

const replay = (timeline: Timeline.Timeline): ReadonlyArray<Step> => {
  const states = new Map<string, PodState>()
  for (const p of timeline.pods) states.set(p.name, empty(p.name))
  const out: Array<{ at: number; pod: string | undefined; records: Array<Timeline.TimelineRecord> }> = []
  const finals: Array<PodState | undefined> = []
  let i = 0
  const records = timeline.records
  while (i < records.length) {
    const at = records[i]!.at
    const order: Array<string | undefined> = []
    const groups = new Map<string | undefined, Array<Timeline.TimelineRecord>>()
    while (i < records.length && records[i]!.at === at) {
      const r = records[i]!
      const pod = podOf(r)
      if (!groups.has(pod)) {
        groups.set(pod, [])
        order.push(pod)
      }
      groups.get(pod)!.push(r)
      if (pod !== undefined) states.set(pod, apply(states.get(pod) ?? empty(pod), r))
      i++
    }
    for (const pod of order) {
      out.push({ at, pod, records: groups.get(pod)! })
      finals.push(pod === undefined ? undefined : states.get(pod))
    }
  }
  return out.map((s, k) => ({ ...s, state: finals[k] }))
}

/** Every container of the timeline as `[pod, container]`, pods in order, containers in status order. */
export const containers = (timeline: Timeline.Timeline): ReadonlyArray<readonly [string, string]> =>
  timeline.pods.flatMap((p) => p.containers.map((c) => [p.name, c.name] as const))

/** A stretch of time with one value: `[from, to)`. */
export interface Segment<T> {
  readonly from: number
  readonly to: number
  readonly value: T
}

/**
 * Cuts the timeline into stretches of constant value of `pick` (the value after each instant), from the first
 * record that gives a value to the end of the run (or the pod's removal). Zero-length stretches (published and
 * replaced within an instant) are dropped; `same` decides when two values are one stretch.
 */
export const segments = <T>(
  timeline: Timeline.Timeline,
  pod: string,
  pick: (state: PodState) => T | undefined,
  same: (a: T, b: T) => boolean
): ReadonlyArray<Segment<T>> => {
  const out: Array<Segment<T>> = []
  let current: { from: number; value: T } | undefined
  for (const step of steps(timeline)) {
    if (step.pod !== pod || step.state === undefined) continue
    const value = pick(step.state)
    if (value !== undefined) {
      if (current === undefined) current = { from: step.at, value }
      else if (!same(current.value, value)) {
        if (step.at > current.from) out.push({ from: current.from, to: step.at, value: current.value })
        current = { from: step.at, value }
      }
    }
    // a removed pod keeps the status it had (language.md §6): its final values stand to the end of the run
    if (step.state.removed) break
  }
  if (current !== undefined)
    out.push({ from: current.from, to: Math.max(timeline.end, current.from), value: current.value })
  return out
}

/** Whether two container states are the same stretch: same state, same reason, same run. */
export const sameContainerState = (a: Timeline.ContainerStatus, b: Timeline.ContainerStatus): boolean =>
  a.state._tag === b.state._tag &&
  a.restartCount === b.restartCount &&
  (a.state._tag === "Running"
    ? a.ready === b.ready
    : a.state._tag === "Waiting"
      ? a.state.reason === (b.state as { reason?: string }).reason
      : a.state.reason === (b.state as { reason?: string }).reason &&
        a.state.exitCode === (b.state as { exitCode?: number }).exitCode)
