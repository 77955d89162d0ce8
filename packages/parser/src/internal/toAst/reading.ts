/** How the CST visitor (ToAst.ts and internal/toAst/) reads a node: its span, and its children lists. */
import { Span } from "@podscenario/diagnostics"
import type { CstNode, CstNodeLocation, IToken } from "chevrotain"

/**
 * The span covering every token of a CST node, from the location chevrotain tracked while building it
 * (`nodeLocationTracking: "onlyOffset"`, end inclusive); a node without tokens has none.
 */
export const spanOf = (location: CstNodeLocation | undefined): Span.Span =>
  location === undefined || Number.isNaN(location.startOffset)
    ? Span.make(0, 0)
    : Span.make(location.startOffset, location.endOffset! + 1)

/** Where a node's tokens start; 0 for a node without tokens. */
export const nodeStart = (node: CstNode): number => {
  const s = spanOf(node.location)
  return s.end > s.start ? s.start : 0
}

/** The span without a YAML block (the declaration line only). */
export const lineSpanOf = (tokens: ReadonlyArray<IToken | undefined>): Span.Span => {
  const present = tokens.filter((t): t is IToken => t !== undefined)
  const first = present[0]
  const last = present.at(-1)
  return first === undefined || last === undefined
    ? Span.make(0, 0)
    : Span.make(first.startOffset, last.startOffset + last.image.length)
}

/** The first child of a list the grammar makes non-empty. */
export const first = <T>(list: ReadonlyArray<T> | undefined): T => list![0]!

/** The child at `index` of a list that may be absent. */
export const optional = <T>(list: ReadonlyArray<T> | undefined, index = 0): T | undefined => list?.[index]
