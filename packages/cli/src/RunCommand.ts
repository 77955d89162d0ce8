/**
 * `podscenario run`: the options, the files on one thread or several (Parallel.ts), the reports and the exit code.
 * The worker side of `--parallel` (`serveWorker`) is here too: it runs the same files the same way.
 */
import * as fsSync from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import type { MessagePort } from "node:worker_threads"
import type { Run, Services, Targets } from "@podscenario/interpreter"
import { type I18n, Result } from "@podscenario/reporters"
import * as Formats from "./Formats.ts"
import { ExitCode, exitCodeOf, goldenModeOf, type Io, useColour } from "./Io.ts"
import { optionProblems } from "./Options.ts"
import type { WorkerInput } from "./Parallel.ts"
import * as Rerun from "./Rerun.ts"
import type { Settings } from "./Settings.ts"
import * as Shares from "./Shares.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"
import { parseTarget } from "./Targets.ts"
import { UsageError } from "./Usage.ts"

type Lang = I18n.Lang

/** The interpreter, Effect and the Node services, loaded when a command runs (Runtime.ts). */
const runtime = () => import("./Runtime.ts")

/** The options of `podscenario run` as commander parses them. @category models */
export interface RunOptions {
  readonly format?: ReadonlyArray<string> | undefined
  readonly update?: boolean | undefined
  readonly lang?: Lang | undefined
  readonly tags?: string | undefined
  readonly name?: string | undefined
  readonly repeat?: number | undefined
  readonly shard?: Services.Shard | undefined
  readonly parallel?: number | undefined
  readonly verbose?: boolean | undefined
  readonly kubernetes?: number | undefined
  readonly bail?: number | undefined
  readonly rerun?: string | undefined
  readonly watch?: boolean | undefined
}

/**
 * How many threads run `files` files of `bytes` bytes in all: `--parallel N` asks for N (no more than there are
 * files); without it, one for every `bytesPerThread` bytes and at most one fewer than the cores, so serial on 2 cores
 * (docs/guide/cli.md, "Parallel runs": a serial run already keeps a second core busy with V8's collector and
 * compiler, and two threads never beat one there).
 *
 * @category running
 */
export const threadsFor = (
  suite: { readonly files: number; readonly bytes: number },
  parallel: number | undefined,
  cores: number
): number =>
  Math.max(1, Math.min(suite.files, parallel ?? Math.min(cores - 1, Math.floor(suite.bytes / bytesPerThread))))

/**
 * A thread is worth starting for about this much scenario text (docs/guide/cli.md): a worker costs 0.2–0.3 s of CPU
 * to load the program and warm up, about what 100 KB of scenarios take to run.
 *
 * @category running
 */
export const bytesPerThread = 128 * 1024

const sizeOf = (io: Io, target: Targets.ExpandedTarget): number => {
  if ("unreadable" in target) return 0
  try {
    return fsSync.statSync(path.resolve(io.cwd, target.path)).size
  } catch {
    return 0
  }
}

/**
 * Runs the planned files, on worker threads too when `--parallel` allows more than one thread, the suite is large
 * enough for them to pay off (`threadsFor`) and the bundled worker entry exists (from source, runs are serial).
 * Either way the result is the same. One Effect program, run once: its services are built once for the whole run,
 * and a failed worker thread (`WorkerFailed`) reaches `bin.ts` as an internal error.
 */
const runFiles = async (
  io: Io,
  targets: ReadonlyArray<Targets.Target>,
  config: Services.RunConfig["Service"],
  options: { readonly parallel: number | undefined; readonly bail: number | undefined },
  observer: Run.Observer
): Promise<Result.RunResult> => {
  const { Effect, Load, Run, Targets, layerFor } = await runtime()
  const entry = io.workerEntry
  const cores = os.availableParallelism()
  // --bail runs serially: which files run depends on the order their failures come in
  const serial = options.bail !== undefined || options.parallel === 1 || (options.parallel === undefined && cores <= 2)
  /** How many values the sweeps of a planned file run (a bisected sweep's count as none: it stays on one thread). */
  const sweepValues = (target: Targets.ExpandedTarget) =>
    "unreadable" in target ? Effect.succeed(0) : Load.sweepValueCount(target.path)
  const program = Effect.gen(function* () {
    const planned = yield* Targets.plan(targets)
    const values = yield* Effect.forEach(planned, sweepValues)
    const swept = values.reduce((sum, n) => sum + n, 0)
    io.onPlanned?.({ sweepValues: swept })
    if (entry === undefined || serial) return yield* Run.runPlanned(planned, observer, { bail: options.bail })
    const bytes = planned.reduce((sum, target, i) => sum + sizeOf(io, target) + values[i]! * Shares.bytesPerValue, 0)
    // a sweep's values can go to different threads: they count as files
    const files = planned.length + swept
    const threads = threadsFor({ files, bytes }, options.parallel, cores)
    const pieces = Shares.split(planned, values, threads, Math.ceil(bytesPerThread / Shares.bytesPerValue))
    if (io.env.PODSCENARIO_DEBUG) {
      const split = pieces.filter((p) => "part" in p && p.part?.index === 0).length
      const parts = split === 0 ? "" : `, ${split === 1 ? "a sweep" : `${split} sweeps`} in ${threads} parts`
      io.stderr.write(`podscenario: ${planned.length} files on ${threads} threads${parts}\n`)
    }
    if (threads <= 1) return yield* Run.runPlanned(planned, observer)
    const { runOnWorkers } = yield* Effect.promise(() => import("./Parallel.ts"))
    observer.onStart?.(planned.length)
    const services = yield* Effect.context<Services.ScenarioFiles | Services.RunConfig>()
    const joined = Shares.joiner(
      (parts) => Effect.runPromiseWith(services)(Run.joinParts(parts)),
      (run) => observer.onFile?.(run.result)
    )
    yield* runOnWorkers({
      entry,
      workers: threads - 1,
      input: { cwd: io.cwd, config: { ...config, name: config.name?.source } },
      planned: pieces,
      runHere: Run.runFile,
      onFile: joined.add
    })
    return yield* Run.finish(yield* Effect.promise(joined.runs))
  })
  return Effect.runPromise(program.pipe(Effect.provide(layerFor(io.cwd, config))))
}

/**
 * The worker side of `--parallel` (dist/worker.mjs calls it): runs the files the main thread hands out, in one
 * Effect program until the main thread says stop.
 *
 * @category entry points
 */
export const serveWorker = async (port: MessagePort, input: WorkerInput): Promise<void> => {
  const [{ Effect, Run, layerFor }, { serve }] = await Promise.all([runtime(), import("./Parallel.ts")])
  const layer = layerFor(input.cwd, {
    ...input.config,
    name: input.config.name === undefined ? undefined : new RegExp(input.config.name)
  })
  return Effect.runPromise(serve(port, input, Run.runFile).pipe(Effect.provide(layer)))
}

/**
 * `podscenario run` with its settings: the flags over the configuration file, the files run (on threads when it pays),
 * the reports written, the rerun file, and the exit code.
 *
 * @category commands
 */
export const runCommand = async (io: Io, settings: Settings, flags: RunOptions): Promise<number> => {
  const { config: configured, paths } = settings
  if (paths.length === 0) {
    io.stderr.write("nothing to run: the rerun file is empty (nothing failed last time)\n")
    return ExitCode.Passed
  }
  // a flag given on the command line wins over the configuration file
  const options: RunOptions = {
    ...flags,
    format: flags.format ?? configured.formats,
    lang: flags.lang ?? configured.lang,
    tags: flags.tags ?? configured.tags,
    shard: flags.shard ?? configured.shard,
    parallel: flags.parallel ?? configured.parallel,
    kubernetes: flags.kubernetes ?? configured.kubernetes
  }
  const problems = await optionProblems(options)
  if (problems.length > 0) {
    io.stderr.write(renderDiagnostics(problems, stylerFor(useColour(io.stderr, io.env))))
    return ExitCode.Invalid
  }
  const name = options.name === undefined ? undefined : new RegExp(options.name)
  const outputs = Formats.resolve(options.format ?? [], io)
  if (typeof outputs === "string") throw new UsageError(outputs)
  const lang = options.lang ?? "en"
  const started = io.clock()
  const startedAt = io.timestamp()
  const progress = Formats.progress(io, outputs, startedAt)
  const config: Services.RunConfig["Service"] = {
    goldens: goldenModeOf(io.env, options.update === true, configured.goldens),
    lang,
    tags: options.tags,
    name,
    repeat: options.repeat ?? 1,
    shard: options.shard,
    kubernetes: options.kubernetes,
    timelines: Formats.needsTimelines(outputs)
  }
  const result = await runFiles(
    io,
    paths.map(parseTarget),
    config,
    { parallel: options.parallel, bail: options.bail },
    progress
  )
  progress.done()
  const run = { ...result, durationMs: Math.round(io.clock() - started), startedAt }
  const written =
    (await Formats.write(io, outputs, run, { lang, verbose: options.verbose === true })) ??
    (options.rerun === undefined ? undefined : await Rerun.write(io, options.rerun, run))
  if (written !== undefined) {
    io.stderr.write(`error: ${written}\n`)
    return ExitCode.Invalid
  }
  if (options.shard !== undefined && run.files.length === 0) {
    // A matrix may have more jobs than files: an empty shard is not a failure.
    io.stderr.write(`shard ${options.shard.index}/${options.shard.count} has no files to run\n`)
    return ExitCode.Passed
  }
  const code = exitCodeOf(run)
  const counts = Result.counts(run)
  // Said only when nothing else explains the exit code: a file's diagnostics already say why nothing ran.
  const silent = counts.diagnostics.errors === 0 && counts.scenarios.errored === 0
  if (code === ExitCode.Invalid && silent && counts.scenarios.total === counts.scenarios.skipped) {
    io.stderr.write(`error: no scenario to run in ${paths.join(", ")}\n`)
  }
  return code
}
