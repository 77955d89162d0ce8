/**
 * The YAML decoders compiling uses (`YamlBlocks.ts`, injected so that compilation can be tested on its own), and the
 * cache that decodes each clean block once for the life of the compiler (a run, the language server).
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
 * `decoders` decoding each clean `pod NAME:`, `kubelet:` and `cluster:` block once for the life of the compiler: a
 * block that decodes without a diagnostic gives the same (read-only) value wherever it stands, so the examples rows
 * and sweep values that leave it alone, and the scenarios and files that repeat it, skip YAML parsing and validation,
 * most of the time of compiling. The key is what the decoder reads: the text as filled in, and the pod's name, the
 * release or the feature gates. A block with diagnostics is decoded every time (they carry its position).
 *
 * @category decoding
 */
export const decodingOnce = (decoders: Decoders): Decoders => {
  const pods = cleanOnce<ReturnType<Decoders["decodePod"]>>()
  const kubelets = cleanOnce<ReturnType<Decoders["decodeKubelet"]>>()
  const clusters = cleanOnce<ReturnType<Decoders["decodeCluster"]>>()
  return {
    ...decoders,
    decodePod: (file, block, podName, gates = Settings.defaultFeatureGates) =>
      pods(block.text, gatesOn(gates), podName, () => decoders.decodePod(file, block, podName, gates)),
    decodeKubelet: (file, block, minor, gates) =>
      kubelets(block.text, gates === undefined ? "" : gateValues(gates), `${minor}`, () =>
        decoders.decodeKubelet(file, block, minor, gates)
      ),
    decodeCluster: (file, block, minor) =>
      clusters(block.text, "", `${minor}`, () => decoders.decodeCluster(file, block, minor))
  }
}

/**
 * How many clean blocks of a kind `decodingOnce` keeps: far more than the distinct blocks of a large suite, and a bound
 * on what a long-lived process (the language server) holds. When full, the cache starts again.
 */
const cleanKept = 4_096

/** The map under `key` in `outer`, made empty if there is none. */
const inner = <K, V>(outer: Map<string, Map<K, V>>, key: string): Map<K, V> => {
  let map = outer.get(key)
  if (map === undefined) {
    map = new Map()
    outer.set(key, map)
  }
  return map
}

/**
 * A memo of the results without diagnostics, by the block's text, then the gates (a string made once a gate set),
 * then the pod's name or the release. Maps within maps, not one key joined: the joined key was a new string of a
 * kilobyte or more (the gates) for every scenario, copied and hashed each time, where these strings are mostly ones
 * already hashed (a block's text shared by `makeBlock`, a gate set's string).
 */
const cleanOnce = <R extends { readonly diagnostics: ReadonlyArray<D> }>() => {
  const clean = new Map<string, Map<string, Map<string, R>>>()
  let size = 0
  return (text: string, gates: string, name: string, decode: () => R): R => {
    const known = clean.get(text)?.get(gates)?.get(name)
    if (known !== undefined) return known
    const result = decode()
    if (result.diagnostics.length === 0) {
      if (size >= cleanKept) {
        clean.clear()
        size = 0
      }
      inner(inner(clean, text), gates).set(name, result)
      size++
    }
    return result
  }
}

/**
 * The gates on, for a pod's key (the pod decoder reads only which are on), and every gate's value, for a kubelet
 * block's (its settings carry them all); by gate set: most scenarios share the release's defaults, one object.
 */
const gatesOnKeys = new WeakMap<Gates, string>()
const gateValuesKeys = new WeakMap<Gates, string>()

const gatesOn = (gates: Gates): string => {
  let on = gatesOnKeys.get(gates)
  if (on === undefined) {
    on = ""
    for (const g in gates) if (gates[g]) on += `${g},`
    gatesOnKeys.set(gates, on)
  }
  return on
}

const gateValues = (gates: Gates): string => {
  let values = gateValuesKeys.get(gates)
  if (values === undefined) {
    values = ""
    for (const g in gates) values += `${g}=${gates[g] ? 1 : 0},`
    gateValuesKeys.set(gates, values)
  }
  return values
}
