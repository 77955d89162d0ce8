/**
 * JUnit XML for CI (Jenkins' `junit.xsd` shape, as vitest writes it): one `<testsuite>` per `.podscenario` file,
 * one `<testcase>` per scenario with `classname` = the file's path, a `<failure>` per failed expectation or golden
 * (message: `file:line:col expect …`, body: the failure block), an `<error>` per rejected event, `<skipped/>` for
 * skipped scenarios. A file whose diagnostics stopped it gets a testcase named `(diagnostics)` with an `<error>`
 * per diagnostic. The timestamp is injected; times are the injected wall milliseconds, in seconds. Only what
 * Jenkins' schema (xunit-plugin `junit-10.xsd`) allows is written: `<testsuites>` takes no `skipped` nor
 * `timestamp` and `<testcase>` no `file` nor `line` (the suite carries `file`; messages carry `file:line:col`).
 * Nor `<properties>` in a `<testcase>`, so the suite's `<properties>` carry each scenario's tags
 * (`name="tags: NAME" value="@crash @backoff"`) and the kubelet rules behind its failures
 * (`name="kubelet-rules: NAME" value="§5.1 §5.2"`, the rules of the records its `because:` lines cite).
 */
import { Codes, Render } from "@podscenario/diagnostics"
import * as Failure from "./Failure.ts"
import * as Xml from "./internal/xml.ts"
import type { FileResult, RunResult, ScenarioResult } from "./Result.ts"
import * as Result from "./Result.ts"
import * as Sweep from "./Sweep.ts"

/** @category models */
export interface JUnitOptions {
  /** ISO 8601 timestamp of the run (default: the result's `startedAt`; omitted when neither is set). */
  readonly timestamp?: string | undefined
  /** The `<testsuites name>` (default `podscenario`). */
  readonly name?: string | undefined
  /** The `hostname` attribute of each suite (default `podscenario`: never read from the machine). */
  readonly hostname?: string | undefined
}

const seconds = (ms: number): string => (ms / 1000).toFixed(3)

const attrs = (pairs: ReadonlyArray<readonly [string, string | number | undefined]>): string =>
  pairs
    .filter((p): p is readonly [string, string | number] => p[1] !== undefined)
    .map(([k, v]) => ` ${k}="${Xml.attr(String(v))}"`)
    .join("")

const element = (
  indent: string,
  name: string,
  attributes: ReadonlyArray<readonly [string, string | number | undefined]>,
  body?: string
): string =>
  body === undefined || body.length === 0
    ? `${indent}<${name}${attrs(attributes)}/>`
    : `${indent}<${name}${attrs(attributes)}>${Xml.text(body)}</${name}>`

const testcase = (file: FileResult, sc: ScenarioResult): string => {
  const children: Array<string> = []
  const inner = "      "
  if (sc.status === "skipped") children.push(`${inner}<skipped/>`)
  for (const d of sc.rejections) {
    const at = Failure.diagnosticPosition(d)
    children.push(
      element(
        inner,
        "error",
        [
          ["message", `${Failure.location(at.uri, at.line, at.column)} ${d.message}`],
          ["type", d.code]
        ],
        Render.render(d)
      )
    )
  }
  for (const e of sc.expectations) {
    if (e.status !== "failed") continue
    children.push(
      element(
        inner,
        "failure",
        [
          ["message", `${Failure.location(file.uri, e.line, e.column)} expect ${e.text}: ${Failure.summaryLine(e)}`],
          ["type", e.failure?.diagnostic?.code ?? Codes.ExpectationFailed.code]
        ],
        Failure.expectation(file.uri, e)
      )
    )
  }
  for (const g of sc.goldens) {
    if (!Result.isGoldenFailure(g.status)) continue
    children.push(
      element(
        inner,
        "failure",
        [
          ["message", `${Failure.location(file.uri, g.line, g.column)} golden ${g.path}: ${g.status}`],
          ["type", g.code ?? Codes.GoldenMismatch.code]
        ],
        Failure.golden(file.uri, g)
      )
    )
  }
  const open = `    <testcase${attrs([
    ["classname", file.uri],
    ["name", sc.name],
    ["time", seconds(sc.durationMs)]
  ])}`
  return children.length === 0 ? `${open}/>` : `${open}>\n${children.join("\n")}\n    </testcase>`
}

/** The suite's `<properties>`: per scenario its tags and the kubelet rules behind its failures. */
const properties = (file: FileResult): ReadonlyArray<string> => {
  const pairs = file.scenarios.flatMap((sc) => {
    const rules = new Set<string>()
    for (const e of sc.expectations) {
      for (const r of e.failure === undefined ? [] : Failure.cited(e.failure)) rules.add(r.cause!.rule)
    }
    return [
      ...(sc.tags.length === 0 ? [] : [[`tags: ${sc.name}`, sc.tags.join(" ")] as const]),
      ...(rules.size === 0 ? [] : [[`kubelet-rules: ${sc.name}`, [...rules].sort().join(" ")] as const])
    ]
  })
  if (pairs.length === 0) return []
  return [
    "    <properties>",
    ...pairs.map(([name, value]) =>
      element("      ", "property", [
        ["name", name],
        ["value", value]
      ])
    ),
    "    </properties>"
  ]
}

const suite = (file: FileResult, timestamp: string | undefined, hostname: string): string => {
  const c = Result.counts([file])
  const fileErrors = file.diagnostics.filter((d) => d.severity === "error")
  const cases = [...properties(file), ...file.scenarios.map((sc) => testcase(file, sc))]
  if (fileErrors.length > 0) {
    const errors = fileErrors.map((d) => {
      const at = Failure.diagnosticPosition(d)
      return element(
        "      ",
        "error",
        [
          ["message", `${Failure.location(at.uri, at.line, at.column)} ${d.message}`],
          ["type", d.code]
        ],
        Render.render(d)
      )
    })
    cases.push(
      `    <testcase${attrs([
        ["classname", file.uri],
        ["name", "(diagnostics)"],
        ["time", seconds(0)]
      ])}>\n${errors.join("\n")}\n    </testcase>`
    )
  }
  const tests = c.scenarios.total + (fileErrors.length > 0 ? 1 : 0)
  const errored = c.scenarios.errored + (fileErrors.length > 0 ? 1 : 0)
  const time = file.scenarios.reduce((sum, sc) => sum + sc.durationMs, 0)
  const open = `  <testsuite${attrs([
    ["name", file.uri],
    ["timestamp", timestamp],
    ["hostname", hostname],
    ["tests", tests],
    ["failures", c.scenarios.failed],
    ["errors", errored],
    ["skipped", c.scenarios.skipped],
    ["time", seconds(time)],
    ["file", file.uri]
  ])}`
  // where each sweep's verdicts flip: the suite's output, as Jenkins and GitLab show it beside the cases
  const sweeps = (file.sweeps ?? []).flatMap((sweep) => Sweep.describe(file.uri, sweep))
  if (sweeps.length > 0) cases.push(element("    ", "system-out", [], sweeps.join("\n")))
  return cases.length === 0 ? `${open}/>` : `${open}>\n${cases.join("\n")}\n  </testsuite>`
}

/**
 * Renders the JUnit report, ending with a newline.
 *
 * @category rendering
 */
export const render = (result: RunResult, options: JUnitOptions = {}): string => {
  const c = Result.counts(result)
  const timestamp = options.timestamp ?? result.startedAt
  const fileErrors = result.files.filter((f) => f.diagnostics.some((d) => d.severity === "error")).length
  const suites = result.files.map((f) => suite(f, timestamp, options.hostname ?? "podscenario"))
  const open = `<testsuites${attrs([
    ["name", options.name ?? "podscenario"],
    ["tests", c.scenarios.total + fileErrors],
    ["failures", c.scenarios.failed],
    ["errors", c.scenarios.errored + fileErrors],
    ["time", seconds(result.durationMs)]
  ])}`
  const body = suites.length === 0 ? `${open}/>` : `${open}>\n${suites.join("\n")}\n</testsuites>`
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`
}
