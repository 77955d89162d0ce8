/**
 * The pages `podscenario docs` writes: one page per scenario (its description, its source, its result and its
 * timelines as a table, a Mermaid chart, a picture and `kubectl get pod -w`), and an index of them all. Pure text:
 * the interpreter decides the paths and writes the files.
 */
import type { Timeline } from "@podscenario/core"
import type { Lang } from "./i18n.ts"
import * as Markdown from "./Markdown.ts"
import * as Mermaid from "./Mermaid.ts"
import type { ScenarioStatus } from "./Result.ts"
import * as Watch from "./Watch.ts"

/** @category models */
export interface Page {
  readonly title: string
  /** The scenario file as shown to users, with the scenario's line. */
  readonly uri: string
  readonly line: number
  /** A link from the page to the scenario file. */
  readonly sourceLink: string
  /** The comments that introduce the scenario (the file's header and the lines just above it), without `#`. */
  readonly description: string
  /** The scenario as written (with the file's shared statements, if any). */
  readonly source: string
  readonly status: ScenarioStatus
  readonly expectations: number
  readonly timeline: Timeline.Timeline
  /** The SVG picture's file name, beside the page. */
  readonly svg: string
  readonly lang: Lang
}

const statusText: Record<ScenarioStatus, string> = {
  passed: "✓ passed",
  failed: "✗ failed",
  errored: "! errored",
  skipped: "↓ skipped"
}

const fence = (language: string, body: string): string => {
  // A fence longer than any backtick run inside the body.
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((m) => m[0].length))
  const ticks = "`".repeat(longest + 1)
  return `${ticks}${language}\n${body.endsWith("\n") ? body : `${body}\n`}${ticks}`
}

/**
 * One scenario's page, ending with a newline.
 *
 * @category rendering
 */
export const page = (p: Page): string =>
  [
    `# ${p.title}`,
    "",
    ...(p.description === "" ? [] : [p.description, ""]),
    `Source: [${p.uri}:${p.line}](${p.sourceLink}) · ${statusText[p.status]} · ${p.expectations} ${p.expectations === 1 ? "expectation" : "expectations"}`,
    "",
    fence("podscenario", p.source),
    "",
    "## Timeline",
    "",
    Markdown.render(p.timeline, { lang: p.lang }).trimEnd(),
    "",
    `![timeline of ${p.title.replace(/[[\]]/g, "")}](${p.svg})`,
    "",
    "## Chart",
    "",
    fence("mermaid", Mermaid.render(p.timeline, { lang: p.lang })),
    "",
    "## `kubectl get pod -w`",
    "",
    fence("text", Watch.render(p.timeline)),
    ""
  ].join("\n")

/** @category models */
export interface IndexEntry {
  readonly title: string
  /** The page, relative to the index. */
  readonly link: string
  readonly uri: string
  readonly line: number
  readonly status: ScenarioStatus
}

/**
 * The index: one section per folder (topic), one line per scenario, in the order given.
 *
 * @category rendering
 */
export const index = (entries: ReadonlyArray<IndexEntry>, options: { readonly header?: string } = {}): string => {
  const topics = new Map<string, Array<IndexEntry>>()
  for (const entry of entries) {
    const slash = entry.uri.lastIndexOf("/")
    const topic = slash < 0 ? "." : entry.uri.slice(0, slash)
    const list = topics.get(topic) ?? []
    list.push(entry)
    topics.set(topic, list)
  }
  const out = ["# Scenario timelines", ""]
  if (options.header !== undefined) out.push(options.header, "")
  for (const [topic, list] of topics) {
    out.push(`## ${topic}`, "")
    for (const e of list) out.push(`- [${e.title}](${e.link}) — \`${e.uri}:${e.line}\` ${statusText[e.status]}`)
    out.push("")
  }
  return out.join("\n")
}
