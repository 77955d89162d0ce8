/**
 * The V8 flags the executable runs the program under. `bin.ts` sets them before the program loads; the code cache
 * (CompileCache.ts) is named after them, since V8 rejects a cache made under other flags. A worker thread of
 * `--parallel` runs under the flags its executable set (they are the process's) and names its cache the same.
 */
import { createRequire } from "node:module"
import type { Plan } from "./Io.ts"

/**
 * V8 hands a function to TurboFan, its optimising compiler, once the function has run about 66 KB of bytecode
 * (`--interrupt-budget=67584`, V8 11.3 in Node 20). A command's run is over in a second or two and calls hundreds of
 * functions that much: compiling them cost about 0.5 s of CPU on the other core in the run of 1,000 scenarios (1.2 s
 * of CPU in all with it, 0.65 s without), and the code it made had little time left to pay that back. Waiting for
 * 384 KB optimises what stays hot early enough to pay back within such a run: the simulation's step and the parser's
 * line functions, compiled on the other core while this one goes on (1 MB, tried first, left the run on unoptimised
 * code to its end: a tenth more wall time for 3 % less CPU). The young generation grows sixteenfold instead of
 * twofold when it fills up with objects that live: a run's compiled scenarios and results survive a few collections,
 * and each collection of a small young generation copied them again (a third fewer collections, a third less of their
 * time). Measured in docs/performance.md ("2026-11-25 (peers21)"); docs/guide/cli.md, "Start-up". Only V8 11 (Node
 * 20) has these flags: V8 12 and later (Node 22, 24) count invocations instead and print an error for them on every
 * run, so they keep their default.
 *
 * @category flags
 */
export const program: ReadonlyArray<string> =
  Number(process.versions.v8.split(".")[0]) > 11 ? [] : ["--interrupt-budget=393216", "--semi-space-growth-factor=16"]

/**
 * How many sweep values a run must have for V8's own budget to pay: thousands of small runs of the same code pay
 * back optimising it early, on the other core, while fewer runs end before they do. Measured on 2 cores
 * (docs/performance.md, "2026-12-08 (budget23)"), the bench's sweep in-process with the budget switched to V8's own
 * after compiling, against 384 KB: 20,000 values 28 % less wall time and 20 % less CPU; 10,000 values 25 % and 15 %;
 * 5,000 as much wall time for a quarter more CPU; 1,000 and 3,000 more of both.
 *
 * @category flags
 */
export const manySweepValues = 8_000

/**
 * The V8 flags that fit a run's plan, over `program`'s: V8's own interrupt budget for a run of at least
 * `manySweepValues` sweep values, none otherwise (and none where `program` has none).
 *
 * @category flags
 */
export const forPlan = (plan: Plan): ReadonlyArray<string> =>
  program.length > 0 && plan.sweepValues >= manySweepValues ? ["--interrupt-budget=67584"] : []

/**
 * Sets `program`'s flags, for this process and every thread it starts: before the program is loaded, since a code
 * cache must fit them (the build makes the cache it ships through the executable too).
 *
 * @category flags
 */
export const set = (): void => apply(program)

/**
 * Sets `forPlan(plan)`'s flags once the program is loaded and has planned a run. `set` must put `program`'s back
 * before the code cache is written: a cache made under other flags is rejected at the next start.
 *
 * @category flags
 */
export const setForPlan = (plan: Plan): void => apply(forPlan(plan))

const apply = (flags: ReadonlyArray<string>): void => {
  if (flags.length === 0) return
  const v8: typeof import("node:v8") = createRequire(import.meta.url)("node:v8")
  for (const flag of flags) v8.setFlagsFromString(flag)
}
