/**
 * What the generated line parser (`generated/lineParser.ts`, from `Grammar.ts` by `pnpm gen`) builds with: its input,
 * its token types, and CST nodes shaped as chevrotain's (`name`, `children`, `location` with
 * `nodeLocationTracking: "onlyOffset"`), so that `ToAst.ts` reads both alike.
 */
import { type CstNode, EOF, type IToken, type TokenType } from "chevrotain"
import { allTokens, Keyword, Name, Placeholder, StringLiteral } from "../Tokens.ts"

/** One line's tokens, and how far the parser has read. @category models */
export interface Input {
  readonly tokens: ReadonlyArray<IToken>
  pos: number
}

/**
 * A node's children by token type or rule name, in the order chevrotain adds them; a key the line did not take is
 * `undefined` (chevrotain leaves it out: the visitor reads both alike). @category models
 */
export type Children = Record<string, Array<IToken | CstNode> | undefined>

const tokenTypes: ReadonlyMap<string, TokenType> = new Map([...allTokens, EOF].map((type) => [type.name, type]))

/** The token type of that name in `Tokens.ts`. */
const tokenType = (name: string): TokenType => {
  const type = tokenTypes.get(name)
  if (type === undefined) throw new Error(`the generated line parser names a token Tokens.ts lacks: ${name}`)
  return type
}

/** The index (`tokenTypeIdx`) of the token type of that name in `Tokens.ts`. @category constructors */
export const idx = (name: string): number => tokenType(name).tokenTypeIdx!

/** How many entries a table by token-type index needs. */
const indexes = Math.max(...[...tokenTypes.values()].map((type) => type.tokenTypeIdx!)) + 1

/**
 * A table by token-type index: for each type of `alternatives[i]` (a category: each of its types), `i + 1`, unless an
 * earlier alternative has the type; 0 for the others. @category constructors
 */
export const lookahead = (alternatives: ReadonlyArray<ReadonlyArray<string>>): Uint8Array => {
  const table = new Uint8Array(indexes)
  alternatives.forEach((names, i) => {
    for (const name of names) {
      const type = tokenType(name)
      for (const index of [type.tokenTypeIdx!, ...(type.categoryMatches ?? [])])
        if (table[index] === 0) table[index] = i + 1
    }
  })
  return table
}

const eof = EOF.tokenTypeIdx!

/** The type indexes of the current line's tokens, then `EOF`'s as far as the parser looks past its end. */
let types = new Int32Array(64)

/** The type index of the token `ahead` tokens on (0: the next one); `EOF`'s beyond the line, as chevrotain's `LA`. */
export const idxAhead = (input: Input, ahead: number): number => types[input.pos + ahead]!
const words = lookahead([[Name.name, StringLiteral.name, Placeholder.name]])
const keywords = lookahead([[Keyword.name]])

/**
 * Whether the token types `first`, `second` (indexes) start an optional name before one of `follow` (a table; a gate
 * of `Grammar.ts`): a word, or a keyword that is not itself one of `follow`, before one of them.
 */
export const nameAhead = (first: number, second: number, follow: Uint8Array): boolean =>
  words[first] === 1 || (keywords[first] === 1 && follow[first] !== 1 && follow[second] === 1)

/**
 * A node the generated parser fills: chevrotain's `name`, `children` and `location`, and, not enumerable (not part
 * of the tree), the arrays its children had on an earlier line, to be filled again. @category models
 */
export interface PooledNode {
  readonly name: string
  readonly children: Children
  readonly location: { startOffset: number; endOffset: number }
  readonly spare: Children
}

/** The nodes of one rule, reused line after line: those taken on the current line are the first `used`. */
interface Pool {
  readonly make: () => PooledNode
  readonly nodes: Array<PooledNode>
  line: number
  used: number
}

/** Which line is being parsed: a pool last used on an earlier line starts again from its first node. */
let currentLine = 0

/**
 * The pool of nodes of the rule `name`, whose children objects `children` makes (with every key, so that they share
 * one shape).
 *
 * @category constructors
 */
export const pool = (name: string, children: () => Children): Pool => ({
  make: () => {
    const node = {
      name,
      children: children(),
      location: { startOffset: 0, endOffset: 0 }
    }
    Object.defineProperty(node, "spare", { value: children() })
    return node as PooledNode
  },
  nodes: [],
  line: -1,
  used: 0
})

/**
 * Starts a line, of `tokens`, which the parser reads at most `ahead` tokens past its end: the nodes of the last line
 * are free again, and the tokens' type indexes are read once. The generated parser builds its trees from these pools,
 * so that a line allocates no node (a tree of nodes, children and arrays is several times the size of the statement
 * made from it, and the garbage collector's work grew with it): a tree is valid until the next line is parsed.
 *
 * @category constructors
 */
export const nextLine = (tokens: ReadonlyArray<IToken>, ahead: number): void => {
  currentLine++
  if (types.length < tokens.length + ahead) types = new Int32Array(2 * (tokens.length + ahead))
  for (let i = 0; i < tokens.length; i++) types[i] = tokens[i]!.tokenTypeIdx
  types.fill(eof, tokens.length, tokens.length + ahead)
}

/** A free node of the pool, for the current line. @category constructors */
export const take = (pool: Pool): PooledNode => {
  if (pool.line !== currentLine) {
    pool.line = currentLine
    pool.used = 0
  }
  if (pool.used === pool.nodes.length) pool.nodes.push(pool.make())
  return pool.nodes[pool.used++]!
}

/** The spare array `list` made the list of `child` alone. @category constructors */
export const one = (list: Array<IToken | CstNode>, child: IToken | CstNode): Array<IToken | CstNode> => {
  list[0] = child
  if (list.length !== 1) list.length = 1
  return list
}

/**
 * The node, located as chevrotain locates a node of the tokens from `start` to `input.pos`: the first token's start
 * offset and the last one's end offset (inclusive); `NaN` for a node without tokens.
 *
 * @category constructors
 */
export const located = (node: PooledNode, input: Input, start: number): CstNode => {
  const empty = input.pos === start
  node.location.startOffset = empty ? Number.NaN : input.tokens[start]!.startOffset
  node.location.endOffset = empty ? Number.NaN : input.tokens[input.pos - 1]!.endOffset!
  return node as CstNode
}
