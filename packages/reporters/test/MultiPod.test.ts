import { Explain, Markdown, Mermaid, Pretty, Svg, Watch } from "@podscenario/reporters"
import { describe, expect, it } from "vitest"
import { run, twoPods } from "./fixtures/timelines.ts"
import { wellFormed } from "./fixtures/xml.ts"

describe("several pods", () => {
  it("watch prints a line per pod change", () => {
    expect(Watch.render(twoPods())).toMatchInlineSnapshot(`
      "NAME    READY   STATUS    RESTARTS   AGE
      job-a   0/1     Pending   0          0s
      job-b   0/1     Pending   0          0s
      job-a   0/1     ContainerCreating   0          0s
      job-a   1/1     Running             0          0s
      job-b   0/1     Init:0/1            0          0s
      job-b   0/1     PodInitializing     0          5s
      job-b   1/1     Running             0          5s
      job-a   0/1     Completed           0          10s
      job-b   0/1     Error               0          15s
      "
    `)
  })
  it("markdown has a pod column and pod/container columns", () => {
    expect(Markdown.render(twoPods())).toMatchInlineSnapshot(`
      "| time | pod   | changes | events |
      | ---- | ----- | --- | --- |
      | 0s   | job-a | phase Pending → Running<br>STATUS Pending → ContainerCreating → Running<br>READY 0/1 → 1/1<br>RESTARTS 0<br>main: waiting (ContainerCreating) → running, ready<br>PodScheduled, Initialized True<br>PodReadyToStartContainers False (PodSandboxNotReady) → True<br>Ready, ContainersReady False (ContainersNotReady) → True | pod job-a created<br>scheduled to node-1<br>Normal Scheduled<br>Normal Pulling, Pulled, Created, Started (main)<br>container main started (run 1) |
      | 0s   | job-b | phase Pending<br>STATUS Pending → Init:0/1<br>READY 0/1<br>RESTARTS 0<br>init-db: waiting (PodInitializing) → running<br>main: waiting (PodInitializing)<br>PodScheduled True<br>PodReadyToStartContainers False (PodSandboxNotReady) → True<br>Initialized False (ContainersNotInitialized)<br>Ready, ContainersReady False (ContainersNotReady) | pod job-b created<br>scheduled to node-1<br>Normal Scheduled<br>Normal Pulling, Pulled, Created, Started (init-db)<br>container init-db started (run 1) |
      | 5s   | job-b | phase Running<br>STATUS PodInitializing → Running<br>READY 1/1<br>init-db: terminated (Completed, exit 0)<br>main: running, ready<br>Initialized, ContainersReady, Ready True | container init-db exited 0 (Completed)<br>Normal Pulling, Pulled, Created, Started (main)<br>container main started (run 1) |
      | 10s  | job-a | phase Succeeded<br>STATUS Completed<br>READY 0/1<br>main: terminated (Completed, exit 0)<br>Initialized True (PodCompleted)<br>Ready, ContainersReady False (PodCompleted)<br>PodReadyToStartContainers False (PodSandboxNotReady) | container main exited 0 (Completed) |
      | 15s  | job-b | phase Failed<br>STATUS Error<br>READY 0/1<br>main: terminated (Error, exit 2)<br>Ready, ContainersReady False (PodFailed)<br>PodReadyToStartContainers False (PodSandboxNotReady) | container main exited 2 (Error) |
      | 17s  |       |  | node node-1 fails (line 14) |
      | 20s  |       |  | *end* |
      "
    `)
  })
  it("mermaid has a phase section per pod", () => {
    expect(Mermaid.render(twoPods())).toMatchInlineSnapshot(`
      "gantt
          title pod job-a, job-b
          dateFormat YYYY-MM-DD HH:mm:ss.SSS
          axisFormat %M:%S
          todayMarker off
          section scenario events
          node node-1 fails (line 14) :milestone, 2000-01-01 00:00:17.000, 0s
          section job-a phase
          Running :active, 2000-01-01 00:00:00.000, 2000-01-01 00:00:10.000
          Succeeded :2000-01-01 00:00:10.000, 2000-01-01 00:00:20.000
          section job-b phase
          Pending :2000-01-01 00:00:00.000, 2000-01-01 00:00:05.000
          Running :active, 2000-01-01 00:00:05.000, 2000-01-01 00:00:15.000
          Failed :crit, 2000-01-01 00:00:15.000, 2000-01-01 00:00:20.000
          section job-a/main
          running, ready :active, 2000-01-01 00:00:00.000, 2000-01-01 00:00:10.000
          terminated (Completed, exit 0) :done, 2000-01-01 00:00:10.000, 2000-01-01 00:00:20.000
          exit 0 :milestone, 2000-01-01 00:00:10.000, 0s
          section job-b/init-db
          running :active, 2000-01-01 00:00:00.000, 2000-01-01 00:00:05.000
          terminated (Completed, exit 0) :done, 2000-01-01 00:00:05.000, 2000-01-01 00:00:20.000
          exit 0 :milestone, 2000-01-01 00:00:05.000, 0s
          section job-b/main
          waiting (PodInitializing) :2000-01-01 00:00:00.000, 2000-01-01 00:00:05.000
          running, ready :active, 2000-01-01 00:00:05.000, 2000-01-01 00:00:15.000
          terminated (Error, exit 2) :crit, done, 2000-01-01 00:00:15.000, 2000-01-01 00:00:20.000
          exit 2 :milestone, 2000-01-01 00:00:15.000, 0s
      "
    `)
  })
  it("svg stays well-formed", () => {
    expect(wellFormed(Svg.render(twoPods()))).toEqual([])
  })
  it("explain names the pod of each record", () => {
    expect(Explain.explain(twoPods())).toMatchInlineSnapshot(`
      "at 0s   pod job-a created  — because: pod created at 0s (kubelet-rules §10.2)
      at 0s   job-a: phase Pending  — because: pod created at 0s (kubelet-rules §10.2)
      at 0s   job-a: READY 0/1  STATUS Pending  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 0s   job-a: scheduled to node-1  — because: scheduled at once to the first node (kubelet-rules §17.1)
      at 0s   job-a: PodScheduled True  — because: scheduled at once to the first node (kubelet-rules §17.1)
      at 0s   job-a: Normal Scheduled: Successfully assigned default/job-a to node-1  — because: scheduled at once to the first node (kubelet-rules §17.1)
      at 0s   pod job-b created  — because: pod created at 0s (kubelet-rules §10.2)
      at 0s   job-b: phase Pending  — because: pod created at 0s (kubelet-rules §10.2)
      at 0s   job-b: READY 0/1  STATUS Pending  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 0s   job-b: scheduled to node-1  — because: scheduled at once to the first node (kubelet-rules §17.1)
      at 0s   job-b: PodScheduled True  — because: scheduled at once to the first node (kubelet-rules §17.1)
      at 0s   job-b: Normal Scheduled: Successfully assigned default/job-b to node-1  — because: scheduled at once to the first node (kubelet-rules §17.1)
      at 0s   job-a: PodReadyToStartContainers False (PodSandboxNotReady)  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-a: Initialized True  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-a: Ready False (ContainersNotReady)  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-a: ContainersReady False (ContainersNotReady)  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-a: container main: waiting (ContainerCreating)  — because: waiting ContainerCreating (kubelet-rules §3.1)
      at 0s   job-a: READY 0/1  STATUS ContainerCreating  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 0s   job-a: Normal Pulling: Pulling image "busybox"  — because: pull policy Always (kubelet-rules §8)
      at 0s   job-a: Normal Pulled: Successfully pulled image "busybox" in 0s (0s including waiting). Image size: 50061257 bytes.  — because: pull took 0s (kubelet-rules §8)
      at 0s   job-a: Normal Created: Container created  — because: container created and started at once (kubelet-rules §17.1)
      at 0s   job-a: Normal Started: Container started  — because: container created and started at once (kubelet-rules §17.1)
      at 0s   job-a: container main started (run 1)  — because: container created and started at once (kubelet-rules §17.1)
      at 0s   job-a: PodReadyToStartContainers True  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-a: container main: running, ready  — because: container running (kubelet-rules §3.1)
      at 0s   job-a: ContainersReady True  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-a: Ready True  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-a: phase Running  — because: getPhase → Running (kubelet-rules §2.2)
      at 0s   job-a: READY 1/1  STATUS Running  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 0s   job-b: PodReadyToStartContainers False (PodSandboxNotReady)  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-b: Initialized False (ContainersNotInitialized)  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-b: Ready False (ContainersNotReady)  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-b: ContainersReady False (ContainersNotReady)  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-b: container init-db: waiting (PodInitializing)  — because: waiting PodInitializing (kubelet-rules §3.1)
      at 0s   job-b: container main: waiting (PodInitializing)  — because: waiting PodInitializing (kubelet-rules §3.1)
      at 0s   job-b: READY 0/1  STATUS Init:0/1  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 0s   job-b: Normal Pulling: Pulling image "busybox"  — because: pull policy Always (kubelet-rules §8)
      at 0s   job-b: Normal Pulled: Successfully pulled image "busybox" in 0s (0s including waiting). Image size: 50061257 bytes.  — because: pull took 0s (kubelet-rules §8)
      at 0s   job-b: Normal Created: Container created  — because: container created and started at once (kubelet-rules §17.1)
      at 0s   job-b: Normal Started: Container started  — because: container created and started at once (kubelet-rules §17.1)
      at 0s   job-b: container init-db started (run 1)  — because: container created and started at once (kubelet-rules §17.1)
      at 0s   job-b: PodReadyToStartContainers True  — because: kubelet status write (kubelet-rules §10.1)
      at 0s   job-b: container init-db: running  — because: container running (kubelet-rules §3.1)
      at 5s   job-b: container init-db exited 0 (Completed)  — because: behaviour: exit 0 5s after start (kubelet-rules §3.3)
      at 5s   job-b: Initialized True  — because: kubelet status write (kubelet-rules §10.1)
      at 5s   job-b: container init-db: terminated (Completed, exit 0)  — because: exit 0 → Completed (kubelet-rules §3.3)
      at 5s   job-b: READY 0/1  STATUS PodInitializing  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 5s   job-b: Normal Pulling: Pulling image "busybox"  — because: pull policy Always (kubelet-rules §8)
      at 5s   job-b: Normal Pulled: Successfully pulled image "busybox" in 0s (0s including waiting). Image size: 50061257 bytes.  — because: pull took 0s (kubelet-rules §8)
      at 5s   job-b: Normal Created: Container created  — because: container created and started at once (kubelet-rules §17.1)
      at 5s   job-b: Normal Started: Container started  — because: container created and started at once (kubelet-rules §17.1)
      at 5s   job-b: container main started (run 1)  — because: container created and started at once (kubelet-rules §17.1)
      at 5s   job-b: container main: running, ready  — because: container running (kubelet-rules §3.1)
      at 5s   job-b: ContainersReady True  — because: kubelet status write (kubelet-rules §10.1)
      at 5s   job-b: Ready True  — because: kubelet status write (kubelet-rules §10.1)
      at 5s   job-b: phase Running  — because: getPhase → Running (kubelet-rules §2.2)
      at 5s   job-b: READY 1/1  STATUS Running  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 10s  job-a: container main exited 0 (Completed)  — because: behaviour: exit 0 10s after start (kubelet-rules §3.3)
      at 10s  job-a: Initialized True (PodCompleted)  — because: kubelet status write (kubelet-rules §10.1)
      at 10s  job-a: Ready False (PodCompleted)  — because: kubelet status write (kubelet-rules §10.1)
      at 10s  job-a: ContainersReady False (PodCompleted)  — because: kubelet status write (kubelet-rules §10.1)
      at 10s  job-a: container main: terminated (Completed, exit 0)  — because: exit 0 → Completed (kubelet-rules §3.3)
      at 10s  job-a: phase Succeeded  — because: getPhase → Succeeded (kubelet-rules §2.2)
      at 10s  job-a: READY 0/1  STATUS Completed  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 10s  job-a: PodReadyToStartContainers False (PodSandboxNotReady)  — because: pod terminated: terminal status (kubelet-rules §11.5)
      at 15s  job-b: container main exited 2 (Error)  — because: behaviour: exit 2 10s after start (kubelet-rules §3.3)
      at 15s  job-b: Ready False (PodFailed)  — because: kubelet status write (kubelet-rules §10.1)
      at 15s  job-b: ContainersReady False (PodFailed)  — because: kubelet status write (kubelet-rules §10.1)
      at 15s  job-b: container main: terminated (Error, exit 2)  — because: exit 2 → Error (kubelet-rules §3.3)
      at 15s  job-b: phase Failed  — because: getPhase → Failed (kubelet-rules §2.2)
      at 15s  job-b: READY 0/1  STATUS Error  RESTARTS 0  — because: kubectl printPod (kubelet-rules §14)
      at 15s  job-b: PodReadyToStartContainers False (PodSandboxNotReady)  — because: pod terminated: terminal status (kubelet-rules §11.5)
      at 17s  node node-1 fails (line 14)
      "
    `)
  })
})

describe("localised summaries", () => {
  it("counts in every language", () => {
    const out = (["en", "es", "fr", "uk"] as const).map((lang) => Pretty.summary(run(), { lang }))
    expect(out.join("\n\n")).toMatchInlineSnapshot(`
      " Scenarios     1 passed | 1 failed | 1 errored | 1 skipped (4)
       Expectations  2 passed | 1 failed (3)
       Goldens       1 matched | 1 mismatch (2)
       Diagnostics   1 error
       Duration      1.52s

       Escenarios    1 correcto | 1 fallido | 1 con error | 1 omitido (4)
       Expectativas  2 correctos | 1 fallido (3)
       Referencias   1 coincide | 1 difiere (2)
       Diagnósticos  1 error
       Duración      1.52s

       Scénarios    1 réussi | 1 en échec | 1 en erreur | 1 ignoré (4)
       Attentes     2 réussis | 1 en échec (3)
       Références   1 identique | 1 différent (2)
       Diagnostics  1 error
       Durée        1.52s

       Сценарії     1 успішно | 1 невдало | 1 з помилкою | 1 пропущено (4)
       Очікування   2 успішно | 1 невдало (3)
       Еталони      1 збігається | 1 відрізняється (2)
       Діагностика  1 error
       Тривалість   1.52s"
    `)
  })
})
