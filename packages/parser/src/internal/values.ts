/**
 * What compiling a statement reads its values through: the text, durations and numbers of the AST after an examples
 * row's values are filled in (`rowValues.ts`), and the pod a statement names.
 */
import type { Duration as CoreDuration } from "@podscenario/core"
import type { Span } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import * as Resolve from "../Resolve.ts"

type Millis = CoreDuration.Millis

/** Interprets values after substitution; reports values that only a row made invalid. */
export interface Values {
  readonly text: (w: { readonly text: string } | { readonly value: string }) => string
  readonly duration: (d: Ast.Duration) => Millis | undefined
  readonly integer: (n: Ast.Integer) => number | undefined
}

/** The pod an event or a state names (or the only one), for the statement at `span`. */
export const podOf = (
  scope: Resolve.Scope,
  v: Values,
  w: Ast.Word | undefined,
  span: Span.Span
): Resolve.DeclaredPod | undefined => Resolve.pod(scope, w && { text: v.text(w), span: w.span }, span)

/** A time a scenario mentions (an event's, a window's), for the default end and `end at`. */
export interface Mentioned {
  readonly at: Millis
  readonly span: Span.Span
}

/** A time of a window, noted as mentioned (for the default end and `end at`). */
export const timeOf = (d: Ast.Duration, v: Values, mentioned: Array<Mentioned>): Millis | undefined => {
  const value = v.duration(d)
  if (value !== undefined) mentioned.push({ at: value, span: d.span })
  return value
}
