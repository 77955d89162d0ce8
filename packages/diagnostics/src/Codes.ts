/**
 * THE catalogue of diagnostic codes. Every diagnostic podscenario prints comes from a builder here, so codes,
 * messages and help stay in one place (TypeScript's `diagnosticMessages.json`, oxc's `diagnostics.rs`).
 *
 * Each family lives in its own module under `internal/codes/`, and this index assembles them:
 *
 * | codes | module |
 * | --- | --- |
 * | PS1xxx lexical and syntax | `syntax.ts` |
 * | PS20xx declarations and references | `declarations.ts` |
 * | PS20xx what a scenario makes happen | `events.ts` |
 * | PS20xx `expect` statements | `expectations.ts` |
 * | PS20xx examples, placeholders, sweeps | `outlines.ts` |
 * | PS21xx YAML | `yaml.ts` |
 * | PS21xx pod validation and manifests | `pod.ts` |
 * | PS21xx `kubelet:`/`cluster:` settings | `settings.ts` |
 * | PS3xxx run | `run.ts` |
 * | PS4xxx expectations, PS5xxx goldens | `failures.ts` |
 * | PS6xxx configuration and command line | `configuration.ts` |
 *
 * A code is never reused; removed codes stay in the catalogue with `reserved: true`. Call sites write
 * `Codes.unknownWord(file, span, word, expected, candidates)`, never `new Error(...)`.
 */
import { type Entry, entries } from "./internal/codes/entry.ts"

export * from "./internal/codes/configuration.ts"
export * from "./internal/codes/declarations.ts"
export type { Entry } from "./internal/codes/entry.ts"
export { expectedText } from "./internal/codes/entry.ts"
export * from "./internal/codes/events.ts"
export * from "./internal/codes/expectations.ts"
export * from "./internal/codes/failures.ts"
export * from "./internal/codes/outlines.ts"
export * from "./internal/codes/pod.ts"
export * from "./internal/codes/run.ts"
export * from "./internal/codes/settings.ts"
export * from "./internal/codes/syntax.ts"
export * from "./internal/codes/yaml.ts"

/**
 * Every code, in code order. Docs (`docs/reference/diagnostics.md`) are generated from it.
 *
 * @category catalogue
 */
export const catalogue = (): ReadonlyArray<Entry> =>
  [...entries].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))

/** Looks a code up (`PS1004`). @category catalogue */
export const find = (code: string): Entry | undefined => entries.find((e) => e.code === code)
