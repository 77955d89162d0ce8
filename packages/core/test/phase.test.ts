import { describe, expect, it } from "vitest"
import type { Millis } from "../src/Duration.ts"
import { getPhase } from "../src/internal/phase.ts"
import type { Pod } from "../src/PodSpec.ts"
import type { ContainerStatus, Terminated } from "../src/Timeline.ts"
import { container, pod } from "./helpers.ts"

const term = (exitCode: number): Terminated => ({
  _tag: "Terminated",
  exitCode,
  reason: exitCode === 0 ? "Completed" : "Error",
  message: undefined,
  startedAt: 0 as Millis,
  finishedAt: 1 as Millis
})
const running = (name: string, started = true): ContainerStatus => ({
  name,
  kind: "regular",
  state: { _tag: "Running", startedAt: 0 as Millis },
  lastState: undefined,
  ready: started,
  started,
  restartCount: 0
})
const exited = (name: string, code: number): ContainerStatus => ({ ...running(name, false), state: term(code) })
const crashLoop = (name: string, code = 1): ContainerStatus => ({
  ...running(name, false),
  state: { _tag: "Waiting", reason: "CrashLoopBackOff", message: undefined },
  lastState: term(code)
})
const creating = (name: string): ContainerStatus => ({
  ...running(name, false),
  state: { _tag: "Waiting", reason: "ContainerCreating", message: undefined }
})

const phase = (
  p: Pod,
  statuses: ReadonlyArray<ContainerStatus>,
  opts: { terminal?: boolean; initialized?: boolean; gate?: boolean } = {}
) =>
  getPhase({
    pod: p,
    statuses: [...p.initContainers, ...p.containers].map((c) => statuses.find((s) => s.name === c.name)),
    podIsTerminal: opts.terminal ?? false,
    podHasInitialized: opts.initialized ?? statuses.some((s) => s.kind === "regular" && s.state._tag === "Running"),
    rulesGate: opts.gate ?? true
  })

const two = (restartPolicy: Pod["restartPolicy"]) =>
  pod({ restartPolicy, containers: [container("a"), container("b")] })

describe("getPhase (kubelet-rules §2.2 consequences)", () => {
  for (const gate of [true, false]) {
    describe(`gate ContainerRestartRules ${gate ? "on" : "off"}`, () => {
      it("§2.2 Always, all containers exited (not terminal) → Running", () => {
        expect(phase(two("Always"), [exited("a", 0), exited("b", 1)], { gate })).toBe("Running")
      })
      it("§2.2 a container in CrashLoopBackOff counts as stopped: pod stays Running", () => {
        expect(phase(two("Always"), [running("a"), crashLoop("b")], { gate })).toBe("Running")
      })
      it("§2.2 a container with no status or Waiting without last termination keeps the pod Pending", () => {
        expect(phase(two("Always"), [running("a")], { gate })).toBe("Pending")
        expect(phase(two("Always"), [running("a"), creating("b")], { gate })).toBe("Pending")
      })
      it("§2.2 steps 5–6: a container with no status beside stopped ones keeps the pod Pending", () => {
        expect(phase(two("Never"), [exited("a", 0)], { gate })).toBe("Pending")
        expect(phase(two("Never"), [exited("a", 0)], { gate, terminal: true })).toBe("Pending")
      })
      it("§2.2 step 5: Always, every container exited 0 (not terminal) → Running, not Succeeded", () => {
        expect(phase(two("Always"), [exited("a", 0), exited("b", 0)], { gate })).toBe("Running")
      })
      it("§2.2 OnFailure: all failed → Running, all succeeded → Succeeded", () => {
        expect(phase(two("OnFailure"), [exited("a", 1), exited("b", 2)], { gate })).toBe("Running")
        expect(phase(two("OnFailure"), [exited("a", 0), exited("b", 0)], { gate })).toBe("Succeeded")
      })
      it("§2.2 Never: all succeeded → Succeeded; a failure once all stopped → Failed; running+succeeded → Running", () => {
        expect(phase(two("Never"), [exited("a", 0), exited("b", 0)], { gate })).toBe("Succeeded")
        expect(phase(two("Never"), [exited("a", 0), exited("b", 1)], { gate })).toBe("Failed")
        expect(phase(two("Never"), [running("a"), exited("b", 0)], { gate })).toBe("Running")
      })
      it("§2.2 init container failed under Never → Failed; under Always/OnFailure → Pending", () => {
        const init = { ...container("init"), kind: "init" as const }
        const initStatus = { ...exited("init", 1), kind: "init" as const }
        const app = creating("app")
        for (const [policy, expected] of [
          ["Never", "Failed"],
          ["Always", "Pending"],
          ["OnFailure", "Pending"]
        ] as const) {
          const p = pod({ restartPolicy: policy, initContainers: [init], containers: [container("app")] })
          expect(phase(p, [initStatus, app], { gate })).toBe(expected)
          expect(phase(p, [{ ...crashLoop("init"), kind: "init" }, app], { gate })).toBe(expected)
        }
      })
      it("§2.2 terminal: Succeeded if every container exited 0, else Failed", () => {
        expect(phase(two("Always"), [exited("a", 0), exited("b", 0)], { gate, terminal: true })).toBe("Succeeded")
        expect(phase(two("Always"), [exited("a", 0), exited("b", 137)], { gate, terminal: true })).toBe("Failed")
      })
    })
  }

  const sidecar = { ...container("side"), kind: "sidecar" as const, restartPolicy: "Always" as const }
  it("§2.2 sidecar running and started, regular containers running → Running", () => {
    const p = pod({ initContainers: [sidecar] })
    expect(phase(p, [{ ...running("side"), kind: "sidecar" }, running("app")])).toBe("Running")
  })
  it("§2.2 sidecar terminated non-zero, main containers succeeded → Succeeded", () => {
    const p = pod({ restartPolicy: "Never", initContainers: [sidecar] })
    expect(phase(p, [{ ...exited("side", 1), kind: "sidecar" }, exited("app", 0)])).toBe("Succeeded")
  })
  it("§2.2 regular init X running + sidecar Y running + app A running → Pending", () => {
    const p = pod({ initContainers: [{ ...container("x"), kind: "init" }, sidecar] })
    expect(phase(p, [{ ...running("x"), kind: "init" }, { ...running("side"), kind: "sidecar" }, running("app")])).toBe(
      "Pending"
    )
  })
  it("§2.2 sidecar running but not started before initialization → Pending", () => {
    const p = pod({ initContainers: [sidecar] })
    expect(phase(p, [{ ...running("side", false), kind: "sidecar" }, creating("app")], { initialized: false })).toBe(
      "Pending"
    )
  })
  it("§2.2 step 2: a sidecar not yet started keeps the pod Pending while no regular container is active", () => {
    // app waits in CrashLoopBackOff: stopped, not waiting (step 3), and not active (HasAnyRegularContainerStarted)
    const p = pod({ initContainers: [sidecar] })
    expect(phase(p, [{ ...running("side", false), kind: "sidecar" }, crashLoop("app")], { initialized: false })).toBe(
      "Pending"
    )
  })
  it("§4.2 with the gate, restartPolicyRules decide restartability: Never pod, rule In [42], exit 42 → Running", () => {
    const app = container("app", {
      restartPolicy: "Never",
      restartPolicyRules: [{ action: "Restart", operator: "In", values: [42] }]
    })
    const p = pod({ restartPolicy: "Never", containers: [app] })
    expect(phase(p, [exited("app", 42)])).toBe("Running")
    expect(phase(p, [exited("app", 1)])).toBe("Failed")
    expect(phase(p, [exited("app", 42)], { gate: false })).toBe("Failed")
  })
  it("§4.2 pod Always + container Never, exit 1 → Failed (gate on)", () => {
    const p = pod({ containers: [container("app", { restartPolicy: "Never" })] })
    expect(phase(p, [exited("app", 1)])).toBe("Failed")
  })
})
