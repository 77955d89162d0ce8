/**
 * The expectation semantics of language reference §6 on a hand-made timeline: windows report their first violating
 * instant, `by`/`eventually` need one instant, occurrences count exactly, `order:` compares first happenings.
 */
import { type Duration, Timeline } from "@podscenario/core"
import { Span } from "@podscenario/diagnostics"
import { Expectations } from "@podscenario/interpreter"
import type { Expectation, Occurrence, State, When } from "@podscenario/parser/Scenario"
import { describe, expect, it } from "vitest"

const ms = (s: number) => (s * 1000) as Duration.Millis
const span = Span.make(0, 0)

const status = (state: Timeline.ContainerState, restartCount: number): Timeline.ContainerStatus => ({
  name: "app",
  kind: "regular",
  state,
  lastState: undefined,
  ready: state._tag === "Running",
  started: state._tag === "Running",
  restartCount
})
const running = (at: number, restarts: number) => status({ _tag: "Running", startedAt: ms(at) }, restarts)
const crashLoop = (restarts: number) =>
  status({ _tag: "Waiting", reason: "CrashLoopBackOff", message: undefined }, restarts)
const changed = (at: number, s: Timeline.ContainerStatus): Timeline.TimelineRecord => ({
  _tag: "ContainerStatusChanged",
  at: ms(at),
  pod: "web",
  container: "app",
  status: s
})
const phase = (at: number, p: Timeline.Phase): Timeline.TimelineRecord => ({
  _tag: "PhaseChanged",
  at: ms(at),
  pod: "web",
  phase: p,
  reason: undefined,
  message: undefined
})
const started = (at: number, run: number): Timeline.TimelineRecord => ({
  _tag: "ContainerStarted",
  at: ms(at),
  pod: "web",
  container: "app",
  run
})
const exited = (at: number, exitCode: number): Timeline.TimelineRecord => ({
  _tag: "ContainerExited",
  at: ms(at),
  pod: "web",
  container: "app",
  exitCode,
  reason: exitCode === 0 ? "Completed" : "Error"
})

// app runs at 0s, exits 1 at 1s (restarted at once), exits again at 2s, waits in CrashLoopBackOff, runs at 12s.
const timeline: Timeline.Timeline = Timeline.make({
  end: ms(20),
  pods: [{ name: "web", containers: [{ name: "app", kind: "regular" }] }],
  records: [
    { _tag: "PodCreated", at: ms(0), pod: "web" },
    phase(0, "Pending"),
    started(0, 1),
    changed(0, running(0, 0)),
    phase(0, "Running"),
    exited(1, 1),
    started(1, 2),
    changed(1, running(1, 1)),
    exited(2, 1),
    changed(2, crashLoop(1)),
    started(12, 3),
    changed(12, running(12, 2))
  ]
})

const containerState = (state: "running" | "waiting", restarts?: number): State => ({
  _tag: "Container",
  pod: "web",
  container: "app",
  state,
  ready: undefined,
  started: undefined,
  reason: undefined,
  exitCode: undefined,
  message: undefined,
  restarts: restarts === undefined ? undefined : { comparison: "=", count: restarts }
})
const expectState = (when: When, state: State): Expectation => ({ _tag: "ExpectState", span, text: "", when, state })
const expectOccurrence = (when: When, occurrence: Occurrence, times?: number): Expectation => ({
  _tag: "ExpectOccurrence",
  span,
  text: "",
  when,
  times,
  occurrence
})
const starts: Occurrence = { _tag: "Starts", pod: "web", container: "app" }

describe("states (language reference §6)", () => {
  it("at T reads the state after everything at T", () => {
    // At 1s the exit and the immediate restart happen: only the restarted state is seen.
    expect(
      Expectations.check(expectState({ _tag: "At", at: ms(1) }, containerState("running", 1)), timeline).passed
    ).toBe(true)
  })

  it("a window fails at its first violating instant", () => {
    const outcome = Expectations.check(
      expectState({ _tag: "Between", from: ms(0), until: ms(15) }, containerState("running")),
      timeline
    )
    expect(outcome).toEqual({
      passed: false,
      expected: expect.any(String),
      actual: "container app waiting reason CrashLoopBackOff restarts 1",
      at: ms(2)
    })
  })

  it("by T needs one instant in [0, T]", () => {
    const waiting = containerState("waiting")
    expect(Expectations.check(expectState({ _tag: "By", by: ms(2) }, waiting), timeline).passed).toBe(true)
    expect(Expectations.check(expectState({ _tag: "By", by: ms(1) }, waiting), timeline)).toMatchObject({
      passed: false,
      at: ms(1)
    })
  })

  it("never reports the first instant the state held", () => {
    const outcome = Expectations.check(
      expectState({ _tag: "Never", from: undefined, until: undefined }, containerState("waiting")),
      timeline
    )
    expect(outcome).toMatchObject({ passed: false, at: ms(2) })
  })

  it("at end reads the last state", () => {
    const phaseRunning: State = { _tag: "Phase", pod: "web", phase: "Running" }
    expect(Expectations.check(expectState({ _tag: "AtEnd" }, phaseRunning), timeline).passed).toBe(true)
  })
})

describe("occurrences (language reference §6)", () => {
  it("at T happens at exactly T", () => {
    expect(Expectations.check(expectOccurrence({ _tag: "At", at: ms(12) }, starts), timeline).passed).toBe(true)
    expect(Expectations.check(expectOccurrence({ _tag: "At", at: ms(11) }, starts), timeline).passed).toBe(false)
  })

  it("N times counts exactly: 3 passes, 2 and 4 fail", () => {
    const window: When = { _tag: "By", by: ms(20) }
    expect(Expectations.check(expectOccurrence(window, starts, 3), timeline).passed).toBe(true)
    expect(Expectations.check(expectOccurrence(window, starts, 2), timeline).passed).toBe(false)
    expect(Expectations.check(expectOccurrence(window, starts, 4), timeline)).toMatchObject({
      passed: false,
      actual: "3 times in the window (0s, 1s, 12s)"
    })
  })

  it("exits with a code matches only that code", () => {
    const exits1: Occurrence = { _tag: "Exits", pod: "web", container: "app", exitCode: 1 }
    const exits0: Occurrence = { _tag: "Exits", pod: "web", container: "app", exitCode: 0 }
    expect(Expectations.check(expectOccurrence({ _tag: "Eventually" }, exits1, 2), timeline).passed).toBe(true)
    expect(Expectations.check(expectOccurrence({ _tag: "Eventually" }, exits0), timeline).passed).toBe(false)
  })

  it("never from T1 until T2 looks only inside the window", () => {
    const never = (from: number, until: number): When => ({ _tag: "Never", from: ms(from), until: ms(until) })
    expect(Expectations.check(expectOccurrence(never(3, 11), starts), timeline).passed).toBe(true)
    expect(Expectations.check(expectOccurrence(never(3, 12), starts), timeline)).toMatchObject({
      passed: false,
      at: ms(12)
    })
  })
})

describe("order: (language reference §6)", () => {
  const order = (...items: ReadonlyArray<Occurrence>): Expectation => ({
    _tag: "ExpectOrder",
    span,
    text: "",
    items: items.map((occurrence) => ({ span, text: Expectations.describeOccurrence(occurrence), occurrence }))
  })
  const exits: Occurrence = { _tag: "Exits", pod: "web", container: "app", exitCode: undefined }
  const signal: Occurrence = { _tag: "Signal", pod: "web", container: "app", signal: "SIGKILL" }

  it("compares first happenings; ties keep timeline order", () => {
    expect(Expectations.check(order(starts, exits), timeline).passed).toBe(true)
    expect(Expectations.check(order(exits, starts), timeline)).toMatchObject({ passed: false, at: ms(0) })
  })

  it("names the first pair the timeline has the other way round, with when each happened", () => {
    expect(Expectations.check(order(exits, starts), timeline)).toMatchObject({
      expected: "container app exits, then container app starts",
      actual: "container app starts at 0s before container app exits at 1s"
    })
    expect(Expectations.check(order(starts, signal), timeline)).toMatchObject({
      actual: "signal SIGKILL to app never happened"
    })
  })
})

describe("becomes and for the Nth time (language reference §11.5)", () => {
  const becomesPhase = (p: Timeline.Phase): Occurrence => ({
    _tag: "Becomes",
    state: { _tag: "Phase", pod: "web", phase: p }
  })

  it("becomes sees a state that holds only inside one instant, and one that holds from the first record", () => {
    // Pending is published at 0s and replaced by Running at 0s: no state expectation sees it, `becomes` does.
    expect(
      Expectations.check(
        expectState({ _tag: "At", at: ms(0) }, { _tag: "Phase", pod: "web", phase: "Pending" }),
        timeline
      ).passed
    ).toBe(false)
    expect(
      Expectations.check(expectOccurrence({ _tag: "At", at: ms(0) }, becomesPhase("Pending")), timeline).passed
    ).toBe(true)
    expect(
      Expectations.check(expectOccurrence({ _tag: "Eventually" }, becomesPhase("Running"), 1), timeline).passed
    ).toBe(true)
    expect(Expectations.check(expectOccurrence({ _tag: "Eventually" }, becomesPhase("Failed")), timeline).passed).toBe(
      false
    )
  })

  it("for the Nth time counts from the start of the run, whatever the window", () => {
    const nth = (n: number): Occurrence => ({ _tag: "NthTime", occurrence: starts, nth: n })
    expect(Expectations.check(expectOccurrence({ _tag: "At", at: ms(12) }, nth(3)), timeline).passed).toBe(true)
    expect(Expectations.check(expectOccurrence({ _tag: "At", at: ms(1) }, nth(3)), timeline).passed).toBe(false)
    expect(Expectations.check(expectOccurrence({ _tag: "Eventually" }, nth(4)), timeline).passed).toBe(false)
  })
})
