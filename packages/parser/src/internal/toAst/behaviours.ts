/** CST → AST, the behaviours: how a container, a probe, a hook or an image pull behaves, and on which runs. */
import type * as Ast from "../../Ast.ts"
import type * as Cst from "../../generated/cst.d.ts"
import type { Context } from "../leaves.ts"
import { first, optional, spanOf } from "./reading.ts"
import * as Shared from "./shared.ts"

export const containerBehaviour = (
  { children: c, location }: Cst.ContainerBehaviourCstNode,
  ctx: Context
): Ast.Behaviour => {
  const span = spanOf(location)
  const container = Shared.containerRef(first(c.containerRef), ctx)
  const after = optional(c.duration) && Shared.duration(first(c.duration), ctx)
  const onRuns = optional(c.runs) && runs(first(c.runs), ctx)
  if (c.Exits) {
    return {
      _tag: "ExitsAfter",
      span,
      container,
      exitCode: Shared.integer(first(c.integer), ctx),
      after: after!,
      runs: onRuns
    }
  }
  if (c.Oom) return { _tag: "OomKilledAfter", span, container, after: after!, runs: onRuns }
  const signal = Shared.word(first(c.word), ctx)
  if (c.Stops) {
    const exitCode = optional(c.exitCode) && Shared.exitCode(first(c.exitCode), ctx)
    return { _tag: "StopsAfterSignal", span, container, after: after!, signal, exitCode }
  }
  return { _tag: "IgnoresSignal", span, container, signal }
}

export const probeBehaviour = ({ children: c, location }: Cst.ProbeBehaviourCstNode, ctx: Context): Ast.Behaviour => {
  return {
    _tag: "ProbeAnswersAfter",
    span: spanOf(location),
    probe: Shared.probeKind(first(c.probeKind)),
    container: Shared.containerRef(first(c.containerRef), ctx),
    succeeds: c.Succeeds !== undefined,
    timesOut: c.Times !== undefined,
    after: Shared.duration(first(c.duration), ctx),
    runs: optional(c.runs) && runs(first(c.runs), ctx)
  }
}

export const hookBehaviour = ({ children: c, location }: Cst.HookBehaviourCstNode, ctx: Context): Ast.Behaviour => {
  const hook = Shared.hookKind(first(c.hookKind))
  const container = Shared.containerRef(first(c.containerRef), ctx)
  const duration = Shared.duration(first(c.duration), ctx)
  const onRuns = optional(c.runs) && runs(first(c.runs), ctx)
  return c.Takes
    ? { _tag: "HookTakes", span: spanOf(location), hook, container, duration, runs: onRuns }
    : { _tag: "HookFailsAfter", span: spanOf(location), hook, container, after: duration, runs: onRuns }
}

export const imagePullBehaviour = (
  { children: c, location }: Cst.ImagePullBehaviourCstNode,
  ctx: Context
): Ast.Behaviour => {
  const container = Shared.containerRef(first(c.containerRef), ctx)
  return c.Takes
    ? { _tag: "ImagePullTakes", span: spanOf(location), container, duration: Shared.duration(first(c.duration), ctx) }
    : { _tag: "ImagePullFails", span: spanOf(location), container }
}

export const runs = ({ children: c, location }: Cst.RunsCstNode, ctx: Context): Ast.Runs => {
  const span = spanOf(location)
  const ints = (c.integer ?? []).map((n) => Shared.integer(n, ctx))
  if (c.Runs) return { _tag: "OnRuns", span, from: ints[0]!, to: ints[1]! }
  if (c.On) return { _tag: "OnRun", span, run: ints[0]! }
  return { _tag: "FromRun", span, from: ints[0]! }
}
