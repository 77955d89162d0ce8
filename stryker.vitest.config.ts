import { defineConfig } from "vitest/config"
import { project } from "./vitest.config.ts"

// What `pnpm mutate` runs against each mutant of the core's rule modules: the scenario corpus and the core's unit tests
// of the rules. Only tests that simulate inside a test: a simulation at a file's top level (the docs pages, Timeline's
// queries) would reach every mutant outside any test, and Stryker would then run every test for every mutant. The
// property tests (Fuzz, Invariants) are left out: they reach every line and take seconds, for every surviving mutant.
const rulesOnly = (base: ReturnType<typeof project>, include: Array<string>, exclude: Array<string> = []) => ({
  ...base,
  test: { ...base.test, include, exclude }
})

export default defineConfig({
  test: {
    isolate: false,
    testTimeout: 60_000,
    projects: [
      rulesOnly(
        project("core", "packages/core"),
        ["test/**/*.test.ts"],
        ["test/Timeline.test.ts", "test/Fuzz.test.ts", "test/Invariants.test.ts"]
      ),
      rulesOnly(project("scenarios", "scenarios"), ["test/corpus.test.ts"])
    ]
  }
})
