/**
 * The code cache (src/CompileCache.ts) of one program installed in two places: each place's stack traces name its
 * own file. The cache's other behaviours are tested through the bundled CLI (cli.test.ts).
 */
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import * as CompileCache from "../src/CompileCache.ts"
import { temporaryDirectory } from "./helpers.ts"

const tmp = temporaryDirectory("podscenario-compile-cache-")

/** The same program written in two folders, as two installs of one version hold it. */
const installs = (): ReadonlyArray<string> =>
  ["a", "b"].map((install) => {
    tmp.write(`${install}/program-0123.cjs`, "exports.where = () => new Error('where').stack\n")
    return path.join(tmp.dir, install, "program-0123.cjs")
  })

describe("CompileCache.load", () => {
  it("names the program's own file in stack traces, whichever install made a cache first", () => {
    const env = { PODSCENARIO_COMPILE_CACHE: path.join(tmp.dir, "cache") }
    const load = (file: string) => CompileCache.load<{ where: () => string }>(file, env, [])
    for (const file of [...installs(), ...installs()]) {
      // the second round reads the caches the first wrote
      const loaded = load(file)
      expect(loaded.exports.where()).toContain(`(${file}:1:`)
      loaded.save()
    }
  })
})
