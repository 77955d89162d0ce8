/**
 * `--parallel N`: files run on the main thread and on N − 1 worker threads, and the output is identical to a serial
 * run (docs/guide/cli.md, "Parallel runs").
 *
 * - The main thread works too: it takes files from the front of the list, one at a time, so results stream in file
 *   order as in a serial run. Workers take contiguous chunks from the back, each chunk a share of what is left
 *   (guided scheduling: large chunks first, small ones at the end), so nobody waits long for the last file.
 * - A worker sends back each file's run without its timeline records unless a report prints them (`json`): they are
 *   most of the bytes a run holds, and every byte is copied between threads.
 * - Results are put back in file order, and file events reach the observer in file order (ndjson streams the same
 *   lines), whichever thread finished first.
 * - The pool is an Effect resource: the threads are started in a scope and terminated when it closes, so a worker
 *   that fails ends the run with `WorkerFailed` and never leaves the others running.
 */
import { type MessagePort, Worker } from "node:worker_threads"
import type { Run, Services, Targets } from "@podscenario/interpreter"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Queue from "effect/Queue"

/** Files handed to a worker: their places in the plan, and the targets. @category models */
export type Items = ReadonlyArray<{ readonly index: number; readonly target: Targets.ExpandedTarget }>

/** What a worker is given when it starts: plain data (structured clone). @category models */
export interface WorkerInput {
  readonly cwd: string
  /** The first files to run, handed out with the thread so that it starts on them without asking. */
  readonly first: Items
  readonly config: Omit<Services.RunConfig["Service"], "name"> & { readonly name: string | undefined }
}

/** The main thread's messages to a worker: files to run, or the end. @category models */
export type ToWorker =
  | {
      readonly _tag: "Run"
      readonly items: Items
    }
  | { readonly _tag: "Stop" }

/** A worker's messages: it wants files, or one file's run. @category models */
export type FromWorker =
  | { readonly _tag: "Next" }
  | { readonly _tag: "File"; readonly index: number; readonly run: Run.FileRun }

/** A worker thread failed or stopped with an exit code other than 0: the run cannot finish. @category errors */
export class WorkerFailed extends Data.TaggedError("WorkerFailed")<{ readonly reason: string }> {
  override get message(): string {
    return this.reason
  }
}

/**
 * The worker side: runs its first files, then asks for more, sending each file's run back, until told to stop.
 *
 * @category running
 */
export const serve = <R>(
  port: MessagePort,
  input: WorkerInput,
  runFile: (target: Targets.ExpandedTarget) => Effect.Effect<Run.FileRun, never, R>
): Effect.Effect<void, never, R> =>
  Effect.gen(function* () {
    const inbox = yield* Queue.unbounded<ToWorker>()
    port.on("message", (message: ToWorker) => Queue.offerUnsafe(inbox, message))
    let items = input.first
    for (;;) {
      for (const { index, target } of items) {
        const run = yield* runFile(target)
        const reply: FromWorker = { _tag: "File", index, run }
        port.postMessage(reply)
      }
      port.postMessage({ _tag: "Next" } satisfies FromWorker)
      const message = yield* Queue.take(inbox)
      if (message._tag === "Stop") return port.close()
      items = message.items
    }
  })

/**
 * Runs the planned files on this thread and on `workers` worker threads started from `entry` (the bundled
 * `worker.mjs`). `runHere` runs one file on this thread.
 *
 * @category running
 */
export const runOnWorkers = <R>(options: {
  readonly entry: URL
  readonly workers: number
  readonly input: Omit<WorkerInput, "first">
  readonly planned: ReadonlyArray<Targets.ExpandedTarget>
  readonly runHere: (target: Targets.ExpandedTarget) => Effect.Effect<Run.FileRun, never, R>
  readonly onFile: (run: Run.FileRun) => void
}): Effect.Effect<ReadonlyArray<Run.FileRun>, WorkerFailed, R> =>
  Effect.scoped(
    Effect.gen(function* () {
      const { planned } = options
      const runs: Array<Run.FileRun | undefined> = new Array(planned.length)
      // Files not yet handed out are planned[front, back): this thread takes from the front, workers from the back.
      let front = 0
      let back = planned.length
      let flushed = 0
      const flush = () => {
        while (flushed < runs.length && runs[flushed] !== undefined) options.onFile(runs[flushed++]!)
      }
      const threads = options.workers + 1
      /** The next chunk for a worker, from the back: a share of what is left, so chunks shrink towards the end. */
      const takeChunk = (): Items => {
        const size = Math.max(1, Math.floor((back - front) / (2 * threads)))
        const items = []
        for (let index = Math.max(front, back - size); index < back; index++)
          items.push({ index, target: planned[index]! })
        back -= items.length
        return items
      }
      // Every worker starts with a chunk of its own (there are at least as many files as threads).
      const pool = yield* Effect.acquireRelease(
        Effect.sync(() =>
          Array.from(
            { length: options.workers },
            () =>
              new Worker(options.entry, { workerData: { ...options.input, first: takeChunk() } satisfies WorkerInput })
          )
        ),
        (started) => Effect.promise(() => Promise.all(started.map((worker) => worker.terminate())))
      )
      const served = (worker: Worker) =>
        Effect.callback<void, WorkerFailed>((resume) => {
          worker.on("message", (message: FromWorker) => {
            if (message._tag === "File") {
              runs[message.index] = message.run
              flush()
              return
            }
            const reply: ToWorker = back > front ? { _tag: "Run", items: takeChunk() } : { _tag: "Stop" }
            worker.postMessage(reply)
          })
          worker.on("error", (error) => resume(Effect.fail(new WorkerFailed({ reason: String(error) }))))
          worker.on("exit", (code) =>
            resume(
              code === 0
                ? Effect.void
                : Effect.fail(new WorkerFailed({ reason: `a worker thread stopped with exit code ${code}` }))
            )
          )
        })
      // Between two files this thread lets the event loop run, or the workers' messages would wait for the last file:
      // a file's run reads synchronously and settles in microtasks only.
      const yieldToWorkers = Effect.callback<void>((resume) => {
        setImmediate(() => resume(Effect.void))
      })
      const here = Effect.gen(function* () {
        for (;;) {
          yield* yieldToWorkers
          if (front >= back) return
          const index = front++
          runs[index] = yield* options.runHere(planned[index]!)
          flush()
        }
      })
      yield* Effect.all([here, ...pool.map(served)], { concurrency: "unbounded", discard: true })
      return runs.map((run) => run!)
    })
  )
