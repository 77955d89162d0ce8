/**
 * The commands behind the "run" and "update goldens" code lenses: `podscenario run FILE:LINE [--update]`, the very
 * CLI this server is part of, in a child process (a run writes goldens and may take long; the server stays free).
 * Its output goes to the client's log, and a one-line verdict to a message.
 */
import { execFile } from "node:child_process"
import * as path from "node:path"
import type * as Lsp from "vscode-languageserver/node"
import * as Files from "./Files.ts"

/** @category constants */
export const Run = "podscenario.run"
/** @category constants */
export const UpdateGoldens = "podscenario.updateGoldens"
/** @category constants */
export const names = [Run, UpdateGoldens]

/** The arguments of both commands: the document and the 1-based line of the scenario. @category models */
export type Arguments = readonly [uri: string, line: number]

/** The CLI running this server: `node dist/podscenario.cjs` (or the source entry under a TypeScript loader). */
const cli = (): ReadonlyArray<string> => [...process.execArgv, process.argv[1] ?? ""]

/**
 * Handles `workspace/executeCommand` for the commands above; unknown commands and bad arguments answer `null`.
 *
 * @category serving
 */
export const register = (connection: Lsp.Connection): void => {
  connection.onExecuteCommand(async (params) => {
    const [uri, line] = (params.arguments ?? []) as ReadonlyArray<unknown>
    const file = typeof uri === "string" ? Files.pathOf(uri) : undefined
    if (!names.includes(params.command) || file === undefined || typeof line !== "number") return null
    const argv = [...cli(), "run", `${file}:${line}`, ...(params.command === UpdateGoldens ? ["--update"] : [])]
    const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
      execFile(
        process.execPath,
        argv,
        { cwd: path.dirname(file), env: { ...process.env, NO_COLOR: "1" }, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) =>
          resolve({
            code: error === null ? 0 : typeof error.code === "number" ? error.code : 70,
            output: stdout + stderr
          })
      )
    })
    connection.console.log(`$ podscenario ${argv.slice(cli().length).join(" ")}\n${output}`)
    const verdict = code === 0 ? "passed" : code === 1 ? "failed" : "could not run"
    const message = `podscenario run ${path.basename(file)}:${line}: ${verdict} (details in the output log)`
    if (code === 0) void connection.window.showInformationMessage(message)
    else void connection.window.showWarningMessage(message)
    return { code, output }
  })
}
