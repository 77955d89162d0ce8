/**
 * @podscenario/reporters: pure `(data) => string` renderers of a run's results (terminal, CI) and of timelines
 * (golden files). No effects, no Node, no clocks: timestamps and wall times are injected.
 */
export * as Describe from "./Describe.ts"
export * as Failure from "./Failure.ts"
export * as I18n from "./i18n.ts"
export * as Pretty from "./Pretty.ts"
export * as Result from "./Result.ts"
export * as Style from "./Style.ts"
