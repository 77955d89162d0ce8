import { describe, expect, it } from "vitest"
import type { Millis } from "../src/Duration.ts"
import * as Timeline from "../src/Timeline.ts"
import { container, ev, exitsAfter, pod, probe, s, simulate } from "./helpers.ts"

describe("Timeline queries", () => {
  const out = simulate({ behaviours: [exitsAfter("app", 1, s(1))], until: s(40) })
  const timeline = out.timeline

  it("cursor starts before any record; advanceTo applies records with at <= t; nextInstant is the next record time", () => {
    const c = Timeline.cursor(timeline)
    expect(c.now).toBe(-1)
    expect(c.pod("web")).toBeUndefined()
    expect(c.nextInstant()).toBe(0)
    c.advanceTo(0 as Millis)
    expect(c.now).toBe(0)
    expect(c.pod("web")?.phase).toBe("Running")
    expect(c.nextInstant()).toBe(s(1))
    c.advanceTo(s(5))
    expect(c.nextInstant()).toBe(s(12))
    expect(c.pod("web")?.containers[0]?.state._tag).toBe("Waiting")
  })

  it("nextChange skips probe runs and Events: the next instant a record changes a pod's view", () => {
    // a readiness probe every 10s: ready at its first run (0s, with the start), then only probe runs until 1h
    const ready = simulate({
      pods: [pod({ containers: [container("app", { readinessProbe: probe() })] })],
      until: s(3600)
    })
    const c = Timeline.cursor(ready.timeline)
    c.advanceTo(0 as Millis)
    expect(c.nextInstant()).toBe(s(10))
    expect(c.nextChange()).toBeUndefined()
    const changes: Array<number> = []
    const d = Timeline.cursor(timeline)
    for (let t = d.nextChange(); t !== undefined; t = d.nextChange()) {
      changes.push(t)
      d.advanceTo(t)
    }
    const happenings = new Set(["ContainerStarted", "ContainerExited", "SignalSent", "HookStarted", "HookFinished"])
    for (const tag of ["ProbeExecuted", "EventRecorded", "WorldEventApplied", "NodeReadyChanged"]) happenings.add(tag)
    const stateChanges = new Set<number>()
    for (const r of Timeline.eachRecord(timeline)) if (!happenings.has(r._tag)) stateChanges.add(r.at)
    expect(changes).toStrictEqual([...stateChanges])
  })

  it("PodView snapshots are immutable: a change replaces the view", () => {
    const c = Timeline.cursor(timeline)
    c.advanceTo(0 as Millis)
    const before = c.pod("web")!
    const json = JSON.stringify(before)
    c.advanceTo(s(1))
    expect(c.pod("web")).not.toBe(before)
    expect(JSON.stringify(before)).toBe(json)
    c.advanceTo(s(1))
    const same = c.pod("web")
    c.advanceTo(s(1))
    expect(c.pod("web")).toBe(same)
  })

  it("stateAt is the state after everything at t (language reference §6): an immediate restart hides `terminated Error`", () => {
    const at1 = Timeline.stateAt(timeline, "web", s(1))!
    expect(at1.containers[0]!.state._tag).toBe("Running")
    expect(at1.containers[0]!.restartCount).toBe(1)
    expect(Timeline.recordsOf(timeline, "ContainerStatusChanged", { from: s(1), to: s(1) }).length).toBe(2)
  })

  it("conditions are listed in kubelet order (§10.1), readiness gates first", () => {
    const gated = simulate({
      pods: [pod({ readinessGates: ["example.com/ready"] })],
      events: [ev(s(5), { _tag: "ConditionPatched", pod: "web", conditionType: "example.com/ready", status: "True" })],
      until: s(10)
    })
    const at0 = Timeline.stateAt(gated.timeline, "web", 0 as Millis)!
    expect(at0.conditions.find((c) => c.type === "Ready")).toMatchObject({
      status: "False",
      reason: "ReadinessGatesNotReady",
      message: 'corresponding condition of pod readiness gate "example.com/ready" does not exist.'
    })
    const at5 = Timeline.stateAt(gated.timeline, "web", s(5))!
    expect(at5.conditions.map((c) => `${c.type}=${c.status}`)).toEqual([
      "example.com/ready=True",
      "PodReadyToStartContainers=True",
      "Initialized=True",
      "Ready=True",
      "ContainersReady=True",
      "PodScheduled=True"
    ])
    expect(at5.conditions.find((c) => c.type === "Ready")?.lastTransitionTime).toBe(s(5))
  })

  it("a removed pod keeps its last status", () => {
    const gone = simulate({ events: [ev(s(10), { _tag: "PodDeleted", pod: "web", grace: undefined })], until: s(60) })
    const v = Timeline.stateAt(gone.timeline, "web", s(60))!
    expect(v.removed).toBe(true)
    expect(v.phase).toBe("Succeeded")
    expect(v.deletionTimestamp).toBe(s(40))
  })

  it("formatRestarts prints `n (<HumanDuration> ago)` (§14 step 6)", () => {
    const v = Timeline.stateAt(timeline, "web", s(20))!
    expect(Timeline.formatRestarts(v.columns, s(20))).toBe("2 (7s ago)")
    expect(
      Timeline.formatRestarts({ status: "Running", ready: "1/1", restarts: 0, lastRestartAt: undefined }, s(5))
    ).toBe("0")
  })

  it("the timeline lists pods and containers in status order (init and sidecars first)", () => {
    const two = simulate({
      pods: [
        pod({ initContainers: [container("init", { kind: "init" })], containers: [container("a"), container("b")] })
      ],
      until: s(1)
    })
    expect(two.timeline.pods).toEqual([
      {
        name: "web",
        containers: [
          { name: "init", kind: "init" },
          { name: "a", kind: "regular" },
          { name: "b", kind: "regular" }
        ]
      }
    ])
  })
})
