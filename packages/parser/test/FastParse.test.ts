/**
 * The hand-written fast path (`src/internal/fastParse.ts`) against the chevrotain reference: for every input, the
 * same tokens and the same `parse` result (document and diagnostics, spans and all), and every valid file parsed
 * without chevrotain.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { SourceFile } from "@podscenario/diagnostics"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
// biome-ignore lint/style/noRestrictedImports: the bench's input generator is a script, not a package
import * as Generate from "../../../bench/generate.ts"
import * as FastParse from "../src/internal/fastParse.ts"
import * as Internal from "../src/internal/parse.ts"
import { lexer } from "../src/Tokens.ts"
import { mutated, wordSoup } from "./arbitraries.ts"

const repo = join(import.meta.dirname, "../../..")

const filesUnder = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== "node_modules")
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .filter((f) => f.endsWith(".podscenario"))
    .sort()

/** scenarios/, the good and the bad corpus, by path. */
const corpus = new Map(
  ["scenarios", "packages/parser/test/good", "packages/parser/test/bad"]
    .flatMap((dir) => filesUnder(join(repo, dir)))
    .map((f) => [relative(repo, f), readFileSync(f, "utf8")] as const)
)
const bench = [...Generate.suite(40).values()]
const seeds = [...corpus.values(), ...bench.slice(0, 4)]

const file = (text: string) => SourceFile.make("test.podscenario", text)

/** Both paths give the same tokens (when the fast lexer takes the file) and the same parse result. */
const expectSame = (text: string): void => {
  const fast = FastParse.tokenize(text)
  if (fast !== undefined) {
    const reference = lexer().tokenize(text)
    expect(reference.errors).toEqual([])
    expect(fast.tokens).toStrictEqual(reference.tokens)
    expect(fast.comments).toStrictEqual(reference.groups.comments ?? [])
  }
  const f = file(text)
  expect(Internal.parse(f, true)).toStrictEqual(Internal.parse(f, false))
}

/** Each line on its own, as a filled-in template line is parsed. */
const expectSameFragments = (text: string): void => {
  const f = file(text)
  for (const line of text.split("\n")) {
    const shift = (offset: number) => offset + 7
    expect(Internal.parseFragment(f, line, shift, true)).toStrictEqual(Internal.parseFragment(f, line, shift, false))
  }
}

/** Whether the fast path alone takes the file: its lexer, and its parser for every line that is not a template. */
const fastOnly = (text: string): boolean => {
  const lexed = FastParse.tokenize(text)
  if (lexed === undefined) return false
  const lines: Array<Array<(typeof lexed.tokens)[number]>> = [[]]
  for (const t of lexed.tokens) {
    if (t.tokenType.name === "Newline") lines.push([])
    else lines.at(-1)!.push(t)
  }
  return lines.every(
    (tokens) =>
      tokens.length === 0 ||
      tokens.some((t) => t.tokenType.name === "Placeholder") ||
      FastParse.parseLine(file(text), tokens, []) !== undefined
  )
}

describe("fast path", () => {
  it.each([...corpus.keys()])("%s: same result as chevrotain", (path) => {
    expectSame(corpus.get(path)!)
    expectSameFragments(corpus.get(path)!)
  })

  it("same result as chevrotain on the bench's generated suite", () => {
    for (const text of bench) expectSame(text)
    expectSame(bench.join("\n"))
  })

  it("takes every valid file without chevrotain", () => {
    const valid = [
      ...[...corpus].filter(([path]) => !path.includes("/bad/") && !path.includes("invalid")).map(([, t]) => t),
      ...bench
    ]
    expect(valid.filter((text) => !fastOnly(text))).toEqual([])
  })

  it("same result as chevrotain on mutated files", () => {
    fc.assert(
      fc.property(mutated(seeds), (text) => expectSame(text)),
      { numRuns: 300, seed: 20261123 }
    )
  })

  it("same result as chevrotain on language-ish and arbitrary text", () => {
    fc.assert(
      fc.property(
        fc.oneof(wordSoup, fc.string({ maxLength: 80 }), fc.string({ unit: "binary", maxLength: 40 })),
        (text) => {
          expectSame(text)
          expectSameFragments(text)
        }
      ),
      { numRuns: 400, seed: 7 }
    )
  })

  it("reports value diagnostics in the visitor's order (a fragment's are not sorted)", () => {
    const big = "99999999999999999999"
    const lines = [
      `expect from 1x until 2y ${big} times container "a\\q" exits ${big}`,
      `expect container app terminated reason "a\\q" exit ${big} restarts ${big}`,
      `expect container app waiting reason "a\\q" restarts ${big}`,
      `container app exits ${big} after 1x on runs ${big}..${big}`,
      `at 1x pod "a\\q" is deleted with grace 2y`
    ]
    for (const line of lines) {
      const f = file(line)
      const fast = Internal.parseFragment(f, line, (offset) => offset, true)
      expect(fast.diagnostics.length).toBeGreaterThan(1)
      expect(fast).toStrictEqual(Internal.parseFragment(f, line, (offset) => offset, false))
    }
  })

  it("gives up where the reference reports something (a test of this test: the comparison can fail)", () => {
    expect(FastParse.tokenize("at 5s container app exits 1 ~")).toBeUndefined()
    expect(fastOnly("expect container app exts 1")).toBe(false)
  })
})
