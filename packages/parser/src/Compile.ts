/**
 * AST → `Scenario[]` (gherkin's "pickles"): statements before the first `scenario` are shared by every scenario;
 * each `examples:` row becomes its own scenario with `<placeholders>` filled in, in statements and YAML blocks
 * alike; pods and settings are decoded (through `YamlBlocks.ts`), names resolved, everything checked, and the
 * default end computed (language.md §8). Scenarios with errors are left out; the diagnostics say why.
 */
import type { Behaviour, PodSpec, Resources, WorldEvent } from "@podscenario/core"
import { Duration as CoreDuration, Settings, Versions } from "@podscenario/core"
import { Codes, Diagnostic, SourceFile, Span } from "@podscenario/diagnostics"
import type * as Ast from "./Ast.ts"
import { commandBehaviours } from "./internal/commandBehaviours.ts"
import { expectation } from "./internal/expectations.ts"
import { kubernetesVersion } from "./internal/kubernetesVersion.ts"
import { durationProblem, integerProblem } from "./internal/leaves.ts"
import { listOf, resourcesOf } from "./internal/resources.ts"
import { retime, sweptEvents } from "./internal/retime.ts"
import * as Sweeps from "./internal/sweeps.ts"
import { podOf, timeOf, type Values } from "./internal/values.ts"
import { parseFragment } from "./Parse.ts"
import * as Resolve from "./Resolve.ts"
import type * as Scenario from "./Scenario.ts"

type Millis = CoreDuration.Millis
type D = Diagnostic.Diagnostic

/** A YAML block handed to the decoders: de-indented text, and where each of its characters is in the file. @category models */
export interface Block {
  readonly text: string
  readonly toFileOffset: (offsetInText: number) => number
}

/** The YAML decoders (`YamlBlocks.ts`), injected so that compilation can be tested on its own. @category models */
export interface Decoders {
  readonly decodePod: (
    file: SourceFile.SourceFile,
    block: Block,
    podName: string,
    featureGates?: Readonly<Record<string, boolean>>
  ) => { readonly pod: PodSpec.Pod | undefined; readonly diagnostics: ReadonlyArray<D> }
  readonly decodePodFromFile: (
    file: SourceFile.SourceFile,
    podName: string,
    select?: { readonly kind: string; readonly name: string },
    featureGates?: Readonly<Record<string, boolean>>
  ) => { readonly pod: PodSpec.Pod | undefined; readonly diagnostics: ReadonlyArray<D> }
  readonly decodeKubelet: (
    file: SourceFile.SourceFile,
    block: Block,
    minor?: number,
    featureGates?: Readonly<Record<string, boolean>>
  ) => { readonly settings: Settings.Kubelet; readonly diagnostics: ReadonlyArray<D> }
  readonly decodeCluster: (
    file: SourceFile.SourceFile,
    block: Block,
    minor?: number
  ) => {
    readonly settings: Settings.Cluster
    readonly featureGates: Readonly<Record<string, boolean>>
    readonly diagnostics: ReadonlyArray<D>
  }
}

/** What the run sets for every file. @category models */
export interface CompileOptions {
  /** The minor release of 1.x for files that name none (`--kubernetes 1.33`); else `Versions.newest`. */
  readonly kubernetes?: number | undefined
}

/** @category models */
export interface CompileResult {
  readonly scenarios: ReadonlyArray<Scenario.Scenario>
  readonly diagnostics: ReadonlyArray<D>
  /**
   * `sweep … bisect`: compiles another value (`index` in the range) of the sweep of `scenario`, one of `scenarios`,
   * when bisection asks for it (only the two ends are in `scenarios`). `undefined` for any other scenario.
   */
  readonly sweepValue: (scenario: Scenario.Scenario, index: number) => Compiled | undefined
}

/** One scenario compiled on its own: `undefined` when it has errors (`diagnostics` says why). @category models */
export interface Compiled {
  readonly scenario: Scenario.Scenario | undefined
  readonly diagnostics: ReadonlyArray<D>
}

/** The default end: this long after the latest time a scenario mentions (language.md §8). @category constants */
export const defaultEndMargin: Millis = CoreDuration.millis(5 * 60_000)

/**
 * The longest duration or time a scenario may name (docs/guide/limits.md): a year of virtual time is far beyond any
 * kubelet behaviour worth checking, and bounds the work of a run.
 *
 * @category constants
 */
export const maxDuration: Millis = CoreDuration.millis(8760 * 3_600_000)

const PLACEHOLDER = /<([A-Za-z_][A-Za-z0-9_-]*)>/g

// ---------------------------------------------------------------------------------------------------------------
// Grouping
// ---------------------------------------------------------------------------------------------------------------

interface Group {
  readonly decl: Ast.ScenarioDecl
  readonly tags: ReadonlyArray<string>
  readonly statements: ReadonlyArray<Ast.Statement>
}

const group = (
  document: Ast.Document,
  file: SourceFile.SourceFile,
  report: (d: D) => void
): { background: ReadonlyArray<Ast.Statement>; groups: ReadonlyArray<Group> } => {
  const background: Array<Ast.Statement> = []
  const groups: Array<{ decl: Ast.ScenarioDecl; tags: Array<string>; statements: Array<Ast.Statement> }> = []
  let pending: Array<Ast.Tags> = []
  for (const s of document.statements) {
    if (s._tag === "Tags") {
      pending.push(s)
      continue
    }
    if (s._tag === "Scenario") {
      groups.push({ decl: s, tags: pending.flatMap((t) => t.tags.map((x) => `@${x.name}`)), statements: [] })
      pending = []
      continue
    }
    ;(groups.at(-1)?.statements ?? background).push(s)
  }
  for (const t of pending) report(Codes.strayTags(file, t.span))
  return { background, groups }
}

// ---------------------------------------------------------------------------------------------------------------
// Placeholders
// ---------------------------------------------------------------------------------------------------------------

interface Found {
  readonly name: string
  readonly span: Span.Span
}

/** Every `<placeholder>` in a statement's values (not its YAML), with spans. */
const placeholdersIn = (node: unknown, out: Array<Found> = []): Array<Found> => {
  if (node === null || typeof node !== "object") return out
  if (Array.isArray(node)) {
    for (const n of node) placeholdersIn(n, out)
    return out
  }
  const o = node as { _tag?: string; span?: Span.Span; text?: string; value?: string; quoted?: boolean }
  if (o._tag === "YamlBlock" || o._tag === "TableRow" || o._tag === "Examples") return out
  if (
    o.span !== undefined &&
    (o._tag === "Word" || o._tag === "Duration" || o._tag === "Integer" || o._tag === "String")
  ) {
    const text = (o._tag === "String" ? o.value : o.text) ?? ""
    if (!text.includes("<")) return out
    const shift = o._tag === "String" || o.quoted === true ? 1 : 0
    for (const m of text.matchAll(PLACEHOLDER)) {
      const start = Math.min(o.span.start + shift + m.index, o.span.end)
      out.push({ name: m[1]!, span: Span.make(start, Math.min(start + m[0].length, o.span.end)) })
    }
    return out
  }
  for (const [key, value] of Object.entries(o)) if (key !== "span") placeholdersIn(value, out)
  return out
}

/** Whether `text` has a `<` inside `span` (no substring made: this runs for every statement). */
const hasLessThan = (text: string, span: Span.Span): boolean => {
  for (let i = span.start; i < span.end; i++) if (text.charCodeAt(i) === 60) return true
  return false
}

/** Placeholders in YAML block text, with file spans. */
const placeholdersInBlock = (block: Ast.YamlBlock): Array<Found> =>
  !block.text.includes("<")
    ? []
    : [...block.text.matchAll(PLACEHOLDER)].map((m) => ({
        name: m[1]!,
        span: Span.make(block.span.start + m.index, block.span.start + m.index + m[0].length)
      }))

type Row = ReadonlyMap<string, string>

const substitute = (text: string, row: Row): string =>
  // Most values have nothing to fill in: no regexp, no closure for them.
  row.size === 0 || !text.includes("<")
    ? text
    : text.replace(PLACEHOLDER, (whole, name: string) => row.get(name) ?? whole)

/** Fills in the placeholders of `row` in one line that starts at `base`; `map[i]` is where output character i came from. */
const fillLine = (body: string, base: number, row: Row, out: { text: string; map: Array<number> }): void => {
  let i = 0
  if (row.size > 0 && body.includes("<")) {
    for (const m of body.matchAll(PLACEHOLDER)) {
      const value = row.get(m[1]!)
      if (value === undefined) continue
      out.text += body.slice(i, m.index)
      for (; i < m.index; i++) out.map.push(base + i)
      out.text += value
      for (let j = 0; j < value.length; j++) out.map.push(base + m.index + Math.min(j, m[0].length - 1))
      i = m.index + m[0].length
    }
  }
  out.text += body.slice(i)
  for (; i < body.length; i++) out.map.push(base + i)
}

/**
 * Builds the `Block` for a YAML block: lines de-indented by their common indentation, placeholders of `row`
 * filled in; `toFileOffset` maps every character back (a filled-in value maps onto its placeholder).
 *
 * @category blocks
 */
export const makeBlock = (block: Ast.YamlBlock, row: Row = new Map()): Block => {
  // a block nothing fills in is the same for every row and sweep value: built once
  const fixed = !block.text.includes("<")
  const known = fixed ? fixedBlocks.get(block) : undefined
  if (known !== undefined) return known
  const made = buildBlock(block, row)
  if (fixed) fixedBlocks.set(block, made)
  return made
}

const fixedBlocks = new WeakMap<Ast.YamlBlock, Block>()

const buildBlock = (block: Ast.YamlBlock, row: Row): Block => {
  const lines: Array<{ text: string; start: number }> = []
  let start = 0
  const text = block.text
  for (let i = 0; i <= text.length; i++) {
    if (i === text.length || text[i] === "\n") {
      const end = i > start && text[i - 1] === "\r" ? i - 1 : i
      lines.push({ text: text.slice(start, end), start })
      start = i + 1
    }
  }
  const indents = lines.filter((l) => l.text.trim().length > 0).map((l) => l.text.length - l.text.trimStart().length)
  const indent = indents.length > 0 ? Math.min(...indents) : 0
  const out = { text: "", map: [] as Array<number> }
  for (const line of lines) {
    const cut = Math.min(indent, line.text.length)
    const body = line.text.slice(cut)
    const base = block.span.start + line.start + cut
    fillLine(body, base, row, out)
    out.text += "\n"
    out.map.push(base + body.length)
  }
  const end = block.span.end
  const { map, text: filled } = out
  return { text: filled, toFileOffset: (offset) => (offset >= 0 && offset < map.length ? map[offset]! : end) }
}

// ---------------------------------------------------------------------------------------------------------------
// Compilation
// ---------------------------------------------------------------------------------------------------------------

interface Expansion {
  readonly row: Row
  readonly name: string
  readonly span: Span.Span
  /** Where the values come from, for the notes of diagnostics (`in the examples row policy=Never`). */
  readonly label: string | undefined
  readonly sweep?: Scenario.SweepPoint
}

/** The note a diagnostic about filled-in values carries. */
const noteOf = (e: Expansion): string =>
  e.sweep === undefined ? `in the examples row ${e.label}` : `for the sweep value ${e.label}`

const dedupeKey = (d: D): string =>
  `${d.code}:${d.labels.map((l) => `${l.span.start}-${l.span.end}`).join(",")}:${d.message}`

/**
 * Compiles a parsed document. `manifests` holds the files of `pod NAME from "PATH"`, keyed by PATH as written; a
 * missing key means the file could not be read (already reported by the caller): that pod is skipped silently,
 * and the scenarios that use it are left out.
 *
 * @category compilation
 */
export const compileWith = (decoders: Decoders) => {
  const cached = { ...decoders, decodePod: cleanPodsOnce(decoders.decodePod) }
  return (
    document: Ast.Document,
    file: SourceFile.SourceFile,
    manifests: ReadonlyMap<string, SourceFile.SourceFile>,
    options: CompileOptions = {}
  ): CompileResult => {
    const diagnostics: Array<D> = []
    const seen = new Set<string>()
    const report = (d: D): void => {
      const key = dedupeKey(d)
      if (seen.has(key)) return
      seen.add(key)
      diagnostics.push(d)
    }
    const { background, groups } = group(document, file, report)
    if (groups.length === 0) {
      const first = document.statements[0]?.span ?? Span.make(0, 0)
      report(Codes.noScenario(file, first))
      return { scenarios: [], diagnostics, sweepValue: () => undefined }
    }
    const bisected = new Map<number, (index: number) => Compiled>()
    const scenarios: Array<Scenario.Scenario> = []
    const names = new Map<string, Span.Span>()
    for (const g of groups) {
      const previous = names.get(g.decl.name.value)
      if (previous !== undefined)
        report(Codes.duplicateScenarioName(file, g.decl.name.span, previous, g.decl.name.value))
      else names.set(g.decl.name.value, g.decl.name.span)
      const sweep = g.statements.find((s): s is Ast.Sweep => s._tag === "Sweep")
      const moved =
        sweep === undefined ? undefined : sweptEvents(file, [...background, ...g.statements], sweep.name.text)
      let first: Scenario.Scenario | undefined
      for (const expansion of expand(g, background, file, report)) {
        const point = expansion.sweep
        const at = point === undefined || sweep === undefined ? undefined : CoreDuration.parse(point.value)
        const retimed =
          first === undefined || moved === undefined || point === undefined || at === undefined
            ? undefined
            : retime(first, moved, at, { name: expansion.name, sweep: point }, defaultEndMargin, maxDuration)
        if (retimed !== undefined) {
          scenarios.push(retimed)
          continue
        }
        let failed = false
        const scoped = (d: D): void => {
          if (d.severity === "error") failed = true
          report(d)
        }
        const scenario = compileScenario(cached, file, manifests, options, background, g, expansion, scoped)
        if (scenario !== undefined && !failed) scenarios.push(scenario)
        if (point?.index === 0 && !failed) first = scenario
      }
      const values = sweep?.bisect === undefined ? undefined : Sweeps.values(file, sweep, () => {})
      if (sweep !== undefined && values !== undefined) {
        bisected.set(g.decl.span.start, (index) => {
          const found: Array<D> = []
          const expansion = sweepExpansion(g, sweep, values, index)
          const scenario = compileScenario(cached, file, manifests, options, background, g, expansion, (d) => {
            found.push(d)
          })
          const failed = found.some((d) => d.severity === "error")
          return { scenario: failed ? undefined : scenario, diagnostics: Diagnostic.sort(found) }
        })
      }
    }
    return {
      scenarios,
      diagnostics: Diagnostic.sort(diagnostics),
      sweepValue: (scenario, index) => bisected.get(scenario.declaration.start)?.(index)
    }
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
 */
const cleanPodsOnce = (decodePod: Decoders["decodePod"]): Decoders["decodePod"] => {
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

/** The examples rows of a scenario (or its single plain expansion), reporting table problems. */
const expand = (
  g: Group,
  background: ReadonlyArray<Ast.Statement>,
  file: SourceFile.SourceFile,
  report: (d: D) => void
): ReadonlyArray<Expansion> => {
  const tables = g.statements.filter((s): s is Ast.Examples => s._tag === "Examples")
  for (const t of tables.slice(1)) report(Codes.duplicateExamples(file, t.span, tables[0]!.span))
  for (const t of background.filter((s): s is Ast.Examples => s._tag === "Examples")) {
    report(Codes.notSupported(file, t.span, "an `examples:` table before the first `scenario`"))
  }
  const sweeps = g.statements.filter((s): s is Ast.Sweep => s._tag === "Sweep")
  for (const s of background.filter((s): s is Ast.Sweep => s._tag === "Sweep")) {
    report(Codes.notSupported(file, s.span, "a `sweep` before the first `scenario`"))
  }
  const firstSweep = sweeps[0]
  for (const s of sweeps.slice(1)) report(Codes.examplesAndSweep(file, s.span, firstSweep!.span))
  if (firstSweep !== undefined && tables[0] !== undefined) {
    const [first, second] = [firstSweep, tables[0]].sort((a, b) => a.span.start - b.span.start)
    report(Codes.examplesAndSweep(file, second!.span, first!.span))
  }
  const statements = [...background, ...g.statements]
  const found = [
    ...placeholdersIn(g.decl),
    // A statement's values are its text (strings unescaped, which keeps every `<`): most have none to walk for.
    ...placeholdersIn(statements.filter((s) => hasLessThan(file.text, s.span))),
    ...statements.flatMap((s) =>
      s._tag === "Template"
        ? [...s.text.matchAll(PLACEHOLDER)].map((m) => ({
            name: m[1]!,
            span: Span.make(s.span.start + m.index, s.span.start + m.index + m[0].length)
          }))
        : []
    ),
    ...statements.flatMap((s) => ("block" in s ? placeholdersInBlock(s.block) : []))
  ]
  // placeholders in YAML blocks may be YAML's own text: only a column or a sweep of their name fills them in
  const blockStarts = new Set(
    statements.flatMap((s) => ("block" in s ? placeholdersInBlock(s.block).map((f) => f.span.start) : []))
  )
  const table = tables[0]
  if (firstSweep !== undefined && table === undefined) {
    return sweepExpansions(g, firstSweep, found, blockStarts, file, report)
  }
  const plain: Expansion = { row: new Map(), name: g.decl.name.value, span: g.decl.span, label: undefined }
  if (table !== undefined && table.rows.length === 0) report(Codes.emptyExamples(file, table.span))
  if (table === undefined || table.header === undefined) {
    for (const f of found)
      if (!blockStarts.has(f.span.start)) report(Codes.placeholderWithoutExamples(file, f.span, f.name))
    return [plain]
  }
  const header = table.header
  const columns = header.cells.map((c) => c.text)
  columns.forEach((c, i) => {
    const firstIndex = columns.indexOf(c)
    if (firstIndex !== i) report(Codes.duplicateColumn(file, header.cells[i]!.span, header.cells[firstIndex]!.span, c))
  })
  for (const f of found) {
    if (!columns.includes(f.name) && !blockStarts.has(f.span.start))
      report(Codes.unknownPlaceholder(file, f.span, f.name, columns))
  }
  if (!found.some((f) => columns.includes(f.name))) report(Codes.unusedExamples(file, table.span))
  const expansions: Array<Expansion> = []
  for (const row of table.rows) {
    if (row.cells.length !== columns.length) {
      report(Codes.examplesRowWidth(file, row.span, header.span, columns.length, row.cells.length))
      continue
    }
    const values = new Map(columns.map((c, i) => [c, row.cells[i]!.text] as const))
    const label = columns.map((c) => `${c}=${values.get(c)}`).join(", ")
    expansions.push({ row: values, name: `${substitute(g.decl.name.value, values)} (${label})`, span: row.span, label })
  }
  return expansions
}

/**
 * A sweep's expansions: every value, or (`bisect`) the two ends, the interpreter asking for more (`CompileResult`'s
 * `sweepValue`). Placeholders in YAML blocks are left alone, as an `examples:` table leaves those it has no column for.
 */
const sweepExpansions = (
  g: Group,
  sweep: Ast.Sweep,
  found: ReadonlyArray<Found>,
  blockStarts: ReadonlySet<number>,
  file: SourceFile.SourceFile,
  report: (d: D) => void
): ReadonlyArray<Expansion> => {
  const name = sweep.name.text
  for (const f of found)
    if (f.name !== name && !blockStarts.has(f.span.start))
      report(Codes.unknownSweepPlaceholder(file, f.span, f.name, name))
  if (!found.some((f) => f.name === name)) {
    report(Codes.sweepUnused(file, sweep.name.span, name, [...new Set(found.map((f) => f.name))]))
  }
  const values = Sweeps.values(file, sweep, report)
  if (values === undefined) return []
  const indices =
    sweep.bisect === undefined ? Array.from({ length: values.count }, (_, i) => i) : [...new Set([0, values.count - 1])]
  return indices.map((i) => sweepExpansion(g, sweep, values, i))
}

/** The `index`-th value of a sweep, as an expansion. */
const sweepExpansion = (g: Group, sweep: Ast.Sweep, values: Sweeps.Values, index: number): Expansion => {
  const name = sweep.name.text
  const value = values.text(index)
  const row = new Map([[name, value]])
  const label = `${name}=${value}`
  return {
    row,
    name: `${substitute(g.decl.name.value, row)} (${label})`,
    span: sweep.span,
    label,
    sweep: {
      span: sweep.span,
      name,
      scenario: g.decl.name.value,
      value,
      index,
      count: values.count,
      bisect: sweep.bisect
    }
  }
}

/** `Values` for one expansion: a class, so that a scenario's values cost no closures. */
class RowValues implements Values {
  readonly file: SourceFile.SourceFile
  readonly e: Expansion
  readonly report: (d: D) => void

  constructor(file: SourceFile.SourceFile, e: Expansion, report: (d: D) => void) {
    this.file = file
    this.e = e
    this.report = report
  }

  private withRow(d: D): D {
    return this.e.label === undefined ? d : { ...d, note: noteOf(this.e) }
  }

  text(w: { readonly text: string } | { readonly value: string }): string {
    return substitute("text" in w ? w.text : w.value, this.e.row)
  }

  duration(d: Ast.Duration): Millis | undefined {
    const text = substitute(d.text, this.e.row)
    const value = CoreDuration.parse(text)
    if (value === undefined && text !== d.text) {
      this.report(
        this.withRow(Codes.invalidDuration(this.file, d.span, text, durationProblem(text) ?? "not a duration"))
      )
    }
    if (value !== undefined && value > maxDuration) {
      const longest = CoreDuration.format(maxDuration)
      this.report(
        this.withRow(
          Codes.invalidDuration(
            this.file,
            d.span,
            text,
            `longer than the longest run a scenario may have, ${longest} (a year)`
          )
        )
      )
      return undefined
    }
    return value
  }

  integer(n: Ast.Integer): number | undefined {
    const text = substitute(n.text, this.e.row)
    const problem = integerProblem(text)
    if (problem !== undefined) {
      if (text !== n.text) this.report(this.withRow(Codes.invalidNumber(this.file, n.span, text, problem)))
      return undefined
    }
    return Number(text)
  }
}

/** Names the examples row on a YAML diagnostic that points at a filled-in placeholder. */
const rowNote = (d: D, block: Ast.YamlBlock, e: Expansion): D => {
  const at = Diagnostic.primarySpan(d)?.start
  if (e.label === undefined || at === undefined || d.note !== undefined) return d
  const onPlaceholder = placeholdersInBlock(block).some(
    (p) => e.row.has(p.name) && at >= p.span.start && at < p.span.end
  )
  return onPlaceholder ? { ...d, note: noteOf(e) } : d
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
    report(Codes.placeholderWithoutExamples(file, t.span, [...t.text.matchAll(PLACEHOLDER)][0]?.[1] ?? "?"))
  }
  return result.statement
}

const compileScenario = (
  decoders: Decoders,
  file: SourceFile.SourceFile,
  manifests: ReadonlyMap<string, SourceFile.SourceFile>,
  options: CompileOptions,
  background: ReadonlyArray<Ast.Statement>,
  g: Group,
  e: Expansion,
  report: (d: D) => void
): Scenario.Scenario | undefined => {
  const v: Values = new RowValues(file, e, report)
  let complete = true
  const all: Array<Ast.Statement> = []
  for (const s of [...background, ...g.statements]) {
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

  // Settings: the scenario's block replaces the shared one
  const settings = <R extends { readonly diagnostics: ReadonlyArray<D> }>(
    tag: "Kubelet" | "Cluster",
    decode: (b: Block) => R
  ): R | undefined => {
    let value: R | undefined
    for (const part of [background, g.statements]) {
      const blocks = part.filter((s): s is Ast.SettingsBlock => s._tag === tag)
      for (const b of blocks.slice(1)) report(Codes.duplicateBlock(file, b.span, blocks[0]!.span, tag.toLowerCase()))
      const block = blocks[0]
      if (block === undefined) continue
      // the decoders report bad input as diagnostics: an exception is a bug, for the boundary to report as one
      const result = decode(makeBlock(block.block, e.row))
      for (const d of result.diagnostics) report(rowNote(d, block.block, e))
      value = result
    }
    return value
  }
  // The release (language.md §11.1): the scenario's line, else the shared one, else the run's, else the newest.
  const minor = kubernetesVersion(file, background, g.statements, v, report) ?? options.kubernetes ?? Versions.newest
  // The gates: the release's defaults, then `cluster: featureGates`, then `kubelet: featureGates`. The simulator
  // has one set of gates, read by every component (API server, controllers, kubelet), as if the whole cluster
  // were started with them; where both blocks set a gate, the kubelet's value wins.
  const clusterBlock = settings("Cluster", (b) => decoders.decodeCluster(file, b, minor))
  const cluster = clusterBlock?.settings ?? Settings.defaultCluster
  // without `cluster: featureGates`, the release's defaults as they are (one object for every scenario, not a copy)
  const clusterGates =
    clusterBlock === undefined
      ? Versions.featureGates(minor)
      : { ...Versions.featureGates(minor), ...clusterBlock.featureGates }
  const kubelet = settings("Kubelet", (b) => decoders.decodeKubelet(file, b, minor, clusterGates))?.settings ?? {
    ...Settings.defaultKubelet,
    minor,
    featureGates: clusterGates
  }
  const gates = kubelet.featureGates

  // Pods
  const pods: Array<Resolve.DeclaredPod> = []
  for (const s of all) {
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
    if (decoded === undefined) complete = false
    pods.push({ name, span: s.span, pod: decoded })
  }
  if (pods.length === 0) report(Codes.noPod(file, g.decl.span, e.name))

  // Nodes
  const nodes: Array<string> = []
  const nodeSpans = new Map<string, Span.Span>()
  const allocatable: Record<string, Resources.ResourceList> = {}
  for (const s of all) {
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

  const scope: Resolve.Scope = { file, pods, nodes, report }
  const ref = (w: Ast.Word): { text: string; span: Span.Span } => ({ text: v.text(w), span: w.span })
  const target = (c: Ast.ContainerRef): Resolve.Target | undefined =>
    Resolve.container(scope, c.pod && ref(c.pod), ref(c.container), c.span)

  // End
  const ends = g.statements.filter((s): s is Ast.End => s._tag === "End")
  const sharedEnds = background.filter((s): s is Ast.End => s._tag === "End")
  for (const list of [sharedEnds, ends])
    for (const x of list.slice(1)) report(Codes.duplicateEnd(file, x.span, list[0]!.span))
  const endDecl = ends[0] ?? sharedEnds[0]
  const explicitEnd = endDecl === undefined ? undefined : v.duration(endDecl.at)

  // Behaviours
  const behaviours: Array<Behaviour.Behaviour> = []
  const placed: Array<Resolve.Placed> = []
  for (const s of all) {
    if (!isBehaviourStatement(s)) continue
    const b = behaviour(s, v, target, scope)
    if (b === undefined) {
      complete = false
      continue
    }
    behaviours.push(b)
    placed.push({ behaviour: b, span: s.span })
  }
  Resolve.overlaps(scope, placed)
  // What the containers' commands say, where the scenario says nothing (language.md §11, behaviour from the command).
  const decodedPods = pods.flatMap((p) => (p.pod === undefined ? [] : [p.pod]))
  const fromCommands = commandBehaviours(decodedPods, behaviours)
  behaviours.push(...fromCommands.behaviours)

  // Events, in time order, then file order
  const timed: Array<{
    at: Millis
    action: WorldEvent.Action
    span: Span.Span
    atSpan: Span.Span
    label: string
  }> = []
  for (const s of all) {
    if (s._tag !== "Event") continue
    const at = v.duration(s.at)
    const action = eventAction(s.action, v, target, scope)
    if (at === undefined || action === undefined) {
      complete = false
      continue
    }
    // The action as written (row values filled in) and its line: what the timeline names the event by.
    const written = v.text({ text: file.text.slice(s.action.span.start, s.action.span.end) })
    const label = `${written} (line ${SourceFile.position(file, s.span.start).line})`
    timed.push({ at, action, span: s.span, atSpan: s.at.span, label })
  }
  const ordered = timed.map((t, i) => [t, i] as const).sort(([a, i], [b, j]) => a.at - b.at || i - j)
  const events: Array<WorldEvent.WorldEvent> = ordered.map(([t], index) => ({
    at: t.at,
    index,
    action: t.action,
    label: t.label
  }))
  const eventSpans = ordered.map(([t]) => t.span)

  // Expectations
  const expectations: Array<Scenario.Expectation> = []
  const mentioned: Array<{ at: Millis; span: Span.Span }> = timed.map((t) => ({ at: t.at, span: t.atSpan }))
  for (const s of all) {
    if (s._tag !== "Expect" && s._tag !== "ExpectOrder") continue
    const x = expectation(s, v, target, scope, file, mentioned)
    if (x === undefined) complete = false
    else expectations.push(x)
  }

  // Goldens
  const goldens: Array<Scenario.Golden> = []
  for (const s of all) {
    if (s._tag !== "Golden") continue
    const path = v.text(s.path)
    const dot = path.lastIndexOf(".")
    const extension = dot > path.lastIndexOf("/") && dot >= 0 ? path.slice(dot) : ""
    if (!Codes.goldenExtensions.includes(extension)) {
      report(Codes.goldenFormat(file, s.path.span, extension === "" ? "(none)" : extension))
      complete = false
      continue
    }
    if (path.endsWith(Codes.sweepGoldenExtension)) {
      if (e.sweep === undefined || s.at !== undefined) {
        report(Codes.sweepGolden(file, s.at === undefined ? s.path.span : s.span, e.sweep !== undefined))
        complete = false
      } else goldens.push({ path, span: s.span, sweep: true })
      continue
    }
    if (s.at === undefined) {
      goldens.push({ path, span: s.span })
      continue
    }
    const at = timeOf(s.at, v, mentioned)
    if (at === undefined) complete = false
    else goldens.push({ path, span: s.span, at })
  }

  // The end, and times after it
  if (explicitEnd !== undefined && endDecl !== undefined) {
    for (const m of mentioned) {
      if (m.at > explicitEnd) {
        report(
          Codes.timeAfterEnd(file, m.span, CoreDuration.format(m.at), CoreDuration.format(explicitEnd), endDecl.span)
        )
      }
    }
  }
  const latest = mentioned.reduce((max, m) => Math.max(max, m.at), 0)
  const end =
    explicitEnd !== undefined
      ? { at: explicitEnd, explicit: true }
      : { at: CoreDuration.millis(latest + defaultEndMargin), explicit: false }

  if (!complete || (endDecl !== undefined && explicitEnd === undefined)) return undefined
  return {
    name: e.name,
    span: e.span,
    declaration: g.decl.span,
    tags: g.tags,
    pods: pods.map((p) => p.pod!),
    nodes,
    allocatable,
    kubelet,
    cluster,
    behaviours,
    commands: fromCommands.notes.map((n) => `${n.pod}/${n.container}: ${n.reading}`),
    events,
    eventSpans,
    expectations,
    goldens,
    end,
    ...(e.sweep === undefined ? {} : { sweep: e.sweep })
  }
}

const isBehaviourStatement = (s: Ast.Statement): s is Ast.Behaviour =>
  s._tag === "ExitsAfter" ||
  s._tag === "OomKilledAfter" ||
  s._tag === "StopsAfterSignal" ||
  s._tag === "IgnoresSignal" ||
  s._tag === "ProbeAnswersAfter" ||
  s._tag === "HookTakes" ||
  s._tag === "HookFailsAfter" ||
  s._tag === "ImagePullTakes" ||
  s._tag === "ImagePullFails"

const runsOf = (runs: Ast.Runs | undefined, v: Values, scope: Resolve.Scope): Behaviour.Runs | undefined => {
  if (runs === undefined) return { _tag: "AllRuns" }
  const value: Behaviour.Runs | undefined = (() => {
    switch (runs._tag) {
      case "OnRun": {
        const n = v.integer(runs.run)
        return n === undefined ? undefined : { _tag: "SomeRuns", from: n, to: n }
      }
      case "OnRuns": {
        const from = v.integer(runs.from)
        const to = v.integer(runs.to)
        return from === undefined || to === undefined ? undefined : { _tag: "SomeRuns", from, to }
      }
      case "FromRun": {
        const from = v.integer(runs.from)
        return from === undefined ? undefined : { _tag: "SomeRuns", from, to: undefined }
      }
    }
  })()
  return value !== undefined && Resolve.runs(scope, value, runs.span) ? value : undefined
}

const behaviour = (
  s: Ast.Behaviour,
  v: Values,
  target: (c: Ast.ContainerRef) => Resolve.Target | undefined,
  scope: Resolve.Scope
): Behaviour.Behaviour | undefined => {
  const t = target(s.container)
  switch (s._tag) {
    case "ExitsAfter": {
      const exitCode = v.integer(s.exitCode)
      const after = v.duration(s.after)
      const runs = runsOf(s.runs, v, scope)
      if (exitCode !== undefined && !Resolve.exitCode(scope, exitCode, s.exitCode.span)) return undefined
      if (t === undefined || exitCode === undefined || after === undefined || runs === undefined) return undefined
      return { _tag: "ExitsAfter", ...t, exitCode, after, runs }
    }
    case "OomKilledAfter": {
      const after = v.duration(s.after)
      const runs = runsOf(s.runs, v, scope)
      if (t === undefined || after === undefined || runs === undefined) return undefined
      return { _tag: "OomKilledAfter", ...t, after, runs }
    }
    case "StopsAfterSignal": {
      const after = v.duration(s.after)
      const signal = v.text(s.signal)
      const code = s.exitCode === undefined ? undefined : v.integer(s.exitCode)
      const codeOk = s.exitCode === undefined || (code !== undefined && Resolve.exitCode(scope, code, s.exitCode.span))
      if (!Resolve.signal(scope, signal, s.signal.span) || t === undefined || after === undefined || !codeOk)
        return undefined
      return { _tag: "StopsAfterSignal", ...t, signal, after, exitCode: code }
    }
    case "IgnoresSignal": {
      const signal = v.text(s.signal)
      if (!Resolve.signal(scope, signal, s.signal.span) || t === undefined) return undefined
      if (signal === "SIGKILL") {
        scope.report(Codes.notSupported(scope.file, s.signal.span, "ignoring SIGKILL", "no process can ignore SIGKILL"))
        return undefined
      }
      return { _tag: "IgnoresSignal", ...t, signal }
    }
    case "ProbeAnswersAfter": {
      const after = v.duration(s.after)
      const runs = runsOf(s.runs, v, scope)
      if (t === undefined || after === undefined || runs === undefined) return undefined
      Resolve.feature(scope, t, Resolve.probeFeature(s.probe), s.span)
      const timesOut = s.timesOut ? { timesOut: true } : {}
      return { _tag: "ProbeAnswersAfter", ...t, probe: s.probe, succeeds: s.succeeds, ...timesOut, after, runs }
    }
    case "HookTakes": {
      const duration = v.duration(s.duration)
      const runs = runsOf(s.runs, v, scope)
      if (t === undefined || duration === undefined || runs === undefined) return undefined
      Resolve.feature(scope, t, s.hook, s.span)
      return { _tag: "HookTakes", ...t, hook: s.hook, duration, runs }
    }
    case "HookFailsAfter": {
      const after = v.duration(s.after)
      const runs = runsOf(s.runs, v, scope)
      if (t === undefined || after === undefined || runs === undefined) return undefined
      Resolve.feature(scope, t, s.hook, s.span)
      return { _tag: "HookFailsAfter", ...t, hook: s.hook, after, runs }
    }
    case "ImagePullTakes": {
      const duration = v.duration(s.duration)
      if (t === undefined || duration === undefined) return undefined
      return { _tag: "ImagePullTakes", ...t, duration }
    }
    case "ImagePullFails":
      return t === undefined ? undefined : { _tag: "ImagePullFails", ...t }
  }
}

const eventAction = (
  a: Ast.Action,
  v: Values,
  target: (c: Ast.ContainerRef) => Resolve.Target | undefined,
  scope: Resolve.Scope
): WorldEvent.Action | undefined => {
  switch (a._tag) {
    case "ContainerExits": {
      const t = target(a.container)
      const exitCode = v.integer(a.exitCode)
      if (exitCode !== undefined && !Resolve.exitCode(scope, exitCode, a.exitCode.span)) return undefined
      return t === undefined || exitCode === undefined ? undefined : { _tag: "ContainerExits", ...t, exitCode }
    }
    case "ContainerOomKilled": {
      const t = target(a.container)
      return t === undefined ? undefined : { _tag: "ContainerOomKilled", ...t }
    }
    case "ContainerImageUpdated": {
      const t = target(a.container)
      const image = v.text(a.image)
      if (t === undefined || !Resolve.imageUpdate(scope, t, image, a.image.span)) return undefined
      return { _tag: "ContainerImageUpdated", ...t, image }
    }
    case "ContainerResized": {
      const t = target(a.container)
      const change = resourcesOf(scope.file, v, a.resources, scope.report)
      return t === undefined || change === undefined ? undefined : { _tag: "ContainerResized", ...t, change }
    }
    case "ProbeAnswers": {
      const t = target(a.container)
      if (t !== undefined) Resolve.feature(scope, t, Resolve.probeFeature(a.probe), a.span)
      return t === undefined ? undefined : { _tag: "ProbeAnswers", ...t, probe: a.probe, answer: a.answer }
    }
    case "ImagePullSucceeds": {
      const t = target(a.container)
      return t === undefined ? undefined : { _tag: "ImagePullSucceeds", ...t }
    }
    case "ConditionPatched": {
      const p = podOf(scope, v, a.pod, a.span)
      const conditionType = v.text(a.conditionType)
      const status = v.text(a.status)
      const typeOk = p !== undefined && Resolve.conditionType(scope, p, conditionType, a.conditionType.span)
      const statusOk = Resolve.conditionStatus(scope, status, a.status.span, ["True", "False"])
      if (p === undefined || !typeOk || !statusOk) return undefined
      return { _tag: "ConditionPatched", pod: p.name, conditionType, status: status as "True" | "False" }
    }
    case "SchedulingGateRemoved": {
      const p = podOf(scope, v, a.pod, a.span)
      const gate = v.text(a.gate)
      if (p === undefined) return undefined
      const gates = p.pod?.schedulingGates ?? []
      if (p.pod !== undefined && !gates.includes(gate)) {
        scope.report(Codes.unknownSchedulingGate(scope.file, a.gate.span, gate, p.name, gates))
        return undefined
      }
      return { _tag: "SchedulingGateRemoved", pod: p.name, gate }
    }
    case "PodScheduled": {
      const p = podOf(scope, v, a.pod, a.span)
      const node = Resolve.node(scope, { text: v.text(a.node), span: a.node.span })
      return p === undefined || node === undefined ? undefined : { _tag: "PodScheduled", pod: p.name, node }
    }
    case "PodDeleted": {
      const p = podOf(scope, v, a.pod, a.span)
      const grace = a.grace === undefined ? undefined : v.duration(a.grace)
      if (p === undefined || (a.grace !== undefined && grace === undefined)) return undefined
      return { _tag: "PodDeleted", pod: p.name, grace }
    }
    case "PodForceDeleted":
    case "PodEvicted":
    case "PodPreempted": {
      const p = podOf(scope, v, a.pod, a.span)
      return p === undefined ? undefined : { _tag: a._tag, pod: p.name }
    }
    case "PodEvictedByKubelet": {
      const p = podOf(scope, v, a.pod, a.span)
      return p === undefined ? undefined : { _tag: a._tag, pod: p.name, resource: a.resource, soft: a.soft }
    }
    case "NodeFails":
    case "NodeRecovers":
    case "NodeReboots":
    case "NodeDeleted":
    case "NodeShutsDown":
    case "NodeTaintedOutOfService": {
      const node = Resolve.node(scope, { text: v.text(a.node), span: a.node.span })
      return node === undefined ? undefined : { _tag: a._tag, node }
    }
    case "KubeletRestarts":
    case "KubeletStops":
    case "KubeletStarts": {
      if (a.node === undefined) return { _tag: a._tag, node: undefined }
      const node = Resolve.node(scope, { text: v.text(a.node), span: a.node.span })
      return node === undefined ? undefined : { _tag: a._tag, node }
    }
  }
}
