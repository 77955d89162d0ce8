/**
 * The V8 flags the executable sets for a run's plan (V8Flags.ts): V8's own budget only for a run of many sweep values,
 * and only on V8 11 (Node 20), whose flags these are.
 */
import { describe, expect, it } from "vitest"
import * as V8Flags from "../src/V8Flags.ts"

describe("V8Flags.forPlan", () => {
  const v8 = Number(process.versions.v8.split(".")[0])

  it.runIf(v8 === 11)("gives V8's own interrupt budget from manySweepValues sweep values on", () => {
    expect(V8Flags.forPlan({ sweepValues: V8Flags.manySweepValues })).toEqual(["--interrupt-budget=67584"])
    expect(V8Flags.forPlan({ sweepValues: V8Flags.manySweepValues - 1 })).toEqual([])
    expect(V8Flags.forPlan({ sweepValues: 0 })).toEqual([])
  })

  it.runIf(v8 > 11)("gives none where the program's flags are none", () => {
    expect(V8Flags.program).toEqual([])
    expect(V8Flags.forPlan({ sweepValues: 1_000_000 })).toEqual([])
  })
})
