/**
 * `--parallel N`: files run on worker threads, and the result is identical to a serial run. Files are dealt to the
 * workers round-robin; results are put back in file order, and file events reach the observer in file order too
 * (ndjson streams the same lines), whichever worker finished first.
 */
import { Worker } from "node:worker_threads"
import type { Run, Services } from "@podscenario/interpreter"

/** What a worker is given: plain data (structured clone). @category models */
export interface WorkerInput {
  readonly cwd: string
  readonly config: Omit<Services.RunConfig["Service"], "name"> & { readonly name: string | undefined }
  readonly items: ReadonlyArray<{ readonly index: number; readonly target: Run.ExpandedTarget }>
}

/** What a worker posts back, once per file. @category models */
export interface WorkerMessage {
  readonly index: number
  readonly run: Run.FileRun
}

/**
 * Runs the planned files on `workers` threads started from `entry` (the bundled `worker.mjs`).
 *
 * @category running
 */
export const runOnWorkers = (options: {
  readonly entry: URL
  readonly workers: number
  readonly cwd: string
  readonly config: Services.RunConfig["Service"]
  readonly planned: ReadonlyArray<Run.ExpandedTarget>
  readonly onFile: (run: Run.FileRun) => void
}): Promise<ReadonlyArray<Run.FileRun>> => {
  const { config, planned } = options
  const count = Math.max(1, Math.min(options.workers, planned.length))
  const shares = Array.from({ length: count }, () => [] as Array<WorkerInput["items"][number]>)
  planned.forEach((target, index) => {
    shares[index % count]!.push({ index, target })
  })
  const runs: Array<Run.FileRun | undefined> = new Array(planned.length)
  let flushed = 0
  const flush = () => {
    while (flushed < runs.length && runs[flushed] !== undefined) options.onFile(runs[flushed++]!)
  }
  const serialConfig = { ...config, name: config.name?.source }
  return Promise.all(
    shares.map(
      (items) =>
        new Promise<void>((resolve, reject) => {
          const input: WorkerInput = { cwd: options.cwd, config: serialConfig, items }
          const worker = new Worker(options.entry, { workerData: input })
          worker.on("message", (message: WorkerMessage) => {
            runs[message.index] = message.run
            flush()
          })
          worker.on("error", reject)
          worker.on("exit", (code) =>
            code === 0 ? resolve() : reject(new Error(`a worker thread stopped with exit code ${code}`))
          )
        })
    )
  ).then(() => runs.map((run) => run!))
}
