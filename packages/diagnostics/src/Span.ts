/**
 * A span of source text: UTF-16 offsets `[start, end)` into a `SourceFile`'s text. Lines and columns come only
 * from the `SourceFile`, so spans stay cheap and exact.
 */

/** @category models */
export interface Span {
  readonly start: number
  readonly end: number
}

/** @category constructors */
export const make = (start: number, end: number): Span => ({ start, end })

/** The smallest span covering both. @category combinators */
export const cover = (a: Span, b: Span): Span => ({ start: Math.min(a.start, b.start), end: Math.max(a.end, b.end) })
