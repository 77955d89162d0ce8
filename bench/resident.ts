/**
 * The largest resident set of the bundled CLI checking the goldens of a long run: what a report of a long run costs
 * in memory, where the timeline keeps its records in columns and the reporters make records only while they read
 * them. Read by a module preloaded into the CLI's process (`--require`), at its exit: `process.resourceUsage()`.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import * as Generate from "./generate.ts"
import { childEnv, fmt, median, record, spawn, writeFiles } from "./measure.ts"

/** The run whose goldens are checked: a CrashLoopBackOff for 1000h, about 180,000 records. */
const scenario = (golden: string): string =>
  `${Generate.crashLoop({ end: "1000h", expectations: false })}\ngolden "${golden}"\n`

const preload = `process.on("exit", () => require("node:fs").writeFileSync(process.env.BENCH_MAXRSS, String(process.resourceUsage().maxRSS)))\n`

/** The largest resident set, in MB, of the bundled CLI running `args` in `dir`. */
const maxResident = (bundle: string, dir: string, args: ReadonlyArray<string>): number => {
  const out = path.join(dir, "maxrss")
  spawn(process.execPath, ["--require", path.join(dir, "maxrss.cjs"), bundle, ...args], dir, {
    ...childEnv(),
    BENCH_MAXRSS: out
  })
  // `maxRSS` is in kilobytes
  return Number(fs.readFileSync(out, "utf8")) / 1024
}

export const figures = (bundle: string, quick: boolean): void => {
  for (const format of ["md", "svg"]) {
    const golden = `long.${format}`
    const dir = writeFiles(
      "podscenario-bench-resident-",
      new Map([
        ["long.podscenario", scenario(golden)],
        ["maxrss.cjs", preload]
      ])
    )
    try {
      // written once, then compared: what CI and `podscenario run` do with a golden in place
      spawn(process.execPath, [bundle, "run", "long.podscenario", "--update", "--format", "dot"], dir)
      const megabytes = median(
        Array.from({ length: quick ? 1 : 3 }, () =>
          maxResident(bundle, dir, ["run", "long.podscenario", "--format", "dot"])
        )
      )
      const size = fs.statSync(path.join(dir, golden)).size / 1e6
      record({
        section: "suite",
        name: `largest resident set checking a \`.${format}\` golden of CrashLoopBackOff for 1000h (${size.toFixed(1)} MB), bundled CLI`,
        value: `${fmt(megabytes)} MB`,
        goal: "—",
        met: undefined
      })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
}
