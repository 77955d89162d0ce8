/**
 * What every language of the outputs says (i18n.ts): the words a language module fills in, and the plural forms they
 * count with.
 */

/** @category models */
export interface Words {
  // --- nouns (column headers, legends)
  readonly time: string
  readonly pod: string
  readonly phase: string
  readonly container: string
  readonly conditions: string
  readonly signals: string
  readonly events: string
  readonly changes: string
  readonly probes: string
  readonly hooks: string
  readonly node: string
  readonly end: string
  /** The scenario's own `at T …` events: the SVG row and legend entry, the Mermaid section. */
  readonly scenarioEvents: string
  // --- container states
  readonly waiting: string
  readonly running: string
  readonly terminated: string
  readonly ready: string
  readonly notReady: string
  readonly restarts: (n: number) => string
  readonly exit: (code: number) => string
  readonly removedState: string
  /** The SVG legend's entry for the deletion and removal lines. */
  readonly deletion: string
  // --- records
  readonly podCreated: (pod: string) => string
  readonly scheduled: (node: string) => string
  readonly deletionRequested: (grace: string) => string
  readonly podRemoved: string
  readonly conditionRemoved: (type: string) => string
  readonly nodeReady: (node: string, status: string) => string
  readonly started: (container: string, run: number) => string
  readonly exited: (container: string, code: number, reason: string) => string
  readonly signalSent: (signal: string, container: string) => string
  readonly hookStarted: (hook: string, container: string) => string
  readonly hookFinished: (hook: string, container: string, outcome: "completed" | "failed" | "interrupted") => string
  readonly probe: (probe: string, container: string, result: "success" | "failure" | "error") => string
  /** A probe run record's runs (`repeats`, `every`) after its record: `× 2,592,000 runs every 1s`. */
  readonly runs: (count: number, every: string) => string
  readonly worldEvent: (index: number) => string
  // --- explain
  readonly at: string
  readonly because: string
  readonly since: (time: string) => string
  readonly stateAt: (time: string) => string
  readonly next: string
  // --- test-runner output
  /** Counted words: `[one, many]`, picked by `count`. */
  readonly passed: Forms
  readonly failed: Forms
  readonly errored: Forms
  readonly skipped: Forms
  /** An expectation of a scenario with an error: never checked (language reference §11.6). */
  readonly unchecked: Forms
  readonly scenarios: string
  readonly expectations: string
  readonly goldens: string
  readonly duration: string
  readonly expected: string
  readonly actual: string
  readonly heldAt: (time: string) => string
  readonly around: (time: string) => string
  /** A golden mismatch's timeline diff: its heading, and what a cut list or file diff says it left out. */
  readonly diff: {
    readonly timeline: string
    readonly more: (n: number) => string
    readonly moreLines: (n: number) => string
  }
  readonly failures: string
  readonly golden: Readonly<Record<"matched" | "written" | "updated" | "missing" | "mismatch" | "stale", Forms>>
  readonly diagnostics: string
  /** A sweep's summary (`Sweep.ts`): `passes for grace 0s..28s, fails from 29s`. */
  readonly sweep: SweepWords
  // --- the HTML report
  readonly report: ReportWords
}

/** The words of a sweep's summary (`Sweep.ts`, language reference §11.7). @category models */
export interface SweepWords {
  readonly heading: string
  /** What an expectation does over a range of values. */
  readonly verbs: Readonly<Record<"passed" | "failed" | "unchecked", string>>
  /** `for every grace, 0s..30s`: one verdict over the whole range. */
  readonly forEvery: (name: string, range: string) => string
  /** `for grace 0s..28s`, or without the name for the ranges after the first: `for 30s..40s`. */
  readonly forValues: (name: string | undefined, range: string) => string
  /** `from 29s`: to the end of the range. */
  readonly from: (value: string) => string
  readonly didNotRun: string
  /** `<grace> over 9 values` */
  readonly over: (name: string, extent: string) => string
  readonly values: (n: number) => string
  /** `8 ran (bisect)` */
  readonly ran: (n: number) => string
}

/** The HTML report's own words (`Html.ts`). @category models */
export interface ReportWords {
  readonly title: string
  readonly status: string
  readonly tag: string
  readonly file: string
  readonly search: string
  readonly all: string
  readonly timeline: string
  readonly showAt: (time: string) => string
  readonly fileErrors: string
  readonly keys: string
  readonly ranAt: (date: string) => string
}

/** A counted word: its form for one and for several. @category models */
export type Forms = readonly [one: string, many: string]

/** `3 restarts`: a count with its word for one or for several (English, Spanish, French). */
export const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** `2,592,000`: a count with its thousands grouped by `separator` (not the locale's: output is byte for byte). */
export const grouped = (n: number, separator: string): string => String(n).replace(/\B(?=(\d{3})+$)/g, separator)
