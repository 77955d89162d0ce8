import { describe, expect, it } from "vitest"
import * as Heap from "../src/internal/heap.ts"

describe("heap (Simulation: queue keyed by (time, seq))", () => {
  it("orders by time, then by insertion sequence at the same time", () => {
    const h = Heap.make<string>()
    Heap.push(h, 5, "c")
    Heap.push(h, 1, "a")
    Heap.push(h, 5, "d")
    Heap.push(h, 1, "b")
    Heap.push(h, 3, "x")
    Heap.push(h, 5, "e")
    const out: Array<string> = []
    for (let v = Heap.pop(h); v !== undefined; v = Heap.pop(h)) out.push(v)
    expect(out).toEqual(["a", "b", "x", "c", "d", "e"])
    expect(Heap.pop(h)).toBeUndefined()
    expect(Heap.peekTime(h)).toBeUndefined()
  })

  it("matches a stable sort by time on pseudo-random input, with interleaved pops", () => {
    let seed = 42
    const rand = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      return seed % 50
    }
    const h = Heap.make<number>()
    const reference: Array<{ t: number; id: number }> = []
    const popped: Array<number> = []
    const expected: Array<number> = []
    let id = 0
    for (let round = 0; round < 200; round++) {
      for (let k = 0; k < 7; k++) {
        const t = rand() + round * 10
        Heap.push(h, t, id)
        reference.push({ t, id })
        id++
      }
      for (let k = 0; k < 3; k++) {
        reference.sort((a, b) => a.t - b.t || a.id - b.id)
        expected.push(reference.shift()!.id)
        popped.push(Heap.pop(h)!)
      }
    }
    expect(popped).toEqual(expected)
    expect(Heap.size(h)).toBe(reference.length)
  })

  // The speed of the queue is a bench figure (docs/performance.md); here, what makes it fast: after every push and pop
  // the arrays are a heap (each parent before its children in (time, seq) order, so an operation walks one path of
  // log2(n) levels), and the arrays grow no larger than the most events queued at once.
  it("stays a heap, with bounded capacity, through a million push/pop pairs", () => {
    const h = Heap.make<number>()
    const before = (a: number, b: number): boolean =>
      h.times[a]! < h.times[b]! || (h.times[a] === h.times[b] && h.seqs[a]! < h.seqs[b]!)
    const isHeap = (): boolean => {
      for (let i = 1; i < h.size; i++) if (before(i, (i - 1) >> 1)) return false
      return true
    }
    let peak = 0
    let lastTime = Number.NEGATIVE_INFINITY
    for (let i = 0; i < 1_000_000; i++) {
      Heap.push(h, (i * 7919) % 1000, i)
      if (i % 2 === 1) Heap.pop(h)
      peak = Math.max(peak, Heap.size(h))
      if (i % 100_000 === 0) expect(isHeap()).toBe(true)
    }
    expect(isHeap()).toBe(true)
    expect(h.times.length).toBeLessThanOrEqual(peak + 1) // peak is counted after the pops
    for (let t = Heap.peekTime(h); t !== undefined; t = Heap.peekTime(h)) {
      expect(t).toBeGreaterThanOrEqual(lastTime)
      lastTime = t
      Heap.pop(h)
    }
  })
})
