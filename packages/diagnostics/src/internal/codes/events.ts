/**
 * PS20xx, what a scenario makes happen: behaviours, events and their times, signals, exit codes, and the Kubernetes version.
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define, fill } from "./entry.ts"

/** @category semantic */
export const OverlappingBehaviours = define({
  code: "PS2004",
  slug: "overlapping-behaviours",
  severity: "error",
  template: "two behaviours of `{container}` cover the same runs",
  help: "limit one of them to runs (`on run 2`, `on runs 1..3`, `from run 4`), or remove one",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 5s\ncontainer app exits 0 after 9s\n'
})

/** @category semantic */
export const overlappingBehaviours = (file: SourceFile, span: Span, other: Span, container: string, runs: string): D =>
  build(
    OverlappingBehaviours,
    file,
    [Diagnostic.primary(span, `this covers ${runs}`), Diagnostic.secondary(other, "so does this one")],
    { container },
    { note: "a behaviour limited to runs overrides an unlimited one for those runs" }
  )

/** @category semantic */
export const TimeAfterEnd = define({
  code: "PS2005",
  slug: "time-after-end",
  severity: "error",
  template: "{time} is after the end of the run ({end})",
  help: "move `end at` later, or the time earlier",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nat 5m container app exits 1\nend at 2m\n'
})

/** @category semantic */
export const timeAfterEnd = (file: SourceFile, span: Span, time: string, end: string, endSpan: Span): D =>
  build(
    TimeAfterEnd,
    file,
    [Diagnostic.primary(span, "never reached"), Diagnostic.secondary(endSpan, "the run ends here")],
    { time, end }
  )

/** @category semantic */
export const NotSupported = define({
  code: "PS2017",
  slug: "not-supported",
  severity: "error",
  template: "{what} is not supported yet",
  help: "the statement parses, but this version cannot run it; see docs/language/reference.md",
  example:
    'pod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexamples:\n  | a |\n  | b |\nscenario "x"\n'
})

/** @category semantic */
export const notSupported = (file: SourceFile, span: Span, what: string, help?: string): D =>
  build(
    NotSupported,
    file,
    [Diagnostic.primary(span, "not supported yet")],
    { what },
    {
      help
    }
  )

/** @category semantic */
export const InvalidRuns = define({
  code: "PS2019",
  slug: "invalid-runs",
  severity: "error",
  template: "invalid runs: {reason}",
  help: "runs are numbered from 1: `on run 1`, `on runs 2..4`, `from run 3`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 5s on runs 3..1\n'
})

/** @category semantic */
export const invalidRuns = (file: SourceFile, span: Span, reason: string): D =>
  build(InvalidRuns, file, [Diagnostic.primary(span, reason)], { reason })

/** @category semantic */
export const UnsupportedKubernetesVersion = define({
  code: "PS2050",
  slug: "unsupported-kubernetes-version",
  severity: "error",
  template: "Kubernetes `{version}` is not modelled: the simulator runs {range}",
  help: "write a minor release of that range, `kubernetes 1.33`; without one the newest is used",
  example: 'scenario "x"\nkubernetes 1.12\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\n'
})

/** `range` is `Versions.range` (`1.29 to 1.35`). @category semantic */
export const unsupportedKubernetesVersion = (file: SourceFile, span: Span, version: string, range: string): D =>
  build(UnsupportedKubernetesVersion, file, [Diagnostic.primary(span, `expected a release from ${range}`)], {
    version,
    range
  })

/** @category semantic */
export const ExitCodeOutOfRange = define({
  code: "PS2024",
  slug: "exit-code-out-of-range",
  severity: "error",
  template: "exit code {code} is out of range",
  help: "a process exit code is between 0 and 255",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 300 after 5s\n'
})

/** @category semantic */
export const exitCodeOutOfRange = (file: SourceFile, span: Span, code: number): D =>
  build(ExitCodeOutOfRange, file, [Diagnostic.primary(span, "not in 0..255")], { code })

/** @category semantic */
export const UnknownSchedulingGate = define({
  code: "PS2034",
  slug: "unknown-scheduling-gate",
  severity: "error",
  template: "pod `{pod}` has no scheduling gate `{gate}`",
  help: "name a gate of the pod's `spec.schedulingGates`",
  example:
    'scenario "x"\npod web:\n  spec:\n    schedulingGates: [{ name: example.com/quota }]\n    containers: [{ name: app, image: busybox }]\nat 10s scheduling gate "example.com/qouta" is removed\n'
})

/** @category semantic */
export const unknownSchedulingGate = (
  file: SourceFile,
  span: Span,
  gate: string,
  pod: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownSchedulingGate,
    file,
    [Diagnostic.primary(span, candidates.length > 0 ? `gates: ${candidates.join(", ")}` : "the pod has no gates")],
    { gate, pod },
    { help: Suggest.didYouMean(gate, candidates) }
  )

/** @category semantic */
export const InvalidSignal = define({
  code: "PS2036",
  slug: "invalid-signal",
  severity: "error",
  template: "`{signal}` is not a signal name",
  help: "signals are written `SIG` + upper-case letters or digits: `SIGTERM`, `SIGKILL`, `SIGUSR1`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app ignores sigterm\n'
})

/** @category semantic */
export const invalidSignal = (file: SourceFile, span: Span, signal: string, candidates: ReadonlyArray<string>): D =>
  build(
    InvalidSignal,
    file,
    [Diagnostic.primary(span, "expected a signal like SIGTERM")],
    { signal },
    {
      help: Suggest.didYouMean(signal, candidates)
    }
  )

/** @category semantic */
export const WithoutEffect = define({
  code: "PS2039",
  slug: "without-effect",
  severity: "warning",
  template: "container `{container}` has no {feature}: this has no effect",
  help: "add the {feature} to the container's spec, or remove the line",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nliveness of app fails after 2m\n'
})

/** A behaviour, event or expectation about a probe or hook the container does not have. @category semantic */
export const withoutEffect = (file: SourceFile, span: Span, container: string, feature: string): D =>
  build(
    WithoutEffect,
    file,
    [Diagnostic.primary(span, `\`${container}\` has no ${feature}`)],
    { container, feature },
    {
      help: fill(WithoutEffect.help, { feature })
    }
  )
