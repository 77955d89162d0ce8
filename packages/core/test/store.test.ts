/**
 * The timeline's store packs each record into columns and bytes (`internal/store.ts`, `internal/codec.ts`) and makes
 * it again on read: the same keys in the same order and the same values, whatever the record holds.
 */
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Millis } from "../src/Duration.ts"
import * as Timeline from "../src/Timeline.ts"

const scalar = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 5 }),
  fc.nat(),
  fc.maxSafeNat(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -1 }),
  fc.double(),
  fc.constant(-0),
  fc.string({ maxLength: 6 }),
  fc.constantFrom("app", "web", "BackOff", "Running", "")
)

/** Objects with the keys of records (`_tag`, `at`, `pod`, `container`) and others, nested, in any order. */
const value = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, scalar, tie("object"), fc.array(tie("value"), { maxLength: 3 })),
  object: fc.dictionary(fc.constantFrom("_tag", "at", "pod", "container", "state", "reason", "x", "y"), tie("value"), {
    maxKeys: 5,
    noNullPrototype: true
  })
}))

const record = fc
  .tuple(
    fc.nat(10_000_000),
    fc.constantFrom("ContainerStarted", "EventRecorded", "ConditionChanged"),
    fc.option(fc.constantFrom("web", "db"), { nil: undefined }),
    fc.dictionary(fc.constantFrom("pod", "container", "status", "cause", "reason", "run", "z"), value.value, {
      maxKeys: 5,
      noNullPrototype: true
    }),
    fc.boolean()
  )
  .map(([at, tag, pod, fields, tagFirst]) => {
    const head = tagFirst ? { _tag: tag, at } : { at, _tag: tag }
    return (pod === undefined
      ? { ...head, ...fields }
      : { ...head, pod, ...fields }) as unknown as Timeline.TimelineRecord
  })

describe("the store", () => {
  // a short run keeps its records as objects, a run of more than 4,096 packs them: each case is read both ways
  const pad: ReadonlyArray<Timeline.TimelineRecord> = Array.from({ length: 4096 }, () => ({
    _tag: "PodCreated",
    at: 0 as Millis,
    pod: "pad"
  }))
  it.each([
    ["kept as objects", 0, 300],
    ["packed", pad.length, 40]
  ])("gives back every record as it was stored: keys, their order, values (%s)", (_, padding, numRuns) => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), (records) => {
        const sorted = [...pad.slice(0, padding), ...records.slice().sort((a, b) => a.at - b.at)]
        const timeline = Timeline.make({ records: sorted, end: 10_000_000 as Millis, pods: [] })
        const stored = Array.from(Timeline.stored(timeline))
        expect(stored).toStrictEqual(sorted)
        stored.forEach((r, i) => {
          expect(Object.keys(r)).toEqual(Object.keys(sorted[i]!))
          expect(JSON.stringify(r)).toBe(JSON.stringify(sorted[i]))
        })
        // the columns find what a filter of the records finds
        for (const pod of [undefined, "web", "db", "nowhere"]) {
          const r = (i: number) => sorted[i] as unknown as Record<string, unknown>
          const expected = sorted.flatMap((_, i) =>
            r(i)._tag === "EventRecorded" && (pod === undefined || r(i).pod === pod) && r(i).container === "app"
              ? [i]
              : []
          )
          expect(Timeline.positionsOf(timeline, "EventRecorded", { pod, container: "app" })).toEqual(expected)
        }
        sorted.forEach((r, i) => {
          expect(Timeline.instantAt(timeline, i)).toBe(r.at)
          expect(Timeline.tagAt(timeline, i)).toBe(r._tag)
        })
        // a timeline crosses threads by structured clone
        expect(Array.from(Timeline.stored(structuredClone(timeline)))).toStrictEqual(sorted)
      }),
      { numRuns, seed: 2020 }
    )
  })

  it("keeps a run record's runs beside it", () => {
    const run = {
      _tag: "ProbeExecuted",
      at: 1000 as Millis,
      pod: "web",
      container: "app",
      probe: "readiness",
      result: "success",
      repeats: 5,
      every: 1000 as Millis
    } as const
    const timeline = Timeline.make({ records: [run], end: 9000 as Millis, pods: [] })
    expect(Array.from(Timeline.stored(timeline))).toStrictEqual([run])
    expect(Timeline.expanded(timeline).map((r) => r.at)).toEqual([1000, 2000, 3000, 4000, 5000])
    expect(Array.from(Timeline.stored(Timeline.until(timeline, 3500 as Millis)))).toStrictEqual([
      { ...run, repeats: 3 }
    ])
  })
})
