/**
 * The simulator's output: ordered, timestamped records of what a user could observe — the pod status the API holds
 * (phase, container statuses, conditions, kubectl columns), and occurrences (starts, exits, signals, hooks, probe
 * runs, Kubernetes Events). Records are in the order they happened; several may share an instant.
 *
 * State records carry the new value of one field of the API status; `cursor` replays them into `PodView`s, the
 * state "after everything at an instant" that expectations read (language.md §6).
 */
import type { ProbeType } from "./Behaviour.ts"
import type { Millis } from "./Duration.ts"
import * as Duration from "./Duration.ts"
import type { ContainerKind } from "./PodSpec.ts"

/** @category models */
export type Phase = "Pending" | "Running" | "Succeeded" | "Failed" | "Unknown"

/** @category models */
export type ConditionStatus = "True" | "False" | "Unknown"

/** @category models */
export interface Terminated {
  readonly _tag: "Terminated"
  readonly exitCode: number
  /** `Completed`, `Error`, `OOMKilled`, `StartError`, `ContainerStatusUnknown` (kubelet-semantics §3.3). */
  readonly reason: string
  readonly message: string | undefined
  readonly startedAt: Millis | undefined
  readonly finishedAt: Millis
}

/** @category models */
export type ContainerState =
  | { readonly _tag: "Waiting"; readonly reason: string | undefined; readonly message: string | undefined }
  | { readonly _tag: "Running"; readonly startedAt: Millis }
  | Terminated

/** One entry of `status.containerStatuses` / `initContainerStatuses`. @category models */
export interface ContainerStatus {
  readonly name: string
  readonly kind: ContainerKind
  readonly state: ContainerState
  readonly lastState: Terminated | undefined
  readonly ready: boolean
  readonly started: boolean
  readonly restartCount: number
}

/** @category models */
export interface Condition {
  readonly type: string
  readonly status: ConditionStatus
  readonly reason: string | undefined
  readonly message: string | undefined
  readonly lastTransitionTime: Millis
}

/** The `kubectl get pod` columns (kubelet-semantics §14). @category models */
export interface Columns {
  readonly status: string
  readonly ready: string
  readonly restarts: number
  /** The newest `lastState.terminated.finishedAt` counted in RESTARTS, for `3 (10s ago)`. */
  readonly lastRestartAt: Millis | undefined
}

/**
 * Why a record happened, for `explain`: the rule of kubelet-semantics that produced it and a sentence with the
 * numbers, e.g. `{ rule: "§5.2", text: "CrashLoopBackOff delay 40s after the exit at 31s" }`.
 *
 * @category models
 */
export interface Cause {
  readonly rule: string
  readonly text: string
}

interface Base {
  readonly at: Millis
  readonly cause?: Cause | undefined
}

interface OfPod extends Base {
  readonly pod: string
}

interface OfContainer extends OfPod {
  readonly container: string
}

/** @category models */
export type StateRecord =
  | (OfPod & { readonly _tag: "PodCreated" })
  | (OfPod & {
      readonly _tag: "PhaseChanged"
      readonly phase: Phase
      readonly reason: string | undefined
      readonly message: string | undefined
    })
  | (OfContainer & { readonly _tag: "ContainerStatusChanged"; readonly status: ContainerStatus })
  | (OfPod & { readonly _tag: "ConditionChanged"; readonly condition: Condition })
  | (OfPod & { readonly _tag: "ColumnsChanged"; readonly columns: Columns })
  | (OfPod & { readonly _tag: "NodeAssigned"; readonly node: string })
  | (OfPod & { readonly _tag: "DeletionRequested"; readonly grace: Millis })
  | (OfPod & { readonly _tag: "PodRemoved" })
  | (Base & { readonly _tag: "NodeReadyChanged"; readonly node: string; readonly status: ConditionStatus })

/** @category models */
export type Occurrence =
  | (OfContainer & { readonly _tag: "ContainerStarted"; readonly run: number })
  | (OfContainer & { readonly _tag: "ContainerExited"; readonly exitCode: number; readonly reason: string })
  | (OfContainer & { readonly _tag: "SignalSent"; readonly signal: string })
  | (OfContainer & { readonly _tag: "HookStarted"; readonly hook: "postStart" | "preStop" })
  | (OfContainer & {
      readonly _tag: "HookFinished"
      readonly hook: "postStart" | "preStop"
      readonly outcome: "completed" | "failed" | "interrupted"
    })
  | (OfContainer & {
      readonly _tag: "ProbeExecuted"
      readonly probe: ProbeType
      readonly result: "success" | "failure" | "error"
    })
  | (OfPod & {
      readonly _tag: "EventRecorded"
      readonly reason: string
      readonly type: "Normal" | "Warning"
      readonly message: string
      /** The container the Event is about (`involvedObject.fieldPath`), if any. */
      readonly container: string | undefined
    })
  /** The scenario's own `at T …` event number `index` was applied here. */
  | (Base & { readonly _tag: "WorldEventApplied"; readonly index: number })

/** @category models */
export type TimelineRecord = StateRecord | Occurrence

/** @category models */
export interface Timeline {
  /** Every record, ordered by time, then by the order the simulator produced them. */
  readonly records: ReadonlyArray<TimelineRecord>
  /** The instant the run ended (`end at`, the default end, or when every pod was removed). */
  readonly end: Millis
  /** The pods, in scenario order, with their containers in status order (init and sidecars first). */
  readonly pods: ReadonlyArray<{
    readonly name: string
    readonly containers: ReadonlyArray<{ readonly name: string; readonly kind: ContainerKind }>
  }>
}

/**
 * The API view of one pod after everything at an instant: what `kubectl get pod -o yaml` would show, plus the
 * printer columns. A removed pod keeps the status it had when removed (language.md §6).
 *
 * @category models
 */
export interface PodView {
  readonly name: string
  readonly phase: Phase
  readonly reason: string | undefined
  readonly message: string | undefined
  readonly nodeName: string | undefined
  /** In the order the kubelet writes them (kubelet-semantics §10.1). */
  readonly conditions: ReadonlyArray<Condition>
  /** Init containers (and sidecars) first, then regular containers, in spec order. */
  readonly containers: ReadonlyArray<ContainerStatus>
  readonly columns: Columns
  readonly deletionTimestamp: Millis | undefined
  readonly removed: boolean
}

// ---------------------------------------------------------------------------------------------------------------------
// queries
// ---------------------------------------------------------------------------------------------------------------------

/**
 * Replays a timeline forward. Starts before any record (`now = -1`); `advanceTo(t)` applies every record with
 * `at <= t`. The `PodView`s it returns are immutable snapshots: a change replaces the view, it never mutates one.
 *
 * When to use: walking the instants of a run in order (expectations over windows, watch-style reporters).
 *
 * @example
 * const c = cursor(timeline)
 * c.advanceTo(millis(30_000))
 * c.pod("web")?.phase // "Running"
 *
 * @category models
 */
export interface Cursor {
  readonly now: Millis
  advanceTo(t: Millis): void
  /** The smallest record instant greater than `now`, if any. */
  nextInstant(): Millis | undefined
  pod(name: string): PodView | undefined
}

const rankCache = new WeakMap<Timeline, Map<string, ReadonlyMap<string, number>>>()

/** Each container's position in status order, per pod (cached per timeline). */
const ranks = (timeline: Timeline, pod: string): ReadonlyMap<string, number> => {
  let byPod = rankCache.get(timeline)
  if (byPod === undefined) {
    byPod = new Map()
    rankCache.set(timeline, byPod)
  }
  let rank = byPod.get(pod)
  if (rank === undefined) {
    const containers = timeline.pods.find((p) => p.name === pod)?.containers ?? []
    rank = new Map(containers.map((c, i) => [c.name, i]))
    byPod.set(pod, rank)
  }
  return rank
}

const initialView = (timeline: Timeline, name: string): PodView => {
  const kinds = timeline.pods.find((p) => p.name === name)?.containers ?? []
  return {
    name,
    phase: "Pending",
    reason: undefined,
    message: undefined,
    nodeName: undefined,
    conditions: [],
    containers: [],
    columns: {
      status: "Pending",
      ready: `0/${kinds.filter((c) => c.kind !== "init").length}`,
      restarts: 0,
      lastRestartAt: undefined
    },
    deletionTimestamp: undefined,
    removed: false
  }
}

/**
 * Applies one record to a pod's view (returns the same view when the record does not concern it).
 *
 * @category combinators
 */
export const applyRecord = (timeline: Timeline, view: PodView, record: TimelineRecord): PodView => {
  switch (record._tag) {
    case "PhaseChanged":
      return { ...view, phase: record.phase, reason: record.reason, message: record.message }
    case "ContainerStatusChanged": {
      const i = view.containers.findIndex((c) => c.name === record.status.name)
      const containers = view.containers.slice()
      if (i >= 0) containers[i] = record.status
      else {
        const rank = ranks(timeline, view.name)
        const r = rank.get(record.status.name) ?? Number.MAX_SAFE_INTEGER
        let at = containers.length
        while (at > 0 && (rank.get(containers[at - 1]!.name) ?? Number.MAX_SAFE_INTEGER) > r) at--
        containers.splice(at, 0, record.status)
      }
      return { ...view, containers }
    }
    case "ConditionChanged": {
      const others = view.conditions.filter((c) => c.type !== record.condition.type)
      const conditions = [...others, record.condition].sort((a, b) => conditionRank(a.type) - conditionRank(b.type))
      return { ...view, conditions }
    }
    case "ColumnsChanged":
      return { ...view, columns: record.columns }
    case "NodeAssigned":
      return { ...view, nodeName: record.node }
    case "DeletionRequested":
      return { ...view, deletionTimestamp: (record.at + record.grace) as Millis }
    case "PodRemoved":
      return { ...view, removed: true }
    default:
      return view
  }
}

/**
 * A cursor over `timeline` (see `Cursor`).
 *
 * @category constructors
 */
export const cursor = (timeline: Timeline): Cursor => {
  const records = timeline.records
  const views = new Map<string, PodView>()
  let index = 0
  let now = -1 as Millis
  return {
    get now() {
      return now
    },
    advanceTo(t: Millis) {
      while (index < records.length && records[index]!.at <= t) {
        const record = records[index++]!
        if (record._tag === "PodCreated") {
          views.set(record.pod, initialView(timeline, record.pod))
          continue
        }
        if (!("pod" in record)) continue
        const view = views.get(record.pod)
        if (view !== undefined) views.set(record.pod, applyRecord(timeline, view, record))
      }
      if (t > now) now = t
    },
    nextInstant() {
      for (let i = index; i < records.length; i++) {
        if (records[i]!.at > now) return records[i]!.at
      }
      return undefined
    },
    pod(name: string) {
      return views.get(name)
    }
  }
}

/**
 * The view of `pod` after everything at `t` (language.md §6), or `undefined` before it exists.
 *
 * @category queries
 */
export const stateAt = (timeline: Timeline, pod: string, t: Millis): PodView | undefined => {
  const c = cursor(timeline)
  c.advanceTo(t)
  return c.pod(pod)
}

/**
 * Every instant at which some record happened, ascending and distinct.
 *
 * @category queries
 */
export const instants = (timeline: Timeline): ReadonlyArray<Millis> => {
  const out: Array<Millis> = []
  for (const r of timeline.records) if (out.length === 0 || out[out.length - 1] !== r.at) out.push(r.at)
  return out
}

/**
 * The records of one tag, optionally for one pod and within `[from, to]`.
 *
 * @category queries
 */
export const recordsOf = <Tag extends TimelineRecord["_tag"]>(
  timeline: Timeline,
  tag: Tag,
  options: { readonly pod?: string; readonly from?: Millis; readonly to?: Millis } = {}
): ReadonlyArray<Extract<TimelineRecord, { _tag: Tag }>> =>
  timeline.records.filter(
    (r): r is Extract<TimelineRecord, { _tag: Tag }> =>
      r._tag === tag &&
      (options.pod === undefined || ("pod" in r && r.pod === options.pod)) &&
      (options.from === undefined || r.at >= options.from) &&
      (options.to === undefined || r.at <= options.to)
  )

/**
 * The kubectl RESTARTS text at `now`: `3` or `3 (10s ago)` (kubelet-semantics §14 step 6).
 *
 * @category formatting
 */
export const formatRestarts = (columns: Columns, now: Millis): string =>
  columns.restarts > 0 && columns.lastRestartAt !== undefined
    ? `${columns.restarts} (${Duration.formatHuman(now - columns.lastRestartAt)} ago)`
    : `${columns.restarts}`

/** The order conditions are listed in (kubelet-semantics §10.1); other types (readiness gates) come first. */
const conditionRank = (type: string): number => {
  switch (type) {
    case "DisruptionTarget":
      return 1
    case "PodReadyToStartContainers":
      return 2
    case "Initialized":
      return 3
    case "Ready":
      return 4
    case "ContainersReady":
      return 5
    case "PodScheduled":
      return 6
    default:
      return 0
  }
}
