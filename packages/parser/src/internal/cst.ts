/**
 * What the generated line parser (`generated/lineParser.ts`, from `Grammar.ts` by `pnpm gen`) builds with: its input,
 * its token types, and CST nodes shaped as chevrotain's (`name`, `children`, `location` with
 * `nodeLocationTracking: "onlyOffset"`), so that `ToAst.ts` reads both alike.
 */
import { type CstNode, EOF, type IToken, type TokenType, tokenMatcher } from "chevrotain"
import { allTokens, isKeyword, Name, Placeholder, StringLiteral } from "../Tokens.ts"

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

/** The token type of that name in `Tokens.ts`. @category constructors */
export const tokenType = (name: string): TokenType => {
  const type = tokenTypes.get(name)
  if (type === undefined) throw new Error(`the generated line parser names a token Tokens.ts lacks: ${name}`)
  return type
}

/** The type of the token `ahead` tokens on (0: the next one); `EOF` beyond the line, as chevrotain's `LA`. */
export const typeAhead = (input: Input, ahead: number): TokenType => input.tokens[input.pos + ahead]?.tokenType ?? EOF

const wordTypes: ReadonlySet<TokenType> = new Set([Name, StringLiteral, Placeholder])

/**
 * Whether the token types `first`, `second` start an optional name before one of `follow` (a gate of `Grammar.ts`):
 * a word, or a keyword that is not itself one of `follow`, before one of them.
 */
export const nameAhead = (first: TokenType, second: TokenType, follow: ReadonlySet<TokenType>): boolean =>
  wordTypes.has(first) || (isKeyword(first) && !follow.has(first) && follow.has(second))

/** Whether the token `ahead` tokens on is of `type`, a category of token types (`Keyword`) included. */
export const isAhead = (input: Input, ahead: number, type: TokenType): boolean => {
  const token = input.tokens[input.pos + ahead]
  return token === undefined ? type === EOF : tokenMatcher(token, type)
}

/**
 * The node of the rule `name` that read the tokens from `start` to `input.pos`, located as chevrotain locates it: the
 * first token's start offset and the last one's end offset (inclusive); `NaN` for a node without tokens.
 *
 * @category constructors
 */
export const node = (name: string, children: Children, input: Input, start: number): CstNode => ({
  name,
  children: children as CstNode["children"],
  location:
    input.pos > start
      ? { startOffset: input.tokens[start]!.startOffset, endOffset: input.tokens[input.pos - 1]!.endOffset! }
      : { startOffset: Number.NaN, endOffset: Number.NaN }
})
