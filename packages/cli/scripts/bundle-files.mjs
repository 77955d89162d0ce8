// The files of the CLI bundle that ship (in the npm package and in the VS Code extension), as build.mjs writes them
// into `dist`: the executable, the program it loads (named inside it: another build may have left its own beside
// it), the `run --parallel` worker and the language server's simulation thread. Not the V8 code cache: it fits only
// the exact Node build that made it.

import { readFileSync } from "node:fs"
import { join } from "node:path"

/** @param {string} dist the CLI's dist/ */
export const bundleFiles = (dist) => {
  const program = /program-[0-9a-f]+\.cjs/.exec(readFileSync(join(dist, "podscenario.cjs"), "utf8"))?.[0]
  if (program === undefined) throw new Error(`${dist}/podscenario.cjs names no program`)
  return ["podscenario.cjs", program, "worker.mjs", "lsp-worker.cjs"]
}
