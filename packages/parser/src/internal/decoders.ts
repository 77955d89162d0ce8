/**
 * The YAML decoders compiling uses (`YamlBlocks.ts`, injected so that compilation can be tested on its own), and the
 * cache that decodes each clean pod block once for the life of the compiler (a run, the language server).
 */
import { type PodSpec, Settings } from "@podscenario/core"
import type { Diagnostic, SourceFile } from "@podscenario/diagnostics"
import type { Block } from "./yamlDocument.ts"

type D = Diagnostic.Diagnostic
type Gates = Readonly<Record<string, boolean>>

/** The YAML decoders (`YamlBlocks.ts`). @category models */
export interface Decoders {
  readonly decodePod: (
    file: SourceFile.SourceFile,
    block: Block,
    podName: string,
    featureGates?: Gates
  ) => { readonly pod: PodSpec.Pod | undefined; readonly diagnostics: ReadonlyArray<D> }
  readonly decodePodFromFile: (
    file: SourceFile.SourceFile,
    podName: string,
    select?: { readonly kind: string; readonly name: string },
    featureGates?: Gates
  ) => { readonly pod: PodSpec.Pod | undefined; readonly diagnostics: ReadonlyArray<D> }
  readonly decodeKubelet: (
    file: SourceFile.SourceFile,
    block: Block,
    minor?: number,
    featureGates?: Gates
  ) => { readonly settings: Settings.Kubelet; readonly diagnostics: ReadonlyArray<D> }
  readonly decodeCluster: (
    file: SourceFile.SourceFile,
    block: Block,
    minor?: number
  ) => {
    readonly settings: Settings.Cluster
    readonly featureGates: Gates
    readonly diagnostics: ReadonlyArray<D>
  }
}

/**
 * How many clean pods `cleanPodsOnce` keeps: far more than the distinct pods of a large suite, and a bound on what a
 * long-lived process (the language server) holds.
 */
const cleanPodsKept = 4_096

/**
 * `decodePod` decoding each clean block once for the life of the compiler (a run, the language server): a block that
 * decodes without a diagnostic gives the same (read-only) `Pod` wherever it stands, so the examples rows and sweep
 * values that leave it alone, and the scenarios and files that repeat it, skip YAML parsing and validation, most of
 * the time of compiling. The key is the pod's name, the feature gates on and the text as filled in. A block with
 * diagnostics is decoded every time (they carry its position). When full, the cache starts again.
 *
 * @category decoding
 */
export const cleanPodsOnce = (decodePod: Decoders["decodePod"]): Decoders["decodePod"] => {
  const clean = new Map<string, PodSpec.Pod>()
  // the gates on, by gate set: most scenarios share the release's defaults, one object
  const gatesOn = new WeakMap<Readonly<Record<string, boolean>>, string>()
  return (file, block, podName, gates = Settings.defaultFeatureGates) => {
    let on = gatesOn.get(gates)
    if (on === undefined) {
      on = ""
      for (const g in gates) if (gates[g]) on += `${g},`
      gatesOn.set(gates, on)
    }
    const key = `${podName}\u0000${on}\u0000${block.text}`
    const pod = clean.get(key)
    if (pod !== undefined) return { pod, diagnostics: [] }
    const result = decodePod(file, block, podName, gates)
    if (result.pod !== undefined && result.diagnostics.length === 0) {
      if (clean.size >= cleanPodsKept) clean.clear()
      clean.set(key, result.pod)
    }
    return result
  }
}
