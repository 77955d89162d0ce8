/**
 * Groups a timeline's records by instant and pod, with each pod's view after the group: what the golden formats
 * tabulate. The views are the core's (`Timeline.cursor`), the one replay of a timeline into pod states: a created pod
 * is Pending with its printer columns. The simulator publishes that phase and those columns in the instant it creates
 * the pod (core controlPlane `createPods`), so the first step of a pod already shows what its records published.
 */
import { Timeline } from "@podscenario/core"
import { listed } from "./listed.ts"

/** One instant of one pod: the records at it, and the pod's view after them. */
export interface Step {
  readonly at: number
  readonly pod: string | undefined
  readonly records: ReadonlyArray<Timeline.TimelineRecord>
  readonly state: Timeline.PodView | undefined
}

/** The pod a record is about, if any. */
const podOf = (r: Timeline.TimelineRecord): string | undefined => ("pod" in r ? r.pod : undefined)

/**
 * Groups the records by (instant, pod) in timeline order, with each pod's view after the group. Records without a
 * pod (node changes, world events) form their own group at their instant, with `pod` and `state` undefined. The records
 * are those a reader lists (`listed.ts`): each failed probe run, a probe run record of successes once.
 */
export const steps = (timeline: Timeline.Timeline): Iterable<Step> => replay(timeline, listed(timeline))

/**
 * The same groups over the stored records, a probe run record once at its first run: what changes the pods' views,
 * since a probe run changes none (the views are those of `steps` at every instant of a state change).
 *
 * Replayed anew by each reader, made as read and kept by no one: the golden formats replay a timeline once for each
 * pod and container, and a kept replay would hold a view and the records of every instant for as long as the
 * timeline lives (as many bytes as the records the columns saved).
 */
export const storedSteps = (timeline: Timeline.Timeline): Iterable<Step> => replay(timeline, Timeline.stored(timeline))

const replay = function* (
  timeline: Timeline.Timeline,
  records: Iterable<Timeline.TimelineRecord>
): Generator<Step, void, undefined> {
  const cursor = Timeline.cursor(timeline)
  let at: number | undefined
  let order: Array<string | undefined> = []
  let groups = new Map<string | undefined, Array<Timeline.TimelineRecord>>()
  // the groups of one instant, each with its pod's view after everything at that instant
  const instant = function* (): Generator<Step, void, undefined> {
    if (at === undefined) return
    cursor.advanceTo(at as Timeline.TimelineRecord["at"])
    for (const pod of order)
      yield { at, pod, records: groups.get(pod)!, state: pod === undefined ? undefined : cursor.pod(pod) }
    order = []
    groups = new Map()
  }
  for (const r of records) {
    if (r.at !== at) {
      yield* instant()
      at = r.at
    }
    const pod = podOf(r)
    let group = groups.get(pod)
    if (group === undefined) {
      group = []
      groups.set(pod, group)
      order.push(pod)
    }
    group.push(r)
  }
  yield* instant()
}

/**
 * The status of `container` in a pod's view, if it has one yet; `index`, its place among the pod's containers, finds
 * it without a search in a view that lists every container in that order.
 */
export const statusOf = (
  view: Timeline.PodView | undefined,
  container: string,
  index?: number
): Timeline.ContainerStatus | undefined => {
  const placed = index === undefined ? undefined : view?.containers[index]
  return placed?.name === container ? placed : view?.containers.find((c) => c.name === container)
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
 * Cuts the timeline into stretches of constant value of each of `picks` (the value after each instant), from the
 * first record that gives a value to the end of the run (or the pod's removal), all in one replay: a chart cuts a
 * lane a container, and a replay a lane made a 100-container chart read its timeline a hundred times. Zero-length
 * stretches (published and replaced within an instant) are dropped; `same` decides when two values are one stretch.
 */
export const segmentsEach = <T>(
  timeline: Timeline.Timeline,
  pod: string,
  picks: ReadonlyArray<(state: Timeline.PodView) => T | undefined>,
  same: (a: T, b: T) => boolean
): ReadonlyArray<ReadonlyArray<Segment<T>>> => {
  const out = picks.map((): Array<Segment<T>> => [])
  const current: Array<{ from: number; value: T } | undefined> = picks.map(() => undefined)
  for (const step of storedSteps(timeline)) {
    if (step.pod !== pod || step.state === undefined) continue
    for (let i = 0; i < picks.length; i++) {
      const value = picks[i]!(step.state)
      if (value === undefined) continue
      const open = current[i]
      if (open === undefined) current[i] = { from: step.at, value }
      else if (!same(open.value, value)) {
        if (step.at > open.from) out[i]!.push({ from: open.from, to: step.at, value: open.value })
        current[i] = { from: step.at, value }
      }
    }
    // a removed pod keeps the status it had (language reference §6): its final values stand to the end of the run
    if (step.state.removed) break
  }
  current.forEach((open, i) => {
    if (open !== undefined) out[i]!.push({ from: open.from, to: Math.max(timeline.end, open.from), value: open.value })
  })
  return out
}

/** `segmentsEach` of one value. */
export const segments = <T>(
  timeline: Timeline.Timeline,
  pod: string,
  pick: (state: Timeline.PodView) => T | undefined,
  same: (a: T, b: T) => boolean
): ReadonlyArray<Segment<T>> => segmentsEach(timeline, pod, [pick], same)[0]!

/** The stretches of each of a pod's containers' states, in the order of `names`, cut in one replay. */
export const containerSegments = (
  timeline: Timeline.Timeline,
  pod: string,
  names: ReadonlyArray<string>
): ReadonlyArray<ReadonlyArray<Segment<Timeline.ContainerStatus>>> =>
  segmentsEach(
    timeline,
    pod,
    names.map((name, i) => (state: Timeline.PodView) => statusOf(state, name, i)),
    sameContainerState
  )

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
