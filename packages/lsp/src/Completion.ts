/**
 * Completion by position: the grammar itself says what may come next on the line (chevrotain's content assist over
 * the parser's own token table, so a keyword added to the language is offered without a change here), and the word
 * before the cursor says which names fit where the grammar wants a name: containers after `container` or `of`, pods
 * after `pod`, phases after `phase`, and so on. Names come from the document's last compiled scenarios, so they are
 * still offered while the line being typed is broken.
 */
import { Duration, Settings, Timeline } from "@podscenario/core"
import { entryRule, parser } from "@podscenario/parser/Grammar"
import * as Resolve from "@podscenario/parser/Resolve"
import type { Scenario } from "@podscenario/parser/Scenario"
import {
  Comment,
  DurationLiteral,
  describe,
  isKeyword,
  lexer,
  Name,
  Newline,
  StringLiteral,
  YamlBlock
} from "@podscenario/parser/Tokens"
import * as Lsp from "vscode-languageserver/node"

/** The parser's token types and tokens (chevrotain's, named through the token table). */
type TokenType = typeof Name
type IToken = ReturnType<ReturnType<typeof lexer>["tokenize"]>["tokens"][number]

/** The names a document declares and uses, for completion. @category models */
export interface Names {
  readonly pods: ReadonlyArray<string>
  readonly containers: ReadonlyArray<string>
  readonly nodes: ReadonlyArray<string>
  readonly conditionTypes: ReadonlyArray<string>
  readonly schedulingGates: ReadonlyArray<string>
  /** The times the scenarios mention, in order (`1s`, `33s`, `1m14s`). */
  readonly times: ReadonlyArray<string>
}

/** @category constructors */
export const namesOf = (scenarios: ReadonlyArray<Scenario>): Names => {
  const pods = scenarios.flatMap((s) => s.pods)
  const unique = (values: ReadonlyArray<string>) => [...new Set(values)]
  const instants = new Set<number>()
  for (const s of scenarios) {
    for (const e of s.events) instants.add(e.at)
    for (const x of s.expectations) {
      if (x._tag === "ExpectOrder") continue
      const w = x.when
      if (w._tag === "At") instants.add(w.at)
      else if (w._tag === "Between") instants.add(w.from).add(w.until)
      else if (w._tag === "From") instants.add(w.from)
      else if (w._tag === "By") instants.add(w.by)
    }
    if (s.end.explicit) instants.add(s.end.at)
  }
  return {
    pods: unique(pods.map((p) => p.name)),
    containers: unique(pods.flatMap((p) => [...p.initContainers, ...p.containers].map((c) => c.name))),
    nodes: unique(scenarios.flatMap((s) => s.nodes)),
    conditionTypes: unique([...Timeline.conditionTypes, ...pods.flatMap((p) => p.readinessGates)]),
    schedulingGates: unique(pods.flatMap((p) => p.schedulingGates)),
    times: [...instants].sort((a, b) => a - b).map((t) => Duration.format(t as Duration.Millis))
  }
}

/** Which names fit after a keyword, where the grammar expects a name. */
const namesAfter = (keyword: string, names: Names): ReadonlyArray<string> => {
  switch (keyword) {
    case "container":
    case "of":
    case "for":
      return names.containers
    case "pod":
      return names.pods
    case "node":
    case "to":
    case "on": // `kubelet on NODE`; `on run N` wants a keyword there, not a name
      return names.nodes
    case "phase":
      return Resolve.phases
    case "reason":
      return [...Resolve.waitingReasons, ...Resolve.terminatedReasons, ...Resolve.conditionReasons]
    case "event":
      return Resolve.eventReasons
    case "signal":
    case "after":
      return Resolve.signals
    case "condition":
      return names.conditionTypes
    case "gate":
      return names.schedulingGates
    default:
      return []
  }
}

const item = (label: string, kind: Lsp.CompletionItemKind, detail?: string): Lsp.CompletionItem => ({
  label,
  kind,
  ...(detail === undefined ? {} : { detail })
})

/** Feature gates are offered on the lines of a `kubelet:` or `cluster:` block (its `featureGates:` map). */
const featureGates = (): ReadonlyArray<Lsp.CompletionItem> =>
  Object.entries(Settings.defaultFeatureGates).map(([gate, on]) =>
    item(gate, Lsp.CompletionItemKind.Property, `feature gate, default ${on}`)
  )

/**
 * The completions at `offset` of `text`: `lineStart` is the offset of the cursor's line, `inBlock` whether the line
 * belongs to a YAML block (and which kind).
 *
 * @category features
 */
export const complete = (
  text: string,
  lineStart: number,
  offset: number,
  inBlock: "pod" | "settings" | undefined,
  names: Names
): ReadonlyArray<Lsp.CompletionItem> => {
  if (inBlock === "settings") return featureGates()
  if (inBlock === "pod") return []
  const prefix = text.slice(lineStart, offset)
  const tokens = lexer()
    .tokenize(prefix)
    .tokens.filter((t) => t.tokenType !== Comment && t.tokenType !== Newline && t.tokenType !== YamlBlock)
  // a word being typed is not yet a token of the line: complete it, from what came before it
  const typing = tokens.length > 0 && !/\s$/.test(prefix) ? tokens.pop() : undefined
  if (typing?.tokenType === StringLiteral || tokens.some((t) => t.tokenType === Comment)) return []
  let next: ReadonlyArray<TokenType>
  try {
    next = [
      ...new Set(
        parser()
          .computeContentAssist(entryRule, tokens)
          .map((p) => p.nextTokenType)
      )
    ]
  } catch {
    return [] // a prefix the grammar cannot follow at all
  }
  const previous = tokens.at(-1)
  const items: Array<Lsp.CompletionItem> = []
  for (const type of next) {
    if (isKeyword(type)) items.push(item(describe(type), Lsp.CompletionItemKind.Keyword))
    else if (type === Name && previous !== undefined) {
      for (const name of namesAfter(previous.image, names)) items.push(item(name, Lsp.CompletionItemKind.Value))
    } else if (type === DurationLiteral) {
      for (const time of names.times) items.push(item(time, Lsp.CompletionItemKind.Constant, "a time used here"))
    }
  }
  return dedupe(items, typing)
}

const dedupe = (items: ReadonlyArray<Lsp.CompletionItem>, typing: IToken | undefined): Array<Lsp.CompletionItem> => {
  const seen = new Set<string>()
  return items.filter((i) => {
    if (seen.has(i.label)) return false
    seen.add(i.label)
    return (
      typing === undefined ||
      i.label.startsWith(typing.image) ||
      i.label.toLowerCase().includes(typing.image.toLowerCase())
    )
  })
}
