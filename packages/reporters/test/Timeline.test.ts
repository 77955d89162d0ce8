import { Duration, Timeline } from "@podscenario/core"
import * as Diff from "@podscenario/reporters/Diff"
import * as Golden from "@podscenario/reporters/Golden"
import * as Markdown from "@podscenario/reporters/Markdown"
import * as Mermaid from "@podscenario/reporters/Mermaid"
import * as Svg from "@podscenario/reporters/Svg"
import * as TimelineJson from "@podscenario/reporters/TimelineJson"
import * as Watch from "@podscenario/reporters/Watch"
import { describe, expect, it } from "vitest"
import { crashLoop, terminating } from "./fixtures/timelines.ts"
import { wellFormed } from "./fixtures/xml.ts"

describe("Watch", () => {
  it("prints kubectl get pod -w for a crash loop", () => {
    expect(Watch.render(crashLoop())).toMatchInlineSnapshot(`
      "NAME   READY   STATUS    RESTARTS   AGE
      web    0/1     Pending   0          0s
      web    0/1     ContainerCreating   0          0s
      web    1/1     Running             0          0s
      web    0/1     Error               0          5s
      web    1/1     Running             1 (0s ago)   5s
      web    0/1     Error               1 (5s ago)   10s
      web    0/1     CrashLoopBackOff    1 (0s ago)   10s
      web    1/1     Running             2 (10s ago)   20s
      web    0/1     Error               2 (15s ago)   25s
      web    0/1     CrashLoopBackOff    2 (0s ago)    25s
      web    1/1     Running             3 (20s ago)   45s
      web    0/1     Error               3 (25s ago)   50s
      web    0/1     CrashLoopBackOff    3 (0s ago)    50s
      web    1/1     Running             4 (40s ago)   90s
      web    0/1     Error               4 (45s ago)   95s
      web    0/1     CrashLoopBackOff    4 (0s ago)    95s
      "
    `)
  })
  it("prints the deletion of a pod", () => {
    expect(Watch.render(terminating())).toMatchInlineSnapshot(`
      "NAME   READY   STATUS    RESTARTS   AGE
      web    0/2     Pending   0          0s
      web    0/2     ContainerCreating   0          0s
      web    0/2     Running             0          0s
      web    1/2     Running             0          0s
      web    2/2     Running             0          0s
      web    2/2     Terminating         0          30s
      web    0/2     Completed           0          45s
      web    0/2     Completed           0          45s
      "
    `)
  })
  it("formats HumanDuration as apimachinery does", () => {
    const s = 1000
    expect(
      [0, 59 * s, 119 * s, 120 * s, 125 * s, 600 * s, 179 * 60 * s, 3 * 3600 * s, 7.5 * 3600 * s, 47 * 3600 * s].map(
        Duration.formatHuman
      )
    ).toEqual(["0s", "59s", "119s", "2m", "2m5s", "10m", "179m", "3h", "7h30m", "47h"])
    expect([5 * 86400 * s, 5.5 * 86400 * s, 30 * 86400 * s, 800 * 86400 * s].map(Duration.formatHuman)).toEqual([
      "5d",
      "5d12h",
      "30d",
      "2y70d"
    ])
  })
})

describe("Markdown", () => {
  it("tabulates a crash loop", () => {
    expect(Markdown.render(crashLoop())).toMatchInlineSnapshot(`
      "| time  | changes | events |
      | ----- | --- | --- |
      | 0s    | phase Pending → Running<br>STATUS Pending → ContainerCreating → Running<br>READY 0/1 → 1/1<br>RESTARTS 0<br>app: waiting (ContainerCreating) → running, ready<br>PodScheduled, Initialized True<br>PodReadyToStartContainers False (PodSandboxNotReady) → True<br>Ready, ContainersReady False (ContainersNotReady) → True | pod web created<br>scheduled to node-1<br>Normal Scheduled<br>Normal Pulling, Pulled, Created, Started (app)<br>container app started (run 1) |
      | 5s    | STATUS Error → Running<br>READY 0/1 → 1/1<br>RESTARTS 1 (0s ago)<br>app: terminated (Error, exit 1) → running, ready<br>Ready, ContainersReady False (ContainersNotReady) → True | container app exited 1 (Error)<br>Normal Pulling, Pulled, Created, Started (app)<br>container app started (run 2) |
      | 10s   | STATUS Error → CrashLoopBackOff<br>READY 0/1<br>app: terminated (Error, exit 1) → waiting (CrashLoopBackOff)<br>Ready, ContainersReady False (ContainersNotReady) | container app exited 1 (Error)<br>Warning BackOff (app) |
      | 20s   | STATUS Running<br>READY 1/1<br>RESTARTS 2 (10s ago)<br>app: running, ready<br>ContainersReady, Ready True | Normal Pulling, Pulled, Created, Started (app)<br>container app started (run 3) |
      | 25s   | STATUS Error → CrashLoopBackOff<br>READY 0/1<br>app: terminated (Error, exit 1) → waiting (CrashLoopBackOff)<br>Ready, ContainersReady False (ContainersNotReady) | container app exited 1 (Error)<br>Warning BackOff (app) |
      | 45s   | STATUS Running<br>READY 1/1<br>RESTARTS 3 (20s ago)<br>app: running, ready<br>ContainersReady, Ready True | Normal Pulling, Pulled, Created, Started (app)<br>container app started (run 4) |
      | 50s   | STATUS Error → CrashLoopBackOff<br>READY 0/1<br>app: terminated (Error, exit 1) → waiting (CrashLoopBackOff)<br>Ready, ContainersReady False (ContainersNotReady) | container app exited 1 (Error)<br>Warning BackOff (app) |
      | 1m30s | STATUS Running<br>READY 1/1<br>RESTARTS 4 (40s ago)<br>app: running, ready<br>ContainersReady, Ready True | Normal Pulling, Pulled, Created, Started (app)<br>container app started (run 5) |
      | 1m35s | STATUS Error → CrashLoopBackOff<br>READY 0/1<br>app: terminated (Error, exit 1) → waiting (CrashLoopBackOff)<br>Ready, ContainersReady False (ContainersNotReady) | container app exited 1 (Error)<br>Warning BackOff (app) |
      | 1m40s |  | *end* |
      "
    `)
  })
  it("tabulates a terminating pod in Spanish", () => {
    expect(Markdown.render(terminating(), { lang: "es" })).toMatchInlineSnapshot(`
      "| tiempo | cambios | eventos |
      | ------ | --- | --- |
      | 0s     | fase Pending → Running<br>STATUS Pending → ContainerCreating → Running<br>READY 0/2 → 1/2 → 2/2<br>RESTARTS 0<br>app: esperando (ContainerCreating) → en ejecución, no listo → en ejecución, listo<br>proxy: esperando (ContainerCreating) → en ejecución, no listo → en ejecución, listo<br>PodScheduled, Initialized True<br>PodReadyToStartContainers False (PodSandboxNotReady) → True<br>Ready, ContainersReady False (ContainersNotReady) → True | Pod web creado<br>asignado al nodo node-1<br>Normal Scheduled<br>Normal Pulling, Pulled, Created, Started (app)<br>contenedor app iniciado (ejecución 1)<br>Normal Pulling, Pulled, Created, Started (proxy)<br>contenedor proxy iniciado (ejecución 1) |
      | 30s    | STATUS Terminating | pod is deleted (line 14)<br>eliminación solicitada (gracia 30s)<br>Normal Killing (app)<br>hook preStop de app iniciado<br>Normal Killing (proxy)<br>SIGTERM enviada a proxy<br>contenedor proxy terminó con 0 (Completed) |
      | 35s    |  | hook preStop de app finalizado<br>SIGTERM enviada a app |
      | 45s    | fase Succeeded<br>STATUS Completed<br>READY 0/2<br>app: terminado (Completed, código de salida 0)<br>proxy: terminado (Completed, código de salida 0)<br>PodReadyToStartContainers False (PodSandboxNotReady)<br>Initialized True (PodCompleted)<br>Ready, ContainersReady False (PodCompleted) | contenedor app terminó con 0 (Completed)<br>Pod eliminado de la API |
      "
    `)
  })
  it("joins a node's row to the pod's changes of the same instant without a dangling <br>", () => {
    const at = Duration.parse("1m")!
    const md = Markdown.render(
      Timeline.make({
        pods: [{ name: "web", containers: [{ name: "app", kind: "regular" }] }],
        end: at,
        records: [
          { _tag: "PodCreated", at: Duration.zero, pod: "web" },
          { _tag: "NodeReadyChanged", at, node: "node-1", status: "Unknown" },
          {
            _tag: "ConditionChanged",
            at,
            pod: "web",
            condition: { type: "Ready", status: "False", reason: undefined, message: undefined, lastTransitionTime: at }
          }
        ]
      })
    )
    expect(md.split("\n").at(-2)).toBe("| 1m   | Ready False | node node-1 Ready Unknown |")
  })
  it("escapes cells", () => {
    expect(Markdown.escapeCell("a|b<c>\nd")).toBe("a\\|b&lt;c&gt; d")
  })
})

describe("TimelineJson", () => {
  it("writes one record a line with stable keys", () => {
    const text = TimelineJson.render(terminating())
    expect(text).toMatchInlineSnapshot(`
      "{
        "schema": "podscenario/timeline@1",
        "end": 45000,
        "endTime": "45s",
        "pods": [{"name":"web","containers":[{"kind":"regular","name":"app"},{"kind":"regular","name":"proxy"}]}],
        "records": [
          {"at":0,"time":"0s","kind":"PodCreated","pod":"web","cause":{"rule":"§10.2","text":"pod created at 0s"}},
          {"at":0,"time":"0s","kind":"PhaseChanged","pod":"web","cause":{"rule":"§10.2","text":"pod created at 0s"},"phase":"Pending"},
          {"at":0,"time":"0s","kind":"ColumnsChanged","pod":"web","cause":{"rule":"§14","text":"kubectl printPod"},"columns":{"status":"Pending","ready":"0/2","restarts":0}},
          {"at":0,"time":"0s","kind":"NodeAssigned","pod":"web","cause":{"rule":"§17.1","text":"scheduled at once to the first node"},"node":"node-1"},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§17.1","text":"scheduled at once to the first node"},"condition":{"type":"PodScheduled","status":"True","lastTransitionTime":0}},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","type":"Normal","cause":{"rule":"§17.1","text":"scheduled at once to the first node"},"message":"Successfully assigned default/web to node-1","reason":"Scheduled"},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"PodReadyToStartContainers","status":"False","lastTransitionTime":0,"reason":"PodSandboxNotReady"}},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"Initialized","status":"True","lastTransitionTime":0}},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"Ready","status":"False","lastTransitionTime":0,"message":"containers with unready status: [app proxy]","reason":"ContainersNotReady"}},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"ContainersReady","status":"False","lastTransitionTime":0,"message":"containers with unready status: [app proxy]","reason":"ContainersNotReady"}},
          {"at":0,"time":"0s","kind":"ContainerStatusChanged","pod":"web","container":"app","status":{"kind":"regular","name":"app","ready":false,"restartCount":0,"started":false,"state":{"kind":"Waiting","reason":"ContainerCreating"}},"cause":{"rule":"§3.1","text":"waiting ContainerCreating"}},
          {"at":0,"time":"0s","kind":"ContainerStatusChanged","pod":"web","container":"proxy","status":{"kind":"regular","name":"proxy","ready":false,"restartCount":0,"started":false,"state":{"kind":"Waiting","reason":"ContainerCreating"}},"cause":{"rule":"§3.1","text":"waiting ContainerCreating"}},
          {"at":0,"time":"0s","kind":"ColumnsChanged","pod":"web","cause":{"rule":"§14","text":"kubectl printPod"},"columns":{"status":"ContainerCreating","ready":"0/2","restarts":0}},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","container":"app","type":"Normal","cause":{"rule":"§8","text":"pull policy Always"},"message":"Pulling image \\"busybox\\"","reason":"Pulling"},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","container":"app","type":"Normal","cause":{"rule":"§8","text":"pull took 0s"},"message":"Successfully pulled image \\"busybox\\" in 0s (0s including waiting). Image size: 50061257 bytes.","reason":"Pulled"},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","container":"app","type":"Normal","cause":{"rule":"§17.1","text":"container created and started at once"},"message":"Container created","reason":"Created"},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","container":"app","type":"Normal","cause":{"rule":"§17.1","text":"container created and started at once"},"message":"Container started","reason":"Started"},
          {"at":0,"time":"0s","kind":"ContainerStarted","pod":"web","container":"app","cause":{"rule":"§17.1","text":"container created and started at once"},"run":1},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","container":"proxy","type":"Normal","cause":{"rule":"§8","text":"pull policy Always"},"message":"Pulling image \\"envoy\\"","reason":"Pulling"},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","container":"proxy","type":"Normal","cause":{"rule":"§8","text":"pull took 0s"},"message":"Successfully pulled image \\"envoy\\" in 0s (0s including waiting). Image size: 98181352 bytes.","reason":"Pulled"},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","container":"proxy","type":"Normal","cause":{"rule":"§17.1","text":"container created and started at once"},"message":"Container created","reason":"Created"},
          {"at":0,"time":"0s","kind":"EventRecorded","pod":"web","container":"proxy","type":"Normal","cause":{"rule":"§17.1","text":"container created and started at once"},"message":"Container started","reason":"Started"},
          {"at":0,"time":"0s","kind":"ContainerStarted","pod":"web","container":"proxy","cause":{"rule":"§17.1","text":"container created and started at once"},"run":1},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"PodReadyToStartContainers","status":"True","lastTransitionTime":0}},
          {"at":0,"time":"0s","kind":"ContainerStatusChanged","pod":"web","container":"app","status":{"kind":"regular","name":"app","ready":false,"restartCount":0,"started":true,"state":{"kind":"Running","startedAt":0}},"cause":{"rule":"§3.1","text":"container running"}},
          {"at":0,"time":"0s","kind":"ContainerStatusChanged","pod":"web","container":"proxy","status":{"kind":"regular","name":"proxy","ready":false,"restartCount":0,"started":true,"state":{"kind":"Running","startedAt":0}},"cause":{"rule":"§3.1","text":"container running"}},
          {"at":0,"time":"0s","kind":"PhaseChanged","pod":"web","cause":{"rule":"§2.2","text":"getPhase → Running"},"phase":"Running"},
          {"at":0,"time":"0s","kind":"ColumnsChanged","pod":"web","cause":{"rule":"§14","text":"kubectl printPod"},"columns":{"status":"Running","ready":"0/2","restarts":0}},
          {"at":0,"time":"0s","kind":"ProbeExecuted","pod":"web","container":"app","cause":{"rule":"§9.4","text":"readiness probe of run 1 started at 0s"},"probe":"readiness","result":"success"},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"Ready","status":"False","lastTransitionTime":0,"message":"containers with unready status: [proxy]","reason":"ContainersNotReady"}},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"ContainersReady","status":"False","lastTransitionTime":0,"message":"containers with unready status: [proxy]","reason":"ContainersNotReady"}},
          {"at":0,"time":"0s","kind":"ContainerStatusChanged","pod":"web","container":"app","status":{"kind":"regular","name":"app","ready":true,"restartCount":0,"started":true,"state":{"kind":"Running","startedAt":0}},"cause":{"rule":"§3.1","text":"container running"}},
          {"at":0,"time":"0s","kind":"ColumnsChanged","pod":"web","cause":{"rule":"§14","text":"kubectl printPod"},"columns":{"status":"Running","ready":"1/2","restarts":0}},
          {"at":0,"time":"0s","kind":"ProbeExecuted","pod":"web","container":"proxy","cause":{"rule":"§9.4","text":"readiness probe of run 1 started at 0s"},"probe":"readiness","result":"success"},
          {"at":0,"time":"0s","kind":"ContainerStatusChanged","pod":"web","container":"proxy","status":{"kind":"regular","name":"proxy","ready":true,"restartCount":0,"started":true,"state":{"kind":"Running","startedAt":0}},"cause":{"rule":"§3.1","text":"container running"}},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"ContainersReady","status":"True","lastTransitionTime":0}},
          {"at":0,"time":"0s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§10.1","text":"kubelet status write"},"condition":{"type":"Ready","status":"True","lastTransitionTime":0}},
          {"at":0,"time":"0s","kind":"ColumnsChanged","pod":"web","cause":{"rule":"§14","text":"kubectl printPod"},"columns":{"status":"Running","ready":"2/2","restarts":0}},
          {"at":10000,"time":"10s","kind":"ProbeExecuted","pod":"web","container":"app","cause":{"rule":"§9.4","text":"readiness probe of run 1 started at 0s"},"probe":"readiness","result":"success"},
          {"at":10000,"time":"10s","kind":"ProbeExecuted","pod":"web","container":"proxy","cause":{"rule":"§9.4","text":"readiness probe of run 1 started at 0s"},"probe":"readiness","result":"success"},
          {"at":20000,"time":"20s","kind":"ProbeExecuted","pod":"web","container":"app","cause":{"rule":"§9.4","text":"readiness probe of run 1 started at 0s"},"probe":"readiness","result":"success"},
          {"at":20000,"time":"20s","kind":"ProbeExecuted","pod":"web","container":"proxy","cause":{"rule":"§9.4","text":"readiness probe of run 1 started at 0s"},"probe":"readiness","result":"success"},
          {"at":30000,"time":"30s","kind":"WorldEventApplied","index":0,"label":"pod is deleted (line 14)"},
          {"at":30000,"time":"30s","kind":"DeletionRequested","pod":"web","cause":{"rule":"§11.1","text":"kubectl delete"},"grace":30000},
          {"at":30000,"time":"30s","kind":"ColumnsChanged","pod":"web","cause":{"rule":"§14","text":"kubectl printPod"},"columns":{"status":"Terminating","ready":"2/2","restarts":0}},
          {"at":30000,"time":"30s","kind":"EventRecorded","pod":"web","container":"app","type":"Normal","cause":{"rule":"§11.5","text":"pod terminating"},"message":"Stopping container app","reason":"Killing"},
          {"at":30000,"time":"30s","kind":"HookStarted","pod":"web","container":"app","cause":{"rule":"§11.3","text":"preStop first, bounded by the grace period 30s"},"hook":"preStop"},
          {"at":30000,"time":"30s","kind":"EventRecorded","pod":"web","container":"proxy","type":"Normal","cause":{"rule":"§11.5","text":"pod terminating"},"message":"Stopping container proxy","reason":"Killing"},
          {"at":30000,"time":"30s","kind":"SignalSent","pod":"web","container":"proxy","cause":{"rule":"§11.3","text":"stop signal; SIGKILL after 30s if still running"},"signal":"SIGTERM"},
          {"at":30000,"time":"30s","kind":"ContainerExited","pod":"web","container":"proxy","cause":{"rule":"§11.4","text":"exited on SIGTERM"},"exitCode":0,"reason":"Completed"},
          {"at":30000,"time":"30s","kind":"ProbeExecuted","pod":"web","container":"app","cause":{"rule":"§9.4","text":"readiness probe of run 1 started at 0s"},"probe":"readiness","result":"success"},
          {"at":35000,"time":"35s","kind":"HookFinished","pod":"web","container":"app","hook":"preStop","outcome":"completed"},
          {"at":35000,"time":"35s","kind":"SignalSent","pod":"web","container":"app","cause":{"rule":"§11.3","text":"stop signal; SIGKILL after 25s if still running"},"signal":"SIGTERM"},
          {"at":40000,"time":"40s","kind":"ProbeExecuted","pod":"web","container":"app","cause":{"rule":"§9.4","text":"readiness probe of run 1 started at 0s"},"probe":"readiness","result":"success"},
          {"at":45000,"time":"45s","kind":"ContainerExited","pod":"web","container":"app","cause":{"rule":"§11.4","text":"stopped after its stop signal"},"exitCode":0,"reason":"Completed"},
          {"at":45000,"time":"45s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§11.5","text":"pod terminated: terminal status"},"condition":{"type":"PodReadyToStartContainers","status":"False","lastTransitionTime":45000,"reason":"PodSandboxNotReady"}},
          {"at":45000,"time":"45s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§11.5","text":"pod terminated: terminal status"},"condition":{"type":"Initialized","status":"True","lastTransitionTime":0,"reason":"PodCompleted"}},
          {"at":45000,"time":"45s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§11.5","text":"pod terminated: terminal status"},"condition":{"type":"Ready","status":"False","lastTransitionTime":45000,"reason":"PodCompleted"}},
          {"at":45000,"time":"45s","kind":"ConditionChanged","pod":"web","cause":{"rule":"§11.5","text":"pod terminated: terminal status"},"condition":{"type":"ContainersReady","status":"False","lastTransitionTime":45000,"reason":"PodCompleted"}},
          {"at":45000,"time":"45s","kind":"ContainerStatusChanged","pod":"web","container":"app","status":{"kind":"regular","name":"app","ready":false,"restartCount":0,"started":false,"state":{"kind":"Terminated","exitCode":0,"finishedAt":45000,"reason":"Completed","startedAt":0}},"cause":{"rule":"§11.5","text":"pod terminated: terminal status"}},
          {"at":45000,"time":"45s","kind":"ContainerStatusChanged","pod":"web","container":"proxy","status":{"kind":"regular","name":"proxy","ready":false,"restartCount":0,"started":false,"state":{"kind":"Terminated","exitCode":0,"finishedAt":30000,"reason":"Completed","startedAt":0}},"cause":{"rule":"§11.5","text":"pod terminated: terminal status"}},
          {"at":45000,"time":"45s","kind":"PhaseChanged","pod":"web","cause":{"rule":"§2.2","text":"getPhase → Succeeded"},"phase":"Succeeded"},
          {"at":45000,"time":"45s","kind":"ColumnsChanged","pod":"web","cause":{"rule":"§14","text":"kubectl printPod"},"columns":{"status":"Completed","ready":"0/2","restarts":0}},
          {"at":45000,"time":"45s","kind":"PodRemoved","pod":"web","cause":{"rule":"§11.5","text":"canBeDeleted: terminal phase written"}}
        ]
      }
      "
    `)
    expect(JSON.parse(text).records).toHaveLength(Timeline.expanded(terminating()).length)
  })
})

describe("Diff", () => {
  it("is a unified diff without timestamps", () => {
    expect(Diff.unified("golden/x.md", "a\nb\nc\nd\n", "a\nB\nc\nd\ne\n")).toMatchInlineSnapshot(`
      "--- golden/x.md (expected)
      +++ golden/x.md (actual)
      @@ -1,4 +1,5 @@
       a
      -b
      +B
       c
       d
      +e
      "
    `)
    expect(Diff.unified("x", "same\n", "same\n")).toBe("")
  })
})

describe("Mermaid", () => {
  it("draws a gantt chart of a crash loop", () => {
    expect(Mermaid.render(crashLoop())).toMatchInlineSnapshot(`
      "gantt
          title pod web
          dateFormat YYYY-MM-DD HH:mm:ss.SSS
          axisFormat %M:%S
          todayMarker off
          section phase
          Running :active, 2000-01-01 00:00:00.000, 2000-01-01 00:01:40.000
          section app
          running, ready :active, 2000-01-01 00:00:00.000, 2000-01-01 00:00:05.000
          running, ready, 1 restart :active, 2000-01-01 00:00:05.000, 2000-01-01 00:00:10.000
          waiting (CrashLoopBackOff), 1 restart :crit, 2000-01-01 00:00:10.000, 2000-01-01 00:00:20.000
          running, ready, 2 restarts :active, 2000-01-01 00:00:20.000, 2000-01-01 00:00:25.000
          waiting (CrashLoopBackOff), 2 restarts :crit, 2000-01-01 00:00:25.000, 2000-01-01 00:00:45.000
          running, ready, 3 restarts :active, 2000-01-01 00:00:45.000, 2000-01-01 00:00:50.000
          waiting (CrashLoopBackOff), 3 restarts :crit, 2000-01-01 00:00:50.000, 2000-01-01 00:01:30.000
          running, ready, 4 restarts :active, 2000-01-01 00:01:30.000, 2000-01-01 00:01:35.000
          waiting (CrashLoopBackOff), 4 restarts :crit, 2000-01-01 00:01:35.000, 2000-01-01 00:01:40.000
          exit 1 :milestone, 2000-01-01 00:00:05.000, 0s
          exit 1, BackOff :milestone, 2000-01-01 00:00:10.000, 0s
          exit 1, BackOff :milestone, 2000-01-01 00:00:25.000, 0s
          exit 1, BackOff :milestone, 2000-01-01 00:00:50.000, 0s
          exit 1, BackOff :milestone, 2000-01-01 00:01:35.000, 0s
      "
    `)
  })
  it("draws hooks and signals of a terminating pod in Ukrainian", () => {
    expect(Mermaid.render(terminating(), { lang: "uk" })).toMatchInlineSnapshot(`
      "gantt
          title Pod web
          dateFormat YYYY-MM-DD HH:mm:ss.SSS
          axisFormat %M:%S
          todayMarker off
          section події сценарію
          pod is deleted (line 14) :milestone, 2000-01-01 00:00:30.000, 0s
          section фаза
          Running :active, 2000-01-01 00:00:00.000, 2000-01-01 00:00:45.000
          Succeeded :2000-01-01 00:00:45.000, 2000-01-01 00:00:45.000
          section app
          виконання, готовий :active, 2000-01-01 00:00:00.000, 2000-01-01 00:00:45.000
          завершено (Completed, код виходу 0) :done, 2000-01-01 00:00:45.000, 2000-01-01 00:00:45.000
          preStop completed :2000-01-01 00:00:30.000, 2000-01-01 00:00:35.000
          SIGTERM :milestone, 2000-01-01 00:00:35.000, 0s
          код виходу 0 :milestone, 2000-01-01 00:00:45.000, 0s
          section proxy
          виконання, готовий :active, 2000-01-01 00:00:00.000, 2000-01-01 00:00:45.000
          завершено (Completed, код виходу 0) :done, 2000-01-01 00:00:45.000, 2000-01-01 00:00:45.000
          SIGTERM, код виходу 0 :milestone, 2000-01-01 00:00:30.000, 0s
          section події
          запит на видалення (період очікування 30s) :milestone, 2000-01-01 00:00:30.000, 0s
          Pod видалено з API :milestone, 2000-01-01 00:00:45.000, 0s
      "
    `)
  })
})

describe("Mermaid names", () => {
  it("keeps task names out of Mermaid's syntax", () => {
    expect(Mermaid.name("a: b; c # d\ne")).toBe("a b c d e")
    expect(Mermaid.name("title exit 1")).toBe("· title exit 1")
    expect(Mermaid.name("Section")).toBe("· Section")
    expect(Mermaid.name("titles")).toBe("titles")
  })
})

describe("Golden", () => {
  it("chooses the format by extension and the language by the second extension", () => {
    const tl = crashLoop()
    expect(Golden.render("golden/x.md", tl)).toBe(Markdown.render(tl))
    expect(Golden.render("golden/x.fr.md", tl, "es")).toBe(Markdown.render(tl, { lang: "fr" }))
    expect(Golden.render("golden/x.md", tl, "es")).toBe(Markdown.render(tl, { lang: "es" }))
    expect(Golden.render("golden/x.watch", tl)).toBe(Watch.render(tl))
    expect(Golden.render("golden/x.json", tl)).toBe(TimelineJson.render(tl))
    expect(Golden.render("golden/x.mmd", tl)).toBe(Mermaid.render(tl))
    expect(Golden.render("golden/x.svg", tl)).toBe(Svg.render(tl))
    expect(Golden.render("golden/x.txt", tl)).toBeUndefined()
    expect(Golden.langOf("a.b/crash.uk.svg")).toBe("uk")
    expect(Golden.langOf("crash.md")).toBeUndefined()
  })
})

describe("Svg", () => {
  it("draws a terminating pod", () => {
    const svg = Svg.render(terminating())
    expect(svg).toMatchInlineSnapshot(`
      "<svg xmlns="http://www.w3.org/2000/svg" width="960" height="274" viewBox="0 0 960 274" font-family="sans-serif" font-size="12" fill="#1b1f24" role="img">
      <title>pod web: 0s–45s</title>
      <rect width="100%" height="100%" fill="#ffffff"/>
      <line x1="150" y1="16" x2="150" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="228.6" y1="16" x2="228.6" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="307.2" y1="16" x2="307.2" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="385.8" y1="16" x2="385.8" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="464.3" y1="16" x2="464.3" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="542.9" y1="16" x2="542.9" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="621.5" y1="16" x2="621.5" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="700.1" y1="16" x2="700.1" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="778.7" y1="16" x2="778.7" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="857.3" y1="16" x2="857.3" y2="198" stroke="#d0d7de" stroke-width="1"/>
      <line x1="621.5" y1="42" x2="621.5" y2="198" stroke="#0969da" stroke-width="1" stroke-dasharray="1 3"/>
      <text x="142" y="24" text-anchor="end" dominant-baseline="middle">scenario events</text>
      <path d="M621.5 31V17l8 3.5l-8 3.5" fill="#0969da" stroke="#0969da" stroke-width="1.5"><title>30s pod is deleted (line 14)</title></path>
      <text x="632.5" y="24" dominant-baseline="middle" fill="#0969da">pod is deleted (line 14)</text>
      <text x="142" y="51" text-anchor="end" dominant-baseline="middle" font-weight="bold">phase</text>
      <g><rect x="150" y="42" width="778" height="18" fill="#326ce5"><title>phase Running: 0s–45s</title></rect><text x="154" y="51" dominant-baseline="middle" fill="#ffffff">Running</text></g>
      <g><rect x="857.3" y="42" width="70.7" height="18" fill="#2da44e"><title>phase Succeeded: 45s–45s</title></rect><text x="861.3" y="51" dominant-baseline="middle" fill="#ffffff">Succeeded</text></g>
      <text x="142" y="95" text-anchor="end" dominant-baseline="middle">app</text>
      <rect x="150" y="84" width="778" height="22" fill="#f6f8fa"/>
      <g><rect x="150" y="84" width="778" height="22" fill="#2da44e"><title>app: running, ready (0s–45s)</title></rect><text x="154" y="95" dominant-baseline="middle" fill="#ffffff">running</text></g>
      <g><rect x="857.3" y="84" width="70.7" height="22" fill="#8c959f"><title>app: terminated (Completed, exit 0) (45s–45s)</title></rect></g>
      <g><title>0s–20s readiness probe of app: success × 3 runs every 10s</title><line x1="150" y1="77" x2="464.3" y2="77" stroke="#2da44e" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 157.1499"/></g>
      <g><title>30s–40s readiness probe of app: success × 2 runs every 10s</title><line x1="621.5" y1="77" x2="778.7" y2="77" stroke="#2da44e" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 157.1999"/></g>
      <g><rect x="621.5" y="107" width="78.6" height="5" fill="#c297ff"><title>preStop 30s–35s preStop hook of app completed</title></rect></g>
      <path d="M695.1 72h10l-5 10z" fill="#8250df"><title>35s SIGTERM sent to app</title></path>
      <line x1="857.3" y1="81" x2="857.3" y2="109" stroke="#1b1f24" stroke-width="2"><title>45s container app exited 0 (Completed)</title></line>
      <text x="142" y="146" text-anchor="end" dominant-baseline="middle">proxy</text>
      <rect x="150" y="135" width="778" height="22" fill="#f6f8fa"/>
      <g><rect x="150" y="135" width="778" height="22" fill="#2da44e"><title>proxy: running, ready (0s–45s)</title></rect><text x="154" y="146" dominant-baseline="middle" fill="#ffffff">running</text></g>
      <g><rect x="857.3" y="135" width="70.7" height="22" fill="#8c959f"><title>proxy: terminated (Completed, exit 0) (45s–45s)</title></rect></g>
      <g><title>0s–20s readiness probe of proxy: success × 3 runs every 10s</title><line x1="150" y1="128" x2="464.3" y2="128" stroke="#2da44e" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 157.1499"/></g>
      <path d="M616.5 123h10l-5 10z" fill="#8250df"><title>30s SIGTERM sent to proxy</title></path>
      <line x1="621.5" y1="132" x2="621.5" y2="160" stroke="#1b1f24" stroke-width="2"><title>30s container proxy exited 0 (Completed)</title></line>
      <text x="142" y="180" text-anchor="end" dominant-baseline="middle">events</text>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Scheduled: Successfully assigned default/web to node-1</title></circle>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Pulling: Pulling image "busybox"</title></circle>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Pulled: Successfully pulled image "busybox" in 0s (0s including waiting). Image size: 50061257 bytes.</title></circle>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Created: Container created</title></circle>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Started: Container started</title></circle>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Pulling: Pulling image "envoy"</title></circle>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Pulled: Successfully pulled image "envoy" in 0s (0s including waiting). Image size: 98181352 bytes.</title></circle>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Created: Container created</title></circle>
      <circle cx="150" cy="180" r="3" fill="#57606a"><title>0s Normal Started: Container started</title></circle>
      <circle cx="621.5" cy="180" r="3" fill="#57606a"><title>30s Normal Killing: Stopping container app</title></circle>
      <circle cx="621.5" cy="180" r="3" fill="#57606a"><title>30s Normal Killing: Stopping container proxy</title></circle>
      <line x1="621.5" y1="172" x2="621.5" y2="188" stroke="#cf222e" stroke-width="2" stroke-dasharray="3 2"><title>30s deletion requested (grace 30s)</title></line>
      <line x1="857.3" y1="172" x2="857.3" y2="188" stroke="#cf222e" stroke-width="2" stroke-dasharray="3 2"><title>45s pod removed from the API</title></line>
      <line x1="150" y1="198" x2="928" y2="198" stroke="#57606a" stroke-width="1"/>
      <line x1="150" y1="198" x2="150" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="150" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">0s</text>
      <line x1="228.6" y1="198" x2="228.6" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="228.6" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">5s</text>
      <line x1="307.2" y1="198" x2="307.2" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="307.2" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">10s</text>
      <line x1="385.8" y1="198" x2="385.8" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="385.8" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">15s</text>
      <line x1="464.3" y1="198" x2="464.3" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="464.3" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">20s</text>
      <line x1="542.9" y1="198" x2="542.9" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="542.9" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">25s</text>
      <line x1="621.5" y1="198" x2="621.5" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="621.5" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">30s</text>
      <line x1="700.1" y1="198" x2="700.1" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="700.1" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">35s</text>
      <line x1="778.7" y1="198" x2="778.7" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="778.7" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">40s</text>
      <line x1="857.3" y1="198" x2="857.3" y2="203" stroke="#57606a" stroke-width="1"/>
      <text x="857.3" y="214" text-anchor="middle" dominant-baseline="middle" fill="#57606a">45s</text>
      <text x="126" y="214" text-anchor="end" dominant-baseline="middle">time</text>
      <rect x="150" y="232" width="12" height="12" fill="#2da44e"/>
      <text x="167" y="238" dominant-baseline="middle">running, ready</text>
      <rect x="283.4" y="232" width="12" height="12" fill="#8c959f"/>
      <text x="300.4" y="238" dominant-baseline="middle">terminated (exit 0)</text>
      <g transform="translate(457.7 238)"><path d="M-5 -5h10l-5 10z" fill="#8250df"/></g>
      <text x="468.7" y="238" dominant-baseline="middle">signals</text>
      <g transform="translate(542.4 238)"><line x1="0" y1="-7" x2="0" y2="7" stroke="#1b1f24" stroke-width="2"/></g>
      <text x="553.4" y="238" dominant-baseline="middle">exit</text>
      <g transform="translate(606.2 238)"><rect x="-6" y="-2.5" width="12" height="5" fill="#c297ff"/></g>
      <text x="617.2" y="238" dominant-baseline="middle">hooks</text>
      <g transform="translate(677 238)"><line x1="0" y1="-7" x2="0" y2="7" stroke="#cf222e" stroke-width="2" stroke-dasharray="3 2"/></g>
      <text x="688" y="238" dominant-baseline="middle">deletion, removal</text>
      <g transform="translate(156 258)"><path d="M-3 7V-7l8 3.5l-8 3.5" fill="#0969da" stroke="#0969da" stroke-width="1.5"/></g>
      <text x="167" y="258" dominant-baseline="middle">scenario events</text>
      </svg>
      "
    `)
    expect(wellFormed(svg)).toEqual([])
  })
  it("is well-formed in every language, with hostile names", () => {
    const tl = crashLoop()
    const hostile = { ...tl, pods: [{ name: `w<e>b&"`, containers: [{ name: "a<p>p", kind: "regular" as const }] }] }
    for (const lang of ["en", "es", "fr", "uk"] as const) {
      expect(wellFormed(Svg.render(tl, { lang }))).toEqual([])
      expect(wellFormed(Svg.render(hostile, { lang }))).toEqual([])
    }
  })
  it("picks nice tick steps", () => {
    expect([1000, 45_000, 100_000, 600_000, 3_600_000].map(Svg.tickStep)).toEqual([100, 5000, 10_000, 60_000, 600_000])
  })
})
