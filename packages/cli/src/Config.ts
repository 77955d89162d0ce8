/**
 * `podscenario.config.json` (docs/guide/config.md): found by walking up from the current directory, or named by
 * `--config FILE`. Its keys are the defaults of the command line's options; a flag given on the command line wins.
 * Paths in it are relative to the file's own directory. Every problem (a missing file, bad JSON, an unknown key, a
 * wrong type) is a PS6xxx diagnostic at its line and column, all of them at once.
 *
 * The keys are described once, in `keys`: the checks below and the JSON Schema the package ships
 * (`podscenario.config.schema.json`, written by `pnpm gen` from `schema()`) both come from it.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { Versions } from "@podscenario/core"
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import { I18n } from "@podscenario/reporters"
import * as Formats from "./Formats.ts"
import type * as Glob from "./Glob.ts"
import * as JsonSpans from "./internal/jsonSpans.ts"

/** The file name looked for. @category constants */
export const fileName = "podscenario.config.json"

/** The configuration, its paths already relative to the current directory. @category models */
export interface Config {
  /** The configuration file, as shown to users; `undefined` when there is none. */
  readonly uri: string | undefined
  /** With where each was written, for a pattern that matches nothing (PS6005). */
  readonly paths?: ReadonlyArray<Glob.PathArgument>
  readonly formats?: ReadonlyArray<string>
  readonly lang?: I18n.Lang
  /** The minor release: 33 for `"1.33"`. */
  readonly kubernetes?: number
  readonly tags?: string
  readonly shard?: { readonly index: number; readonly count: number }
  readonly parallel?: number
  readonly goldens?: "all" | "new" | "none"
}

type Node = JsonSpans.Node
type Check = (node: Node) => { readonly value: unknown } | { readonly expected: string; readonly help?: string }

interface Key {
  readonly description: string
  readonly schema: Readonly<Record<string, unknown>>
  readonly check: Check
}

const string =
  (test: (s: string) => string | undefined = () => undefined, expected = "a string"): Check =>
  (node) => {
    if (node.kind !== "string") return { expected }
    const problem = test(node.value)
    return problem === undefined ? { value: node.value } : { expected, help: problem }
  }

const enumOf =
  (values: ReadonlyArray<string>): Check =>
  (node) =>
    node.kind === "string" && values.includes(node.value)
      ? { value: node.value }
      : { expected: `one of ${values.map((v) => `"${v}"`).join(", ")}` }

const strings =
  (test: (s: string) => string | undefined = () => undefined, what = "strings"): Check =>
  (node) => {
    if (node.kind !== "array" || node.items.some((item) => item.kind !== "string")) {
      return { expected: `an array of ${what}` }
    }
    for (const item of node.items) {
      const problem = test((item as { readonly value: string }).value)
      if (problem !== undefined) return { expected: `an array of ${what}`, help: problem }
    }
    return { value: node.items.map((item) => (item as { readonly value: string }).value) }
  }

const shardPattern = /^(\d+)\/(\d+)$/

/** `i/n` with 1 ≤ i ≤ n, or `undefined`. @category parsing */
export const parseShard = (value: string): { readonly index: number; readonly count: number } | undefined => {
  const match = shardPattern.exec(value)
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  return match === null || count < 1 || index < 1 || index > count ? undefined : { index, count }
}

/** Every key: what it means, its JSON Schema, and how it is checked. @category models */
export const keys: Readonly<Record<string, Key>> = {
  $schema: {
    description: "The JSON Schema of this file, for editors: ./node_modules/podscenario/podscenario.config.schema.json",
    schema: { type: "string" },
    check: string()
  },
  paths: {
    description:
      "Files, directories or glob patterns (`**/*.podscenario`) to run when the command line names none; relative to this file.",
    schema: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1 },
    check: strings((s) => (s === "" ? "a path cannot be empty" : undefined), "paths")
  },
  formats: {
    description:
      "Output formats when the command line gives no --format: `name` or `name:file` (file relative to this file).",
    schema: { type: "array", items: { type: "string", pattern: `^(${Formats.names.join("|")})(:.+)?$` } },
    check: strings((s) => Formats.problemWith(s), 'formats such as "dot" or "junit:reports/junit.xml"')
  },
  lang: {
    description: "The language of timelines and the terminal report.",
    schema: { enum: [...I18n.langs] },
    check: enumOf(I18n.langs)
  },
  kubernetes: {
    description: `The Kubernetes release for scenario files that name none, as --kubernetes of run, check, explain and docs (${Versions.range}).`,
    schema: { enum: Versions.minors.map(Versions.format) },
    check: enumOf(Versions.minors.map(Versions.format))
  },
  tags: {
    description: 'Only scenarios whose tags match this cucumber tag expression, e.g. "@crash and not @slow".',
    schema: { type: "string" },
    check: string()
  },
  shard: {
    description: "Run only shard i of n (split by file), `i/n`.",
    schema: { type: "string", pattern: "^\\d+/\\d+$" },
    check: string((s) => (parseShard(s) === undefined ? 'i/n with 1 ≤ i ≤ n, e.g. "2/4"' : undefined), '"i/n"')
  },
  parallel: {
    description: "Run files on this many threads.",
    schema: { type: "integer", minimum: 1 },
    check: (node) =>
      node.kind === "number" && Number.isInteger(node.value) && node.value >= 1
        ? { value: node.value }
        : { expected: "a whole number ≥ 1" }
  },
  goldens: {
    description:
      'Golden files: "new" writes missing ones (the default), "all" rewrites those that differ (as --update), "none" writes nothing (the default under CI).',
    schema: { enum: ["new", "all", "none"] },
    check: enumOf(["new", "all", "none"])
  }
}

/**
 * The JSON Schema of the file (draft 2020-12), written to packages/podscenario by `pnpm gen`.
 *
 * @category schema
 */
export const schema = (): Readonly<Record<string, unknown>> => ({
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/podscenario/podscenario/blob/main/packages/podscenario/podscenario.config.schema.json",
  title: "podscenario.config.json",
  description: "Defaults for the podscenario command line (docs/guide/config.md); flags override them.",
  type: "object",
  additionalProperties: false,
  properties: Object.fromEntries(
    Object.entries(keys).map(([key, k]) => [key, { description: k.description, ...k.schema }])
  )
})

/**
 * Finds the configuration file: `explicit` (relative to `cwd`) or the nearest `podscenario.config.json` in `cwd`
 * or a folder above it.
 *
 * @category loading
 */
export const find = (cwd: string, explicit: string | undefined): string | undefined => {
  if (explicit !== undefined) return path.resolve(cwd, explicit)
  for (let dir = path.resolve(cwd); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, fileName)
    if (fs.existsSync(candidate)) return candidate
    if (path.dirname(dir) === dir) return undefined
  }
}

/**
 * Loads the configuration for a command run in `cwd`: no file is an empty configuration; a file with problems is
 * every one of them as a diagnostic.
 *
 * @category loading
 */
export const load = (
  cwd: string,
  explicit: string | undefined
): { readonly config: Config } | { readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> } => {
  const file = find(cwd, explicit)
  if (file === undefined) return { config: { uri: undefined } }
  const uri = path.relative(cwd, file) || file
  let text: string
  try {
    text = fs.readFileSync(file, "utf8")
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message
    return { diagnostics: [Codes.configUnreadable(SourceFile.make(uri, ""), uri, reason)] }
  }
  const source = SourceFile.make(uri, text)
  const parsed = JsonSpans.parse(text)
  if ("error" in parsed) return { diagnostics: [Codes.configSyntax(source, parsed.error.span, parsed.error.message)] }
  if (parsed.node.kind !== "object") {
    return { diagnostics: [Codes.configWrongType(source, parsed.node.span, "the configuration", "an object")] }
  }
  const diagnostics: Array<Diagnostic.Diagnostic> = []
  const values: Record<string, unknown> = {}
  for (const entry of parsed.node.entries) {
    const key = keys[entry.key]
    if (key === undefined) {
      diagnostics.push(Codes.configUnknownKey(source, entry.keySpan, entry.key, Object.keys(keys)))
      continue
    }
    const checked = key.check(entry.value)
    if ("expected" in checked) {
      diagnostics.push(Codes.configWrongType(source, entry.value.span, entry.key, checked.expected, checked.help))
    } else values[entry.key] = checked.value
  }
  if (diagnostics.length > 0) return { diagnostics }
  const dir = path.dirname(file)
  const fromCwd = (p: string) => path.relative(cwd, path.resolve(dir, p)) || "."
  const { $schema: _, paths, formats, shard, kubernetes, ...same } = values
  const pathNodes = parsed.node.entries.find((e) => e.key === "paths")?.value
  return {
    config: {
      uri,
      ...(same as Omit<Config, "uri" | "paths" | "formats" | "shard" | "kubernetes">),
      ...(paths === undefined || pathNodes?.kind !== "array"
        ? {}
        : {
            paths: (paths as ReadonlyArray<string>).map((value, i) => ({
              value: fromCwd(value),
              written: { file: source, span: pathNodes.items[i]!.span }
            }))
          }),
      ...(formats === undefined
        ? {}
        : { formats: (formats as ReadonlyArray<string>).map((f) => Formats.relocate(f, fromCwd)) }),
      ...(shard === undefined ? {} : { shard: parseShard(shard as string)! }),
      ...(kubernetes === undefined ? {} : { kubernetes: Versions.parse(kubernetes as string)! })
    }
  }
}
