/**
 * Probe helpers: what an endpoint answers at an instant, and the texts the prober prints (kubelet-rules §9).
 */
import type { Behaviour, ProbeType, Runs } from "../Behaviour.ts"
import { coversRun } from "../Behaviour.ts"
import type { Container, Probe } from "../PodSpec.ts"

/** @internal */
export type Answer = "succeeds" | "fails" | "errors" | "times out"

/** An answer set by a scenario event (`at 20s readiness of app fails`), from `at` on. @internal */
export interface SetAnswer {
  readonly answer: Answer
  readonly at: number
}

type ProbeBehaviour = Extract<Behaviour, { _tag: "ProbeAnswersAfter" }>

/** A run-limited behaviour overrides an unlimited one for the runs it covers (language reference §4). @internal */
export const pickForRun = <B extends { readonly runs: Runs }>(list: ReadonlyArray<B>, run: number): B | undefined => {
  let all: B | undefined
  for (const b of list) {
    if (!coversRun(b.runs, run)) continue
    if (b.runs._tag === "SomeRuns") return b
    all ??= b
  }
  return all
}

/**
 * The endpoint's answer at `now` for a run started at `startedAt`: the most recent of the scenario's own answer
 * (from its event instant on) and the behaviour's (its opposite from the run's start, its own from `after`). Without
 * either, probes succeed (language reference §4).
 *
 * @internal
 */
export const answerAt = (
  behaviours: ReadonlyArray<ProbeBehaviour>,
  set: SetAnswer | undefined,
  run: number,
  startedAt: number,
  now: number
): Answer => {
  const b = pickForRun(behaviours, run)
  if (b === undefined) return set?.answer ?? "succeeds"
  const switched = now - startedAt >= b.after
  const since = switched ? startedAt + b.after : startedAt
  if (set !== undefined && set.at >= since) return set.answer
  if (switched && b.timesOut === true) return "times out"
  return switched === b.succeeds ? "succeeds" : "fails"
}

/** `Liveness`, `Readiness`, `Startup`. @internal */
export const probeTitle = (type: ProbeType): string =>
  type === "startup" ? "Startup" : type === "liveness" ? "Liveness" : "Readiness"

/** The output a failing probe of this handler prints (a simulator convention, docs/conventions.md). @internal */
export const failureOutput = (handler: string): string => {
  switch (handler) {
    case "httpGet":
      return "HTTP probe failed with statuscode: 500"
    case "tcpSocket":
      return "dial tcp: connect: connection refused"
    case "grpc":
      return 'service unhealthy (responded with "NOT_SERVING")'
    default:
      return ""
  }
}

/**
 * The output of a probe that took its `timeoutSeconds`, by handler, as the kubelet's probers print it without the
 * pod's address (a simulator convention, docs/conventions.md).
 *
 * @internal
 */
export const timeoutOutput = (handler: string, timeout: number): string => {
  switch (handler) {
    case "httpGet":
      return "context deadline exceeded (Client.Timeout exceeded while awaiting headers)"
    case "tcpSocket":
      return "dial tcp: i/o timeout"
    case "grpc":
      return `timeout: health rpc did not complete within ${timeout / 1000}s`
    default:
      return `command timed out after ${timeout / 1000}s`
  }
}

/** The error text of a probe that errors (`probe.Unknown` with an error). @internal */
export const errorText = "probe errored (scenario)"

export const probeSpec = (spec: Container, type: ProbeType): Probe | undefined =>
  type === "startup" ? spec.startupProbe : type === "liveness" ? spec.livenessProbe : spec.readinessProbe

export const period = (probe: Probe): number => Math.max(probe.period, 1)
