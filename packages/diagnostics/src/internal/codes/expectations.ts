/**
 * PS20xx, `expect` statements the compiler rejects: checks that cannot hold or say nothing, and the words a state is written in (phases, conditions, reasons, READY).
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define, fill, listOf } from "./entry.ts"

/** @category semantic */
export const VacuousExpectation = define({
  code: "PS2006",
  slug: "vacuous-expectation",
  severity: "error",
  template: "this expectation checks nothing: {reason}",
  help: "an expectation that cannot fail (or cannot hold) proves nothing; change its window",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect never 2 times container app starts\n'
})

/** @category semantic */
export const vacuousExpectation = (file: SourceFile, span: Span, reason: string, help?: string): D =>
  build(
    VacuousExpectation,
    file,
    [Diagnostic.primary(span, reason)],
    { reason },
    {
      help
    }
  )

/** @category semantic */
export const UnknownPhase = define({
  code: "PS2012",
  slug: "unknown-phase",
  severity: "error",
  template: "unknown pod phase `{phase}`",
  help: "a pod's phase is one of `Pending`, `Running`, `Succeeded`, `Failed`, `Unknown`",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Runing\n'
})

/** @category semantic */
export const unknownPhase = (file: SourceFile, span: Span, phase: string, candidates: ReadonlyArray<string>): D =>
  build(
    UnknownPhase,
    file,
    [Diagnostic.primary(span, `expected one of: ${candidates.join(", ")}`)],
    { phase },
    {
      help: Suggest.didYouMean(phase, candidates)
    }
  )

/** @category semantic */
export const UnknownConditionType = define({
  code: "PS2013",
  slug: "unknown-condition-type",
  severity: "error",
  template: "unknown condition type `{type}`",
  help: "pod conditions are {types}, or a readiness gate of the spec (quoted when it has `/` or `.`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect condition Raedy True\n'
})

/** @category semantic */
export const unknownConditionType = (
  file: SourceFile,
  span: Span,
  conditionType: string,
  standard: ReadonlyArray<string>,
  gates: ReadonlyArray<string>
): D =>
  build(
    UnknownConditionType,
    file,
    [Diagnostic.primary(span, "not a condition of this pod")],
    { type: conditionType },
    {
      help:
        Suggest.didYouMean(conditionType, [...standard, ...gates]) ??
        fill(UnknownConditionType.help, { types: listOf(standard, "and") })
    }
  )

/** @category semantic */
export const UnknownReason = define({
  code: "PS2014",
  slug: "unknown-reason",
  severity: "warning",
  template: "`{reason}` is not a reason the kubelet gives {context}",
  help: "check the spelling: reasons keep their Kubernetes spelling and case",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect container app waiting reason CrashLoopBackof\n'
})

/** @category semantic */
export const unknownReason = (
  file: SourceFile,
  span: Span,
  reason: string,
  context: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownReason,
    file,
    [Diagnostic.primary(span, "unknown reason")],
    { reason, context },
    {
      help: Suggest.didYouMean(reason, candidates)
    }
  )

/** @category semantic */
export const OrderTooShort = define({
  code: "PS2021",
  slug: "order-too-short",
  severity: "error",
  template: "`order:` needs at least two occurrences",
  help: "list two or more occurrences separated by commas, or use a plain `expect`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect order: container app starts\n'
})

/** @category semantic */
export const orderTooShort = (file: SourceFile, span: Span): D =>
  build(OrderTooShort, file, [Diagnostic.primary(span, "only one occurrence")], {})

/** @category semantic */
export const TimesOnState = define({
  code: "PS2022",
  slug: "times-on-state",
  severity: "error",
  template: "`N times` counts occurrences, not states",
  help: "remove `times`, or expect an occurrence (`container app starts`, `signal SIGTERM to app`, `event BackOff`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect 2 times phase Running\n'
})

/** @category semantic */
export const timesOnState = (file: SourceFile, span: Span): D =>
  build(TimesOnState, file, [Diagnostic.primary(span, "a state holds or not")], {})

/** @category semantic */
export const WhenNotForOccurrence = define({
  code: "PS2023",
  slug: "when-not-for-occurrence",
  severity: "error",
  template: "`{when}` checks states, not occurrences",
  help: "occurrences take `at T`, `from T1 until T2`, `from T`, `by T`, `eventually` or `never`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect throughout container app starts\n'
})

/** @category semantic */
export const whenNotForOccurrence = (file: SourceFile, span: Span, when: string): D =>
  build(WhenNotForOccurrence, file, [Diagnostic.primary(span, "an occurrence happens at an instant")], { when })

/** @category semantic */
export const EmptyWindow = define({
  code: "PS2025",
  slug: "empty-window",
  severity: "error",
  template: "`until {until}` is before `from {from}`",
  help: "write the earlier time after `from`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect never from 2m until 1m container app starts\n'
})

/** @category semantic */
export const emptyWindow = (file: SourceFile, span: Span, from: string, until: string): D =>
  build(EmptyWindow, file, [Diagnostic.primary(span, "an empty window")], { from, until })

/** @category semantic */
export const UnknownConditionStatus = define({
  code: "PS2027",
  slug: "unknown-condition-status",
  severity: "error",
  template: "unknown condition status `{status}`",
  help: "a condition's status is `True`, `False` or `Unknown` (a readiness-gate patch: `True` or `False`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect condition Ready true\n'
})

/** @category semantic */
export const unknownConditionStatus = (
  file: SourceFile,
  span: Span,
  status: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownConditionStatus,
    file,
    [Diagnostic.primary(span, `expected ${candidates.join(" or ")}`)],
    { status },
    {
      help: Suggest.didYouMean(status, candidates)
    }
  )

/** @category semantic */
export const InvalidReadyCount = define({
  code: "PS2031",
  slug: "invalid-ready-count",
  severity: "error",
  template: "invalid READY value `{text}`",
  help: "write `ready N/M` with N ≤ M, M the pod's number of containers (and sidecars)",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect ready 2/1\n'
})

/** @category semantic */
export const invalidReadyCount = (file: SourceFile, span: Span, text: string, reason: string): D =>
  build(InvalidReadyCount, file, [Diagnostic.primary(span, reason)], { text })

/** @category semantic */
export const StateInOrder = define({
  code: "PS2035",
  slug: "state-in-order",
  severity: "error",
  template: "`order:` compares occurrences, and this is a state",
  help: "list occurrences: `container X starts`, `container X exits`, `signal S to X`, `preStop of X starts`, `event R`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect order: container app starts, phase Running\n'
})

/** @category semantic */
export const stateInOrder = (file: SourceFile, span: Span): D =>
  build(StateInOrder, file, [Diagnostic.primary(span, "a state, not an occurrence")], {})

/** @category semantic */
export const BecomesNotState = define({
  code: "PS2060",
  slug: "becomes-not-state",
  severity: "error",
  template: "`becomes` takes a state, not an occurrence",
  help: "write a state after `becomes` (`container app becomes waiting reason CrashLoopBackOff`), or expect the occurrence itself",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect container app becomes starts\n'
})

/** @category semantic */
export const becomesNotState = (file: SourceFile, span: Span): D =>
  build(BecomesNotState, file, [Diagnostic.primary(span, "an occurrence happens; it does not start to hold")], {})

/** @category semantic */
export const NoMessage = define({
  code: "PS2061",
  slug: "no-message",
  severity: "error",
  template: "{what} has no message",
  help: "`message` is checked on Events, conditions, waiting and terminated containers, and the pod (`expect message …`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect container app running message "up"\n'
})

/** @category semantic */
export const noMessage = (file: SourceFile, span: Span, what: string): D =>
  build(NoMessage, file, [Diagnostic.primary(span, "nothing to compare this with")], { what })

/** @category semantic */
export const AndJoinsStates = define({
  code: "PS2062",
  slug: "and-joins-states",
  severity: "error",
  template: "`and` joins states, not occurrences",
  help: "write one `expect` a line for occurrences, or `expect order: A, B` for their order",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Running and container app starts\n'
})

/** @category semantic */
export const andJoinsStates = (file: SourceFile, span: Span): D =>
  build(AndJoinsStates, file, [Diagnostic.primary(span, "an occurrence")], {})

/** @category semantic */
export const NthOnState = define({
  code: "PS2063",
  slug: "nth-on-state",
  severity: "error",
  template: "`for the Nth time` counts occurrences, not states",
  help: "a state holds or not; write `becomes` to count the times it starts to hold (`phase becomes Running for the 2nd time`)",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Running for the 2nd time\n'
})

/** @category semantic */
export const nthOnState = (file: SourceFile, span: Span): D =>
  build(NthOnState, file, [Diagnostic.primary(span, "a state")], {})
