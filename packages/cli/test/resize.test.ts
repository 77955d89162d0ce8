/**
 * Resizes that cannot happen (kubelet-rules §21.1), as a user meets them: `podscenario run` reports each at its
 * line, says why and that no other time would do, and exits 2 (language reference §11.6: every impossible event at once).
 */
import { describe, expect, it } from "vitest"
import { runCli, temporaryDirectory } from "./helpers.ts"

const tmp = temporaryDirectory("podscenario-resize-")

const impossible = `scenario "Resizes the API server rejects"
pod web:
  spec:
    restartPolicy: Never
    initContainers:
      - name: init-db
        image: busybox
        resources: { requests: { cpu: 100m } }
    containers:
      - name: app
        image: busybox
        resources:
          requests: { cpu: 250m, memory: 128Mi }
          limits: { cpu: 500m, memory: 256Mi }
container init-db exits 0 after 1s
container app exits 0 after 60s
at 10s container init-db is resized to cpu 200m
at 12s container app is resized to requests cpu 750m
at 2m container app is resized to requests cpu 300m
end at 3m

scenario "A Burstable pod cannot become Guaranteed"
pod web:
  spec:
    containers:
      - name: app
        image: busybox
        resources: { requests: { cpu: 250m, memory: 128Mi }, limits: { cpu: 500m, memory: 256Mi } }
at 11s container app is resized to cpu 1 memory 1Gi

scenario "1.32: the gate is off"
kubernetes 1.32
pod web:
  spec:
    containers:
      - name: app
        image: busybox
        resources: { requests: { cpu: 250m } }
at 10s container app is resized to requests cpu 500m

scenario "1.33: a memory limit cannot be lowered under NotRequired"
kubernetes 1.33
pod web:
  spec:
    containers:
      - name: app
        image: busybox
        resources: { requests: { memory: 128Mi }, limits: { memory: 512Mi } }
at 10s container app is resized to limits memory 256Mi

scenario "1.33: nor can one be added"
kubernetes 1.33
pod web:
  spec:
    containers:
      - name: app
        image: busybox
        resources: { requests: { memory: 128Mi } }
at 10s container app is resized to limits memory 256Mi

scenario "A Windows pod cannot be resized"
pod web:
  spec:
    os: { name: windows }
    containers:
      - name: app
        image: busybox
        resources: { requests: { cpu: 250m } }
at 10s container app is resized to requests cpu 500m

scenario "A BestEffort pod cannot be given resources"
pod web:
  spec:
    containers: [{ name: app, image: busybox }]
at 10s container app is resized to requests cpu 100m
`

describe("impossible resizes", () => {
  it("are each reported at their line with the API server's reason, exit 2", async () => {
    tmp.write("impossible.podscenario", impossible)
    const { code, stdout } = await runCli(tmp.dir, ["run", "impossible.podscenario", "--format", "pretty"])
    expect(code).toBe(2)
    const at = (line: number, reason: string) => {
      const i = stdout.indexOf(reason)
      expect(i, reason).toBeGreaterThan(-1)
      expect(stdout.slice(i).split("\n")[1]).toContain(`impossible.podscenario:${line}:1`)
    }
    at(17, "at 10s: container init-db is an init container: only regular containers and sidecars can be resized")
    at(18, "at 12s: cpu request 750m must be less than or equal to the cpu limit of 500m")
    at(19, "at 2m: pod web has terminated (phase Succeeded): it can no longer be resized")
    at(29, "at 11s: Pod QOS Class may not change as a result of resizing (Burstable to Guaranteed)")
    at(39, "at 10s: feature gate InPlacePodVerticalScaling is off (on by default from 1.33)")
    at(49, "at 10s: memory limits cannot be decreased unless resizePolicy is RestartContainer (Kubernetes 1.33")
    at(59, "at 10s: memory limits cannot be added unless resizePolicy is RestartContainer (Kubernetes 1.33")
    at(69, "at 10s: windows pods cannot be resized")
    at(75, "at 10s: Pod QOS Class may not change as a result of resizing (BestEffort to Burstable)")
    expect(stdout).toContain("= help: no other time would do: change the event or the pod's spec")
    expect(stdout).not.toContain("it would be possible at")
  })
})
