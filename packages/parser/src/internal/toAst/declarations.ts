/**
 * CST → AST, the declarations: `scenario`, tags, `pod`, `node`, `kubernetes`, `kubelet:`, `cluster:`, `golden`, `end at`,
 * `examples:` and its rows, and `sweep`.
 */
import type * as Ast from "../../Ast.ts"
import type * as Cst from "../../generated/cst.d.ts"
import { blockOf, type Context, durationOf, integerOf, strOf, tableRowOf, tokenSpan, wordOf } from "../leaves.ts"
import { first, lineSpanOf, optional, spanOf } from "./reading.ts"
import * as Shared from "./shared.ts"

export const scenarioStatement = (
  { children: c, location }: Cst.ScenarioStatementCstNode,
  ctx: Context
): Ast.ScenarioDecl => {
  return { _tag: "Scenario", span: spanOf(location), name: strOf(first(c.StringLiteral), ctx) }
}

export const tagsStatement = ({ children: c, location }: Cst.TagsStatementCstNode): Ast.Tags => {
  return {
    _tag: "Tags",
    span: spanOf(location),
    tags: c.Tag.map((t) => ({ span: tokenSpan(t), name: t.image.slice(1) }))
  }
}

export const podStatement = (
  { children: c, location }: Cst.PodStatementCstNode,
  ctx: Context
): Ast.PodInline | Ast.PodFile => {
  const name = Shared.name(first(c.name), ctx)
  if (c.YamlBlock) {
    return {
      _tag: "PodInline",
      span: lineSpanOf([first(c.Pod), optional(c.Colon)]),
      name,
      block: blockOf(first(c.YamlBlock))
    }
  }
  const kind = c.word?.[0]
  const objectName = c.name[1]
  return {
    _tag: "PodFile",
    span: spanOf(location),
    name,
    path: strOf(first(c.StringLiteral), ctx),
    object:
      kind === undefined || objectName === undefined
        ? undefined
        : { kind: Shared.word(kind, ctx), name: Shared.name(objectName, ctx) }
  }
}

export const kubernetesStatement = (
  { children: c, location }: Cst.KubernetesStatementCstNode,
  ctx: Context
): Ast.KubernetesDecl => {
  const literal = c.VersionLiteral ?? c.IntegerLiteral
  const version = literal === undefined ? Shared.word(first(c.word), ctx) : wordOf(first(literal), ctx)
  return { _tag: "Kubernetes", span: spanOf(location), version }
}

export const nodeStatement = ({ children: c, location }: Cst.NodeStatementCstNode, ctx: Context): Ast.NodeDecl => {
  const name = Shared.name(first(c.name), ctx)
  const allocatable = optional(c.resourceAmounts) && Shared.resourceAmounts(first(c.resourceAmounts))
  return { _tag: "Node", span: spanOf(location), name, allocatable }
}

export const kubeletStatement = ({ children: c }: Cst.KubeletStatementCstNode): Ast.SettingsBlock => {
  return {
    _tag: "Kubelet",
    span: lineSpanOf([first(c.Kubelet), first(c.Colon)]),
    block: blockOf(first(c.YamlBlock))
  }
}

export const clusterStatement = ({ children: c }: Cst.ClusterStatementCstNode): Ast.SettingsBlock => {
  return {
    _tag: "Cluster",
    span: lineSpanOf([first(c.Cluster), first(c.Colon)]),
    block: blockOf(first(c.YamlBlock))
  }
}

export const goldenStatement = (
  { children: c, location }: Cst.GoldenStatementCstNode,
  ctx: Context
): Ast.GoldenDecl => {
  const path = strOf(first(c.StringLiteral), ctx)
  return c.duration === undefined
    ? { _tag: "Golden", span: spanOf(location), path }
    : { _tag: "Golden", span: spanOf(location), path, at: Shared.duration(first(c.duration), ctx) }
}

export const endStatement = ({ children: c, location }: Cst.EndStatementCstNode, ctx: Context): Ast.End => {
  return { _tag: "End", span: spanOf(location), at: Shared.duration(first(c.duration), ctx) }
}

export const examplesStatement = ({ location }: Cst.ExamplesStatementCstNode): Ast.Examples => {
  return { _tag: "Examples", span: spanOf(location), header: undefined, rows: [] }
}

export const tableRow = ({ children: c }: Cst.TableRowCstNode): Ast.TableRow => {
  return tableRowOf(first(c.TableRow))
}

export const sweepStatement = ({ children: c, location }: Cst.SweepStatementCstNode, ctx: Context): Ast.Sweep => {
  const [from, to, step] = c.sweepValue.map((v) => sweepValue(v, ctx))
  return {
    _tag: "Sweep",
    span: spanOf(location),
    name: wordOf(first(c.Name ?? c.Keyword), ctx),
    from: from!,
    to: to!,
    step: step!,
    bisect: c.Bisect === undefined ? undefined : tokenSpan(first(c.Bisect))
  }
}

export const sweepValue = ({ children: c }: Cst.SweepValueCstNode, ctx: Context): Ast.Duration | Ast.Integer => {
  return c.DurationLiteral ? durationOf(first(c.DurationLiteral), ctx) : integerOf(first(c.IntegerLiteral!), ctx)
}
