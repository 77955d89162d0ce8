import { type Duration, Timeline } from "@podscenario/core"
import { Explain, Golden, I18n, JUnit, Markdown, Result, TimelineJson, Watch } from "@podscenario/reporters"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { wellFormed } from "./fixtures/xml.ts"

const ms = (n: number) => n as Duration.Millis
const text = fc.string({
  maxLength: 12,
  unit: fc.constantFrom("a", "b", "-", "<", "&", '"', "|", ":", ",", "%", "\n", "\t", "\u0007", "\r", "é", "ї")
})
const podName = fc.constantFrom("web", "job-a", "title")
const containerName = fc.constantFrom("app", "proxy", "init-db")

const state: fc.Arbitrary<Timeline.ContainerState> = fc.oneof(
  fc.record({
    _tag: fc.constant("Waiting" as const),
    reason: fc.option(text, { nil: undefined }),
    message: fc.constant(undefined)
  }),
  fc.record({ _tag: fc.constant("Running" as const), startedAt: fc.nat(100_000).map(ms) }),
  fc.record({
    _tag: fc.constant("Terminated" as const),
    exitCode: fc.integer({ min: 0, max: 255 }),
    reason: text,
    message: fc.constant(undefined),
    startedAt: fc.constant(undefined),
    finishedAt: fc.nat(100_000).map(ms)
  })
)

const record = (at: number): fc.Arbitrary<Timeline.TimelineRecord> =>
  fc.oneof(
    fc.record({ _tag: fc.constant("PodCreated" as const), at: fc.constant(ms(at)), pod: podName }),
    fc.record({
      _tag: fc.constant("PhaseChanged" as const),
      at: fc.constant(ms(at)),
      pod: podName,
      phase: fc.constantFrom("Pending", "Running", "Succeeded", "Failed", "Unknown" as const),
      reason: fc.constant(undefined),
      message: fc.constant(undefined)
    }),
    fc.record({
      _tag: fc.constant("ContainerStatusChanged" as const),
      at: fc.constant(ms(at)),
      pod: podName,
      container: containerName,
      status: fc.record({
        name: containerName,
        kind: fc.constantFrom("init", "sidecar", "regular" as const),
        state,
        lastState: fc.constant(undefined),
        ready: fc.boolean(),
        started: fc.boolean(),
        restartCount: fc.nat(20)
      })
    }),
    fc.record({
      _tag: fc.constant("ColumnsChanged" as const),
      at: fc.constant(ms(at)),
      pod: podName,
      columns: fc.record({
        status: text,
        ready: text,
        restarts: fc.nat(20),
        lastRestartAt: fc.option(fc.nat(at).map(ms), { nil: undefined })
      })
    }),
    fc.record({
      _tag: fc.constant("EventRecorded" as const),
      at: fc.constant(ms(at)),
      pod: podName,
      reason: text,
      type: fc.constantFrom("Normal", "Warning" as const),
      message: text,
      container: fc.option(containerName, { nil: undefined })
    }),
    fc.record({
      _tag: fc.constant("SignalSent" as const),
      at: fc.constant(ms(at)),
      pod: podName,
      container: containerName,
      signal: text
    }),
    fc.record({
      _tag: fc.constant("HookStarted" as const),
      at: fc.constant(ms(at)),
      pod: podName,
      container: containerName,
      hook: fc.constantFrom("postStart", "preStop" as const)
    }),
    fc.record({ _tag: fc.constant("PodRemoved" as const), at: fc.constant(ms(at)), pod: podName })
  )

const timeline: fc.Arbitrary<Timeline.Timeline> = fc
  .array(fc.nat(200_000), { maxLength: 30 })
  .chain((times) => {
    const sorted = [...times].sort((a, b) => a - b)
    return fc.tuple(fc.tuple(...sorted.map(record)), fc.nat(100_000))
  })
  .map(([records, extra]) =>
    Timeline.make({
      records,
      end: ms((records.at(-1)?.at ?? 0) + extra),
      pods: [
        {
          name: "web",
          containers: [
            { name: "init-db", kind: "init" as const },
            { name: "app", kind: "regular" as const }
          ]
        },
        { name: "title", containers: [{ name: "proxy", kind: "regular" as const }] }
      ]
    })
  )

describe("every timeline", () => {
  it("renders every golden format deterministically, SVG well-formed, JSON parseable", () => {
    fc.assert(
      fc.property(timeline, fc.constantFrom(...I18n.langs), (tl, lang) => {
        for (const ext of Golden.extensions) {
          const a = Golden.render(`golden/x${ext}`, tl, lang)
          expect(a).toBe(Golden.render(`golden/x${ext}`, tl, lang))
          expect(a?.endsWith("\n")).toBe(true)
        }
        expect(wellFormed(Golden.render("x.svg", tl, lang)!)).toEqual([])
        expect(JSON.parse(TimelineJson.render(tl)).records).toHaveLength(Timeline.size(tl))
        // one table row per line: every cell escaped
        const md = Markdown.render(tl, { lang }).trimEnd().split("\n")
        const columns = md[0]!.split(/(?<!\\)\|/).length
        for (const line of md) expect(line.split(/(?<!\\)\|/).length).toBe(columns)
        Watch.render(tl)
        Explain.explain(tl, { lang })
        Explain.explain(tl, { lang, at: ms(tl.end / 2) })
      }),
      { numRuns: 150 }
    )
  })

  it("JUnit stays well-formed whatever the names and messages", () => {
    fc.assert(
      fc.property(timeline, text, text, (tl, name, actual) => {
        const sc = Result.scenario({
          name,
          line: 1,
          timeline: tl,
          expectations: [Result.failed(name, 1, 1, { expected: name, actual, at: ms(0), around: tl })]
        })
        expect(wellFormed(JUnit.render(Result.run([Result.file(`a&b<${name}>.podscenario`, [sc])])))).toEqual([])
      }),
      { numRuns: 100 }
    )
  })
})
