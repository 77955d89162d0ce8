/**
 * CST → AST, the rules several statements share: names and words, durations and integers, container references, probe
 * and hook kinds, probe answers, reasons and exit codes, messages, and resource amounts. Each takes a node and the
 * `Context` (internal/leaves.ts), as the statement rules do.
 */
import type * as Ast from "../../Ast.ts"
import type * as Cst from "../../generated/cst.d.ts"
import { amountsOf, type Context, durationOf, integerOf, quantityOf, wordOf } from "../leaves.ts"
import { first, spanOf } from "./reading.ts"

export const name = ({ children: c }: Cst.NameCstNode, ctx: Context): Ast.Word => {
  return c.word ? word(first(c.word), ctx) : wordOf(first(c.Keyword!), ctx)
}

export const word = ({ children: c }: Cst.WordCstNode, ctx: Context): Ast.Word => {
  return wordOf(first(c.Name ?? c.StringLiteral ?? c.Placeholder), ctx)
}

export const duration = ({ children: c }: Cst.DurationCstNode, ctx: Context): Ast.Duration => {
  return durationOf(first(c.DurationLiteral ?? c.Placeholder), ctx)
}

export const integer = ({ children: c }: Cst.IntegerCstNode, ctx: Context): Ast.Integer => {
  return integerOf(first(c.IntegerLiteral ?? c.Placeholder), ctx)
}

export const containerRef = ({ children: c, location }: Cst.ContainerRefCstNode, ctx: Context): Ast.ContainerRef => {
  const words = c.name.map((w) => name(w, ctx))
  return words.length === 2
    ? { _tag: "ContainerRef", span: spanOf(location), pod: words[0], container: words[1]! }
    : { _tag: "ContainerRef", span: spanOf(location), pod: undefined, container: words[0]! }
}

export const probeKind = ({ children: c }: Cst.ProbeKindCstNode): Ast.ProbeKind => {
  return c.Startup ? "startup" : c.Liveness ? "liveness" : "readiness"
}

export const hookKind = ({ children: c }: Cst.HookKindCstNode): Ast.HookKind => {
  return c.PostStart ? "postStart" : "preStop"
}

export const probeAnswer = ({ children: c }: Cst.ProbeAnswerCstNode): Ast.ProbeAnswer => {
  return c.Succeeds ? "succeeds" : c.Fails ? "fails" : c.Errors ? "errors" : "times out"
}

export const reason = ({ children: c }: Cst.ReasonCstNode, ctx: Context): Ast.Word => {
  return word(first(c.word), ctx)
}

export const exitCode = ({ children: c }: Cst.ExitCodeCstNode, ctx: Context): Ast.Integer => {
  return integer(first(c.integer), ctx)
}

export const message = ({ children: c, location }: Cst.MessageCstNode, ctx: Context): Ast.Message => {
  return { span: spanOf(location), contains: c.Contains !== undefined, text: word(first(c.word), ctx) }
}

export const resourceSpec = ({ children: c, location }: Cst.ResourceSpecCstNode): Ast.ResourceSpec => {
  const lists = (c.resourceAmounts ?? []).map((a) => resourceAmounts(a))
  if (c.Requests === undefined && c.Limits === undefined)
    return { span: spanOf(location), both: lists[0], requests: undefined, limits: undefined }
  const requests = c.Requests === undefined ? undefined : lists[0]
  const limits = c.Limits === undefined ? undefined : lists[c.Requests === undefined ? 0 : 1]
  return { span: spanOf(location), both: undefined, requests, limits }
}

export const resourceAmounts = ({ children: c }: Cst.ResourceAmountsCstNode): Ast.Amounts => {
  const quantities = c.quantity.map((q) => quantity(q))
  return amountsOf([...(c.Cpu ?? []), ...(c.Memory ?? [])], quantities)
}

export const quantity = ({ children: c }: Cst.QuantityCstNode): Ast.Quantity => {
  return quantityOf(first(c.DurationLiteral ?? c.IntegerLiteral ?? c.VersionLiteral ?? c.Placeholder))
}
