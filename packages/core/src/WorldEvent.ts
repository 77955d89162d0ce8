/**
 * Timed inputs: what the world does at an instant (language reference §5). Events at the same instant apply in the order
 * given (file order).
 */
import type { ProbeType } from "./Behaviour.ts"
import type { Millis } from "./Duration.ts"
import type { Resources } from "./Resources.ts"

/** What a node-pressure eviction reclaims: `memory`, `disk` (nodefs) or `pid`. @category models */
export type PressureResource = "memory" | "disk" | "pid"

/** @category models */
export type Action =
  | { readonly _tag: "ContainerExits"; readonly pod: string; readonly container: string; readonly exitCode: number }
  | { readonly _tag: "ContainerOomKilled"; readonly pod: string; readonly container: string }
  | {
      readonly _tag: "ProbeAnswers"
      readonly pod: string
      readonly container: string
      readonly probe: ProbeType
      readonly answer: "succeeds" | "fails" | "errors" | "times out"
    }
  | {
      readonly _tag: "ConditionPatched"
      readonly pod: string
      readonly conditionType: string
      readonly status: "True" | "False"
    }
  | { readonly _tag: "SchedulingGateRemoved"; readonly pod: string; readonly gate: string }
  | { readonly _tag: "PodScheduled"; readonly pod: string; readonly node: string }
  /** `pod is deleted [with grace D]`; `grace` undefined means the spec's `terminationGracePeriodSeconds`. */
  | { readonly _tag: "PodDeleted"; readonly pod: string; readonly grace: Millis | undefined }
  | { readonly _tag: "PodForceDeleted"; readonly pod: string }
  | { readonly _tag: "PodEvicted"; readonly pod: string }
  | { readonly _tag: "PodPreempted"; readonly pod: string }
  /** `pod is evicted by the kubelet for [soft] memory|disk|pid`: node-pressure eviction (kubelet-rules §13.4). */
  | {
      readonly _tag: "PodEvictedByKubelet"
      readonly pod: string
      readonly resource: PressureResource
      readonly soft: boolean
    }
  | { readonly _tag: "NodeFails"; readonly node: string }
  | { readonly _tag: "NodeRecovers"; readonly node: string }
  | { readonly _tag: "NodeReboots"; readonly node: string }
  | { readonly _tag: "NodeDeleted"; readonly node: string }
  /** `node N shuts down`: graceful node shutdown (kubelet-rules §13.5). */
  | { readonly _tag: "NodeShutsDown"; readonly node: string }
  /** `node N is tainted out-of-service`: `node.kubernetes.io/out-of-service:NoExecute` (kubelet-rules §13.6). */
  | { readonly _tag: "NodeTaintedOutOfService"; readonly node: string }
  | { readonly _tag: "ImagePullSucceeds"; readonly pod: string; readonly container: string }
  /** `container X image is updated to "IMG"`: a spec update (kubelet-rules §20). */
  | { readonly _tag: "ContainerImageUpdated"; readonly pod: string; readonly container: string; readonly image: string }
  /**
   * `kubelet [on NODE] restarts|stops|starts` (kubelet-rules §19); `node` undefined: the node the scenario's pods are
   * on, decided when the event happens.
   */
  | KubeletAction<"KubeletRestarts">
  | KubeletAction<"KubeletStops">
  | KubeletAction<"KubeletStarts">

  /** `container X is resized to …`: the values given, put into the container's requests and limits (§21). */
  | { readonly _tag: "ContainerResized"; readonly pod: string; readonly container: string; readonly change: Resources }

/** @category models */
export interface KubeletAction<Tag extends "KubeletRestarts" | "KubeletStops" | "KubeletStarts"> {
  readonly _tag: Tag
  readonly node: string | undefined
}

/**
 * An action at an instant. `index` is the event's position in the scenario's input list: rejections name it, so the
 * interpreter can report them at the event's source line.
 *
 * @category models
 */
export interface WorldEvent {
  readonly at: Millis
  readonly index: number
  readonly action: Action
  /** The event as the scenario writes it, with its line (`node node-1 fails (line 12)`), for the timeline. */
  readonly label?: string | undefined
}
