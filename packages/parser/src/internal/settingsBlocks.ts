/**
 * The `kubelet:` and `cluster:` blocks (language reference §3): settings mappings decoded into the core's `Settings`, with
 * Go durations (`30s`, `1m30s`) as the kubelet's configuration writes them.
 */
import type { Duration } from "@podscenario/core"
import * as Settings from "@podscenario/core/Settings"
import * as Versions from "@podscenario/core/Versions"
import * as Codes from "@podscenario/diagnostics/Codes"
import type { Diagnostic } from "@podscenario/diagnostics/Diagnostic"
import type { SourceFile } from "@podscenario/diagnostics/SourceFile"
import { type Document, isMap, isScalar, type Node } from "yaml"
import { type Block, blockSource, deref, nodeSpan, parseOne, type Source, scalarKey } from "./yamlDocument.ts"

// ---------------------------------------------------------------------------------------------------------------
// Settings

// µs and μs (micro sign, Greek mu) escaped: the bundled program is ASCII only (packages/cli/scripts/build.mjs)
const GO_DURATION_PART = /^(\d+\.?\d*|\.\d+)(ns|us|\u00b5s|\u03bcs|ms|s|m|h)/
const GO_UNITS: Readonly<Record<string, number>> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  μs: 1e-3,
  ms: 1,
  s: 1_000,
  m: 60_000,
  h: 3_600_000
}

/**
 * Parses a Go duration (`time.ParseDuration`: `100s`, `1m30s`, `1.5h`, `300ms`, `0`) into milliseconds, rounded to
 * the nearest millisecond; `undefined` when it is not one. KubeletConfiguration durations are written this way.
 *
 * @category parsing
 */
export const parseGoDuration = (text: string): number | undefined => {
  let rest = text.trim()
  let sign = 1
  if (rest.startsWith("-") || rest.startsWith("+")) {
    sign = rest.startsWith("-") ? -1 : 1
    rest = rest.slice(1)
  }
  if (rest === "0") return 0
  if (rest === "") return undefined
  let total = 0
  while (rest.length > 0) {
    const m = GO_DURATION_PART.exec(rest)
    if (m === null) return undefined
    total += Number(m[1]) * GO_UNITS[m[2]!]!
    rest = rest.slice(m[0].length)
  }
  return Number.isFinite(total) ? sign * Math.round(total) : undefined
}

interface Entry {
  readonly key: string
  readonly keyNode: Node
  readonly value: unknown
}

/** The entries of a settings mapping, reporting duplicate and non-scalar keys. */
const entries = (src: Source, doc: Document, node: unknown, what: string, out: Array<Diagnostic>): Array<Entry> => {
  const resolved = deref(doc, node)
  if (resolved === null || resolved === undefined) return []
  if (!isMap(resolved)) {
    out.push(
      Codes.invalidSetting(src.file, nodeSpan(src, resolved as Node), what, "must be a mapping of keys to values")
    )
    return []
  }
  const list: Array<Entry> = []
  for (const pair of resolved.items) {
    const key = scalarKey(pair)
    if (key === undefined) {
      out.push(Codes.invalidSetting(src.file, nodeSpan(src, pair.key as Node), what, "keys must be plain words"))
      continue
    }
    list.push({ key, keyNode: pair.key as Node, value: deref(doc, pair.value) })
  }
  return list
}

const scalarValue = (value: unknown): unknown => (isScalar(value) ? value.value : value)

const durationSetting = (
  src: Source,
  entry: Entry,
  out: Array<Diagnostic>,
  check: (ms: number) => string | undefined
): Duration.Millis | undefined => {
  const raw = scalarValue(entry.value)
  const span = nodeSpan(src, (entry.value as Node | null) ?? entry.keyNode)
  const ms = typeof raw === "string" ? parseGoDuration(raw) : undefined
  if (ms === undefined) {
    out.push(
      Codes.invalidSetting(
        src.file,
        span,
        entry.key,
        "expected a duration such as `100s` or `1m30s`",
        "write a Go duration: numbers with units `ms`, `s`, `m`, `h` (`40s`, `1m30s`)"
      )
    )
    return undefined
  }
  const problem = check(ms)
  if (problem !== undefined) {
    out.push(Codes.invalidSetting(src.file, span, entry.key, problem))
    return undefined
  }
  return ms as Duration.Millis
}

const integerSetting = (src: Source, entry: Entry, out: Array<Diagnostic>, min: number): number | undefined => {
  const raw = scalarValue(entry.value)
  if (typeof raw !== "number" || !Number.isSafeInteger(raw) || raw < min) {
    out.push(
      Codes.invalidSetting(
        src.file,
        nodeSpan(src, (entry.value as Node | null) ?? entry.keyNode),
        entry.key,
        min === 0 ? "expected a whole number, 0 or more" : `expected a whole number, at least ${min}`
      )
    )
    return undefined
  }
  return raw
}

const constantSetting = (src: Source, entry: Entry, expected: string, out: Array<Diagnostic>): void => {
  const raw = scalarValue(entry.value)
  if (raw !== expected)
    out.push(
      Codes.invalidSetting(
        src.file,
        nodeSpan(src, (entry.value as Node | null) ?? entry.keyNode),
        entry.key,
        `expected \`${expected}\``
      )
    )
}

/**
 * The gates a `featureGates:` map sets, checked as `minor`'s feature-gate library checks them (component-base
 * featuregate `SetFromMap`): a gate it does not know, one from a later release among them, is `PS2110`; a value other
 * than a locked gate's default (`LockToDefault`) is `PS2127`; a value that is not a boolean is `PS2111`.
 */
const featureGates = (
  src: Source,
  doc: Document,
  entry: Entry,
  minor: number,
  out: Array<Diagnostic>
): Record<string, boolean> => {
  const gates: Record<string, boolean> = {}
  const version = Versions.format(minor)
  for (const gate of entries(src, doc, entry.value, "featureGates", out)) {
    const keySpan = nodeSpan(src, gate.keyNode)
    const value = scalarValue(gate.value)
    const refusal = Versions.refusal(gate.key, value === true, minor)
    if (refusal?._tag === "Unknown") {
      const later = refusal.since === undefined ? undefined : Versions.format(refusal.since)
      out.push(Codes.unknownFeatureGate(src.file, keySpan, gate.key, Versions.gatesOf(minor), { version, later }))
    } else if (typeof value !== "boolean")
      out.push(
        Codes.invalidSetting(
          src.file,
          nodeSpan(src, (gate.value as Node | null) ?? gate.keyNode),
          gate.key,
          "expected `true` or `false`"
        )
      )
    else if (refusal?._tag === "Locked")
      out.push(Codes.lockedFeatureGate(src.file, keySpan, gate.key, value, refusal.default, version))
    else gates[gate.key] = value
  }
  return gates
}

const kubeletKeys = [
  "featureGates",
  "crashLoopBackOff",
  "shutdownGracePeriod",
  "shutdownGracePeriodCriticalPods",
  "evictionMaxPodGracePeriod",
  "apiVersion",
  "kind"
]
const crashLoopKeys = ["maxContainerRestartPeriod"]

/** Bounds of `crashLoopBackOff.maxContainerRestartPeriod` (pod-lifecycle "configurable container restart delay"). */
const minRestartPeriod = 1_000
const maxRestartPeriod = 300_000

/**
 * Decodes a `kubelet:` block, a KubeletConfiguration subset: `featureGates` (the gates of kubelet-rules §16) and
 * `crashLoopBackOff.maxContainerRestartPeriod` (a Go duration from `1s` to `300s`, which needs gate
 * `KubeletCrashLoopBackOffMax`), `shutdownGracePeriod` and `shutdownGracePeriodCriticalPods` (Go durations, 0 or at least
 * 1s, the second at most the first; kubelet-rules §13.5), `evictionMaxPodGracePeriod` (seconds; §13.4).
 * `apiVersion: kubelet.config.k8s.io/v1beta1` and `kind: KubeletConfiguration` may be
 * written, so a real configuration file can be pasted. Unknown keys are errors.
 *
 * @category decoding
 */
export const decodeKubelet = (
  file: SourceFile,
  block: Block,
  minor: number = Versions.newest,
  base: Readonly<Record<string, boolean>> = Versions.featureGates(minor)
): { settings: Settings.Kubelet; diagnostics: ReadonlyArray<Diagnostic> } => {
  const src = blockSource(file, block)
  const out: Array<Diagnostic> = []
  const parsed = parseOne(src, out)
  const fallback = { ...Settings.defaultKubelet, minor, featureGates: base }
  if (parsed === undefined || !parsed.ok) return { settings: fallback, diagnostics: out }
  const { doc } = parsed
  // The scenario's release (and its `cluster:` block) set the defaults (language reference §11.1); a gate written here
  // overrides them.
  const gates: Record<string, boolean> = { ...base }
  let period: Entry | undefined
  const shutdown = { shutdownGracePeriod: 0 as Duration.Millis, shutdownGracePeriodCriticalPods: 0 as Duration.Millis }
  let shutdownEntry: Entry | undefined
  let evictionMaxPodGracePeriod = 0 as Duration.Millis
  for (const entry of entries(src, doc, doc.contents, "kubelet", out)) {
    switch (entry.key) {
      case "shutdownGracePeriod":
      case "shutdownGracePeriodCriticalPods": {
        // kubelet validation: zero, or at least 1s
        const ms = durationSetting(src, entry, out, (d) => (d > 0 && d < 1000 ? "must be 0 or at least 1s" : undefined))
        if (ms !== undefined) shutdown[entry.key] = ms
        if (entry.key === "shutdownGracePeriodCriticalPods") shutdownEntry = entry
        break
      }
      case "evictionMaxPodGracePeriod": {
        const seconds = integerSetting(src, entry, out, 0)
        if (seconds !== undefined) evictionMaxPodGracePeriod = (seconds * 1000) as Duration.Millis
        break
      }
      case "apiVersion":
        constantSetting(src, entry, "kubelet.config.k8s.io/v1beta1", out)
        break
      case "kind":
        constantSetting(src, entry, "KubeletConfiguration", out)
        break
      case "featureGates":
        Object.assign(gates, featureGates(src, doc, entry, minor, out))
        break
      case "crashLoopBackOff":
        for (const inner of entries(src, doc, entry.value, "crashLoopBackOff", out)) {
          if (inner.key === "maxContainerRestartPeriod") period = inner
          else
            out.push(
              Codes.unknownSetting(file, nodeSpan(src, inner.keyNode), inner.key, "crashLoopBackOff", crashLoopKeys)
            )
        }
        break
      default:
        out.push(Codes.unknownSetting(file, nodeSpan(src, entry.keyNode), entry.key, "kubelet", kubeletKeys))
    }
  }
  let maxContainerRestartPeriod: Duration.Millis | undefined
  if (period !== undefined) {
    maxContainerRestartPeriod = durationSetting(src, period, out, (ms) =>
      ms < minRestartPeriod || ms > maxRestartPeriod ? "must be between 1s and 300s" : undefined
    )
    if (maxContainerRestartPeriod !== undefined && gates.KubeletCrashLoopBackOffMax === false) {
      out.push(
        Codes.invalidSetting(
          file,
          nodeSpan(src, period.keyNode),
          period.key,
          "feature gate KubeletCrashLoopBackOffMax is off",
          "turn on `KubeletCrashLoopBackOffMax` under `featureGates`, or remove this setting"
        )
      )
      maxContainerRestartPeriod = undefined
    }
  }
  if (shutdownEntry !== undefined && shutdown.shutdownGracePeriodCriticalPods > shutdown.shutdownGracePeriod) {
    out.push(
      Codes.invalidSetting(
        file,
        nodeSpan(src, shutdownEntry.keyNode),
        shutdownEntry.key,
        "must be <= shutdownGracePeriod",
        "the critical pods' share is part of `shutdownGracePeriod`: make that at least as long"
      )
    )
    shutdown.shutdownGracePeriodCriticalPods = shutdown.shutdownGracePeriod
  }
  return {
    settings: { minor, featureGates: gates, maxContainerRestartPeriod, ...shutdown, evictionMaxPodGracePeriod },
    diagnostics: out
  }
}

const clusterKeys = [
  "featureGates",
  "terminatedPodGCThreshold",
  "nodeMonitorGracePeriod",
  "defaultNotReadyTolerationSeconds",
  "defaultUnreachableTolerationSeconds"
]

/**
 * Decodes a `cluster:` block: `featureGates` (set for every component, API server, controllers and kubelet, as if
 * the whole cluster were started with them; language reference §11.1) and control-plane knobs with their Kubernetes names,
 * `terminatedPodGCThreshold` (a whole number; 0 or less turns the terminated-pod collector off),
 * `nodeMonitorGracePeriod` (a Go duration, more than 0), `defaultNotReadyTolerationSeconds` and
 * `defaultUnreachableTolerationSeconds` (whole seconds). Defaults: `Settings.defaultCluster` and no gate set.
 * Unknown keys are errors.
 *
 * @category decoding
 */
export const decodeCluster = (
  file: SourceFile,
  block: Block,
  minor: number = Versions.newest
): {
  settings: Settings.Cluster
  featureGates: Readonly<Record<string, boolean>>
  diagnostics: ReadonlyArray<Diagnostic>
} => {
  const src = blockSource(file, block)
  const out: Array<Diagnostic> = []
  const parsed = parseOne(src, out)
  if (parsed === undefined || !parsed.ok)
    return { settings: Settings.defaultCluster, featureGates: {}, diagnostics: out }
  const { doc } = parsed
  let settings: Settings.Cluster = Settings.defaultCluster
  let gates: Readonly<Record<string, boolean>> = {}
  for (const entry of entries(src, doc, doc.contents, "cluster", out)) {
    switch (entry.key) {
      case "featureGates":
        gates = featureGates(src, doc, entry, minor, out)
        break
      case "terminatedPodGCThreshold": {
        const v = integerSetting(src, entry, out, Number.MIN_SAFE_INTEGER)
        if (v !== undefined) settings = { ...settings, terminatedPodGCThreshold: v }
        break
      }
      case "nodeMonitorGracePeriod": {
        const v = durationSetting(src, entry, out, (ms) => (ms <= 0 ? "must be more than 0s" : undefined))
        if (v !== undefined) settings = { ...settings, nodeMonitorGracePeriod: v }
        break
      }
      case "defaultNotReadyTolerationSeconds":
      case "defaultUnreachableTolerationSeconds": {
        const v = integerSetting(src, entry, out, 0)
        if (v !== undefined) settings = { ...settings, [entry.key]: v }
        break
      }
      default:
        out.push(Codes.unknownSetting(file, nodeSpan(src, entry.keyNode), entry.key, "cluster", clusterKeys))
    }
  }
  return { settings, featureGates: gates, diagnostics: out }
}
