/**
 * The interpreter's program over an in-memory file tree (the `ScenarioFiles.memory` layer): loading, manifests by
 * path, per-file isolation of errors, goldens in the three modes, selection by line and tags.
 */
import { describe, expect, it } from "@effect/vitest"
import { Run, Services } from "@podscenario/interpreter"
import { Result } from "@podscenario/reporters"
import { Effect, Layer } from "effect"

const pod = `pod web:
  spec:
    containers:
      - name: app
        image: registry.example/app:1.4
`
const crashing = `@crash
scenario "crashes"
${pod}container app exits 1 after 1s
expect at 2s container app waiting reason CrashLoopBackOff
expect at 12s container app running restarts 2
end at 30s
`

const layer = (files: Record<string, string>, config: Partial<Services.RunConfig["Service"]> = {}) =>
  Layer.mergeAll(Services.ScenarioFiles.memory(files), Services.RunConfig.layer(config))

const runAll = (paths: ReadonlyArray<string>) => Run.runTargets(paths.map((path) => ({ path, lines: [] })))

describe("Run.runTargets", () => {
  it.effect("runs every scenario of a directory and checks its expectations (kubelet-rules §5.2)", () =>
    Effect.gen(function* () {
      const result = yield* runAll(["suite"])
      expect(Result.counts(result).scenarios).toMatchObject({ passed: 1, total: 1 })
      expect(Result.counts(result).expectations).toMatchObject({ passed: 2, failed: 0 })
    }).pipe(Effect.provide(layer({ "suite/crash.podscenario": crashing })))
  )

  it.effect("a bad file never stops the other files", () =>
    Effect.gen(function* () {
      const result = yield* runAll(["suite"])
      const [bad, good] = result.files
      expect(bad?.diagnostics.length).toBeGreaterThan(0)
      expect(bad?.scenarios).toEqual([])
      expect(good?.scenarios[0]?.status).toBe("passed")
    }).pipe(
      Effect.provide(
        layer({
          "suite/a-bad.podscenario": 'scenario "x"\ncontainer app exts 1\n',
          "suite/b-good.podscenario": crashing
        })
      )
    )
  )

  it.effect("reads `pod NAME from FILE` relative to the scenario, and reports an unreadable one at its line", () =>
    Effect.gen(function* () {
      const result = yield* runAll(["a.podscenario", "b.podscenario"])
      expect(result.files[0]?.scenarios[0]?.status).toBe("passed")
      expect(result.files[1]?.diagnostics.map((d) => d.code)).toContain("PS3002")
    }).pipe(
      Effect.provide(
        layer({
          "a.podscenario": `scenario "from a file"\npod web from "manifests/web.yaml"\nexpect at 1s container app running\n`,
          "manifests/web.yaml": `apiVersion: v1\nkind: Pod\nmetadata:\n  name: web\nspec:\n  containers:\n    - name: app\n      image: registry.example/app:1.4\n`,
          "b.podscenario": `scenario "missing"\npod web from "manifests/nope.yaml"\nexpect at 1s container app running\n`
        })
      )
    )
  )

  it.effect("selects by tag expression; the rest is skipped", () =>
    Effect.gen(function* () {
      const result = yield* runAll(["t.podscenario"])
      expect(result.files[0]?.scenarios.map((s) => s.status)).toEqual(["passed", "skipped"])
    }).pipe(
      Effect.provide(
        layer(
          { "t.podscenario": `${crashing}\n${crashing.replace("@crash", "@slow").replace('"crashes"', '"slow"')}` },
          { tags: "@crash and not @slow" }
        )
      )
    )
  )
})

describe("goldens (language reference §7)", () => {
  const withGolden = `${crashing}golden "golden/crash.watch"\n`

  it.effect("mode `new` writes a missing golden, then matches it", () =>
    Effect.gen(function* () {
      const first = yield* runAll(["g.podscenario"])
      expect(first.files[0]?.scenarios[0]?.goldens[0]?.status).toBe("written")
      const second = yield* runAll(["g.podscenario"])
      expect(second.files[0]?.scenarios[0]?.goldens[0]?.status).toBe("matched")
    }).pipe(Effect.provide(layer({ "g.podscenario": withGolden })))
  )

  it.effect("mode `none` (CI) fails a missing golden and writes nothing", () =>
    Effect.gen(function* () {
      const result = yield* runAll(["g.podscenario"])
      const scenario = result.files[0]?.scenarios[0]
      expect(scenario?.goldens[0]?.status).toBe("missing")
      expect(scenario?.goldens[0]?.code).toBe("PS5002")
      expect(scenario?.status).toBe("failed")
      const again = yield* runAll(["g.podscenario"])
      expect(again.files[0]?.scenarios[0]?.goldens[0]?.status).toBe("missing")
    }).pipe(Effect.provide(layer({ "g.podscenario": withGolden }, { goldens: "none" })))
  )

  it.effect("a differing golden fails with a unified diff", () =>
    Effect.gen(function* () {
      const result = yield* runAll(["g.podscenario"])
      const golden = result.files[0]?.scenarios[0]?.goldens[0]
      expect(golden?.status).toBe("mismatch")
      expect(golden?.code).toBe("PS5001")
      expect(golden?.diff).toContain("-stale")
    }).pipe(Effect.provide(layer({ "g.podscenario": withGolden, "golden/crash.watch": "stale\n" })))
  )
})

describe("stale goldens", () => {
  const withGolden = `${crashing}golden "golden/crash.watch"\n`
  const files = { "suite/g.podscenario": withGolden, "suite/golden/crash.watch": "x\n", "suite/golden/old.md": "x\n" }

  it.effect("a golden file no scenario references is reported stale, not failed, and kept", () =>
    Effect.gen(function* () {
      const result = yield* runAll(["suite"])
      const goldens = result.files[0]?.scenarios[0]?.goldens ?? []
      expect(goldens.map((g) => [g.path, g.status])).toEqual([
        ["golden/crash.watch", "updated"],
        ["golden/old.md", "stale"]
      ])
      expect(result.files[0]?.scenarios[0]?.status).toBe("passed")
    }).pipe(Effect.provide(layer(files, { goldens: "all" })))
  )

  it.effect("running one scenario by line never calls the others' goldens stale", () =>
    Effect.gen(function* () {
      const result = yield* Run.runTargets([{ path: "suite", lines: [2] }])
      const goldens = result.files[0]?.scenarios[0]?.goldens ?? []
      expect(goldens.map((g) => g.status)).not.toContain("stale")
    }).pipe(Effect.provide(layer(files, { goldens: "all" })))
  )
})
