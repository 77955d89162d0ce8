import { defineConfig } from "vitest/config"

// One vitest project per package, plus the scenario corpus (Effect's project() helper).
export const project = (name: string, root: string, test: { globalSetup?: Array<string> } = {}) => ({
  extends: true as const,
  root,
  test: { name, include: ["test/**/*.test.ts"], ...test }
})

export default defineConfig({
  test: {
    isolate: false,
    // Property and corpus tests run thousands of simulations; on a busy 2-core CI machine 5s is too tight.
    testTimeout: 60_000,
    reporters: ["default", "./scripts/summary-reporter.ts"],
    projects: [
      project("diagnostics", "packages/diagnostics"),
      project("core", "packages/core"),
      project("parser", "packages/parser"),
      project("reporters", "packages/reporters"),
      project("interpreter", "packages/interpreter"),
      project("cli", "packages/cli"),
      project("lsp", "packages/lsp"),
      project("vscode", "packages/vscode"),
      project("scenarios", "scenarios"),
      // the published package, packed and installed with npm outside the workspace once for its test files
      project("package", "packages/podscenario", { globalSetup: ["test/install.ts"] })
    ]
  }
})
