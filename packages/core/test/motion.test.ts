/**
 * How a value moves from one cycle of a crash loop to the next (internal/motion.ts): numbers and the numbers a text
 * names move by their own steps, anything else must stay; moved values keep what they shared.
 */
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import * as Duration from "../src/Duration.ts"
import { advance, between, snapshot } from "../src/internal/motion.ts"

const backOff = (exit: number) => `CrashLoopBackOff delay 5m0s after the exit at ${Duration.format(exit)}`

describe("motion", () => {
  it("moves the instant a cause names, not the delay beside it", () => {
    const m = between(backOff(1_521_000), backOff(1_822_000))
    expect(m).toStrictEqual({ s: [0, 301_000] })
    expect(advance(backOff(1_822_000), m || undefined, 2)).toBe(backOff(2_424_000))
  })

  it("moves counts and instants named in a text by their own steps, past an hour", () => {
    const text = (run: number, at: number) => `readiness probe of run ${run} started at ${Duration.format(at)}`
    const m = between(text(9, 3_000_000), text(10, 3_301_000))
    expect(advance(text(10, 3_301_000), m || undefined, 3)).toBe(text(13, 4_204_000))
  })

  it("gives the n-th value on for any instant and step", () => {
    fc.assert(
      fc.property(fc.nat(10 ** 9), fc.nat(10 ** 7), fc.nat(1000), (at, step, k) => {
        const m = between(`at ${Duration.format(at)}`, `at ${Duration.format(at + step)}`)
        expect(m).not.toBe(false)
        expect(advance(`at ${Duration.format(at + step)}`, m || undefined, k)).toBe(
          `at ${Duration.format(at + step * (k + 1))}`
        )
      })
    )
  })

  it("is no move where a word, a kind of number, a shape or a flag differs", () => {
    expect(between("exit 1 → Error", "exit 1 → Completed")).toBe(false)
    expect(between("after 5s", "after 7")).toBe(false)
    expect(between({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(between([1, 2], [1, 2, 3])).toBe(false)
    expect(between({ ready: true }, { ready: false })).toBe(false)
    expect(between(new Map([["a", 1]]), new Map([["b", 1]]))).toBe(false)
  })

  it("keeps what does not move, and what was shared stays shared", () => {
    const exit = { finishedAt: 100, code: 1 }
    const still = { name: "app" }
    const before = { last: exit, status: { terminated: exit }, still, times: new Float64Array([100, 5]) }
    const after = snapshot(before)
    after.last.finishedAt = 400
    after.times[0] = 400
    const m = between(before, after)
    const moved = advance(after, m || undefined, 2)
    expect(moved.last.finishedAt).toBe(1000)
    expect(moved.status.terminated).toBe(moved.last)
    expect(moved.still).toBe(after.still)
    expect([...moved.times]).toStrictEqual([1000, 5])
    expect(after.last.finishedAt).toBe(400)
  })

  it("is no move where a part reached through a cycle moves", () => {
    type Node = { at: number; next?: Node }
    const ring = (at: number): Node => {
      const a: Node = { at }
      a.next = { at: 0, next: a }
      return a
    }
    expect(between(ring(1), ring(1))).toBeUndefined()
    expect(between(ring(1), ring(2))).toBe(false)
  })
})
