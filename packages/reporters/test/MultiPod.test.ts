import { Explain, Markdown, Mermaid, Pretty, Svg, Watch } from "@podscenario/reporters"
import { describe, expect, it } from "vitest"
import { run, twoPods } from "./fixtures/timelines.ts"
import { wellFormed } from "./fixtures/xml.ts"

describe("several pods", () => {
  it("watch prints a line per pod change", () => {
    expect(Watch.render(twoPods())).toMatchInlineSnapshot(`
      "NAME    READY   STATUS              RESTARTS   AGE
      job-a   0/1     ContainerCreating   0          0s
      job-a   1/1     Running             0          0s
      job-b   0/1     Init:0/1            0          0s
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
      | 0s   | job-a | phase Pending → Running<br>STATUS ContainerCreating → Running<br>READY 0/1 → 1/1<br>RESTARTS 0<br>main: waiting (ContainerCreating) → running, ready | pod job-a created<br>container main started (run 1) |
      | 0s   | job-b | phase Pending<br>STATUS Init:0/1<br>READY 0/1<br>RESTARTS 0<br>init-db: waiting (PodInitializing) → running<br>main: waiting (PodInitializing) | pod job-b created<br>container init-db started (run 1) |
      | 5s   | job-b | phase Running<br>STATUS Running<br>READY 1/1<br>init-db: terminated (Completed, exit 0)<br>main: running, ready<br>Initialized True | container init-db exited 0 (Completed)<br>container main started (run 1) |
      | 10s  | job-a | phase Succeeded<br>STATUS Completed<br>READY 0/1<br>main: terminated (Completed, exit 0) | container main exited 0 (Completed) |
      | 12s  | job-b |  | liveness probe of main: failure |
      | 12s  |       |  | node node-1 Ready True |
      | 15s  | job-b | phase Failed<br>STATUS Error<br>READY 0/1<br>main: terminated (Error, exit 2) | container main exited 2 (Error) |
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
          liveness failure :milestone, 2000-01-01 00:00:12.000, 0s
          exit 2 :milestone, 2000-01-01 00:00:15.000, 0s
      "
    `)
  })
  it("svg stays well-formed", () => {
    expect(wellFormed(Svg.render(twoPods()))).toEqual([])
  })
  it("explain names the pod of each record", () => {
    expect(Explain.explain(twoPods())).toMatchInlineSnapshot(`
      "at 0s   pod job-a created
      at 0s   job-a: phase Pending
      at 0s   job-a: container main: waiting (ContainerCreating)
      at 0s   job-a: container main started (run 1)
      at 0s   job-a: container main: running, ready
      at 0s   job-a: phase Running
      at 0s   pod job-b created
      at 0s   job-b: phase Pending
      at 0s   job-b: container init-db: waiting (PodInitializing)
      at 0s   job-b: container main: waiting (PodInitializing)
      at 0s   job-b: container init-db started (run 1)
      at 0s   job-b: container init-db: running
      at 5s   job-b: container init-db exited 0 (Completed)
      at 5s   job-b: container init-db: terminated (Completed, exit 0)
      at 5s   job-b: Initialized True
      at 5s   job-b: container main started (run 1)
      at 5s   job-b: container main: running, ready
      at 5s   job-b: phase Running
      at 10s  job-a: container main exited 0 (Completed)
      at 10s  job-a: container main: terminated (Completed, exit 0)
      at 10s  job-a: phase Succeeded
      at 12s  job-b: liveness probe of main: failure
      at 12s  node node-1 Ready True
      at 15s  job-b: container main exited 2 (Error)
      at 15s  job-b: container main: terminated (Error, exit 2)
      at 15s  job-b: phase Failed
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
