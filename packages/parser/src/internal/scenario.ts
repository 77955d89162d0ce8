/**
 * Compiles one expansion of a scenario (an examples row, a sweep value, or the plain scenario) into a
 * `Scenario.Scenario`: its template lines parsed with the values filled in, then settings, pods, nodes, behaviours,
 * events, expectations, goldens and the end, each compiled by its own module and checked against the declarations.
 */
import type { PodSpec } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile, type Span } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import { parseFragment } from "../Parse.ts"
import * as Resolve from "../Resolve.ts"
import type * as Scenario from "../Scenario.ts"
import { behavioursOf } from "./behaviours.ts"
import { commandBehaviours } from "./commandBehaviours.ts"
import { nodesOf, podsOf } from "./declarations.ts"
import type { Decoders } from "./decoders.ts"
import { declaredEnd, endOf } from "./end.ts"
import { eventsOf } from "./events.ts"
import { type Expansion, noteOf } from "./expansions.ts"
import { expectation } from "./expectations.ts"
import { goldensOf } from "./goldens.ts"
import type { Group } from "./groups.ts"
import { fillLine, placeholdersInText } from "./placeholders.ts"
import { RowValues } from "./rowValues.ts"
import { settingsOf } from "./scenarioSettings.ts"
import type { Values } from "./values.ts"

type D = Diagnostic.Diagnostic

/** What every scenario of a file compiles with. */
export interface FileContext {
  readonly decoders: Decoders
  readonly file: SourceFile.SourceFile
  /** The files of `pod NAME from "PATH"`, by PATH as written (`compileWith`). */
  readonly manifests: ReadonlyMap<string, SourceFile.SourceFile>
  /** The release for files that name none (`CompileOptions`). */
  readonly kubernetes: number | undefined
  readonly background: ReadonlyArray<Ast.Statement>
}

/** The scenario of expansion `e` of `g`, or `undefined` when something in it is wrong (reported). */
export const compileScenario = (
  context: FileContext,
  g: Group,
  e: Expansion,
  report: (d: D) => void
): Scenario.Scenario | undefined => {
  const { decoders, file, background } = context
  const v: Values = new RowValues(file, e, report)
  const parsed = withTemplates(
    file,
    background.length === 0 ? g.statements : [...background, ...g.statements],
    e,
    report
  )
  const all = parsed.statements
  let complete = parsed.complete
  const { kubelet, cluster } = settingsOf(decoders, file, background, g.statements, context.kubernetes, v, e, report)
  const pods = podsOf(decoders, file, context.manifests, all, kubelet.featureGates, v, e, report)
  // a loop, not `some` and `flatMap` (whose callbacks cost most where V8 has not optimised the code: a scenario's
  // compile runs once, so a suite's seldom is)
  const decodedPods: Array<PodSpec.Pod> = []
  for (const p of pods) {
    if (p.pod === undefined) complete = false
    else decodedPods.push(p.pod)
  }
  if (pods.length === 0) report(Codes.noPod(file, g.decl.span, e.name))
  const declaredNodes = nodesOf(file, all, v, report)
  const { nodes, allocatable } = declaredNodes
  complete &&= declaredNodes.complete

  const scope: Resolve.Scope = { file, pods, nodes, report }
  const ref = (w: Ast.Word): { text: string; span: Span.Span } => ({ text: v.text(w), span: w.span })
  const target = (c: Ast.ContainerRef): Resolve.Target | undefined =>
    Resolve.container(scope, c.pod && ref(c.pod), ref(c.container), c.span)

  const declared = declaredEnd(file, background, g.statements, v, report)
  const written = behavioursOf(all, v, target, scope)
  complete &&= written.complete
  // What the containers' commands say, where the scenario says nothing (language reference §11, behaviour from the command).
  const fromCommands = commandBehaviours(decodedPods, written.behaviours)
  const behaviours =
    fromCommands.behaviours.length === 0 ? written.behaviours : [...written.behaviours, ...fromCommands.behaviours]

  const timed = eventsOf(file, all, v, target, scope)
  complete &&= timed.complete
  const { events, eventSpans, mentioned } = timed

  const expectations: Array<Scenario.Expectation> = []
  for (const s of all) {
    if (s._tag !== "Expect" && s._tag !== "ExpectOrder") continue
    const x = expectation(s, v, target, scope, file, mentioned)
    if (x === undefined) complete = false
    else expectations.push(x)
  }
  const golden = goldensOf(file, all, v, e.sweep, mentioned, report)
  complete &&= golden.complete
  const end = endOf(file, declared, mentioned, report)

  if (!complete || (declared.decl !== undefined && declared.at === undefined)) return undefined
  return {
    name: e.name,
    span: e.span,
    declaration: g.decl.span,
    tags: g.tags,
    // every pod decoded: the scenario is complete
    pods: decodedPods,
    nodes,
    allocatable,
    kubelet,
    cluster,
    behaviours,
    commands: fromCommands.notes.map((n) => `${n.pod}/${n.container}: ${n.reading}`),
    events,
    eventSpans,
    expectations,
    goldens: golden.goldens,
    end,
    ...(e.sweep === undefined ? {} : { sweep: e.sweep })
  }
}

const hasTemplate = (statements: ReadonlyArray<Ast.Statement>): boolean => {
  for (const s of statements) if (s._tag === "Template") return true
  return false
}

/**
 * The statements with each template line parsed for `e` (its values filled in); not `complete` when one of them does
 * not parse, or stands in a scenario without values (the rest is still compiled, for its diagnostics).
 */
const withTemplates = (
  file: SourceFile.SourceFile,
  statements: ReadonlyArray<Ast.Statement>,
  e: Expansion,
  report: (d: D) => void
): { readonly statements: ReadonlyArray<Ast.Statement>; readonly complete: boolean } => {
  // most scenarios have no template line: their statements as they are
  if (!hasTemplate(statements)) return { statements, complete: true }
  let complete = true
  const all: Array<Ast.Statement> = []
  for (const s of statements) {
    if (s._tag !== "Template") {
      all.push(s)
      continue
    }
    if (e.label === undefined) {
      complete = false
      continue
    }
    const instance = instantiate(file, s, e, report)
    if (instance === undefined) complete = false
    else all.push(instance)
  }
  return { statements: all, complete }
}

/** Parses a template line for one row; its statement's spans point into the template line. */
const instantiate = (
  file: SourceFile.SourceFile,
  t: Ast.Template,
  e: Expansion,
  report: (d: D) => void
): Ast.Statement | undefined => {
  const out = { text: "", map: [] as Array<number> }
  fillLine(t.text, t.span.start, e.row, out)
  const { map, text } = out
  const result = parseFragment(file, text, (offset) => (offset >= 0 && offset < map.length ? map[offset]! : t.span.end))
  for (const d of result.diagnostics) report(e.label === undefined ? d : { ...d, note: noteOf(e) })
  if (result.statement === undefined && result.diagnostics.length === 0) {
    report(Codes.placeholderWithoutExamples(file, t.span, placeholdersInText(t.text, t.span.start)[0]?.name ?? "?"))
  }
  return result.statement
}
