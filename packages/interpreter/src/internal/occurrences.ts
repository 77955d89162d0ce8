/**
 * Where an occurrence happens on a timeline (language.md §6, §11.5): the records it matches, the records after which
 * a state starts to hold (`becomes`), and the Nth of them (`for the Nth time`).
 */
import { Timeline } from "@podscenario/core"
import type { Occurrence } from "@podscenario/parser/Scenario"
import { ordinalSuffix } from "@podscenario/parser/ToAst"
import { describeState, holds, messageMatches } from "./states.ts"

/** One happening: its instant, and its record's position on the timeline (orders happenings of one instant). */
export interface Happening {
  readonly at: Timeline.TimelineRecord["at"]
  readonly position: number
}

type Simple = Exclude<Occurrence, { _tag: "Becomes" | "NthTime" }>

const matches = (occurrence: Simple, record: Timeline.TimelineRecord): boolean => {
  switch (occurrence._tag) {
    case "Starts":
      return (
        record._tag === "ContainerStarted" && record.pod === occurrence.pod && record.container === occurrence.container
      )
    case "Exits":
      return (
        record._tag === "ContainerExited" &&
        record.pod === occurrence.pod &&
        record.container === occurrence.container &&
        (occurrence.exitCode === undefined || record.exitCode === occurrence.exitCode)
      )
    case "Signal":
      return (
        record._tag === "SignalSent" &&
        record.pod === occurrence.pod &&
        record.container === occurrence.container &&
        record.signal === occurrence.signal
      )
    case "HookStarts":
      return (
        record._tag === "HookStarted" &&
        record.pod === occurrence.pod &&
        record.container === occurrence.container &&
        record.hook === occurrence.hook
      )
    case "ProbeRun":
      // A probe run happens when its result is recorded (language.md §11.5).
      return (
        record._tag === "ProbeExecuted" &&
        record.pod === occurrence.pod &&
        record.container === occurrence.container &&
        record.probe === occurrence.probe &&
        // A time-out is a failure (`fails` matches it too); `times out` only a time-out.
        (occurrence.result === undefined ||
          (occurrence.result === "timeout" ? record.timedOut === true : record.result === occurrence.result))
      )
    case "Event":
      return (
        record._tag === "EventRecorded" &&
        record.pod === occurrence.pod &&
        record.reason === occurrence.reason &&
        (occurrence.container === undefined || record.container === occurrence.container) &&
        (occurrence.message === undefined || messageMatches(record.message, occurrence.message))
      )
  }
}

/**
 * Every happening of `occurrence`, in timeline order. `becomes` looks after every record, not every instant: a state
 * published and replaced within one instant, and one that holds from the pod's first record, start to hold there.
 */
export const happenings = (occurrence: Occurrence, timeline: Timeline.Timeline): ReadonlyArray<Happening> => {
  switch (occurrence._tag) {
    case "NthTime": {
      const nth = happenings(occurrence.occurrence, timeline)[occurrence.nth - 1]
      return nth === undefined ? [] : [nth]
    }
    case "Becomes": {
      const out: Array<Happening> = []
      const cursor = Timeline.cursor(timeline)
      let held = false
      for (let position = 0; ; position++) {
        const record = cursor.step()
        if (record === undefined) return out
        const now = holds(occurrence.state, cursor)
        if (now && !held) out.push({ at: record.at, position })
        held = now
      }
    }
    default: {
      const out: Array<Happening> = []
      Timeline.expanded(timeline).forEach((record, position) => {
        if (matches(occurrence, record)) out.push({ at: record.at, position })
      })
      return out
    }
  }
}

/** The occurrence in the user's words. @category formatting */
export const describeOccurrence = (occurrence: Occurrence): string => {
  switch (occurrence._tag) {
    case "Starts":
      return `container ${occurrence.container} starts`
    case "Exits":
      return `container ${occurrence.container} exits${occurrence.exitCode === undefined ? "" : ` ${occurrence.exitCode}`}`
    case "Signal":
      return `signal ${occurrence.signal} to ${occurrence.container}`
    case "HookStarts":
      return `${occurrence.hook} of ${occurrence.container} starts`
    case "ProbeRun":
      return `${occurrence.probe} probe of ${occurrence.container} ${probeWords[occurrence.result ?? "runs"]}`
    case "Event":
      return (
        `event ${occurrence.reason}${occurrence.container === undefined ? "" : ` for ${occurrence.container}`}` +
        (occurrence.message === undefined
          ? ""
          : ` message${occurrence.message.contains ? " contains" : ""} ${JSON.stringify(occurrence.message.text)}`)
      )
    case "Becomes":
      return describeState(occurrence.state, " becomes")
    case "NthTime":
      return `${describeOccurrence(occurrence.occurrence)} for the ${occurrence.nth}${ordinalSuffix(occurrence.nth)} time`
  }
}

const probeWords = {
  runs: "runs",
  success: "succeeds",
  failure: "fails",
  error: "errors",
  timeout: "times out"
} as const
