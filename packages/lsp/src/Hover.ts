/**
 * Hovers and go-to-definition. On an `expect`: the simulated state at the instant it is about, each piece with the
 * kubelet rule that set it (what `podscenario explain --at` prints). On a container name: its spec in short, and
 * its YAML as the definition. On a keyword: its section of the language reference (Reference.ts). On a diagnostic or
 * a written `PS` code: the catalogue entry.
 */
import { Duration, type PodSpec } from "@podscenario/core"
import { Codes, type Diagnostic, Render, SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "@podscenario/parser/Ast"
import type { Scenario } from "@podscenario/parser/Scenario"
import { Explain } from "@podscenario/reporters"
import type * as Lsp from "vscode-languageserver/node"
import type { Analysis } from "./Analysis.ts"
import * as Convert from "./Convert.ts"
import * as Reference from "./Reference.ts"
import * as Simulate from "./Simulate.ts"

/** The word under the cursor (names, codes, `web/app`), with its offsets. @category models */
export interface Word {
  readonly text: string
  readonly start: number
  readonly end: number
}

/** @category accessors */
export const wordAt = (file: SourceFile.SourceFile, offset: number): Word | undefined => {
  const isPart = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_.-]/.test(c)
  let start = offset
  let end = offset
  while (start > 0 && isPart(file.text[start - 1])) start--
  while (end < file.text.length && isPart(file.text[end])) end++
  return start === end ? undefined : { text: file.text.slice(start, end), start, end }
}

/** A code's catalogue entry, as `podscenario explain` prints it, in Markdown. */
const codeEntry = (code: string): string | undefined => {
  const entry = Codes.find(code)
  return entry === undefined ? undefined : Render.entry(entry, "markdown").trimEnd()
}

/** The instant an expectation is about: where it failed, else the instant or window it names, else the end. */
const instantOf = (
  expectation: Scenario["expectations"][number],
  failedAt: number | undefined,
  end: number
): number => {
  if (failedAt !== undefined) return failedAt
  if (expectation._tag === "ExpectOrder") return end
  const when = expectation.when
  switch (when._tag) {
    case "At":
      return when.at
    case "Between":
    case "From":
      return when.from
    case "By":
      return when.by
    default:
      return end
  }
}

const expectHover = (
  analysis: Analysis,
  outcomes: ReadonlyArray<Simulate.Outcome> | undefined,
  offset: number
): string | undefined => {
  for (const [i, scenario] of analysis.scenarios.entries()) {
    const j = scenario.expectations.findIndex((e) => e.span.start <= offset && offset <= e.span.end)
    if (j < 0) continue
    // a timeline forgotten to bound memory (Server.ts) is simulated again
    const outcome =
      outcomes?.[i]?.timeline !== undefined
        ? outcomes[i]!
        : Simulate.scenario(analysis.file.uri, analysis.file, scenario)
    const result = outcome.expectations[j]
    if (outcome.timeline === undefined || result === undefined) return undefined
    const at = instantOf(scenario.expectations[j]!, result.failure?.at, outcome.timeline.end)
    const verdict = result.status === "passed" ? "✓ holds" : `✗ fails: ${Simulate.actual(result)}`
    return [
      `**expect ${result.text}** ${verdict}`,
      "",
      `In scenario "${outcome.name}", at ${Duration.format(at as Duration.Millis)}:`,
      "",
      "```text",
      Explain.explain(outcome.timeline, { at }).trimEnd(),
      "```"
    ].join("\n")
  }
  return undefined
}

/** The pod and container a name stands for in the document's scenarios. */
const findContainer = (
  scenarios: ReadonlyArray<Scenario>,
  name: string
): { readonly pod: PodSpec.Pod; readonly container: PodSpec.Container } | undefined => {
  const [podName, containerName] = name.includes("/") ? name.split("/", 2) : [undefined, name]
  for (const pod of scenarios.flatMap((s) => s.pods)) {
    if (podName !== undefined && pod.name !== podName) continue
    const container = [...pod.initContainers, ...pod.containers].find((c) => c.name === containerName)
    if (container !== undefined) return { pod, container }
  }
  return undefined
}

const containerHover = (pod: PodSpec.Pod, c: PodSpec.Container): string => {
  const ms = (t: number) => Duration.format(t as Duration.Millis)
  const probe = (kind: string, p: PodSpec.Probe | undefined) =>
    p === undefined
      ? []
      : [`- ${kind}: ${p.handler} every ${ms(p.period)}, timeout ${ms(p.timeout)}, fails after ${p.failureThreshold}`]
  return [
    `**container \`${c.name}\`** (${c.kind}) of pod \`${pod.name}\``,
    "",
    `- image: \`${c.image}\` (pull ${c.imagePullPolicy})`,
    `- restart policy: ${c.restartPolicy ?? `${pod.restartPolicy} (the pod's)`}`,
    ...probe("startup probe", c.startupProbe),
    ...probe("liveness probe", c.livenessProbe),
    ...probe("readiness probe", c.readinessProbe),
    ...(c.postStart === undefined ? [] : [`- postStart: ${c.postStart.handler}`]),
    ...(c.preStop === undefined ? [] : [`- preStop: ${c.preStop.handler}`]),
    ...(c.stopSignal === undefined ? [] : [`- stop signal: ${c.stopSignal}`]),
    `- termination grace: ${ms(pod.terminationGracePeriod)}`
  ].join("\n")
}

/**
 * The hover at `offset`: diagnostics' catalogue entries first, then an expectation's simulated state, then a
 * container's spec.
 *
 * @category features
 */
export const hover = (
  analysis: Analysis,
  compiled: ReadonlyArray<Scenario>,
  outcomes: ReadonlyArray<Simulate.Outcome> | undefined,
  shown: ReadonlyArray<Diagnostic.Diagnostic>,
  offset: number
): Lsp.Hover | undefined => {
  const word = wordAt(analysis.file, offset)
  const markdown = (value: string, range?: Lsp.Range): Lsp.Hover => ({
    contents: { kind: "markdown", value },
    ...(range === undefined ? {} : { range })
  })
  if (word !== undefined && /^PS\d{4}$/.test(word.text)) {
    const entry = codeEntry(word.text)
    if (entry !== undefined) return markdown(entry, Convert.range(analysis.file, word))
  }
  const here = shown.filter((d) => d.labels.some((l) => l.primary && l.span.start <= offset && offset <= l.span.end))
  const entries = [...new Set(here.map((d) => d.code))].flatMap((code) => codeEntry(code) ?? [])
  const expect = expectHover(analysis, outcomes, offset)
  const parts = [...(expect === undefined ? [] : [expect]), ...entries]
  if (parts.length > 0) return markdown(parts.join("\n\n---\n\n"))
  if (word === undefined) return undefined
  const statement = analysis.document.statements.find((s) => s.span.start <= offset && offset <= s.span.end)
  const reference = statement === undefined ? undefined : Reference.keywordHover(word.text, statement, offset)
  if (reference !== undefined) return markdown(reference, Convert.range(analysis.file, word))
  const found = findContainer(compiled, word.text)
  return found === undefined
    ? undefined
    : markdown(containerHover(found.pod, found.container), Convert.range(analysis.file, word))
}

/** Where `- name: app` (or `{ name: app`) stands in YAML text: the offset of the name. */
const nameInYaml = (yaml: string, name: string): number | undefined => {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const match = new RegExp(`(?:^|[\\s{,-])name:\\s*["']?(${escaped})["']?\\s*(?:$|[,}\\n\\r#])`, "m").exec(yaml)
  return match === null ? undefined : match.index + match[0].indexOf(match[1]!, match[0].indexOf("name:"))
}

/**
 * A container name's definition: its `name:` in the pod's YAML block, or in the manifest the pod is read from
 * (`readManifest` gives its path and text).
 *
 * @category features
 */
export const definition = (
  analysis: Analysis,
  compiled: ReadonlyArray<Scenario>,
  offset: number,
  readManifest: (written: string) => { readonly uri: string; readonly text: string } | undefined
): Lsp.Location | undefined => {
  const word = wordAt(analysis.file, offset)
  if (word === undefined) return undefined
  const found = findContainer(compiled, word.text)
  if (found === undefined) return undefined
  const declaration = analysis.document.statements.find(
    (s): s is Ast.PodInline | Ast.PodFile =>
      (s._tag === "PodInline" || s._tag === "PodFile") && s.name.text === found.pod.name
  )
  if (declaration?._tag === "PodInline") {
    const at = nameInYaml(declaration.block.text, found.container.name)
    if (at === undefined) return undefined
    const start = declaration.block.span.start + at
    return { uri: "", range: Convert.range(analysis.file, { start, end: start + found.container.name.length }) }
  }
  if (declaration?._tag === "PodFile") {
    const manifest = readManifest(declaration.path.value)
    const at = manifest === undefined ? undefined : nameInYaml(manifest.text, found.container.name)
    if (manifest === undefined || at === undefined) return undefined
    const file = SourceFile.make(manifest.uri, manifest.text)
    return { uri: manifest.uri, range: Convert.range(file, { start: at, end: at + found.container.name.length }) }
  }
  return undefined
}
