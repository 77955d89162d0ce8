/**
 * The kubelet and the control plane (scheduler, API server, node lifecycle, taint eviction, Pod GC) as one pure step
 * function, xstate style: `step(state, input) → [state, actions]`. Actions are data — records to emit, timers to
 * schedule, rejections — and the simulation loop (`Simulation.run`) applies them.
 *
 * Every rule cites kubelet-semantics (§n). Timing conventions are those of §17 and docs/conventions.md.
 *
 * This module is the facade: the public types, `init` and `step`. The kubelet itself lives in `internal/`, a module a
 * concept: `sync` (the pod sync), `start` and `images` (starting containers, pulls), `hooks`, `kill` and
 * `termination`, `prober`, `containerStatus` and `podStatus` (status generation and publication), `controlPlane`
 * (scheduling, deletion), `nodes` (nodes, taint eviction, Pod GC), `world` and `timers` (the inputs), on `model` (the
 * state), `context` (copy-on-write) and `actions` (records, Events, timers).
 */
import type { Behaviour, ProbeType } from "./Behaviour.ts"
import type { Millis } from "./Duration.ts"
import type * as Backoff from "./internal/backoff.ts"
import { makeOwnedCtx } from "./internal/context.ts"
import type { NodeRt, PodConfig, PodRt } from "./internal/model.ts"
import { init as initialState } from "./internal/setup.ts"
import { apply, step as applyInput } from "./internal/step.ts"
import type { ContainerKind, Pod } from "./PodSpec.ts"
import type * as Settings from "./Settings.ts"
import type { Cause, TimelineRecord } from "./Timeline.ts"
import type { WorldEvent } from "./WorldEvent.ts"

/** How a recurring cause's text is made from its key (see `Config.causes`). @category models */
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
  /** Causes whose text recurs (`exit 1 → Error`), made once a run: records share them (see `actions.sharedCause`). */
  readonly causes: Map<CauseText<never>, Map<string | number, Cause>>
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
    }
  /** Re-queue a world event at the same instant, after what is already due (an exit at the restart instant). */
  | { readonly _tag: "Defer"; readonly input: Input }

/** What a run is made of. @category models */
export interface Setup {
  /** Every pod is created at 0s, in this order. */
  readonly pods: ReadonlyArray<Pod>
  /** Declared nodes; empty means one node `node-1` (language.md §3). */
  readonly nodes: ReadonlyArray<string>
  readonly kubelet: Settings.Kubelet
  readonly cluster: Settings.Cluster
  readonly behaviours: ReadonlyArray<Behaviour>
  /** In scenario order; applied in time order, same-instant events in this order. */
  readonly events: ReadonlyArray<WorldEvent>
}

/**
 * The initial state and the inputs to queue: `Start` at 0s, then every world event (kept in scenario order).
 *
 * When to use: to drive the kubelet yourself (a debugger, a step-by-step explainer); `Simulation.run` does this and
 * the event loop for you.
 *
 * @category constructors
 */
export const init: (setup: Setup) => readonly [State, ReadonlyArray<Input>] = initialState

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
export const step: (state: State, input: Input) => readonly [State, ReadonlyArray<Action>] = applyInput

/**
 * A kubelet that owns its state and steps it in place: the same rules as `step`, without the copies that keep earlier
 * states intact. `state` is the state after the last step; the actions a step returns are valid until the next one.
 *
 * @category models
 */
export interface Stepper {
  readonly state: State
  readonly step: (input: Input) => ReadonlyArray<Action>
}

/**
 * A `Stepper` over `state`, which must come fresh from `init` and be used by nothing else: its pods are written in
 * place.
 *
 * When to use: an event loop that never looks back at earlier states — `Simulation.run`, several times faster than
 * `step` on wide pods (no copy of every container's record a step).
 *
 * @category constructors
 */
export const stepper = (state: State): Stepper => {
  const ctx = makeOwnedCtx(state)
  return {
    state,
    step: (input) => {
      ctx.actions = []
      apply(ctx, input)
      return ctx.actions
    }
  }
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
