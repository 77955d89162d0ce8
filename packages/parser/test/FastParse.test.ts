/**
 * The fast path (`src/internal/fastParse.ts`: the lexer derived from the token table, and the line parser `pnpm gen`
 * generates from the grammar) against the chevrotain reference: for every input, the same tokens, the same tree for
 * every line (or none where chevrotain reports an error), the same `parse` result (document and diagnostics, spans
 * and all), and every valid file parsed without chevrotain.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { SourceFile } from "@podscenario/diagnostics"
import { CstParser, type IToken, Lexer } from "chevrotain"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
// biome-ignore lint/style/noRestrictedImports: the bench's input generator is a script, not a package
import * as Generate from "../../../bench/generate.ts"
import { parser } from "../src/Grammar.ts"
import { parseStatement } from "../src/generated/lineParser.ts"
import { compile, parse } from "../src/index.ts"
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

/** A token without the lines and columns the reference lexer adds (nothing reads them). */
const offsetsOnly = ({ image, startOffset, endOffset, tokenTypeIdx, tokenType }: IToken): IToken =>
  ({ image, startOffset, endOffset, tokenTypeIdx, tokenType }) as IToken

/** Both paths give the same tokens (when the fast lexer takes the file) and the same parse result. */
const expectSame = (text: string): void => {
  const fast = FastParse.tokenize(text)
  const reference = lexer().tokenize(text)
  // The fast lexer gives up exactly where the reference finds a character no token matches.
  expect(fast === undefined).toBe(reference.errors.length > 0)
  if (fast !== undefined) {
    expect(fast.tokens).toStrictEqual(reference.tokens.map(offsetsOnly))
    expect(fast.comments).toStrictEqual((reference.groups.comments ?? []).map(offsetsOnly))
  }
  const f = file(text)
  expect(Internal.parse(f, true)).toStrictEqual(Internal.parse(f, false))
}

/** Each line's tree from the generated parser is chevrotain's, or there is none where chevrotain finds an error. */
const expectSameTrees = (text: string): void => {
  const lexed = lexer().tokenize(text)
  const lines: Array<Array<IToken>> = [[]]
  for (const token of lexed.tokens) {
    if (token.tokenType.name === "Newline") lines.push([])
    else lines.at(-1)!.push(token)
  }
  for (const tokens of lines.filter((line) => line.length > 0)) {
    const reference = parser()
    reference.input = tokens
    const expected = reference.statement()
    const generated = parseStatement({ tokens, pos: 0 })
    if (reference.errors.length > 0) expect(generated).toBeUndefined()
    else expect(generated).toEqual(expected)
  }
}

/** Each line on its own, as a filled-in template line is parsed. */
const expectSameFragments = (text: string): void => {
  const f = file(text)
  for (const line of text.split("\n")) {
    const shift = (offset: number) => offset + 7
    expect(Internal.parseFragment(f, line, shift, true)).toStrictEqual(Internal.parseFragment(f, line, shift, false))
  }
}

/**
 * Runs `fn` while counting what chevrotain is asked to do: `Lexer.tokenize` calls, and parser inputs set (every
 * chevrotain parse of a line, and every content-assist query, starts there).
 */
const chevrotainCalls = (fn: () => void): number => {
  let calls = 0
  const tokenize = Lexer.prototype.tokenize
  let owner: object = CstParser.prototype
  while (Object.getOwnPropertyDescriptor(owner, "input") === undefined) owner = Object.getPrototypeOf(owner)
  const input = Object.getOwnPropertyDescriptor(owner, "input")!
  Lexer.prototype.tokenize = function (this: Lexer, ...args: Parameters<Lexer["tokenize"]>) {
    calls++
    return tokenize.apply(this, args)
  }
  Object.defineProperty(owner, "input", {
    ...input,
    set(this: unknown, tokens: unknown) {
      calls++
      input.set!.call(this, tokens)
    }
  })
  try {
    fn()
  } finally {
    Lexer.prototype.tokenize = tokenize
    Object.defineProperty(owner, "input", input)
  }
  return calls
}

/** Parses and compiles `text` (templates included: compile parses each filled-in line). */
const parseAndCompile = (text: string): void => {
  const f = file(text)
  compile(parse(f).document, f, new Map())
}

describe("fast path", () => {
  it.each([...corpus.keys()])("%s: same result as chevrotain", (path) => {
    expectSame(corpus.get(path)!)
    expectSameFragments(corpus.get(path)!)
    expectSameTrees(corpus.get(path)!)
  })

  it("same result as chevrotain on the bench's generated suite", () => {
    for (const text of bench) expectSame(text)
    expectSame(bench.join("\n"))
  })

  it("lexes and parses every valid file, examples rows included, without chevrotain", () => {
    const valid = [...corpus].filter(([path]) => !path.includes("/bad/") && !path.includes("invalid"))
    for (const [path, text] of [...valid, ...bench.map((t, i) => [`bench ${i}`, t] as const)]) {
      expect(
        chevrotainCalls(() => parseAndCompile(text)),
        path
      ).toBe(0)
    }
  })

  it("same result as chevrotain on mutated files", () => {
    fc.assert(
      fc.property(mutated(seeds), (text) => {
        expectSame(text)
        expectSameTrees(text)
      }),
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
          expectSameTrees(text)
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

  it("gives up where the reference reports something (and the counting above sees chevrotain at work)", () => {
    expect(FastParse.tokenize("at 5s container app exits 1 ~")).toBeUndefined()
    expect(chevrotainCalls(() => parseAndCompile('scenario "x"\nat 5s container app exits 1 ~\n'))).toBeGreaterThan(0)
    expect(chevrotainCalls(() => parseAndCompile('scenario "x"\nexpect container app exts 1\n'))).toBeGreaterThan(0)
  })
})
