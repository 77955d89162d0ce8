/**
 * The `podscenario` executable: the only module that touches `process`. Everything else is `main(argv, io)`.
 */
import { main } from "./index.ts"

const io = {
  cwd: process.cwd(),
  env: process.env,
  stdout: { write: (text: string) => void process.stdout.write(text), isTTY: process.stdout.isTTY === true },
  stderr: { write: (text: string) => void process.stderr.write(text), isTTY: process.stderr.isTTY === true },
  clock: () => performance.now(),
  timestamp: () => new Date().toISOString().replace(/\.\d+Z$/, "Z")
}

main(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    // A bug of ours, never the user's input: say so plainly, without a stack trace unless asked for.
    process.stderr.write(
      `podscenario: internal error: ${error instanceof Error ? error.message : String(error)}\n` +
        "This is a bug in podscenario; please report it with the scenario that caused it.\n" +
        (process.env.PODSCENARIO_DEBUG ? `${error instanceof Error ? error.stack : ""}\n` : "")
    )
    process.exitCode = 70
  }
)
