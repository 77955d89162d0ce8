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

/** A value of a kind no layout has there (a float, -0, a negative or unsafe integer, another type), now and then. */
const odd = fc.constantFrom(-0, 0.5, -3, 2 ** 53, 2 ** 52 + 1, -(2 ** 52) - 1, Number.NaN, undefined, null, "x", true)
const orOdd = (usual: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: usual, weight: 12 }, { arbitrary: odd, weight: 1 })
const word = fc.constantFrom("app", "web", "BackOff", "Running", "", "Error")
const maybeWord = fc.option(word, { nil: undefined })
/** Objects with the keys of `model` in its order (all, or `required` and any of the others). */
const rec = <M extends Record<string, fc.Arbitrary<unknown>>>(
  model: M,
  required?: ReadonlyArray<keyof M & string>
): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(model, { noNullPrototype: true, ...(required === undefined ? {} : { requiredKeys: [...required] }) })
/**
 * A record of each kind, `cause` last (but for two kinds), as the core writes them: `or` puts now and then a value of a kind the layout
 * does not take there, `instant` gives the instants.
 */
const ofEachKind = (
  or: (usual: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>,
  instant: fc.Arbitrary<number>
): ReadonlyArray<fc.Arbitrary<Timeline.TimelineRecord>> => {
  const terminated = rec({
    _tag: or(fc.constant("Terminated")),
    exitCode: or(fc.integer({ min: -300, max: 300 })),
    reason: or(word),
    message: or(maybeWord),
    startedAt: or(fc.option(instant, { nil: undefined })),
    finishedAt: or(instant)
  })
  const state = fc.oneof(
    rec({ _tag: or(fc.constant("Waiting")), reason: or(maybeWord), message: or(maybeWord) }),
    rec({ _tag: or(fc.constant("Running")), startedAt: or(instant) }),
    terminated
  )
  const count = or(fc.oneof(fc.nat(300), fc.maxSafeNat()))

  // each record kind's fields after `_tag` and `at` (and before `cause`), in the order the core writes them
  const kinds: ReadonlyArray<readonly [string, fc.Arbitrary<Record<string, unknown>>]> = [
    ["PodCreated", rec({ pod: word })],
    ["PhaseChanged", rec({ pod: word, phase: or(word), reason: or(maybeWord), message: or(maybeWord) })],
    [
      "ContainerStatusChanged",
      rec({
        pod: word,
        container: word,
        status: or(
          rec({
            name: or(word),
            kind: or(word),
            state: or(state),
            lastState: or(fc.option(terminated, { nil: undefined })),
            ready: or(fc.boolean()),
            started: or(fc.boolean()),
            restartCount: count
          })
        )
      })
    ],
    [
      "ConditionChanged",
      rec({
        pod: word,
        condition: or(
          rec({
            type: or(word),
            status: or(word),
            reason: or(maybeWord),
            message: or(maybeWord),
            lastTransitionTime: or(instant)
          })
        )
      })
    ],
    ["ConditionRemoved", rec({ pod: word, conditionType: or(word) })],
    [
      "ColumnsChanged",
      rec({
        pod: word,
        columns: or(
          rec({
            status: or(word),
            ready: or(word),
            restarts: count,
            lastRestartAt: or(fc.option(instant, { nil: undefined }))
          })
        )
      })
    ],
    ["NodeAssigned", rec({ pod: word, node: or(word) })],
    ["DeletionRequested", rec({ pod: word, grace: count })],
    ["PodRemoved", rec({ pod: or(word) })],
    ["NodeReadyChanged", rec({ node: or(word), status: or(word) })],
    ["ContainerStarted", rec({ pod: word, container: or(word), run: count })],
    ["ContainerExited", rec({ pod: word, container: word, exitCode: or(fc.integer()), reason: or(word) })],
    ["SignalSent", rec({ pod: word, container: word, signal: or(word) })],
    ["HookStarted", rec({ pod: word, container: word, hook: or(word) })],
    ["HookFinished", rec({ pod: word, container: word, hook: or(word), outcome: or(word) })],
    [
      "ProbeExecuted",
      rec({ pod: word, container: word, probe: or(word), result: or(word), timedOut: or(fc.constant(true)) }, [
        "pod",
        "container",
        "probe",
        "result"
      ])
    ],
    [
      "EventRecorded",
      rec({ pod: word, reason: or(word), type: or(word), message: or(word), container: or(maybeWord) })
    ],
    ["WorldEventApplied", rec({ index: count, label: or(word) }, ["index"])]
  ]

  const cause = fc.option(rec({ rule: or(word), text: or(word) }), { nil: undefined })

  // the core writes these two without a cause
  const uncaused = ["HookFinished", "WorldEventApplied"]
  return kinds.map(([tag, fields]) =>
    fc
      .tuple(fc.nat(10_000_000), fields, cause)
      .map(
        ([at, f, c]) =>
          (uncaused.includes(tag)
            ? { _tag: tag, at, ...f }
            : { _tag: tag, at, ...f, cause: c }) as unknown as Timeline.TimelineRecord
      )
  )
}

/** Now and then a key dropped, two swapped, or one added: a record its kind's layout does not fit. */
const misshapen = (r: Record<string, unknown>, change: number, k: number): Record<string, unknown> => {
  const entries = Object.entries(r)
  const i = 2 + (k % (entries.length - 2)) // never `_tag` or `at`
  if (change === 1) entries.splice(i, 1)
  else if (change === 2 && i + 1 < entries.length) [entries[i], entries[i + 1]] = [entries[i + 1]!, entries[i]!]
  else if (change === 3) entries.splice(i, 0, ["extra", k])
  return Object.fromEntries(entries)
}

/** Records of every kind, mostly as the core writes them: each kind's layout and the generic form both taken. */
const kindRecord = fc
  .tuple(
    fc.oneof(...ofEachKind(orOdd, fc.oneof(fc.nat(10_000_000), fc.integer({ min: -(2 ** 52), max: 2 ** 52 })))),
    fc.constantFrom(0, 0, 0, 0, 0, 1, 2, 3),
    fc.nat()
  )
  .map(
    ([r, change, k]) =>
      misshapen(r as unknown as Record<string, unknown>, change, k) as unknown as Timeline.TimelineRecord
  )

// a short run keeps its records as objects, a run of more than 4,096 packs them: in a batch when the run passes
// 4,096, then each as it comes; each case is read all three ways
const padding = (at: number): ReadonlyArray<Timeline.TimelineRecord> =>
  Array.from({ length: 4096 }, () => ({ _tag: "PodCreated", at: at as Millis, pod: "pad" }))
const ways = [
  ["kept as objects", [], [], 300],
  ["packed as they come", padding(0), [], 30],
  ["packed in a batch", [], padding(10_000_000), 30]
] as const

describe("the store", () => {
  it.each(
    ways.flatMap(([way, before, after, numRuns]) => [
      ["any", way, record, before, after, numRuns],
      ["of each kind", way, kindRecord, before, after, numRuns]
    ])
  )(
    "gives back every record (%s) as it was stored: keys, their order, values (%s)",
    (_, __, arbitrary, before, after, numRuns) => {
      fc.assert(
        fc.property(fc.array(arbitrary, { maxLength: 40 }), (records) => {
          const sorted = [...before, ...records.slice().sort((a, b) => a.at - b.at), ...after]
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
    }
  )

  it("packs a record of each kind as its kind's layout, not in the generic form, when it has its kind's keys", () => {
    const wellFormed = fc.oneof(...ofEachKind((usual) => usual, fc.nat(10_000_000)))
    fc.assert(
      fc.property(fc.array(wellFormed, { minLength: 1, maxLength: 40 }), (records) => {
        const sorted = [...padding(0), ...records.slice().sort((a, b) => a.at - b.at)]
        const { store } = Timeline.make({
          records: sorted,
          end: 10_000_000 as Millis,
          pods: []
        })
        // a record's packed fields start with 0 for the generic form, else its layout's id + 1
        for (let i = 4096; i < sorted.length; i++) expect(store.bytes[store.offset[i]!]).not.toBe(0)
      }),
      { numRuns: 40, seed: 2020 }
    )
  })

  it("keeps -0 apart from 0, in any field", () => {
    const records = [...padding(0), { ...padding(-0)[0]!, pod: "web", cause: { rule: "Error", text: -0 } }]
    const stored = Array.from(Timeline.stored(Timeline.make({ records: records as never, end: 1 as Millis, pods: [] })))
    expect(Object.is(stored[4096]!.at, -0)).toBe(true)
    expect(Object.is(stored[4096]!.cause!.text, -0)).toBe(true)
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
