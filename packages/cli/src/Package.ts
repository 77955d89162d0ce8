/**
 * The CommonJS entry of the package `podscenario` (bundled as dist/lib.cjs; dist/lib.mjs re-exports it for
 * `import`): the programmatic API of Api.ts, taken from the bundled program, which is loaded through the code
 * cache as `bin.ts` loads it.
 */
import * as CompileCache from "./CompileCache.ts"

type Program = typeof import("./index.ts")

/** The program's file beside this one, named by the bundle (packages/cli/scripts/build.mjs). */
const programFile = process.env.PODSCENARIO_PROGRAM
if (programFile === undefined) throw new Error("the package entry runs from the bundle only")

// under V8's default flags: the user's process is not ours to tune (its cache is not the executable's)
const program = CompileCache.load<Program>(CompileCache.beside(import.meta.url, programFile), process.env, [])
// The cache holds the functions that ran compiled, so it is written when the user's process is done with them.
process.once("beforeExit", program.save)

export const { run, check, explain } = program.exports
