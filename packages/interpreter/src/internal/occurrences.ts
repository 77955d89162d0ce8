/**
 * Where an occurrence happens on a timeline (language reference §6, §11.5): the records it matches, the records after which
 * a state starts to hold (`becomes`), and the Nth of them (`for the Nth time`).
 */
import { Timeline } from "@podscenario/core"
import type { Occurrence } from "@podscenario/parser/Scenario"
import { ordinalSuffix } from "@podscenario/parser/ToAst"
import { describeState, messageMatches, startsToHold } from "./states.ts"

/**
 * Happenings of one record: `count` runs `every` ms apart from `at` (a probe run record), or one (`count` 1). `rank`
 * orders the first among the records of its instant, `laterRank` the later ones (`Timeline.Cursor.rank`).
 */
export interface Happening {
  readonly at: Millis
  readonly count: number
  readonly every: Millis
  readonly rank: number
  readonly laterRank: number
}

type Millis = Timeline.TimelineRecord["at"]

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
      // A probe run happens when its result is recorded (language reference §11.5).
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

/** The tag of the records each occurrence matches. */
const tagOf = {
  Starts: "ContainerStarted",
  Exits: "ContainerExited",
  Signal: "SignalSent",
  HookStarts: "HookStarted",
  ProbeRun: "ProbeExecuted",
  Event: "EventRecorded"
} as const satisfies Record<Simple["_tag"], Timeline.TimelineRecord["_tag"]>

const single = (at: Millis, rank: number): Happening => ({ at, count: 1, every: 0 as Millis, rank, laterRank: rank })

/** The `i`th (from 0) happening of `h`, alone. */
const nthOf = (h: Happening, i: number): Happening =>
  i === 0 ? single(h.at, h.rank) : single((h.at + i * h.every) as Millis, h.laterRank)

/** Whether `a` comes after `b` on the timeline (by instant, then rank). */
export const after = (a: Happening, b: Happening): boolean => a.at > b.at || (a.at === b.at && a.rank > b.rank)

/** The instant of the last happening of `h`. */
const lastAt = (h: Happening): number => h.at + (h.count - 1) * h.every

/**
 * Every happening of `occurrence`, in timeline order, a run record's runs as one `Happening`, read from the
 * stored records. `becomes` looks after every record, not every instant: a state published and replaced within one
 * instant, and one that holds from the pod's first record, start to hold there.
 */
export const happenings = (occurrence: Occurrence, timeline: Timeline.Timeline): ReadonlyArray<Happening> => {
  switch (occurrence._tag) {
    case "NthTime": {
      const nth = nthHappening(happenings(occurrence.occurrence, timeline), occurrence.nth - 1)
      return nth === undefined ? [] : [nth]
    }
    case "Becomes":
      return startsToHold(occurrence.state, timeline).map(({ at, rank }) => single(at, rank))
    default: {
      const out: Array<Happening> = []
      const size = Timeline.size(timeline)
      // the records of the occurrence's tag, pod and container, found in the columns; only those are made
      const { pod, container } = occurrence
      for (const index of Timeline.positionsOf(timeline, tagOf[occurrence._tag], { pod, container })) {
        const record = Timeline.storedAt(timeline, index)
        if (!matches(occurrence, record)) continue
        const rank = size + index
        // a run record (a probe's runs, a repeated Event): one happening of its runs
        if ("repeats" in record && record.repeats !== undefined && record.every !== undefined)
          out.push({ at: record.at, count: record.repeats, every: record.every, rank, laterRank: index })
        else out.push(single(record.at, rank))
      }
      return inOrder(out)
    }
  }
}

/**
 * The happenings in timeline order: stored records come by their first instant, so run records whose runs interleave
 * (never one probe's, kept for safety) are taken apart into single runs and sorted.
 */
const inOrder = (hs: Array<Happening>): ReadonlyArray<Happening> => {
  const overlaps = hs.some((h, i) => i > 0 && !after(h, nthOf(hs[i - 1]!, hs[i - 1]!.count - 1)))
  if (!overlaps) return hs
  const singles = hs.flatMap((h) => Array.from({ length: h.count }, (_, i) => nthOf(h, i)))
  return singles.sort((a, b) => a.at - b.at || a.rank - b.rank)
}

/** How many happenings `hs` stand for. */
export const countOf = (hs: ReadonlyArray<Happening>): number => hs.reduce((n, h) => n + h.count, 0)

/** The `i`th (from 0) happening of `hs`, alone, arithmetically. */
export const nthHappening = (hs: ReadonlyArray<Happening>, i: number): Happening | undefined => {
  for (const h of hs) {
    if (i < h.count) return nthOf(h, i)
    i -= h.count
  }
  return undefined
}

/** The happenings of `hs` within `[from, until]`. */
export const within = (hs: ReadonlyArray<Happening>, from: number, until: number): ReadonlyArray<Happening> => {
  const out: Array<Happening> = []
  for (const h of hs) {
    if (h.at > until || lastAt(h) < from) continue
    const first = h.at >= from ? 0 : Math.ceil((from - h.at) / h.every)
    const last = h.count === 1 ? 0 : Math.min(h.count - 1, Math.floor((until - h.at) / h.every))
    if (first > last) continue
    const head = nthOf(h, first)
    out.push(last === first ? head : { ...head, count: last - first + 1, every: h.every, laterRank: h.laterRank })
  }
  return out
}

/** The instants of the first `n` happenings of `hs`. */
export const firstInstants = (hs: ReadonlyArray<Happening>, n: number): ReadonlyArray<Millis> => {
  const out: Array<Millis> = []
  for (const h of hs) for (let i = 0; i < h.count && out.length < n; i++) out.push((h.at + i * h.every) as Millis)
  return out
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
