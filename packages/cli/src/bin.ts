#!/usr/bin/env node
/**
 * The `podscenario` executable: the only module that touches `process`. Everything else is `main(argv, io)`.
 *
 * Start-up is kept short (docs/guide/cli.md, "Start-up"): `--version` and `--help` are answered here without loading
 * the program (the bundle carries the help text, taken from the program when it is built); the program (commander,
 * Effect, the parser) is a separate file of the bundle, `program-HASH.cjs`, loaded through a V8 code cache
 * (CompileCache.ts).
 */
import * as CompileCache from "./CompileCache.ts"
import * as V8Flags from "./V8Flags.ts"

type Program = typeof import("./index.ts")

const version = process.env.PODSCENARIO_VERSION ?? "0.0.0-dev"
const argv = process.argv.slice(2)

const internalError = (error: unknown): void => {
  // A bug of ours, never the user's input: say so plainly, without a stack trace unless asked for.
  process.stderr.write(
    `podscenario: internal error: ${error instanceof Error ? error.message : String(error)}\n` +
      "This is a bug in podscenario; please report it with the scenario that caused it.\n" +
      (process.env.PODSCENARIO_DEBUG ? `${error instanceof Error ? error.stack : ""}\n` : "")
  )
  process.exitCode = 70
}

// `podscenario run | head`: once the reader has gone, stop quietly instead of dying on an unhandled EPIPE.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error
    process.exit()
  })
}

/** `podscenario --help`, filled in by the bundle (packages/cli/scripts/build.mjs); from source, the program prints it. */
const help = process.env.PODSCENARIO_HELP

/** The bundled program beside this file, named by packages/cli/scripts/build.mjs; from source there is none. */
const programFile = process.env.PODSCENARIO_PROGRAM

const loadProgram = async (): Promise<{ readonly main: Program["main"]; readonly save: () => void }> => {
  if (programFile === undefined) {
    // A variable, not a literal: the bundler must not copy the program into this file.
    const source = "./index.ts"
    const { main } = (await import(source)) as Program
    return { main, save: () => {} }
  }
  const loaded = CompileCache.load<Program>(
    CompileCache.beside(import.meta.url, programFile),
    process.env,
    V8Flags.program
  )
  return { main: loaded.exports.main, save: loaded.save }
}

if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  // What commander prints for `.version(version, "-V, --version")`, without loading commander or the program.
  process.stdout.write(`${version}\n`)
} else if (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h") && help !== undefined) {
  process.stdout.write(help)
} else {
  const io = {
    cwd: process.cwd(),
    env: process.env,
    stdout: { write: (text: string) => void process.stdout.write(text), isTTY: process.stdout.isTTY === true },
    stderr: { write: (text: string) => void process.stderr.write(text), isTTY: process.stderr.isTTY === true },
    clock: () => performance.now(),
    timestamp: () => new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    // built beside this file by packages/cli/scripts/build.mjs; from source, runs are serial
    workerEntry: programFile === undefined ? undefined : new URL("./worker.mjs", import.meta.url),
    onPlanned: V8Flags.setForPlan
  }
  // before the program is loaded: V8 flags are part of what its code cache must fit
  V8Flags.set()
  loadProgram().then(
    ({ main, save }) =>
      main(argv, io).then((code) => {
        process.exitCode = code
        // the cache is made under the flags it is read under
        V8Flags.set()
        save()
      }, internalError),
    internalError
  )
}
