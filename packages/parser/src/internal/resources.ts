/**
 * Resource lists of the language (`cpu 500m memory 256Mi`, `requests … limits …`; kubelet-rules §21) compiled to
 * core's `Resources`: each quantity checked for its resource, each resource once a list.
 */
import { Resources } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import type { Values } from "./values.ts"

/** One list's values; `undefined` (and reported) when a quantity is not one or a resource is given twice. */
export const listOf = (
  file: SourceFile.SourceFile,
  v: Values,
  a: Ast.Amounts,
  report: (d: Diagnostic.Diagnostic) => void
): Resources.ResourceList | undefined => {
  const out: Partial<Record<Resources.ResourceName, number>> = {}
  const seen = new Map<string, Ast.Amounts["amounts"][number]>()
  let ok = true
  for (const x of a.amounts) {
    const first = seen.get(x.resource)
    if (first !== undefined) {
      report(Codes.duplicateResource(file, x.span, first.span, x.resource))
      ok = false
      continue
    }
    seen.set(x.resource, x)
    const text = v.text(x.quantity)
    if (text.startsWith("<")) {
      ok = false // an unfilled placeholder is reported where the examples are
      continue
    }
    const value = Resources.parse(x.resource, text)
    if (value === undefined) {
      report(Codes.invalidQuantity(file, x.quantity.span, text, `not a ${x.resource} quantity`))
      ok = false
    } else out[x.resource] = value
  }
  return ok ? out : undefined
}

/** `cpu 500m` (requests and limits alike), or `requests …` / `limits …` as written. */
export const resourcesOf = (
  file: SourceFile.SourceFile,
  v: Values,
  spec: Ast.ResourceSpec,
  report: (d: Diagnostic.Diagnostic) => void
): Resources.Resources | undefined => {
  if (spec.both !== undefined) {
    const both = listOf(file, v, spec.both, report)
    return both && { requests: both, limits: both }
  }
  const requests = spec.requests === undefined ? {} : listOf(file, v, spec.requests, report)
  const limits = spec.limits === undefined ? {} : listOf(file, v, spec.limits, report)
  return requests && limits && { requests, limits }
}
