/**
 * The simulation thread of the language server (bundled as dist/lsp-worker.cjs): simulates the scenarios it is sent
 * and answers with their outcomes (Simulator.ts). Its stdout is the thread's own, never the protocol's.
 */
import { parentPort } from "node:worker_threads"
import * as Simulate from "./Simulate.ts"
import type { Request } from "./Simulator.ts"

parentPort!.on("message", (request: Request) => {
  parentPort!.postMessage(request.scenarios.map((s) => Simulate.scenario(request.name, request.file, s)))
})
