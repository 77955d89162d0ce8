/**
 * The worker-thread entry of `--parallel` (bundled as dist/worker.mjs): runs the files it is dealt and posts each
 * file's run back, in the order given.
 */
import { parentPort, workerData } from "node:worker_threads"
import { Run, Services } from "@podscenario/interpreter"
import { Effect, Layer } from "effect"
import { nodeScenarioFiles } from "./NodeServices.ts"
import type { WorkerInput, WorkerMessage } from "./Parallel.ts"

const input = workerData as WorkerInput
const layer = Layer.mergeAll(
  nodeScenarioFiles(input.cwd),
  Services.RunConfig.layer({
    ...input.config,
    name: input.config.name === undefined ? undefined : new RegExp(input.config.name)
  })
)

for (const { index, target } of input.items) {
  const run = await Effect.runPromise(Run.runFile(target).pipe(Effect.provide(layer)))
  const message: WorkerMessage = { index, run }
  parentPort!.postMessage(message)
}
