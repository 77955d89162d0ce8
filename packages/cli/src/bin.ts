#!/usr/bin/env node
/**
 * The `podscenario` executable: the only module that touches `process`. Everything else is `main(argv, io)`.
 *
 * Start-up is kept short (docs/performance.md): `--version` and `--help` are answered here without loading the
 * program (the bundle carries the help text, taken from the program when it is built); Node's compile cache is
 * switched on where it exists (Node ≥ 22.1); and the program (commander, Effect, the parser) is loaded with a dynamic
 * `import()`, which the bundle (packages/cli/scripts/build.mjs) splits into its own chunk.
 */
import * as nodeModule from "node:module"

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

if (argv.length === 1 && (argv[0] === "--version" || argv[0] === "-V")) {
  // What commander prints for `.version(version, "-V, --version")`, without loading commander or the program.
  process.stdout.write(`${version}\n`)
} else if (argv.length === 1 && (argv[0] === "--help" || argv[0] === "-h") && help !== undefined) {
  process.stdout.write(help)
} else {
  // Node ≥ 22.1 caches the compiled bundle on disk (as tsc does); Node 20 has no such function.
  ;(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.()
  const io = {
    cwd: process.cwd(),
    env: process.env,
    stdout: { write: (text: string) => void process.stdout.write(text), isTTY: process.stdout.isTTY === true },
    stderr: { write: (text: string) => void process.stderr.write(text), isTTY: process.stderr.isTTY === true },
    clock: () => performance.now(),
    timestamp: () => new Date().toISOString().replace(/\.\d+Z$/, "Z"),
    // built beside this file by packages/cli/scripts/build.mjs
    workerEntry: new URL("./worker.mjs", import.meta.url)
  }
  import("./index.ts")
    .then(({ main }) => main(argv, io))
    .then((code) => {
      process.exitCode = code
    }, internalError)
}
