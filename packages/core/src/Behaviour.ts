/**
 * Behaviours: how the world behaves whenever something happens (language reference §4). They have no time of their own;
 * their durations count from the start of each run of a container (or from the signal, the hook, the pull).
 */
import type { Millis } from "./Duration.ts"

/**
 * Which runs of a container a behaviour covers. Runs are numbered from 1 (the first start). `to` is inclusive;
 * `undefined` means every later run.
 *
 * @category models
 */
export type Runs =
  | { readonly _tag: "AllRuns" }
  | { readonly _tag: "SomeRuns"; readonly from: number; readonly to: number | undefined }

/**
 * When a shell runs one foreground command, from the start of each run: `from` ≤ t < `to` (`to` undefined: it never
 * ends, as `sleep infinity`).
 *
 * @category models
 */
export interface ForegroundCommand {
  readonly from: Millis
  readonly to: Millis | undefined
}

/** @category models */
export type ProbeType = "startup" | "liveness" | "readiness"

/** @category models */
export type Behaviour =
  /** `container app exits 1 after 5s [on run(s) …]` */
  | {
      readonly _tag: "ExitsAfter"
      readonly pod: string
      readonly container: string
      readonly exitCode: number
      readonly after: Millis
      readonly runs: Runs
    }
  /** `container app is OOM killed after 20s` (exit 137, reason OOMKilled) */
  | {
      readonly _tag: "OomKilledAfter"
      readonly pod: string
      readonly container: string
      readonly after: Millis
      readonly runs: Runs
    }
  /** `container app stops 10s after SIGTERM` (then exits 0, or `exitCode`: a `trap 'exit 143' TERM` read from its command) */
  | {
      readonly _tag: "StopsAfterSignal"
      readonly pod: string
      readonly container: string
      readonly signal: string
      readonly after: Millis
      readonly exitCode?: number | undefined
      /** A shell's trap waits for the foreground command running when the signal comes (docs/conventions.md). */
      readonly deferredBy?: ReadonlyArray<ForegroundCommand> | undefined
    }
  /** `container app ignores SIGTERM`: only SIGKILL stops it */
  | { readonly _tag: "IgnoresSignal"; readonly pod: string; readonly container: string; readonly signal: string }
  /** `startup|liveness|readiness of app succeeds|fails after 40s`: the endpoint's answer from that point of each run */
  | {
      readonly _tag: "ProbeAnswersAfter"
      readonly pod: string
      readonly container: string
      readonly probe: ProbeType
      readonly succeeds: boolean
      /** `… times out after D`: from D on every probe takes its `timeoutSeconds` and fails (language reference §11.3). */
      readonly timesOut?: boolean | undefined
      readonly after: Millis
      readonly runs: Runs
    }
  /** `postStart of app takes 3s`, `preStop of app takes 45s [on run(s) …]` */
  | {
      readonly _tag: "HookTakes"
      readonly pod: string
      readonly container: string
      readonly hook: "postStart" | "preStop"
      readonly duration: Millis
      readonly runs: Runs
    }
  /** `postStart of app fails after 1s [on run(s) …]` */
  | {
      readonly _tag: "HookFailsAfter"
      readonly pod: string
      readonly container: string
      readonly hook: "postStart" | "preStop"
      readonly after: Millis
      readonly runs: Runs
    }
  /** `image pull of app takes 20s` */
  | { readonly _tag: "ImagePullTakes"; readonly pod: string; readonly container: string; readonly duration: Millis }
  /** `image pull of app fails`: every attempt fails until `at T image pull of app succeeds` */
  | { readonly _tag: "ImagePullFails"; readonly pod: string; readonly container: string }

/** Whether `runs` covers run number `run` (1-based). @category predicates */
export const coversRun = (runs: Runs, run: number): boolean =>
  runs._tag === "AllRuns" || (run >= runs.from && (runs.to === undefined || run <= runs.to))
