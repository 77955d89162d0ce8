/**
 * Runs the simulations of documents in the background, one document at a time, and cancels a document's run when
 * its text changes. On a worker thread (the bundle's `dist/lsp-worker.cjs`) a running simulation is cancelled by
 * ending the thread, so a scenario of 250,000 steps never holds up the next keystroke's results; in-process (from
 * source) a run yields between scenarios and stops there.
 */
import { Worker } from "node:worker_threads"
import type { SourceFile } from "@podscenario/diagnostics"
import type { Scenario } from "@podscenario/parser/Scenario"
import * as Simulate from "./Simulate.ts"

/** One document's scenarios to simulate; `key` names the document (a newer job of a key replaces the older). @category models */
export interface Job {
  readonly key: string
  readonly name: string
  readonly file: SourceFile.SourceFile
  readonly scenarios: ReadonlyArray<Scenario>
}

/** What the worker thread is sent and answers. @category models */
export interface Request {
  readonly name: string
  readonly file: SourceFile.SourceFile
  readonly scenarios: ReadonlyArray<Scenario>
}

/** @category models */
export interface Simulator {
  /** The outcomes of the job's scenarios in order, or `undefined` when it was cancelled or replaced. */
  readonly run: (job: Job) => Promise<ReadonlyArray<Simulate.Outcome> | undefined>
  /** Cancels the job of `key`, queued or running; true when it was running (and is stopped now). */
  readonly cancel: (key: string) => boolean
  readonly close: () => void
}

interface Pending {
  readonly job: Job
  readonly resolve: (outcomes: ReadonlyArray<Simulate.Outcome> | undefined) => void
}

/** The queue both kinds share: one job at a time, the newest job of a key only. */
const queue = (
  start: (job: Job) => Promise<ReadonlyArray<Simulate.Outcome> | undefined>,
  stop: () => void
): Simulator => {
  const waiting: Array<Pending> = []
  let current: Pending | undefined

  const next = (): void => {
    if (current !== undefined) return
    current = waiting.shift()
    if (current === undefined) return
    const running = current
    start(running.job).then(
      (outcomes) => finish(running, outcomes),
      () => finish(running, undefined)
    )
  }
  const finish = (pending: Pending, outcomes: ReadonlyArray<Simulate.Outcome> | undefined): void => {
    if (current !== pending) return // cancelled: already answered
    current = undefined
    pending.resolve(outcomes)
    next()
  }
  const cancel = (key: string): boolean => {
    for (let i = waiting.length - 1; i >= 0; i--) {
      if (waiting[i]!.job.key === key) waiting.splice(i, 1)[0]!.resolve(undefined)
    }
    if (current?.job.key === key) {
      const running = current
      current = undefined
      stop()
      running.resolve(undefined)
      next()
      return true
    }
    return false
  }
  return {
    run: (job) =>
      new Promise((resolve) => {
        cancel(job.key)
        waiting.push({ job, resolve })
        next()
      }),
    cancel,
    close: () => {
      for (const pending of waiting.splice(0)) pending.resolve(undefined)
      if (current !== undefined) cancel(current.job.key)
      stop()
    }
  }
}

/**
 * Simulates on the main thread, yielding to the event loop between scenarios.
 *
 * @category constructors
 */
export const inProcess = (): Simulator => {
  let generation = 0
  return queue(
    async (job) => {
      const mine = generation
      const outcomes: Array<Simulate.Outcome> = []
      for (const scenario of job.scenarios) {
        await new Promise((resolve) => setImmediate(resolve))
        if (generation !== mine) return undefined
        outcomes.push(Simulate.scenario(job.name, job.file, scenario))
      }
      return outcomes
    },
    () => {
      generation++
    }
  )
}

/**
 * Simulates on a worker thread started from `entry`, ended to cancel a run and started again for the next.
 *
 * @category constructors
 */
export const onWorker = (entry: URL): Simulator => {
  let worker: Worker | undefined
  let answer: ((outcomes: ReadonlyArray<Simulate.Outcome> | undefined) => void) | undefined
  const started = (): Worker => {
    if (worker !== undefined) return worker
    const fresh = new Worker(entry, { stdout: true, stderr: true })
    // a thread ended to cancel its job may still answer or exit: only the current thread's words count
    fresh.on("message", (outcomes: ReadonlyArray<Simulate.Outcome>) => {
      if (worker === fresh) answer?.(outcomes)
    })
    // a crash of the thread fails its job only; the next job starts a new thread
    fresh.on("error", () => {
      if (worker === fresh) answer?.(undefined)
    })
    fresh.on("exit", () => {
      if (worker !== fresh) return
      worker = undefined
      answer?.(undefined)
    })
    fresh.unref()
    worker = fresh
    return fresh
  }
  return queue(
    (job) =>
      new Promise((resolve) => {
        answer = (outcomes) => {
          answer = undefined
          resolve(outcomes)
        }
        const request: Request = { name: job.name, file: job.file, scenarios: job.scenarios }
        started().postMessage(request)
      }),
    () => {
      answer = undefined
      const ending = worker
      worker = undefined
      void ending?.terminate()
    }
  )
}
