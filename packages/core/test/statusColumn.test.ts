import { describe, expect, it } from "vitest"
import type { Millis } from "../src/Duration.ts"
import * as Duration from "../src/Duration.ts"
import { formatRestarts, type PrintInput, printPod, specCounts } from "../src/internal/statusColumn.ts"
import type { Condition, ContainerStatus, Phase } from "../src/Timeline.ts"

const ms = (n: number) => n as Millis
const now = 1_000_000_000
const ago = (seconds: number) => ms(now - seconds * 1000)

const st = (over: Partial<ContainerStatus> & { name: string }): ContainerStatus => ({
  kind: "regular",
  state: { _tag: "Running", startedAt: ms(0) },
  lastState: undefined,
  ready: false,
  started: false,
  restartCount: 0,
  ...over
})
const waiting = (reason: string) => ({ _tag: "Waiting" as const, reason, message: undefined })
const terminated = (reason: string, exitCode: number) => ({
  _tag: "Terminated" as const,
  reason,
  exitCode,
  message: undefined,
  startedAt: ms(0),
  finishedAt: ms(0)
})
const lastAt = (seconds: number) => ({ ...terminated("Error", 1), finishedAt: ago(seconds) })
const cond = (type: string, status: "True" | "False", reason?: string): Condition => ({
  type,
  status,
  reason,
  message: undefined,
  lastTransitionTime: ms(0)
})
const input = (phase: Phase, containers: Array<ContainerStatus>, over: Partial<PrintInput> = {}): PrintInput => ({
  phase,
  reason: undefined,
  conditions: [],
  containers,
  deletionTimestamp: undefined,
  ...over
})
const text = (p: PrintInput, kinds: Array<"init" | "sidecar" | "regular">) => {
  const c = printPod(p, specCounts(kinds))
  return `${c.ready} ${c.status} ${formatRestarts(c, ms(now))}`
}

describe("printPod (kubelet-rules §14, printers_test.go TestPrintPod)", () => {
  it("§14 `1/2 podPhase 6`", () => {
    const p = input("podPhase" as Phase, [
      st({ name: "a", ready: true, restartCount: 3 }),
      st({ name: "b", restartCount: 3, state: { _tag: "Running", startedAt: ms(0) } })
    ])
    expect(text(p, ["regular", "regular"])).toBe("1/2 podPhase 6")
  })
  it("§14 a waiting reason overrides the phase; the first container's reason wins", () => {
    const p = input("Running", [
      st({ name: "a", state: waiting("ContainerWaitingReason"), restartCount: 3 }),
      st({ name: "b", state: waiting("Other") })
    ])
    expect(text(p, ["regular", "regular"])).toBe("0/2 ContainerWaitingReason 3")
  })
  it("§14 Completed with a running container: NotReady without Ready, Running with Ready", () => {
    const cs = [st({ name: "a", state: terminated("Completed", 0) }), st({ name: "b", ready: true })]
    expect(text(input("Running", cs), ["regular", "regular"])).toBe("1/2 NotReady 0")
    expect(text(input("Running", cs, { conditions: [cond("Ready", "True")] }), ["regular", "regular"])).toBe(
      "1/2 Running 0"
    )
  })
  it("§14 `Init:0/1` with `3 (10s ago)`; `Init:0/2`; `Init:1/2 5 (10s ago)`", () => {
    const init = st({
      name: "i",
      kind: "init",
      restartCount: 3,
      lastState: lastAt(10),
      state: waiting("PodInitializing")
    })
    expect(
      text(input("Pending", [init, st({ name: "app", state: waiting("PodInitializing") })]), ["init", "regular"])
    ).toBe("0/1 Init:0/1 3 (10s ago)")
    expect(
      text(input("Pending", [st({ name: "i1", kind: "init" }), st({ name: "i2", kind: "init" })]), [
        "init",
        "init",
        "regular"
      ])
    ).toBe("0/1 Init:0/2 0")
    const done = st({ name: "i1", kind: "init", state: terminated("Completed", 0) })
    const second = st({ name: "i2", kind: "init", restartCount: 5, lastState: lastAt(10) })
    expect(text(input("Pending", [done, second]), ["init", "init", "regular"])).toBe("0/1 Init:1/2 5 (10s ago)")
  })
  it("§14 initialized pod: `Running 4 (20s ago)` — init restarts no longer counted", () => {
    const p = input(
      "Running",
      [
        st({ name: "i", kind: "init", restartCount: 3, lastState: lastAt(10), state: terminated("Completed", 0) }),
        st({ name: "app", ready: true, restartCount: 4, lastState: lastAt(20) })
      ],
      { conditions: [cond("Initialized", "True")] }
    )
    expect(text(p, ["init", "regular"])).toBe("1/1 Running 4 (20s ago)")
  })
  it("§14 `3 (5d ago)`, `2/2 Running 3 (10d ago)`", () => {
    const five = input("Running", [st({ name: "a", ready: true, restartCount: 3, lastState: lastAt(5 * 86400) })])
    expect(text(five, ["regular"])).toBe("1/1 Running 3 (5d ago)")
    const ten = input("Running", [
      st({ name: "a", ready: true, restartCount: 3, lastState: lastAt(10 * 86400) }),
      st({ name: "b", ready: true })
    ])
    expect(text(ten, ["regular", "regular"])).toBe("2/2 Running 3 (10d ago)")
  })
  it("§14 `SchedulingGated 0/2`", () => {
    const p = input("Pending", [], { conditions: [cond("PodScheduled", "False", "SchedulingGated")] })
    expect(text(p, ["regular", "regular"])).toBe("0/2 SchedulingGated 0")
  })
  it("§14 Succeeded `0/1 Completed`, Failed `0/1 Error`", () => {
    expect(text(input("Succeeded", [st({ name: "a", state: terminated("Completed", 0) })]), ["regular"])).toBe(
      "0/1 Completed 0"
    )
    expect(text(input("Failed", [st({ name: "a", state: terminated("Error", 1) })]), ["regular"])).toBe("0/1 Error 0")
  })
  it("§14 deleted: Succeeded → Completed, Running → Terminating, Pending → Terminating, NodeLost → Unknown", () => {
    const d = { deletionTimestamp: ms(1) }
    expect(text(input("Succeeded", [st({ name: "a", state: terminated("Completed", 0) })], d), ["regular"])).toBe(
      "0/1 Completed 0"
    )
    expect(text(input("Running", [st({ name: "a", ready: true })], d), ["regular"])).toBe("1/1 Terminating 0")
    expect(text(input("Pending", [], d), ["regular"])).toBe("0/1 Terminating 0")
    expect(text(input("Running", [st({ name: "a", ready: true })], { ...d, reason: "NodeLost" }), ["regular"])).toBe(
      "1/1 Unknown 0"
    )
  })
  it("§14 sidecars: (first running, not started) `0/3 Init:0/2`; (first started, second not) `0/3 Init:1/2`", () => {
    const kinds: Array<"sidecar" | "regular"> = ["sidecar", "sidecar", "regular"]
    const notStarted = (name: string) => st({ name, kind: "sidecar" })
    expect(text(input("Pending", [notStarted("s1"), notStarted("s2")]), kinds)).toBe("0/3 Init:0/2 0")
    const started = st({ name: "s1", kind: "sidecar", started: true })
    expect(text(input("Pending", [started, notStarted("s2")]), kinds)).toBe("0/3 Init:1/2 0")
  })
  it("§14 Init:<reason> for a waiting init container and for a failed one", () => {
    const kinds: Array<"init" | "regular"> = ["init", "regular"]
    expect(text(input("Pending", [st({ name: "i", kind: "init", state: waiting("CrashLoopBackOff") })]), kinds)).toBe(
      "0/1 Init:CrashLoopBackOff 0"
    )
    expect(text(input("Pending", [st({ name: "i", kind: "init", state: terminated("Error", 1) })]), kinds)).toBe(
      "0/1 Init:Error 0"
    )
  })
})

describe("HumanDuration (kubelet-rules §14)", () => {
  it.each([
    [0, "0s"],
    [119, "119s"],
    [120, "2m"],
    [150, "2m30s"],
    [599, "9m59s"],
    [600, "10m"],
    [179 * 60, "179m"],
    [3 * 3600, "3h"],
    [3 * 3600 + 600, "3h10m"],
    [8 * 3600, "8h"],
    [47 * 3600, "47h"],
    [48 * 3600, "2d"],
    [5 * 86400 + 3600, "5d1h"],
    [10 * 86400, "10d"]
  ])("%ss → %s", (seconds, expected) => {
    expect(Duration.formatHuman(seconds * 1000)).toBe(expected)
  })
})
