import { describe, expect, it } from "vitest"
import type { Millis } from "../src/Duration.ts"
import type { TimelineRecord } from "../src/Timeline.ts"
import * as Timeline from "../src/Timeline.ts"
import { container, describe1, ev, exitsAfter, pod, s, simulate, times } from "./helpers.ts"

const starts = (records: ReadonlyArray<TimelineRecord>, name = "app") =>
  times(records, (r) => r._tag === "ContainerStarted" && r.container === name)
const lines = (records: ReadonlyArray<TimelineRecord>, at: number) => records.filter((r) => r.at === at).map(describe1)

describe("Simulation.run: the walking skeleton", () => {
  it("§10.2/§17.2 records at the scheduling instant come in kubelet order", () => {
    const out = simulate({ until: s(1) })
    expect(lines(Timeline.expanded(out.timeline), 0)).toEqual([
      "0s PodCreated",
      "0s phase Pending",
      "0s columns Pending 0/1 0",
      "0s NodeAssigned",
      "0s PodScheduled=True",
      "0s event Scheduled: Successfully assigned default/web to node-1",
      "0s PodReadyToStartContainers=False PodSandboxNotReady",
      "0s Initialized=True",
      "0s Ready=False ContainersNotReady",
      "0s ContainersReady=False ContainersNotReady",
      "0s app Waiting ContainerCreating ready=false restarts=0",
      "0s columns ContainerCreating 0/1 0",
      '0s event Pulling: Pulling image "registry.example/app:1.0"',
      '0s event Pulled: Successfully pulled image "registry.example/app:1.0" in 0s (0s including waiting). Image size: 96209689 bytes.',
      "0s event Created: Container created",
      "0s event Started: Container started",
      "0s start app run 1",
      "0s PodReadyToStartContainers=True",
      "0s app Running ready=true restarts=0",
      "0s ContainersReady=True",
      "0s Ready=True",
      "0s phase Running",
      "0s columns Running 1/1 0"
    ])
  })

  it("§5.2 a container exiting 1 every 1s under Always starts at 0, 1, 12, 33, 74, 155, 316", () => {
    const out = simulate({ behaviours: [exitsAfter("app", 1, s(1))], until: s(400) })
    expect(starts(Timeline.expanded(out.timeline))).toEqual([0, 1, 12, 33, 74, 155, 316])
    const view = Timeline.stateAt(out.timeline, "web", s(20))!
    expect(view.phase).toBe("Running")
    const app = view.containers[0]!
    expect(app.state).toEqual({
      _tag: "Waiting",
      reason: "CrashLoopBackOff",
      message: "back-off 20s restarting failed container=app pod=web_default(uid-1)"
    })
    expect(app.restartCount).toBe(2)
    expect(app.lastState?.exitCode).toBe(1)
    expect(app.lastState?.finishedAt).toBe(s(13))
    expect(view.columns).toEqual({ status: "CrashLoopBackOff", ready: "0/1", restarts: 2, lastRestartAt: s(13) })
  })

  it("§5.2 the cap: delays 160s then 300s (320 capped), messages in Go duration text", () => {
    const out = simulate({ behaviours: [exitsAfter("app", 1, s(1))], until: s(1000) })
    expect(starts(Timeline.expanded(out.timeline))).toEqual([0, 1, 12, 33, 74, 155, 316, 617, 918])
    const messages = Timeline.expanded(out.timeline).flatMap((r) =>
      r._tag === "ContainerStatusChanged" &&
      r.status.state._tag === "Waiting" &&
      r.status.state.reason === "CrashLoopBackOff"
        ? [r.status.state.message?.split(" ")[1]]
        : []
    )
    expect(messages).toEqual(["10s", "20s", "40s", "1m20s", "2m40s", "5m0s", "5m0s", "5m0s"])
  })

  it("§5.1/§5.2 a crash loop at its cap is jumped over: 1000h of it in a few dozen steps", () => {
    // stepped, it is 23,931 steps; the checks that keep a pod that never repeats cheap must not keep this one out
    const out = simulate({ behaviours: [exitsAfter("app", 1, s(1))], until: s(3_600_000) })
    expect(out.steps).toBeLessThan(100)
    expect(Timeline.stateAt(out.timeline, "web", s(3_600_000))!.containers[0]!.restartCount).toBe(11_965)
  })

  it("§15/§17.10 one BackOff event per crash-loop wait, with the exact message", () => {
    const out = simulate({ behaviours: [exitsAfter("app", 1, s(1))], until: s(40) })
    const backoffs = Timeline.expanded(out.timeline).filter((r) => r._tag === "EventRecorded" && r.reason === "BackOff")
    expect(backoffs.map((r) => r.at / 1000)).toEqual([2, 13, 34])
    expect(backoffs[0]).toMatchObject({
      type: "Warning",
      message: "Back-off restarting failed container app in pod web_default(uid-1)",
      container: "app",
      cause: { rule: "§5.1" }
    })
  })

  it("§5.1 step 5: a run that crashes more than 600s after its restart restarts at once (reset)", () => {
    const out = simulate({
      behaviours: [
        exitsAfter("app", 1, s(1)),
        { ...exitsAfter("app", 1, s(700)), runs: { _tag: "SomeRuns", from: 3, to: 3 } }
      ],
      until: s(800)
    })
    // runs: 0→1 exit, restart 1 →2 exit, restart 12 (run 3) runs 700s → exit 712 > 12 + 600: immediate restart
    expect(starts(Timeline.expanded(out.timeline))).toEqual([0, 1, 12, 712, 723, 744, 785])
  })

  it("§4 restartPolicy OnFailure: exit 0 → Succeeded, exit 1 → restarted", () => {
    const ok = simulate({ pods: [pod({ restartPolicy: "OnFailure" })], behaviours: [exitsAfter("app", 0, s(5))] })
    const end = Timeline.stateAt(ok.timeline, "web", s(600))!
    expect(end.phase).toBe("Succeeded")
    expect(end.columns.status).toBe("Completed")
    expect(end.conditions.map((c) => `${c.type}=${c.status}${c.reason ? `/${c.reason}` : ""}`)).toEqual([
      "PodReadyToStartContainers=False/PodSandboxNotReady",
      "Initialized=True/PodCompleted",
      "Ready=False/PodCompleted",
      "ContainersReady=False/PodCompleted",
      "PodScheduled=True"
    ])
    const bad = simulate({
      pods: [pod({ restartPolicy: "OnFailure" })],
      behaviours: [exitsAfter("app", 1, s(5))],
      until: s(30)
    })
    expect(starts(Timeline.expanded(bad.timeline))).toEqual([0, 5, 20])
  })

  it("§2.2 restartPolicy Never: exit 1 → Failed with reason Error; terminal phase is sticky (§2.3)", () => {
    const out = simulate({
      pods: [pod({ restartPolicy: "Never" })],
      behaviours: [exitsAfter("app", 1, s(5))],
      events: [ev(s(10), { _tag: "ContainerExits", pod: "web", container: "app", exitCode: 0 })]
    })
    const v = Timeline.stateAt(out.timeline, "web", s(6))!
    expect(v.phase).toBe("Failed")
    expect(v.columns.status).toBe("Error")
    expect(out.rejections).toEqual([
      {
        index: 0,
        at: s(10),
        reason: "container app is not running: it terminated at 5s (exit 1)",
        possibleAt: undefined
      }
    ])
  })

  it("§7.6 a sidecar that exited while its pod terminates cannot exit again: nothing restarts it", () => {
    const out = simulate({
      pods: [pod({ initContainers: [container("logger", { kind: "sidecar", restartPolicy: "Always" })] })],
      behaviours: [{ _tag: "IgnoresSignal", pod: "web", container: "app", signal: "SIGTERM" }],
      events: [
        ev(s(10), { _tag: "PodDeleted", pod: "web", grace: undefined }),
        ev(s(15), { _tag: "ContainerExits", pod: "web", container: "logger", exitCode: 1 }),
        ev(s(20), { _tag: "ContainerExits", pod: "web", container: "logger", exitCode: 1 })
      ]
    })
    expect(starts(Timeline.expanded(out.timeline), "logger")).toEqual([0])
    expect(out.rejections.map((r) => [r.index, r.reason])).toEqual([
      [
        2,
        "container logger is not running: it terminated at 15s (exit 1), and the pod is terminating: it does not start again"
      ]
    ])
  })

  it("§3.3 OOM kill: exit 137 with reason OOMKilled", () => {
    const out = simulate({
      pods: [pod({ restartPolicy: "Never" })],
      behaviours: [{ _tag: "OomKilledAfter", pod: "web", container: "app", after: s(20), runs: { _tag: "AllRuns" } }]
    })
    const app = Timeline.stateAt(out.timeline, "web", s(30))!.containers[0]!
    expect(app.state).toMatchObject({ _tag: "Terminated", exitCode: 137, reason: "OOMKilled" })
    expect(Timeline.stateAt(out.timeline, "web", s(30))!.columns.status).toBe("OOMKilled")
  })

  it("§4.2 container restartPolicyRules: pod Never + container Never + rule In [42]", () => {
    const app = container("app", {
      restartPolicy: "Never",
      restartPolicyRules: [{ action: "Restart", operator: "In", values: [42] }]
    })
    const out = simulate({
      pods: [pod({ restartPolicy: "Never", containers: [app] })],
      behaviours: [
        { ...exitsAfter("app", 42, s(5)), runs: { _tag: "SomeRuns", from: 1, to: 1 } },
        exitsAfter("app", 1, s(5))
      ]
    })
    expect(starts(Timeline.expanded(out.timeline))).toEqual([0, 5])
    const v = Timeline.stateAt(out.timeline, "web", s(60))!
    expect(v.phase).toBe("Failed")
    expect(v.containers[0]!.restartCount).toBe(1)
  })

  it("§5 rejection: an exit while waiting in CrashLoopBackOff names the restart instant", () => {
    const out = simulate({
      behaviours: [exitsAfter("app", 1, s(1))],
      events: [
        ev(s(5), { _tag: "ContainerExits", pod: "web", container: "app", exitCode: 1 }),
        ev(s(12), { _tag: "ContainerExits", pod: "web", container: "app", exitCode: 3 })
      ],
      until: s(20)
    })
    expect(out.rejections).toEqual([
      { index: 0, at: s(5), reason: "container app is waiting in CrashLoopBackOff until 12s", possibleAt: s(12) }
    ])
    // the exit at the restart instant happens right after the restart
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerExited")).toEqual([1, 2, 12])
  })

  it("§17.2 several pods are created in order and each scheduled to the first node", () => {
    const out = simulate({ pods: [pod(), pod({ name: "db", uid: "uid-2" })], until: s(1) })
    const assigned = Timeline.expanded(out.timeline).filter((r) => r._tag === "NodeAssigned")
    expect(assigned.map((r) => (r._tag === "NodeAssigned" ? `${r.pod}@${r.node}` : ""))).toEqual([
      "web@node-1",
      "db@node-1"
    ])
    expect(Timeline.stateAt(out.timeline, "db", s(0))!.phase).toBe("Running")
  })

  it("§8 image cache: first start pulls, later starts of IfNotPresent images are already present; Always pulls every time", () => {
    const out = simulate({
      pods: [
        pod({
          containers: [
            container("app"),
            container("b", { image: "registry.example/app:1.0", imagePullPolicy: "Always" })
          ]
        })
      ],
      until: s(1)
    })
    const msgs = Timeline.expanded(out.timeline).flatMap((r) =>
      r._tag === "EventRecorded" && r.reason.startsWith("Pull") ? [`${r.container} ${r.reason}`] : []
    )
    expect(msgs).toEqual(["app Pulling", "app Pulled", "b Pulling", "b Pulled"])
  })

  it("determinism: the same input gives deep-equal output (property over several scenarios)", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const opts = {
        pods: [pod({ restartPolicy: (["Always", "OnFailure", "Never"] as const)[seed % 3]! })],
        behaviours: [exitsAfter("app", seed % 2, s(seed))],
        events: [ev(s(seed * 7), { _tag: "PodDeleted", pod: "web", grace: s(seed % 5) as Millis })],
        until: s(200)
      }
      expect(simulate(opts)).toEqual(simulate(opts))
    }
  })

  it("bounded work: a run stops at maxSteps and says so", () => {
    const out = simulate({
      behaviours: [exitsAfter("app", 1, 0)],
      kubelet: { maxContainerRestartPeriod: 0 as Millis },
      until: s(10),
      maxSteps: 5000
    })
    expect(out.truncated).toBe(true)
    expect(out.steps).toBe(5000)
    expect(out.timeline.end).toBe(0)
  })
})

describe("Kubelet.step is pure", () => {
  it("never modifies the state it is given (xstate-style transition)", async () => {
    const Kubelet = await import("../src/Kubelet.ts")
    const Settings = await import("../src/Settings.ts")
    const [state0, inputs] = Kubelet.init({
      pods: [pod({ initContainers: [container("s", { kind: "sidecar", restartPolicy: "Always" })] })],
      nodes: [],
      kubelet: Settings.defaultKubelet,
      cluster: Settings.defaultCluster,
      behaviours: [exitsAfter("app", 1, s(1))],
      events: [ev(s(3), { _tag: "PodDeleted", pod: "web", grace: undefined })]
    })
    let state = state0
    const queue = [...inputs]
    for (let n = 0; n < 50 && queue.length > 0; n++) {
      queue.sort((a, b) => a.at - b.at)
      const input = queue.shift()!
      const before = structuredClone(state)
      const [next, actions] = Kubelet.step(state, input)
      expect(state).toStrictEqual(before)
      for (const a of actions) if (a._tag === "Schedule") queue.push(a.input)
      state = next
    }
  })
})
