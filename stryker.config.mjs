// Mutation testing of the core's rule modules (`pnpm mutate`, docs/contributing/testing.md "Mutation testing"): each
// mutant is run against the tests that reach it (per-test coverage), and must make one fail.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker.vitest.config.ts", related: false },
  plugins: ["@stryker-mutator/vitest-runner"],
  mutate: [
    "packages/core/src/internal/backoff.ts",
    "packages/core/src/internal/phase.ts",
    "packages/core/src/internal/conditions.ts",
    "packages/core/src/internal/restart.ts",
    "packages/core/src/internal/probes.ts",
    "packages/core/src/internal/prober.ts",
    "packages/core/src/internal/kill.ts",
    "packages/core/src/internal/termination.ts"
  ],
  // In place, not in a sandbox copy: pnpm's per-package node_modules links (packages/*/node_modules) are not copied
  // into a sandbox, and Stryker's tsconfig rewriting needs the TypeScript compiler API that TypeScript 7 dropped.
  // Stryker puts the files back when it ends, interrupted too.
  inPlace: true,
  coverageAnalysis: "perTest",
  // Event and cause texts are compared by the goldens; mutating each would cost a corpus run apiece for little.
  mutator: { excludedMutations: ["StringLiteral"] },
  checkers: [],
  concurrency: 2,
  timeoutMS: 60_000,
  reporters: ["clear-text", "progress", "json"],
  jsonReporter: { fileName: ".tmp/mutation/report.json" },
  incremental: false
}
