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
