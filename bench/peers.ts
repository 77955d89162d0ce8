/**
 * podscenario against its peers, on the same 1,000 generated scenarios: end to end against cucumber-js (the same
 * scenarios as Gherkin, bench/gherkin.ts, with step definitions that do nothing), and parsing against
 * `@cucumber/gherkin`. The peers are devDependencies of the bench alone (bench/package.json).
 *
 * The run times alternate (podscenario, cucumber-js, podscenario, …) and the ratio of their medians is the figure:
 * on a busy machine both slow down alike, so the ratio holds where the milliseconds do not.
 */

import * as fs from "node:fs"
import { createRequire } from "node:module"
import * as path from "node:path"
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser as GherkinParser } from "@cucumber/gherkin"
import { IdGenerator } from "@cucumber/messages"
import { Bench } from "tinybench"
import * as Generate from "./generate.ts"
import * as Gherkin from "./gherkin.ts"
import { type Cost, fmt, interleaved, lineCount, median, record, spawn, spawnMeasured, writeFiles } from "./measure.ts"
import type * as Program from "./program.ts"

const require = createRequire(import.meta.url)
const cucumberBin = path.join(path.dirname(require.resolve("@cucumber/cucumber/package.json")), "bin/cucumber.js")
const cucumberVersion: string = require("@cucumber/cucumber/package.json").version
const gherkinVersion: string = require("@cucumber/gherkin/package.json").version

const scenarios = 1_000

/** The suite as .podscenario files, and the same as Gherkin under features/ with its step definitions. */
const suiteFiles = (): Map<string, string> => {
  const files = new Map<string, string>()
  for (const [file, text] of Generate.suite(scenarios)) {
    files.set(file, text)
    files.set(path.join("features", file.replace(/\.podscenario$/, ".feature")), Gherkin.feature(file, text))
  }
  files.set("features/steps.cjs", Gherkin.stepDefinitions(require.resolve("@cucumber/cucumber")))
  return files
}

/** 1,000 scenarios end to end, spawned: the bundled CLI and cucumber-js, interleaved, in wall and CPU time. */
export const suiteFigures = (bundle: string, quick: boolean): void => {
  const dir = writeFiles("podscenario-bench-peers-", suiteFiles())
  try {
    const podscenario = [bundle, "run", ".", "--format", "dot"]
    const cucumber = [cucumberBin, "features", "--require", "features/steps.cjs", "--format", "progress"]
    // both must pass every scenario, or the times compare different work
    if (spawn(process.execPath, podscenario, dir).status !== 0) throw new Error("podscenario failed the suite")
    const checked = spawn(process.execPath, cucumber, dir)
    if (checked.status !== 0 || !checked.stdout.includes(`${scenarios} scenarios (${scenarios} passed)`)) {
      throw new Error(`cucumber-js did not pass the Gherkin suite:\n${checked.stdout.slice(-2_000)}`)
    }
    const rounds = quick ? 1 : 7
    const [ours, theirs] = interleaved(rounds, [
      () => spawnMeasured(process.execPath, podscenario, dir),
      () => spawnMeasured(process.execPath, cucumber, dir)
    ]) as [Array<Cost>, Array<Cost>]
    for (const [what, of] of [
      ["wall time", (c: Cost) => c.wallMs],
      ["CPU time", (c: Cost) => c.cpuMs]
    ] as const) {
      const [us, them] = [median(ours.map(of)), median(theirs.map(of))]
      record({
        section: "peers",
        name: `1,000 scenarios end to end, ${what}: podscenario ${fmt(us)} ms, cucumber-js ${cucumberVersion} with no-op steps ${fmt(them)} ms (interleaved, median of ${rounds})`,
        value: `× ${fmt(us / them, 2)}`,
        goal: "≤ × 0.5",
        met: us / them <= 0.5
      })
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Lines a second, tinybench's median, of parsing each file of the suite with ours and with `@cucumber/gherkin`. */
export const parseFigures = async (program: typeof Program, quick: boolean): Promise<void> => {
  const { Parser, SourceFile } = program
  const ours = [...Generate.suite(scenarios)]
  const theirs = ours.map(([file, text]) => [file, Gherkin.feature(file, text)] as const)
  const gherkinParse = (text: string) =>
    new GherkinParser(new AstBuilder(IdGenerator.incrementing()), new GherkinClassicTokenMatcher()).parse(text)
  const bench = new Bench({ time: quick ? 300 : 2_000, warmupTime: 300 })
  bench.add("podscenario: parse", () => {
    for (const [uri, text] of ours) Parser.parse(SourceFile.make(uri, text))
  })
  bench.add(`@cucumber/gherkin ${gherkinVersion}: parse`, () => {
    for (const [, text] of theirs) gherkinParse(text)
  })
  bench.add("podscenario: parse + compile", () => {
    for (const [uri, text] of ours) {
      const file = SourceFile.make(uri, text)
      Parser.compile(Parser.parse(file).document, file, new Map())
    }
  })
  bench.add(`@cucumber/gherkin ${gherkinVersion}: parse + pickles`, () => {
    for (const [uri, text] of theirs) compile(gherkinParse(text), uri, IdGenerator.incrementing())
  })
  await bench.run()
  const linesOf = (files: ReadonlyArray<readonly [string, string]>) =>
    files.reduce((sum, [, text]) => sum + lineCount(text), 0)
  for (const task of bench.tasks) {
    const result = task.result
    if (result.state !== "completed") throw new Error(`${task.name}: ${result.state}`)
    const lines = linesOf(task.name.startsWith("podscenario") ? ours : theirs)
    record({
      section: "peers",
      name: `${task.name}, the same 1,000 scenarios (${fmt(lines)} lines, ${fmt(result.latency.p50, 1)} ms)`,
      value: `${fmt(lines / (result.latency.p50 / 1000))} lines/s`,
      goal: "—",
      met: undefined
    })
  }
}
