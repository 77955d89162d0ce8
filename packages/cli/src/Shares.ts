/**
 * A large sweep shared across threads (`--parallel`, docs/guide/cli.md "Parallel runs"): its values are the
 * scenarios of one file, so a pool that hands out whole files would run them all on one thread. A file whose sweeps
 * are worth a thread of their own is planned as contiguous parts (`Targets.Part`), one a thread, and the parts' runs are
 * joined back in order (`Run.joinParts`): every report is the same as a serial run's.
 */
import type { Run, Targets } from "@podscenario/interpreter"

/**
 * One sweep value weighs as much as this many bytes of scenario text (`bytesPerThread`): 10,000 values of a typical
 * scenario take about 1.8 s of CPU, 128 KB of scenarios about 0.25 s.
 *
 * @category running
 */
export const bytesPerValue = 100

/**
 * The plan with each file of at least `minValues` sweep values (`values`, by file) split into `threads` parts.
 *
 * @category running
 */
export const split = (
  planned: ReadonlyArray<Targets.ExpandedTarget>,
  values: ReadonlyArray<number>,
  threads: number,
  minValues: number
): ReadonlyArray<Targets.ExpandedTarget> =>
  planned.flatMap((target, i) =>
    "unreadable" in target || values[i]! < minValues || threads < 2
      ? [target]
      : Array.from({ length: threads }, (_, index) => ({ ...target, part: { index, of: threads } }))
  )

/**
 * Tells `onFile` of each file's run in plan order, the parts of a split file joined first (`join`, which may take a
 * while: later files wait for it). `runs` gives every file's run once all have been told.
 *
 * @category running
 */
export const joiner = (
  join: (parts: ReadonlyArray<Run.FileRun>) => Promise<Run.FileRun>,
  onFile: (run: Run.FileRun) => void
) => {
  const files: Array<Promise<Run.FileRun>> = []
  let told = Promise.resolve()
  let parts: Array<Run.FileRun> = []
  const add = (run: Run.FileRun) => {
    if (run.part !== undefined) {
      parts.push(run)
      if (run.part.index < run.part.of - 1) return
    }
    const file = run.part === undefined ? Promise.resolve(run) : join(parts)
    parts = []
    files.push(file)
    told = told.then(() => file).then(onFile)
  }
  const runs = () => told.then(() => Promise.all(files))
  return { add, runs }
}
