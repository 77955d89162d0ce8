import { describe, expect, it } from "vitest"
import type { Millis } from "../src/Duration.ts"
import { containersReady, initialized } from "../src/internal/conditions.ts"
import type { ContainerStatus } from "../src/Timeline.ts"
import { container, pod } from "./helpers.ts"

// A container with no status is one the runtime has not reported yet (generate.go's "unknown status"): the simulator
// writes every container's status from the pod's first write on, so only these tests reach that case.
const running = (name: string, ready: boolean): ContainerStatus => ({
  name,
  kind: "regular",
  state: { _tag: "Running", startedAt: 0 as Millis },
  lastState: undefined,
  ready,
  started: true,
  restartCount: 0
})
const inits = pod({
  initContainers: [
    { ...container("a"), kind: "init" },
    { ...container("b"), kind: "init" }
  ]
})

describe("conditions with an unknown container status (kubelet-rules §10.1)", () => {
  it("§10.1 Initialized False names the unknown and the incomplete init containers, in that order", () => {
    expect(initialized(inits, [undefined, running("b", false), undefined], "Pending", false)).toEqual({
      type: "Initialized",
      status: "False",
      reason: "ContainersNotInitialized",
      message: "containers with unknown status: [a], containers with incomplete status: [b]"
    })
    expect(initialized(inits, [undefined, running("b", true), undefined], "Pending", false).message).toBe(
      "containers with unknown status: [a]"
    )
  })

  it("§10.1 Initialized is PodCompleted only when every init container is known", () => {
    expect(initialized(inits, [undefined, running("b", true), undefined], "Succeeded", true)).toEqual({
      type: "Initialized",
      status: "True",
      reason: undefined,
      message: undefined
    })
  })

  it("§10.1 ContainersReady False names the unknown containers", () => {
    const two = pod({ containers: [container("app"), container("web")] })
    expect(containersReady(two, [undefined, running("web", true)], "Running")).toEqual({
      type: "ContainersReady",
      status: "False",
      reason: "ContainersNotReady",
      message: "containers with unknown status: [app]"
    })
  })
})
