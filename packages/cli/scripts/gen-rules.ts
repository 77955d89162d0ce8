/**
 * The kubelet rules of docs/reference/kubelet-rules.md and the citations of them (`pnpm gen`): writes the index of
 * the code, tests, scenarios and docs that cite each rule (docs/reference/kubelet-rules-index.md) and the `RuleId`
 * union that `cause(…)` takes (packages/core/src/generated/rules.ts). packages/cli/test/rules.test.ts checks both
 * are fresh, every citation names a rule, and every rule has a scenario.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"
import { fileURLToPath } from "node:url"

const root = join(import.meta.dirname, "..", "..", "..")
const PAGE = "docs/reference/kubelet-rules.md"
const INDEX = "docs/reference/kubelet-rules-index.md"
const RULE_IDS = "packages/core/src/generated/rules.ts"
const SELF = "packages/cli/scripts/gen-rules.ts"

/** The words a citation starts with: `kubelet-rules §5.2` names a section of docs/reference/kubelet-rules.md. */
export const CITATION_PREFIXES = ["kubelet-rules"] as const

/** Rules no scenario can show, each with why. A rule here that gains a scenario must leave the list. */
export const UNTESTED_BY_SCENARIO: Readonly<Record<string, string>> = {
  "§5.4": "how much later than the back-off a real node restarts (requeue jitter); the simulator does not model it"
}

export interface Rule {
  readonly id: string
  readonly title: string
}

/** A `§N` cited in a file. */
export interface Citation {
  readonly id: string
  readonly file: string
  readonly line: number
}

const ID = String.raw`§\d+(?:\.\d+)*`
const HEADING = new RegExp(`^#{2,3} (${ID}) (.+)$`)
// `kubelet-rules §5.2`, `(kubelet-rules §9.1/§9.3)`, `kubelet-rules §5.2, §5.6`, and a prefix that ends a comment
// line with its id on the next (`kubelet-rules\n# §4.2`).
const CHAIN = new RegExp(
  String.raw`(?:${CITATION_PREFIXES.join("|")}):?\s+(?:(?:#|\*|//)\s*)?(${ID}(?:\s*(?:,|/|and|or)\s*${ID})*)`,
  "g"
)
// A rule id as a TypeScript string, e.g. `cause("§9.3", …)`.
const QUOTED = new RegExp(String.raw`["'\`](${ID})["'\`]`, "g")
const ID_IN_CHAIN = new RegExp(ID, "g")

/** The rules of the page, in page order, and what is wrong with its headings. */
export const readRules = (page: string): { rules: ReadonlyArray<Rule>; problems: ReadonlyArray<string> } => {
  const rules: Array<Rule> = []
  const problems: Array<string> = []
  const lines = page.split("\n")
  lines.forEach((text, i) => {
    const heading = HEADING.exec(text)
    if (heading === null) return
    const [, id, title] = heading as unknown as [string, string, string]
    if (rules.some((r) => r.id === id)) problems.push(`${PAGE}:${i + 1}: ${id} is defined twice`)
    if (lines[i - 1] !== `<a id="${id.slice(1)}"></a>`)
      problems.push(`${PAGE}:${i + 1}: ${id} needs the anchor line <a id="${id.slice(1)}"></a> above it`)
    rules.push({ id, title })
  })
  return { rules, problems }
}

const lineAt = (text: string, index: number): number => text.slice(0, index).split("\n").length

/** The citations in one file's text: prefixed ones everywhere, quoted ids in TypeScript. */
export const citationsIn = (file: string, text: string): ReadonlyArray<Citation> => {
  const found: Array<Citation> = []
  for (const m of text.matchAll(CHAIN))
    for (const id of (m[1] ?? "").matchAll(ID_IN_CHAIN)) found.push({ id: id[0], file, line: lineAt(text, m.index) })
  if (file.endsWith(".ts"))
    for (const m of text.matchAll(QUOTED)) found.push({ id: m[1] ?? "", file, line: lineAt(text, m.index) })
  return found
}

type Kind = "code" | "scenarios" | "tests" | "docs"

const SKIP = new Set(["node_modules", "dist", ".tmp", "generated", "timelines"])

const walk = (dir: string): ReadonlyArray<string> =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((e) => !SKIP.has(e.name))
    .flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : [`${dir}/${e.name}`]))

/** What a file is to the index; undefined: not scanned. */
const kindOf = (file: string): Kind | undefined => {
  if (file === PAGE || file === INDEX || file === SELF) return undefined
  if (file.endsWith(".podscenario")) return "scenarios"
  if (file.endsWith(".md")) return file.includes("/golden/") ? undefined : "docs"
  if (!file.endsWith(".ts")) return undefined
  return /^packages\/[^/]+\/src\//.test(file) ? "code" : "tests"
}

/**
 * A golden JSON timeline's causes (`"rule":"§5.2"`) show which rules its scenario ran through: they count as that
 * scenario's citations.
 */
const goldenScenario = (file: string): string | undefined => {
  const m = /^(scenarios\/.+)\/golden\/([^/.]+)\.json$/.exec(file)
  const scenario = m === null ? undefined : `${m[1]}/${m[2]}.podscenario`
  return scenario !== undefined && existsSync(join(root, scenario)) ? scenario : undefined
}

/** Every citation in the repository, with what kind of file it is in. */
export const repositoryCitations = (): ReadonlyArray<Citation & { readonly kind: Kind }> =>
  ["AGENTS.md", "README.md", ...["bench", "docs", "packages", "scenarios"].flatMap(walk)].sort().flatMap((file) => {
    const text = (): string => readFileSync(join(root, file), "utf8")
    const scenario = goldenScenario(file)
    if (scenario !== undefined)
      return [...text().matchAll(/"rule":"(§[\d.]+)"/g)].map((m) => ({
        id: m[1] ?? "",
        file: scenario,
        line: 0,
        kind: "scenarios" as const
      }))
    const kind = kindOf(file)
    return kind === undefined ? [] : citationsIn(file, text()).map((c) => ({ ...c, kind }))
  })

/** Whether `id` is `rule` or one of its subsections. */
const within = (id: string, rule: string): boolean => id === rule || id.startsWith(`${rule}.`)

/** The rules that no scenario cites, itself or through a subsection. */
export const withoutScenario = (
  rules: ReadonlyArray<Rule>,
  citations: ReadonlyArray<Citation & { readonly kind: Kind }>
): ReadonlyArray<string> => {
  const tested = citations.filter((c) => c.kind === "scenarios").map((c) => c.id)
  return rules.filter((r) => !tested.some((id) => within(id, r.id))).map((r) => r.id)
}

const link = (file: string): string => `[${file}](${relative(dirname(INDEX), file).split(sep).join("/")})`

const KINDS: ReadonlyArray<Kind> = ["code", "scenarios", "tests", "docs"]

/** docs/reference/kubelet-rules-index.md. */
export const rulesIndex = (
  rules: ReadonlyArray<Rule>,
  citations: ReadonlyArray<Citation & { readonly kind: Kind }>
): string => {
  const sections = rules.map((rule) => {
    const lines = KINDS.flatMap((kind) => {
      const files = [...new Set(citations.filter((c) => c.kind === kind && c.id === rule.id).map((c) => c.file))]
      const untested = kind === "scenarios" ? UNTESTED_BY_SCENARIO[rule.id] : undefined
      if (untested !== undefined) return [`- ${kind}: none, ${untested}`]
      return files.length === 0 ? [] : [`- ${kind}: ${files.map(link).join(", ")}`]
    })
    const chapter = rules.some((r) => r !== rule && within(r.id, rule.id))
    const none = chapter ? "- cited through its sections" : "- not cited"
    return [
      `## [${rule.id} ${rule.title}](kubelet-rules.md#${rule.id.slice(1)})`,
      "",
      ...(lines.length > 0 ? lines : [none]),
      ""
    ].join("\n")
  })
  return [
    "<!-- generated by `pnpm gen` from kubelet-rules.md and the citations in the repository; do not edit -->",
    "",
    "# The kubelet rules: where each is implemented and tested",
    "",
    "For each rule of [kubelet-rules.md](kubelet-rules.md), the files that cite it: the code that implements it,",
    "the scenarios that show it (a scenario also counts when its golden timeline records a cause under that rule),",
    "the tests and the docs.",
    "",
    sections.join("\n")
  ].join("\n")
}

/** packages/core/src/generated/rules.ts. */
export const ruleIdModule = (rules: ReadonlyArray<Rule>): string =>
  [
    `// generated by \`pnpm gen\` from ${PAGE}; do not edit`,
    "",
    `/** The id of a rule of ${PAGE}: \`cause("§5.2", …)\`. */`,
    "export type RuleId =",
    ...rules.map((r) => `  | "${r.id}"`),
    ""
  ].join("\n")

/** Every file this generator writes, by repository path. */
export const generated = (): ReadonlyMap<string, string> => {
  const { rules } = readRules(readFileSync(join(root, PAGE), "utf8"))
  return new Map([
    [INDEX, rulesIndex(rules, repositoryCitations())],
    [RULE_IDS, ruleIdModule(rules)]
  ])
}

export const pagePath = join(root, PAGE)
export const repositoryRoot = root

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, content] of generated()) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
}
