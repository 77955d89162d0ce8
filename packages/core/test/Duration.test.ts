/**
 * `Duration.parse` is a scanner over character codes; the regexp it replaced is kept here as its oracle, so that
 * the language of durations (language reference §1) stays exactly what it was.
 */
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import * as Duration from "../src/Duration.ts"

const UNITS = ["d", "h", "m", "s", "ms"]
const SIZES = [86_400_000, 3_600_000, 60_000, 1_000, 1]

/** The regexp parser `Duration.parse` was until 2026-11-25. */
const oracle = (text: string): number | undefined => {
  if (text.length === 0) return undefined
  const part = /(\d+)(ms|d|h|m|s)/y
  let total = 0
  let lastRank = -1
  while (part.lastIndex < text.length) {
    const start = part.lastIndex
    const match = part.exec(text)
    if (match === null || match.index !== start) return undefined
    const rank = UNITS.indexOf(match[2]!)
    if (rank <= lastRank) return undefined
    lastRank = rank
    total += Number(match[1]) * SIZES[rank]!
  }
  return Number.isSafeInteger(total) ? Math.trunc(total) : undefined
}

/** Text near the language: digit runs (short and past 2^53) and units, in any order, with a stray character now and then. */
const durationLike = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.stringMatching(/^\d{1,4}$/) },
      { weight: 1, arbitrary: fc.stringMatching(/^\d{14,25}$/) },
      { weight: 4, arbitrary: fc.constantFrom("d", "h", "m", "s", "ms", "mss", "sm") },
      { weight: 1, arbitrary: fc.constantFrom("", " ", "-", ".", "+", "e", "µ", "٣", "D", "M", "0x") }
    ),
    { maxLength: 8 }
  )
  .map((parts) => parts.join(""))

describe("Duration.parse", () => {
  it("reads every unit, compounds largest first, and a day as 24h", () => {
    expect(Duration.parse("250ms")).toBe(250)
    expect(Duration.parse("0s")).toBe(0)
    expect(Duration.parse("1m30s")).toBe(90_000)
    expect(Duration.parse("1d12h")).toBe(129_600_000)
    expect(Duration.parse("2h1m1s1ms")).toBe(7_261_001)
    expect(Duration.parse("007s")).toBe(7_000)
  })

  it("refuses units out of order or twice, a missing number or unit, and totals past 2^53", () => {
    for (const text of ["", "s", "10", "1s1m", "1s1s", "1ms1m", "1m1", "1.5s", "-1s", " 1s", "1s ", "1 s", "1mss"])
      expect(Duration.parse(text), text).toBeUndefined()
    expect(Duration.parse("9007199254740991ms")).toBe(Number.MAX_SAFE_INTEGER)
    expect(Duration.parse("9007199254740992ms")).toBeUndefined()
    expect(Duration.parse(`${"9".repeat(400)}s`)).toBeUndefined()
  })

  it("agrees with the regexp it replaced on duration-like text", () => {
    fc.assert(
      fc.property(durationLike, (text) => {
        expect(Duration.parse(text)).toBe(oracle(text))
      }),
      { numRuns: 20_000 }
    )
  })

  it("agrees with the regexp it replaced on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 12 }), (text) => {
        expect(Duration.parse(text)).toBe(oracle(text))
      }),
      { numRuns: 2_000 }
    )
  })
})
