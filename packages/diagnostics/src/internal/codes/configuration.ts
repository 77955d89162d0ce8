/**
 * PS6xxx: configuration and command line (podscenario.config.json, options, `run @FILE`, `init`).
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import * as Suggest from "../../Suggest.ts"
import { build, type D, define } from "./entry.ts"

/** @category configuration */
export const ConfigUnreadable = define({
  code: "PS6001",
  slug: "config-unreadable",
  severity: "error",
  template: "cannot read configuration file `{path}`: {reason}",
  help: "`--config` names a file relative to the current directory",
  example: "podscenario run --config missing.json"
})

/** `--config FILE` that cannot be read: a diagnostic without a span. @category configuration */
export const configUnreadable = (file: SourceFile, path: string, reason: string): D =>
  build(ConfigUnreadable, file, [], { path, reason })

/** @category configuration */
export const ConfigSyntax = define({
  code: "PS6002",
  slug: "config-syntax",
  severity: "error",
  template: "the configuration file is not valid JSON: {reason}",
  help: "podscenario.config.json is plain JSON: double-quoted keys, no comments, no trailing commas",
  example: 'podscenario check --config config/trailing-comma.json   # { "paths": ["scenarios"], }'
})

/** @category configuration */
export const configSyntax = (file: SourceFile, span: Span, reason: string): D =>
  build(ConfigSyntax, file, [Diagnostic.primary(span, reason)], { reason })

/** @category configuration */
export const ConfigUnknownKey = define({
  code: "PS6003",
  slug: "config-unknown-key",
  severity: "error",
  template: "unknown key `{key}` in the configuration",
  help: "the keys are described by the JSON Schema the package ships (`$schema`)",
  example: 'podscenario check --config config/misspelt.json   # { "pahts": ["scenarios"] }'
})

/** @category configuration */
export const configUnknownKey = (file: SourceFile, span: Span, key: string, known: ReadonlyArray<string>): D =>
  build(
    ConfigUnknownKey,
    file,
    [Diagnostic.primary(span, `expected one of: ${known.join(", ")}`)],
    { key },
    { help: Suggest.didYouMean(key, known) }
  )

/** @category configuration */
export const ConfigWrongType = define({
  code: "PS6004",
  slug: "config-wrong-type",
  severity: "error",
  template: "`{key}` must be {expected}",
  help: "the keys are described by the JSON Schema the package ships (`$schema`)",
  example: 'podscenario check --config config/wrong-type.json   # { "parallel": "four" }'
})

/** @category configuration */
export const configWrongType = (file: SourceFile, span: Span, key: string, expected: string, help?: string): D =>
  build(
    ConfigWrongType,
    file,
    [Diagnostic.primary(span, `expected ${expected}`)],
    { key, expected },
    {
      help
    }
  )

/** @category configuration */
export const NoMatch = define({
  code: "PS6005",
  slug: "no-match",
  severity: "error",
  template: "`{pattern}` matches no scenario file",
  help: "patterns are relative to the current directory (or to the configuration file, for its `paths`); `**` matches any folders",
  example: 'podscenario run "scenarioz/**/*.podscenario"'
})

/** A glob that matches nothing; `span` when it was written in a file (the configuration). @category configuration */
export const noMatch = (file: SourceFile, span: Span | undefined, pattern: string): D =>
  build(NoMatch, file, span === undefined ? [] : [Diagnostic.primary(span, "no file matches")], { pattern })

/** @category configuration */
export const RerunUnreadable = define({
  code: "PS6006",
  slug: "rerun-unreadable",
  severity: "error",
  template: "cannot read the rerun file `{path}`: {reason}",
  help: "`run --rerun FILE` writes the failed scenarios' FILE:LINE to FILE; `run @FILE` runs them",
  example: "podscenario run @missing.txt"
})

/** @category configuration */
export const rerunUnreadable = (file: SourceFile, path: string, reason: string): D =>
  build(RerunUnreadable, file, [], { path, reason })

/** @category configuration */
export const InitNotAPod = define({
  code: "PS6007",
  slug: "init-not-a-pod",
  severity: "error",
  template: "`{path}` holds no Pod or workload to start a scenario from",
  help: "`podscenario init` takes a manifest of kind Pod, Deployment, StatefulSet, DaemonSet, ReplicaSet, Job or CronJob",
  example: "podscenario init service.yaml"
})

/** `found`: what the manifest holds instead (`Service`): the label at `span`, else a note. @category configuration */
export const initNotAPod = (file: SourceFile, span: Span | undefined, path: string, found: string): D =>
  build(
    InitNotAPod,
    file,
    span === undefined ? [] : [Diagnostic.primary(span, found)],
    { path },
    { note: span === undefined ? found : undefined }
  )

/** @category configuration */
export const InvalidOption = define({
  code: "PS6008",
  slug: "invalid-option",
  severity: "error",
  template: "invalid `{option}`: {reason}",
  help: "see `podscenario run --help` (or docs/guide/api.md for the API's options)",
  example: "podscenario run --name (   # not a regular expression"
})

/** An option's value (`tags`, `name`, `shard`, `at`) that cannot be used. @category configuration */
export const invalidOption = (file: SourceFile, option: string, value: string, reason: string): D =>
  build(InvalidOption, file, [], { option, value, reason })
