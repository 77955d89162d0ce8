import { describe, expect, it } from "vitest"
import type { Behaviour } from "../src/Behaviour.ts"
import type { Millis } from "../src/Duration.ts"
import type { TimelineRecord } from "../src/Timeline.ts"
import * as Timeline from "../src/Timeline.ts"
import { container, describe1, ev, exitsAfter, pod, probe, s, simulate, times } from "./helpers.ts"

const probeAnswers = (
  c: string,
  type: "startup" | "liveness" | "readiness",
  succeeds: boolean,
  after: number
): Behaviour => ({
  _tag: "ProbeAnswersAfter",
  pod: "web",
  container: c,
  probe: type,
  succeeds,
  after: after as Millis,
  runs: { _tag: "AllRuns" }
})
const probes = (records: ReadonlyArray<TimelineRecord>, type: string) =>
  records.flatMap((r) => (r._tag === "ProbeExecuted" && r.probe === type ? [`${r.at / 1000}:${r.result}`] : []))
const of = (records: ReadonlyArray<TimelineRecord>, f: (l: string) => boolean) => records.map(describe1).filter(f)

describe("probes (kubelet-rules §9.4 schedule)", () => {
  it("§9.4 liveness (defaults) whose endpoint fails from S+15 fails at S+40: probes at 10, 20, 30, 40", () => {
    const p = pod({ containers: [container("app", { livenessProbe: probe() })] })
    const out = simulate({ pods: [p], behaviours: [probeAnswers("app", "liveness", false, s(15))], until: s(41) })
    expect(probes(Timeline.expanded(out.timeline), "liveness")).toEqual([
      "10:success",
      "20:failure",
      "30:failure",
      "40:failure"
    ])
    expect(of(Timeline.expanded(out.timeline), (l) => l.includes("Killing"))).toEqual([
      "40s event Killing: Container app failed liveness probe, will be restarted"
    ])
  })

  it("§9.4 initial delay filters candidates: delay 15 / period 10 → first probe at S+20; delay 20 → S+20", () => {
    for (const delay of [15, 20]) {
      const p = pod({ containers: [container("app", { livenessProbe: probe({ initialDelay: s(delay) }) })] })
      const out = simulate({ pods: [p], until: s(35) })
      expect(probes(Timeline.expanded(out.timeline), "liveness")).toEqual(["20:success", "30:success"])
    }
  })

  it("§9.4 a startup probe (period 10, threshold 3) that never succeeds fails at S+30 and kills the container", () => {
    const p = pod({ containers: [container("app", { startupProbe: probe(), livenessProbe: probe() })] })
    const out = simulate({ pods: [p], behaviours: [probeAnswers("app", "startup", true, s(1000))], until: s(31) })
    expect(probes(Timeline.expanded(out.timeline), "startup")).toEqual(["10:failure", "20:failure", "30:failure"])
    expect(probes(Timeline.expanded(out.timeline), "liveness")).toEqual([])
    expect(of(Timeline.expanded(out.timeline), (l) => l.includes("Killing"))).toEqual([
      "30s event Killing: Container app failed startup probe, will be restarted"
    ])
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted")).toEqual([0, 30])
  })

  it("§9.3/§9.4 readiness runs at once when the container is started, then every period; Ready follows", () => {
    const p = pod({ containers: [container("app", { readinessProbe: probe() })] })
    const out = simulate({ pods: [p], until: s(25) })
    expect(probes(Timeline.expanded(out.timeline), "readiness")).toEqual(["0:success", "10:success", "20:success"])
    const v = Timeline.stateAt(out.timeline, "web", s(0))!
    expect(v.conditions.find((c) => c.type === "Ready")?.status).toBe("True")
  })

  it("§9.4 readiness after a startup probe: R = the startup success instant; liveness strictly after R", () => {
    const p = pod({
      containers: [container("app", { startupProbe: probe(), readinessProbe: probe(), livenessProbe: probe() })]
    })
    const out = simulate({ pods: [p], behaviours: [probeAnswers("app", "startup", true, s(25))], until: s(45) })
    expect(probes(Timeline.expanded(out.timeline), "startup")).toEqual(["10:failure", "20:failure", "30:success"])
    expect(probes(Timeline.expanded(out.timeline), "readiness")).toEqual(["30:success", "40:success"])
    expect(probes(Timeline.expanded(out.timeline), "liveness")).toEqual(["40:success"])
    expect(Timeline.stateAt(out.timeline, "web", s(29))!.containers[0]!.started).toBe(false)
    expect(Timeline.stateAt(out.timeline, "web", s(30))!.containers[0]!.ready).toBe(true)
  })

  it("§9.4 a readiness flip to Failure re-probes at once (one more Unhealthy)", () => {
    const p = pod({ containers: [container("app", { readinessProbe: probe({ failureThreshold: 1 }) })] })
    const out = simulate({
      pods: [p],
      events: [ev(s(15), { _tag: "ProbeAnswers", pod: "web", container: "app", probe: "readiness", answer: "fails" })],
      until: s(30)
    })
    expect(probes(Timeline.expanded(out.timeline), "readiness")).toEqual([
      "0:success",
      "10:success",
      "20:failure",
      "20:failure",
      "30:failure"
    ])
    expect(Timeline.stateAt(out.timeline, "web", s(20))!.columns.ready).toBe("0/1")
  })

  it("§9.1 an errored probe is discarded: no result change, an Unhealthy event", () => {
    const p = pod({ containers: [container("app", { livenessProbe: probe({ failureThreshold: 1 }) })] })
    const out = simulate({
      pods: [p],
      events: [ev(s(5), { _tag: "ProbeAnswers", pod: "web", container: "app", probe: "liveness", answer: "errors" })],
      until: s(30)
    })
    expect(probes(Timeline.expanded(out.timeline), "liveness")).toEqual(["10:error", "20:error", "30:error"])
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted")).toEqual([0])
    expect(of(Timeline.expanded(out.timeline), (l) => l.includes("Unhealthy"))[0]).toBe(
      "10s event Unhealthy: Liveness probe errored and resulted in unknown state: probe errored (scenario)"
    )
  })

  it("§5.6 a container killed every 40s by liveness restarts at once 5 times, then backs off (restart at 320s)", () => {
    const p = pod({ containers: [container("app", { livenessProbe: probe() })] })
    const out = simulate({ pods: [p], behaviours: [probeAnswers("app", "liveness", false, s(15))], until: s(330) })
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted")).toEqual([
      0, 40, 80, 120, 160, 200, 320
    ])
  })

  it("rejection: a probe event for a probe the container does not have", () => {
    const out = simulate({
      events: [ev(s(5), { _tag: "ProbeAnswers", pod: "web", container: "app", probe: "readiness", answer: "fails" })]
    })
    expect(out.rejections[0]?.reason).toBe("container app has no readiness probe")
  })
})

describe("init containers and sidecars (kubelet-rules §6, §7)", () => {
  const initPod = (restartPolicy: "Always" | "Never" = "Always") =>
    pod({
      restartPolicy,
      initContainers: [
        container("init-db", { kind: "init" }),
        container("logger", { kind: "sidecar", restartPolicy: "Always" })
      ]
    })

  it("§6/§7.1 init containers run one at a time; the sidecar starts after init-db exits 0, then the app", () => {
    const out = simulate({ pods: [initPod()], behaviours: [exitsAfter("init-db", 0, s(5))], until: s(10) })
    const order = Timeline.expanded(out.timeline).flatMap((r) =>
      r._tag === "ContainerStarted" || r._tag === "ContainerExited" ? [`${r.at / 1000} ${r._tag} ${r.container}`] : []
    )
    expect(order).toEqual([
      "0 ContainerStarted init-db",
      "5 ContainerExited init-db",
      "5 ContainerStarted logger",
      "5 ContainerStarted app"
    ])
    expect(Timeline.stateAt(out.timeline, "web", s(4))!.columns.status).toBe("Init:0/2")
    const v = Timeline.stateAt(out.timeline, "web", s(5))!
    expect([v.phase, v.columns.status, v.columns.ready]).toEqual(["Running", "Running", "2/2"])
  })

  it("§6 a failing init container under Never fails the pod; under Always it crash-loops (Init:CrashLoopBackOff)", () => {
    const never = simulate({ pods: [initPod("Never")], behaviours: [exitsAfter("init-db", 1, s(5))], until: s(60) })
    const v = Timeline.stateAt(never.timeline, "web", s(60))!
    expect([v.phase, v.columns.status]).toEqual(["Failed", "Init:Error"])
    expect(
      times(Timeline.expanded(never.timeline), (r) => r._tag === "ContainerStarted" && r.container === "app")
    ).toEqual([])
    const always = simulate({ pods: [initPod()], behaviours: [exitsAfter("init-db", 1, s(5))], until: s(60) })
    expect(times(Timeline.expanded(always.timeline), (r) => r._tag === "ContainerStarted")).toEqual([0, 5, 20, 45])
    expect(Timeline.stateAt(always.timeline, "web", s(12))!.columns.status).toBe("Init:CrashLoopBackOff")
    expect(Timeline.stateAt(always.timeline, "web", s(12))!.phase).toBe("Pending")
  })

  it("§7.2 an exited sidecar is restarted whatever the pod policy; the pod stays Running", () => {
    const out = simulate({
      pods: [initPod("Never")],
      behaviours: [exitsAfter("init-db", 0, s(1)), exitsAfter("logger", 1, s(10))],
      until: s(40)
    })
    expect(
      times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted" && r.container === "logger")
    ).toEqual([1, 11, 31])
    expect(Timeline.stateAt(out.timeline, "web", s(15))!.phase).toBe("Running")
    expect(Timeline.stateAt(out.timeline, "web", s(15))!.conditions.find((c) => c.type === "Initialized")?.status).toBe(
      "True"
    )
  })

  it("§7.5 a Job-style pod: main container done → sidecars stopped → Succeeded published after they stop", () => {
    const out = simulate({
      pods: [initPod("Never")],
      behaviours: [
        exitsAfter("init-db", 0, s(1)),
        exitsAfter("app", 0, s(10)),
        { _tag: "StopsAfterSignal", pod: "web", container: "logger", signal: "SIGTERM", after: s(4) }
      ],
      until: s(30)
    })
    expect(
      of(Timeline.expanded(out.timeline), (l) => l.includes("signal") || l.includes("phase") || l.includes("exit "))
    ).toEqual([
      "0s phase Pending",
      "1s exit init-db 0 Completed",
      "1s phase Running",
      "11s exit app 0 Completed",
      "11s signal SIGTERM logger",
      "15s exit logger 0 Completed",
      "15s phase Succeeded"
    ])
  })
})

describe("hooks and image pulls (kubelet-rules §8, §5.5, §17.4, §17.12)", () => {
  it("§17.12 postStart 3s: status not republished until the hook returns (Running with startedAt = the start)", () => {
    const p = pod({ containers: [container("app", { postStart: { handler: "exec", sleep: undefined } })] })
    const out = simulate({
      pods: [p],
      behaviours: [
        {
          _tag: "HookTakes",
          pod: "web",
          container: "app",
          hook: "postStart",
          duration: s(3),
          runs: { _tag: "AllRuns" }
        }
      ],
      until: s(5)
    })
    const at2 = Timeline.stateAt(out.timeline, "web", s(2))!
    expect(at2.containers[0]!.state._tag).toBe("Waiting")
    expect(at2.conditions.find((c) => c.type === "PodReadyToStartContainers")?.status).toBe("False")
    const at3 = Timeline.stateAt(out.timeline, "web", s(3))!
    expect(at3.containers[0]!.state).toEqual({ _tag: "Running", startedAt: 0 })
    expect(at3.phase).toBe("Running")
  })

  it("§8 a failing postStart: FailedPostStartHook, the container is killed and restarted per policy", () => {
    const p = pod({ containers: [container("app", { postStart: { handler: "exec", sleep: undefined } })] })
    const out = simulate({
      pods: [p],
      behaviours: [
        {
          _tag: "HookFailsAfter",
          pod: "web",
          container: "app",
          hook: "postStart",
          after: s(1),
          runs: { _tag: "AllRuns" }
        }
      ],
      until: s(5)
    })
    expect(
      of(Timeline.expanded(out.timeline), (l) => /FailedPostStart|Killing|exit |start app/.test(l)).slice(0, 5)
    ).toEqual([
      "0s start app run 1",
      "1s event FailedPostStartHook: PostStartHook failed",
      "1s event Killing: FailedPostStartHook",
      "1s exit app 0 Completed",
      "1s start app run 2"
    ])
  })

  it("§5.5/§17.4 a failing pull: ErrImagePull at T, ImagePullBackOff at T+1s, retries at 10, 30, 70", () => {
    const out = simulate({
      behaviours: [{ _tag: "ImagePullFails", pod: "web", container: "app" }],
      events: [ev(s(50), { _tag: "ImagePullSucceeds", pod: "web", container: "app" })],
      until: s(80)
    })
    const reasons = Timeline.expanded(out.timeline).flatMap((r) =>
      r._tag === "ContainerStatusChanged" && r.status.state._tag === "Waiting"
        ? [`${r.at / 1000} ${r.status.state.reason}`]
        : []
    )
    expect(reasons).toEqual([
      "0 ContainerCreating",
      "0 ErrImagePull",
      "1 ImagePullBackOff",
      "10 ErrImagePull",
      "11 ImagePullBackOff",
      "30 ErrImagePull",
      "31 ImagePullBackOff"
    ])
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted")).toEqual([70])
  })

  it("§8/§17.12 a 20s pull blocks the sync: the next container starts after it", () => {
    const p = pod({ containers: [container("app"), container("b")] })
    const out = simulate({
      pods: [p],
      behaviours: [{ _tag: "ImagePullTakes", pod: "web", container: "app", duration: s(20) }],
      until: s(25)
    })
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted")).toEqual([20, 20])
    expect(Timeline.stateAt(out.timeline, "web", s(10))!.columns.status).toBe("ContainerCreating")
  })
})

describe("termination (kubelet-rules §11)", () => {
  const withPreStop = (preStop: number | undefined) =>
    pod({
      containers: [
        container("app", { preStop: preStop === undefined ? undefined : { handler: "sleep", sleep: s(preStop) } })
      ]
    })
  const signals = (records: ReadonlyArray<TimelineRecord>) =>
    records.flatMap((r) => (r._tag === "SignalSent" ? [`${r.at / 1000} ${r.signal}`] : []))
  const ignore: Behaviour = { _tag: "IgnoresSignal", pod: "web", container: "app", signal: "SIGTERM" }
  const del = (grace?: number) => ev(s(100), { _tag: "PodDeleted", pod: "web", grace: grace as Millis | undefined })

  it("§11.3 no preStop: signal at once; SIGKILL at G when ignored; terminal phase then removal at the exit", () => {
    const out = simulate({ pods: [withPreStop(undefined)], behaviours: [ignore], events: [del()], until: s(200) })
    expect(signals(Timeline.expanded(out.timeline))).toEqual(["100 SIGTERM", "130 SIGKILL"])
    expect(of(Timeline.expanded(out.timeline), (l) => l.startsWith("130s") && /phase|Removed/.test(l))).toEqual([
      "130s phase Failed",
      "130s PodRemoved"
    ])
    expect(Timeline.stateAt(out.timeline, "web", s(129))!.columns.status).toBe("Terminating")
  })

  it("§11.3 preStop p < G: signal at p, SIGKILL at p + max(G − p, 2)", () => {
    const out = simulate({ pods: [withPreStop(10)], behaviours: [ignore], events: [del()], until: s(200) })
    expect(signals(Timeline.expanded(out.timeline))).toEqual(["110 SIGTERM", "130 SIGKILL"])
  })

  it("§11.3 preStop p ≥ G: signal at G, SIGKILL at G + 2 (the 2s floor)", () => {
    const out = simulate({ pods: [withPreStop(45)], behaviours: [ignore], events: [del()], until: s(200) })
    expect(signals(Timeline.expanded(out.timeline))).toEqual(["130 SIGTERM", "132 SIGKILL"])
  })

  it("§11.3 grace 1s: SIGKILL 2s after the signal (minimumGracePeriodInSeconds)", () => {
    const out = simulate({ pods: [withPreStop(undefined)], behaviours: [ignore], events: [del(s(1))], until: s(200) })
    expect(signals(Timeline.expanded(out.timeline))).toEqual(["100 SIGTERM", "102 SIGKILL"])
  })

  it("§11.4 language default: a container exits 0 on its stop signal → Succeeded before removal", () => {
    const out = simulate({ events: [del()], until: s(200), stopWhenAllRemoved: true })
    const v = Timeline.stateAt(out.timeline, "web", s(100))!
    expect([v.phase, v.removed, v.containers[0]!.state._tag]).toEqual(["Succeeded", true, "Terminated"])
    expect(out.timeline.end).toBe(s(100))
  })

  it("§11.6 force delete: removed at once; SIGKILL 2s after the signal", () => {
    const out = simulate({
      behaviours: [ignore],
      events: [ev(s(100), { _tag: "PodForceDeleted", pod: "web" })],
      until: s(200)
    })
    expect(signals(Timeline.expanded(out.timeline))).toEqual(["100 SIGTERM", "102 SIGKILL"])
    expect(Timeline.stateAt(out.timeline, "web", s(100))!.removed).toBe(true)
  })

  it("§7.4 sidecars stop after the main containers, in reverse order", () => {
    const p = pod({
      initContainers: [
        container("s1", { kind: "sidecar", restartPolicy: "Always" }),
        container("s2", { kind: "sidecar", restartPolicy: "Always" })
      ]
    })
    const out = simulate({
      pods: [p],
      behaviours: [
        { _tag: "StopsAfterSignal", pod: "web", container: "app", signal: "SIGTERM", after: s(5) },
        { _tag: "StopsAfterSignal", pod: "web", container: "s2", signal: "SIGTERM", after: s(3) }
      ],
      events: [del()],
      until: s(200)
    })
    expect(signals(Timeline.expanded(out.timeline))).toEqual(["100 SIGTERM", "105 SIGTERM", "108 SIGTERM"])
    expect(Timeline.expanded(out.timeline).flatMap((r) => (r._tag === "SignalSent" ? [r.container] : []))).toEqual([
      "app",
      "s2",
      "s1"
    ])
  })

  it("§12 activeDeadlineSeconds: DeadlineExceeded, containers killed, Failed with reason after they stop", () => {
    const out = simulate({ pods: [pod({ activeDeadline: s(30) })], behaviours: [ignore], until: s(100) })
    expect(signals(Timeline.expanded(out.timeline))).toEqual(["30 SIGTERM", "60 SIGKILL"])
    const v = Timeline.stateAt(out.timeline, "web", s(59))!
    expect(v.phase).toBe("Running")
    expect(v.conditions.find((c) => c.type === "Ready")?.reason).toBe("PodFailed")
    const end = Timeline.stateAt(out.timeline, "web", s(60))!
    expect([end.phase, end.reason, end.columns.status]).toEqual(["Failed", "DeadlineExceeded", "Error"])
  })

  it("§13.1 eviction: DisruptionTarget EvictionByEvictionAPI, then a graceful delete", () => {
    const out = simulate({ events: [ev(s(10), { _tag: "PodEvicted", pod: "web" })], until: s(20) })
    const v = Timeline.stateAt(out.timeline, "web", s(10))!
    expect(v.conditions[0]).toMatchObject({
      type: "DisruptionTarget",
      status: "True",
      reason: "EvictionByEvictionAPI",
      message: "Eviction API: evicting"
    })
    expect(v.removed).toBe(true)
  })

  it("§13.2 node failure: NotReady + Ready False at +50s, taint eviction at +350s, Terminating until recovery", () => {
    const out = simulate({
      events: [ev(s(10), { _tag: "NodeFails", node: "node-1" }), ev(s(500), { _tag: "NodeRecovers", node: "node-1" })],
      until: s(600)
    })
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "NodeReadyChanged")).toEqual([60, 500])
    expect(Timeline.stateAt(out.timeline, "web", s(60))!.conditions.find((c) => c.type === "Ready")?.status).toBe(
      "False"
    )
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "DeletionRequested")).toEqual([360])
    expect(Timeline.stateAt(out.timeline, "web", s(400))!.columns.status).toBe("Terminating")
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "PodRemoved")).toEqual([500])
  })

  it("§13.2 recovery removes the taint: a second failure counts its own toleration", () => {
    const out = simulate({
      events: [
        ev(s(10), { _tag: "NodeFails", node: "node-1" }),
        ev(s(100), { _tag: "NodeRecovers", node: "node-1" }),
        ev(s(330), { _tag: "NodeFails", node: "node-1" })
      ],
      until: s(800)
    })
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "NodeReadyChanged")).toEqual([60, 100, 380])
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "DeletionRequested")).toEqual([680])
  })

  it("§13.3 node deleted at 90s: orphan detected at the 100s GC tick, removed at 140s as Failed", () => {
    const out = simulate({ events: [ev(s(90), { _tag: "NodeDeleted", node: "node-1" })], until: s(600) })
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "PodRemoved")).toEqual([140])
    const v = Timeline.stateAt(out.timeline, "web", s(140))!
    expect(v.phase).toBe("Failed")
    expect(v.conditions.find((c) => c.type === "DisruptionTarget")?.reason).toBe("DeletionByPodGC")
  })

  it("scheduling gates: SchedulingGated until the last gate is removed, then scheduled at once", () => {
    const out = simulate({
      pods: [pod({ schedulingGates: ["example.com/quota"] })],
      events: [ev(s(10), { _tag: "SchedulingGateRemoved", pod: "web", gate: "example.com/quota" })],
      until: s(20)
    })
    expect(Timeline.stateAt(out.timeline, "web", s(9))!.columns.status).toBe("SchedulingGated")
    expect(Timeline.stateAt(out.timeline, "web", s(10))!.phase).toBe("Running")
  })

  it("a pod the scenario schedules waits for its PodScheduled event", () => {
    const out = simulate({
      nodes: ["node-a", "node-b"],
      events: [ev(s(5), { _tag: "PodScheduled", pod: "web", node: "node-b" })],
      until: s(10)
    })
    expect(Timeline.stateAt(out.timeline, "web", s(4))!.nodeName).toBeUndefined()
    expect(Timeline.stateAt(out.timeline, "web", s(5))!.nodeName).toBe("node-b")
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted")).toEqual([5])
  })
})

describe("more control-plane and node rules", () => {
  const ignore: Behaviour = { _tag: "IgnoresSignal", pod: "web", container: "app", signal: "SIGTERM" }
  const sig = (records: ReadonlyArray<TimelineRecord>) =>
    records.flatMap((r) => (r._tag === "SignalSent" ? [`${r.at / 1000} ${r.signal} ${r.container}`] : []))

  it("§11.2 a second delete with a shorter grace brings SIGKILL forward; a longer one changes nothing", () => {
    const out = simulate({
      behaviours: [ignore],
      events: [
        ev(s(10), { _tag: "PodDeleted", pod: "web", grace: undefined }),
        ev(s(12), { _tag: "PodDeleted", pod: "web", grace: s(60) as Millis }),
        ev(s(15), { _tag: "PodDeleted", pod: "web", grace: s(5) as Millis })
      ],
      until: s(60)
    })
    expect(sig(Timeline.expanded(out.timeline))).toEqual(["10 SIGTERM app", "20 SIGKILL app"])
    expect(Timeline.stateAt(out.timeline, "web", s(16))!.deletionTimestamp).toBe(s(20))
  })

  it("§11.4 lifecycle.stopSignal is sent only with gate ContainerStopSignals", () => {
    const p = pod({ osName: "linux", containers: [container("app", { stopSignal: "SIGUSR1" })] })
    const del = [ev(s(10), { _tag: "PodDeleted", pod: "web", grace: undefined })]
    const on = simulate({ pods: [p], events: del, kubelet: { featureGates: { ContainerStopSignals: true } } })
    expect(sig(Timeline.expanded(on.timeline))).toEqual(["10 SIGUSR1 app"])
    const off = simulate({ pods: [p], events: del })
    expect(sig(Timeline.expanded(off.timeline))).toEqual(["10 SIGTERM app"])
  })

  it("§6 node reboot: containers lost (exit 255 Unknown), SandboxChanged, init containers run again in order", () => {
    const p = pod({ initContainers: [container("init", { kind: "init" })] })
    const out = simulate({
      pods: [p],
      behaviours: [exitsAfter("init", 0, s(2))],
      events: [ev(s(30), { _tag: "NodeReboots", node: "node-1" })],
      until: s(40)
    })
    const order = Timeline.expanded(out.timeline).flatMap((r) =>
      r._tag === "ContainerStarted" || r._tag === "ContainerExited" ? [`${r.at / 1000} ${r.container} ${r._tag}`] : []
    )
    expect(order).toEqual([
      "0 init ContainerStarted",
      "2 init ContainerExited",
      "2 app ContainerStarted",
      "30 app ContainerExited",
      "30 init ContainerStarted",
      "32 init ContainerExited",
      "32 app ContainerStarted"
    ])
    expect(of(Timeline.expanded(out.timeline), (l) => l.includes("SandboxChanged"))).toEqual([
      "30s event SandboxChanged: Pod sandbox changed, it will be killed and re-created."
    ])
    const v = Timeline.stateAt(out.timeline, "web", s(31))!
    expect([v.phase, v.columns.status]).toEqual(["Pending", "Unknown"]) // §2.2 step 2, §14 (app shows its lost run)
  })

  it("§13.1 preemption: Preempted event, DisruptionTarget PreemptionByScheduler, graceful delete", () => {
    const out = simulate({ events: [ev(s(10), { _tag: "PodPreempted", pod: "web" })], until: s(20) })
    const v = Timeline.stateAt(out.timeline, "web", s(10))!
    expect(v.conditions.find((c) => c.type === "DisruptionTarget")).toMatchObject({
      reason: "PreemptionByScheduler",
      message: "default-scheduler: preempting to accommodate a higher priority pod"
    })
    expect(v.removed).toBe(true)
  })

  it("stopWhenAllRemoved: the run ends at the instant the last pod is removed", () => {
    const out = simulate({
      pods: [pod(), pod({ name: "db", uid: "uid-2" })],
      events: [
        ev(s(10), { _tag: "PodDeleted", pod: "web", grace: undefined }),
        ev(s(20), { _tag: "PodDeleted", pod: "db", grace: undefined })
      ],
      stopWhenAllRemoved: true,
      until: s(600)
    })
    expect(out.timeline.end).toBe(s(20))
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "PodRemoved")).toEqual([10, 20])
  })

  it("rejections name the reason: removed pod, gate not present, already scheduled", () => {
    const out = simulate({
      pods: [pod({ nodeName: "node-1" })],
      events: [
        ev(s(1), { _tag: "SchedulingGateRemoved", pod: "web", gate: "x" }),
        ev(s(2), { _tag: "PodScheduled", pod: "web", node: "node-1" }),
        ev(s(3), { _tag: "PodForceDeleted", pod: "web" }),
        ev(s(4), { _tag: "ContainerExits", pod: "web", container: "app", exitCode: 1 })
      ],
      until: s(10)
    })
    expect(out.rejections.map((r) => r.reason)).toEqual([
      'pod web has no scheduling gate "x"',
      "pod web is already scheduled to node-1",
      "pod web has been removed from the API"
    ])
  })

  it("§11.5 a container in CrashLoopBackOff (restart due at 12s) when its pod is deleted does not start again", () => {
    const out = simulate({
      pods: [pod({ containers: [container("app"), container("db")] })],
      behaviours: [
        exitsAfter("app", 1, s(1)),
        { _tag: "IgnoresSignal", pod: "web", container: "db", signal: "SIGTERM" }
      ],
      events: [
        ev(s(5), { _tag: "PodDeleted", pod: "web", grace: undefined }),
        ev(s(8), { _tag: "ContainerExits", pod: "web", container: "app", exitCode: 1 })
      ],
      until: s(60)
    })
    // the status still says CrashLoopBackOff, but no restart is due any more: no "until 12s"
    expect(out.rejections.map((r) => r.reason)).toEqual([
      "container app is not running: it is waiting in CrashLoopBackOff"
    ])
  })
})

describe("probes on sidecars, probe grace, image policy", () => {
  it("§7.1 a sidecar whose startup probe fails is restarted; the pod stays Pending and the app never starts", () => {
    const p = pod({
      initContainers: [
        container("side", { kind: "sidecar", restartPolicy: "Always", startupProbe: probe({ failureThreshold: 1 }) })
      ]
    })
    const out = simulate({ pods: [p], behaviours: [probeAnswers("side", "startup", true, s(1000))], until: s(60) })
    expect(
      times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted" && r.container === "app")
    ).toEqual([])
    expect(of(Timeline.expanded(out.timeline), (l) => l.includes("Killing"))[0]).toBe(
      "10s event Killing: Init container side failed startup probe"
    )
    // §5.6: kills at 10, 20, 30 restart at once (the 30s kill is a tie with the 10s back-off), then back-off 20s
    expect(
      times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted" && r.container === "side")
    ).toEqual([0, 10, 20, 30, 60])
    expect(Timeline.stateAt(out.timeline, "web", s(60))!.phase).toBe("Pending")
  })

  it("§7.1 a sidecar's liveness probe does not gate the app; a liveness failure restarts the sidecar", () => {
    const p = pod({
      initContainers: [
        container("side", { kind: "sidecar", restartPolicy: "Always", livenessProbe: probe({ failureThreshold: 1 }) })
      ]
    })
    const out = simulate({ pods: [p], behaviours: [probeAnswers("side", "liveness", false, s(5))], until: s(15) })
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted")).toEqual([0, 0, 10])
  })

  it("§9.2 a probe-level terminationGracePeriodSeconds replaces the pod grace for the kill it causes", () => {
    const p = pod({
      terminationGracePeriod: s(500),
      containers: [container("app", { livenessProbe: probe({ failureThreshold: 1, terminationGracePeriod: s(5) }) })]
    })
    const out = simulate({
      pods: [p],
      behaviours: [
        probeAnswers("app", "liveness", false, s(5)),
        { _tag: "IgnoresSignal", pod: "web", container: "app", signal: "SIGTERM" }
      ],
      until: s(20)
    })
    expect(
      Timeline.expanded(out.timeline).flatMap((r) => (r._tag === "SignalSent" ? [`${r.at / 1000} ${r.signal}`] : []))
    ).toEqual(["10 SIGTERM", "15 SIGKILL"])
    expect(times(Timeline.expanded(out.timeline), (r) => r._tag === "ContainerStarted")).toEqual([0, 15])
  })

  it("§3.2 pull policy Never with the image absent: ErrImageNeverPull", () => {
    const p = pod({ containers: [container("app", { imagePullPolicy: "Never" })] })
    const out = simulate({ pods: [p], until: s(5) })
    const app = Timeline.stateAt(out.timeline, "web", s(5))!.containers[0]!
    expect(app.state).toEqual({
      _tag: "Waiting",
      reason: "ErrImageNeverPull",
      message: 'Container image "registry.example/app:1.0" is not present with pull policy of Never'
    })
  })

  it("explain: records carry the kubelet rule that caused them", () => {
    const out = simulate({ behaviours: [exitsAfter("app", 1, s(1))], until: s(40) })
    const waiting = Timeline.expanded(out.timeline).find(
      (r) => r._tag === "ContainerStatusChanged" && r.at === s(34) && r.status.state._tag === "Waiting"
    )
    expect(waiting?.cause).toEqual({ rule: "§5.2", text: "CrashLoopBackOff delay 40s after the exit at 34s" })
  })
})
