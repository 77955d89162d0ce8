/**
 * `podscenario/vitest` (bundled as dist/vitest.mjs): one call in a test file registers every scenario of a glob as
 * a vitest test, so that `vitest run`, its reporters, watch mode and `-t` show them like any test
 * (docs/guide/vitest.md).
 *
 * ```ts
 * import { scenarios } from "podscenario/vitest"
 * await scenarios("scenarios/**\/*.podscenario")
 * ```
 *
 * Each file is a `describe` block named by its path; each scenario (each examples row) a test named
 * `NAME (FILE:LINE) @tags`, so that `vitest -t @crash` or `-t "web.podscenario:12"` picks it. A test runs its
 * scenario with `podscenario run FILE:LINE` and fails with podscenario's failure block. A file with errors, or a
 * pattern that matches nothing, is one failing test showing the diagnostics: nothing is thrown at collection.
 */
import { describe, test } from "vitest"
import type { CheckReport, Diagnostic, RunOptions } from "./ApiTypes.ts"
import { check, run } from "./Package.ts"

/** What the bridge takes: the options of `run` (the paths are the patterns). @category models */
export type ScenariosOptions = Omit<RunOptions, "timelines">

/** A failure whose message is podscenario's text, without a JavaScript stack pointing into the bundle. */
const failWith = (message: string): never => {
  const error = new Error(message)
  error.stack = message
  throw error
}

const rendered = (diagnostics: ReadonlyArray<Diagnostic>) => diagnostics.map((d) => d.rendered).join("\n\n")

const register = (checked: CheckReport, options: ScenariosOptions) => {
  if (checked.diagnostics.length > 0) test("podscenario: the patterns", () => failWith(rendered(checked.diagnostics)))
  for (const file of checked.files) {
    describe(file.uri, () => {
      if (file.diagnostics.some((d) => d.severity === "error")) {
        test("the file is invalid", () => failWith(rendered(file.diagnostics)))
        return
      }
      for (const scenario of file.scenarios) {
        const tags = scenario.tags.length > 0 ? ` ${scenario.tags.join(" ")}` : ""
        test(`${scenario.name} (${file.uri}:${scenario.line})${tags}`, async () => {
          const report = await run(`${file.uri}:${scenario.line}`, options)
          const ran = report.files.flatMap((f) => f.scenarios).find((s) => s.line === scenario.line)
          const problems = [...report.diagnostics, ...report.files.flatMap((f) => f.diagnostics)]
          if (problems.length > 0) failWith(rendered(problems))
          if (ran?.failure !== undefined) failWith(ran.failure)
        })
      }
    })
  }
}

/**
 * Registers every scenario of `patterns` (files, directories, globs, relative to `options.cwd` or the current
 * directory) as a vitest test. Call it at the top level of a test file, with `await`.
 *
 * @category api
 */
export const scenarios = async (
  patterns: string | ReadonlyArray<string>,
  options: ScenariosOptions = {}
): Promise<void> => {
  register(await check(patterns, options), options)
}
