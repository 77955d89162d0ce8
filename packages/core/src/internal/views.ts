/**
 * A pod's view (`Timeline.PodView`) replayed record by record: written in place into a draft, which `Timeline.cursor`
 * copies into immutable snapshots.
 */
import type { Millis } from "../Duration.ts"
import type { ContainerKind } from "../PodSpec.ts"
import type { Condition, ContainerStatus, PodView, TimelineRecord } from "../Records.ts"

/** A timeline's pods, with their containers in status order. @internal */
export type Pods = ReadonlyArray<{
  readonly name: string
  readonly containers: ReadonlyArray<{ readonly name: string; readonly kind: ContainerKind }>
}>

/** What a pod's views start from: its containers' positions in status order, and its view before its first record. */
interface PodStart {
  readonly rank: ReadonlyMap<string, number>
  readonly initial: PodView
}

/**
 * Per pods (a timeline's, or a run's: the runs of a sweep share theirs, `Kubelet.podsOf`) and pod name: made once,
 * not at every replay or run.
 */
const starts = new WeakMap<Pods, Map<string, PodStart>>()

const startOf = (pods: Pods, pod: string): PodStart => {
  let byPod = starts.get(pods)
  if (byPod === undefined) {
    byPod = new Map()
    starts.set(pods, byPod)
  }
  let start = byPod.get(pod)
  if (start === undefined) {
    const containers = pods.find((p) => p.name === pod)?.containers ?? []
    start = { rank: new Map(containers.map((c, i) => [c.name, i])), initial: initialView(containers, pod) }
    byPod.set(pod, start)
  }
  return start
}

/** A pod's view before its first record. */
const initialView = (containers: Pods[number]["containers"], name: string): PodView => ({
  name,
  phase: "Pending",
  reason: undefined,
  message: undefined,
  nodeName: undefined,
  conditions: [],
  containers: [],
  columns: {
    status: "Pending",
    ready: `0/${containers.filter((c) => c.kind !== "init").length}`,
    restarts: 0,
    lastRestartAt: undefined
  },
  deletionTimestamp: undefined,
  removed: false
})

/** A pod's view being replayed: written in place, record by record; `cursor` hands out copies of it. */
export type Draft = { -readonly [K in keyof PodView]: PodView[K] } & {
  conditions: Array<Condition>
  containers: Array<ContainerStatus>
}

export const draftOf = (view: PodView): Draft => ({
  ...view,
  conditions: view.conditions.slice(),
  containers: view.containers.slice()
})

/** The tags of the records that change a pod's view: `PodCreated` (a new view) and those `write` applies. @internal */
export const stateTags: ReadonlySet<string> = new Set<TimelineRecord["_tag"]>([
  "PodCreated",
  "PhaseChanged",
  "ContainerStatusChanged",
  "ConditionChanged",
  "ConditionRemoved",
  "ColumnsChanged",
  "NodeAssigned",
  "DeletionRequested",
  "PodRemoved"
])

/**
 * Applies one record to the views of a run's pods, by pod name: `PodCreated` starts a pod's view, a state record
 * writes into its pod's. Gives the view it wrote, if any. The one replay of records into views: `Timeline.cursor`'s,
 * and the simulator's as it records (`Simulation.Output.finalViews`). @internal
 */
export const applyTo = (pods: Pods, views: Map<string, Draft>, record: TimelineRecord): Draft | undefined => {
  if (record._tag === "PodCreated") {
    const draft = draftOf(startOf(pods, record.pod).initial)
    views.set(record.pod, draft)
    return draft
  }
  if (!("pod" in record)) return undefined
  const draft = views.get(record.pod)
  return draft !== undefined && write(pods, draft, record) ? draft : undefined
}

/** More statuses than this: a status is looked for where its container's rank puts it before the pod is walked. */
const WIDE = 8

/**
 * Where container `name`'s status is in the draft, or -1. Once every container before it has a status, it is at its
 * rank: a wide pod's replay looks there first instead of walking the statuses at every status record (a walk as long
 * as the pod is wide).
 */
const statusPosition = (pods: Pods, draft: Draft, name: string): number => {
  const containers = draft.containers
  if (containers.length > WIDE) {
    const r = startOf(pods, draft.name).rank.get(name)
    if (r !== undefined && containers[r]?.name === name) return r
  }
  return statusIndex(containers, name)
}

/** Writes one record into a pod's draft; false when the record does not concern its state. */
export const write = (pods: Pods, draft: Draft, record: TimelineRecord): boolean => {
  switch (record._tag) {
    case "PhaseChanged":
      draft.phase = record.phase
      draft.reason = record.reason
      draft.message = record.message
      return true
    case "ContainerStatusChanged": {
      const containers = draft.containers
      const i = statusPosition(pods, draft, record.status.name)
      if (i >= 0) containers[i] = record.status
      else {
        const rank = startOf(pods, draft.name).rank
        const r = rank.get(record.status.name) ?? Number.MAX_SAFE_INTEGER
        let at = containers.length
        while (at > 0 && (rank.get(containers[at - 1]!.name) ?? Number.MAX_SAFE_INTEGER) > r) at--
        insertAt(containers, at, record.status)
      }
      return true
    }
    case "ConditionChanged": {
      // the conditions stay in kubelet order; a changed one goes after the others of its rank (a stable sort's place)
      const conditions = draft.conditions
      const i = conditionIndex(conditions, record.condition.type)
      if (i >= 0) removeAt(conditions, i)
      const r = conditionRank(record.condition.type)
      let at = conditions.length
      while (at > 0 && conditionRank(conditions[at - 1]!.type) > r) at--
      insertAt(conditions, at, record.condition)
      return true
    }
    case "ConditionRemoved": {
      const i = conditionIndex(draft.conditions, record.conditionType)
      if (i >= 0) removeAt(draft.conditions, i)
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

/** Where the status of container `name` is, or -1 (a loop: `findIndex` would make a closure at every record). */
const statusIndex = (containers: ReadonlyArray<ContainerStatus>, name: string): number => {
  for (let i = 0; i < containers.length; i++) if (containers[i]!.name === name) return i
  return -1
}

/** Where the condition of `type` is, or -1 (see `statusIndex`). */
const conditionIndex = (conditions: ReadonlyArray<Condition>, type: string): number => {
  for (let i = 0; i < conditions.length; i++) if (conditions[i]!.type === type) return i
  return -1
}

/** Inserts `value` at `at`, in place: `splice` would make an array of what it removes, at every record. */
const insertAt = <A>(array: Array<A>, at: number, value: A): void => {
  array.push(value)
  for (let i = array.length - 1; i > at; i--) array[i] = array[i - 1]!
  array[at] = value
}

/** Removes the element at `at`, in place (see `insertAt`). */
const removeAt = <A>(array: Array<A>, at: number): void => {
  for (let i = at; i < array.length - 1; i++) array[i] = array[i + 1]!
  array.pop()
}

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
