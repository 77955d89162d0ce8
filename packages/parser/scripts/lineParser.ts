/**
 * `src/generated/lineParser.ts`: the fast path's line parser, written by `pnpm gen` from the grammar (`Grammar.ts`).
 * A function per rule, from chevrotain's GAST; each decision (an `OR`'s alternatives, whether to enter an `OPTION`,
 * `MANY` or `AT_LEAST_ONE`) tests the lookahead paths chevrotain computes for it (`getLookaheadPaths`, what its own
 * parser decides by), and `Grammar.ts`'s `gates` on top, so that on every line the generated parser takes
 * chevrotain's decisions and builds chevrotain's tree; it gives up where chevrotain would report an error.
 *
 * Code rather than data for an interpreter: an interpreter measured half as fast, storing children under keys it
 * only knows at run time (docs/contributing/parser.md). A decision one token settles reads a table by the token's
 * type index (a `switch` on the alternative it gives), and the nodes come from per-rule pools reused line after line
 * (`internal/cst.ts`): together they brought the fast path back to the hand-written parser's speed.
 */
import { type Gate, gates, maxLookahead, parser } from "@podscenario/parser/Grammar"
import {
  Alternation,
  type Alternative,
  getLookaheadPaths,
  type IProduction,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  type Rule,
  Terminal,
  type TokenType
} from "chevrotain"

type Decision = Alternation | Option | Repetition | RepetitionMandatory

const prodTypeOf = (prod: Decision) =>
  prod instanceof Alternation
    ? "Alternation"
    : prod instanceof Option
      ? "Option"
      : prod instanceof Repetition
        ? "Repetition"
        : "RepetitionMandatory"

/** The lookahead paths of each alternative (an `OR`), or of inside and after (the others), as chevrotain has them. */
const pathsOf = (rule: Rule, prod: Decision): Array<Array<Array<TokenType>>> =>
  getLookaheadPaths({
    occurrence: prod.idx,
    rule,
    prodType: prodTypeOf(prod),
    maxLookahead: (prod as { maxLookahead?: number }).maxLookahead ?? maxLookahead
  })

/** The key of an option in `gates`: `podState.OPTION2`, as chevrotain names its DSL methods. */
const gateKey = (rule: Rule, idx: number): string => `${rule.name}.OPTION${idx === 0 ? "" : idx}`

/** Whether other token types belong to `type` (`Keyword`): then a token is of it without being of it exactly. */
const isCategory = (type: TokenType): boolean => (type.categoryMatches ?? []).length > 0

/**
 * The token types the generated code names, as module constants: `$Pod`, the type's index (`tokenTypeIdx`), and
 * look-up tables by index (`$$3`), each made once when the module loads (`lookahead` in internal/cst.ts): a
 * decision reads one table entry instead of comparing the token's type with each type it may be.
 */
class TypeNames {
  readonly used = new Set<string>()

  ref(type: TokenType): string {
    this.used.add(type.name)
    return `$${type.name}`
  }

  /** The tables, by what they hold (`[["Name"], ["Keyword"]]`: alternative 1, 2, …; a category stands for its types). */
  readonly tables = new Map<string, string>()

  /** The table that gives, for a token type's index, the number of the first of `alternatives` it starts. */
  table(alternatives: ReadonlyArray<ReadonlyArray<TokenType>>): string {
    const content = JSON.stringify(alternatives.map((types) => types.map((type) => type.name)))
    const known = this.tables.get(content)
    if (known !== undefined) return known
    const name = `$$${this.tables.size + 1}`
    this.tables.set(content, name)
    return name
  }

  /** How far ahead the tests look (0: the next token). */
  furthest = 1

  /** `ahead`, noted in `furthest`. */
  ahead(ahead: number): number {
    this.furthest = Math.max(this.furthest, ahead)
    return ahead
  }

  /** The test that the token `ahead` is of `type` (of a category: one of its types). */
  test(type: TokenType, ahead: number): string {
    const token = `idxAhead(input, ${this.ahead(ahead)})`
    return isCategory(type) ? `${this.table([[type]])}[${token}] === 1` : `${token} === ${this.ref(type)}`
  }
}

/** The test that the tokens ahead follow one of `paths` (beyond the line is `EOF`, as chevrotain's `LA`). */
const follows = (paths: ReadonlyArray<ReadonlyArray<TokenType>>, names: TypeNames): string =>
  paths.every((path) => path.length === 1)
    ? `${names.table([paths.map(([type]) => type!)])}[idxAhead(input, 0)] === 1`
    : paths
        .map((path) => path.map((type, i) => names.test(type, i)).join(" && "))
        .map((test, _, all) => (all.length > 1 && test.includes("&&") ? `(${test})` : test))
        .join(" || ")

class RuleWriter {
  readonly lines: Array<string> = []
  private depth = 1

  private readonly rule: Rule
  private readonly names: TypeNames
  private readonly usedGates: Set<string>

  constructor(rule: Rule, names: TypeNames, usedGates: Set<string>) {
    this.rule = rule
    this.names = names
    this.usedGates = usedGates
  }

  private line(text: string): void {
    this.lines.push(`${"  ".repeat(this.depth)}${text}`)
  }

  /** `head {`, the body indented, `tail`. */
  private block(head: string, body: () => void, tail = "}"): void {
    this.line(head === "" ? "{" : `${head} {`)
    this.depth++
    body()
    this.depth--
    this.line(tail)
  }

  /** Subrule results get their own names (`n1`, `n2`, …), so that no block hides another's. */
  private nodes = 0

  /**
   * Alternatives that one token tells apart: a `switch` on the alternative the token's type starts, read from a table
   * (a type starts only the first alternative that has it, as chevrotain tries them in order).
   */
  private switchOn(prod: Alternation, paths: ReadonlyArray<ReadonlyArray<ReadonlyArray<TokenType>>>): void {
    const before = this.present
    const after = new Set(before)
    const table = this.names.table(paths.map((alt) => alt.map(([type]) => type!)))
    this.block(`switch (${table}[idxAhead(input, 0)])`, () => {
      prod.definition.forEach((alt, i) => {
        this.block(`case ${i + 1}:`, () => {
          // the token is one the alternative starts with: a leading terminal needs no test of its own
          this.checked = true
          this.alternative(before, after, (alt as Alternative).definition)
          this.line("break")
        })
      })
      this.line("default:")
      this.line("  return undefined")
    })
    this.present = after
  }

  /** Whether the next token is known to be the next production's, if that is a terminal. */
  private checked = false

  /** The children keys this node may have so far, and how many loops the code is in. */
  private present = new Set<string>()
  private loops = 0

  /**
   * Adds a child under `key`: a new one-element array where the key cannot be there yet (as chevrotain does; an
   * empty array that grows would take room for 17), else pushed.
   */
  private add(key: string, value: string): void {
    // the node's spare array for the key, from an earlier line, holds the first child; a new one the first time
    const first = `s.${key} === undefined ? (s.${key} = [${value}]) : one(s.${key}, ${value})`
    if (!this.present.has(key) && this.loops === 0) this.line(`c.${key} = ${first}`)
    else {
      this.line(`if (c.${key} === undefined) c.${key} = ${first}`)
      this.line(`else c.${key}.push(${value})`)
    }
    this.present.add(key)
  }

  /** One alternative among others: it starts from the keys before them, and its keys join the others'. */
  private alternative(before: ReadonlySet<string>, after: Set<string>, definition: ReadonlyArray<IProduction>): void {
    this.present = new Set(before)
    this.sequence(definition)
    for (const key of this.present) after.add(key)
  }

  private loop(body: () => void): void {
    this.loops++
    body()
    this.loops--
  }

  sequence(definition: ReadonlyArray<IProduction>): void {
    for (const prod of definition) this.production(prod)
  }

  private production(prod: IProduction): void {
    const checked = this.checked
    this.checked = false
    if (prod instanceof Terminal) {
      if (!checked) this.line(`if (!(${this.names.test(prod.terminalType, 0)})) return undefined`)
      this.add(prod.terminalType.name, "input.tokens[input.pos++]!")
    } else if (prod instanceof NonTerminal) {
      const n = `n${++this.nodes}`
      this.line(`const ${n} = ${prod.nonTerminalName}(input)`)
      this.line(`if (${n} === undefined) return undefined`)
      this.add(prod.nonTerminalName, n)
    } else if (prod instanceof Alternation) {
      const paths = pathsOf(this.rule, prod)
      if (paths.every((alt) => alt.every((path) => path.length === 1))) this.switchOn(prod, paths)
      else {
        const before = this.present
        const after = new Set(before)
        prod.definition.forEach((alt, i) => {
          this.line(`${i === 0 ? "if" : "} else if"} (${follows(paths[i]!, this.names)}) {`)
          this.depth++
          this.alternative(before, after, (alt as Alternative).definition)
          this.depth--
        })
        this.line("} else return undefined")
        this.present = after
      }
    } else if (prod instanceof Option) {
      const key = gateKey(this.rule, prod.idx)
      const gate = (gates as Record<string, Gate>)[key]
      const test = follows(pathsOf(this.rule, prod)[0]!, this.names)
      if (gate !== undefined) this.usedGates.add(key)
      const gated =
        gate === undefined
          ? test
          : "isNot" in gate
            ? `idxAhead(input, ${this.names.ahead(gate.ahead - 1)}) !== ${this.names.ref(gate.isNot)} && (${test})`
            : `nameAhead(idxAhead(input, 0), idxAhead(input, 1), ${this.names.table([[...gate.nameBefore]])}) && (${test})`
      this.block(`if (${gated})`, () => this.sequence(prod.definition))
    } else if (prod instanceof Repetition) {
      const test = follows(pathsOf(this.rule, prod)[0]!, this.names)
      this.loop(() => this.block(`while (${test})`, () => this.sequence(prod.definition)))
    } else if (prod instanceof RepetitionMandatory) {
      const test = follows(pathsOf(this.rule, prod)[0]!, this.names)
      this.line(`if (!(${test})) return undefined`)
      this.loop(() => this.block("do", () => this.sequence(prod.definition), `} while (${test})`))
    } else throw new Error(`${this.rule.name}: the line parser generator has no ${prod.constructor.name} yet`)
  }
}

/** The children keys a rule's node may have, in the order the rule names them (terminals by type, rules by name). */
const childKeys = (definition: ReadonlyArray<IProduction>, keys = new Set<string>()): Set<string> => {
  for (const prod of definition) {
    if (prod instanceof Terminal) keys.add(prod.terminalType.name)
    else if (prod instanceof NonTerminal) keys.add(prod.nonTerminalName)
    else if ("definition" in prod) childKeys(prod.definition as ReadonlyArray<IProduction>, keys)
  }
  return keys
}

/** The generated module. @category generation */
export const lineParserModule = (): string => {
  const names = new TypeNames()
  const usedGates = new Set<string>()
  const functions = Object.values(parser().getGAstProductions()).flatMap((rule) => {
    const writer = new RuleWriter(rule, names, usedGates)
    writer.sequence(rule.definition)
    const keys = [...childKeys(rule.definition)]
    return [
      // Every key there from the start, so that a rule's nodes share one shape and the visitor reading them
      // (ToAst.ts) stays monomorphic: keys added as they come gave a shape per path, and megamorphic reads.
      `const ${rule.name}$pool = pool("${rule.name}", () => ({ ${keys.map((key) => `${key}: undefined`).join(", ")} }))`,
      "",
      `const ${rule.name} = (input: Input): CstNode | undefined => {`,
      "  const start = input.pos",
      `  const n = take(${rule.name}$pool)`,
      "  const c = n.children",
      "  const s = n.spare",
      ...keys.map((key) => `  c.${key} = undefined`),
      ...writer.lines,
      "  return located(n, input, start)",
      "}",
      ""
    ]
  })
  const unused = Object.keys(gates).filter((key) => !usedGates.has(key))
  if (unused.length > 0) throw new Error(`gates on no option of the grammar: ${unused.join(", ")}`)
  return [
    "/* Generated from packages/parser/src/Grammar.ts by `pnpm gen` (scripts/lineParser.ts); do not edit. */",
    'import type { CstNode } from "chevrotain"',
    'import { type Input, idx, idxAhead, located, lookahead, nameAhead, nextLine, one, pool, take } from "../internal/cst.ts"',
    "",
    ...[...names.used].sort().map((name) => `const $${name} = idx("${name}")`),
    ...[...names.tables].map(([content, name]) => `const ${name} = lookahead(${content})`),
    "",
    ...functions,
    "/**",
    " * The CST of the line's statement, as chevrotain's parser builds it; `undefined` where chevrotain reports an error.",
    " * Its nodes are reused for the next line (`internal/cst.ts`): read it before parsing another.",
    " */",
    "export const parseStatement = (input: Input): CstNode | undefined => {",
    `  nextLine(input.tokens, ${names.furthest + 1})`,
    "  const cst = statement(input)",
    "  return cst !== undefined && input.pos === input.tokens.length ? cst : undefined",
    "}",
    ""
  ].join("\n")
}
