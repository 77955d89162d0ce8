/**
 * The discrete-event simulator: a queue of virtual-millisecond events ordered by (time, sequence), driving the
 * kubelet and control-plane step functions, producing a `Timeline`.
 */
import type { Behaviour } from "./Behaviour.ts"
import type { Millis } from "./Duration.ts"
import type { Pod } from "./PodSpec.ts"
import type * as Settings from "./Settings.ts"
import type { Timeline } from "./Timeline.ts"
import type { WorldEvent } from "./WorldEvent.ts"

/** @category models */
export interface Input {
  /** Every pod is created at 0s, in this order. */
  readonly pods: ReadonlyArray<Pod>
  /** Declared nodes; empty means one node `node-1` (language.md §3). */
  readonly nodes: ReadonlyArray<string>
  readonly kubelet: Settings.Kubelet
  readonly cluster: Settings.Cluster
  readonly behaviours: ReadonlyArray<Behaviour>
  /** In scenario order; applied in time order, same-instant events in this order. */
  readonly events: ReadonlyArray<WorldEvent>
  /** The run ends here (inclusive: everything at `until` happens). */
  readonly until: Millis
  /** End early, at the instant every pod has been removed from the API (language.md §8, no `end at`). */
  readonly stopWhenAllRemoved: boolean
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
}

/** @category models */
export interface Output {
  readonly timeline: Timeline
  readonly rejections: ReadonlyArray<Rejection>
  /** Queue events processed: the benchmark's unit. */
  readonly steps: number
}
