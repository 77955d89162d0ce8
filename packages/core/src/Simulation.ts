/**
 * The discrete-event simulator: a queue of virtual-millisecond events ordered by (time, sequence), driving the
 * kubelet and control-plane step functions, producing a `Timeline`.
 */
import type { Millis } from "./Duration.ts"
import * as Cycles from "./internal/cycles.ts"
import * as Heap from "./internal/heap.ts"
import * as Recorder from "./internal/recorder.ts"
import { skip } from "./internal/skip.ts"
import * as Store from "./internal/store.ts"
import { applyTo, type Draft, stateTags } from "./internal/views.ts"
import * as Kubelet from "./Kubelet.ts"
import type { PodView, Timeline } from "./Timeline.ts"

/** A run's setup (`Kubelet.Setup`) and when it ends. @category models */
export interface Input extends Kubelet.Setup {
  /** The run ends here (inclusive: everything at `until` happens). */
  readonly until: Millis
  /** End early, at the instant every pod has been removed from the API (language reference §8, no `end at`). */
  readonly stopWhenAllRemoved: boolean
  /** Optional bound on steps (default `maxSteps`). */
  readonly maxSteps?: number | undefined
  /**
   * Skip steady state (default on): probe ticks that can only record what their last run recorded (a success once
   * Success, an unready container's readiness failure or time-out with its Unhealthy Event, an error) are advanced
   * in bulk, and a crash loop's cycles at its back-off cap that repeat one another are jumped over
   * (docs/contributing/core.md). The timeline is the same either way; off is for the test that proves it.
   */
  readonly skipSteadyState?: boolean | undefined
}

/**
 * A scenario event that could not happen (`at 5s container app exits 1` while app waits in CrashLoopBackOff): the
 * event is skipped, the run goes on, and the interpreter reports it at the event's line.
 *
 * @category models
 */
export interface Rejection {
  readonly index: number
  readonly at: Millis
  /** Why, in a sentence: "container app is waiting in CrashLoopBackOff at 5s". */
  readonly reason: string
  /** When the event would be possible, if the simulator knows: "it next runs at 10s". */
  readonly possibleAt: Millis | undefined
  /** No other time would do either (the API server rejects it whatever the pod's state, kubelet-rules §21.1). */
  readonly never?: true
}

/** @category models */
export interface Output {
  readonly timeline: Timeline
  readonly rejections: ReadonlyArray<Rejection>
  /**
   * Steps taken: queue events processed, steady probe runs stored one at a time, bulk skips, and jumps over a crash
   * loop's cycles (the benchmark's unit).
   */
  readonly steps: number
  /** True when the run stopped at `maxSteps` before `until`: the timeline ends at `timeline.end`. */
  readonly truncated?: boolean | undefined
  /**
   * Each created pod's view at the end of the run, by name: what `Timeline.cursor` replays at `timeline.end`, written
   * as the records were (`Timeline.cursorAtEnd` reads it), so that a check of the end state replays nothing.
   */
  readonly finalViews: ReadonlyMap<string, PodView>
}

/**
 * The most steps one run takes. A scenario that needs more (a zero-delay restart loop, a probe whose result keeps
 * changing for a simulated year) stops there: `run` returns what was simulated, with `truncated: true`.
 *
 * @category constants
 */
export const maxSteps = 2_000_000

/**
 * The most records one run stores (a probe run record counts once): a run that would store more stops there
 * (`truncated: true`), which bounds memory as `maxSteps` bounds time.
 *
 * @category constants
 */
export const maxRecords = 5_000_000

/**
 * Runs a scenario: a discrete-event loop over a binary heap keyed by (time, seq) driving a `Kubelet.stepper` (the
 * rules of `Kubelet.step`, written in place: no state between two steps is ever looked at).
 *
 * - Deterministic: the same input gives the same output; nothing reads a clock or a random source.
 * - Same-instant order: world events at T come before timers due at T (they are queued first, in scenario order);
 *   then timers in the order they were scheduled; consequences of one input follow kubelet order (§17.2).
 * - `makeStepper` is for tests: a stepper over the pure `Kubelet.step` must give the same output.
 * - Stops after everything at `input.until`, or at the instant the last pod is removed when `stopWhenAllRemoved`, or
 *   after `maxSteps` queue events or `maxRecords` records (bounded work for hostile input).
 *
 * @category running
 */
export const run = (input: Input, makeStepper: (state: Kubelet.State) => Kubelet.Stepper = Kubelet.stepper): Output => {
  const limit = input.maxSteps ?? maxSteps
  const [initial, inputs] = Kubelet.init(input)
  const heap = Heap.make<Kubelet.Input>()
  // indexed loops: a `for … of` makes an iterator result a turn until V8 optimises the loop (most of a sweep's runs)
  for (let i = 0; i < inputs.length; i++) Heap.push(heap, inputs[i]!.at, inputs[i]!)
  const kubelet = makeStepper(initial)
  const pods = Kubelet.podsOf(initial)
  const views = new Map<string, Draft>()
  const skips = input.skipSteadyState !== false && kubelet.steady !== undefined
  const recorder = Recorder.make()
  const cycles = skips && kubelet.cache !== undefined ? Cycles.make() : undefined
  const rejections: Array<Rejection> = []
  let steps = 0
  let end: number = input.until
  let truncated = false
  let removedAt: number | undefined
  for (;;) {
    const t = Heap.peekTime(heap)
    if (t === undefined || t > input.until) break
    if (removedAt !== undefined && t > removedAt) {
      end = removedAt
      break
    }
    if (steps >= limit || Store.size(recorder.store) >= maxRecords) {
      truncated = true
      end = t
      break
    }
    if (skips) {
      const horizon = removedAt === undefined ? input.until + 1 : removedAt + 1
      const skipped = skip(heap, kubelet, recorder, horizon)
      steps += skipped
      if (skipped > 0) continue
      // a stepper without a cache (one over the pure step) has no caches to move on with a jump
      if (
        cycles !== undefined &&
        Cycles.skip(cycles, heap, kubelet, recorder, views, horizon, maxRecords - Store.size(recorder.store))
      ) {
        steps++
        continue
      }
    }
    const next = Heap.pop(heap)!
    steps++
    const actions = kubelet.step(next)
    for (let a = 0; a < actions.length; a++) {
      const action = actions[a]!
      switch (action._tag) {
        case "Emit":
          Recorder.add(recorder, action.record)
          if (stateTags.has(action.record._tag)) applyTo(pods, views, action.record)
          break
        case "Schedule":
          // never in the past: a timer computed before `now` fires now
          Heap.push(heap, Math.max(action.input.at, t), action.input)
          break
        case "Defer":
          Heap.push(heap, t, action.input)
          break
        case "Reject":
          rejections.push({
            index: action.index,
            at: action.at,
            reason: action.reason,
            possibleAt: action.possibleAt,
            ...(action.never === true ? { never: true as const } : {})
          })
          break
      }
    }
    if (
      removedAt === undefined &&
      input.stopWhenAllRemoved &&
      kubelet.state.pods.length > 0 &&
      Kubelet.allRemoved(kubelet.state)
    ) {
      removedAt = t
    }
  }
  if (removedAt !== undefined && end > removedAt) end = removedAt
  return {
    timeline: { end: end as Millis, pods, store: Recorder.finish(recorder) },
    rejections,
    steps,
    truncated,
    finalViews: views
  }
}
