/**
 * The `podscenario` command line: a thin shell of commander over the interpreter's programmatic API. `main(argv,
 * io)` never touches `process`; it returns the exit code (docs/guide/cli.md).
 */

import * as fsSync from "node:fs"
import * as path from "node:path"
import { Versions } from "@podscenario/core"
import type { Services } from "@podscenario/interpreter"
import { I18n } from "@podscenario/reporters"
import { Command, CommanderError, Option } from "commander"
import { checkCommand } from "./CheckCommand.ts"
import * as Config from "./Config.ts"
import { docsCommand } from "./DocsCommand.ts"
import { explainCommand } from "./ExplainCommand.ts"
import { fmtCommand } from "./FmtCommand.ts"
import * as Formats from "./Formats.ts"
import { ExitCode, type Io, useColour } from "./Io.ts"
import { type ListOptions, listCommand } from "./List.ts"
import { gatesTable, versionsText } from "./Releases.ts"
import { type RunOptions, runCommand } from "./RunCommand.ts"
import { defaultPaths, type Settings, settle } from "./Settings.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"
import { UsageError } from "./Usage.ts"

export { check, explain, run } from "./Api.ts"
export { ExitCode, type Io } from "./Io.ts"
export { bytesPerThread, serveWorker, threadsFor } from "./RunCommand.ts"
export { parseTarget } from "./Targets.ts"

const version = process.env.PODSCENARIO_VERSION ?? "0.0.0-dev"

const pathsDefault = `(default: the configuration's paths, else ${defaultPaths.join(" ")})`

const examples = (lines: ReadonlyArray<string>): string => `\nExamples:\n${lines.map((l) => `  $ ${l}`).join("\n")}\n`

type Lang = I18n.Lang

const parseLang = (value: string): Lang => {
  if (!I18n.isLang(value)) throw new UsageError(`unknown language \`${value}\`: expected one of en, es, fr, uk`)
  return value
}

/** `--kubernetes 1.33`: a supported minor of 1.x, or a usage error naming the range (language reference §11.1). */
const parseKubernetes = (value: string): number => {
  const minor = Versions.parse(value)
  if (minor === undefined)
    throw new UsageError(`Kubernetes \`${value}\` is not modelled: the simulator runs ${Versions.range}`)
  return minor
}

/** `--kubernetes` of `run`, `check`, `explain` and `docs`: the release for files that name none. */
const kubernetesOption = (): Option =>
  new Option(
    "--kubernetes <1.NN>",
    `Kubernetes release for files that name none (${Versions.range}; default: newest)`
  ).argParser(parseKubernetes)

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
    .addOption(kubernetesOption())
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
      io.stdout.write(versionsText())
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
    .addOption(kubernetesOption())
    .action(async (paths: ReadonlyArray<string>, options: { kubernetes?: number }, command: Command) => {
      setExitCode(
        await withSettings(io, paths, command, (settings) =>
          checkCommand(io, settings.paths, options.kubernetes ?? settings.config.kubernetes)
        )
      )
    })

  program
    .command("explain")
    .description("print a scenario's timeline with the kubelet rule behind every transition, or what a code means")
    .argument("<file>", "a scenario file, FILE:LINE for one of its scenarios, or a diagnostic's code (PS4001)")
    .option("--at <time>", "only the instants up to this time (e.g. 1m11s)")
    .addOption(new Option("--lang <lang>", "language of the explanation").argParser(parseLang))
    .addOption(kubernetesOption())
    .action(async (file: string, options: { at?: string; lang?: Lang; kubernetes?: number }, command: Command) => {
      setExitCode(
        await withSettings(io, [file], command, (settings) =>
          explainCommand(io, file, {
            ...options,
            lang: options.lang ?? settings.config.lang,
            kubernetes: options.kubernetes ?? settings.config.kubernetes
          })
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
    .addOption(kubernetesOption())
    .addHelpText("after", examples(["podscenario docs scenarios --out docs/timelines"]))
    .action(
      async (
        paths: ReadonlyArray<string>,
        options: { out: string; lang?: Lang; kubernetes?: number },
        command: Command
      ) => {
        setExitCode(
          await withSettings(io, paths, command, (settings) =>
            docsCommand(io, settings.paths, options.out, {
              lang: options.lang ?? settings.config.lang ?? "en",
              kubernetes: options.kubernetes ?? settings.config.kubernetes
            })
          )
        )
      }
    )

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
