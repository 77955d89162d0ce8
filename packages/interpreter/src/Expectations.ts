/**
 * Checks a scenario's expectations against its timeline (language reference §6). Pure: an expectation and a timeline in,
 * an outcome out. A state is read "after everything at an instant"; a window is checked at its first instant and at
 * every later instant where a record changed something, so the first violating instant is exact.
 */
import { Duration, Timeline } from "@podscenario/core"
import type { Expectation, Occurrence, OrderItem, State, When } from "@podscenario/parser/Scenario"
import {
  after,
  countOf,
  describeOccurrence,
  firstInstants,
  type Happening,
  happenings,
  nthHappening,
  within
} from "./internal/occurrences.ts"
import { describeActual, describeState, holds } from "./internal/states.ts"

export { describeOccurrence } from "./internal/occurrences.ts"
export { describeContainerStatus } from "./internal/states.ts"

type Millis = Duration.Millis

/**
 * An expectation's verdict. Only a failure is put into words: a run reports a passed expectation by its own text, so
 * the words of a pass were made to be thrown away, once a value of a sweep (about 2 % of a sweep of 10,000 values).
 *
 * @category models
 */
export type Outcome = Passed | Failed

/** @category models */
export interface Passed {
  readonly passed: true
}

/** @category models */
export interface Failed {
  readonly passed: false
  /** What the expectation asked for, in words. */
  readonly expected: string
  /** What the timeline held (state) or what happened (occurrences), in words. */
  readonly actual: string
  /** The instant the verdict is about: the first violating instant, or the end of the window checked. */
  readonly at: Millis
}

const passed: Passed = { passed: true }

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
    case "Sometime":
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
    case "Sometime":
    case "Eventually":
      return "some"
    case "Never":
      return "none"
  }
}

/**
 * Hands out a cursor at an instant, reusing the last one while instants only move forward: checking a scenario's
 * expectations in window order then replays its timeline about once instead of once per expectation. At the end of
 * the run, the views the simulation ended with, when given (`Simulation.Output.finalViews`), replace the replay.
 */
class Cursors {
  private current: Timeline.Cursor | undefined
  private readonly timeline: Timeline.Timeline
  private readonly finalViews: ReadonlyMap<string, Timeline.PodView> | undefined

  constructor(timeline: Timeline.Timeline, finalViews?: ReadonlyMap<string, Timeline.PodView>) {
    this.timeline = timeline
    this.finalViews = finalViews
  }

  at(instant: Millis): Timeline.Cursor {
    if (this.finalViews !== undefined && instant >= this.timeline.end) {
      const end = Timeline.cursorAtEnd(this.timeline, this.finalViews)
      end.advanceTo(instant)
      return end
    }
    if (this.current === undefined || this.current.now > instant) this.current = Timeline.cursor(this.timeline)
    this.current.advanceTo(instant)
    return this.current
  }
}

/** Checks one expectation against a timeline. @category checking */
export const check = (expectation: Expectation, timeline: Timeline.Timeline): Outcome =>
  checkWith(expectation, timeline, new Cursors(timeline))

/**
 * Checks every expectation of a scenario, in the order given, sharing the replay of the timeline between them;
 * `finalViews`, the simulation's own views at the end (`Simulation.Output.finalViews`), spare the replay to the end.
 *
 * @category checking
 */
export const checkAll = (
  expectations: ReadonlyArray<Expectation>,
  timeline: Timeline.Timeline,
  finalViews?: ReadonlyMap<string, Timeline.PodView>
): ReadonlyArray<Outcome> => {
  const cursors = new Cursors(timeline, finalViews)
  const outcomes: Array<Outcome> = new Array(expectations.length)
  for (const i of outOfWindowOrder(expectations, timeline.end) ?? expectations.keys()) {
    outcomes[i] = checkWith(expectations[i]!, timeline, cursors)
  }
  return outcomes
}

const windowStart = (expectation: Expectation, end: Millis): number =>
  expectation._tag === "ExpectState" ? windowOf(expectation.when, end).from : 0

/**
 * The expectations' indices by the start of their windows, ties in the order given; `undefined` when they are in that
 * order already, as most scenarios list them (checking a sweep value, a sort and its arrays were a visible share).
 */
const outOfWindowOrder = (expectations: ReadonlyArray<Expectation>, end: Millis): ReadonlyArray<number> | undefined => {
  for (let i = 1; i < expectations.length; i++) {
    if (windowStart(expectations[i - 1]!, end) > windowStart(expectations[i]!, end)) {
      const starts = expectations.map((e) => windowStart(e, end))
      return starts.map((_, n) => n).sort((a, b) => starts[a]! - starts[b]! || a - b)
    }
  }
  return undefined
}

const checkWith = (expectation: Expectation, timeline: Timeline.Timeline, cursors: Cursors): Outcome => {
  switch (expectation._tag) {
    case "ExpectState":
      return checkState(expectation.state, expectation.when, timeline, cursors)
    case "ExpectOccurrence":
      return checkOccurrence(expectation.occurrence, expectation.when, expectation.times, timeline)
    case "ExpectOrder":
      return checkOrder(expectation.items, timeline)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// States

const checkState = (state: State, when: When, timeline: Timeline.Timeline, cursors: Cursors): Outcome => {
  const window = windowOf(when, timeline.end)
  const mode = quantifier(when)
  const cursor = cursors.at(window.from)
  let instant: Millis = window.from
  // Described only where an expectation fails, with the cursor still at that instant.
  const failed = (expected: string, actual: string, at: Millis): Failed => ({ passed: false, expected, actual, at })
  for (;;) {
    cursor.advanceTo(instant)
    const held = holds(state, cursor)
    if (mode === "every" && !held) return failed(describeState(state), describeActual(state, cursor), instant)
    if (mode === "none" && held) return failed(`never: ${describeState(state)}`, describeActual(state, cursor), instant)
    if (mode === "some" && held) return passed
    // a state holds or not until the next record that changes a view: probe runs and Events in between are skipped
    const next = cursor.nextChange()
    if (next === undefined || next > window.until) break
    instant = next
  }
  if (mode !== "some") return passed
  const actual = `${describeActual(state, cursor)} (never held by ${Duration.format(window.until)})`
  return failed(describeState(state), actual, window.until)
}

// ---------------------------------------------------------------------------------------------------------------
// Occurrences

const describeWindow = (when: When): string => {
  switch (when._tag) {
    case "At":
      return `at ${Duration.format(when.at)}`
    case "Between":
      return `from ${Duration.format(when.from)} until ${Duration.format(when.until)}`
    case "Sometime":
      return `sometime from ${Duration.format(when.from)} until ${Duration.format(when.until)}`
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

/** The instants of `hs`: the first eight, and how many in all past that (counted, not listed). */
const listInstants = (hs: ReadonlyArray<Happening>): string => {
  const count = countOf(hs)
  const shown = firstInstants(hs, 8).map(Duration.format).join(", ")
  return count > 8 ? `${shown}, … (${count} in all)` : shown
}

const checkOccurrence = (
  occurrence: Occurrence,
  when: When,
  times: number | undefined,
  timeline: Timeline.Timeline
): Outcome => {
  const window = windowOf(when, timeline.end)
  const everywhere = happenings(occurrence, timeline)
  const inWindow = within(everywhere, window.from, window.until)
  const what = () => describeOccurrence(occurrence)
  const seen = () =>
    everywhere.length === 0 ? `${what()} never happened` : `${what()} happened at ${listInstants(everywhere)}`
  if (when._tag === "Never") {
    const first = inWindow[0]
    if (first === undefined) return passed
    return {
      passed: false,
      expected: `never ${describeWindow(when)} ${what()}`.replace("  ", " "),
      actual: seen(),
      at: first.at
    }
  }
  if (times !== undefined) {
    const count = countOf(inWindow)
    if (count === times) return passed
    const expected = `${describeWindow(when)} ${times} times ${what()}`.trim()
    const actual = `${count} times in the window${count > 0 ? ` (${listInstants(inWindow)})` : ""}`
    return { passed: false, expected, actual, at: nthHappening(inWindow, times)?.at ?? window.until }
  }
  if (inWindow.length > 0) return passed
  return { passed: false, expected: `${describeWindow(when)} ${what()}`.trim(), actual: seen(), at: window.until }
}

const checkOrder = (items: ReadonlyArray<OrderItem>, timeline: Timeline.Timeline): Outcome => {
  // Each item at its first happening (its Nth with `for the Nth time`); ties keep timeline order (language reference §6).
  const firsts = items.map((item) => {
    const first = nthHappening(happenings(item.occurrence, timeline), 0)
    return { text: item.text, first, at: first?.at ?? timeline.end }
  })
  const expected = () => items.map((item) => item.text).join(", then ")
  const missing = firsts.find((f) => f.first === undefined)
  if (missing !== undefined) {
    return { passed: false, expected: expected(), actual: `${missing.text} never happened`, at: timeline.end }
  }
  const wrong = firsts.findIndex((f, i) => i > 0 && after(firsts[i - 1]!.first!, f.first!))
  if (wrong < 0) return passed
  // The first pair the timeline has the other way round: the later item, then the one listed before it.
  const [early, late] = [firsts[wrong]!, firsts[wrong - 1]!]
  const actual = `${early.text} at ${Duration.format(early.at)} before ${late.text} at ${Duration.format(late.at)}`
  return { passed: false, expected: expected(), actual, at: early.at }
}
