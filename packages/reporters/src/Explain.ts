/**
 * Why the timeline is what it is. Records carry an optional `cause` (the rule of docs/reference/kubelet-rules.md that produced them
 * and a sentence with the numbers); `explain` prints them next to what happened:
 *
 * ```text
 * at 1m30s  container app started (run 5)  — because: CrashLoopBackOff delay 40s after the exit at 50s (kubelet-rules §5.2)
 * ```
 *
 * With `at`, it explains one instant instead: the state that held then (phase, containers, conditions, kubectl
 * columns), each with the instant it was set and why, then the next thing that happened.
 */
import { type Duration, Timeline } from "@podscenario/core"
import * as Describe from "./Describe.ts"
import { cause as causeText, type Lang, words } from "./i18n.ts"
import { listed } from "./internal/listed.ts"
import { only } from "./internal/picked.ts"

/** @category models */
export interface ExplainOptions {
  /** Explain the state at this instant instead of listing the whole timeline. */
  readonly at?: Duration.Millis | number | undefined
  readonly lang?: Lang | undefined
  /** Also list records without a cause that change nothing a user sees (kubectl columns, successful probes). */
  readonly all?: boolean | undefined
}

/**
 * `— because: <text> (kubelet-rules <rule>)`, or the empty string without a cause.
 *
 * @category formatting
 */
export const because = (cause: Timeline.Cause | undefined, lang?: Lang): string =>
  cause === undefined ? "" : `  — ${words(lang).because}: ${causeText(cause.text, lang)} (kubelet-rules ${cause.rule})`

/** Left out unless asked for (`all`); every world event is shown: it is why what follows happens. */
const quiet = (r: Timeline.TimelineRecord): boolean =>
  r.cause === undefined && (r._tag === "ColumnsChanged" || (r._tag === "ProbeExecuted" && r.result === "success"))

/** The first record after `at` that is not quiet, probe runs counted up to `at`, not made. */
const nextAfter = (timeline: Timeline.Timeline, at: number): Timeline.TimelineRecord | undefined => {
  const cursor = Timeline.cursor(timeline)
  cursor.advanceTo(at as Duration.Millis)
  for (let r = cursor.step(); r !== undefined; r = cursor.step()) if (!quiet(r)) return r
  return undefined
}

/**
 * Explains a timeline (or one instant of it), ending with a newline.
 *
 * @category rendering
 */
export const explain = (timeline: Timeline.Timeline, options: ExplainOptions = {}): string => {
  const lang = options.lang
  const w = words(lang)
  const withPod = timeline.pods.length > 1
  const describe = (r: Timeline.TimelineRecord) => Describe.record(r, { lang, withPod })
  if (options.at === undefined) {
    const records = only(listed(timeline), (r) => options.all === true || !quiet(r))
    // a loop, not `Math.max(...)`: a long run lists more records than a call takes arguments
    let width = 0
    for (const r of records) width = Math.max(width, Describe.time(r.at).length)
    const lines = records.map(
      (r) => `${w.at} ${Describe.time(r.at).padEnd(width)}  ${describe(r)}${because(r.cause, lang)}`
    )
    return lines.length === 0 ? "" : `${lines.join("\n")}\n`
  }
  const at = options.at
  // the record that last set each piece of state, per pod
  const setters = new Map<string, Timeline.TimelineRecord>()
  // state records only, which are all stored
  for (const r of Timeline.stored(timeline)) {
    if (r.at > at) break
    const pod = "pod" in r ? r.pod : ""
    switch (r._tag) {
      case "PhaseChanged":
        setters.set(`${pod}\u0000phase`, r)
        break
      case "ContainerStatusChanged":
        setters.set(`${pod}\u0000container\u0000${r.container}`, r)
        break
      case "ConditionChanged":
        setters.set(`${pod}\u0000condition\u0000${r.condition.type}`, r)
        break
      case "ColumnsChanged":
        setters.set(`${pod}\u0000columns`, r)
        break
      case "PodRemoved":
      case "DeletionRequested":
      case "NodeAssigned":
        setters.set(`${pod}\u0000${r._tag}`, r)
        break
      default:
        break
    }
  }
  const out = [`${w.stateAt(Describe.time(at))}:`]
  const held = [...setters.values()]
  const texts = held.map(describe)
  const width = Math.max(0, ...texts.map((t) => t.length))
  held.forEach((r, i) => {
    out.push(`  ${texts[i]!.padEnd(width)}  (${w.since(Describe.time(r.at))})${because(r.cause, lang)}`)
  })
  const next = nextAfter(timeline, at)
  if (next !== undefined) {
    out.push(`${w.next}: ${w.at} ${Describe.time(next.at)}  ${describe(next)}${because(next.cause, lang)}`)
  }
  return `${out.join("\n")}\n`
}
