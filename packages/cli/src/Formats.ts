/**
 * `--format NAME[:PATH]` (cucumber-js): which reporters run and where each writes. Without any, `pretty` on a
 * terminal and `dot` otherwise; `github` joins when `GITHUB_ACTIONS=true`. A format with a path writes a file
 * (atomically), without one it writes to standard output.
 */
// `node:fs`, not `node:fs/promises`: its `promises` loads that module (2–5 ms of every start) on first use only
import * as fs from "node:fs"
import * as path from "node:path"
import type { Duration } from "@podscenario/core"
import { Suggest } from "@podscenario/diagnostics"
import { Dot, Explain, GitHub, Html, type I18n, Json, JUnit, Ndjson, Pretty, type Result } from "@podscenario/reporters"
import * as AtomicWrite from "./AtomicWrite.ts"
import { type Io, useColour } from "./Io.ts"
import { stylerFor } from "./Style.ts"

/** @category models */
export interface RenderOptions {
  readonly lang: I18n.Lang
  readonly verbose: boolean
}

interface Format {
  /** Whether the format may colour its output (terminal formats only). */
  readonly coloured: boolean
  /** Whether it prints timeline records (so parallel workers must send them back). */
  readonly timelines?: boolean
  readonly render: (run: Result.RunResult, options: RenderOptions & { readonly colour: boolean }) => string
}

const formats: Readonly<Record<string, Format>> = {
  pretty: {
    coloured: true,
    render: (run, o) => Pretty.render(run, { styler: stylerFor(o.colour), lang: o.lang, verbose: o.verbose })
  },
  dot: {
    coloured: true,
    render: (run, o) => Dot.render(run, { styler: stylerFor(o.colour), lang: o.lang, verbose: o.verbose })
  },
  junit: { coloured: false, render: (run) => JUnit.render(run) },
  json: { coloured: false, timelines: true, render: (run) => Json.render(run) },
  ndjson: { coloured: false, render: (run) => Ndjson.render(run) },
  github: { coloured: false, render: (run) => GitHub.render(run) },
  html: { coloured: false, timelines: true, render: (run, o) => Html.render(run, { lang: o.lang }) }
}

/** ndjson to standard output is printed as the run goes (see `progress`), not at the end. */
const streams = (output: Output): boolean => output.name === "ndjson" && output.path === undefined

/** Every format name, for `--help`. @category constants */
export const names: ReadonlyArray<string> = Object.keys(formats)

/** Whether any output prints timeline records. @category resolving */
export const needsTimelines = (outputs: ReadonlyArray<Output>): boolean =>
  outputs.some((o) => formats[o.name]?.timelines === true)

/** @category models */
export interface Output {
  readonly name: string
  /** A file to write, or `undefined` for standard output. */
  readonly path: string | undefined
}

const isSet = (value: string | undefined): boolean =>
  value !== undefined && value !== "" && value !== "0" && value !== "false"

const split = (spec: string): Output => {
  const colon = spec.indexOf(":")
  return colon < 0 ? { name: spec, path: undefined } : { name: spec.slice(0, colon), path: spec.slice(colon + 1) }
}

/** The file a `NAME[:PATH]` format writes, if any. @category resolving */
export const fileOf = (spec: string): string | undefined => split(spec).path

/**
 * What is wrong with a `NAME[:PATH]` format, if anything.
 *
 * @category resolving
 */
export const problemWith = (spec: string): string | undefined => {
  const { name, path: file } = split(spec)
  if (!(name in formats)) {
    const near = Suggest.didYouMean(name, names)
    return `unknown format \`${name}\`${near === undefined ? "" : `: ${near}`} (formats: ${names.join(", ")})`
  }
  return file === "" ? `--format ${name}: expected a path after \`:\`` : undefined
}

/**
 * The format with its file's path rewritten by `relocate` (the configuration's paths are relative to its folder).
 *
 * @category resolving
 */
export const relocate = (spec: string, relocatePath: (p: string) => string): string => {
  const { name, path: file } = split(spec)
  return file === undefined ? spec : `${name}:${relocatePath(file)}`
}

/**
 * The outputs for the given `--format` values, or a message saying what is wrong with one.
 *
 * @category resolving
 */
export const resolve = (specs: ReadonlyArray<string>, io: Io): ReadonlyArray<Output> | string => {
  const outputs: Array<Output> = []
  for (const spec of specs) {
    const problem = problemWith(spec)
    if (problem !== undefined) return problem
    outputs.push(split(spec))
  }
  if (outputs.length === 0)
    outputs.push({ name: io.stdout.isTTY || !("dot" in formats) ? "pretty" : "dot", path: undefined })
  if (isSet(io.env.GITHUB_ACTIONS) && "github" in formats && !outputs.some((o) => o.name === "github")) {
    outputs.push({ name: "github", path: undefined })
  }
  return outputs
}

/** Writes a file (relative to the working folder) atomically, creating its folder. @category writing */
export const writeFileAtomically = (io: Io, file: string, content: string): Promise<void> =>
  AtomicWrite.writeFileAtomically(path.resolve(io.cwd, file), content)

/**
 * Renders the run in every output. Returns a message if a report file could not be written.
 *
 * @category writing
 */
export const write = async (
  io: Io,
  outputs: ReadonlyArray<Output>,
  run: Result.RunResult,
  options: RenderOptions
): Promise<string | undefined> => {
  for (const output of outputs) {
    const format = formats[output.name]!
    if (streams(output)) {
      io.stdout.write(Ndjson.runFinished(run))
      continue
    }
    const colour = format.coloured && output.path === undefined && useColour(io.stdout, io.env)
    const text = format.render(run, { ...options, colour })
    if (output.path === undefined) {
      io.stdout.write(text)
      continue
    }
    try {
      await writeFileAtomically(io, output.path, text)
    } catch (error) {
      return `cannot write ${output.path}: ${(error as Error).message}`
    }
  }
  // GitHub Actions shows what a step appends to this file on the run's page.
  const summary = io.env.GITHUB_STEP_SUMMARY
  if (summary !== undefined && summary !== "") {
    try {
      await fs.promises.appendFile(path.resolve(io.cwd, summary), GitHub.summary(run, { lang: options.lang }), "utf8")
    } catch (error) {
      return `cannot write GITHUB_STEP_SUMMARY ${summary}: ${(error as Error).message}`
    }
  }
  return undefined
}

/**
 * What is printed while files run: ndjson events on standard output when ndjson streams there, and on a terminal a
 * progress line on standard error (rewritten in place and erased at the end, so nothing of it stays in logs).
 *
 * @category progress
 */
export const progress = (
  io: Io,
  outputs: ReadonlyArray<Output>,
  startedAt: string
): {
  readonly onStart: (files: number) => void
  readonly onFile: (file: Result.FileResult) => void
  readonly done: () => void
} => {
  const ndjson = outputs.some(streams)
  const line = io.stderr.isTTY
  let files = 0
  let total = 0
  let scenarios = 0
  return {
    onStart: (count) => {
      total = count
      if (ndjson) io.stdout.write(Ndjson.runStarted({ startedAt, files: count }))
    },
    onFile: (file) => {
      files++
      scenarios += file.scenarios.length
      if (ndjson) io.stdout.write(Ndjson.fileEvents(file))
      if (line) io.stderr.write(`\r\x1b[2K running… ${files}/${total} files, ${scenarios} scenarios`)
    },
    done: () => {
      if (line && files > 0) io.stderr.write("\r\x1b[2K")
    }
  }
}

/**
 * `podscenario explain`: each scenario that ran, headed by its file, line and name, then its timeline with the
 * rule behind every transition (or, with `at`, the state at that instant and why).
 *
 * @category rendering
 */
/** What `explain` says it read from each container's command, before the timeline. */
const commandLines = (commands: ReadonlyArray<string>): string =>
  commands.length === 0 ? "" : `read from the commands:\n${commands.map((c) => `  ${c}\n`).join("")}\n`

export const explain = (
  run: Result.RunResult,
  options: { readonly at: Duration.Millis | undefined; readonly lang: I18n.Lang }
): string =>
  run.files
    .flatMap((file) =>
      file.scenarios.flatMap((scenario) =>
        scenario.timeline === undefined
          ? []
          : [
              `${file.uri}:${scenario.line}  ${scenario.name}\n\n${commandLines(scenario.commands)}${Explain.explain(scenario.timeline, options)}`
            ]
      )
    )
    .join("\n")
