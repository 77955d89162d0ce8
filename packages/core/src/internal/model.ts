/**
 * The kubelet's state, as plain data: the configuration derived from the scenario (never changes) and the runtime
 * records of pods, containers and nodes (copied on write by `step`, never shared mutably between states).
 */
import type { Behaviour, ProbeType } from "../Behaviour.ts"
import type { Millis } from "../Duration.ts"
import type { Container, Pod } from "../PodSpec.ts"
import type { ResourceList, Resources } from "../Resources.ts"
import type * as Settings from "../Settings.ts"
import type {
  Cause,
  Columns,
  Condition,
  ConditionStatus,
  ContainerStatus,
  Phase,
  StatusResources,
  Terminated,
  TimelineRecord
} from "../Timeline.ts"
import type { WorldEvent } from "../WorldEvent.ts"
import type * as Backoff from "./backoff.ts"
import type { Cond } from "./conditions.ts"
import type { Heap } from "./heap.ts"
import type * as Probes from "./probes.ts"
import type { RegularSums, SpecCounts } from "./statusColumn.ts"

export type ExitBehaviour = Extract<Behaviour, { _tag: "ExitsAfter" | "OomKilledAfter" }>

export type ProbeBehaviour = Extract<Behaviour, { _tag: "ProbeAnswersAfter" }>

export interface ContainerConfig {
  readonly spec: Container
  readonly exits: ReadonlyArray<ExitBehaviour>
  readonly stops: ReadonlyArray<Extract<Behaviour, { _tag: "StopsAfterSignal" }>>
  readonly ignores: ReadonlyArray<string>
  readonly probes: Readonly<Record<ProbeType, ReadonlyArray<ProbeBehaviour>>>
  readonly hooks: ReadonlyArray<Extract<Behaviour, { _tag: "HookTakes" | "HookFailsAfter" }>>
  readonly pullTakes: number
  readonly pullFails: boolean
  /** Event messages that never change for this container, made once: every record shows the same string. */
  readonly messages: {
    readonly created: string
    readonly started: string
    readonly backOff: string
  }
}

export interface PodConfig {
  readonly spec: Pod
  readonly containers: ReadonlyArray<ContainerConfig>
  /** What the kubectl columns count from the spec (§14 step 2). */
  readonly specCounts: SpecCounts
  /** The positions of the containers with a readiness probe: the ones `readinessTriggers` looks at. */
  readonly readinessProbed: ReadonlyArray<number>
  /**
   * The positions of the containers a sync can kill (a liveness or startup probe, §4.3, a postStart hook, §8, or a
   * resizePolicy that restarts, §21): the
   * only ones with a kill request or a kill that holds the sync.
   */
  readonly syncKillable: ReadonlyArray<number>
  /** The scenario schedules this pod itself (`at T pod is scheduled to node-a`). */
  readonly scheduledByScenario: boolean
  /** A container has a `RestartAllContainers` rule: the pod carries the AllContainersRestarting condition (§4.5). */
  readonly restartAll: boolean
}

export interface Exit {
  exitCode: number
  reason: string
  startedAt: number
  finishedAt: number
  /** Its API form, made once: every status that shows this exit shares it. */
  terminated: Terminated
}

export interface ProbeRt {
  result: "unknown" | "success" | "failure"
  last: "success" | "failure" | undefined
  run: number
  onHold: boolean
  gen: number
  /** A probe is running until its time-out (`doProbe` blocks the worker, kubelet-rules §9.1). */
  busy: boolean
  /** A tick came while `busy`: the ticker keeps one, the rest are dropped (Go's `time.Ticker`). */
  pending: boolean
}

export interface KillRt {
  grace: number
  phase: "preStop" | "waitTurn" | "signaled"
  ordered: boolean
  hookStart: number
  hookOutcome: "completed" | "failed" | "interrupted"
  waitStart: number
  /** When the preStop hook or the turn wait ends at the latest: its timer's instant. */
  endsAt: number
  sigkillAt: number
  /** A pod-level kill (termination): not a probe or postStart kill inside a sync. */
  podLevel: boolean
}

export interface ContainerRt {
  /** Position in the pod's containers (init first). */
  readonly index: number
  runs: number
  state: "none" | "running" | "exited"
  startedAt: number
  /** Bumped at every start and exit: timers of an older run are stale. */
  token: number
  killToken: number
  last: Exit | undefined
  prev: Exit | undefined
  /** The kubelet's reason cache: why the last start failed (§3.1). */
  waiting: { reason: string; message: string | undefined } | undefined
  backoff: Backoff.Entry | undefined
  restartAt: number | undefined
  pullRetryAt: number | undefined
  started: boolean
  startedInstant: number | undefined
  postStart: boolean
  probes: Record<ProbeType, ProbeRt>
  answers: Record<ProbeType, Probes.SetAnswer | undefined>
  kill: KillRt | undefined
  /** Why the next sync kills the running container: a probe's failure (§4.3) or a resize that needs a restart (§21). */
  killRequest: "liveness" | "startup" | "resize" | undefined
  /** A kill inside a sync that restarts: `prev` the exit it backs off from (§5.6); `cause` the restart's, if not §5's. */
  probeKill: { prev: number | undefined; restart: boolean; decided: boolean; cause?: Cause } | undefined
  /**
   * Ready carried over a kubelet restart (gate ChangeContainerStatusOnKubeletRestart off) until the new readiness
   * worker's first probe (kubelet-rules §19.2).
   */
  readyCarried: boolean
  /** The spec's image after `image is updated` (kubelet-rules §20); undefined: the pod's own. */
  image: string | undefined
  /** The image its current or last run was started with, when not the pod's own (the status's `image`). */
  runImage: string | undefined
  /** Its definition changed while it runs: the next sync kills and restarts it (kubelet-rules §20.1). */
  redefined: boolean
  pullCleared: boolean
  neverPullNoted: boolean
  /** Written since its status was last generated (a stepper only, see `Ctx.cache`). */
  touched: boolean
  /** The spec's resources, as the API holds them after the resizes it accepted (§21). */
  desired: Resources
  /** What the kubelet allocated (and the runtime applies) (§21). */
  allocated: Resources
  /** `shownFrom` in its API form, for the status of a running container (undefined when the gate is off). */
  shown: StatusResources | undefined
  /** What the runtime applies to the running container: `allocated`, or the value before a restart it awaits. */
  shownFrom: Resources
}

/** The inputs of `containerStatus` besides the immutable spec: equal inputs give an equal status. */
export interface StatusMemo {
  state: ContainerRt["state"]
  waiting: ContainerRt["waiting"]
  last: Exit | undefined
  prev: Exit | undefined
  startedAt: number
  started: boolean
  postStart: boolean
  runs: number
  image: string | undefined
  readiness: ProbeRt["result"]
  finished: boolean
  initDone: boolean
  terminating: boolean
  shown: StatusResources | undefined
  status: ContainerStatus
}

export interface View {
  phase: Phase
  reason: string | undefined
  message: string | undefined
  conditions: Array<Condition>
  containers: Array<ContainerStatus | undefined>
  /** Bumped at every change to `containers`: what `PodCache.printed` compares instead of every status. */
  containersVersion: number
  columns: Columns | undefined
  nodeName: string | undefined
  deletionTimestamp: number | undefined
  removed: boolean
}

/** The ContainersReady and Ready conditions of one status write (`readyConditions.ts`). */
export interface ReadyConds {
  readonly containersReady: Cond
  readonly ready: Cond
}

/** The last ContainersReady and Ready a status write made, and what they were made from. */
export interface ReadyMemo {
  readonly phase: Phase
  /** `PodRt.readinessVersion` of the generated statuses they were made from (`undefined`: from published ones). */
  readonly version: number | undefined
  readonly conds: ReadyConds
}

/** One set of readiness bits (`counts.ts` READINESS_BITS of each container), with its ContainersReady and Ready. */
export interface ReadySet {
  readonly readiness: Uint16Array
  /** Its key in `PodCache.readySets`: the XOR of each not-ready container's part (`readyConditions.ts`). */
  readonly hash: number
  /** Made when a write's statuses first show the set. */
  conds: ReadyConds | undefined
  /** The set one container's change leads to, by container and its new bits: looked up once, then followed. */
  readonly next: Map<number, ReadySet>
}

export interface PodRt {
  /** Position in the scenario's pods. */
  readonly index: number
  node: string | undefined
  gates: Array<string>
  startTime: number | undefined
  sandbox: boolean
  everSandbox: boolean
  initDone: boolean
  rebooted: boolean
  /** Shared with the previous state until `own` copies one for writing. */
  containers: Array<ContainerRt>
  /** Which containers this step has copied already (meaningful only in the step that copied the pod). */
  owned: Array<boolean>
  /** The containers written since their statuses were last generated (incremental status only). */
  touched: Array<number>
  /** Every container's last generated status, in status order (replaced in `step`, updated in place by a stepper). */
  current: Array<ContainerStatus>
  /** What each `current` status counts for, and the pod's sums of them (`counts.ts`; owned like `current`). */
  statusBits: Array<number>
  statusCounts: Array<number>
  /** Bumped when a container's readiness bits change: ContainersReady is regenerated only then. */
  readinessVersion: number
  /** Containers whose `current` status or published status changed since `publish` last compared the two. */
  unpublished: Array<number>
  /** `finished`, `initDone` and `terminating` when the statuses were last generated: every status reads them. */
  statusFlags: number
  block: { kind: "pull" | "postStart" | "kill" | "terminate"; container: number } | undefined
  blockToken: number
  resume: boolean
  syncAgain: boolean
  terminating: { grace: number } | undefined
  deleted: { grace: number } | undefined
  removed: boolean
  finished: boolean
  nodeGone: boolean
  /** The kubelet terminates the pod with a status of its own (§12 ShouldEvict, §13.4, §13.5). */
  evicted: KubeletStatus | undefined
  /** Replaced on write, never mutated: shared between states. */
  imageBackoff: Readonly<Record<string, Backoff.Entry>>
  /** Replaced on write, never mutated: shared between states. */
  patched: Readonly<Record<string, ConditionStatus>>
  view: View
  timerToken: number
  /** A record about this pod was emitted since its status was last written (nothing else changes the status). */
  dirty: boolean
  /** How many of its containers run (`context.setState` keeps it): "does any run?" is asked at every sync. */
  running: number
  /** A container's definition changed while it runs (`ContainerRt.redefined`): the sync looks for it. */
  redefined: boolean
  /** A resize the kubelet could not allocate yet: `PodResizePending`'s reason and message (§21). */
  resizePending: { readonly reason: "Infeasible" | "Deferred"; readonly message: string } | undefined
  /** `metadata.generation`: 1 at creation, +1 for every spec change the API accepts (a resize, §21.4). */
  generation: number
}

/**
 * The status a kubelet-initiated termination writes (`ShouldEvict`, or killPodNow's status function): phase Failed
 * with this reason and message, published once no container runs (§2.3).
 */
export interface KubeletStatus {
  readonly reason: string
  readonly message: string
  /** Adds `DisruptionTarget True TerminationByKubelet` with the same message (§13.4, §13.5). */
  readonly disruption: boolean
  /**
   * `ShouldEvict` (§12) forces Failed in every status; a status function's (§13.4, §13.5) gives way to a Succeeded
   * getPhase once the containers have stopped (the three-way merge of `generateAPIPodStatus`).
   */
  readonly forced: boolean
  /** The rule behind it: the cause of the terminal phase and of the condition. */
  readonly why: Cause
}

export interface NodeRt {
  name: string
  /** The kubelet runs and reports (false: the node failed, or its kubelet was stopped). */
  up: boolean
  /** Down because `kubelet stops` (kubelet-rules §19.1), not because the node failed. */
  kubeletStopped: boolean
  deleted: boolean
  ready: ConditionStatus
  images: Array<string>
  token: number
  /** A graceful shutdown under way (§13.5): the priority group being killed. */
  shutdown: { group: number } | undefined
  /** Tainted `node.kubernetes.io/out-of-service:NoExecute` (§13.6). */
  outOfService: boolean
}

/** What a stepper keeps of a pod between steps (`context.StepperCache`); the pure step recomputes all of it. */
/** A standing verdict of the §4.1 walk (`PodCache.verdicts`): running, kept. */
export const VERDICT_KEPT = 1
/** A standing verdict of the §4.1 walk: in a crash-loop wait, restartable. */
export const VERDICT_WAITING = 2

export interface PodCache {
  /** Per container: the last generated status and its inputs (updated in place). */
  readonly statusMemos: Array<StatusMemo | undefined>
  /** The last ContainersReady and Ready conditions and what they were made from (replaced, never mutated). */
  readyMemo: ReadyMemo | undefined
  /** ContainersReady and Ready by set of readiness bits, keyed by their hash (`readyConditions.ts`). */
  readonly readySets: Map<number, ReadySet>
  /** The set of the last generated statuses ContainersReady was made from. */
  readySet: ReadySet | undefined
  /** The containers whose readiness bits changed since (`containerStatus.refresh`); `undefined`: any may have. */
  readinessChanged: Array<number> | undefined
  /** What `View.columns` was last computed from (updated in place). */
  printed: PrintedFrom | undefined
  /** The kubectl sums of the published regular statuses (`statusColumn.ts`). */
  readonly regularSums: RegularSums
  /**
   * Per container: until when what the last sync's §4.1 walk found of it stands, if the container is not written
   * before (`own` resets it to -Infinity): running (kept, until written), in a crash-loop wait (`waitsAsBefore`, until
   * its restart instant), or stopped for good (until written). A sync looks again only at the containers whose
   * verdict no longer stands (`unsettled`, and the waits that ended), and adds up the others' from `kept` and
   * `waiting`: its cost follows the containers that changed, not the pod's width.
   */
  readonly standsUntil: Float64Array
  /** Per container, what its standing verdict counts for: `VERDICT_KEPT`, `VERDICT_WAITING` or 0 (neither). */
  readonly verdicts: Uint8Array
  /** How many standing verdicts are kept (running) and waiting (restartable later). */
  kept: number
  waiting: number
  /** The containers whose verdict no longer stands, since the last walk (each once). */
  unsettled: Array<number>
  /** The standing crash-loop waits, by the instant they end (a stale entry no longer matches `standsUntil`). */
  readonly waitsEnd: Heap<number>
  /**
   * The pod's generation whose spec a sync found allocated, container for container (§21): the spec's resources change
   * only with the generation, so until it moves a sync does not compare every container's resources again.
   */
  allocatedAt: number
}

export interface PrintedFrom {
  phase: Phase
  reason: string | undefined
  conditions: ReadonlyArray<Condition>
  containersVersion: number
  deletionTimestamp: number | undefined
}

export type StartResult = "started" | "blocked" | "failed" | "backoff" | "waiting"

/** How a recurring cause's text is made from its key (see `actions.sharedCause`). @category models */
export type CauseText<K extends string | number> = (key: K) => string

/** What never changes during a run. @category models */
export interface Config {
  readonly pods: ReadonlyArray<PodConfig>
  readonly podIndex: ReadonlyMap<string, number>
  readonly nodes: ReadonlyArray<string>
  readonly kubelet: Settings.Kubelet
  readonly cluster: Settings.Cluster
  readonly crashLoop: Backoff.Params
  readonly rulesGate: boolean
  readonly stopSignalsGate: boolean
  readonly readyToStartGate: boolean
  /** ChangeContainerStatusOnKubeletRestart: a restarted kubelet resets Ready and Started (kubelet-rules §19.2). */
  readonly resetStatusOnRestartGate: boolean
  /** InPlacePodVerticalScaling (§21). */
  readonly resizeGate: boolean
  /** Each node's allocatable cpu and memory (`node N with …`); a resource not given is unbounded (§21). */
  readonly allocatable: ReadonlyMap<string, ResourceList>
}

/**
 * The whole simulated world. Treat it as a value: `step` never mutates the state it is given.
 *
 * @category models
 */
export interface State {
  readonly config: Config
  readonly pods: ReadonlyArray<PodRt>
  readonly nodes: ReadonlyArray<NodeRt>
}

/** Container timers (all carry a token: a stale timer is ignored). @category models */
export type TimerKind =
  | "Exit"
  | "Probe"
  | "ProbeTimeout"
  | "PullDone"
  | "PostStartDone"
  | "PreStopDone"
  | "SignalExit"
  | "Sigkill"
  | "TurnTimeout"

/** @category models */
export type Input =
  /** t = 0: every pod is created, in scenario order. */
  | { readonly _tag: "Start"; readonly at: Millis }
  | { readonly _tag: "World"; readonly at: Millis; readonly event: WorldEvent; readonly deferred: boolean }
  | {
      readonly _tag: "Timer"
      readonly at: Millis
      readonly pod: number
      readonly container: number
      readonly kind: TimerKind
      readonly token: number
      readonly probe?: ProbeType
      readonly exitCode?: number
      readonly oom?: boolean
    }
  /** A pod sync requested for later: back-off expiry, pull retry, the ImagePullBackOff sync (§17.4). */
  | { readonly _tag: "Resync"; readonly at: Millis; readonly pod: number; readonly cause: Cause }
  | { readonly _tag: "Deadline"; readonly at: Millis; readonly pod: number }
  | { readonly _tag: "NodeNotReady"; readonly at: Millis; readonly node: number; readonly token: number }
  | {
      readonly _tag: "TaintEviction"
      readonly at: Millis
      readonly pod: number
      readonly token: number
      readonly taint: "unreachable" | "out-of-service"
    }
  | { readonly _tag: "PodGC"; readonly at: Millis; readonly pod: number }
  /** The node shutdown manager's wait for a priority group is over (§13.5). */
  | {
      readonly _tag: "ShutdownGroupEnds"
      readonly at: Millis
      readonly node: number
      readonly group: number
      readonly token: number
    }
  /** A pod of a node shutting down has stopped: the group may be done (§13.5). */
  | { readonly _tag: "ShutdownProgress"; readonly at: Millis; readonly node: number }
  /** A Pod GC tick for `gcTerminating` on an out-of-service node (§13.6). */
  | { readonly _tag: "OutOfServiceGC"; readonly at: Millis; readonly node: number }
  /** A Pod GC tick that counts terminated pods against `terminatedPodGCThreshold` (§13.3). */
  | { readonly _tag: "TerminatedPodGC"; readonly at: Millis }

/** @category models */
export type Action =
  | { readonly _tag: "Emit"; readonly record: TimelineRecord }
  | { readonly _tag: "Schedule"; readonly input: Input }
  | {
      readonly _tag: "Reject"
      readonly index: number
      readonly at: Millis
      readonly reason: string
      readonly possibleAt: Millis | undefined
      /** No other time would do either. */
      readonly never?: true
    }
  /** Re-queue a world event at the same instant, after what is already due (an exit at the restart instant). */
  | { readonly _tag: "Defer"; readonly input: Input }

/** What a run is made of. @category models */
export interface Setup {
  /** Every pod is created at 0s, in this order. */
  readonly pods: ReadonlyArray<Pod>
  /** Declared nodes; empty means one node `node-1` (language reference §3). */
  readonly nodes: ReadonlyArray<string>
  readonly kubelet: Settings.Kubelet
  readonly cluster: Settings.Cluster
  readonly behaviours: ReadonlyArray<Behaviour>
  /** `node N with cpu Q memory Q`: the nodes' allocatable resources (§21); absent means unbounded. */
  readonly allocatable?: Readonly<Record<string, ResourceList>> | undefined
  /** In scenario order; applied in time order, same-instant events in this order. */
  readonly events: ReadonlyArray<WorldEvent>
}
