/** `podscenario docs PATHS --out DIR`: the documentation pages and pictures of the scenarios (docs/guide/cli.md). */
// `node:fs`, not `node:fs/promises`: its `promises` loads that module (2–5 ms of every start) on first use only
import * as fs from "node:fs"
import * as path from "node:path"
import type { I18n } from "@podscenario/reporters"
import * as Formats from "./Formats.ts"
import { ExitCode, type Io, useColour } from "./Io.ts"
import { renderDiagnostics, stylerFor } from "./Style.ts"
import { parseTarget } from "./Targets.ts"

type Lang = I18n.Lang

/**
 * `podscenario docs`: every scenario rendered into a folder; files it wrote earlier that no scenario makes any more
 * are removed.
 *
 * @category commands
 */
export const docsCommand = async (
  io: Io,
  paths: ReadonlyArray<string>,
  out: string,
  options: { readonly lang: Lang; readonly kubernetes: number | undefined }
): Promise<number> => {
  const { Docs, Effect, layerFor } = await import("./Runtime.ts")
  const { lang, kubernetes } = options
  const generated = await Effect.runPromise(
    Docs.generate(paths.map(parseTarget), out.replace(/\/+$/, ""), lang, { cwd: io.cwd }).pipe(
      Effect.provide(layerFor(io.cwd, { goldens: "none", lang, kubernetes }))
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
    for (const entry of await fs.promises.readdir(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) await visit(full)
      else if (entry.isFile() && !keep.has(full) && Docs.isGenerated(await fs.promises.readFile(full, "utf8"))) {
        await fs.promises.rm(full)
        removed++
      }
    }
    // a folder emptied here was one of ours
    if (folder !== root && (await fs.promises.readdir(folder)).length === 0) await fs.promises.rmdir(folder)
  }
  const root = path.resolve(io.cwd, dir)
  await visit(root)
  return removed
}
