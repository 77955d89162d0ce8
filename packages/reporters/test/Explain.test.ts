import { Duration } from "@podscenario/core"
import * as Explain from "@podscenario/reporters/Explain"
import { describe, expect, it } from "vitest"
import { crashLoop, terminating } from "./fixtures/timelines.ts"

describe("Explain", () => {
  it("lists the timeline with causes", () => {
    expect(Explain.explain(crashLoop())).toMatchInlineSnapshot(`
      "at 0s     pod web created
      at 0s     scheduled to node-1
      at 0s     PodScheduled True
      at 0s     Normal Scheduled: Successfully assigned default/web to node-1
      at 0s     phase Pending
      at 0s     PodReadyToStartContainers True
      at 0s     Initialized True
      at 0s     Ready False (ContainersNotReady)
      at 0s     ContainersReady False (ContainersNotReady)
      at 0s     container app: waiting (ContainerCreating)
      at 0s     Normal Created: Created container: app
      at 0s     Normal Started: Started container app
      at 0s     container app started (run 1)
      at 0s     container app: running, ready
      at 0s     phase Running
      at 0s     ContainersReady True
      at 0s     Ready True
      at 5s     container app exited 1 (Error)
      at 5s     container app: terminated (Error, exit 1)
      at 5s     container app started (run 2)  — because: the first restart after an exit is immediate (kubelet-rules §5.2)
      at 5s     container app: running, ready, 1 restart
      at 10s    container app exited 1 (Error)
      at 10s    container app: terminated (Error, exit 1), 1 restart
      at 10s    container app: waiting (CrashLoopBackOff), 1 restart
      at 10s    ContainersReady False (ContainersNotReady)
      at 10s    Ready False (ContainersNotReady)
      at 10s    Warning BackOff: Back-off restarting failed container app in pod web_default(uid)
      at 20s    container app started (run 3)  — because: CrashLoopBackOff delay 10s after the exit at 10s (kubelet-rules §5.2)
      at 20s    container app: running, ready, 2 restarts
      at 20s    ContainersReady True
      at 20s    Ready True
      at 25s    container app exited 1 (Error)
      at 25s    container app: waiting (CrashLoopBackOff), 2 restarts
      at 25s    ContainersReady False (ContainersNotReady)
      at 25s    Ready False (ContainersNotReady)
      at 25s    Warning BackOff: Back-off restarting failed container app in pod web_default(uid)
      at 45s    container app started (run 4)  — because: CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.2)
      at 45s    container app: running, ready, 3 restarts
      at 45s    ContainersReady True
      at 45s    Ready True
      at 50s    container app exited 1 (Error)
      at 50s    container app: waiting (CrashLoopBackOff), 3 restarts
      at 50s    ContainersReady False (ContainersNotReady)
      at 50s    Ready False (ContainersNotReady)
      at 50s    Warning BackOff: Back-off restarting failed container app in pod web_default(uid)
      at 1m30s  container app started (run 5)  — because: CrashLoopBackOff delay 40s after the exit at 50s (kubelet-rules §5.2)
      at 1m30s  container app: running, ready, 4 restarts
      at 1m30s  ContainersReady True
      at 1m30s  Ready True
      "
    `)
  })
  it("explains one instant", () => {
    expect(Explain.explain(crashLoop(), { at: Duration.seconds(31) })).toMatchInlineSnapshot(`
      "state at 31s:
        scheduled to node-1                                    (since 0s)
        PodScheduled True                                      (since 0s)
        phase Running                                          (since 0s)
        PodReadyToStartContainers True                         (since 0s)
        Initialized True                                       (since 0s)
        Ready False (ContainersNotReady)                       (since 25s)
        ContainersReady False (ContainersNotReady)             (since 25s)
        container app: waiting (CrashLoopBackOff), 2 restarts  (since 25s)
        READY 0/1  STATUS CrashLoopBackOff  RESTARTS 2         (since 25s)
      next: at 45s  container app started (run 4)  — because: CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.2)
      "
    `)
  })
  it("explains a termination in French", () => {
    expect(Explain.explain(terminating(), { lang: "fr", at: Duration.seconds(36) })).toMatchInlineSnapshot(`
      "état à 36s:
        affecté au nœud node-1                                  (depuis 0s)
        PodScheduled True                                       (depuis 0s)
        phase Running                                           (depuis 0s)
        conteneur app: en cours d'exécution, prêt               (depuis 10s)
        conteneur proxy: terminé (Completed, code de retour 0)  (depuis 30s)
        READY 1/2  STATUS Terminating  RESTARTS 0               (depuis 30s)
        ContainersReady False (ContainersNotReady)              (depuis 30s)
        Ready False (ContainersNotReady)                        (depuis 30s)
        suppression demandée (délai de grâce 30s)               (depuis 30s)  — parce que: kubectl delete with the spec's grace period (kubelet-rules §11.1)
      ensuite: à 45s  conteneur app terminé avec le code 0 (Completed)
      "
    `)
  })
})
