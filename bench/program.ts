/**
 * What the in-process figures of bench/run.ts measure: bundled by esbuild before they run, as the CLI ships it.
 * (Run from source through tsx, the same code simulates about 1.5 times slower: the figures would be tsx's.)
 */
export { main } from "../packages/cli/src/index.ts"
export { Simulation, Timeline } from "../packages/core/src/index.ts"
export { SourceFile } from "../packages/diagnostics/src/index.ts"
export { Run, ScenarioRun } from "../packages/interpreter/src/index.ts"
export * as Parser from "../packages/parser/src/index.ts"
export { simulationInput } from "../packages/parser/src/Scenario.ts"
export { Golden } from "../packages/reporters/src/index.ts"
