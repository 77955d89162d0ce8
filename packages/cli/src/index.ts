/**
 * The `podscenario` command line: a thin shell of commander over the interpreter's programmatic API. `main(argv,
 * io)` never touches `process`; it returns the exit code (docs/guide/cli.md).
 */

import * as fsSync from "node:fs"
import * as fs from "node:fs/promises"
import * as os from "node:os"
import * as path from "node:path"
import type { MessagePort } from "node:worker_threads"
import { Duration, Versions } from "@podscenario/core"
import type { Run, Services } from "@podscenario/interpreter"
import { I18n, Result } from "@podscenario/reporters"
import { Command, CommanderError, Option } from "commander"
import * as Config from "./Config.ts"
import * as Formats from "./Formats.ts"
import { ExitCode, exitCodeOf, goldenModeOf, type Io, useColour } from "./Io.ts"
import { type ListOptions, listCommand } from "./List.ts"
import type { WorkerInput } from "./Parallel.ts"
import * as Rerun from "./Rerun.ts"
import { defaultPaths, type Settings, settle } from "./Settings.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"
import { parseTarget } from "./Targets.ts"

export { check, explain, run } from "./Api.ts"
export { ExitCode, type Io } from "./Io.ts"
export { parseTarget } from "./Targets.ts"

/** The interpreter, Effect and the Node services, loaded when a command runs (Runtime.ts). */
const runtime = () => import("./Runtime.ts")

const version = process.env.PODSCENARIO_VERSION ?? "0.0.0-dev"

const pathsDefault = `(default: the configuration's paths, else ${defaultPaths.join(" ")})`

const examples = (lines: ReadonlyArray<string>): string => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`

class UsageError extends Error {}

type Lang = I18n.Lang

const parseLang = (value: string): Lang => {
  if (!I18n.isLang(value)) throw new UsageError(`unknown language \`${value}\`: expected one of en, es, fr, uk`)
  return value
}

/** `--kubernetes 1.33`: a supported minor of 1.x, or a usage error naming the range (language.md §11.1). */
const parseKubernetes = (value: string): number => {
  const minor = Versions.parse(value)
  if (minor === undefined)
    throw new UsageError(`Kubernetes \`${value}\` is not modelled: the simulator runs ${Versions.range}`)
  return minor
}

/** `podscenario gates`: every consulted gate's stage and default in one minor, as a table. */
const gatesTable = (minor: number): string => {
  const width = Math.max(...Versions.gates.map((g) => g.length))
  const rows = Versions.gates.map((gate) => {
    const state = Versions.gateState(gate, minor)
    const value = state === undefined ? "false (not in this release)" : `${state.default} (${state.stage})`
    return `${gate.padEnd(width)}  ${value}`
  })
  return `Feature gates of Kubernetes ${Versions.format(minor)} (kube_features.go):\n${rows.join("\n")}\n`
}

const parsePositive =
  (name: string) =>
  (value: string): number => {
    const n = Number(value)
    if (!Number.isInteger(n) || n < 1) throw new UsageError(`${name} takes a whole number ≥ 1, got \`${value}\``)
    return n
  }

/**
 * Runs the command line and returns the exit code.
 *
 * @category entry points
 */
export const main = async (argv: ReadonlyArray<string>, io: Io): Promise<number> => {
  let exitCode: number = ExitCode.Passed
  const program = makeProgram(io, (code) => {
    exitCode = code
  })
  try {
    await program.parseAsync([...argv], { from: "user" })
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here with code 0; usage mistakes with 1 from commander, which we make 2.
      return error.exitCode === 0 ? ExitCode.Passed : ExitCode.Invalid
    }
    if (error instanceof UsageError) {
      io.stderr.write(`error: ${error.message}\n`)
      return ExitCode.Invalid
    }
    throw error
  }
  return exitCode
}

/**
 * The commander program, for tests and for generating docs/reference/cli.md.
 *
 * @category entry points
 */
export const makeProgram = (io: Io, setExitCode: (code: number) => void): Command => {
  const program = new Command("podscenario")
    .description("Run scripted Kubernetes Pod lifecycle scenarios in virtual time.")
    .version(version, "-V, --version")
    .option("--config <file>", `the configuration file (default: the nearest ${Config.fileName} up from here)`)
    .exitOverride()
    .showSuggestionAfterError(true)
    // One width everywhere: help text is the same bytes in a terminal, a pipe and docs/reference/cli.md.
    .configureHelp({ helpWidth: 100 })
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
      outputError: (text, write) => write(text)
    })
    .addHelpText(
      "after",
      `${examples([
        "podscenario run                                   # every scenario under scenarios/",
        "podscenario run scenarios/crash-loop-backoff",
        "podscenario run web.podscenario:12 --format junit:report.xml",
        "podscenario check scenarios                       # validate only, for pre-commit",
        "podscenario explain crash.podscenario --at 1m11s"
      ])}\nExit codes: 0 all passed, 1 an expectation or golden failed, 2 invalid input or nothing to run.\n`
    )

  program
    .command("run")
    .description("run scenarios and check their expectations and golden timelines")
    .argument("[paths...]", `files, directories, globs, or FILE:LINE to run one scenario ${pathsDefault}`)
    .addOption(
      new Option("-f, --format <name[:path]>", `output format, repeatable: ${Formats.names.join(", ")}`).argParser(
        (value: string, previous: ReadonlyArray<string> | undefined) => [...(previous ?? []), value]
      )
    )
    .option("-u, --update", "write golden files that differ or are missing")
    .addOption(new Option("--lang <lang>", "language of timelines and the terminal report").argParser(parseLang))
    .option("-t, --tags <expression>", 'only scenarios whose tags match, e.g. "@crash and not @slow"')
    .option("-n, --name <regex>", "only scenarios whose name matches")
    .addOption(
      new Option("--repeat <n>", "run every scenario n times; fail if two timelines differ").argParser(
        parsePositive("--repeat")
      )
    )
    .addOption(
      new Option("--shard <i/n>", "run only shard i of n (split by file, deterministic), for CI matrices").argParser(
        parseShard
      )
    )
    .addOption(
      new Option(
        "--parallel <n>",
        "run files on n threads, same output as serial (default: by suite size, up to cores − 1)"
      ).argParser(parsePositive("--parallel"))
    )
    .option("-v, --verbose", "list every expectation and golden, not only failures")
    .addOption(
      new Option(
        "--kubernetes <1.NN>",
        `Kubernetes release for files that name none (${Versions.range}; default: newest)`
      ).argParser(parseKubernetes)
    )
    .addOption(
      new Option("--bail [n]", "stop after the file in which the n-th scenario failed (default 1); runs serially")
        .argParser(parsePositive("--bail"))
        .preset(1)
    )
    .option("--rerun <file>", "write the failed scenarios' FILE:LINE to this file; `run @FILE` runs them")
    .option("-w, --watch", "run again whenever a file under the paths' folders changes (Ctrl-C to stop)")
    .addHelpText(
      "after",
      examples([
        "podscenario run scenarios/restart-policy --format pretty --format junit:reports/junit.xml",
        'podscenario run --tags "@backoff and not @slow"',
        "podscenario run --update                          # (re)write golden files",
        "podscenario run --lang fr scenarios/crash-loop-backoff"
      ]) +
        "\nGolden files are written when missing, never under CI=true (then a missing golden fails) unless --update.\n"
    )
    .action(async (paths: ReadonlyArray<string>, options: RunOptions, command: Command) => {
      const once = () => withSettings(io, paths, command, (settings) => runCommand(io, settings, options))
      if (options.watch !== true) return setExitCode(await once())
      // the settings are taken again for every run: a new file may match a glob now
      const settings = settle(io, paths, command.optsWithGlobals().config)
      if ("diagnostics" in settings) return setExitCode(await once())
      const { foldersOf, watch } = await import("./Watch.ts")
      const outputs = [...(options.format ?? settings.config.formats ?? []).map(Formats.fileOf), options.rerun]
        .filter((file) => file !== undefined)
        .map((file) => path.resolve(io.cwd, file))
      setExitCode(await watch(io, foldersOf(io.cwd, settings.paths), new Set(outputs), once))
    })

  program
    .command("list")
    .description("list the scenarios under the paths (file:line, name, tags; examples rows expanded) without running")
    .argument("[paths...]", `files, directories or globs ${pathsDefault}`)
    .option("-t, --tags <expression>", "only scenarios whose tags match")
    .option("-n, --name <regex>", "only scenarios whose name matches")
    .option("--json", "print the list as JSON")
    .action(async (paths: ReadonlyArray<string>, options: ListOptions, command: Command) => {
      setExitCode(
        await withSettings(io, paths, command, (settings) =>
          listCommand(io, settings.paths, { ...options, tags: options.tags ?? settings.config.tags })
        )
      )
    })

  program
    .command("versions")
    .description("print the Kubernetes releases the simulator models")
    .action(() => {
      io.stdout.write(
        `${Versions.minors.map(Versions.format).join("\n")}\nsupported: ${Versions.range}; default: ${Versions.format(Versions.newest)}\n`
      )
    })

  program
    .command("gates")
    .description("print the feature-gate defaults the simulator uses for one Kubernetes release")
    .addOption(
      new Option("--kubernetes <1.NN>", `the release (${Versions.range}; default: newest)`).argParser(parseKubernetes)
    )
    .action((options: { kubernetes?: number }) => {
      io.stdout.write(gatesTable(options.kubernetes ?? Versions.newest))
    })

  program
    .command("init")
    .description("write a starter scenario (and a configuration file if none) whose expectations pass as written")
    .argument("[manifest]", "a Pod or workload manifest (default: an example web pod)")
    .option("-o, --out <file>", "the scenario file to write (default: scenarios/NAME.podscenario)")
    .addHelpText(
      "after",
      examples(["podscenario init deploy/web.yaml", "podscenario init job.yaml -o scenarios/job.podscenario"])
    )
    .action(async (manifest: string | undefined, options: { out?: string }) => {
      const { initCommand } = await import("./Init.ts")
      setExitCode(await initCommand(io, manifest, options.out))
    })

  program
    .command("check")
    .description("parse and validate scenario files without running them (fast, for pre-commit)")
    .argument("[paths...]", `files, directories or globs ${pathsDefault}`)
    .action(async (paths: ReadonlyArray<string>, _: unknown, command: Command) => {
      setExitCode(await withSettings(io, paths, command, (settings) => checkCommand(io, settings.paths)))
    })

  program
    .command("explain")
    .description("print a scenario's timeline with the kubelet rule behind every transition")
    .argument("<file>", "a scenario file, or FILE:LINE for one of its scenarios")
    .option("--at <time>", "only the instants up to this time (e.g. 1m11s)")
    .addOption(new Option("--lang <lang>", "language of the explanation").argParser(parseLang))
    .action(async (file: string, options: { at?: string; lang?: Lang }, command: Command) => {
      setExitCode(
        await withSettings(io, [file], command, (settings) =>
          explainCommand(io, file, { ...options, lang: options.lang ?? settings.config.lang })
        )
      )
    })

  program
    .command("fmt")
    .description("rewrite scenario files in the canonical layout (comments and YAML kept)")
    .argument("[paths...]", `files, directories or globs ${pathsDefault}`)
    .option("--check", "write nothing; list the files that would change and exit 1 if any")
    .addHelpText("after", examples(["podscenario fmt scenarios", "podscenario fmt --check .    # in CI or pre-commit"]))
    .action(async (paths: ReadonlyArray<string>, options: { check?: boolean }, command: Command) => {
      setExitCode(
        await withSettings(io, paths, command, (settings) => fmtCommand(io, settings.paths, options.check === true))
      )
    })

  program
    .command("docs")
    .description("render every scenario under the paths into a documentation folder (pages, pictures, index)")
    .argument("[paths...]", `files, directories or globs ${pathsDefault}`)
    .requiredOption("-o, --out <dir>", "the folder to write (e.g. docs/timelines)")
    .addOption(new Option("--lang <lang>", "language of the timelines").argParser(parseLang))
    .addHelpText("after", examples(["podscenario docs scenarios --out docs/timelines"]))
    .action(async (paths: ReadonlyArray<string>, options: { out: string; lang?: Lang }, command: Command) => {
      setExitCode(
        await withSettings(io, paths, command, (settings) =>
          docsCommand(io, settings.paths, options.out, options.lang ?? settings.config.lang ?? "en")
        )
      )
    })

  program
    .command("lsp")
    .description("serve the Language Server Protocol on stdin and stdout, for editors (docs/guide/editors.md)")
    .option("--stdio", "talk over stdin and stdout (the only transport; editors pass it)")
    // vscode-languageclient adds --clientProcessId=N, which the server reads itself
    .allowUnknownOption()
    .allowExcessArguments()
    .action(async () => {
      const [{ Server }, { nodeScenarioFiles }] = await Promise.all([
        import("@podscenario/lsp"),
        import("./NodeServices.ts")
      ])
      // the simulation thread is built beside the worker of `run --parallel`; from source, simulations run in-process
      const entry = io.workerEntry === undefined ? undefined : new URL("./lsp-worker.cjs", io.workerEntry)
      const worker = entry !== undefined && fsSync.existsSync(entry) ? entry : undefined
      Server.serveStdio({ disk: nodeScenarioFiles(io.cwd), worker })
    })

  return program
}

/**
 * Runs a command with its settings (the configuration file and the paths); when they have problems, prints them and
 * exits 2 before anything runs or is written.
 */
const withSettings = async (
  io: Io,
  given: ReadonlyArray<string>,
  command: Command,
  f: (settings: Settings) => Promise<number>
): Promise<number> => {
  const settings = settle(io, given, command.optsWithGlobals().config)
  if ("diagnostics" in settings) {
    io.stderr.write(renderDiagnostics(settings.diagnostics, stylerFor(useColour(io.stderr, io.env))))
    return ExitCode.Invalid
  }
  return f(settings)
}

const parseShard = (value: string): Services.Shard => {
  const shard = Config.parseShard(value)
  if (shard === undefined) throw new UsageError(`--shard takes i/n with 1 ≤ i ≤ n, e.g. 2/4; got \`${value}\``)
  return shard
}

interface RunOptions {
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

const sizeOf = (io: Io, target: Run.ExpandedTarget): number => {
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
 * Either way the result is the same.
 */
const runFiles = async (
  io: Io,
  targets: ReadonlyArray<Run.Target>,
  config: Services.RunConfig["Service"],
  options: { readonly parallel: number | undefined; readonly timelines: boolean; readonly bail: number | undefined },
  observer: Run.Observer
): Promise<Result.RunResult> => {
  const { Effect, Run, layerFor } = await runtime()
  const layer = layerFor(io.cwd, config)
  const entry = io.workerEntry
  const cores = os.availableParallelism()
  // --bail runs serially: which files run depends on the order their failures come in
  const serial = options.bail !== undefined || options.parallel === 1 || (options.parallel === undefined && cores <= 2)
  if (entry === undefined || serial) {
    return Effect.runPromise(Run.runTargets(targets, observer, { bail: options.bail }).pipe(Effect.provide(layer)))
  }
  const planned = await Effect.runPromise(Run.plan(targets).pipe(Effect.provide(layer)))
  const bytes = planned.reduce((sum, target) => sum + sizeOf(io, target), 0)
  const threads = threadsFor({ files: planned.length, bytes }, options.parallel, cores)
  if (io.env.PODSCENARIO_DEBUG) io.stderr.write(`podscenario: ${planned.length} files on ${threads} threads\n`)
  if (threads <= 1) return Effect.runPromise(Run.runTargets(targets, observer).pipe(Effect.provide(layer)))
  const { runOnWorkers } = await import("./Parallel.ts")
  observer.onStart?.(planned.length)
  const runs = await runOnWorkers({
    entry,
    workers: threads - 1,
    input: { cwd: io.cwd, config: { ...config, name: config.name?.source }, timelines: options.timelines },
    planned,
    runHere: (target) => Effect.runPromise(Run.runFile(target).pipe(Effect.provide(layer))),
    onFile: (run) => observer.onFile?.(run.result)
  })
  return Effect.runPromise(Run.finish(runs).pipe(Effect.provide(layer)))
}

/**
 * The worker side of `--parallel` (dist/worker.mjs calls it): runs the files the main thread hands out.
 *
 * @category entry points
 */
export const serveWorker = async (port: MessagePort, input: WorkerInput): Promise<void> => {
  const [{ Effect, Run, layerFor }, { serve }] = await Promise.all([runtime(), import("./Parallel.ts")])
  const layer = layerFor(input.cwd, {
    ...input.config,
    name: input.config.name === undefined ? undefined : new RegExp(input.config.name)
  })
  serve(port, input, (target) => Effect.runPromise(Run.runFile(target).pipe(Effect.provide(layer))))
}

const runCommand = async (io: Io, settings: Settings, flags: RunOptions): Promise<number> => {
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
  const { Select } = await runtime()
  if (options.tags !== undefined) {
    const invalid = Select.validateTags(options.tags)
    if (invalid !== undefined) throw new UsageError(`invalid --tags expression: ${invalid}`)
  }
  let name: RegExp | undefined
  if (options.name !== undefined) {
    try {
      name = new RegExp(options.name)
    } catch (error) {
      throw new UsageError(`invalid --name pattern: ${(error as Error).message}`)
    }
  }
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
    kubernetes: options.kubernetes
  }
  const timelines = Formats.needsTimelines(outputs)
  const result = await runFiles(
    io,
    paths.map(parseTarget),
    config,
    { parallel: options.parallel, timelines, bail: options.bail },
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
  const counts = Result.counts(run).scenarios
  if (code === ExitCode.Invalid && counts.total === counts.skipped && counts.errored === 0) {
    io.stderr.write(`error: no scenario to run in ${paths.join(", ")}\n`)
  }
  return code
}

const checkCommand = async (io: Io, paths: ReadonlyArray<string>): Promise<number> => {
  const { Effect, Load, Run, nodeScenarioFiles } = await runtime()
  const loaded = await Effect.runPromise(
    Run.checkTargets(paths.map(parseTarget)).pipe(Effect.provide(nodeScenarioFiles(io.cwd)))
  )
  const diagnostics = loaded.flatMap((f) => f.diagnostics)
  const styler = stylerFor(useColour(io.stderr, io.env))
  if (diagnostics.length > 0) io.stderr.write(renderDiagnostics(diagnostics, styler))
  const errors = diagnostics.filter((d) => d.severity === "error").length
  // A scenario with an error is counted too, and said to have one (language.md §11.6).
  const counted = loaded.map(Load.scenarioCounts)
  const broken = counted.reduce((n, c) => n + c.withErrors, 0)
  const scenarios = counted.reduce((n, c) => n + c.total, 0)
  io.stdout.write(
    `${loaded.length} ${loaded.length === 1 ? "file" : "files"}, ${scenarios} ${scenarios === 1 ? "scenario" : "scenarios"}` +
      `${broken > 0 ? ` (${broken} with errors)` : ""}, ${errors} ${errors === 1 ? "error" : "errors"}\n`
  )
  return errors > 0 || scenarios === 0 ? ExitCode.Invalid : ExitCode.Passed
}

const explainCommand = async (
  io: Io,
  argument: string,
  options: { readonly at?: string | undefined; readonly lang?: Lang | undefined }
): Promise<number> => {
  const at = options.at === undefined ? undefined : Duration.parse(options.at)
  if (options.at !== undefined && at === undefined) {
    throw new UsageError(`--at takes a time such as 1m11s, got \`${options.at}\``)
  }
  const { Effect, Run, layerFor } = await runtime()
  const result = await Effect.runPromise(
    Run.runTargets([parseTarget(argument)]).pipe(Effect.provide(layerFor(io.cwd, { goldens: "none" })))
  )
  const text = Formats.explain(result, { at, lang: options.lang ?? "en" })
  const diagnostics = result.files.flatMap((f) => f.diagnostics)
  if (diagnostics.length > 0) {
    io.stderr.write(renderDiagnostics(diagnostics, stylerFor(useColour(io.stderr, io.env))))
    return ExitCode.Invalid
  }
  io.stdout.write(text)
  return ExitCode.Passed
}

const fmtCommand = async (io: Io, paths: ReadonlyArray<string>, check: boolean): Promise<number> => {
  const { Effect, Format, nodeScenarioFiles } = await runtime()
  const results = await Effect.runPromise(
    Format.formatTargets(paths.map(parseTarget), check).pipe(Effect.provide(nodeScenarioFiles(io.cwd)))
  )
  const diagnostics = results.flatMap((r) => r.diagnostics)
  if (diagnostics.length > 0) io.stderr.write(renderDiagnostics(diagnostics, stylerFor(useColour(io.stderr, io.env))))
  for (const r of results) {
    if (r.writeError !== undefined) io.stderr.write(`error: cannot write ${r.path}: ${r.writeError}\n`)
    else if (r.changed) io.stdout.write(check ? `${r.path}\n` : `formatted ${r.path}\n`)
  }
  const changed = results.filter((r) => r.changed).length
  if (check && changed > 0)
    io.stderr.write(`${changed} ${changed === 1 ? "file needs" : "files need"} formatting: run \`podscenario fmt\`\n`)
  if (diagnostics.some((d) => d.severity === "error") || results.some((r) => r.writeError !== undefined)) {
    return ExitCode.Invalid
  }
  return check && changed > 0 ? ExitCode.Failed : ExitCode.Passed
}

const docsCommand = async (io: Io, paths: ReadonlyArray<string>, out: string, lang: Lang): Promise<number> => {
  const { Docs, Effect, layerFor } = await runtime()
  const generated = await Effect.runPromise(
    Docs.generate(paths.map(parseTarget), out.replace(/\/+$/, ""), lang, { cwd: io.cwd }).pipe(
      Effect.provide(layerFor(io.cwd, { goldens: "none", lang }))
    )
  )
  if (generated.diagnostics.length > 0) {
    io.stderr.write(renderDiagnostics(generated.diagnostics, stylerFor(useColour(io.stderr, io.env))))
  }
  for (const file of generated.files) await Formats.writeFileAtomically(io, file.path, file.content)
  const removed = await removeStale(io, out, new Set(generated.files.map((f) => path.resolve(io.cwd, f.path))), Docs)
  io.stdout.write(`wrote ${generated.files.length} files to ${out}${removed > 0 ? `, removed ${removed} stale` : ""}\n`)
  return generated.diagnostics.some((d) => d.severity === "error") ? ExitCode.Invalid : ExitCode.Passed
}

/** Removes the files under `dir` that `docs` wrote earlier (they carry its marker) and no scenario makes any more. */
const removeStale = async (
  io: Io,
  dir: string,
  keep: ReadonlySet<string>,
  Docs: { readonly isGenerated: (text: string) => boolean }
): Promise<number> => {
  let removed = 0
  const visit = async (folder: string): Promise<void> => {
    for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) await visit(full)
      else if (entry.isFile() && !keep.has(full) && Docs.isGenerated(await fs.readFile(full, "utf8"))) {
        await fs.rm(full)
        removed++
      }
    }
    // a folder emptied here was one of ours
    if (folder !== root && (await fs.readdir(folder)).length === 0) await fs.rmdir(folder)
  }
  const root = path.resolve(io.cwd, dir)
  await visit(root)
  return removed
}
