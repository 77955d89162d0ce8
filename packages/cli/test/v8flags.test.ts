/**
 * The V8 flags the executable sets for a run's plan (V8Flags.ts): V8's own budget only for a run of many sweep values,
 * and only on V8 11 (Node 20), whose flags these are; none on later V8s, whose program flags are none.
 */
import { describe, expect, it } from "vitest"
import * as V8Flags from "../src/V8Flags.ts"

describe("V8Flags.forPlan", () => {
  it("gives V8's own interrupt budget from manySweepValues sweep values on, where the program sets flags", () => {
    const budget = V8Flags.program.length > 0 ? ["--interrupt-budget=67584"] : []
    expect(V8Flags.program.length > 0).toBe(Number(process.versions.v8.split(".")[0]) === 11)
    expect(V8Flags.forPlan({ sweepValues: V8Flags.manySweepValues })).toEqual(budget)
    expect(V8Flags.forPlan({ sweepValues: 1_000_000 })).toEqual(budget)
    expect(V8Flags.forPlan({ sweepValues: V8Flags.manySweepValues - 1 })).toEqual([])
    expect(V8Flags.forPlan({ sweepValues: 0 })).toEqual([])
  })
})
