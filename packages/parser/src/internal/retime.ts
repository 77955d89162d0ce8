/**
 * Sweeps over event times only (`at <t> pod is deleted` with `sweep t from 1s to 10000s step 1s`, language reference
 * §11.7): every value's scenario is the first value's with those events moved, so the first is compiled and the
 * others are made from it, the pods, behaviours and expectations shared (compiling a scenario costs several times
 * simulating a small one).
 */
import type { Duration } from "@podscenario/core"
import type { SourceFile } from "@podscenario/diagnostics"
import type * as Ast from "../Ast.ts"
import type * as Scenario from "../Scenario.ts"

type Millis = Duration.Millis

/**
 * The events a sweep moves, by the start of their statements, when `<name>` stands nowhere but as the whole time of
 * events (`at <t> …`); `undefined` otherwise (then every value is compiled).
 *
 * @category sweeps
 */
export const sweptEvents = (
  file: SourceFile.SourceFile,
  statements: ReadonlyArray<Ast.Statement>,
  name: string
): ReadonlySet<number> | undefined => {
  const whole = `<${name}>`
  const moved = new Set<number>()
  for (const s of statements) {
    if (s._tag === "Template") {
      if (s.text.includes(whole)) return undefined
      continue
    }
    if ("block" in s && s.block.text.includes(whole)) return undefined
    if (!file.text.slice(s.span.start, s.span.end).includes(whole)) continue
    if (s._tag !== "Event" || s.at.text !== whole) return undefined
    if (file.text.slice(s.action.span.start, s.span.end).includes(whole)) return undefined
    moved.add(s.span.start)
  }
  return moved
}

/**
 * Whether the value `at` of the sweep can be made from `first` by `retime`: not where compiling could report
 * something (a time after `end at`, or past `longest`); such a value is compiled.
 *
 * @category sweeps
 */
export const retimes = (first: Scenario.Scenario, at: Millis, longest: Millis): boolean =>
  at <= longest && !(first.end.explicit && at > first.end.at)

/**
 * The scenario of another value `at` of the sweep, made from `first` (the scenario of the range's first, smallest
 * value): the moved events at `at`, in time order then file order as compiling orders them, and the default end
 * after the latest time. For a value that `retimes`.
 *
 * @category sweeps
 */
export const retime = (
  first: Scenario.Scenario,
  moved: ReadonlySet<number>,
  at: Millis,
  expansion: { readonly name: string; readonly sweep: Scenario.SweepPoint },
  margin: Millis
): Scenario.Scenario => {
  const events = first.events.map((event, i) => {
    const span = first.eventSpans[i]!
    return { event: moved.has(span.start) ? { ...event, at } : event, span }
  })
  events.sort((a, b) => a.event.at - b.event.at || a.span.start - b.span.start)
  // the first value is the smallest: the latest time is the first's, or this value
  const end = first.end.explicit ? first.end : { at: Math.max(first.end.at, at + margin) as Millis, explicit: false }
  return {
    ...first,
    name: expansion.name,
    events: events.map(({ event }, index) => ({ ...event, index })),
    eventSpans: events.map(({ span }) => span),
    end,
    sweep: expansion.sweep
  }
}
