/**
 * @podscenario/reporters: pure `(data) => string` renderers of a run's results (terminal, CI) and of timelines
 * (golden files). No effects, no Node, no clocks: timestamps and wall times are injected.
 */
export * as Describe from "./Describe.ts"
export * as Diff from "./Diff.ts"
export * as DocsPage from "./DocsPage.ts"
export * as Dot from "./Dot.ts"
export * as Explain from "./Explain.ts"
export * as Failure from "./Failure.ts"
export * as GitHub from "./GitHub.ts"
export * as Golden from "./Golden.ts"
export * as I18n from "./i18n.ts"
export * as Json from "./Json.ts"
export * as JUnit from "./JUnit.ts"
export * as Markdown from "./Markdown.ts"
export * as Mermaid from "./Mermaid.ts"
export * as Ndjson from "./Ndjson.ts"
export * as Pretty from "./Pretty.ts"
export * as Result from "./Result.ts"
export * as Style from "./Style.ts"
export * as Svg from "./Svg.ts"
export * as TimelineJson from "./TimelineJson.ts"
export * as Watch from "./Watch.ts"
