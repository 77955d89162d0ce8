/**
 * The simulator's output: ordered, timestamped records of what a user could observe — the pod status the API holds
 * (phase, container statuses, conditions, kubectl columns), and occurrences (starts, exits, signals, hooks, probe
 * runs, Kubernetes Events). Records are in the order they happened; several may share an instant.
 *
 * State records carry the new value of one field of the API status; `cursor` replays them into `PodView`s, the
 * state "after everything at an instant" that expectations read (language reference §6).
 *
 * A timeline stores a steady probe compactly: one `ProbeExecuted` with `repeats` stands for that many runs `every` ms
 * apart with the same result (a probe run record). `expanded` gives the records one by one, as if each run were its
 * own record; readers that print or replay records use it, and `records` is the stored, compact form.
 */
import type { Millis } from "./Duration.ts"
import * as Duration from "./Duration.ts"
import type { ContainerKind } from "./PodSpec.ts"
import type { Columns, Condition, ContainerStatus, Phase, TimelineRecord } from "./Records.ts"

export type {
  Cause,
  Columns,
  Condition,
  ConditionStatus,
  ContainerState,
  ContainerStatus,
  Occurrence,
  Phase,
  RuleId,
  StateRecord,
  StatusResources,
  Terminated,
  TimelineRecord
} from "./Records.ts"
export { conditionTypes } from "./Records.ts"

/** @category models */
export interface Timeline {
  /**
   * The stored records, ordered by time, then by the order the simulator produced them; a probe run record
   * (`repeats`) stands for several. Read `expanded(timeline)` to see each run.
   */
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
 * printer columns. A removed pod keeps the status it had when removed (language reference §6).
 *
 * @category models
 */
export interface PodView {
  readonly name: string
  readonly phase: Phase
  readonly reason: string | undefined
  readonly message: string | undefined
  readonly nodeName: string | undefined
  /** In the order the kubelet writes them (kubelet-rules §10.1). */
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

type ProbeRecord = Extract<TimelineRecord, { _tag: "ProbeExecuted" }>

/** A run record's later runs still to give: the next one's instant, how many are left, its stored position. */
interface Pending {
  at: number
  left: number
  readonly index: number
  readonly record: ProbeRecord & { readonly every: Millis }
}

/**
 * Reads a timeline's records in order, each probe run as its own record, without holding them: a position in the
 * stored records, and the run records with runs still to give, by (next instant, stored position) — a few at a time.
 */
interface Reader {
  readonly records: ReadonlyArray<TimelineRecord>
  index: number
  pending: Array<Pending>
  /** The rank of the record `read` gave last (see `Cursor.rank`). */
  rank: number
}

const isRun = (record: TimelineRecord): record is ProbeRecord & { readonly repeats: number; readonly every: Millis } =>
  record._tag === "ProbeExecuted" && record.repeats !== undefined

const pend = (pending: Array<Pending>, p: Pending): void => {
  let i = pending.length
  while (i > 0 && (pending[i - 1]!.at > p.at || (pending[i - 1]!.at === p.at && pending[i - 1]!.index > p.index))) i--
  pending.splice(i, 0, p)
}

/** The record of one run: the stored record without `repeats` and `every`, at `at`. */
const runAt = (record: ProbeRecord, at: number): TimelineRecord => {
  const { repeats: _repeats, every: _every, ...run } = record
  return at === record.at ? run : { ...run, at: at as Millis }
}

/** The next stored record, and the later runs of a run record from then on. */
const takeStored = (r: Reader): TimelineRecord => {
  const record = r.records[r.index++]!
  if (isRun(record))
    pend(r.pending, { at: record.at + record.every, left: record.repeats - 1, index: r.index - 1, record })
  return record
}

/** The next record (`undefined` at the end): at one instant, the later runs of run records first, in stored order. */
const read = (r: Reader): TimelineRecord | undefined => {
  const stored = r.records[r.index]
  const p = r.pending[0]
  if (p !== undefined && (stored === undefined || p.at <= stored.at)) {
    r.pending.shift()
    r.rank = p.index
    const run = runAt(p.record, p.at)
    if (--p.left > 0) {
      p.at += p.record.every
      pend(r.pending, p)
    }
    return run
  }
  if (stored === undefined) return undefined
  const record = takeStored(r)
  r.rank = r.records.length + r.index - 1
  return isRun(record) ? runAt(record, record.at) : record
}

/**
 * Reads every record at or before `t`, giving `apply` the stored ones (a run record as stored) in order; the later
 * runs of run records are counted, not read (a probe run changes no pod's state).
 */
const readThrough = (r: Reader, t: number, apply: (record: TimelineRecord) => void): void => {
  while (r.index < r.records.length && r.records[r.index]!.at <= t) apply(takeStored(r))
  if (r.pending.length === 0 || r.pending[0]!.at > t) return
  const pending = r.pending
  r.pending = []
  for (const p of pending) {
    if (p.at <= t) {
      const runs = Math.floor((t - p.at) / p.record.every) + 1
      p.left -= runs
      p.at += runs * p.record.every
    }
    if (p.left > 0) pend(r.pending, p)
  }
}

/** The smallest instant of a record still to read that is after `now`, if any. */
const nextAfter = (r: Reader, now: number): number | undefined => {
  let next: number | undefined
  for (let i = r.index; i < r.records.length; i++) {
    const record = r.records[i]!
    if (record.at > now) {
      if (next === undefined || record.at < next) next = record.at
      break
    }
    // a run record of this instant not read yet: its second run is after `now`
    if (isRun(record) && (next === undefined || record.at + record.every < next)) next = record.at + record.every
  }
  for (const p of r.pending) {
    const at = p.at > now ? p.at : p.left > 1 ? p.at + p.record.every : undefined
    if (at !== undefined && (next === undefined || at < next)) next = at
  }
  return next
}

/**
 * The records one at a time, in order, each probe run of a run record (`repeats`) as its own record: exactly what
 * stepping every tick records. At one instant the later runs of run records come first, in stored order, then the
 * records stored at that instant.
 *
 * When to use: reading a long run without holding every record (`expanded` keeps them all).
 *
 * @category queries
 */
export const eachRecord = function* (timeline: Timeline): Generator<TimelineRecord, void, undefined> {
  const r: Reader = { records: timeline.records, index: 0, pending: [], rank: -1 }
  for (let record = read(r); record !== undefined; record = read(r)) yield record
}

const expandedCache = new WeakMap<Timeline, ReadonlyArray<TimelineRecord>>()

/**
 * Every record, each probe run as its own (see `eachRecord`); the stored array itself when it has no run record.
 * Cached per timeline.
 *
 * @category queries
 */
export const expanded = (timeline: Timeline): ReadonlyArray<TimelineRecord> => {
  let out = expandedCache.get(timeline)
  if (out === undefined) {
    out = timeline.records.some(isRun) ? Array.from(eachRecord(timeline)) : timeline.records
    expandedCache.set(timeline, out)
  }
  return out
}

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
  /**
   * Applies the next record only, and gives it (`undefined` at the end): to see the state between two records of
   * one instant, which `advanceTo` never stops at (`becomes`, language reference §11.5).
   */
  step(): TimelineRecord | undefined
  /**
   * Orders the record `step` gave last among the records of its instant, as `eachRecord` gives them: a later run of
   * a run record ranks by the run record's stored position, a stored record by the count of stored records plus its
   * position (at an instant the later runs come first).
   */
  readonly rank: number
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

/** A pod's view being replayed: written in place, record by record; `cursor` hands out copies of it. */
type Draft = { -readonly [K in keyof PodView]: PodView[K] } & {
  conditions: Array<Condition>
  containers: Array<ContainerStatus>
}

const draftOf = (view: PodView): Draft => ({
  ...view,
  conditions: view.conditions.slice(),
  containers: view.containers.slice()
})

/** Writes one record into a pod's draft; false when the record does not concern its state. */
const write = (timeline: Timeline, draft: Draft, record: TimelineRecord): boolean => {
  switch (record._tag) {
    case "PhaseChanged":
      draft.phase = record.phase
      draft.reason = record.reason
      draft.message = record.message
      return true
    case "ContainerStatusChanged": {
      const containers = draft.containers
      const i = containers.findIndex((c) => c.name === record.status.name)
      if (i >= 0) containers[i] = record.status
      else {
        const rank = ranks(timeline, draft.name)
        const r = rank.get(record.status.name) ?? Number.MAX_SAFE_INTEGER
        let at = containers.length
        while (at > 0 && (rank.get(containers[at - 1]!.name) ?? Number.MAX_SAFE_INTEGER) > r) at--
        containers.splice(at, 0, record.status)
      }
      return true
    }
    case "ConditionChanged": {
      // the conditions stay in kubelet order; a changed one goes after the others of its rank (a stable sort's place)
      const conditions = draft.conditions
      const i = conditions.findIndex((c) => c.type === record.condition.type)
      if (i >= 0) conditions.splice(i, 1)
      const r = conditionRank(record.condition.type)
      let at = conditions.length
      while (at > 0 && conditionRank(conditions[at - 1]!.type) > r) at--
      conditions.splice(at, 0, record.condition)
      return true
    }
    case "ConditionRemoved": {
      const i = draft.conditions.findIndex((c) => c.type === record.conditionType)
      if (i >= 0) draft.conditions.splice(i, 1)
      return true
    }
    case "ColumnsChanged":
      draft.columns = record.columns
      return true
    case "NodeAssigned":
      draft.nodeName = record.node
      return true
    case "DeletionRequested":
      draft.deletionTimestamp = (record.at + record.grace) as Millis
      return true
    case "PodRemoved":
      draft.removed = true
      return true
    default:
      return false
  }
}

/**
 * Applies one record to a pod's view (returns the same view when the record does not concern it).
 *
 * @category combinators
 */
export const applyRecord = (timeline: Timeline, view: PodView, record: TimelineRecord): PodView => {
  const draft = draftOf(view)
  return write(timeline, draft, record) ? draft : view
}

/**
 * A cursor over `timeline` (see `Cursor`). Each pod's view is written in place as records are applied, and copied
 * into an immutable snapshot only when `pod` asks for it after a change: a check that reads the end of a run pays for
 * one copy, not one per record.
 *
 * @category constructors
 */
export const cursor = (timeline: Timeline): Cursor => {
  const r: Reader = { records: timeline.records, index: 0, pending: [], rank: -1 }
  /** Per pod: its draft, and the snapshot last handed out (`undefined` when the draft changed since). */
  const views = new Map<string, { readonly draft: Draft; snapshot: PodView | undefined }>()
  let now = -1 as Millis
  const apply = (record: TimelineRecord): void => {
    if (record._tag === "PodCreated")
      views.set(record.pod, { draft: draftOf(initialView(timeline, record.pod)), snapshot: undefined })
    else if ("pod" in record) {
      const view = views.get(record.pod)
      if (view !== undefined && write(timeline, view.draft, record)) view.snapshot = undefined
    }
  }
  return {
    get now() {
      return now
    },
    get rank() {
      return r.rank
    },
    advanceTo(t: Millis) {
      readThrough(r, t, apply)
      if (t > now) now = t
    },
    step() {
      const record = read(r)
      if (record === undefined) return undefined
      apply(record)
      if (record.at > now) now = record.at
      return record
    },
    nextInstant() {
      return nextAfter(r, now) as Millis | undefined
    },
    pod(name: string) {
      const view = views.get(name)
      if (view === undefined) return undefined
      view.snapshot ??= draftOf(view.draft)
      return view.snapshot
    }
  }
}

/**
 * The view of `pod` after everything at `t` (language reference §6), or `undefined` before it exists.
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
  for (const r of expanded(timeline)) if (out.length === 0 || out[out.length - 1] !== r.at) out.push(r.at)
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
  expanded(timeline).filter(
    (r): r is Extract<TimelineRecord, { _tag: Tag }> =>
      r._tag === tag &&
      (options.pod === undefined || ("pod" in r && r.pod === options.pod)) &&
      (options.from === undefined || r.at >= options.from) &&
      (options.to === undefined || r.at <= options.to)
  )

/**
 * The kubectl RESTARTS text at `now`: `3` or `3 (10s ago)` (kubelet-rules §14 step 6).
 *
 * @category formatting
 */
export const formatRestarts = (columns: Columns, now: Millis): string =>
  columns.restarts > 0 && columns.lastRestartAt !== undefined
    ? `${columns.restarts} (${Duration.formatHuman(now - columns.lastRestartAt)} ago)`
    : `${columns.restarts}`

/** The order conditions are listed in (kubelet-rules §10.1); other types (readiness gates) come first. */
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
    case "AllContainersRestarting":
      return 7
    default:
      return 0
  }
}
