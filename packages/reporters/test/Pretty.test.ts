import * as Pretty from "@podscenario/reporters/Pretty"
import * as Result from "@podscenario/reporters/Result"
import { describe, expect, it } from "vitest"
import { greenRun, run } from "./fixtures/timelines.ts"

describe("Pretty", () => {
  it("renders scenarios, failures and the summary", () => {
    expect(Pretty.render(run())).toMatchInlineSnapshot(`
      "
       ✓ scenarios/crash.podscenario:2  A crashing container backs off 3ms
       ✗ scenarios/crash.podscenario:2  Exit 1 under Always (policy=Always)
       ! scenarios/crash.podscenario:2  Rejected exit
       ↓ scenarios/crash.podscenario:2  Slow one

      ⎯⎯⎯⎯⎯⎯⎯⎯ Failures ⎯⎯⎯⎯⎯⎯⎯⎯

       ✗ scenarios/crash.podscenario:2  Exit 1 under Always (policy=Always)

         error[PS4001]: expectation failed: at 31s phase Succeeded
          --> scenarios/crash.podscenario:8:1
           |
         8 | expect at 31s phase Succeeded
           | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ actual phase Running (at 31s)
           |
           = help: compare the expectation with the timeline: \`podscenario explain scenarios/crash.podscenario:2\` prints it, with the rule behind each change
           = note: timeline around 31s:
                       20s  container app: running, ready, 2 restarts
                       20s  ContainersReady True
                       20s  Ready True
                       20s  READY 1/1  STATUS Running  RESTARTS 2
                       25s  container app exited 1 (Error)
                       25s  Ready False (ContainersNotReady)
                       25s  ContainersReady False (ContainersNotReady)
                       25s  container app: terminated (Error, exit 1), 2 restarts
                       25s  READY 0/1  STATUS Error  RESTARTS 2
                       25s  Warning BackOff: Back-off restarting failed container app in pod web_default(41d689bb-223d-41d5-88ad-66bfe59cd67d)
                       25s  container app: waiting (CrashLoopBackOff), 2 restarts
                       25s  READY 0/1  STATUS CrashLoopBackOff  RESTARTS 2
                     ▸ 31s  ···
                   because:
                     25s  container app: terminated (Error, exit 1), 2 restarts: exit 1 → Error (kubelet-rules §3.3)
                     25s  Warning BackOff: Back-off restarting failed container app in pod web_default(41d689bb-223d-41d5-88ad-66bfe59cd67d): CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.1)
                     25s  container app: waiting (CrashLoopBackOff), 2 restarts: CrashLoopBackOff delay 20s after the exit at 25s (kubelet-rules §5.2)

         error[PS5001]: golden file \`golden/crash.md\` differs from the run
           --> scenarios/crash.podscenario:10:1
            |
         10 | golden "golden/crash.md"
            | ^^^^^^^^^^^^^^^^^^^^^^^^ not what this run renders
            |
            = help: if the change is intended, run with \`--update\` (\`-u\`) to rewrite the golden file
            = note: --- golden/crash.md
                    +++ golden/crash.md (actual)
                    @@ -1,2 +1,2 @@
                     | time | phase |
                    -| 0s | Pending |
                    +| 0s | Running |

       ! scenarios/crash.podscenario:2  Rejected exit

         error[PS3001]: container \`app\` cannot exit at 5s: it is not running
          --> scenarios/crash.podscenario:7:1
           |
         7 | at 5s container app exits 1
           | ^^^^^^^^^^^^^^^^^^^^^^^^^^^ app is waiting (CrashLoopBackOff) at 5s
           |
           = help: it runs again at 20s

       Scenarios     1 passed | 1 failed | 1 errored | 1 skipped (4)
       Expectations  2 passed | 1 failed (3)
       Goldens       1 matched | 1 mismatch (2)
       Diagnostics   1 error
       Duration      1.52s
      "
    `)
  })

  it("renders a green run in French, verbose", () => {
    expect(Pretty.render(greenRun(), { lang: "fr", verbose: true })).toMatchInlineSnapshot(`
      "
       ✓ scenarios/crash.podscenario:2  A crashing container backs off
           ✓ expect at 1m30s container app running restarts 4

       Scénarios  1 réussi (1)
       Attentes   1 réussi (1)
       Durée      42ms
      "
    `)
  })

  it("colours only through the styler", () => {
    const tag = (name: string) => (t: string) => `<${name}>${t}</${name}>`
    const styler = { red: tag("r"), green: tag("g"), yellow: tag("y"), dim: tag("d"), bold: tag("b") }
    const out = Pretty.render(greenRun(), { styler })
    expect(out.replace(/<\/?[rgydb]>/g, "")).toBe(Pretty.render(greenRun()))
  })
})

describe("Result", () => {
  it("counts by status", () => {
    expect(Result.counts(run())).toMatchInlineSnapshot(`
      {
        "diagnostics": {
          "errors": 1,
          "warnings": 0,
        },
        "expectations": {
          "failed": 1,
          "passed": 2,
          "total": 3,
          "unchecked": 0,
        },
        "files": 1,
        "goldens": {
          "matched": 1,
          "mismatch": 1,
          "missing": 0,
          "stale": 0,
          "total": 2,
          "updated": 0,
          "written": 0,
        },
        "scenarios": {
          "errored": 1,
          "failed": 1,
          "passed": 1,
          "skipped": 1,
          "total": 4,
        },
      }
    `)
    expect(Result.isSuccess(run())).toBe(false)
    expect(Result.isSuccess(greenRun())).toBe(true)
  })
})
