/**
 * The files the server reads: the editor's buffers first, then the disk. Compiling a scenario reads the manifests it
 * names through `from`; a manifest open in the editor is read as the user sees it, unsaved changes included.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { ScenarioFiles } from "@podscenario/interpreter/Services"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"

/**
 * The file-system path of a `file:` URI, or `undefined` for another scheme (`untitled:`, `git:`): such a document is
 * analysed in memory, and its relative manifest paths resolve against nothing.
 *
 * @category paths
 */
export const pathOf = (uri: string): string | undefined => {
  if (!uri.startsWith("file:")) return undefined
  try {
    return fileURLToPath(uri)
  } catch {
    return undefined
  }
}

/** @category paths */
export const uriOf = (file: string): string => pathToFileURL(file).href

/**
 * The name a document is compiled under: its path, or its URI when it has none. Diagnostics name their file by it, so
 * `uriOfName` turns it back into the URI to publish them on.
 *
 * @category paths
 */
export const nameOf = (uri: string): string => pathOf(uri) ?? uri

/** @category paths */
export const uriOfName = (name: string): string => (path.isAbsolute(name) ? uriOf(name) : name)

/**
 * `ScenarioFiles` over the disk (`disk`, the CLI's Node service) with the open buffers laid over it. Only `read` and
 * `resolve` are used to compile a buffer; writing is the CLI's business (code lenses run it).
 *
 * @category layers
 */
export const overlay = (
  disk: Layer.Layer<ScenarioFiles>,
  buffers: (name: string) => string | undefined
): Layer.Layer<ScenarioFiles> =>
  Layer.effect(
    ScenarioFiles,
    Effect.gen(function* () {
      const files = yield* ScenarioFiles
      return {
        ...files,
        read: (name) => {
          const open = buffers(name)
          return open === undefined ? files.read(name) : Effect.succeed(open)
        },
        display: (name) => name
      }
    })
  ).pipe(Layer.provide(disk))

/** The most a manifest read for go-to-definition may hold (the CLI's limit for scenario files). */
const maxReadBytes = 10 * 1024 * 1024

/**
 * A file's text for a go-to-definition, or `undefined` when it cannot be read or is too large.
 *
 * @category reading
 */
export const readText = (file: string): string | undefined => {
  try {
    return fs.statSync(file).size > maxReadBytes ? undefined : fs.readFileSync(file, "utf8")
  } catch {
    return undefined
  }
}
