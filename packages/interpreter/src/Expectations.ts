/**
 * Checks a scenario's expectations against its timeline (language.md §6). Pure: an expectation and a timeline in,
 * an outcome out. A state is read "after everything at an instant"; a window is checked at its first instant and at
 * every later instant where a record changed something, so the first violating instant is exact.
 */
import { Duration, Timeline } from "@podscenario/core"
import type { Expectation, Occurrence, State, When } from "@podscenario/parser/Scenario"

type Millis = Duration.Millis

/** @category models */
export interface Outcome {
  readonly passed: boolean
  /** What the expectation asked for, in words. */
  readonly expected: string
  /** What the timeline held (state) or what happened (occurrences), in words. */
  readonly actual: string
  /** The instant the verdict is about: the first violating instant, or the instant checked. */
  readonly at: Millis
}

interface Window {
  readonly from: Millis
  readonly until: Millis
}

const windowOf = (when: When, end: Millis): Window => {
  const zero = Duration.zero
  switch (when._tag) {
    case "At":
      return { from: when.at, until: when.at }
    case "Between":
      return { from: when.from, until: when.until }
    case "From":
      return { from: when.from, until: end }
    case "By":
      return { from: zero, until: when.by }
    case "Never":
      return { from: when.from ?? zero, until: when.until ?? end }
    case "AtEnd":
      return { from: end, until: end }
    case "Eventually":
    case "Throughout":
      return { from: zero, until: end }
  }
}

/** Whether a state must hold at every instant of its window, at some instant, or at none. */
const quantifier = (when: When): "every" | "some" | "none" => {
  switch (when._tag) {
    case "Between":
    case "From":
    case "Throughout":
    case "At":
    case "AtEnd":
      return "every"
    case "By":
    case "Eventually":
      return "some"
    case "Never":
      return "none"
  }
}

/**
 * Hands out a cursor at an instant, reusing the last one while instants only move forward: checking a scenario's
 * expectations in window order then replays its timeline about once instead of once per expectation.
 */
class Cursors {
  private current: Timeline.Cursor | undefined
  private readonly timeline: Timeline.Timeline

  constructor(timeline: Timeline.Timeline) {
    this.timeline = timeline
  }

  at(instant: Millis): Timeline.Cursor {
    if (this.current === undefined || this.current.now > instant) this.current = Timeline.cursor(this.timeline)
    this.current.advanceTo(instant)
    return this.current
  }
}

/** Checks one expectation against a timeline. @category checking */
export const check = (expectation: Expectation, timeline: Timeline.Timeline): Outcome =>
  checkWith(expectation, timeline, new Cursors(timeline))

/**
 * Checks every expectation of a scenario, in the order given, sharing the replay of the timeline between them.
 *
 * @category checking
 */
export const checkAll = (
  expectations: ReadonlyArray<Expectation>,
  timeline: Timeline.Timeline
): ReadonlyArray<Outcome> => {
  const cursors = new Cursors(timeline)
  const start = (e: Expectation): number => (e._tag === "ExpectState" ? windowOf(e.when, timeline.end).from : 0)
  const order = expectations.map((_, i) => i).sort((a, b) => start(expectations[a]!) - start(expectations[b]!) || a - b)
  const outcomes: Array<Outcome> = new Array(expectations.length)
  for (const i of order) outcomes[i] = checkWith(expectations[i]!, timeline, cursors)
  return outcomes
}

const checkWith = (expectation: Expectation, timeline: Timeline.Timeline, cursors: Cursors): Outcome => {
  switch (expectation._tag) {
    case "ExpectState":
      return checkState(expectation.state, expectation.when, timeline, cursors)
    case "ExpectOccurrence":
      return checkOccurrence(expectation.occurrence, expectation.when, expectation.times, timeline)
    case "ExpectOrder":
      return checkOrder(
        expectation.items.map((item) => item.occurrence),
        timeline
      )
  }
}

// ---------------------------------------------------------------------------------------------------------------
// States

const checkState = (state: State, when: When, timeline: Timeline.Timeline, cursors: Cursors): Outcome => {
  const window = windowOf(when, timeline.end)
  const mode = quantifier(when)
  const expected = describeState(state)
  const cursor = cursors.at(window.from)
  let instant: Millis = window.from
  // Described only where the verdict is given, with the cursor still at that instant: a long window visits thousands
  // of instants, and describing each one was most of the cost of checking it.
  const actualNow = (): string => {
    const view = cursor.pod(state.pod)
    return view === undefined ? `pod ${state.pod} did not exist yet` : describeActual(state, view)
  }
  for (;;) {
    cursor.advanceTo(instant)
    const view = cursor.pod(state.pod)
    const holds = view !== undefined && stateHolds(state, view)
    if (mode === "every" && !holds) return { passed: false, expected, actual: actualNow(), at: instant }
    if (mode === "none" && holds)
      return { passed: false, expected: `never: ${expected}`, actual: actualNow(), at: instant }
    if (mode === "some" && holds) return { passed: true, expected, actual: actualNow(), at: instant }
    const next = cursor.nextInstant()
    if (next === undefined || next > window.until) break
    instant = next
  }
  const lastActual = actualNow()
  if (mode === "some") {
    return {
      passed: false,
      expected,
      actual: `${lastActual} (never held by ${Duration.format(window.until)})`,
      at: window.until
    }
  }
  return { passed: true, expected, actual: lastActual, at: window.from }
}

const containerOf = (view: Timeline.PodView, name: string) => view.containers.find((c) => c.name === name)

const stateHolds = (state: State, view: Timeline.PodView): boolean => {
  switch (state._tag) {
    case "Phase":
      return view.phase === state.phase
    case "Removed":
      return view.removed
    case "Status":
      return view.columns.status === state.status
    case "Ready":
      return view.columns.ready === state.ready
    case "Condition": {
      const condition = view.conditions.find((c) => c.type === state.conditionType)
      return (
        condition !== undefined &&
        condition.status === state.status &&
        (state.reason === undefined || condition.reason === state.reason)
      )
    }
    case "Restarts":
      return containerOf(view, state.container)?.restartCount === state.count
    case "LastTerminated": {
      const last = containerOf(view, state.container)?.lastState
      return (
        last !== undefined &&
        (state.reason === undefined || last.reason === state.reason) &&
        (state.exitCode === undefined || last.exitCode === state.exitCode)
      )
    }
    case "Container": {
      const status = containerOf(view, state.container)
      if (status === undefined || status.state._tag.toLowerCase() !== state.state) return false
      if (state.restarts !== undefined && status.restartCount !== state.restarts) return false
      if (state.ready !== undefined && status.ready !== state.ready) return false
      const s = status.state
      if (state.reason !== undefined && (s._tag === "Running" || s.reason !== state.reason)) return false
      if (state.exitCode !== undefined && (s._tag !== "Terminated" || s.exitCode !== state.exitCode)) return false
      return true
    }
  }
}

const describeState = (state: State): string => {
  switch (state._tag) {
    case "Phase":
      return `phase ${state.phase}`
    case "Removed":
      return `pod ${state.pod} removed`
    case "Status":
      return `status ${state.status}`
    case "Ready":
      return `ready ${state.ready}`
    case "Condition":
      return `condition ${state.conditionType} ${state.status}${optional("reason", state.reason)}`
    case "Restarts":
      return `container ${state.container} restarts ${state.count}`
    case "LastTerminated":
      return `container ${state.container} last terminated${optional("reason", state.reason)}${optional("exit", state.exitCode)}`
    case "Container":
      return (
        `container ${state.container} ${state.state}` +
        (state.ready === undefined ? "" : state.ready ? " ready" : " not ready") +
        optional("reason", state.reason) +
        optional("exit", state.exitCode) +
        optional("restarts", state.restarts)
      )
  }
}

const optional = (label: string, value: string | number | undefined): string =>
  value === undefined ? "" : ` ${label} ${value}`

/** Describes the part of the pod's state an expectation looks at, as the user wrote it. */
const describeActual = (state: State, view: Timeline.PodView): string => {
  switch (state._tag) {
    case "Phase":
      return `phase ${view.phase}`
    case "Removed":
      return view.removed ? `pod ${view.name} removed` : `pod ${view.name} present (phase ${view.phase})`
    case "Status":
      return `status ${view.columns.status}`
    case "Ready":
      return `ready ${view.columns.ready}`
    case "Condition": {
      const c = view.conditions.find((x) => x.type === state.conditionType)
      return c === undefined
        ? `no condition ${state.conditionType}`
        : `condition ${c.type} ${c.status}${optional("reason", c.reason)}`
    }
    case "Restarts":
    case "LastTerminated":
    case "Container": {
      const status = containerOf(view, state.container)
      if (status === undefined) return `container ${state.container} has no status`
      return `container ${status.name} ${describeContainerStatus(status)}`
    }
  }
}

/** `waiting reason CrashLoopBackOff restarts 3`, in the language's own words. @category formatting */
export const describeContainerStatus = (status: Timeline.ContainerStatus): string => {
  const s = status.state
  const head =
    s._tag === "Running"
      ? `running ${status.ready ? "ready" : "not ready"}`
      : s._tag === "Waiting"
        ? `waiting${optional("reason", s.reason)}`
        : `terminated${optional("reason", s.reason)}${optional("exit", s.exitCode)}`
  const last =
    status.lastState === undefined
      ? ""
      : `, last terminated reason ${status.lastState.reason} exit ${status.lastState.exitCode}`
  return `${head} restarts ${status.restartCount}${last}`
}

// ---------------------------------------------------------------------------------------------------------------
// Occurrences

type OccurrenceRecord = Extract<
  Timeline.TimelineRecord,
  { _tag: "ContainerStarted" | "ContainerExited" | "SignalSent" | "HookStarted" | "EventRecorded" }
>

const matches = (occurrence: Occurrence, record: Timeline.TimelineRecord): record is OccurrenceRecord => {
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
    case "Event":
      return (
        record._tag === "EventRecorded" &&
        record.pod === occurrence.pod &&
        record.reason === occurrence.reason &&
        (occurrence.container === undefined || record.container === occurrence.container)
      )
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
    case "Event":
      return `event ${occurrence.reason}${occurrence.container === undefined ? "" : ` for ${occurrence.container}`}`
  }
}

const describeWindow = (when: When): string => {
  switch (when._tag) {
    case "At":
      return `at ${Duration.format(when.at)}`
    case "Between":
      return `from ${Duration.format(when.from)} until ${Duration.format(when.until)}`
    case "From":
      return `from ${Duration.format(when.from)}`
    case "By":
      return `by ${Duration.format(when.by)}`
    case "Never":
      return [
        when.from === undefined ? "" : `from ${Duration.format(when.from)}`,
        when.until === undefined ? "" : `until ${Duration.format(when.until)}`
      ]
        .filter((s) => s !== "")
        .join(" ")
    case "Eventually":
    case "Throughout":
    case "AtEnd":
      return ""
  }
}

const listInstants = (instants: ReadonlyArray<Millis>): string => {
  const shown = instants.slice(0, 8).map(Duration.format).join(", ")
  return instants.length > 8 ? `${shown}, … (${instants.length} in all)` : shown
}

const checkOccurrence = (
  occurrence: Occurrence,
  when: When,
  times: number | undefined,
  timeline: Timeline.Timeline
): Outcome => {
  const window = windowOf(when, timeline.end)
  const inWindow: Array<Millis> = []
  const everywhere: Array<Millis> = []
  for (const record of timeline.records) {
    if (!matches(occurrence, record)) continue
    everywhere.push(record.at)
    if (record.at >= window.from && record.at <= window.until) inWindow.push(record.at)
  }
  const scope = describeWindow(when)
  const what = describeOccurrence(occurrence)
  const seen = everywhere.length === 0 ? `${what} never happened` : `${what} happened at ${listInstants(everywhere)}`
  if (when._tag === "Never") {
    const first = inWindow[0]
    return first === undefined
      ? { passed: true, expected: `never ${scope} ${what}`.replace("  ", " "), actual: seen, at: window.from }
      : { passed: false, expected: `never ${scope} ${what}`.replace("  ", " "), actual: seen, at: first }
  }
  if (times !== undefined) {
    const expected = `${scope} ${times} times ${what}`.trim()
    const passed = inWindow.length === times
    const actual = `${inWindow.length} times in the window${inWindow.length > 0 ? ` (${listInstants(inWindow)})` : ""}`
    const at = passed ? window.from : (inWindow[times] ?? window.until)
    return { passed, expected, actual, at }
  }
  const expected = `${scope} ${what}`.trim()
  const first = inWindow[0]
  return first === undefined
    ? { passed: false, expected, actual: seen, at: window.until }
    : { passed: true, expected, actual: seen, at: first }
}

const checkOrder = (items: ReadonlyArray<Occurrence>, timeline: Timeline.Timeline): Outcome => {
  // Each item at its first happening; ties keep timeline order (language.md §6, `order:`).
  const firsts = items.map((occurrence) => {
    const position = timeline.records.findIndex((record) => matches(occurrence, record))
    return { occurrence, position, at: position < 0 ? undefined : timeline.records[position]!.at }
  })
  const expected = `order: ${items.map(describeOccurrence).join(", ")}`
  const missing = firsts.find((f) => f.position < 0)
  if (missing !== undefined) {
    return {
      passed: false,
      expected,
      actual: `${describeOccurrence(missing.occurrence)} never happened`,
      at: timeline.end
    }
  }
  const actualOrder = [...firsts].sort((a, b) => a.position - b.position)
  const actual = `order: ${actualOrder.map((f) => `${describeOccurrence(f.occurrence)} (${Duration.format(f.at!)})`).join(", ")}`
  const wrong = firsts.findIndex((f, i) => i > 0 && f.position < firsts[i - 1]!.position)
  return wrong < 0
    ? { passed: true, expected, actual, at: firsts[0]?.at ?? Duration.zero }
    : { passed: false, expected, actual, at: firsts[wrong]!.at! }
}
