/**
 * PS20xx, declarations and references: pods, containers, nodes and scenarios that are unknown, ambiguous or declared twice, and blocks given twice.
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define, listOf } from "./entry.ts"

/** @category semantic */
export const UnknownContainer = define({
  code: "PS2001",
  slug: "unknown-container",
  severity: "error",
  template: "unknown container `{name}`{where}",
  help: "name a container (or init container) of the pod's spec",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer ap exits 1 after 5s\n'
})

/** @category semantic */
export const unknownContainer = (
  file: SourceFile,
  span: Span,
  name: string,
  pod: string | undefined,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownContainer,
    file,
    [Diagnostic.primary(span, candidates.length > 0 ? `containers: ${candidates.join(", ")}` : "the pod has none")],
    { name, where: pod === undefined ? "" : ` in pod \`${pod}\`` },
    { help: Suggest.didYouMean(name, candidates) }
  )

/** @category semantic */
export const UnknownPod = define({
  code: "PS2002",
  slug: "unknown-pod",
  severity: "error",
  template: "unknown pod `{name}`",
  help: "name a pod declared with `pod NAME:` or `pod NAME from FILE`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nat 5s pod wbe is deleted\n'
})

/** @category semantic */
export const unknownPod = (file: SourceFile, span: Span, name: string, candidates: ReadonlyArray<string>): D =>
  build(
    UnknownPod,
    file,
    [Diagnostic.primary(span, candidates.length > 0 ? `pods: ${candidates.join(", ")}` : "no pod is declared")],
    { name },
    { help: Suggest.didYouMean(name, candidates) }
  )

/** @category semantic */
export const AmbiguousContainer = define({
  code: "PS2003",
  slug: "ambiguous-container",
  severity: "error",
  template: "which pod's `{name}`?",
  help: "with several pods, name the container as `POD/CONTAINER`",
  example:
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\npod db:\n  spec:\n    containers: [{ name: app, image: busybox }]\ncontainer app exits 1 after 5s\n'
})

/** @category semantic */
export const ambiguousContainer = (file: SourceFile, span: Span, name: string, pods: ReadonlyArray<string>): D =>
  build(
    AmbiguousContainer,
    file,
    [Diagnostic.primary(span, `the scenario has ${pods.length} pods`)],
    { name },
    {
      help: pods.length > 0 ? `write ${listOf(pods.map((p) => `${p}/${name}`))}` : AmbiguousContainer.help
    }
  )

/** @category semantic */
export const DuplicatePod = define({
  code: "PS2007",
  slug: "duplicate-pod",
  severity: "error",
  template: "pod `{name}` is declared twice",
  help: "give each pod its own name",
  example: 'scenario "x"\npod web from "a.yaml"\npod web from "b.yaml"\n'
})

/** @category semantic */
export const duplicatePod = (file: SourceFile, span: Span, first: Span, name: string): D =>
  build(
    DuplicatePod,
    file,
    [Diagnostic.primary(span, "declared again here"), Diagnostic.secondary(first, "first declared here")],
    { name }
  )

/** @category semantic */
export const NoPod = define({
  code: "PS2008",
  slug: "no-pod",
  severity: "error",
  template: "scenario `{name}` has no pod",
  help: "declare one with `pod NAME:` and an indented manifest, or `pod NAME from FILE`",
  example: 'scenario "x"\nexpect phase Running\n'
})

/** @category semantic */
export const noPod = (file: SourceFile, span: Span, name: string): D =>
  build(NoPod, file, [Diagnostic.primary(span, "this scenario")], { name })

/** @category semantic */
export const UnknownNode = define({
  code: "PS2015",
  slug: "unknown-node",
  severity: "error",
  template: "unknown node `{name}`",
  help: "declare it with `node NAME`; without any declaration the only node is `node-1`",
  example:
    'scenario "x"\nnode node-a\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nat 5s node node-b fails\n'
})

/** @category semantic */
export const unknownNode = (file: SourceFile, span: Span, name: string, candidates: ReadonlyArray<string>): D =>
  build(
    UnknownNode,
    file,
    [Diagnostic.primary(span, `nodes: ${candidates.join(", ")}`)],
    { name },
    {
      help: Suggest.didYouMean(name, candidates)
    }
  )

/** @category semantic */
export const DuplicateNode = define({
  code: "PS2016",
  slug: "duplicate-node",
  severity: "error",
  template: "node `{name}` is declared twice",
  help: "remove one of the declarations",
  example: 'scenario "x"\nnode node-a\nnode node-a\npod web from "web.yaml"\n'
})

/** @category semantic */
export const duplicateNode = (file: SourceFile, span: Span, first: Span, name: string): D =>
  build(
    DuplicateNode,
    file,
    [Diagnostic.primary(span, "declared again here"), Diagnostic.secondary(first, "first declared here")],
    { name }
  )

/** @category semantic */
export const DuplicateEnd = define({
  code: "PS2018",
  slug: "duplicate-end",
  severity: "error",
  template: "the scenario has two `end at` lines",
  help: "keep one `end at` per scenario",
  example: 'scenario "x"\npod web from "web.yaml"\nend at 2m\nend at 3m\n'
})

/** @category semantic */
export const duplicateEnd = (file: SourceFile, span: Span, first: Span): D =>
  build(
    DuplicateEnd,
    file,
    [Diagnostic.primary(span, "second `end at`"), Diagnostic.secondary(first, "first `end at`")],
    {}
  )

/** @category semantic */
export const DuplicateBlock = define({
  code: "PS2020",
  slug: "duplicate-block",
  severity: "error",
  template: "a second `{what}:` block",
  help: "merge the settings into one block (a scenario's block replaces the shared one)",
  example: 'scenario "x"\npod web from "web.yaml"\nkubelet:\n  featureGates: {}\nkubelet:\n  featureGates: {}\n'
})

/** @category semantic */
export const duplicateBlock = (file: SourceFile, span: Span, first: Span, what: string): D =>
  build(DuplicateBlock, file, [Diagnostic.primary(span, "second block"), Diagnostic.secondary(first, "first block")], {
    what
  })

/** @category semantic */
export const NoScenario = define({
  code: "PS2026",
  slug: "no-scenario",
  severity: "error",
  template: "this file has no `scenario`",
  help: 'start a scenario with `scenario "what it shows"`',
  example: 'pod web from "web.yaml"\n'
})

/** @category semantic */
export const noScenario = (file: SourceFile, span: Span): D =>
  build(NoScenario, file, [Diagnostic.primary(span, "nothing to run")], {})

/** @category semantic */
export const DuplicateScenarioName = define({
  code: "PS2029",
  slug: "duplicate-scenario-name",
  severity: "warning",
  template: "two scenarios are named `{name}`",
  help: "give each scenario its own name, so that reports and `--filter` can tell them apart",
  example: 'pod web from "web.yaml"\nscenario "x"\nexpect phase Running\nscenario "x"\nexpect phase Pending\n'
})

/** @category semantic */
export const duplicateScenarioName = (file: SourceFile, span: Span, first: Span, name: string): D =>
  build(
    DuplicateScenarioName,
    file,
    [Diagnostic.primary(span, "same name"), Diagnostic.secondary(first, "first used here")],
    { name }
  )

/** @category semantic */
export const AmbiguousPod = define({
  code: "PS2030",
  slug: "ambiguous-pod",
  severity: "error",
  template: "which pod?",
  help: "with several pods, name the pod: `pod web is deleted`, `pod web phase Running`",
  example: 'scenario "x"\npod web from "web.yaml"\npod db from "db.yaml"\nat 5s pod is deleted\n'
})

/** @category semantic */
export const ambiguousPod = (file: SourceFile, span: Span, pods: ReadonlyArray<string>): D =>
  build(AmbiguousPod, file, [Diagnostic.primary(span, `the scenario has ${pods.length} pods: ${pods.join(", ")}`)], {})

/** @category semantic */
export const StrayTags = define({
  code: "PS2037",
  slug: "stray-tags",
  severity: "warning",
  template: "these tags belong to no scenario",
  help: "put tags on the line(s) right before a `scenario` line",
  example: 'pod web from "web.yaml"\nscenario "x"\nexpect phase Running\n@slow\n'
})

/** @category semantic */
export const strayTags = (file: SourceFile, span: Span): D =>
  build(StrayTags, file, [Diagnostic.primary(span, "no `scenario` follows")], {})
