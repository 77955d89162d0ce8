/**
 * A scenario's settings (language reference §11.1): its Kubernetes release, and its `cluster:` and `kubelet:` blocks (the
 * scenario's own block replaces the shared one), with the feature gates all components read.
 */
import { Settings, Versions } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import type { Decoders } from "./decoders.ts"
import type { Expansion } from "./expansions.ts"
import { makeBlock } from "./filledBlocks.ts"
import { kubernetesVersion } from "./kubernetesVersion.ts"
import { rowNote } from "./rowValues.ts"
import { firstOf } from "./singles.ts"
import type { Values } from "./values.ts"
import type { Block } from "./yamlDocument.ts"

type D = Diagnostic.Diagnostic

/** What a scenario runs with. */
export interface ScenarioSettings {
  readonly kubelet: Settings.Kubelet
  readonly cluster: Settings.Cluster
}

/**
 * The release: the scenario's line, else the shared one, else the run's (`kubernetes`), else the newest. The gates:
 * the release's defaults, then `cluster: featureGates`, then `kubelet: featureGates`. The simulator has one set of
 * gates, read by every component (API server, controllers, kubelet), as if the whole cluster were started with them;
 * where both blocks set a gate, the kubelet's value wins.
 */
export const settingsOf = (
  decoders: Decoders,
  file: SourceFile.SourceFile,
  background: ReadonlyArray<Ast.Statement>,
  own: ReadonlyArray<Ast.Statement>,
  kubernetes: number | undefined,
  v: Values,
  e: Expansion,
  report: (d: D) => void
): ScenarioSettings => {
  const block = <R extends { readonly diagnostics: ReadonlyArray<D> }>(
    tag: "Kubelet" | "Cluster",
    decode: (b: Block) => R
  ): R | undefined => {
    let value: R | undefined
    for (const part of [background, own]) {
      const first = firstOf(part, tag, (extra, first) =>
        report(Codes.duplicateBlock(file, extra.span, first.span, tag.toLowerCase()))
      )
      if (first === undefined) continue
      // the decoders report bad input as diagnostics: an exception is a bug, for the boundary to report as one
      const result = decode(makeBlock(first.block, e.row))
      for (const d of result.diagnostics) report(rowNote(d, first.block, e))
      value = result
    }
    return value
  }
  const minor = kubernetesVersion(file, background, own, v, report) ?? kubernetes ?? Versions.newest
  const clusterBlock = block("Cluster", (b) => decoders.decodeCluster(file, b, minor))
  const cluster = clusterBlock?.settings ?? Settings.defaultCluster
  const clusterGates = clusterBlock === undefined ? Versions.featureGates(minor) : gatesWith(minor, clusterBlock)
  const kubelet = block("Kubelet", (b) => decoders.decodeKubelet(file, b, minor, clusterGates))?.settings ?? {
    ...Settings.defaultKubelet,
    minor,
    featureGates: clusterGates
  }
  return { kubelet, cluster }
}

/**
 * The release's defaults with `cluster: featureGates` over them; one object for a cluster block decoded once
 * (`decodingOnce`), so that the `kubelet:` block decoded with them is too.
 */
const gatesWith = (
  minor: number,
  cluster: { readonly featureGates: Readonly<Record<string, boolean>> }
): Readonly<Record<string, boolean>> => {
  const known = mergedGates.get(cluster)
  if (known !== undefined) return known
  const merged = { ...Versions.featureGates(minor), ...cluster.featureGates }
  mergedGates.set(cluster, merged)
  return merged
}

const mergedGates = new WeakMap<object, Readonly<Record<string, boolean>>>()
