/**
 * CST → AST, the expectations (`expect …`): when they hold, how many times, and what: a container's state, a pod's
 * phase, conditions, status, events, signals, hooks and probe runs.
 */
import { Span } from "@podscenario/diagnostics"
import type * as Ast from "../../Ast.ts"
import type * as Cst from "../../generated/cst.d.ts"
import { type Context, comparisonOf, ordinalOf } from "../leaves.ts"
import { first, optional, spanOf } from "./reading.ts"
import * as Shared from "./shared.ts"

export const expectStatement = (
  { children: c, location }: Cst.ExpectStatementCstNode,
  ctx: Context
): Ast.Expect | Ast.ExpectOrder => {
  const span = spanOf(location)
  const whats = (c.expectation ?? []).map((e) => expectation(e, ctx))
  if (c.Order) return { _tag: "ExpectOrder", span, items: whats }
  const what: Ast.What =
    whats.length === 1
      ? whats[0]!
      : { _tag: "AllOf", span: Span.make(whats[0]!.span.start, whats.at(-1)!.span.end), parts: whats }
  return {
    _tag: "Expect",
    span,
    when: optional(c.when) && when(first(c.when), ctx),
    times: optional(c.times) && times(first(c.times), ctx),
    what
  }
}

export const when = ({ children: c, location }: Cst.WhenCstNode, ctx: Context): Ast.When => {
  const span = spanOf(location)
  const ds = (c.duration ?? []).map((d) => Shared.duration(d, ctx))
  if (c.At) return c.End ? { _tag: "AtEnd", span } : { _tag: "At", span, at: ds[0]! }
  if (c.By) return { _tag: "By", span, by: ds[0]! }
  if (c.Eventually) return { _tag: "Eventually", span }
  if (c.Throughout) return { _tag: "Throughout", span }
  if (c.Sometime) return { _tag: "Sometime", span, from: ds[0]!, until: ds[1]! }
  if (c.Never) {
    const from = c.From ? ds[0] : undefined
    const until = c.Until ? ds[c.From ? 1 : 0] : undefined
    return { _tag: "Never", span, from, until }
  }
  return c.Until ? { _tag: "Between", span, from: ds[0]!, until: ds[1]! } : { _tag: "From", span, from: ds[0]! }
}

export const times = ({ children: c }: Cst.TimesCstNode, ctx: Context): Ast.Integer => {
  return Shared.integer(first(c.integer), ctx)
}

export const expectation = ({ children: c, location }: Cst.ExpectationCstNode, ctx: Context): Ast.What => {
  const stated = what(first(c.what), ctx)
  if (!c.nthTime) return stated
  return { _tag: "NthTime", span: spanOf(location), what: stated, nth: nthTime(first(c.nthTime), ctx) }
}

export const nthTime = ({ children: c }: Cst.NthTimeCstNode, ctx: Context): Ast.Ordinal => {
  return ordinalOf(first(c.OrdinalLiteral ?? c.Placeholder), ctx)
}

export const what = ({ children: c, location }: Cst.WhatCstNode, ctx: Context): Ast.What => {
  const span = spanOf(location)
  if (c.Container) {
    const what = containerTail(first(c.containerTail), ctx, Shared.containerRef(first(c.containerRef), ctx), span)
    return c.Becomes ? { _tag: "Becomes", span, what } : what
  }
  if (c.Signal) {
    return {
      _tag: "Signal",
      span,
      signal: Shared.word(first(c.word), ctx),
      container: Shared.containerRef(first(c.containerRef), ctx)
    }
  }
  if (c.hookKind) {
    return {
      _tag: "HookStarts",
      span,
      hook: Shared.hookKind(first(c.hookKind)),
      container: Shared.containerRef(first(c.containerRef), ctx)
    }
  }
  if (c.probeRun) return probeRun(first(c.probeRun), ctx)
  const pod = c.Pod && optional(c.name) ? Shared.name(first(c.name), ctx) : undefined
  if (c.Removed) {
    const removed: Ast.What = { _tag: "Removed", span, pod }
    return c.Becomes ? { _tag: "Becomes", span, what: removed } : removed
  }
  return podState(first(c.podState), ctx, pod, span)
}

export const probeRun = ({ children: c, location }: Cst.ProbeRunCstNode, ctx: Context): Ast.What => {
  const result = c.Runs ? "runs" : Shared.probeAnswer(first(c.probeAnswer))
  return {
    _tag: "ProbeRun",
    span: spanOf(location),
    probe: Shared.probeKind(first(c.probeKind)),
    container: Shared.containerRef(first(c.containerRef), ctx),
    result
  }
}

export const podState = (
  { children: c, location }: Cst.PodStateCstNode,
  ctx: Context,
  pod?: Ast.Word,
  span?: Span.Span
): Ast.What => {
  const s = span ?? spanOf(location)
  const state = podStateOnly(c, ctx, pod, s)
  return c.Becomes ? { _tag: "Becomes", span: s, what: state } : state
}

const podStateOnly = (c: Cst.PodStateCstChildren, ctx: Context, pod: Ast.Word | undefined, s: Span.Span): Ast.What => {
  const words = (c.word ?? []).map((w) => Shared.word(w, ctx))
  const message = (): Ast.Message | undefined => optional(c.message) && Shared.message(first(c.message), ctx)
  if (c.Phase) return { _tag: "Phase", span: s, pod, phase: words[0]! }
  if (c.Condition) {
    const conditionType = Shared.name(first(c.name!), ctx)
    if (c.Absent) return { _tag: "ConditionAbsent", span: s, pod, conditionType }
    const reason = optional(c.reason) && Shared.reason(first(c.reason), ctx)
    return {
      _tag: "Condition",
      span: s,
      pod,
      conditionType,
      status: words[0]!,
      reason,
      message: message()
    }
  }
  if (c.Status) return { _tag: "Status", span: s, pod, status: words[0]! }
  if (c.Ready) {
    const [ready, total] = (c.integer ?? []).map((n) => Shared.integer(n, ctx))
    return { _tag: "Ready", span: s, pod, ready: ready!, total: total! }
  }
  if (c.Reason) return { _tag: "PodReason", span: s, pod, reason: words[0]! }
  if (c.Event) {
    const container = optional(c.containerRef) && Shared.containerRef(first(c.containerRef), ctx)
    return { _tag: "EventOccurs", span: s, pod, reason: words[0]!, container, message: message() }
  }
  return { _tag: "PodMessage", span: s, pod, message: message()! }
}

export const containerTail = (
  { children: c, location }: Cst.ContainerTailCstNode,
  ctx: Context,
  container?: Ast.ContainerRef,
  span?: Span.Span
): Ast.What => {
  const s = span ?? spanOf(location)
  const ref = container!
  // In the order they are written, so that value diagnostics are too.
  const reason = optional(c.reason) && Shared.reason(first(c.reason), ctx)
  const exitCode = optional(c.exitCode) && Shared.exitCode(first(c.exitCode), ctx)
  const message = optional(c.message) && Shared.message(first(c.message), ctx)
  const count = optional(c.restarts) && restarts(first(c.restarts), ctx)
  if (c.Running || c.Waiting || c.Terminated) {
    return {
      _tag: "ContainerState",
      span: s,
      container: ref,
      state: c.Running ? "running" : c.Waiting ? "waiting" : "terminated",
      ready: optional(c.readyFlag) && readyFlag(first(c.readyFlag)),
      started: optional(c.startedFlag) && startedFlag(first(c.startedFlag)),
      reason,
      exitCode,
      message,
      restarts: count
    }
  }
  if (c.lastTerminated) {
    const lt = first(c.lastTerminated).children
    return {
      _tag: "LastTerminated",
      span: s,
      container: ref,
      reason: optional(lt.reason) && Shared.reason(first(lt.reason), ctx),
      exitCode: optional(lt.exitCode) && Shared.exitCode(first(lt.exitCode), ctx)
    }
  }
  if (c.Starts) return { _tag: "Starts", span: s, container: ref }
  if (c.resourceSpec)
    return {
      _tag: "ContainerResources",
      span: s,
      container: ref,
      resources: Shared.resourceSpec(first(c.resourceSpec))
    }
  if (c.Exits) {
    return {
      _tag: "Exits",
      span: s,
      container: ref,
      exitCode: optional(c.integer) && Shared.integer(first(c.integer), ctx)
    }
  }
  return { _tag: "Restarts", span: s, container: ref, count: count! }
}

export const readyFlag = ({ children: c, location }: Cst.ReadyFlagCstNode): Ast.Flag => {
  return { span: spanOf(location), value: c.Not === undefined }
}

export const startedFlag = ({ children: c, location }: Cst.StartedFlagCstNode): Ast.Flag => {
  return { span: spanOf(location), value: c.Not === undefined }
}

export const lastTerminated = ({ children: c }: Cst.LastTerminatedCstNode, ctx: Context): Ast.Word | undefined => {
  return optional(c.reason) && Shared.reason(first(c.reason), ctx)
}

export const restarts = ({ children: c, location }: Cst.RestartsCstNode, ctx: Context): Ast.Count => {
  const comparison = comparisonOf(optional(c.Comparison) ?? optional(c.Least) ?? optional(c.Most), ctx)
  return { span: spanOf(location), comparison, value: Shared.integer(first(c.integer), ctx) }
}
