/**
 * `podscenario init`: the starter scenario it writes passes as written (its expectations come from the simulator),
 * with a configuration file when there is none; a manifest without a pod writes nothing.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { runCli, temporaryDirectory } from "./helpers.ts"

const tmp = temporaryDirectory("podscenario-init-")
const write = tmp.write
const cli = (argv: ReadonlyArray<string>) => runCli(tmp.dir, argv)
const read = (file: string) => fs.readFileSync(path.join(tmp.dir, file), "utf8")

const deployment = `apiVersion: v1
kind: Service
metadata: { name: web }
---
apiVersion: apps/v1
kind: Deployment
metadata:
  name: web
spec:
  template:
    spec:
      terminationGracePeriodSeconds: 20
      containers:
        - name: app
          image: registry.example/app:1.4
          readinessProbe:
            httpGet: { path: /ready, port: 8080 }
            initialDelaySeconds: 10
            periodSeconds: 5
          lifecycle:
            preStop:
              sleep: { seconds: 3 }
`

describe("podscenario init", () => {
  it("writes a scenario for a workload whose expectations pass as written, and a configuration file", async () => {
    write("deploy/web.yaml", deployment)
    const init = await cli(["init", "deploy/web.yaml"])
    expect(init.stdout).toBe("wrote scenarios/web.podscenario\nwrote podscenario.config.json\n")
    expect(init.code).toBe(0)
    const scenario = read("scenarios/web.podscenario")
    expect(scenario).toContain('pod web from "../deploy/web.yaml" Deployment/web\n')
    // ready when the readiness probe first runs (initialDelaySeconds 10); preStop sleeps 3s before SIGTERM
    expect(scenario).toContain("expect at 10s condition Ready True\n")
    expect(scenario).toContain("expect at 2m preStop of app starts\nexpect at 2m3s signal SIGTERM to app\n")
    expect(JSON.parse(read("podscenario.config.json")).paths).toEqual(["scenarios"])
    const ran = await cli(["run", "--format", "dot"])
    expect(ran.stdout).toContain("1 passed (1)")
    expect(ran.code).toBe(0)
  })

  it("without a manifest, writes an example pod; for a Job, expects it to succeed; never overwrites", async () => {
    expect((await cli(["init"])).code).toBe(0)
    write(
      "job.yaml",
      "kind: Job\nmetadata: {name: migrate}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: migrate, image: m:1}]\n"
    )
    expect((await cli(["init", "job.yaml"])).stdout).toBe("wrote scenarios/migrate.podscenario\n")
    expect(read("scenarios/migrate.podscenario")).toContain("expect at 30s container migrate exits 0\n")
    expect((await cli(["run", "--format", "dot"])).code).toBe(0)
    const again = await cli(["init"])
    expect(again.stderr).toBe("error: scenarios/web.podscenario already exists; choose another file with --out\n")
    expect(again.code).toBe(2)
  })

  it("a manifest with no Pod or workload is PS6007 at its kind, exit 2, nothing written", async () => {
    write("svc.yaml", "apiVersion: v1\nkind: Service\nmetadata: { name: web }\n")
    const ran = await cli(["init", "svc.yaml"])
    expect(ran.stderr).toMatchInlineSnapshot(`
      "error[PS6007]: \`svc.yaml\` holds no Pod or workload to start a scenario from
       --> svc.yaml:2:1
        |
      2 | kind: Service
        | ^^^^^^^^^^^^^ this file holds Service
        |
        = help: \`podscenario init\` takes a manifest of kind Pod, Deployment, StatefulSet, DaemonSet, ReplicaSet, Job or CronJob

      "
    `)
    expect(ran.code).toBe(2)
    const missing = await cli(["init", "nope.yaml"])
    expect(missing.stderr).toContain("= note: cannot read it: no such file")
    expect(missing.code).toBe(2)
    expect(fs.readdirSync(tmp.dir)).toEqual(["svc.yaml"])
  })
})
