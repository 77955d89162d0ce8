/**
 * The step context and copy-on-write: `step` copies a pod, node or container on its first write in the step, so
 * the state it was given is never modified.
 */
import type { Millis } from "../Duration.ts"
import type { Pod } from "../PodSpec.ts"
import type { Cause } from "../Timeline.ts"
import * as Heap from "./heap.ts"
import type {
  Action,
  CauseText,
  Config,
  ContainerConfig,
  ContainerRt,
  NodeRt,
  PodCache,
  PodConfig,
  PodRt,
  ProbeRt,
  State
} from "./model.ts"
import { VERDICT_KEPT, VERDICT_WAITING } from "./model.ts"
import { emptyRegularSums } from "./statusColumn.ts"

export const newProbe = (result: ProbeRt["result"]): ProbeRt => ({
  result,
  last: undefined,
  run: 0,
  onHold: false,
  gen: 0,
  busy: false,
  pending: false
})

/**
 * A probe worker of a new run (§9.4: a start gives each probe a new worker), in place of the last run's: the container
 * owns its probes (`cloneContainer` copies them), and a new object for each at each start was only garbage.
 */
export const restartProbe = (r: ProbeRt, result: ProbeRt["result"]): void => {
  r.result = result
  r.last = undefined
  r.run = 0
  r.onHold = false
  r.gen++
  r.busy = false
  r.pending = false
}

// Copy-on-write: `step` copies the pods it touches. Only what the kubelet mutates in place is copied; value objects
// (exits, back-off entries, conditions, container statuses) are replaced, never mutated, so they are shared.
export const cloneProbe = (r: ProbeRt): ProbeRt => ({
  result: r.result,
  last: r.last,
  run: r.run,
  onHold: r.onHold,
  gen: r.gen,
  busy: r.busy,
  pending: r.pending
})

// Field by field (not a spread): V8 keeps one hidden class and copies fast.
export const cloneContainer = (c: ContainerRt): ContainerRt => ({
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
  readyCarried: c.readyCarried,
  image: c.image,
  runImage: c.runImage,
  redefined: c.redefined,
  pullCleared: c.pullCleared,
  neverPullNoted: c.neverPullNoted,
  touched: c.touched,
  desired: c.desired,
  allocated: c.allocated,
  shown: c.shown,
  shownFrom: c.shownFrom
})

export const clonePod = (p: PodRt): PodRt => ({
  index: p.index,
  node: p.node,
  gates: p.gates,
  startTime: p.startTime,
  sandbox: p.sandbox,
  everSandbox: p.everSandbox,
  initDone: p.initDone,
  rebooted: p.rebooted,
  containers: p.containers.slice(),
  owned: p.containers.map(notCopied),
  touched: p.touched.slice(),
  current: p.current,
  statusBits: p.statusBits,
  statusCounts: p.statusCounts,
  readinessVersion: p.readinessVersion,
  unpublished: p.unpublished.slice(),
  statusFlags: p.statusFlags,
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
  imageBackoff: p.imageBackoff,
  patched: p.patched,
  view: {
    phase: p.view.phase,
    reason: p.view.reason,
    message: p.view.message,
    conditions: p.view.conditions,
    containers: p.view.containers.slice(),
    containersVersion: p.view.containersVersion,
    columns: p.view.columns,
    nodeName: p.view.nodeName,
    deletionTimestamp: p.view.deletionTimestamp,
    removed: p.view.removed
  },
  timerToken: p.timerToken,
  dirty: p.dirty,
  running: p.running,
  redefined: p.redefined,
  resizePending: p.resizePending,
  generation: p.generation
})

/** For `map`: a fresh "copied in this step?" flag per pod, node or container. */
export const notCopied = (): boolean => false

/** Sets a container's runtime state, the only way to: the pod's count of running containers follows. */
export const setState = (p: PodRt, c: ContainerRt, state: ContainerRt["state"]): void => {
  if (c.state === "running") p.running--
  if (state === "running") p.running++
  c.state = state
}

/**
 * The container `i` of a pod copied in this step, for writing: copied on its first write in this step, and noted as
 * touched, so that an incremental status write regenerates its status (every write to a container goes through here).
 */
export const own = (ctx: Ctx, p: PodRt, i: number): ContainerRt => {
  if (!p.owned[i]) {
    p.containers[i] = cloneContainer(p.containers[i]!)
    p.owned[i] = true
  }
  const c = p.containers[i]!
  const cache = podCache(ctx, p)
  if (cache === undefined) return c
  unsettle(cache, i)
  if (!c.touched) {
    c.touched = true
    p.touched.push(i)
  }
  return c
}

/** Container `i`'s standing verdict no longer stands: taken out of the sums, to be looked at by the next walk. */
export const unsettle = (cache: PodCache, i: number): void => {
  if (cache.standsUntil[i] === Number.NEGATIVE_INFINITY) return
  cache.standsUntil[i] = Number.NEGATIVE_INFINITY
  if (cache.verdicts[i] === VERDICT_KEPT) cache.kept--
  else if (cache.verdicts[i] === VERDICT_WAITING) cache.waiting--
  cache.unsettled.push(i)
}

export const cloneNode = (n: NodeRt): NodeRt => ({ ...n, images: n.images.slice() })

/**
 * What only a stepper keeps from one step to the next: every memo, sum and cache, so that the states themselves hold
 * nothing but the kubelet's state, and the pure step, which has no cache, recomputes.
 */
export interface StepperCache {
  /** Causes whose text recurs (`exit 1 → Error`), made once a run: records share them (see `actions.sharedCause`). */
  readonly causes: Map<CauseText<never>, Map<string | number, Cause>>
  /** By pod index. */
  readonly pods: ReadonlyArray<PodCache>
}

/** What one step works on: the copies it made so far and the actions it produced, in order. */
export interface Ctx {
  now: Millis
  /**
   * What a stepper keeps from one step to the next (memos, sums, caches), and the sign that it writes incrementally:
   * it regenerates only the statuses of containers written since the last status write (`own` notes them). The pure
   * `Kubelet.step` has none: it recomputes everything, and so is the reference the stepper is tested against.
   */
  readonly cache: StepperCache | undefined
  readonly config: Config
  readonly pods: Array<PodRt>
  readonly cloned: Array<boolean>
  readonly nodes: Array<NodeRt>
  readonly nodesCloned: Array<boolean>
  actions: Array<Action>
}

/** What a stepper keeps of pod `p` between steps; `undefined` in the pure step, which keeps nothing and recomputes. */
export const podCache = (ctx: Ctx, p: PodRt): PodCache | undefined => ctx.cache?.pods[p.index]

/** The node, copied on first write in this step. */
export const mutNode = (ctx: Ctx, node: NodeRt): NodeRt => {
  const i = ctx.nodes.indexOf(node)
  if (!ctx.nodesCloned[i]) {
    ctx.nodes[i] = cloneNode(node)
    ctx.nodesCloned[i] = true
  }
  return ctx.nodes[i]!
}

/** The pod `i`, copied on its first access in this step (every pod a step looks at through it may be written). */
export const podAt = (ctx: Ctx, i: number): PodRt => {
  if (!ctx.cloned[i]) {
    ctx.pods[i] = clonePod(ctx.pods[i]!)
    ctx.cloned[i] = true
  }
  return ctx.pods[i]!
}

export const indexOf = (_ctx: Ctx, p: PodRt): number => p.index

export const specOf = (ctx: Ctx, p: PodRt): Pod => ctx.config.pods[indexOf(ctx, p)]!.spec

export const podConfig = (ctx: Ctx, p: PodRt): PodConfig => ctx.config.pods[indexOf(ctx, p)]!

export const ccOf = (ctx: Ctx, p: PodRt, c: ContainerRt): ContainerConfig =>
  ctx.config.pods[p.index]!.containers[c.index]!

/** The container's image now: the spec's, or the one an update set (kubelet-rules §20). */
export const imageOf = (ctx: Ctx, p: PodRt, c: ContainerRt): string => c.image ?? ccOf(ctx, p, c).spec.image

/** The node the pod is bound to (a loop, not `find`: called on every status write). */
export const nodeOf = (ctx: Ctx, p: PodRt): NodeRt | undefined => {
  if (p.node === undefined) return undefined
  for (const n of ctx.nodes) if (n.name === p.node) return n
  return undefined
}

/** A fresh context over `state`: nothing copied yet, no actions. */
export const makeCtx = (state: State, now: Millis): Ctx => ({
  now,
  config: state.config,
  pods: state.pods.slice(),
  cloned: state.pods.map(notCopied),
  nodes: state.nodes.slice(),
  nodesCloned: state.nodes.map(notCopied),
  actions: [],
  cache: undefined
})

const copied = (): boolean => true

/**
 * A context that owns `state` outright: every pod, container and node counts as copied already, so steps write in
 * place. For a loop that never shows anyone the states between its steps (`Simulation.run`): copying them would
 * protect nobody. The state must be fresh from `init` (its containers are marked owned) and used by this loop only.
 */
export const makeOwnedCtx = (state: State): Ctx => ({
  now: 0 as Millis,
  config: state.config,
  pods: state.pods as Array<PodRt>,
  cloned: state.pods.map(copied),
  nodes: state.nodes as Array<NodeRt>,
  nodesCloned: state.nodes.map(copied),
  actions: [],
  cache: {
    causes: new Map(),
    pods: state.config.pods.map((pc) => ({
      statusMemos: pc.containers.map(() => undefined),
      readyMemo: undefined,
      readySets: new Map(),
      readySet: undefined,
      readinessChanged: undefined,
      printed: undefined,
      regularSums: emptyRegularSums(),
      standsUntil: new Float64Array(pc.containers.length).fill(Number.NEGATIVE_INFINITY),
      verdicts: new Uint8Array(pc.containers.length),
      kept: 0,
      waiting: 0,
      unsettled: pc.containers.map((_, i) => i),
      waitsEnd: Heap.make<number>(),
      allocatedAt: 0
    }))
  }
})
