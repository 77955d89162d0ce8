/**
 * A compiled scenario: what the parser hands the interpreter. Shared statements (the background) and examples rows
 * are already expanded, names resolved, pods decoded and validated; every input keeps the span of the statement it
 * came from, so run-time findings (rejected events, failed expectations) point at their line.
 */
import type { Behaviour, Duration, PodSpec, Resources, Settings, Simulation, WorldEvent } from "@podscenario/core"
import type { Span } from "@podscenario/diagnostics/Span"

type Millis = Duration.Millis

/** When an expectation is checked (language reference §6). @category models */
export type When =
  | { readonly _tag: "At"; readonly at: Millis }
  | { readonly _tag: "Between"; readonly from: Millis; readonly until: Millis }
  /** `sometime from T1 until T2`: a state at some instant of the window (language reference §11.5) */
  | { readonly _tag: "Sometime"; readonly from: Millis; readonly until: Millis }
  | { readonly _tag: "From"; readonly from: Millis }
  | { readonly _tag: "By"; readonly by: Millis }
  | { readonly _tag: "Eventually" }
  | { readonly _tag: "Throughout" }
  /** `never`, optionally within `from T1` and/or `until T2` */
  | { readonly _tag: "Never"; readonly from: Millis | undefined; readonly until: Millis | undefined }
  | { readonly _tag: "AtEnd" }

/** `restarts N` (`=`), `restarts >= N`, `at least N` (`>=`), … @category models */
export interface Count {
  readonly comparison: "=" | ">=" | "<=" | ">" | "<"
  readonly count: number
}

/** `message "TEXT"` (`contains` false: exactly) or `message contains "TEXT"`. @category models */
export interface MessageMatch {
  readonly contains: boolean
  readonly text: string
}

/** A state of one pod (language reference §6, §11.5). Optional fields are only checked when given. @category models */
export type PodState =
  | { readonly _tag: "Phase"; readonly pod: string; readonly phase: string }
  | {
      readonly _tag: "Container"
      readonly pod: string
      readonly container: string
      readonly state: "running" | "waiting" | "terminated"
      readonly ready: boolean | undefined
      readonly started: boolean | undefined
      readonly reason: string | undefined
      readonly exitCode: number | undefined
      readonly message: MessageMatch | undefined
      readonly restarts: Count | undefined
    }
  | { readonly _tag: "Restarts"; readonly pod: string; readonly container: string; readonly count: Count }
  /** `container app resources cpu 500m`: the values given, in the status's `resources` (kubelet-rules §21). */
  | {
      readonly _tag: "ContainerResources"
      readonly pod: string
      readonly container: string
      readonly resources: Resources.Resources
    }
  | {
      readonly _tag: "LastTerminated"
      readonly pod: string
      readonly container: string
      readonly reason: string | undefined
      readonly exitCode: number | undefined
    }
  | {
      readonly _tag: "Condition"
      readonly pod: string
      readonly conditionType: string
      readonly status: string
      readonly reason: string | undefined
      readonly message: MessageMatch | undefined
    }
  | { readonly _tag: "ConditionAbsent"; readonly pod: string; readonly conditionType: string }
  | { readonly _tag: "Status"; readonly pod: string; readonly status: string }
  | { readonly _tag: "Ready"; readonly pod: string; readonly ready: string }
  | { readonly _tag: "PodReason"; readonly pod: string; readonly reason: string }
  | { readonly _tag: "PodMessage"; readonly pod: string; readonly message: MessageMatch }
  | { readonly _tag: "Removed"; readonly pod: string }

/** A state, or states joined by `and` that must all hold at the same instant. @category models */
export type State = PodState | { readonly _tag: "AllOf"; readonly parts: ReadonlyArray<PodState> }

/** Something that happens at an instant (language reference §6, §11.5, "an occurrence"). @category models */
export type Occurrence =
  | { readonly _tag: "Starts"; readonly pod: string; readonly container: string }
  | { readonly _tag: "Exits"; readonly pod: string; readonly container: string; readonly exitCode: number | undefined }
  | { readonly _tag: "Signal"; readonly pod: string; readonly container: string; readonly signal: string }
  | {
      readonly _tag: "HookStarts"
      readonly pod: string
      readonly container: string
      readonly hook: "postStart" | "preStop"
    }
  /** `event REASON [for X]`; `container` undefined matches every Event of that reason of the pod. */
  | {
      readonly _tag: "Event"
      readonly pod: string
      readonly reason: string
      readonly container: string | undefined
      readonly message: MessageMatch | undefined
    }
  /** `readiness probe of app runs|succeeds|…`: a probe run, when its result is recorded; `result` undefined: any. */
  | {
      readonly _tag: "ProbeRun"
      readonly pod: string
      readonly container: string
      readonly probe: "startup" | "liveness" | "readiness"
      readonly result: "success" | "failure" | "error" | "timeout" | undefined
    }
  /** `… becomes …`: at each record after which the state holds and before which it did not. */
  | { readonly _tag: "Becomes"; readonly state: State }
  /** `… for the Nth time`: the `nth` happening (from 1) of `occurrence` since the start of the run. */
  | { readonly _tag: "NthTime"; readonly occurrence: Occurrence; readonly nth: number }

/** @category models */
export type Expectation =
  | {
      readonly _tag: "ExpectState"
      readonly span: Span
      /** The expectation as written (examples values filled in), without `expect`: `at 31s phase Running`. */
      readonly text: string
      readonly when: When
      readonly state: State
    }
  | {
      readonly _tag: "ExpectOccurrence"
      readonly span: Span
      /** The expectation as written (examples values filled in), without `expect`: `at 31s phase Running`. */
      readonly text: string
      readonly when: When
      /** `N times`: exactly N in the window; undefined: at least once (or none, for `never`). */
      readonly times: number | undefined
      readonly occurrence: Occurrence
    }
  | {
      readonly _tag: "ExpectOrder"
      readonly span: Span
      /** The expectation as written (examples values filled in), without `expect`: `at 31s phase Running`. */
      readonly text: string
      readonly items: ReadonlyArray<OrderItem>
    }

/** One happening of an `order:` expectation. @category models */
export interface OrderItem {
  readonly span: Span
  /** As written (examples values filled in): `container app starts`. */
  readonly text: string
  readonly occurrence: Occurrence
}

/** @category models */
export interface Golden {
  /** As written, relative to the scenario file. */
  readonly path: string
  readonly span: Span
  /** `golden "…" at 30s`: the timeline up to this instant (its records until then, ending there). */
  readonly at?: Millis
  /** A `.sweep.md` golden: the table of the scenario's sweep, checked once for the sweep, not for each value. */
  readonly sweep?: true
}

/** One value of a `sweep` (language reference §11.7): which, of how many. @category models */
export interface SweepPoint {
  /** The `sweep` statement. */
  readonly span: Span
  /** The placeholder it fills in, without `<>`. */
  readonly name: string
  /** The scenario's name as written, placeholders not filled in. */
  readonly scenario: string
  /** The value, as it fills in the placeholder (`28s`, `3`). */
  readonly value: string
  /** Its place in the range, from 0. */
  readonly index: number
  /** How many values the range has. */
  readonly count: number
  /** `bisect`: only the values bisection asks for run. */
  readonly bisect: Span | undefined
}

/** @category models */
export interface Scenario {
  /** The scenario's name; an examples row appends its values: `Exit 0 under Never (policy=Never, phase=Succeeded)`. */
  readonly name: string
  /** The `scenario` line, or the examples row this scenario was made from (for `run FILE:LINE`). */
  readonly span: Span
  /** The `scenario` line, for every examples row too (`FILE:LINE` on it runs every row, language reference §11.6). */
  readonly declaration: Span
  readonly tags: ReadonlyArray<string>
  readonly pods: ReadonlyArray<PodSpec.Pod>
  readonly nodes: ReadonlyArray<string>
  /** `node N with cpu Q memory Q`: the declared nodes' allocatable resources (kubelet-rules §21). */
  readonly allocatable: Readonly<Record<string, Resources.ResourceList>>
  readonly kubelet: Settings.Kubelet
  readonly cluster: Settings.Cluster
  readonly behaviours: ReadonlyArray<Behaviour.Behaviour>
  /** What was read from each container's command (`explain` prints it), `pod/container: …`. */
  readonly commands: ReadonlyArray<string>
  /** `events[i].index === i`; `eventSpans[i]` is its statement. */
  readonly events: ReadonlyArray<WorldEvent.WorldEvent>
  readonly eventSpans: ReadonlyArray<Span>
  readonly expectations: ReadonlyArray<Expectation>
  readonly goldens: ReadonlyArray<Golden>
  /** `end at T`, or the default: 5 minutes after the latest time the scenario mentions (language reference §8). */
  readonly end: { readonly at: Millis; readonly explicit: boolean }
  /** A value of the scenario's `sweep`; its name ends with `(NAME=VALUE)`. */
  readonly sweep?: SweepPoint
}

/**
 * What the simulator is given for a scenario: its pods, nodes, settings, behaviours and events, run until its end,
 * or until every pod is removed when it has no `end at` (language reference §8), in at most `maxSteps` steps when given.
 * One object literal: a sweep makes one a value, and spreading this into another cost more than building it.
 *
 * @category conversions
 */
export const simulationInput = (scenario: Scenario, maxSteps?: number): Simulation.Input => ({
  pods: scenario.pods,
  nodes: scenario.nodes,
  allocatable: scenario.allocatable,
  kubelet: scenario.kubelet,
  cluster: scenario.cluster,
  behaviours: scenario.behaviours,
  events: scenario.events,
  until: scenario.end.at,
  stopWhenAllRemoved: !scenario.end.explicit,
  maxSteps
})
