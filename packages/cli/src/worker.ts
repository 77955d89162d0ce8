/**
 * The worker-thread entry of `--parallel` (bundled as dist/worker.mjs): loads the bundled program through the code
 * cache, as `bin.ts` does, and serves the files the main thread hands it (Parallel.ts).
 */
import { parentPort, workerData } from "node:worker_threads"
import * as CompileCache from "./CompileCache.ts"
import type { WorkerInput } from "./Parallel.ts"
import * as V8Flags from "./V8Flags.ts"

type Program = typeof import("./index.ts")

/** The program's file beside this one, named by the bundle (packages/cli/scripts/build.mjs). */
const programFile = process.env.PODSCENARIO_PROGRAM
if (programFile === undefined) throw new Error("the worker entry runs from the bundle only")

// under the flags the executable that started this thread set (V8Flags.ts)
const program = CompileCache.load<Program>(
  CompileCache.beside(import.meta.url, programFile),
  process.env,
  V8Flags.program
)
program.exports.serveWorker(parentPort!, workerData as WorkerInput)
