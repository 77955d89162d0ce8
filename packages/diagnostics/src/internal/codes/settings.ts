/**
 * PS21xx, `kubelet:` and `cluster:` settings blocks: settings and feature gates.
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define, listOf } from "./entry.ts"

/** The smallest pod the settings examples run. */
const minimalPod = "pod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\n"

/** @category pod */
export const UnknownSetting = define({
  code: "PS2109",
  slug: "unknown-setting",
  severity: "error",
  template: "unknown key `{key}` in the `{block}` block",
  help: "see docs/language/pods.md for the keys of the `kubelet:` and `cluster:` blocks",
  example: `scenario "x"\n${minimalPod}kubelet:\n  featureGate:\n    ContainerRestartRules: true\n`
})

/** @category pod */
export const unknownSetting = (
  file: SourceFile,
  span: Span,
  key: string,
  block: string,
  candidates: ReadonlyArray<string>
): D =>
  build(
    UnknownSetting,
    file,
    [Diagnostic.primary(span, `expected ${listOf(candidates)}`)],
    { key, block },
    { help: Suggest.didYouMean(key, candidates) }
  )

/** @category pod */
export const UnknownFeatureGate = define({
  code: "PS2110",
  slug: "unknown-feature-gate",
  severity: "error",
  template: "unknown feature gate `{gate}`",
  help: "the simulator knows the gates that change pod-lifecycle behaviour (kubelet-rules §16)",
  example: `scenario "x"\n${minimalPod}kubelet:\n  featureGates:\n    ContainerRestartRule: true\n`
})

/**
 * `known`: the gates of the scenario's release; `later`: the release that brings `gate` when it is one the
 * simulator knows from a later release (the feature-gate library of this one does not recognise it).
 *
 * @category pod
 */
export const unknownFeatureGate = (
  file: SourceFile,
  span: Span,
  gate: string,
  known: ReadonlyArray<string>,
  release: { readonly version: string; readonly later: string | undefined }
): D =>
  release.later === undefined
    ? build(
        UnknownFeatureGate,
        file,
        [Diagnostic.primary(span, `not a feature gate of Kubernetes ${release.version} the simulator knows`)],
        { gate },
        { help: Suggest.didYouMean(gate, known) ?? `${UnknownFeatureGate.help}: ${listOf(known)}` }
      )
    : build(
        UnknownFeatureGate,
        file,
        [Diagnostic.primary(span, `Kubernetes ${release.version} has no such gate: it arrives in ${release.later}`)],
        { gate },
        { help: `pin \`kubernetes ${release.later}\` or later to set it, or remove it` }
      )

/** @category pod */
export const LockedFeatureGate = define({
  code: "PS2127",
  slug: "locked-feature-gate",
  severity: "error",
  template: "cannot set feature gate `{gate}` to {value}: it is locked to {locked} in Kubernetes {version}",
  help: "a GA or deprecated gate locked to its default (LockToDefault) takes no other value; remove the line",
  example: `scenario "x"\nkubernetes 1.34\n${minimalPod}cluster:\n  featureGates:\n    SidecarContainers: false\n`
})

/** @category pod */
export const lockedFeatureGate = (
  file: SourceFile,
  span: Span,
  gate: string,
  value: boolean,
  locked: boolean,
  version: string
): D =>
  build(LockedFeatureGate, file, [Diagnostic.primary(span, `locked to ${locked}`)], {
    gate,
    value: String(value),
    locked: String(locked),
    version
  })

/** @category pod */
export const InvalidSetting = define({
  code: "PS2111",
  slug: "invalid-setting",
  severity: "error",
  template: "invalid `{key}`: {reason}",
  help: "see docs/language/pods.md for what each setting accepts",
  example: `scenario "x"\n${minimalPod}kubelet:\n  crashLoopBackOff:\n    maxContainerRestartPeriod: 10m\n`
})

/** @category pod */
export const invalidSetting = (file: SourceFile, span: Span, key: string, reason: string, help?: string): D =>
  build(InvalidSetting, file, [Diagnostic.primary(span, reason)], { key, reason }, { help })
