/**
 * The kubelet and the control plane (scheduler, API server, node lifecycle, taint eviction, Pod GC) as one pure step
 * function, xstate style: `step(state, input) → [state, actions]`. Actions are data — records to emit, timers to
 * schedule, rejections — and the simulation loop (`Simulation.run`) applies them.
 *
 * Every rule cites kubelet-semantics (§n). Timing conventions are those of §17 and docs/conventions.md.
 */
import type { Behaviour, ProbeType } from "./Behaviour.ts"
import type { Millis } from "./Duration.ts"
import * as Duration from "./Duration.ts"
import * as Backoff from "./internal/backoff.ts"
import * as Conditions from "./internal/conditions.ts"
import { getPhase } from "./internal/phase.ts"
import * as Probes from "./internal/probes.ts"
import { containerShouldRestart, restartAfterProbeKill } from "./internal/restart.ts"
import { printPod } from "./internal/statusColumn.ts"
import type { Container, ContainerKind, Pod, Probe } from "./PodSpec.ts"
import * as Settings from "./Settings.ts"
import type {
  Cause,
  Columns,
  Condition,
  ConditionStatus,
  ContainerState,
  ContainerStatus,
  Phase,
  Terminated,
  TimelineRecord
} from "./Timeline.ts"
import type { WorldEvent } from "./WorldEvent.ts"

// ---------------------------------------------------------------------------------------------------------------------
// configuration (immutable, shared by every state)
// ---------------------------------------------------------------------------------------------------------------------

type ExitBehaviour = Extract<Behaviour, { _tag: "ExitsAfter" | "OomKilledAfter" }>
type ProbeBehaviour = Extract<Behaviour, { _tag: "ProbeAnswersAfter" }>

interface ContainerConfig {
  readonly spec: Container
  readonly exits: ReadonlyArray<ExitBehaviour>
  readonly stops: ReadonlyArray<Extract<Behaviour, { _tag: "StopsAfterSignal" }>>
  readonly ignores: ReadonlyArray<string>
  readonly probes: Readonly<Record<ProbeType, ReadonlyArray<ProbeBehaviour>>>
  readonly hooks: ReadonlyArray<Extract<Behaviour, { _tag: "HookTakes" | "HookFailsAfter" }>>
  readonly pullTakes: number
  readonly pullFails: boolean
}

interface PodConfig {
  readonly spec: Pod
  readonly containers: ReadonlyArray<ContainerConfig>
  readonly kinds: ReadonlyArray<ContainerKind>
  /** The scenario schedules this pod itself (`at T pod is scheduled to node-a`). */
  readonly scheduledByScenario: boolean
}

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
}

// ---------------------------------------------------------------------------------------------------------------------
// state (plain data: cloned, never shared between states)
// ---------------------------------------------------------------------------------------------------------------------

interface Exit {
  exitCode: number
  reason: string
  startedAt: number
  finishedAt: number
  /** Its API form, made once: every status that shows this exit shares it. */
  terminated: Terminated
}

interface ProbeRt {
  result: "unknown" | "success" | "failure"
  last: "success" | "failure" | undefined
  run: number
  onHold: boolean
  gen: number
}

interface KillRt {
  grace: number
  phase: "preStop" | "waitTurn" | "signaled"
  ordered: boolean
  hookRan: boolean
  hookStart: number
  hookOutcome: "completed" | "failed" | "interrupted"
  waitStart: number
  sigkillAt: number
  /** A pod-level kill (termination): not a probe or postStart kill inside a sync. */
  podLevel: boolean
}

interface ContainerRt {
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
  killRequest: "liveness" | "startup" | undefined
  probeKill: { prev: number | undefined; restart: boolean; decided: boolean } | undefined
  pullCleared: boolean
  neverPullNoted: boolean
}

/** The inputs of `containerStatus` besides the immutable spec: equal inputs give an equal status. */
interface StatusMemo {
  readonly state: ContainerRt["state"]
  readonly waiting: ContainerRt["waiting"]
  readonly last: Exit | undefined
  readonly prev: Exit | undefined
  readonly startedAt: number
  readonly started: boolean
  readonly postStart: boolean
  readonly runs: number
  readonly readiness: ProbeRt["result"]
  readonly finished: boolean
  readonly initDone: boolean
  readonly terminating: boolean
  readonly status: ContainerStatus
}

interface View {
  phase: Phase
  reason: string | undefined
  message: string | undefined
  conditions: Array<Condition>
  containers: Array<ContainerStatus | undefined>
  columns: Columns | undefined
  /** What `columns` was last computed from (replaced, never mutated). */
  printed: PrintedFrom | undefined
  nodeName: string | undefined
  deletionTimestamp: number | undefined
  removed: boolean
}

interface PodRt {
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
  /** Per container: the last generated status and its inputs (replaced, never mutated: shared between states). */
  statusMemos: Array<StatusMemo | undefined>
  block: { kind: "pull" | "postStart" | "kill" | "terminate"; container: number } | undefined
  blockToken: number
  resume: boolean
  syncAgain: boolean
  terminating: { grace: number } | undefined
  deleted: { grace: number } | undefined
  removed: boolean
  finished: boolean
  nodeGone: boolean
  evicted: { reason: string; message: string } | undefined
  imageBackoff: Record<string, Backoff.Entry>
  patched: Record<string, ConditionStatus>
  view: View
  timerToken: number
  /** A record about this pod was emitted since its status was last written (nothing else changes the status). */
  dirty: boolean
}

interface NodeRt {
  name: string
  up: boolean
  deleted: boolean
  ready: ConditionStatus
  images: Array<string>
  token: number
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

// ---------------------------------------------------------------------------------------------------------------------
// inputs and actions
// ---------------------------------------------------------------------------------------------------------------------

/** Container timers (all carry a token: a stale timer is ignored). @category models */
export type TimerKind =
  | "Exit"
  | "Probe"
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
  | { readonly _tag: "TaintEviction"; readonly at: Millis; readonly pod: number; readonly token: number }
  | { readonly _tag: "PodGC"; readonly at: Millis; readonly pod: number }

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
    }
  /** Re-queue a world event at the same instant, after what is already due (an exit at the restart instant). */
  | { readonly _tag: "Defer"; readonly input: Input }

// ---------------------------------------------------------------------------------------------------------------------
// construction
// ---------------------------------------------------------------------------------------------------------------------

const DEFAULT_NODE = "node-1"

/** @category models */
export interface Setup {
  readonly pods: ReadonlyArray<Pod>
  readonly nodes: ReadonlyArray<string>
  readonly kubelet: Settings.Kubelet
  readonly cluster: Settings.Cluster
  readonly behaviours: ReadonlyArray<Behaviour>
  readonly events: ReadonlyArray<WorldEvent>
}

const containerConfig = (pod: Pod, spec: Container, behaviours: ReadonlyArray<Behaviour>): ContainerConfig => {
  const mine = behaviours.filter((b) => b.pod === pod.name && b.container === spec.name)
  const probes = (type: ProbeType) =>
    mine.filter((b): b is ProbeBehaviour => b._tag === "ProbeAnswersAfter" && b.probe === type)
  let pullTakes = 0
  let pullFails = false
  for (const b of mine) {
    if (b._tag === "ImagePullTakes") pullTakes = b.duration
    if (b._tag === "ImagePullFails") pullFails = true
  }
  return {
    spec,
    exits: mine.filter((b): b is ExitBehaviour => b._tag === "ExitsAfter" || b._tag === "OomKilledAfter"),
    stops: mine.filter((b): b is Extract<Behaviour, { _tag: "StopsAfterSignal" }> => b._tag === "StopsAfterSignal"),
    ignores: mine.flatMap((b) => (b._tag === "IgnoresSignal" ? [b.signal] : [])),
    probes: { startup: probes("startup"), liveness: probes("liveness"), readiness: probes("readiness") },
    hooks: mine.filter(
      (b): b is Extract<Behaviour, { _tag: "HookTakes" | "HookFailsAfter" }> =>
        b._tag === "HookTakes" || b._tag === "HookFailsAfter"
    ),
    pullTakes,
    pullFails
  }
}

const newProbe = (result: ProbeRt["result"]): ProbeRt => ({ result, last: undefined, run: 0, onHold: false, gen: 0 })

const newContainer = (_: unknown, index: number): ContainerRt => ({
  index,
  runs: 0,
  state: "none",
  startedAt: 0,
  token: 0,
  killToken: 0,
  last: undefined,
  prev: undefined,
  waiting: undefined,
  backoff: undefined,
  restartAt: undefined,
  pullRetryAt: undefined,
  started: false,
  startedInstant: undefined,
  postStart: false,
  probes: { startup: newProbe("unknown"), liveness: newProbe("success"), readiness: newProbe("failure") },
  answers: { startup: undefined, liveness: undefined, readiness: undefined },
  kill: undefined,
  killRequest: undefined,
  probeKill: undefined,
  pullCleared: false,
  neverPullNoted: false
})

/**
 * The initial state and the inputs to queue: `Start` at 0s, then every world event (kept in scenario order).
 *
 * When to use: to drive the kubelet yourself (a debugger, a step-by-step explainer); `Simulation.run` does this and
 * the event loop for you.
 *
 * @category constructors
 */
export const init = (setup: Setup): readonly [State, ReadonlyArray<Input>] => {
  const nodes = setup.nodes.length > 0 ? [...setup.nodes] : [DEFAULT_NODE]
  for (const pod of setup.pods) {
    // a nodeName that names no declared node still names a node (docs/conventions.md)
    if (pod.nodeName !== undefined && !nodes.includes(pod.nodeName)) nodes.push(pod.nodeName)
  }
  const config: Config = {
    pods: setup.pods.map((spec) => {
      const containers = [...spec.initContainers, ...spec.containers]
      return {
        spec,
        containers: containers.map((c) => containerConfig(spec, c, setup.behaviours)),
        kinds: containers.map((c) => c.kind),
        scheduledByScenario:
          spec.nodeName === undefined &&
          setup.events.some((e) => e.action._tag === "PodScheduled" && e.action.pod === spec.name)
      }
    }),
    podIndex: new Map(setup.pods.map((p, i) => [p.name, i])),
    nodes,
    kubelet: setup.kubelet,
    cluster: setup.cluster,
    crashLoop: Backoff.crashLoopParams(setup.kubelet),
    rulesGate: Settings.gate(setup.kubelet, "ContainerRestartRules"),
    stopSignalsGate: Settings.gate(setup.kubelet, "ContainerStopSignals"),
    readyToStartGate: Settings.gate(setup.kubelet, "PodReadyToStartContainersCondition")
  }
  const pods: Array<PodRt> = config.pods.map((pc, index) => ({
    index,
    node: undefined,
    gates: [...pc.spec.schedulingGates],
    startTime: undefined,
    sandbox: false,
    everSandbox: false,
    initDone: false,
    rebooted: false,
    containers: pc.containers.map(newContainer),
    owned: pc.containers.map(() => true),
    statusMemos: pc.containers.map(() => undefined),
    block: undefined,
    blockToken: 0,
    resume: false,
    syncAgain: false,
    terminating: undefined,
    deleted: undefined,
    removed: false,
    finished: false,
    nodeGone: false,
    evicted: undefined,
    imageBackoff: {},
    patched: {},
    view: {
      phase: "Pending",
      reason: undefined,
      message: undefined,
      conditions: [],
      containers: pc.containers.map(() => undefined),
      columns: undefined,
      printed: undefined,
      nodeName: undefined,
      deletionTimestamp: undefined,
      removed: false
    },
    timerToken: 0,
    dirty: true
  }))
  const nodeStates: Array<NodeRt> = nodes.map((name) => ({
    name,
    up: true,
    deleted: false,
    ready: "True",
    images: [],
    token: 0
  }))
  const inputs: Array<Input> = [{ _tag: "Start", at: Duration.zero }]
  for (const event of setup.events) inputs.push({ _tag: "World", at: event.at, event, deferred: false })
  return [{ config, pods, nodes: nodeStates }, inputs]
}

// ---------------------------------------------------------------------------------------------------------------------
// step context
// ---------------------------------------------------------------------------------------------------------------------

// Copy-on-write: `step` copies the pods it touches. Only what the kubelet mutates in place is copied; value objects
// (exits, back-off entries, conditions, container statuses) are replaced, never mutated, so they are shared.
const cloneProbe = (r: ProbeRt): ProbeRt => ({
  result: r.result,
  last: r.last,
  run: r.run,
  onHold: r.onHold,
  gen: r.gen
})

// Field by field (not a spread): V8 keeps one hidden class and copies fast.
const cloneContainer = (c: ContainerRt): ContainerRt => ({
  index: c.index,
  runs: c.runs,
  state: c.state,
  startedAt: c.startedAt,
  token: c.token,
  killToken: c.killToken,
  last: c.last,
  prev: c.prev,
  waiting: c.waiting,
  backoff: c.backoff,
  restartAt: c.restartAt,
  pullRetryAt: c.pullRetryAt,
  started: c.started,
  startedInstant: c.startedInstant,
  postStart: c.postStart,
  probes: {
    startup: cloneProbe(c.probes.startup),
    liveness: cloneProbe(c.probes.liveness),
    readiness: cloneProbe(c.probes.readiness)
  },
  answers: { startup: c.answers.startup, liveness: c.answers.liveness, readiness: c.answers.readiness },
  kill: c.kill === undefined ? undefined : { ...c.kill },
  killRequest: c.killRequest,
  probeKill: c.probeKill === undefined ? undefined : { ...c.probeKill },
  pullCleared: c.pullCleared,
  neverPullNoted: c.neverPullNoted
})

const clonePod = (p: PodRt): PodRt => ({
  index: p.index,
  node: p.node,
  gates: p.gates,
  startTime: p.startTime,
  sandbox: p.sandbox,
  everSandbox: p.everSandbox,
  initDone: p.initDone,
  rebooted: p.rebooted,
  containers: p.containers.slice(),
  owned: p.containers.map(notOwned),
  statusMemos: p.statusMemos.slice(),
  block: p.block,
  blockToken: p.blockToken,
  resume: p.resume,
  syncAgain: p.syncAgain,
  terminating: p.terminating,
  deleted: p.deleted,
  removed: p.removed,
  finished: p.finished,
  nodeGone: p.nodeGone,
  evicted: p.evicted,
  imageBackoff: { ...p.imageBackoff },
  patched: { ...p.patched },
  view: {
    phase: p.view.phase,
    reason: p.view.reason,
    message: p.view.message,
    conditions: p.view.conditions,
    containers: p.view.containers.slice(),
    columns: p.view.columns,
    printed: p.view.printed,
    nodeName: p.view.nodeName,
    deletionTimestamp: p.view.deletionTimestamp,
    removed: p.view.removed
  },
  timerToken: p.timerToken,
  dirty: p.dirty
})

const notOwned = (): boolean => false

/** The container `i` of a pod copied in this step, copied on its first write in this step. */
const own = (p: PodRt, i: number): ContainerRt => {
  if (!p.owned[i]) {
    p.containers[i] = cloneContainer(p.containers[i]!)
    p.owned[i] = true
  }
  return p.containers[i]!
}

const cloneNode = (n: NodeRt): NodeRt => ({ ...n, images: n.images.slice() })

interface Ctx {
  readonly now: Millis
  readonly config: Config
  readonly pods: Array<PodRt>
  readonly cloned: Array<boolean>
  readonly nodes: Array<NodeRt>
  readonly nodesCloned: Array<boolean>
  readonly actions: Array<Action>
}

/** The node, copied on first write in this step. */
const mutNode = (ctx: Ctx, node: NodeRt): NodeRt => {
  const i = ctx.nodes.indexOf(node)
  if (!ctx.nodesCloned[i]) {
    ctx.nodes[i] = cloneNode(node)
    ctx.nodesCloned[i] = true
  }
  return ctx.nodes[i]!
}

const podAt = (ctx: Ctx, i: number): PodRt => {
  if (!ctx.cloned[i]) {
    ctx.pods[i] = clonePod(ctx.pods[i]!)
    ctx.cloned[i] = true
  }
  return ctx.pods[i]!
}

const indexOf = (_ctx: Ctx, p: PodRt): number => p.index
const specOf = (ctx: Ctx, p: PodRt): Pod => ctx.config.pods[indexOf(ctx, p)]!.spec
const podConfig = (ctx: Ctx, p: PodRt): PodConfig => ctx.config.pods[indexOf(ctx, p)]!
const ccOf = (ctx: Ctx, p: PodRt, c: ContainerRt): ContainerConfig => ctx.config.pods[p.index]!.containers[c.index]!
const nodeOf = (ctx: Ctx, p: PodRt): NodeRt | undefined =>
  p.node === undefined ? undefined : ctx.nodes.find((n) => n.name === p.node)

const emit = (ctx: Ctx, record: TimelineRecord): void => {
  ctx.actions.push({ _tag: "Emit", record })
  if ("pod" in record) {
    const i = ctx.config.podIndex.get(record.pod)
    if (i !== undefined) podAt(ctx, i).dirty = true
  }
}

const cause = (rule: string, text: string): Cause => ({ rule, text })
const PRINT_POD: Cause = { rule: "§14", text: "kubectl printPod" }
const STATUS_WRITE: Cause = { rule: "§10.1", text: "kubelet status write" }
const at = (ms: number): string => Duration.format(ms)

const schedule = (ctx: Ctx, input: Input): void => {
  ctx.actions.push({ _tag: "Schedule", input })
}

const timer = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  kind: TimerKind,
  when: number,
  token: number,
  extra: { probe?: ProbeType; exitCode?: number; oom?: boolean } = {}
): void =>
  schedule(ctx, {
    _tag: "Timer",
    at: when as Millis,
    pod: indexOf(ctx, p),
    container: c.index,
    kind,
    token,
    ...extra
  })

const resyncAt = (ctx: Ctx, p: PodRt, when: number, why: Cause): void =>
  schedule(ctx, { _tag: "Resync", at: when as Millis, pod: indexOf(ctx, p), cause: why })

const kEvent = (
  ctx: Ctx,
  p: PodRt,
  reason: string,
  type: "Normal" | "Warning",
  message: string,
  container: string | undefined,
  why?: Cause
): void =>
  emit(ctx, {
    _tag: "EventRecorded",
    at: ctx.now,
    pod: specOf(ctx, p).name,
    reason,
    type,
    message,
    container,
    cause: why
  })

const podRef = (pod: Pod): string => `${pod.name}_${pod.namespace}(${pod.uid})`

// ---------------------------------------------------------------------------------------------------------------------
// API status: generation (§3, §2, §10) and publication (diff → records)
// ---------------------------------------------------------------------------------------------------------------------

const makeExit = (exitCode: number, reason: string, startedAt: number, finishedAt: number): Exit => ({
  exitCode,
  reason,
  startedAt,
  finishedAt,
  terminated: {
    _tag: "Terminated",
    exitCode,
    reason,
    message: undefined,
    startedAt: startedAt as Millis,
    finishedAt: finishedAt as Millis
  }
})

const terminatedOf = (e: Exit): Terminated => e.terminated

const isReady = (ctx: Ctx, p: PodRt, c: ContainerRt): boolean => {
  const spec = ccOf(ctx, p, c).spec
  if (spec.kind === "init") return c.state === "exited" && c.last?.exitCode === 0 // §9.3
  // §9.3: Ready = started && running && (readiness Success, or no readiness probe)
  return (
    c.state === "running" &&
    c.started &&
    !c.postStart &&
    (spec.readinessProbe === undefined || c.probes.readiness.result === "success")
  )
}

/**
 * The container's API status, regenerated only when one of its inputs changed: an unchanged container keeps the very
 * same status object, which `publish` then skips without comparing.
 */
const containerStatus = (ctx: Ctx, p: PodRt, c: ContainerRt): ContainerStatus => {
  const m = p.statusMemos[c.index]
  const terminating = p.terminating !== undefined
  if (
    m !== undefined &&
    m.state === c.state &&
    m.waiting === c.waiting &&
    m.last === c.last &&
    m.prev === c.prev &&
    m.startedAt === c.startedAt &&
    m.started === c.started &&
    m.postStart === c.postStart &&
    m.runs === c.runs &&
    m.readiness === c.probes.readiness.result &&
    m.finished === p.finished &&
    m.initDone === p.initDone &&
    m.terminating === terminating
  ) {
    return m.status
  }
  const status = generateContainerStatus(ctx, p, c)
  // ContainerStatusUnknown carries the current instant: never reused
  if (status.state._tag === "Terminated" && status.state.startedAt === undefined) return status
  p.statusMemos[c.index] = {
    state: c.state,
    waiting: c.waiting,
    last: c.last,
    prev: c.prev,
    startedAt: c.startedAt,
    started: c.started,
    postStart: c.postStart,
    runs: c.runs,
    readiness: c.probes.readiness.result,
    finished: p.finished,
    initDone: p.initDone,
    terminating,
    status
  }
  return status
}

/** `convertToAPIContainerStatuses` for one container (kubelet-semantics §3.1). */
const generateContainerStatus = (ctx: Ctx, p: PodRt, c: ContainerRt): ContainerStatus => {
  const pod = specOf(ctx, p)
  const spec = ccOf(ctx, p, c).spec
  // §3.1: default Waiting reason
  const defaultWaiting: ContainerState = {
    _tag: "Waiting",
    reason: pod.initContainers.length > 0 ? "PodInitializing" : "ContainerCreating",
    message: undefined
  }
  let state: ContainerState
  let lastState: Terminated | undefined
  if (c.state === "none") {
    if (p.finished && spec.kind === "regular" && p.initDone) {
      // §2.3 TerminatePod: a regular container without a terminated state
      state = {
        _tag: "Terminated",
        exitCode: 137,
        reason: "ContainerStatusUnknown",
        message: "The container could not be located when the pod was terminated",
        startedAt: undefined,
        finishedAt: ctx.now
      }
    } else {
      state = c.waiting === undefined ? defaultWaiting : { _tag: "Waiting", ...c.waiting }
    }
    lastState = c.last === undefined ? undefined : terminatedOf(c.last)
  } else if (c.state === "running") {
    state = { _tag: "Running", startedAt: c.startedAt as Millis }
    lastState = c.last === undefined ? undefined : terminatedOf(c.last)
  } else if (c.waiting !== undefined && p.terminating === undefined && !p.finished) {
    // §3.1: a start failure from the reason cache; the exited run moves to lastState
    state = { _tag: "Waiting", ...c.waiting }
    lastState = terminatedOf(c.last!)
  } else {
    state = terminatedOf(c.last!)
    lastState = c.prev === undefined ? undefined : terminatedOf(c.prev)
  }
  const started = c.state === "running" && c.started && !c.postStart
  return {
    name: spec.name,
    kind: spec.kind,
    state,
    lastState,
    ready: isReady(ctx, p, c),
    started,
    restartCount: Math.max(0, c.runs - 1)
  }
}

const sameState = (a: ContainerState, b: ContainerState): boolean => {
  if (a._tag !== b._tag) return false
  if (a._tag === "Waiting" && b._tag === "Waiting") return a.reason === b.reason && a.message === b.message
  if (a._tag === "Running" && b._tag === "Running") return a.startedAt === b.startedAt
  if (a._tag === "Terminated" && b._tag === "Terminated") return sameTerminated(a, b)
  return false
}

const sameTerminated = (a: Terminated | undefined, b: Terminated | undefined): boolean =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.exitCode === b.exitCode &&
    a.reason === b.reason &&
    a.message === b.message &&
    a.startedAt === b.startedAt &&
    a.finishedAt === b.finishedAt)

const sameStatus = (a: ContainerStatus | undefined, b: ContainerStatus): boolean =>
  a !== undefined &&
  a.ready === b.ready &&
  a.started === b.started &&
  a.restartCount === b.restartCount &&
  sameState(a.state, b.state) &&
  sameTerminated(a.lastState, b.lastState)

/** Writes one condition; emits only when status, reason or message changed (§10.1 lastTransitionTime rule). */
const setCondition = (ctx: Ctx, p: PodRt, cond: Conditions.Cond, why?: Cause): void => {
  if (p.removed) return
  const conditions = p.view.conditions
  let i = 0
  while (i < conditions.length && conditions[i]!.type !== cond.type) i++
  const old = conditions[i]
  if (old !== undefined && old.status === cond.status && old.reason === cond.reason && old.message === cond.message) {
    return
  }
  const condition: Condition = {
    type: cond.type,
    status: cond.status,
    reason: cond.reason,
    message: cond.message,
    lastTransitionTime: old !== undefined && old.status === cond.status ? old.lastTransitionTime : ctx.now
  }
  const next = conditions.slice()
  next[i] = condition
  p.view.conditions = next
  emit(ctx, { _tag: "ConditionChanged", at: ctx.now, pod: specOf(ctx, p).name, condition, cause: why })
}

/** kubelet-semantics §14: recompute the kubectl columns after every status change; emit when they changed. */
const columns = (ctx: Ctx, p: PodRt): void => {
  if (p.removed) return
  const v = p.view
  // printPod is a function of these alone: the same inputs print the same columns
  if (printedFromSame(v)) return
  v.printed = {
    phase: v.phase,
    reason: v.reason,
    conditions: v.conditions,
    containers: v.containers.slice(),
    deletionTimestamp: v.deletionTimestamp
  }
  const next = printPod(
    {
      phase: v.phase,
      reason: v.reason,
      conditions: v.conditions,
      containers: v.containers.filter((c): c is ContainerStatus => c !== undefined),
      deletionTimestamp: v.deletionTimestamp as Millis | undefined
    },
    podConfig(ctx, p).kinds
  )
  const old = v.columns
  if (
    old !== undefined &&
    old.status === next.status &&
    old.ready === next.ready &&
    old.restarts === next.restarts &&
    old.lastRestartAt === next.lastRestartAt
  ) {
    return
  }
  v.columns = next
  emit(ctx, {
    _tag: "ColumnsChanged",
    at: ctx.now,
    pod: specOf(ctx, p).name,
    columns: next,
    cause: PRINT_POD
  })
}

const NO_GATES: ReadonlyMap<string, ConditionStatus> = new Map()

/** The patched conditions `Ready` reads (§10.1): only a pod with readiness gates has any to read. */
const patchedGates = (ctx: Ctx, p: PodRt): ReadonlyMap<string, ConditionStatus> =>
  specOf(ctx, p).readinessGates.length === 0 ? NO_GATES : new Map(Object.entries(p.patched))

interface PrintedFrom {
  readonly phase: Phase
  readonly reason: string | undefined
  readonly conditions: ReadonlyArray<Condition>
  readonly containers: ReadonlyArray<ContainerStatus | undefined>
  readonly deletionTimestamp: number | undefined
}

const printedFromSame = (v: View): boolean => {
  const m = v.printed
  if (
    m === undefined ||
    m.phase !== v.phase ||
    m.reason !== v.reason ||
    m.conditions !== v.conditions ||
    m.deletionTimestamp !== v.deletionTimestamp
  ) {
    return false
  }
  for (let i = 0; i < v.containers.length; i++) if (m.containers[i] !== v.containers[i]) return false
  return true
}

const isTerminal = (phase: Phase): boolean => phase === "Succeeded" || phase === "Failed"

const anyRunning = (p: PodRt): boolean => p.containers.some((c) => c.state === "running")

const statusesByName = (statuses: ReadonlyArray<ContainerStatus>) => {
  const map = new Map<string, ContainerStatus>()
  for (const s of statuses) map.set(s.name, s)
  return map
}

/** `getPhase` plus ShouldEvict and TerminatePod (kubelet-semantics §2.2, §2.3, §12). */
const computePhase = (
  ctx: Ctx,
  p: PodRt,
  byName: ReadonlyMap<string, ContainerStatus>
): { phase: Phase; reason: string | undefined; message: string | undefined } => {
  const pod = specOf(ctx, p)
  let phase = getPhase({
    pod,
    statuses: byName,
    podIsTerminal: p.finished,
    podHasInitialized: pod.containers.some((_, i) => p.containers[pod.initContainers.length + i]!.state === "running"),
    rulesGate: ctx.config.rulesGate
  })
  if (p.evicted !== undefined) return { phase: "Failed", ...p.evicted } // §12 ShouldEvict
  if (p.finished && (phase === "Pending" || phase === "Running")) phase = "Failed" // §2.3 TerminatePod
  return { phase, reason: undefined, message: undefined }
}

const kubeletCanWrite = (ctx: Ctx, p: PodRt): boolean => {
  if (p.removed || p.node === undefined || p.nodeGone) return false
  const node = nodeOf(ctx, p)
  return node?.up === true
}

const SANDBOX_READY: Conditions.Cond = {
  type: "PodReadyToStartContainers",
  status: "True",
  reason: undefined,
  message: undefined
}
const SANDBOX_NOT_READY: Conditions.Cond = {
  type: "PodReadyToStartContainers",
  status: "False",
  reason: "PodSandboxNotReady",
  message: undefined
}
const SCHEDULED: Conditions.Cond = { type: "PodScheduled", status: "True", reason: undefined, message: undefined }

/**
 * The kubelet writes the pod status (`generateAPIPodStatus` + `mergePodStatus`): conditions in kubelet order (§10.1),
 * then container statuses (init first, spec order), then the phase, then the kubectl columns (§14).
 */
const publish = (ctx: Ctx, p: PodRt, why?: Cause): void => {
  if (!kubeletCanWrite(ctx, p)) return
  // §17.12: while a sync is blocked, the status written at its start stands
  if (p.block !== undefined) return
  // nothing about this pod happened since its last write: the status is the same (a pure optimisation)
  if (!p.dirty) return
  const pod = specOf(ctx, p)
  const statuses = p.containers.map((c) => containerStatus(ctx, p, c))
  const byName = statusesByName(statuses)
  const computed = computePhase(ctx, p, byName)
  // §2.3 mergePodStatus: terminal phases are final; a terminal phase waits until no container can run
  let { phase, reason, message } = computed
  if (isTerminal(p.view.phase) || (isTerminal(phase) && anyRunning(p))) {
    phase = p.view.phase
    reason = p.view.reason
    message = p.view.message
  } else if (phase === p.view.phase && reason === undefined) {
    reason = p.view.reason
    message = p.view.message
  }
  // Order inside one write (§10.2, §17.2): PodReadyToStartContainers, Initialized; Ready and ContainersReady when they
  // are not True; the container statuses; ContainersReady and Ready when they turn True; PodScheduled; the phase.
  const condCause = why ?? STATUS_WRITE
  if (ctx.config.readyToStartGate) {
    setCondition(ctx, p, p.sandbox ? SANDBOX_READY : SANDBOX_NOT_READY, condCause)
  }
  setCondition(ctx, p, Conditions.initialized(pod, byName, computed.phase), condCause)
  const containersReady = Conditions.containersReady(pod, byName, computed.phase)
  const ready = Conditions.ready(pod, containersReady, patchedGates(ctx, p))
  if (ready.status !== "True") setCondition(ctx, p, ready, condCause)
  if (containersReady.status !== "True") setCondition(ctx, p, containersReady, condCause)
  statuses.forEach((s, i) => {
    const old = p.view.containers[i]
    if (old === s || sameStatus(old, s)) return
    p.view.containers[i] = s
    emit(ctx, {
      _tag: "ContainerStatusChanged",
      at: ctx.now,
      pod: pod.name,
      container: s.name,
      status: s,
      cause: why ?? statusCause(s)
    })
  })
  if (containersReady.status === "True") setCondition(ctx, p, containersReady, condCause)
  if (ready.status === "True") setCondition(ctx, p, ready, condCause)
  setCondition(ctx, p, SCHEDULED, condCause)
  if (phase !== p.view.phase || reason !== p.view.reason || message !== p.view.message) {
    p.view.phase = phase
    p.view.reason = reason
    p.view.message = message
    emit(ctx, {
      _tag: "PhaseChanged",
      at: ctx.now,
      pod: pod.name,
      phase,
      reason,
      message,
      cause: cause("§2.2", `getPhase → ${phase}`)
    })
  }
  columns(ctx, p)
  p.dirty = false
}

/** `text.split(" ")[1]` without the array. */
const secondWord = (text: string | undefined): string | undefined => {
  if (text === undefined) return undefined
  const start = text.indexOf(" ") + 1
  if (start === 0) return undefined
  const end = text.indexOf(" ", start)
  return end < 0 ? text.slice(start) : text.slice(start, end)
}

const statusCause = (s: ContainerStatus): Cause => {
  const st = s.state
  if (st._tag === "Waiting" && st.reason === "CrashLoopBackOff") {
    const delay = secondWord(st.message) ?? "?"
    const exit = s.lastState === undefined ? "" : ` after the exit at ${at(s.lastState.finishedAt)}`
    return cause("§5.2", `CrashLoopBackOff delay ${delay}${exit}`)
  }
  if (st._tag === "Waiting" && (st.reason === "ImagePullBackOff" || st.reason === "ErrImagePull")) {
    return cause("§5.5", `image pull: ${st.reason}`)
  }
  if (st._tag === "Waiting") return cause("§3.1", `waiting ${st.reason ?? "(no reason)"}`)
  if (st._tag === "Terminated") return cause("§3.3", `exit ${st.exitCode} → ${st.reason}`)
  return cause("§3.1", "container running")
}

/**
 * The prober's direct status-manager writes (`SetContainerReadiness`, `SetContainerStartup`, kubelet-semantics §9.3):
 * published even while a sync is blocked or the pod terminates.
 */
const publishReadiness = (ctx: Ctx, p: PodRt): void => {
  if (!kubeletCanWrite(ctx, p)) return
  if (p.block === undefined) {
    publish(ctx, p)
    return
  }
  const pod = specOf(ctx, p)
  let changed = false
  p.containers.forEach((c, i) => {
    const old = p.view.containers[i]
    if (old === undefined || old.state._tag !== "Running") return
    const ready = isReady(ctx, p, c)
    const started = c.state === "running" && c.started && !c.postStart
    if (old.ready === ready && old.started === started) return
    const s = { ...old, ready, started }
    p.view.containers[i] = s
    changed = true
    emit(ctx, {
      _tag: "ContainerStatusChanged",
      at: ctx.now,
      pod: pod.name,
      container: s.name,
      status: s,
      cause: cause("§9.3", "prober result written by the status manager")
    })
  })
  if (!changed) return
  const byName = new Map<string, ContainerStatus>()
  for (const s of p.view.containers) if (s !== undefined) byName.set(s.name, s)
  const containersReady = Conditions.containersReady(pod, byName, p.view.phase)
  const ready = Conditions.ready(pod, containersReady, patchedGates(ctx, p))
  const why = cause("§9.3", "prober result written by the status manager")
  if (ready.status === "True") {
    setCondition(ctx, p, containersReady, why)
    setCondition(ctx, p, ready, why)
  } else {
    setCondition(ctx, p, ready, why)
    setCondition(ctx, p, containersReady, why)
  }
  columns(ctx, p)
}

// ---------------------------------------------------------------------------------------------------------------------
// the pod sync (computePodActions + SyncPod, kubelet-semantics §4, §5, §6, §7, §8)
// ---------------------------------------------------------------------------------------------------------------------

type StartResult = "started" | "blocked" | "failed" | "backoff" | "waiting"

const requestSync = (p: PodRt): void => {
  p.syncAgain = true
}

const block = (p: PodRt, kind: NonNullable<PodRt["block"]>["kind"], container: number): "blocked" => {
  p.block = { kind, container }
  p.blockToken++
  return "blocked"
}

const unblock = (p: PodRt): void => {
  p.block = undefined
  p.resume = true
  p.syncAgain = true
}

/** Runs a pod sync now: status at its start, the actions, the status at its end (§17.2). */
const sync = (ctx: Ctx, p: PodRt): void => {
  p.syncAgain = false
  if (p.node === undefined || p.nodeGone) return
  const node = nodeOf(ctx, p)
  if (node === undefined || !node.up) return // the kubelet is down: nothing happens until it recovers
  if (p.block !== undefined) {
    p.syncAgain = true // the pod worker is busy: sync again when the blocked sync returns
    return
  }
  if (p.finished) {
    if (p.deleted !== undefined && !p.removed) remove(ctx, p, cause("§11.5", "terminal pod deleted"))
    return
  }
  const resumed = p.resume
  p.resume = false
  if (p.startTime === undefined) {
    // §10.1: startTime is set at the first status write; §12 counts the deadline from it
    p.startTime = ctx.now
    const deadline = specOf(ctx, p).activeDeadline
    if (deadline !== undefined)
      schedule(ctx, { _tag: "Deadline", at: (ctx.now + deadline) as Millis, pod: indexOf(ctx, p) })
  }
  if (!resumed) publish(ctx, p) // generateAPIPodStatus before the runtime SyncPod (§8)
  const result = p.terminating !== undefined ? terminateBody(ctx, p) : syncBody(ctx, p)
  if (result === "blocked" || p.finished) return
  publish(ctx, p)
  readinessTriggers(ctx, p)
}

const shouldRestartExit = (ctx: Ctx, p: PodRt, c: ContainerRt): boolean => {
  if (c.probeKill !== undefined) return c.probeKill.restart
  return containerShouldRestart(ccOf(ctx, p, c).spec, specOf(ctx, p), c.last!.exitCode, ctx.config.rulesGate)
}

const syncBody = (ctx: Ctx, p: PodRt): "blocked" | "done" => {
  const pc = podConfig(ctx, p)
  const pod = pc.spec
  const initCount = pod.initContainers.length
  // §12: the active deadline
  if (pod.activeDeadline !== undefined && p.startTime !== undefined && ctx.now - p.startTime >= pod.activeDeadline) {
    deadlineExceeded(ctx, p)
    return terminateBody(ctx, p)
  }
  // §6: after a sandbox loss, a pod none of whose regular containers will run again is done
  if (p.rebooted) {
    const regular = p.containers.slice(initCount)
    const again = regular.some((c) => c.state === "running" || c.state === "none" || shouldRestartExit(ctx, p, c))
    if (!again) return terminalCheck(ctx, p)
  }
  // §8: create the sandbox (SandboxChanged when replacing one)
  if (!p.sandbox) {
    if (p.everSandbox) {
      kEvent(ctx, p, "SandboxChanged", "Normal", "Pod sandbox changed, it will be killed and re-created.", undefined)
    }
    p.sandbox = true
    p.everSandbox = true
    p.rebooted = false
  }
  // §4.3: kill running containers whose liveness or startup probe failed; restart them in the same sync
  for (let i = 0; i < p.containers.length; i++) {
    const seen = p.containers[i]!
    if (seen.killRequest === undefined || seen.state !== "running" || seen.kill !== undefined) continue
    const c = own(p, i)
    const spec = ccOf(ctx, p, c).spec
    const probe = c.killRequest
    const restart = restartAfterProbeKill(spec, pod, ctx.config.rulesGate)
    c.probeKill = { prev: c.last?.finishedAt, restart, decided: false }
    c.killRequest = undefined
    const probeSpec = probe === "liveness" ? spec.livenessProbe : spec.startupProbe
    const grace = probeSpec?.terminationGracePeriod ?? pod.terminationGracePeriod // §9.2
    const prefix = spec.kind === "regular" ? "Container" : "Init container"
    startKill(
      ctx,
      p,
      c,
      grace,
      `${prefix} ${spec.name} failed ${probe} probe${restart && spec.kind === "regular" ? ", will be restarted" : ""}`,
      false,
      cause("§4.3", `${probe} probe failure threshold reached`)
    )
  }
  if (p.containers.some((c) => c.kill !== undefined && !c.kill.podLevel)) return block(p, "kill", -1)
  // §6, §7.1: init containers, one at a time, in spec order
  if (!p.initDone) {
    for (let i = 0; i < initCount; i++) {
      const c = own(p, i)
      const spec = pc.containers[i]!.spec
      if (spec.kind === "sidecar") {
        if (c.state === "running") {
          if (c.started && !c.postStart) continue // §7.1: a started sidecar releases the next init container
          return terminalCheck(ctx, p)
        }
        const r = tryStart(ctx, p, c)
        if (r === "blocked") return r
        if (r === "started" && c.started) continue
        return terminalCheck(ctx, p)
      }
      if (c.state === "running") return terminalCheck(ctx, p)
      if (c.state === "exited" && c.last!.exitCode === 0 && c.probeKill === undefined) continue
      if (c.state === "exited" && !shouldRestartExit(ctx, p, c)) return terminalCheck(ctx, p) // §6: KillPod
      const r = tryStart(ctx, p, c)
      if (r === "blocked") return r
      return terminalCheck(ctx, p)
    }
    p.initDone = true
  }
  // §7.2: exited sidecars are restarted after initialization too
  for (let i = 0; i < initCount; i++) {
    const c = p.containers[i]!
    if (pc.containers[i]!.spec.kind !== "sidecar" || c.state === "running") continue
    if (!waitsAsBefore(ctx, c) && tryStart(ctx, p, own(p, i)) === "blocked") return "blocked"
  }
  // §4.1: regular containers
  let keep = 0
  let restartable = 0
  const toStart: Array<ContainerRt> = []
  for (let i = initCount; i < p.containers.length; i++) {
    const c = p.containers[i]!
    if (c.state === "running") keep++
    else if (c.state === "none" || shouldRestartExit(ctx, p, c)) {
      restartable++
      if (!waitsAsBefore(ctx, c)) toStart.push(own(p, i))
    }
  }
  if (keep === 0 && restartable === 0) {
    // §4.4: nothing left to run → KillPod, sidecars included (§7.5)
    if (anyRunning(p)) {
      startTermination(ctx, p, pod.terminationGracePeriod)
      return terminateBody(ctx, p)
    }
    return terminalCheck(ctx, p)
  }
  for (const c of toStart) {
    if (tryStart(ctx, p, c) === "blocked") return "blocked"
  }
  return terminalCheck(ctx, p)
}

/** §2.4: when the computed phase is terminal the pod worker terminates the pod. */
const terminalCheck = (ctx: Ctx, p: PodRt): "blocked" | "done" => {
  // with initialization done, getPhase can only be terminal once nothing runs (§2.2 steps 4–5)
  if (p.initDone && anyRunning(p)) return "done"
  const statuses = p.containers.map((c) => containerStatus(ctx, p, c))
  const { phase } = computePhase(ctx, p, statusesByName(statuses))
  if (!isTerminal(phase)) return "done"
  if (anyRunning(p)) {
    startTermination(ctx, p, specOf(ctx, p).terminationGracePeriod)
    return terminateBody(ctx, p)
  }
  finalize(ctx, p)
  return "done"
}

const deadlineExceeded = (ctx: Ctx, p: PodRt): void => {
  if (p.evicted !== undefined || p.terminating !== undefined || p.finished) return
  const message = "Pod was active on the node longer than the specified deadline"
  const why = cause("§12", `activeDeadlineSeconds reached at ${at(ctx.now)}`)
  kEvent(ctx, p, "DeadlineExceeded", "Normal", message, undefined, why)
  p.evicted = { reason: "DeadlineExceeded", message }
  startTermination(ctx, p, specOf(ctx, p).terminationGracePeriod)
}

/**
 * Whether `tryStart` would find the container still in the crash-loop wait it already shows (same exit, same
 * restart instant), and so change and emit nothing: the sync skips it without copying it.
 */
const waitsAsBefore = (ctx: Ctx, c: ContainerRt): boolean => {
  if (c.kill !== undefined) return true
  if (c.state !== "exited" || c.waiting?.reason !== "CrashLoopBackOff" || c.backoff === undefined) return false
  if (c.probeKill !== undefined && !c.probeKill.decided) return false
  const exitedAt = c.last!.finishedAt
  return (
    c.restartAt === exitedAt + c.backoff.backoff &&
    Backoff.isInBackOffSince(ctx.config.crashLoop, c.backoff, exitedAt, ctx.now)
  )
}

/** `start()` in SyncPod: doBackOff (§5.1), EnsureImageExists (§8, §5.5), create, start, postStart (§8). */
const tryStart = (ctx: Ctx, p: PodRt, c: ContainerRt, restartCause?: Cause): StartResult => {
  if (c.kill !== undefined) return "waiting"
  if (c.state === "running") return "started"
  const pod = specOf(ctx, p)
  const spec = ccOf(ctx, p, c).spec
  const params = ctx.config.crashLoop
  let why = restartCause
  if (c.state === "exited") {
    // §5.1 step 1: the newest exited instance — §5.6: for a probe kill in this sync, the one before it
    let ts: number | undefined = c.last!.finishedAt
    let waitFrom = ts
    if (c.probeKill !== undefined && !c.probeKill.decided) {
      c.probeKill.decided = true
      ts = c.probeKill.prev
      waitFrom = c.last!.finishedAt
    }
    if (ts !== undefined) {
      if (Backoff.isInBackOffSince(params, c.backoff, ts, ctx.now)) {
        // §5.1 step 3: CrashLoopBackOff with the exact message of §3.2
        const delay = c.backoff!.backoff
        const restartAt = waitFrom + delay
        // the same wait as at the last sync (one exit, one delay): keep its message, and so the container's status
        if (c.waiting?.reason !== "CrashLoopBackOff" || c.restartAt !== restartAt) {
          c.waiting = {
            reason: "CrashLoopBackOff",
            message: `back-off ${Duration.formatGo(delay)} restarting failed container=${spec.name} pod=${podRef(pod)}`
          }
        }
        if (c.restartAt !== restartAt) {
          c.restartAt = restartAt
          const text = `CrashLoopBackOff delay ${Duration.formatGo(delay)} after the exit at ${at(waitFrom)}`
          // §17.10: one BackOff event per crash-loop wait
          kEvent(
            ctx,
            p,
            "BackOff",
            "Warning",
            `Back-off restarting failed container ${spec.name} in pod ${podRef(pod)}`,
            spec.name,
            cause("§5.1", text)
          )
          resyncAt(ctx, p, restartAt, cause("§5.2", text))
        }
        return "backoff"
      }
      // §5.1 step 4: Next, then start now
      const before = c.backoff
      c.backoff = Backoff.next(params, c.backoff, ts, ctx.now)
      why ??=
        before === undefined || Backoff.hasExpired(params, ts, before)
          ? cause("§5.2", `restart at once after the exit at ${at(c.last!.finishedAt)} (no back-off entry)`)
          : cause("§5.2", `restart after back-off ${Duration.formatGo(before.backoff)}`)
    } else {
      why ??= cause("§5.6", "first probe kill: restart at once, no back-off entry")
    }
  }
  const image = ensureImage(ctx, p, c)
  if (image !== "ok") return image
  return createAndStart(ctx, p, c, why)
}

/** Sets the reason cache (§3.1), keeping the same object when nothing changed so the status is not regenerated. */
const setWaiting = (c: ContainerRt, reason: string, message: string): void => {
  if (c.waiting?.reason !== reason || c.waiting.message !== message) c.waiting = { reason, message }
}

const IMAGE_SIZE_BASE = 1_000_000

/** A deterministic image size for the Pulled message (docs/conventions.md). */
const imageSize = (image: string): number => {
  let h = 2166136261
  for (let i = 0; i < image.length; i++) {
    h ^= image.charCodeAt(i)
    h = Math.imul(h, 16777619) >>> 0
  }
  return IMAGE_SIZE_BASE + (h % 99_000_000)
}

/** `EnsureImageExists` (kubelet-semantics §8, §5.5). */
const ensureImage = (ctx: Ctx, p: PodRt, c: ContainerRt): "ok" | "blocked" | "failed" => {
  const spec = ccOf(ctx, p, c).spec
  const node = nodeOf(ctx, p)!
  const image = spec.image
  const present = node.images.includes(image)
  const presentMessage = `Container image "${image}" already present on machine`
  if (spec.imagePullPolicy === "Never") {
    if (present) {
      kEvent(ctx, p, "Pulled", "Normal", presentMessage, spec.name, cause("§8", "image present, pull policy Never"))
      return "ok"
    }
    const message = `Container image "${image}" is not present with pull policy of Never`
    setWaiting(c, "ErrImageNeverPull", message)
    if (!c.neverPullNoted) {
      c.neverPullNoted = true
      kEvent(ctx, p, "ErrImageNeverPull", "Warning", message, spec.name, cause("§3.2", "pull policy Never"))
    }
    return "failed"
  }
  if (spec.imagePullPolicy === "IfNotPresent" && present) {
    kEvent(ctx, p, "Pulled", "Normal", presentMessage, spec.name, cause("§8", "image already in the node's cache"))
    return "ok"
  }
  const entry = p.imageBackoff[image]
  // §17.4: the failed attempt at T shows ErrImagePull at T; the next sync shows ImagePullBackOff
  if (entry !== undefined && entry.lastUpdate === ctx.now && c.waiting?.reason === "ErrImagePull") return "failed"
  if (Backoff.isInBackOffSinceUpdate(Backoff.imagePullParams, entry, ctx.now)) {
    // §5.5: ImagePullBackOff until the next attempt
    const retryAt = entry!.lastUpdate + entry!.backoff
    const message = `Back-off pulling image "${image}"`
    setWaiting(c, "ImagePullBackOff", message)
    if (c.pullRetryAt !== retryAt) {
      c.pullRetryAt = retryAt
      const why = cause("§5.5", `next pull attempt at ${at(retryAt)}`)
      kEvent(ctx, p, "BackOff", "Normal", message, spec.name, why)
      kEvent(ctx, p, "Failed", "Warning", "Error: ImagePullBackOff", spec.name, why)
      resyncAt(ctx, p, retryAt, why)
    }
    return "failed"
  }
  kEvent(
    ctx,
    p,
    "Pulling",
    "Normal",
    `Pulling image "${image}"`,
    spec.name,
    cause("§8", `pull policy ${spec.imagePullPolicy}`)
  )
  const cc = ccOf(ctx, p, c)
  if (cc.pullTakes > 0) {
    timer(ctx, p, c, "PullDone", ctx.now + cc.pullTakes, p.blockToken + 1)
    return block(p, "pull", c.index)
  }
  return finishPull(ctx, p, c, 0)
}

const finishPull = (ctx: Ctx, p: PodRt, c: ContainerRt, took: number): "ok" | "failed" => {
  const cc = ccOf(ctx, p, c)
  const spec = cc.spec
  const image = spec.image
  if (cc.pullFails && !c.pullCleared) {
    // §5.5: a failed attempt: ErrImagePull now, ImagePullBackOff from the next sync (§17.4: T+1s)
    const error = `failed to pull and unpack image "${image}": the scenario makes this pull fail`
    const entry = Backoff.next(Backoff.imagePullParams, p.imageBackoff[image], ctx.now, ctx.now)
    p.imageBackoff[image] = entry
    const why = cause("§5.5", `pull failed; next attempt in ${Duration.formatGo(entry.backoff)}`)
    kEvent(ctx, p, "Failed", "Warning", `Failed to pull image "${image}": ${error}`, spec.name, why)
    kEvent(ctx, p, "Failed", "Warning", "Error: ErrImagePull", spec.name, why)
    setWaiting(c, "ErrImagePull", error)
    if (entry.backoff > 1000) resyncAt(ctx, p, ctx.now + 1000, cause("§17.4", "the sync after a failed pull"))
    resyncAt(ctx, p, ctx.now + entry.backoff, why)
    return "failed"
  }
  const node = nodeOf(ctx, p)!
  if (!node.images.includes(image)) mutNode(ctx, node).images.push(image)
  const d = Duration.formatGo(took)
  kEvent(
    ctx,
    p,
    "Pulled",
    "Normal",
    `Successfully pulled image "${image}" in ${d} (${d} including waiting). Image size: ${imageSize(image)} bytes.`,
    spec.name,
    cause("§8", `pull took ${d}`)
  )
  return "ok"
}

const hookPlan = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  hook: "postStart" | "preStop"
): { duration: number; fails: boolean } => {
  const cc = ccOf(ctx, p, c)
  const handler = hook === "postStart" ? cc.spec.postStart : cc.spec.preStop
  let duration = handler?.handler === "sleep" ? (handler.sleep ?? 0) : 0
  let fails = false
  for (const b of cc.hooks) {
    if (b.hook !== hook) continue
    if (b._tag === "HookTakes") duration = b.duration
    else {
      duration = b.after
      fails = true
    }
  }
  return { duration, fails }
}

/** `startContainer` steps 2–6 (kubelet-semantics §8). */
const createAndStart = (ctx: Ctx, p: PodRt, c: ContainerRt, why: Cause | undefined): StartResult => {
  const cc = ccOf(ctx, p, c)
  const spec = cc.spec
  const pod = specOf(ctx, p)
  c.runs++
  c.state = "running"
  c.startedAt = ctx.now
  c.token++
  c.waiting = undefined
  c.restartAt = undefined
  c.pullRetryAt = undefined
  c.probeKill = undefined
  c.killRequest = undefined
  c.started = spec.startupProbe === undefined
  c.startedInstant = c.started ? ctx.now : undefined
  c.probes = {
    startup: { ...newProbe("unknown"), gen: c.probes.startup.gen + 1 },
    liveness: { ...newProbe("success"), gen: c.probes.liveness.gen + 1 },
    readiness: { ...newProbe("failure"), gen: c.probes.readiness.gen + 1 }
  }
  const startCause = why ?? cause("§17.1", "container created and started at once")
  kEvent(ctx, p, "Created", "Normal", `Created container: ${spec.name}`, spec.name, startCause)
  kEvent(ctx, p, "Started", "Normal", `Started container ${spec.name}`, spec.name, startCause)
  emit(ctx, {
    _tag: "ContainerStarted",
    at: ctx.now,
    pod: pod.name,
    container: spec.name,
    run: c.runs,
    cause: startCause
  })
  // behaviours: `exits N after D`, `is OOM killed after D`
  const exit = Probes.pickForRun(cc.exits, c.runs)
  if (exit !== undefined) {
    timer(ctx, p, c, "Exit", ctx.now + exit.after, c.token, {
      exitCode: exit._tag === "ExitsAfter" ? exit.exitCode : 137,
      oom: exit._tag === "OomKilledAfter"
    })
  }
  // §9.4: liveness and startup candidates at S + k·period, k ≥ 1
  for (const type of ["startup", "liveness"] as const) {
    const probe = probeSpec(spec, type)
    if (probe !== undefined) {
      timer(ctx, p, c, "Probe", ctx.now + period(probe), c.probes[type].gen, { probe: type })
    }
  }
  // §8: postStart runs synchronously
  if (spec.postStart !== undefined) {
    emit(ctx, {
      _tag: "HookStarted",
      at: ctx.now,
      pod: pod.name,
      container: spec.name,
      hook: "postStart",
      cause: cause("§8", "postStart runs synchronously right after the start")
    })
    const plan = hookPlan(ctx, p, c, "postStart")
    c.postStart = true
    if (plan.duration > 0) {
      timer(ctx, p, c, "PostStartDone", ctx.now + plan.duration, c.token)
      return block(p, "postStart", c.index)
    }
    return finishPostStart(ctx, p, c, plan.fails)
  }
  return "started"
}

const probeSpec = (spec: Container, type: ProbeType): Probe | undefined =>
  type === "startup" ? spec.startupProbe : type === "liveness" ? spec.livenessProbe : spec.readinessProbe

const period = (probe: Probe): number => Math.max(probe.period, 1)

const finishPostStart = (ctx: Ctx, p: PodRt, c: ContainerRt, fails: boolean): StartResult => {
  const spec = ccOf(ctx, p, c).spec
  const pod = specOf(ctx, p)
  c.postStart = false
  emit(ctx, {
    _tag: "HookFinished",
    at: ctx.now,
    pod: pod.name,
    container: spec.name,
    hook: "postStart",
    outcome: fails ? "failed" : "completed"
  })
  if (!fails) return "started"
  // §8 step 6: FailedPostStartHook, the container is killed, PostStartHookError
  const why = cause("§8", "postStart hook failed")
  kEvent(ctx, p, "FailedPostStartHook", "Warning", "PostStartHook failed", spec.name, why)
  setWaiting(c, "PostStartHookError", "PostStartHook failed")
  startKill(ctx, p, c, pod.terminationGracePeriod, "FailedPostStartHook", false, why)
  if (c.kill !== undefined) return block(p, "kill", -1)
  return "failed"
}

// ---------------------------------------------------------------------------------------------------------------------
// killing (§11.3, §7.4) and termination (§11.5)
// ---------------------------------------------------------------------------------------------------------------------

const stopSignal = (ctx: Ctx, spec: Container): string =>
  // §11.4: lifecycle.stopSignal needs gate ContainerStopSignals; otherwise the image default, SIGTERM
  ctx.config.stopSignalsGate && spec.stopSignal !== undefined ? spec.stopSignal : "SIGTERM"

/** `killContainer` (kubelet-semantics §11.3). `grace` in ms. */
const startKill = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  grace: number,
  message: string,
  podLevel: boolean,
  why: Cause
): void => {
  const pod = specOf(ctx, p)
  const spec = ccOf(ctx, p, c).spec
  kEvent(ctx, p, "Killing", "Normal", message, spec.name, why) // §11.3 step 2
  c.killToken++
  c.kill = {
    grace,
    phase: "preStop",
    ordered: podLevel && spec.kind === "sidecar",
    hookRan: false,
    hookStart: ctx.now,
    hookOutcome: "completed",
    waitStart: ctx.now,
    sigkillAt: 0,
    podLevel
  }
  // §11.3 step 3: preStop first, bounded by the grace period
  if (spec.preStop !== undefined && grace > 0) {
    emit(ctx, {
      _tag: "HookStarted",
      at: ctx.now,
      pod: pod.name,
      container: spec.name,
      hook: "preStop",
      cause: cause("§11.3", `preStop first, bounded by the grace period ${Duration.formatGo(grace)}`)
    })
    const plan = hookPlan(ctx, p, c, "preStop")
    c.kill.hookRan = true
    c.kill.hookOutcome = plan.duration > grace ? "interrupted" : plan.fails ? "failed" : "completed"
    const end = ctx.now + Math.min(plan.duration, grace)
    if (end > ctx.now) {
      timer(ctx, p, c, "PreStopDone", end, c.killToken)
      return
    }
    finishPreStop(ctx, p, c)
    return
  }
  afterPreStop(ctx, p, c)
}

const finishPreStop = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const k = c.kill!
  const spec = ccOf(ctx, p, c).spec
  emit(ctx, {
    _tag: "HookFinished",
    at: ctx.now,
    pod: specOf(ctx, p).name,
    container: spec.name,
    hook: "preStop",
    outcome: k.hookOutcome
  })
  if (k.hookOutcome === "failed") {
    kEvent(ctx, p, "FailedPreStopHook", "Warning", "PreStopHook failed", spec.name, cause("§11.3", "preStop failed"))
  }
  afterPreStop(ctx, p, c)
}

const truncSeconds = (ms: number): number => Math.floor(ms / 1000) * 1000

const afterPreStop = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const k = c.kill!
  if (k.hookRan) k.grace -= truncSeconds(ctx.now - k.hookStart) // §11.3 step 3: whole seconds, truncated
  if (k.ordered && !turnReady(ctx, p, c)) {
    // §7.4 step 3: wait for the main containers and the next sidecar, at most the remaining grace
    k.phase = "waitTurn"
    k.waitStart = ctx.now
    c.killToken++
    timer(ctx, p, c, "TurnTimeout", ctx.now + Math.max(k.grace, 0), c.killToken)
    return
  }
  sendStopSignal(ctx, p, c)
}

/** §7.4: a sidecar stops after every regular container and every later sidecar has stopped. */
const turnReady = (ctx: Ctx, p: PodRt, c: ContainerRt): boolean => {
  const pc = podConfig(ctx, p)
  const i = c.index
  return p.containers.every(
    (o, j) =>
      o.state !== "running" ||
      o === c ||
      !(pc.containers[j]!.spec.kind === "regular" || (pc.containers[j]!.spec.kind === "sidecar" && j > i))
  )
}

const sendStopSignal = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const k = c.kill!
  const cc = ccOf(ctx, p, c)
  const pod = specOf(ctx, p)
  if (k.phase === "waitTurn") k.grace -= truncSeconds(ctx.now - k.waitStart)
  const grace = Math.max(k.grace, 2000) // §11.3 step 5: minimumGracePeriodInSeconds
  k.phase = "signaled"
  k.sigkillAt = ctx.now + grace
  c.killToken++
  const signal = stopSignal(ctx, cc.spec)
  emit(ctx, {
    _tag: "SignalSent",
    at: ctx.now,
    pod: pod.name,
    container: cc.spec.name,
    signal,
    cause: cause("§11.3", `stop signal; SIGKILL after ${Duration.formatGo(grace)} if still running`)
  })
  const stops = cc.stops.find((b) => b.signal === signal)
  if (cc.ignores.includes(signal) || (stops !== undefined && stops.after >= grace)) {
    timer(ctx, p, c, "Sigkill", k.sigkillAt, c.killToken)
  } else if (stops !== undefined && stops.after > 0) {
    timer(ctx, p, c, "SignalExit", ctx.now + stops.after, c.killToken)
  } else {
    // language.md §4: a container given its stop signal exits at once with code 0
    onExit(ctx, p, c, 0, "Completed", cause("§11.4", `exited on ${signal}`))
  }
}

const sigkill = (ctx: Ctx, p: PodRt, c: ContainerRt): void => {
  const spec = ccOf(ctx, p, c).spec
  const why = cause("§11.3", "grace period over: SIGKILL")
  emit(ctx, {
    _tag: "SignalSent",
    at: ctx.now,
    pod: specOf(ctx, p).name,
    container: spec.name,
    signal: "SIGKILL",
    cause: why
  })
  onExit(ctx, p, c, 137, "Error", why) // §3.3: 137 after SIGKILL, reason Error
}

/** A container process ended (its own exit, a signal, SIGKILL, OOM, a lost node). */
const onExit = (ctx: Ctx, p: PodRt, c: ContainerRt, exitCode: number, reason: string, why: Cause): void => {
  if (c.state !== "running") return
  const pod = specOf(ctx, p)
  const spec = ccOf(ctx, p, c).spec
  const index = c.index
  if (c.postStart) {
    c.postStart = false
    emit(ctx, {
      _tag: "HookFinished",
      at: ctx.now,
      pod: pod.name,
      container: spec.name,
      hook: "postStart",
      outcome: "interrupted"
    })
    if (p.block?.kind === "postStart" && p.block.container === index) unblock(p)
  }
  if (c.kill?.phase === "preStop" && c.kill.hookRan) {
    emit(ctx, {
      _tag: "HookFinished",
      at: ctx.now,
      pod: pod.name,
      container: spec.name,
      hook: "preStop",
      outcome: "interrupted"
    })
  }
  emit(ctx, { _tag: "ContainerExited", at: ctx.now, pod: pod.name, container: spec.name, exitCode, reason, cause: why })
  c.prev = c.last
  c.last = makeExit(exitCode, reason, c.startedAt, ctx.now)
  c.state = "exited"
  c.token++
  c.killToken++
  c.kill = undefined
  c.started = false
  c.startedInstant = undefined
  c.killRequest = undefined
  // §7.4: release sidecars waiting for their turn
  if (p.terminating !== undefined) {
    for (const o of p.containers) {
      if (o.kill?.phase === "waitTurn" && turnReady(ctx, p, o)) sendStopSignal(ctx, p, own(p, o.index))
    }
  }
  if (p.block?.kind === "kill" && !p.containers.some((o) => o.kill !== undefined && !o.kill.podLevel)) unblock(p)
  if (p.block?.kind === "terminate" && !anyRunning(p)) unblock(p)
  // §9.3: the readiness worker sees the container stopped and writes Ready=false while the sync stays blocked
  if (p.block !== undefined) publishReadiness(ctx, p)
  requestSync(p)
}

/** §11.5: SyncTerminatingPod. `grace` in ms. */
const startTermination = (ctx: Ctx, p: PodRt, grace: number): void => {
  if (p.terminating !== undefined) {
    if (grace < p.terminating.grace) shortenGrace(ctx, p, grace) // §11.2: grace can only decrease
    return
  }
  p.terminating = { grace }
  p.dirty = true
  if (p.block?.kind === "pull" || p.block?.kind === "postStart") {
    // the sync in progress is cancelled (docs/conventions.md)
    p.block = undefined
    p.blockToken++
  }
  p.containers.forEach((c, i) => {
    if (c.restartAt === undefined && c.killRequest === undefined) return
    const owned = own(p, i)
    owned.restartAt = undefined
    owned.killRequest = undefined
  })
  requestSync(p)
}

/** §11.2: a shorter grace requested later restarts the kill with the new value (SIGKILL no later than it allows). */
const shortenGrace = (ctx: Ctx, p: PodRt, grace: number): void => {
  p.terminating = { grace }
  for (let i = 0; i < p.containers.length; i++) {
    if (p.containers[i]!.kill?.podLevel !== true) continue
    const c = own(p, i)
    const k = c.kill!
    if (k.phase === "signaled") {
      const sigkillAt = ctx.now + Math.max(grace, 2000)
      if (sigkillAt < k.sigkillAt) {
        k.sigkillAt = sigkillAt
        c.killToken++
        timer(ctx, p, c, "Sigkill", sigkillAt, c.killToken)
      }
    } else if (k.phase === "preStop" || k.phase === "waitTurn") {
      if (k.hookRan && k.phase === "preStop") k.hookOutcome = "interrupted"
      k.grace = Math.min(k.grace, grace + truncSeconds(ctx.now - (k.phase === "preStop" ? k.hookStart : k.waitStart)))
      c.killToken++
      timer(ctx, p, c, k.phase === "preStop" ? "PreStopDone" : "TurnTimeout", ctx.now + grace, c.killToken)
    }
  }
}

const terminateBody = (ctx: Ctx, p: PodRt): "blocked" | "done" => {
  const grace = p.terminating?.grace ?? specOf(ctx, p).terminationGracePeriod
  const pc = podConfig(ctx, p)
  // §11.5: kill every running container in parallel (§7.4 ordering for sidecars)
  p.containers.forEach((c, i) => {
    if (c.state !== "running" || c.kill !== undefined) return
    const name = pc.containers[i]!.spec.name
    startKill(ctx, p, own(p, i), grace, `Stopping container ${name}`, true, cause("§11.5", "pod terminating"))
  })
  if (anyRunning(p)) return block(p, "terminate", -1)
  finalize(ctx, p)
  return "done"
}

/** §11.5 steps 3–4, §17.7: the terminal status is written, then a deleted pod is removed. */
const finalize = (ctx: Ctx, p: PodRt): void => {
  p.finished = true
  p.dirty = true
  p.sandbox = false // §7.5: killPodWithSyncResult stops the sandbox
  publish(ctx, p, cause("§11.5", "pod terminated: terminal status"))
  if (p.deleted !== undefined && !p.removed) remove(ctx, p, cause("§11.5", "canBeDeleted: terminal phase written"))
}

const remove = (ctx: Ctx, p: PodRt, why: Cause): void => {
  p.removed = true
  p.view.removed = true
  emit(ctx, { _tag: "PodRemoved", at: ctx.now, pod: specOf(ctx, p).name, cause: why })
}

// ---------------------------------------------------------------------------------------------------------------------
// probes (§9)
// ---------------------------------------------------------------------------------------------------------------------

/** §9.3/§9.4: a sync runs the readiness probe of every started container whose result is not Success. */
const readinessTriggers = (ctx: Ctx, p: PodRt): void => {
  if (p.terminating !== undefined || p.finished) return
  p.containers.forEach((seen, i) => {
    const probe = ccOf(ctx, p, seen).spec.readinessProbe
    if (probe === undefined || seen.state !== "running" || !seen.started || seen.postStart) return
    if (seen.probes.readiness.result === "success") return
    const c = own(p, i)
    c.probes.readiness.gen++
    timer(ctx, p, c, "Probe", ctx.now + period(probe), c.probes.readiness.gen, { probe: "readiness" })
    if (ctx.now - c.startedAt >= probe.initialDelay) execute(ctx, p, c, "readiness", probe)
  })
}

const onProbeTick = (ctx: Ctx, p: PodRt, c: ContainerRt, type: ProbeType, gen: number): void => {
  const spec = ccOf(ctx, p, c).spec
  const probe = probeSpec(spec, type)
  const pr = c.probes[type]
  if (probe === undefined || c.state !== "running" || pr.gen !== gen || pr.onHold || p.finished) return
  if (type !== "readiness" && p.terminating !== undefined) return // §9.2: StopLivenessAndStartup
  if (type === "startup" && c.started) return // the startup worker is done
  timer(ctx, p, c, "Probe", ctx.now + period(probe), gen, { probe: type })
  const node = nodeOf(ctx, p)
  if (node === undefined || !node.up) return
  if (c.postStart) return // §8: no container ID in the status yet
  if (ctx.now - c.startedAt < probe.initialDelay) return // §9.4 initial-delay filter
  if (type !== "startup" && !c.started) return
  if (type === "liveness" && ctx.now <= (c.startedInstant ?? 0)) return // §9.4: strictly after R
  execute(ctx, p, c, type, probe)
}

/** `worker.doProbe` (kubelet-semantics §9.1). */
const execute = (ctx: Ctx, p: PodRt, c: ContainerRt, type: ProbeType, probe: Probe): void => {
  const cc = ccOf(ctx, p, c)
  const pod = specOf(ctx, p)
  const answer = Probes.answerAt(cc.probes[type], c.answers[type], c.runs, c.startedAt, ctx.now)
  const result = answer === "succeeds" ? "success" : answer === "fails" ? "failure" : "error"
  emit(ctx, {
    _tag: "ProbeExecuted",
    at: ctx.now,
    pod: pod.name,
    container: cc.spec.name,
    probe: type,
    result,
    cause: cause("§9.4", `${type} probe of run ${c.runs} started at ${at(c.startedAt)}`)
  })
  const title = Probes.probeTitle(type)
  if (result === "error") {
    // §9.1: an error result is thrown away
    const message = `${title} probe errored and resulted in unknown state: ${Probes.errorText}`
    kEvent(ctx, p, "Unhealthy", "Warning", message, cc.spec.name, cause("§9.1", "probe error: result discarded"))
    return
  }
  if (result === "failure") {
    const message = `${title} probe failed: ${Probes.failureOutput(probe.handler)}`
    kEvent(ctx, p, "Unhealthy", "Warning", message, cc.spec.name, cause("§9.1", `${type} probe failed`))
  }
  const pr = c.probes[type]
  if (pr.last === result) pr.run++
  else {
    pr.last = result
    pr.run = 1
  }
  const threshold = result === "failure" ? probe.failureThreshold : probe.successThreshold
  if (pr.run < Math.max(threshold, 1)) return
  const changed = pr.result !== result
  pr.result = result
  if (type === "liveness" && result === "failure") {
    pr.onHold = true
    pr.run = 0
    c.killRequest = "liveness"
    requestSync(p)
  } else if (type === "startup") {
    pr.onHold = true
    pr.run = 0
    if (result === "success") {
      c.started = true
      c.startedInstant = ctx.now
      publishReadiness(ctx, p)
    } else {
      c.killRequest = "startup"
    }
    requestSync(p)
  } else if (type === "readiness" && changed) {
    publishReadiness(ctx, p)
    requestSync(p)
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// the control plane: scheduling, deletion, disruptions, nodes
// ---------------------------------------------------------------------------------------------------------------------

const bind = (ctx: Ctx, p: PodRt, node: string, why: Cause, byScheduler: boolean): void => {
  const pod = specOf(ctx, p)
  p.node = node
  p.view.nodeName = node
  emit(ctx, { _tag: "NodeAssigned", at: ctx.now, pod: pod.name, node, cause: why })
  if (byScheduler) {
    setCondition(ctx, p, { type: "PodScheduled", status: "True", reason: undefined, message: undefined }, why)
    kEvent(
      ctx,
      p,
      "Scheduled",
      "Normal",
      `Successfully assigned ${pod.namespace}/${pod.name} to ${node}`,
      undefined,
      why
    )
  }
  columns(ctx, p)
  requestSync(p)
}

const createPods = (ctx: Ctx): void => {
  ctx.pods.forEach((_, i) => {
    const p = podAt(ctx, i)
    const pc = ctx.config.pods[i]!
    const pod = pc.spec
    const created = cause("§10.2", "pod created at 0s")
    emit(ctx, { _tag: "PodCreated", at: ctx.now, pod: pod.name, cause: created })
    emit(ctx, {
      _tag: "PhaseChanged",
      at: ctx.now,
      pod: pod.name,
      phase: "Pending",
      reason: undefined,
      message: undefined,
      cause: created
    })
    if (p.gates.length > 0) {
      setCondition(
        ctx,
        p,
        {
          type: "PodScheduled",
          status: "False",
          reason: "SchedulingGated",
          message: "Scheduling is blocked due to non-empty scheduling gates"
        },
        cause("§14", "scheduling gates present")
      )
    }
    columns(ctx, p)
    if (pod.nodeName !== undefined) bind(ctx, p, pod.nodeName, cause("§10.1", `spec.nodeName ${pod.nodeName}`), false)
    else if (p.gates.length === 0 && !pc.scheduledByScenario) {
      bind(ctx, p, firstNode(ctx), cause("§17.1", "scheduled at once to the first node"), true)
    }
  })
}

const firstNode = (ctx: Ctx): string => (ctx.nodes.find((n) => n.up && !n.deleted) ?? ctx.nodes[0]!).name

/** `kubectl delete` (kubelet-semantics §11.1). `grace` in ms; 0 = force. */
const deletePod = (ctx: Ctx, p: PodRt, requested: number, why: Cause): void => {
  const pod = specOf(ctx, p)
  // §11.1: 0 if the pod is not scheduled or already terminal
  const grace = p.node === undefined || isTerminal(p.view.phase) ? 0 : Math.max(requested, 0)
  if (p.deleted !== undefined && grace >= p.deleted.grace) return
  p.deleted = { grace }
  emit(ctx, { _tag: "DeletionRequested", at: ctx.now, pod: pod.name, grace: grace as Millis, cause: why })
  p.view.deletionTimestamp = ctx.now + grace
  columns(ctx, p)
  if (grace === 0) remove(ctx, p, cause("§11.1", "grace 0: removed from the API at once"))
  if (p.node !== undefined && !p.finished) {
    // §11.2: the kubelet always supplies a grace of at least 1s (§11.6 for force deletes)
    startTermination(ctx, p, Math.max(grace, 1000))
  }
  requestSync(p)
}

const disruption = (ctx: Ctx, p: PodRt, reason: string, message: string, why: Cause): void =>
  setCondition(ctx, p, { type: "DisruptionTarget", status: "True", reason, message }, why)

const podsOnNode = (ctx: Ctx, node: string): Array<PodRt> => {
  const out: Array<PodRt> = []
  ctx.pods.forEach((p, i) => {
    if (p.node === node && !p.removed && !p.nodeGone) out.push(podAt(ctx, i))
  })
  return out
}

const unreachableToleration = (ctx: Ctx, pod: Pod): number | undefined => {
  for (const t of pod.tolerations) {
    const keyMatches = t.key === undefined ? t.operator === "Exists" : t.key === "node.kubernetes.io/unreachable"
    if (keyMatches && (t.effect === undefined || t.effect === "NoExecute")) {
      return t.tolerationSeconds === undefined ? undefined : Math.max(t.tolerationSeconds, 0) * 1000
    }
  }
  return ctx.config.cluster.defaultUnreachableTolerationSeconds * 1000 // §13.2: the admission plugin's default
}

const GC_PERIOD = 20_000
const GC_QUARANTINE = 40_000

// ---------------------------------------------------------------------------------------------------------------------
// world events
// ---------------------------------------------------------------------------------------------------------------------

const reject = (ctx: Ctx, event: WorldEvent, reason: string, possibleAt?: number): void => {
  ctx.actions.push({
    _tag: "Reject",
    index: event.index,
    at: event.at,
    reason,
    possibleAt: possibleAt as Millis | undefined
  })
}

const findPod = (ctx: Ctx, name: string): number => ctx.config.pods.findIndex((pc) => pc.spec.name === name)

const findNode = (ctx: Ctx, name: string): NodeRt | undefined => ctx.nodes.find((n) => n.name === name)

/** Why a container cannot exit now, and when it could. */
const notRunning = (ctx: Ctx, p: PodRt, c: ContainerRt, name: string): { reason: string; possibleAt?: number } => {
  if (p.removed) return { reason: `pod ${specOf(ctx, p).name} has been removed` }
  if (c.state === "none") {
    if (c.waiting !== undefined)
      return { reason: `container ${name} has not started: it is waiting in ${c.waiting.reason}` }
    return { reason: `container ${name} has not started yet` }
  }
  if (c.restartAt !== undefined && c.restartAt > ctx.now) {
    return {
      reason: `container ${name} is waiting in CrashLoopBackOff until ${at(c.restartAt)}`,
      possibleAt: c.restartAt
    }
  }
  if (c.waiting !== undefined)
    return { reason: `container ${name} is not running: it is waiting in ${c.waiting.reason}` }
  return {
    reason: `container ${name} is not running: it terminated at ${at(c.last!.finishedAt)} (exit ${c.last!.exitCode})`
  }
}

const applyWorld = (ctx: Ctx, input: Extract<Input, { _tag: "World" }>): void => {
  const event = input.event
  const action = event.action
  const applied = () => emit(ctx, { _tag: "WorldEventApplied", at: ctx.now, index: event.index })
  if (
    action._tag === "NodeFails" ||
    action._tag === "NodeRecovers" ||
    action._tag === "NodeReboots" ||
    action._tag === "NodeDeleted"
  ) {
    const node = findNode(ctx, action.node)
    if (node === undefined) {
      reject(ctx, event, `node ${action.node} does not exist`)
      return
    }
    applyNodeEvent(ctx, event, mutNode(ctx, node), applied)
    return
  }
  const i = findPod(ctx, action.pod)
  if (i < 0) {
    reject(ctx, event, `pod ${action.pod} does not exist`)
    return
  }
  const p = podAt(ctx, i)
  const pod = ctx.config.pods[i]!.spec
  if (p.removed) {
    reject(ctx, event, `pod ${pod.name} has been removed from the API`)
    return
  }
  const container = (name: string): ContainerRt | undefined => {
    const j = ctx.config.pods[i]!.containers.findIndex((cc) => cc.spec.name === name)
    return j < 0 ? undefined : own(p, j)
  }
  switch (action._tag) {
    case "ContainerExits":
    case "ContainerOomKilled": {
      const c = container(action.container)
      if (c === undefined) {
        reject(ctx, event, `container ${action.container} does not exist in pod ${pod.name}`)
        return
      }
      if (p.nodeGone) {
        reject(ctx, event, `node ${p.node} of pod ${pod.name} has been deleted`)
        return
      }
      if (c.state !== "running") {
        // an exit at the instant of a due restart happens right after that restart
        if (!input.deferred && c.restartAt === ctx.now) {
          ctx.actions.push({ _tag: "Defer", input: { ...input, deferred: true } })
          return
        }
        const why = notRunning(ctx, p, c, action.container)
        reject(ctx, event, why.reason, why.possibleAt)
        return
      }
      applied()
      if (action._tag === "ContainerOomKilled") {
        onExit(ctx, p, c, 137, "OOMKilled", cause("§3.3", "OOM killed by the scenario"))
        return
      }
      onExit(
        ctx,
        p,
        c,
        action.exitCode,
        action.exitCode === 0 ? "Completed" : "Error",
        cause("§3.3", `the scenario's exit ${action.exitCode}`)
      )
      return
    }
    case "ProbeAnswers": {
      const c = container(action.container)
      if (c === undefined) {
        reject(ctx, event, `container ${action.container} does not exist in pod ${pod.name}`)
        return
      }
      const cc = ctx.config.pods[i]!.containers[c.index]!
      if (probeSpec(cc.spec, action.probe) === undefined) {
        reject(ctx, event, `container ${action.container} has no ${action.probe} probe`)
        return
      }
      applied()
      c.answers[action.probe] = { answer: action.answer, at: ctx.now }
      return
    }
    case "ImagePullSucceeds": {
      const c = container(action.container)
      if (c === undefined) {
        reject(ctx, event, `container ${action.container} does not exist in pod ${pod.name}`)
        return
      }
      applied()
      c.pullCleared = true
      return
    }
    case "ConditionPatched": {
      applied()
      p.patched[action.conditionType] = action.status
      setCondition(
        ctx,
        p,
        { type: action.conditionType, status: action.status, reason: undefined, message: undefined },
        cause("§10.1", "condition patched through the API")
      )
      columns(ctx, p)
      // §10.1: a readiness-gate change makes the kubelet recompute Ready
      if (p.block !== undefined) publishReadinessGates(ctx, p)
      requestSync(p)
      return
    }
    case "SchedulingGateRemoved": {
      if (!p.gates.includes(action.gate)) {
        reject(ctx, event, `pod ${pod.name} has no scheduling gate "${action.gate}"`)
        return
      }
      applied()
      p.gates = p.gates.filter((g) => g !== action.gate)
      if (p.gates.length === 0 && p.node === undefined) {
        const why = cause("§14", "last scheduling gate removed")
        if (ctx.config.pods[i]!.scheduledByScenario) {
          setCondition(
            ctx,
            p,
            { type: "PodScheduled", status: "False", reason: "Unschedulable", message: undefined },
            why
          )
          columns(ctx, p)
        } else bind(ctx, p, firstNode(ctx), why, true)
      }
      return
    }
    case "PodScheduled": {
      if (p.node !== undefined) {
        reject(ctx, event, `pod ${pod.name} is already scheduled to ${p.node}`)
        return
      }
      if (p.gates.length > 0) {
        reject(ctx, event, `pod ${pod.name} has scheduling gates: ${p.gates.map((g) => `"${g}"`).join(", ")}`)
        return
      }
      const node = findNode(ctx, action.node)
      if (node === undefined) {
        reject(ctx, event, `node ${action.node} does not exist`)
        return
      }
      if (node.deleted) {
        reject(ctx, event, `node ${action.node} has been deleted`)
        return
      }
      applied()
      bind(ctx, p, node.name, cause("§10.1", `the scenario schedules the pod to ${node.name}`), true)
      return
    }
    case "PodDeleted": {
      applied()
      deletePod(ctx, p, action.grace ?? pod.terminationGracePeriod, cause("§11.1", "kubectl delete"))
      return
    }
    case "PodForceDeleted": {
      applied()
      deletePod(ctx, p, 0, cause("§11.6", "kubectl delete --grace-period=0 --force"))
      return
    }
    case "PodEvicted": {
      applied()
      if (p.node !== undefined) {
        disruption(ctx, p, "EvictionByEvictionAPI", "Eviction API: evicting", cause("§13.1", "API-initiated eviction"))
        columns(ctx, p)
      }
      deletePod(ctx, p, pod.terminationGracePeriod, cause("§13.1", "eviction: graceful delete"))
      return
    }
    case "PodPreempted": {
      applied()
      if (p.node !== undefined) {
        const why = cause("§13.1", "scheduler preemption")
        kEvent(ctx, p, "Preempted", "Normal", `Preempted by pod <preemptor> on node ${p.node}`, undefined, why)
        disruption(
          ctx,
          p,
          "PreemptionByScheduler",
          "default-scheduler: preempting to accommodate a higher priority pod",
          why
        )
        columns(ctx, p)
      }
      deletePod(ctx, p, pod.terminationGracePeriod, cause("§13.1", "preemption: graceful delete"))
      return
    }
  }
}

/** Readiness-gate patches while a sync is blocked: the status manager recomputes Ready (§10.1 notes). */
const publishReadinessGates = (ctx: Ctx, p: PodRt): void => {
  if (!kubeletCanWrite(ctx, p)) return
  const pod = specOf(ctx, p)
  const cr = p.view.conditions.find((c) => c.type === "ContainersReady")
  if (cr === undefined) return
  setCondition(ctx, p, Conditions.ready(pod, cr, patchedGates(ctx, p)))
  columns(ctx, p)
}

const applyNodeEvent = (ctx: Ctx, event: WorldEvent, node: NodeRt, applied: () => void): void => {
  const action = event.action
  switch (action._tag) {
    case "NodeFails": {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has been deleted`)
        return
      }
      if (!node.up) {
        reject(ctx, event, `node ${node.name} has already failed`)
        return
      }
      applied()
      node.up = false
      node.token++
      // §13.2 convention: NotReady after node-monitor-grace-period
      schedule(ctx, {
        _tag: "NodeNotReady",
        at: (ctx.now + ctx.config.cluster.nodeMonitorGracePeriod) as Millis,
        node: ctx.nodes.indexOf(node),
        token: node.token
      })
      return
    }
    case "NodeRecovers": {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has been deleted`)
        return
      }
      if (node.up) {
        reject(ctx, event, `node ${node.name} has not failed`)
        return
      }
      applied()
      node.up = true
      node.token++
      if (node.ready !== "True") {
        node.ready = "True"
        emit(ctx, {
          _tag: "NodeReadyChanged",
          at: ctx.now,
          node: node.name,
          status: "True",
          cause: cause("§13.2", "heartbeats resume")
        })
      }
      for (const p of podsOnNode(ctx, node.name)) {
        p.timerToken++ // a pending taint eviction is cancelled (the taint is removed)
        requestSync(p)
      }
      return
    }
    case "NodeReboots": {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has been deleted`)
        return
      }
      applied()
      node.up = true
      const why = cause("§6", `node ${node.name} rebooted: sandbox lost`)
      for (const p of podsOnNode(ctx, node.name)) {
        if (p.finished) continue
        for (let j = 0; j < p.containers.length; j++) onExit(ctx, p, own(p, j), 255, "Unknown", why)
        p.sandbox = false
        p.dirty = true
        p.rebooted = true
        p.initDone = false
        p.block = undefined
        p.blockToken++
        const initCount = specOf(ctx, p).initContainers.length
        p.containers.forEach((_, j) => {
          const c = own(p, j)
          c.backoff = undefined // the kubelet restarted: its back-off cache is empty
          c.restartAt = undefined
          c.kill = undefined
          if (j < initCount) {
            // purgeInitContainers: init containers run again
            c.state = "none"
            c.waiting = undefined
            c.probeKill = undefined
          }
        })
        requestSync(p)
      }
      return
    }
    case "NodeDeleted": {
      if (node.deleted) {
        reject(ctx, event, `node ${node.name} has already been deleted`)
        return
      }
      applied()
      node.deleted = true
      node.up = false
      node.token++
      // §13.3 convention: GC ticks every 20s from 0; detection at the first tick ≥ deletion, removal 40s later
      const detect = Math.ceil(ctx.now / GC_PERIOD) * GC_PERIOD
      const removeAt = Math.ceil((detect + GC_QUARANTINE) / GC_PERIOD) * GC_PERIOD
      ctx.pods.forEach((p, i) => {
        if (p.node !== node.name || p.removed) return
        const q = podAt(ctx, i)
        q.nodeGone = true
        schedule(ctx, { _tag: "PodGC", at: removeAt as Millis, pod: i })
      })
      return
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// timers
// ---------------------------------------------------------------------------------------------------------------------

const applyTimer = (ctx: Ctx, input: Extract<Input, { _tag: "Timer" }>): void => {
  const p = podAt(ctx, input.pod)
  const c = own(p, input.container)
  if (p.nodeGone) return
  switch (input.kind) {
    case "Exit": {
      if (c.token !== input.token || c.state !== "running") return
      const code = input.exitCode ?? 0
      const reason = input.oom === true ? "OOMKilled" : code === 0 ? "Completed" : "Error"
      onExit(ctx, p, c, code, reason, cause("§3.3", `behaviour: exit ${code} ${at(ctx.now - c.startedAt)} after start`))
      return
    }
    case "Probe":
      onProbeTick(ctx, p, c, input.probe!, input.token)
      return
    case "PullDone": {
      if (p.block?.kind !== "pull" || p.blockToken !== input.token) return
      p.block = undefined
      const ok = finishPull(ctx, p, c, ccOf(ctx, p, c).pullTakes)
      if (ok === "ok") {
        const r = createAndStart(ctx, p, c, undefined)
        if (r === "blocked") return
      }
      p.resume = true
      requestSync(p)
      return
    }
    case "PostStartDone": {
      if (c.token !== input.token || !c.postStart) return
      const plan = hookPlan(ctx, p, c, "postStart")
      if (p.block?.kind === "postStart") p.block = undefined
      const r = finishPostStart(ctx, p, c, plan.fails)
      if (r === "blocked") return
      p.resume = true
      requestSync(p)
      return
    }
    case "PreStopDone":
      if (c.killToken !== input.token || c.kill?.phase !== "preStop") return
      finishPreStop(ctx, p, c)
      return
    case "TurnTimeout":
      if (c.killToken !== input.token || c.kill?.phase !== "waitTurn") return
      sendStopSignal(ctx, p, c)
      return
    case "SignalExit":
      if (c.killToken !== input.token || c.kill?.phase !== "signaled") return
      onExit(ctx, p, c, 0, "Completed", cause("§11.4", "stopped after its stop signal"))
      return
    case "Sigkill":
      if (c.killToken !== input.token || c.kill?.phase !== "signaled") return
      sigkill(ctx, p, c)
      return
  }
}

const applyNodeNotReady = (ctx: Ctx, input: Extract<Input, { _tag: "NodeNotReady" }>): void => {
  if (ctx.nodes[input.node]!.token !== input.token || ctx.nodes[input.node]!.up) return
  const node = mutNode(ctx, ctx.nodes[input.node]!)
  node.ready = "Unknown"
  const why = cause("§13.2", `no heartbeat for node-monitor-grace-period`)
  emit(ctx, { _tag: "NodeReadyChanged", at: ctx.now, node: node.name, status: "Unknown", cause: why })
  for (const p of podsOnNode(ctx, node.name)) {
    // MarkPodsNotReady: only Ready, reason and message untouched
    const ready = p.view.conditions.find((c) => c.type === "Ready")
    if (ready !== undefined && ready.status !== "False") {
      setCondition(ctx, p, { type: "Ready", status: "False", reason: ready.reason, message: ready.message }, why)
      columns(ctx, p)
    }
    const toleration = unreachableToleration(ctx, specOf(ctx, p))
    if (toleration !== undefined && p.deleted === undefined) {
      p.timerToken++
      schedule(ctx, {
        _tag: "TaintEviction",
        at: (ctx.now + toleration) as Millis,
        pod: indexOf(ctx, p),
        token: p.timerToken
      })
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// step
// ---------------------------------------------------------------------------------------------------------------------

const MAX_SYNCS_PER_STEP = 1000

/**
 * Applies one input at its instant. Pure: the given state is not modified; the pods the input touches are copied.
 * The actions say what follows: records to emit (in order), inputs to queue at a later (or the same) instant, world
 * events rejected or deferred.
 *
 * When to use: inside an event loop ordered by (time, seq), feeding back every `Schedule` action — see
 * `Simulation.run`.
 *
 * @example
 * const [state, inputs] = Kubelet.init(setup)
 * const [next, actions] = Kubelet.step(state, inputs[0]!)
 *
 * @category transitions
 */
export const step = (state: State, input: Input): readonly [State, ReadonlyArray<Action>] => {
  const ctx: Ctx = {
    now: input.at,
    config: state.config,
    pods: state.pods.slice(),
    cloned: state.pods.map(() => false),
    nodes: state.nodes.slice(),
    nodesCloned: state.nodes.map(() => false),
    actions: []
  }
  switch (input._tag) {
    case "Start":
      createPods(ctx)
      break
    case "World":
      applyWorld(ctx, input)
      break
    case "Timer":
      applyTimer(ctx, input)
      break
    case "Resync": {
      const p = podAt(ctx, input.pod)
      requestSync(p)
      break
    }
    case "Deadline": {
      const p = podAt(ctx, input.pod)
      const node = nodeOf(ctx, p)
      if (node?.up === true && !p.nodeGone) {
        deadlineExceeded(ctx, p)
        requestSync(p)
      }
      break
    }
    case "NodeNotReady":
      applyNodeNotReady(ctx, input)
      break
    case "TaintEviction": {
      const p = podAt(ctx, input.pod)
      const node = nodeOf(ctx, p)
      if (p.timerToken !== input.token || p.removed || p.deleted !== undefined || node === undefined || node.up) break
      const why = cause("§13.2", "unreachable toleration expired: taint eviction")
      disruption(ctx, p, "DeletionByTaintManager", "Taint manager: deleting due to NoExecute taint", why)
      deletePod(ctx, p, specOf(ctx, p).terminationGracePeriod, why)
      break
    }
    case "PodGC": {
      const p = podAt(ctx, input.pod)
      if (p.removed) break
      const why = cause("§13.3", "PodGC: orphaned pod of a deleted node")
      const pod = specOf(ctx, p)
      if (!isTerminal(p.view.phase)) {
        disruption(ctx, p, "DeletionByPodGC", "PodGC: node no longer exists", why)
        p.view.phase = "Failed"
        emit(ctx, {
          _tag: "PhaseChanged",
          at: ctx.now,
          pod: pod.name,
          phase: "Failed",
          reason: p.view.reason,
          message: p.view.message,
          cause: why
        })
        columns(ctx, p)
      }
      p.deleted = { grace: 0 }
      emit(ctx, { _tag: "DeletionRequested", at: ctx.now, pod: pod.name, grace: 0 as Millis, cause: why })
      p.view.deletionTimestamp = ctx.now
      remove(ctx, p, why)
      break
    }
  }
  // drain the sync requests (probe flips during a sync ask for another one); bounded
  for (let n = 0; n < MAX_SYNCS_PER_STEP; n++) {
    const i = ctx.pods.findIndex((p) => p.syncAgain && p.block === undefined)
    if (i < 0) break
    sync(ctx, podAt(ctx, i))
  }
  return [{ config: state.config, pods: ctx.pods, nodes: ctx.nodes }, ctx.actions]
}

/** Whether every pod has been removed from the API. @category predicates */
export const allRemoved = (state: State): boolean => state.pods.every((p) => p.removed)

/** The pods and their containers in status order, for the timeline header. @category accessors */
export const podsOf = (
  state: State
): ReadonlyArray<{
  readonly name: string
  readonly containers: ReadonlyArray<{ name: string; kind: ContainerKind }>
}> =>
  state.config.pods.map((pc) => ({
    name: pc.spec.name,
    containers: pc.containers.map((cc) => ({ name: cc.spec.name, kind: cc.spec.kind }))
  }))
