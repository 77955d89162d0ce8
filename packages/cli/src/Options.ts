/** The options of `run` and `list` that can be wrong in themselves, checked before anything runs. */
import { Versions } from "@podscenario/core"
import { Codes, type Diagnostic, SourceFile } from "@podscenario/diagnostics"

/**
 * Problems with the options themselves (a tag expression or a name pattern that does not parse, a shard out of
 * range), as PS6008 diagnostics of an `options` pseudo-file: the API returns them, the command line prints them.
 *
 * @category checking
 */
export const optionProblems = async (options: {
  readonly tags?: string | undefined
  readonly name?: string | undefined
  readonly shard?: { readonly index: number; readonly count: number } | undefined
  /** The API's `"1.33"`; the command line parses `--kubernetes` itself (a number here). */
  readonly kubernetes?: string | number | undefined
}): Promise<ReadonlyArray<Diagnostic.Diagnostic>> => {
  const { Select } = await import("./Runtime.ts")
  const problems: Array<Diagnostic.Diagnostic> = []
  const file = SourceFile.make("options", "")
  if (options.tags !== undefined) {
    const invalid = Select.validateTags(options.tags)
    if (invalid !== undefined) problems.push(Codes.invalidOption(file, "tags", options.tags, invalid))
  }
  if (options.name !== undefined) {
    try {
      new RegExp(options.name)
    } catch (error) {
      problems.push(Codes.invalidOption(file, "name", options.name, (error as Error).message))
    }
  }
  const shard = options.shard
  if (shard !== undefined && !(shard.count >= 1 && shard.index >= 1 && shard.index <= shard.count)) {
    problems.push(Codes.invalidOption(file, "shard", `${shard.index}/${shard.count}`, "expected 1 ≤ index ≤ count"))
  }
  if (typeof options.kubernetes === "string" && Versions.parse(options.kubernetes) === undefined) {
    const expected = `expected a release from ${Versions.range}`
    problems.push(Codes.invalidOption(file, "kubernetes", options.kubernetes, expected))
  }
  return problems
}
