/**
 * PS3xxx: a run that cannot go on as written (an event that cannot happen, a file that cannot be read, a bound reached).
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define } from "./entry.ts"

/** @category run */
export const EventRejected = define({
  code: "PS3001",
  slug: "event-rejected",
  severity: "error",
  template: "this event cannot happen at {at}: {reason}",
  help: "move the event to a time when it can happen",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 1s\nat 5s container app exits 1   # app is waiting in CrashLoopBackOff at 5s\n'
})

/**
 * The simulator rejected an event (the core's `Rejection`). `possible` is when it could happen (`"10s"`), `"never"`
 * when no time would do (an API server's validation, a critical pod's eviction), or undefined when not known.
 *
 * @category run
 */
export const eventRejected = (
  file: SourceFile,
  span: Span,
  at: string,
  reason: string,
  possible?: string | "never"
): D =>
  build(
    EventRejected,
    file,
    [Diagnostic.primary(span, reason)],
    { at, reason },
    {
      help:
        possible === "never"
          ? "no other time would do: change the event or the pod's spec"
          : possible === undefined
            ? EventRejected.help
            : `it would be possible at ${possible}`
    }
  )

/** @category run */
export const ManifestUnreadable = define({
  code: "PS3002",
  slug: "manifest-unreadable",
  severity: "error",
  template: "cannot read manifest `{path}`: {reason}",
  help: "manifest paths are relative to the scenario file",
  example: 'scenario "x"\npod web from "manifests/missing.yaml"\n'
})

/** @category run */
export const manifestUnreadable = (
  file: SourceFile,
  span: Span,
  path: string,
  reason: string,
  candidates: ReadonlyArray<string> = []
): D =>
  build(
    ManifestUnreadable,
    file,
    [Diagnostic.primary(span, reason)],
    { path, reason },
    {
      help: Suggest.didYouMean(path, candidates)
    }
  )

/** Replaced by PS2108 (`pod-not-in-manifest`), which the parser reports where the pod is declared. @category run */
export const ManifestPodNotFound = define({
  code: "PS3003",
  slug: "manifest-pod-not-found",
  severity: "error",
  template: "no Pod named `{name}` in `{path}`",
  help: "in a multi-document file, the Pod whose metadata.name is the declared name is used",
  example: 'scenario "x"\npod web from "manifests/db.yaml"\n',
  reserved: true
})

/** @category run */
export const ScenarioUnreadable = define({
  code: "PS3004",
  slug: "scenario-unreadable",
  severity: "error",
  template: "cannot read `{path}`: {reason}",
  help: "check the path; directories are searched for `*.podscenario` files",
  example: "podscenario run missing.podscenario"
})

/** A scenario file that cannot be read: a diagnostic without a span. @category run */
export const scenarioUnreadable = (file: SourceFile, path: string, reason: string): D =>
  build(ScenarioUnreadable, file, [], { path, reason })

/** @category run */
export const SimulationLimit = define({
  code: "PS3005",
  slug: "simulation-limit",
  severity: "error",
  template: "the simulation stopped at {at}, after {steps} steps",
  help: "a scenario this busy is usually a loop without back-off, or a liveness or startup probe failing every second for days towards a high `failureThreshold`; set an earlier `end at`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers:\n      - name: app\n        image: busybox\n        livenessProbe: { exec: { command: ["true"] }, periodSeconds: 1, failureThreshold: 1000000 }\nliveness of app times out after 0s\nend at 100h\n'
})

/** `at`: the virtual instant the run stopped at. @category run */
export const simulationLimit = (file: SourceFile, span: Span, steps: number, at: string): D =>
  build(SimulationLimit, file, [Diagnostic.primary(span, "this scenario")], { steps, at })

/** @category run */
export const NondeterministicRun = define({
  code: "PS3006",
  slug: "nondeterministic-run",
  severity: "error",
  template: "run {run} of the scenario gave a different timeline than run 1",
  help: "a run must be deterministic: this is a bug in podscenario, please report it with the scenario",
  example: "podscenario run --repeat 3 crash.podscenario"
})

/** `--repeat N`: a later run's timeline differed from the first. @category run */
export const nondeterministicRun = (file: SourceFile, span: Span, run: number): D =>
  build(NondeterministicRun, file, [Diagnostic.primary(span, "this scenario")], { run })

/** @category run */
export const LineInNoScenario = define({
  code: "PS3010",
  slug: "line-in-no-scenario",
  severity: "error",
  template: "line {line} of `FILE:LINE` is in no scenario",
  help: "give the line of a `scenario`, of an examples row, or of any statement inside a scenario",
  example: "podscenario run crash.podscenario:999"
})

/** `FILE:LINE` names a shared statement before the first scenario, or a line past the end. @category run */
export const lineInNoScenario = (file: SourceFile, span: Span, line: number, why: string): D =>
  build(LineInNoScenario, file, [Diagnostic.primary(span, why)], { line })

/** @category run */
export const SweepNotMonotone = define({
  code: "PS3011",
  slug: "sweep-not-monotone",
  severity: "error",
  template: "`bisect`, but the verdict of `expect {text}` flips more than once over `<{name}>`",
  help: "remove `bisect` to run every value of the sweep: the flip points found by bisection are not to be trusted",
  example:
    'scenario "x"\npod web:\n  spec:\n    terminationGracePeriodSeconds: <grace>\n    containers: [{ name: app, image: busybox }]\ncontainer app ignores SIGTERM\nat 10s pod is deleted\nexpect at 15s pod removed\nexpect never from 14s until 16s signal SIGKILL to app\nsweep grace from 1 to 20 step 1 bisect\n'
})

/** An expectation whose verdicts over the values bisection evaluated go back and forth. @category run */
export const sweepNotMonotone = (
  file: SourceFile,
  span: Span,
  bisect: Span,
  text: string,
  name: string,
  verdicts: string
): D =>
  build(
    SweepNotMonotone,
    file,
    [Diagnostic.primary(span, "flips more than once"), Diagnostic.secondary(bisect, "monotone, says this")],
    { text, name },
    { note: verdicts }
  )
