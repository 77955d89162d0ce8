/**
 * `run --rerun FILE` writes the `file:line` of every scenario that failed (or errored), one a line, as cucumber's
 * rerun formatter does; `run @FILE` runs exactly those again. An empty file means nothing failed, and runs nothing.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import type { Result } from "@podscenario/reporters"
import * as Formats from "./Formats.ts"
import type { Io } from "./Io.ts"

/** The `file:line`s of the failed scenarios, in run order. @category rendering */
export const render = (run: Result.RunResult): string =>
  run.files
    .flatMap((f) => [
      ...(f.diagnostics.some((d) => d.severity === "error") ? [f.uri] : []),
      ...f.scenarios.filter((s) => s.status === "failed" || s.status === "errored").map((s) => `${f.uri}:${s.line}`)
    ])
    .map((line) => `${line}\n`)
    .join("")

/**
 * Writes the rerun file (atomically); a message when it cannot be written.
 *
 * @category writing
 */
export const write = async (io: Io, file: string, run: Result.RunResult): Promise<string | undefined> => {
  try {
    await Formats.writeFileAtomically(io, file, render(run))
    return undefined
  } catch (error) {
    return `cannot write ${file}: ${(error as Error).message}`
  }
}

/**
 * The targets of `@FILE` (relative to `cwd`), or a PS6006 diagnostic when it cannot be read.
 *
 * @category reading
 */
export const read = (
  cwd: string,
  argument: string
): { readonly paths: ReadonlyArray<string> } | { readonly diagnostic: Diagnostic.Diagnostic } => {
  const file = argument.slice(1)
  try {
    const text = fs.readFileSync(path.resolve(cwd, file), "utf8")
    return { paths: text.split(/\r?\n/).filter((line) => line.trim() !== "") }
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message
    return { diagnostic: Codes.rerunUnreadable(SourceFile.make(file, ""), file, reason) }
  }
}
