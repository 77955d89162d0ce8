/**
 * What a scenario declares (language reference §3): its pods, inline (`pod NAME:`) or from a manifest (`pod NAME from
 * "FILE"`), decoded with the scenario's feature gates; and its nodes, with their allocatable resources.
 */
import { type PodSpec, type Resources, Settings } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile, type Span } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import type * as Resolve from "../Resolve.ts"
import type { Decoders } from "./decoders.ts"
import type { Expansion } from "./expansions.ts"
import { makeBlock } from "./filledBlocks.ts"
import { listOf } from "./resources.ts"
import { rowNote } from "./rowValues.ts"
import type { Values } from "./values.ts"

type D = Diagnostic.Diagnostic

/**
 * The pods the statements declare, in file order (a pod that did not decode is there, without `pod`; a second pod of
 * a name is reported and left out). `manifests` holds the files of `pod NAME from "PATH"` by PATH as written; a
 * missing one could not be read (already reported): its pod is left undecoded.
 */
export const podsOf = (
  decoders: Decoders,
  file: SourceFile.SourceFile,
  manifests: ReadonlyMap<string, SourceFile.SourceFile>,
  statements: ReadonlyArray<Ast.Statement>,
  gates: Readonly<Record<string, boolean>>,
  v: Values,
  e: Expansion,
  report: (d: D) => void
): Array<Resolve.DeclaredPod> => {
  const pods: Array<Resolve.DeclaredPod> = []
  for (const s of statements) {
    if (s._tag !== "PodInline" && s._tag !== "PodFile") continue
    const name = v.text(s.name)
    const twin = pods.find((p) => p.name === name)
    if (twin !== undefined) {
      report(Codes.duplicatePod(file, s.span, twin.span, name))
      continue
    }
    let decoded: PodSpec.Pod | undefined
    if (s._tag === "PodInline") {
      const result = decoders.decodePod(file, makeBlock(s.block, e.row), name, gates)
      for (const d of result.diagnostics) report(rowNote(d, s.block, e))
      decoded = result.pod
    } else {
      const manifest = manifests.get(v.text(s.path))
      if (manifest !== undefined) {
        const select = s.object && { kind: v.text(s.object.kind), name: v.text(s.object.name) }
        const result = decoders.decodePodFromFile(manifest, name, select, gates)
        for (const d of result.diagnostics) report(d)
        decoded = result.pod
      }
    }
    pods.push({ name, span: s.span, pod: decoded })
  }
  return pods
}

/**
 * The nodes the statements declare, in file order (the default node when none), and their allocatable resources;
 * `complete` is false when a resource list did not compile.
 */
export const nodesOf = (
  file: SourceFile.SourceFile,
  statements: ReadonlyArray<Ast.Statement>,
  v: Values,
  report: (d: D) => void
): {
  readonly nodes: Array<string>
  readonly allocatable: Record<string, Resources.ResourceList>
  readonly complete: boolean
} => {
  let complete = true
  const nodes: Array<string> = []
  const nodeSpans = new Map<string, Span.Span>()
  const allocatable: Record<string, Resources.ResourceList> = {}
  for (const s of statements) {
    if (s._tag !== "Node") continue
    const name = v.text(s.name)
    const first = nodeSpans.get(name)
    if (first !== undefined) report(Codes.duplicateNode(file, s.span, first, name))
    else {
      nodeSpans.set(name, s.span)
      nodes.push(name)
    }
    if (s.allocatable === undefined) continue
    const list = listOf(file, v, s.allocatable, report)
    if (list === undefined) complete = false
    else allocatable[name] = list
  }
  if (nodes.length === 0) nodes.push(Settings.defaultNode)
  return { nodes, allocatable, complete }
}
