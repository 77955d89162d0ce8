/**
 * What the commands run on: the interpreter (and the parser under it), Effect and the Node services. `index.ts`
 * loads this module with `import()` when a command runs, so that help and usage errors never load them (docs/guide/
 * cli.md, "Start-up"). One module, not an `import()` of each package, so that the bundler keeps only what is used.
 *
 * Effect is imported by module (`effect/Effect`), here and in the interpreter, not from `effect`: in a module loaded
 * with `import()` the bundler keeps the package index whole, and initialising every Effect module cost 10 ms a start.
 */
import { Docs, Format, Load, Run, Select, Services, Targets } from "@podscenario/interpreter"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { nodeScenarioFiles, type Overlay } from "./NodeServices.ts"

export { Docs, Effect, Format, Load, nodeScenarioFiles, Run, Select, Targets }

/**
 * The services of a run over `node:fs` from `cwd` (with one file's text in memory, if given), with its
 * configuration.
 *
 * @category layers
 */
export const layerFor = (cwd: string, config: Partial<Services.RunConfig["Service"]> = {}, overlay?: Overlay) =>
  Layer.mergeAll(nodeScenarioFiles(cwd, overlay), Services.RunConfig.layer(config))
