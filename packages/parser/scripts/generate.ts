/**
 * Everything `pnpm gen` writes, computed in memory (so that a test can check the committed files are fresh):
 * `grammar/` (serialized GAST, EBNF, railroad diagrams, TextMate grammar, VS Code extension),
 * `packages/parser/src/generated/cst.d.ts`, `packages/parser/src/generated/lineParser.ts` (the fast path's line parser)
 * and `docs/reference/diagnostics.md`.
 */
import { parser } from "@podscenario/parser/Grammar"
import { keywordTexts } from "@podscenario/parser/Tokens"
import { generateCstDts, type ISerializedGast } from "chevrotain"
import rr from "railroad-diagrams"
import { type Compile, diagnosticsDoc } from "./diagnosticsDoc.ts"
import { lineParserModule } from "./lineParser.ts"

interface Gast {
  readonly type: string
  readonly name?: string
  readonly label?: string
  readonly pattern?: string
  readonly definition?: ReadonlyArray<Gast>
}

const gastOf = (): ReadonlyArray<Gast> =>
  parser().getSerializedGastProductions() as ReadonlyArray<ISerializedGast> as ReadonlyArray<Gast>

const keywordSet = new Set<string>(keywordTexts)

const terminalText = (g: Gast): string => {
  const label = g.label ?? g.name ?? "?"
  if (keywordSet.has(label)) return `"${label}"`
  switch (g.name) {
    case "Colon":
      return '":"'
    case "Comma":
      return '","'
    case "Slash":
      return '"/"'
    case "DotDot":
      return '".."'
    case "DurationLiteral":
      return "DURATION"
    case "IntegerLiteral":
      return "INTEGER"
    case "StringLiteral":
      return "STRING"
    case "Name":
      return "NAME"
    case "Placeholder":
      return "PLACEHOLDER"
    case "Tag":
      return "TAG"
    case "YamlBlock":
      return "YAML_BLOCK"
    case "TableRow":
      return "TABLE_ROW"
    default:
      return (g.name ?? label).toUpperCase()
  }
}

const ebnfOf = (g: Gast): string => {
  const seq = (defs: ReadonlyArray<Gast> | undefined): string => (defs ?? []).map(ebnfOf).join(" ")
  switch (g.type) {
    case "NonTerminal":
      return g.name ?? "?"
    case "Terminal":
      return terminalText(g)
    case "Alternative":
      return seq(g.definition)
    case "Alternation":
      return `( ${(g.definition ?? []).map(ebnfOf).join(" | ")} )`
    case "Option":
      return `( ${seq(g.definition)} )?`
    case "Repetition":
      return `( ${seq(g.definition)} )*`
    case "RepetitionMandatory":
      return `( ${seq(g.definition)} )+`
    default:
      return `( ${seq(g.definition)} )*`
  }
}

/** The grammar as EBNF (W3C notation). @category generation */
export const ebnf = (): string => {
  const lines = [
    "/* podscenario grammar: generated from packages/parser/src/Grammar.ts by `pnpm gen`, do not edit. */",
    "/* One statement per line; a file is a sequence of lines: file ::= ( statement? NEWLINE )* */",
    ""
  ]
  for (const rule of gastOf()) {
    const defs = rule.definition ?? []
    const only = defs[0]
    const body =
      defs.length === 1 && only?.type === "Alternation"
        ? (only.definition ?? []).map(ebnfOf).join(" | ")
        : defs.map(ebnfOf).join(" ")
    lines.push(`${rule.name} ::= ${body}`)
  }
  lines.push(
    "",
    "/* Tokens (packages/parser/src/Tokens.ts) */",
    'DURATION ::= [0-9]+ ("h" | "m" | "s" | "ms") ...  /* 1m30s: units largest first, each once */',
    "INTEGER ::= [0-9]+",
    'STRING ::= \'"\' ( [^"\\\\] | "\\\\" ["\\\\] )* \'"\'',
    "NAME ::= [A-Za-z_] [A-Za-z0-9_.-]*",
    "PLACEHOLDER ::= '<' [A-Za-z_] [A-Za-z0-9_-]* '>'",
    "TAG ::= '@' [A-Za-z0-9_] [A-Za-z0-9_:.-]*",
    "YAML_BLOCK ::= /* the following lines indented deeper than the opening line */",
    "TABLE_ROW ::= '|' ( cell '|' )*",
    "COMMENT ::= '#' [^\\n]*  /* skipped */",
    ""
  )
  return lines.join("\n")
}

const diagramItem = (g: Gast): InstanceType<typeof rr.Sequence> => {
  const seq = (defs: ReadonlyArray<Gast> | undefined) => new rr.Sequence((defs ?? []).map(diagramItem))
  switch (g.type) {
    case "NonTerminal":
      return new rr.NonTerminal(g.name ?? "?")
    case "Terminal":
      return new rr.Terminal(terminalText(g).replace(/^"(.*)"$/, "$1"))
    case "Alternative":
      return seq(g.definition)
    case "Alternation":
      return new rr.Choice(0, (g.definition ?? []).map(diagramItem))
    case "Option":
      return new rr.Optional(seq(g.definition))
    case "RepetitionMandatory":
      return new rr.OneOrMore(seq(g.definition))
    default:
      return new rr.ZeroOrMore(seq(g.definition))
  }
}

const svgStyle = `<style>
svg.railroad-diagram { background-color: hsl(30,20%,95%); }
svg.railroad-diagram path { stroke-width: 3; stroke: black; fill: rgba(0,0,0,0); }
svg.railroad-diagram text { font: bold 14px monospace; text-anchor: middle; }
svg.railroad-diagram rect { stroke-width: 3; stroke: black; fill: hsl(120,100%,90%); }
</style>`

/** One railroad diagram (SVG) per rule. @category generation */
export const diagrams = (): ReadonlyArray<readonly [string, string]> =>
  gastOf().map((rule) => {
    const svg = new rr.Diagram((rule.definition ?? []).map(diagramItem)).toString()
    const standalone = svg
      .replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ')
      .replace(/>\n/, `>\n${svgStyle}\n`)
    return [rule.name ?? "rule", `${standalone}\n`] as const
  })

/** A word of the language (the `Name` token), and what may not follow or precede one. */
const nameWord = "[A-Za-z_][A-Za-z0-9_.-]*"
const wordStart = "(?<![\\w.-])"
const wordEnd = "(?![\\w.-])"

/** `KEYWORD… NAME`: the keywords coloured as such, then the name as a `kind` name. */
const nameAfter = (keywords: ReadonlyArray<string>, name: string, kind: string) => ({
  match: `${wordStart}${keywords.map((k) => `(${k})\\s+`).join("")}(${name})${wordEnd}`,
  captures: Object.fromEntries([
    ...keywords.map((_, i) => [String(i + 1), { name: "keyword.control.podscenario" }]),
    [String(keywords.length + 1), { name: `entity.name.${kind}.podscenario` }]
  ])
})

/** The TextMate grammar (keywords, durations, strings, comments, placeholders, embedded YAML). @category generation */
export const textMate = (): string => {
  const words = [...keywordTexts].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
  const keyword = `(?:${words.join("|")})${wordEnd}`
  const grammar = {
    $schema: "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
    name: "podscenario",
    scopeName: "source.podscenario",
    fileTypes: ["podscenario"],
    patterns: [
      { include: "#yaml-block" },
      { include: "#table-row" },
      { include: "#comment" },
      { include: "#scenario" },
      { include: "#tag" },
      { include: "#string" },
      { include: "#placeholder" },
      { include: "#duration" },
      { include: "#number" },
      { include: "#signal" },
      { include: "#name" },
      { include: "#keyword" },
      { include: "#api-value" }
    ],
    repository: {
      "yaml-block": {
        begin: "^(\\s*)(pod)\\s+([^\\s:#]+)\\s*(:)\\s*(#.*)?$|^(\\s*)(kubelet|cluster)\\s*(:)\\s*(#.*)?$",
        beginCaptures: {
          "2": { name: "keyword.other.declaration.podscenario" },
          "3": { name: "entity.name.type.pod.podscenario" },
          "4": { name: "punctuation.separator.key-value.podscenario" },
          "5": { name: "comment.line.number-sign.podscenario" },
          "7": { name: "keyword.other.declaration.podscenario" },
          "8": { name: "punctuation.separator.key-value.podscenario" },
          "9": { name: "comment.line.number-sign.podscenario" }
        },
        while: "^(?:\\1\\6)(?:\\s+\\S|\\s*$)",
        contentName: "meta.embedded.block.yaml",
        patterns: [{ include: "#placeholder" }, { include: "source.yaml" }]
      },
      "table-row": {
        match: "^\\s*(\\|.*)$",
        captures: {
          "1": {
            name: "meta.table.row.podscenario",
            patterns: [{ include: "#placeholder" }, { match: "\\|", name: "punctuation.separator.table.podscenario" }]
          }
        }
      },
      comment: { match: "#.*$", name: "comment.line.number-sign.podscenario" },
      scenario: {
        match: "^\\s*(scenario)\\b",
        captures: { "1": { name: "keyword.other.scenario.podscenario" } }
      },
      tag: { match: "@[A-Za-z0-9_][A-Za-z0-9_:.-]*", name: "entity.name.tag.podscenario" },
      string: {
        begin: '"',
        end: '"|$',
        name: "string.quoted.double.podscenario",
        patterns: [{ match: '\\\\["\\\\]', name: "constant.character.escape.podscenario" }, { include: "#placeholder" }]
      },
      placeholder: { match: "<[A-Za-z_][A-Za-z0-9_-]*>", name: "variable.parameter.placeholder.podscenario" },
      duration: { match: "\\b(?:\\d+(?:ms|d|h|m|s))+\\b", name: "constant.numeric.duration.podscenario" },
      number: { match: "\\b\\d+\\b", name: "constant.numeric.integer.podscenario" },
      signal: { match: "\\bSIG[A-Z0-9]+\\b", name: "constant.language.signal.podscenario" },
      // a name where the grammar wants one, even a keyword's word (`container restarts exits 1`): always after
      // `container`, `node` and `kubelet on`; after `pod` when it is no keyword, or when `is`, `condition` or
      // `scheduling` follows it (`pod is is deleted`: the pod is named `is`)
      name: {
        patterns: [
          nameAfter(["container"], `${nameWord}(?:/${nameWord})?`, "container"),
          nameAfter(["node"], nameWord, "node"),
          nameAfter(["kubelet", "on"], nameWord, "node"),
          nameAfter(["pod"], `(?!${keyword})${nameWord}`, "pod"),
          nameAfter(["pod"], `${nameWord}(?=\\s+(?:is|condition|scheduling)${wordEnd})`, "pod")
        ]
      },
      keyword: { match: `${wordStart}${keyword}`, name: "keyword.control.podscenario" },
      "api-value": { match: "(?<![\\w.-])[A-Z][A-Za-z0-9]*(?![\\w.-])", name: "support.constant.podscenario" }
    }
  }
  return `${JSON.stringify(grammar, null, 2)}\n`
}

const vscodePackage = (): string =>
  `${JSON.stringify(
    {
      name: "podscenario",
      displayName: "podscenario",
      description: "Syntax highlighting for .podscenario files (generated by `pnpm gen`)",
      version: "0.0.0",
      private: true,
      publisher: "podscenario",
      engines: { vscode: "^1.80.0" },
      categories: ["Programming Languages"],
      contributes: {
        languages: [
          {
            id: "podscenario",
            aliases: ["podscenario", "Pod scenario"],
            extensions: [".podscenario"],
            configuration: "./language-configuration.json"
          }
        ],
        grammars: [
          {
            language: "podscenario",
            scopeName: "source.podscenario",
            path: "./syntaxes/podscenario.tmLanguage.json",
            embeddedLanguages: { "meta.embedded.block.yaml": "yaml" }
          }
        ]
      }
    },
    null,
    2
  )}\n`

const languageConfiguration = (): string =>
  `${JSON.stringify(
    {
      comments: { lineComment: "#" },
      brackets: [],
      autoClosingPairs: [{ open: '"', close: '"', notIn: ["string"] }],
      surroundingPairs: [['"', '"']]
    },
    null,
    2
  )}\n`

const grammarReadme = (rules: ReadonlyArray<string>): string =>
  [
    "# grammar/ — generated, do not edit",
    "",
    "Everything in this folder is generated by `pnpm gen` from the parser, which is the grammar:",
    "`packages/parser/src/Grammar.ts` (rules) and `packages/parser/src/Tokens.ts` (tokens). CI regenerates it and",
    "fails when it differs, so every grammar change shows up here in review.",
    "",
    "| file | what |",
    "| --- | --- |",
    "| `podscenario.gast.json` | chevrotain's serialized grammar (`getSerializedGastProductions()`) |",
    "| `podscenario.ebnf` | the rules as EBNF |",
    "| `diagrams/<rule>.svg` | a railroad diagram per rule |",
    "| `podscenario.tmLanguage.json` | TextMate grammar: keywords, durations, strings, comments, embedded YAML |",
    "| `vscode/` | a minimal VS Code extension using that grammar (`code --install-extension` a packaged copy, or copy the folder into `~/.vscode/extensions/`) |",
    "",
    "The parser reads a file one line at a time (`statement` is the entry rule); a YAML block belongs to the line",
    "that opens it. See `docs/language/reference.md` for the language itself.",
    "",
    "## Rules",
    "",
    ...rules.map((r) => `- [\`${r}\`](diagrams/${r}.svg)`),
    ""
  ].join("\n")

const grammarDoc = (rules: ReadonlyArray<string>): string =>
  [
    "# Grammar",
    "",
    "<!-- generated from packages/parser/src/Grammar.ts by `pnpm gen`; do not edit -->",
    "",
    "The parser reads a `.podscenario` file one line at a time; `statement` is the rule for one line, and a YAML",
    "block belongs to the line that opens it. The language itself is described in",
    "[the language reference](../language/reference.md).",
    "",
    "## EBNF",
    "",
    "```ebnf",
    ebnf().trimEnd(),
    "```",
    "",
    "## Railroad diagrams",
    "",
    ...rules.flatMap((r) => [`### ${r}`, "", `![${r}](../../grammar/diagrams/${r}.svg)`, ""])
  ].join("\n")

/**
 * Every generated file, by path relative to the repository root.
 *
 * @category generation
 */
export const generate = (compile: Compile): ReadonlyMap<string, string> => {
  const files = new Map<string, string>()
  const gast = gastOf()
  files.set("grammar/podscenario.gast.json", `${JSON.stringify(gast, null, 2)}\n`)
  files.set("grammar/podscenario.ebnf", ebnf())
  for (const [name, svg] of diagrams()) files.set(`grammar/diagrams/${name}.svg`, svg)
  const tm = textMate()
  files.set("grammar/podscenario.tmLanguage.json", tm)
  files.set("grammar/vscode/syntaxes/podscenario.tmLanguage.json", tm)
  files.set("grammar/vscode/package.json", vscodePackage())
  files.set("grammar/vscode/language-configuration.json", languageConfiguration())
  files.set(
    "grammar/vscode/README.md",
    "# podscenario for VS Code\n\nSyntax highlighting for `.podscenario` files, with embedded YAML. Generated by `pnpm gen`; do not edit.\n"
  )
  files.set("grammar/README.md", grammarReadme(gast.map((r) => r.name ?? "")))
  files.set(
    "packages/parser/src/generated/cst.d.ts",
    generateCstDts(parser().getGAstProductions(), { visitorInterfaceName: "ICstNodeVisitor" })
  )
  files.set("packages/parser/src/generated/lineParser.ts", lineParserModule())
  files.set("docs/reference/diagnostics.md", diagnosticsDoc(compile))
  files.set("docs/reference/grammar.md", grammarDoc(gast.map((r) => r.name ?? "")))
  return files
}
