/**
 * Compiles the statements that say how a container behaves (language reference §4: `exits … after`, `is OOM killed after`,
 * signals, probes, hooks, image pulls) into `Behaviour`s, their runs and codes checked.
 */
import type { Behaviour } from "@podscenario/core"
import { Codes } from "@podscenario/diagnostics"
import * as Ast from "../Ast.ts"
import * as Resolve from "../Resolve.ts"
import type { Values } from "./values.ts"

type TargetOf = (c: Ast.ContainerRef) => Resolve.Target | undefined

/**
 * The behaviours the statements say, in file order, with the overlaps among them reported; `complete` is false when
 * one of them did not compile.
 */
export const behavioursOf = (
  statements: ReadonlyArray<Ast.Statement>,
  v: Values,
  target: TargetOf,
  scope: Resolve.Scope
): { readonly behaviours: Array<Behaviour.Behaviour>; readonly complete: boolean } => {
  let complete = true
  const behaviours: Array<Behaviour.Behaviour> = []
  const placed: Array<Resolve.Placed> = []
  for (const s of statements) {
    if (!Ast.isBehaviour(s)) continue
    const b = behaviour(s, v, target, scope)
    if (b === undefined) {
      complete = false
      continue
    }
    behaviours.push(b)
    placed.push({ behaviour: b, span: s.span })
  }
  Resolve.overlaps(scope, placed)
  return { behaviours, complete }
}

const runsOf = (runs: Ast.Runs | undefined, v: Values, scope: Resolve.Scope): Behaviour.Runs | undefined => {
  if (runs === undefined) return { _tag: "AllRuns" }
  const value: Behaviour.Runs | undefined = (() => {
    switch (runs._tag) {
      case "OnRun": {
        const n = v.integer(runs.run)
        return n === undefined ? undefined : { _tag: "SomeRuns", from: n, to: n }
      }
      case "OnRuns": {
        const from = v.integer(runs.from)
        const to = v.integer(runs.to)
        return from === undefined || to === undefined ? undefined : { _tag: "SomeRuns", from, to }
      }
      case "FromRun": {
        const from = v.integer(runs.from)
        return from === undefined ? undefined : { _tag: "SomeRuns", from, to: undefined }
      }
    }
  })()
  return value !== undefined && Resolve.runs(scope, value, runs.span) ? value : undefined
}

const behaviour = (
  s: Ast.Behaviour,
  v: Values,
  target: TargetOf,
  scope: Resolve.Scope
): Behaviour.Behaviour | undefined => {
  const t = target(s.container)
  switch (s._tag) {
    case "ExitsAfter": {
      const exitCode = v.integer(s.exitCode)
      const after = v.duration(s.after)
      const runs = runsOf(s.runs, v, scope)
      if (exitCode !== undefined && !Resolve.exitCode(scope, exitCode, s.exitCode.span)) return undefined
      if (t === undefined || exitCode === undefined || after === undefined || runs === undefined) return undefined
      return { _tag: "ExitsAfter", pod: t.pod, container: t.container, exitCode, after, runs }
    }
    case "OomKilledAfter": {
      const after = v.duration(s.after)
      const runs = runsOf(s.runs, v, scope)
      if (t === undefined || after === undefined || runs === undefined) return undefined
      return { _tag: "OomKilledAfter", pod: t.pod, container: t.container, after, runs }
    }
    case "StopsAfterSignal": {
      const after = v.duration(s.after)
      const signal = v.text(s.signal)
      const code = s.exitCode === undefined ? undefined : v.integer(s.exitCode)
      const codeOk = s.exitCode === undefined || (code !== undefined && Resolve.exitCode(scope, code, s.exitCode.span))
      if (!Resolve.signal(scope, signal, s.signal.span) || t === undefined || after === undefined || !codeOk)
        return undefined
      return { _tag: "StopsAfterSignal", pod: t.pod, container: t.container, signal, after, exitCode: code }
    }
    case "IgnoresSignal": {
      const signal = v.text(s.signal)
      if (!Resolve.signal(scope, signal, s.signal.span) || t === undefined) return undefined
      if (signal === "SIGKILL") {
        scope.report(Codes.notSupported(scope.file, s.signal.span, "ignoring SIGKILL", "no process can ignore SIGKILL"))
        return undefined
      }
      return { _tag: "IgnoresSignal", pod: t.pod, container: t.container, signal }
    }
    case "ProbeAnswersAfter": {
      const after = v.duration(s.after)
      const runs = runsOf(s.runs, v, scope)
      if (t === undefined || after === undefined || runs === undefined) return undefined
      Resolve.feature(scope, t, Resolve.probeFeature(s.probe), s.span)
      const timesOut = s.timesOut ? { timesOut: true } : {}
      return {
        _tag: "ProbeAnswersAfter",
        pod: t.pod,
        container: t.container,
        probe: s.probe,
        succeeds: s.succeeds,
        ...timesOut,
        after,
        runs
      }
    }
    case "HookTakes": {
      const duration = v.duration(s.duration)
      const runs = runsOf(s.runs, v, scope)
      if (t === undefined || duration === undefined || runs === undefined) return undefined
      Resolve.feature(scope, t, s.hook, s.span)
      return { _tag: "HookTakes", pod: t.pod, container: t.container, hook: s.hook, duration, runs }
    }
    case "HookFailsAfter": {
      const after = v.duration(s.after)
      const runs = runsOf(s.runs, v, scope)
      if (t === undefined || after === undefined || runs === undefined) return undefined
      Resolve.feature(scope, t, s.hook, s.span)
      return { _tag: "HookFailsAfter", pod: t.pod, container: t.container, hook: s.hook, after, runs }
    }
    case "ImagePullTakes": {
      const duration = v.duration(s.duration)
      if (t === undefined || duration === undefined) return undefined
      return { _tag: "ImagePullTakes", pod: t.pod, container: t.container, duration }
    }
    case "ImagePullFails":
      return t === undefined ? undefined : { _tag: "ImagePullFails", pod: t.pod, container: t.container }
  }
}
