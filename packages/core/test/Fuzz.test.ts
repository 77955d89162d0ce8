import { describe, expect, it } from "vitest"
import type { Behaviour } from "../src/Behaviour.ts"
import type { Millis } from "../src/Duration.ts"
import type { Pod } from "../src/PodSpec.ts"
import * as Timeline from "../src/Timeline.ts"
import type { Action, WorldEvent } from "../src/WorldEvent.ts"
import { container, pod, probe, s, simulate } from "./helpers.ts"

/** A small deterministic PRNG (mulberry32). */
const rng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

const randomScenario = (seed: number) => {
  const r = rng(seed)
  const pick = <A>(xs: ReadonlyArray<A>): A => xs[Math.floor(r() * xs.length)]!
  const chance = (p: number) => r() < p
  const secs = (max: number) => s(Math.floor(r() * max))
  const names = ["app", "side", "init", "b"]
  const p: Pod = pod({
    restartPolicy: pick(["Always", "OnFailure", "Never"] as const),
    initContainers: [
      ...(chance(0.5) ? [container("init", { kind: "init" })] : []),
      ...(chance(0.5)
        ? [
            container("side", {
              kind: "sidecar",
              restartPolicy: "Always",
              startupProbe: chance(0.3) ? probe({ failureThreshold: 1 + Math.floor(r() * 3) }) : undefined,
              preStop: chance(0.3) ? { handler: "sleep", sleep: secs(20) } : undefined
            })
          ]
        : [])
    ],
    containers: [
      container("app", {
        livenessProbe: chance(0.4) ? probe({ period: s(1 + Math.floor(r() * 10)) }) : undefined,
        readinessProbe: chance(0.4) ? probe({ initialDelay: secs(15) }) : undefined,
        postStart: chance(0.2) ? { handler: "exec", sleep: undefined } : undefined,
        preStop: chance(0.3) ? { handler: "sleep", sleep: secs(40) } : undefined
      }),
      ...(chance(0.4) ? [container("b", { imagePullPolicy: pick(["Always", "IfNotPresent", "Never"] as const) })] : [])
    ],
    terminationGracePeriod: secs(40),
    activeDeadline: chance(0.15) ? secs(200) : undefined,
    readinessGates: chance(0.2) ? ["example.com/gate"] : []
  })
  const behaviours: Array<Behaviour> = []
  for (const c of names) {
    if (chance(0.5)) {
      behaviours.push({
        _tag: "ExitsAfter",
        pod: "web",
        container: c,
        exitCode: pick([0, 1, 42]),
        after: secs(60),
        runs: chance(0.5) ? { _tag: "AllRuns" } : { _tag: "SomeRuns", from: 1, to: 1 + Math.floor(r() * 3) }
      })
    }
    if (chance(0.2)) behaviours.push({ _tag: "IgnoresSignal", pod: "web", container: c, signal: "SIGTERM" })
    if (chance(0.2))
      behaviours.push({ _tag: "StopsAfterSignal", pod: "web", container: c, signal: "SIGTERM", after: secs(30) })
    if (chance(0.2))
      behaviours.push({
        _tag: "HookTakes",
        pod: "web",
        container: c,
        hook: "postStart",
        duration: secs(5),
        runs: { _tag: "AllRuns" }
      })
    if (chance(0.1))
      behaviours.push({
        _tag: "HookFailsAfter",
        pod: "web",
        container: c,
        hook: "postStart",
        after: secs(3),
        runs: { _tag: "AllRuns" }
      })
    if (chance(0.2)) behaviours.push({ _tag: "ImagePullTakes", pod: "web", container: c, duration: secs(20) })
    if (chance(0.1)) behaviours.push({ _tag: "ImagePullFails", pod: "web", container: c })
    for (const type of ["startup", "liveness", "readiness"] as const) {
      if (chance(0.3)) {
        behaviours.push({
          _tag: "ProbeAnswersAfter",
          pod: "web",
          container: c,
          probe: type,
          succeeds: chance(0.5),
          after: secs(60),
          runs: { _tag: "AllRuns" }
        })
      }
    }
  }
  const actions: ReadonlyArray<() => Action> = [
    () => ({ _tag: "ContainerExits", pod: "web", container: pick(names), exitCode: pick([0, 1, 137]) }),
    () => ({ _tag: "ContainerOomKilled", pod: "web", container: pick(names) }),
    () => ({ _tag: "ContainerImageUpdated", pod: "web", container: pick(names), image: pick(["app:1.5", "app:1.6"]) }),
    () => ({
      _tag: "ProbeAnswers",
      pod: "web",
      container: pick(names),
      probe: pick(["startup", "liveness", "readiness"] as const),
      answer: pick(["succeeds", "fails", "errors"] as const)
    }),
    () => ({
      _tag: "ConditionPatched",
      pod: "web",
      conditionType: "example.com/gate",
      status: pick(["True", "False"] as const)
    }),
    () => ({ _tag: "PodDeleted", pod: "web", grace: chance(0.5) ? undefined : (secs(20) as Millis) }),
    () => ({ _tag: "PodForceDeleted", pod: "web" }),
    () => ({ _tag: "PodEvicted", pod: "web" }),
    () => ({ _tag: "PodPreempted", pod: "web" }),
    () => ({ _tag: "NodeFails", node: "node-1" }),
    () => ({ _tag: "NodeRecovers", node: "node-1" }),
    () => ({ _tag: "NodeReboots", node: "node-1" }),
    () => ({ _tag: "NodeDeleted", node: "node-1" }),
    () => ({ _tag: "KubeletRestarts", node: pick([undefined, "node-1"]) }),
    () => ({ _tag: "KubeletStops", node: undefined }),
    () => ({ _tag: "KubeletStarts", node: "node-1" }),
    () => ({ _tag: "NodeShutsDown", node: "node-1" }),
    () => ({ _tag: "NodeTaintedOutOfService", node: "node-1" }),
    () => ({
      _tag: "PodEvictedByKubelet",
      pod: "web",
      resource: pick(["memory", "disk", "pid"] as const),
      soft: chance(0.5)
    }),
    () => ({ _tag: "ImagePullSucceeds", pod: "web", container: pick(names) })
  ]
  const events: Array<WorldEvent> = []
  const n = Math.floor(r() * 6)
  for (let i = 0; i < n; i++) events.push({ at: secs(400), index: i, action: pick(actions)() })
  events.sort((a, b) => a.at - b.at)
  return { pods: [p], behaviours, events, until: s(900) }
}

describe("fuzz: random scenarios never throw, are deterministic, and keep the timeline well-formed", () => {
  it("200 random scenarios", { timeout: 120_000 }, () => {
    for (let seed = 1; seed <= 200; seed++) {
      const scenario = randomScenario(seed)
      const a = simulate(scenario)
      const b = simulate(scenario)
      expect(a, `seed ${seed}`).toEqual(b)
      const records = Timeline.expanded(a.timeline)
      for (let i = 1; i < records.length; i++) {
        expect(records[i]!.at >= records[i - 1]!.at, `seed ${seed}: records in time order`).toBe(true)
      }
      const removed = records.findIndex((r) => r._tag === "PodRemoved")
      if (removed >= 0) {
        const after = records.slice(removed + 1)
        expect(
          after.some(
            (r) => r._tag === "PhaseChanged" || r._tag === "ContainerStatusChanged" || r._tag === "ConditionChanged"
          ),
          `seed ${seed}: no status written after removal`
        ).toBe(false)
      }
      // terminal phases are final (§2.3)
      const phases = records.flatMap((r) => (r._tag === "PhaseChanged" ? [r.phase] : []))
      const firstTerminal = phases.findIndex((ph) => ph === "Succeeded" || ph === "Failed")
      if (firstTerminal >= 0) {
        expect(new Set(phases.slice(firstTerminal)).size, `seed ${seed}: terminal phase sticky`).toBe(1)
      }
      // starts and exits alternate per container
      const running = new Map<string, boolean>()
      for (const r of records) {
        if (r._tag === "ContainerStarted") {
          expect(running.get(r.container) ?? false, `seed ${seed}: ${r.container} started twice at ${r.at}`).toBe(false)
          running.set(r.container, true)
        }
        if (r._tag === "ContainerExited") {
          expect(running.get(r.container), `seed ${seed}: ${r.container} exited while not running`).toBe(true)
          running.set(r.container, false)
        }
      }
      const view = Timeline.stateAt(a.timeline, "web", a.timeline.end)
      expect(view, `seed ${seed}`).toBeDefined()
    }
  })
})
