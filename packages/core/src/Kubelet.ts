/**
 * The kubelet and the control plane (scheduler, API server, node lifecycle, taint eviction, Pod GC) as one pure step
 * function, xstate style: `step(state, input) → [state, actions]`. Actions are data — records to emit, timers to
 * schedule, rejections — and the simulation loop (`Simulation.run`) applies them.
 *
 * Every rule cites kubelet-rules (§n). Timing conventions are those of §17 and docs/conventions.md.
 *
 * This module is the facade: the public types (defined with the rest of the state in `internal/model.ts`), `init`
 * and `step`. The kubelet itself lives in `internal/`, a module a concept, in layers that import only downward
 * (docs/contributing/core.md): the model and the pure rules; `context` (copy-on-write), `actions` and `worker`; the
 * status (`containerStatus`, `podStatus`); the container operations (`start`, `images`, `hooks`, `kill`, `prober`);
 * `sync` and `termination`; the inputs (`controlPlane`, `nodes`, `world`, `timers`); `step`.
 */
import { makeOwnedCtx, type StepperCache } from "./internal/context.ts"
import type { Action, Input, Setup, State } from "./internal/model.ts"
import { init as initialState } from "./internal/setup.ts"
import { applySteadyTicks, type SteadyTick, steadyTick } from "./internal/steady.ts"
import { apply, step as applyInput } from "./internal/step.ts"
import type { ContainerKind } from "./PodSpec.ts"

// The state, input and action types live with the rest of the model (`internal/model.ts`), below every module that
// uses them; they are public here.
export type { Action, CauseText, Config, Input, Setup, State, TimerKind } from "./internal/model.ts"
export type { SteadyTick } from "./internal/steady.ts"

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
  /**
   * Whether a queued input is a steady probe tick, and what it records (`internal/steady.ts`); without it, the
   * simulation steps every input.
   */
  readonly steady?: (input: Input) => SteadyTick | undefined
  /**
   * Applies `n` ticks of a steady probe tick at once (`steady` said it is one: `tick`); the ticks of one probe in the
   * order their last runs came.
   */
  readonly applySteady?: (input: Input, tick: SteadyTick, n: number) => void
  /**
   * What the stepper keeps between steps besides the state (its memos, sums and caches): a skip over a crash loop's
   * cycles moves it on with the state (`internal/cycles.ts`). @internal
   */
  readonly cache?: StepperCache | undefined
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
    },
    steady: (input) => steadyTick(ctx, input),
    applySteady: (input, tick, n) => applySteadyTicks(ctx, input as Extract<Input, { _tag: "Timer" }>, tick, n),
    cache: ctx.cache
  }
}

/** Whether every pod has been removed from the API. @category predicates */
export const allRemoved = (state: State): boolean => state.pods.every((p) => p.removed)

/** A run's pods and their containers in status order (`podsOf`). @category models */
export type Pods = ReadonlyArray<{
  readonly name: string
  readonly containers: ReadonlyArray<{ name: string; kind: ContainerKind }>
}>

/** Per config: the runs that share one (every value of a sweep after the first, `setup.ts`) share their pods. */
const podsByConfig = new WeakMap<State["config"], Pods>()

/**
 * The pods and their containers in status order, for the timeline header: one array for every run of a config, so
 * that what a replay works out per pods (`internal/views.ts`) is worked out once for a sweep. @category accessors
 */
export const podsOf = (state: State): Pods => {
  let pods = podsByConfig.get(state.config)
  if (pods === undefined) {
    pods = state.config.pods.map((pc) => ({
      name: pc.spec.name,
      containers: pc.containers.map((cc) => ({ name: cc.spec.name, kind: cc.spec.kind }))
    }))
    podsByConfig.set(state.config, pods)
  }
  return pods
}
