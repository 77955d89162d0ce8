import { describe, expect, it } from "vitest"
import type { Millis } from "../src/Duration.ts"
import * as Backoff from "../src/internal/backoff.ts"
import * as Settings from "../src/Settings.ts"

const kubelet = (gates: Record<string, boolean>, max?: number): Settings.Kubelet => ({
  ...Settings.defaultKubelet,
  featureGates: { ...Settings.defaultFeatureGates, ...gates },
  maxContainerRestartPeriod: max as Millis | undefined
})
const delays = (k: Settings.Kubelet, n: number) =>
  Backoff.crashLoopDelays(Backoff.crashLoopParams(k), 1000, n).map((d) => d / 1000)

describe("crash-loop back-off (kubelet-rules §5)", () => {
  it("§5.2 default table: 0, 10, 20, 40, 80, 160, 300 (320 capped), 300", () => {
    expect(delays(Settings.defaultKubelet, 9)).toEqual([0, 10, 20, 40, 80, 160, 300, 300, 300])
  })

  it("§5.3 ReduceDefaultCrashLoopBackOffDecay alone under 1.35 defaults: 1s initial, 300s defaulted max", () => {
    expect(delays(kubelet({ ReduceDefaultCrashLoopBackOffDecay: true }), 12)).toEqual([
      0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300
    ])
  })

  it("§5.3 ReduceDefaultCrashLoopBackOffDecay without KubeletCrashLoopBackOffMax: 1s → 60s", () => {
    expect(
      delays(kubelet({ ReduceDefaultCrashLoopBackOffDecay: true, KubeletCrashLoopBackOffMax: false }), 10)
    ).toEqual([0, 1, 2, 4, 8, 16, 32, 60, 60, 60])
  })

  it("§5.1 step 5: runs of 11 minutes each outlast the back-off window: every restart is at once", () => {
    expect(Backoff.crashLoopDelays(Backoff.crashLoopParams(Settings.defaultKubelet), 660_000, 4)).toEqual([0, 0, 0, 0])
  })

  it("§5.3 maxContainerRestartPeriod 100s: 0, 10, 20, 40, 80, 100, 100", () => {
    expect(delays(kubelet({}, 100_000), 7)).toEqual([0, 10, 20, 40, 80, 100, 100])
  })

  it("§5.3 maxContainerRestartPeriod 2s lowers the initial: 0, 2, 2, 2", () => {
    expect(delays(kubelet({}, 2_000), 4)).toEqual([0, 2, 2, 2])
  })

  it("§5.3 KubeletCrashLoopBackOffMax off: the config max is ignored", () => {
    expect(delays(kubelet({ KubeletCrashLoopBackOffMax: false }, 2_000), 4)).toEqual([0, 10, 20, 40])
  })

  it("§5.1 step 5: an exit more than 600s after the last restart resets the curve", () => {
    const params = Backoff.crashLoopParams(Settings.defaultKubelet)
    let entry = Backoff.next(params, undefined, 0, 0)
    entry = Backoff.next(params, entry, 10_000, 20_000)
    expect(entry.backoff).toBe(20_000)
    // exit at exactly lastUpdate + 600s: not expired (strict >)
    expect(Backoff.isInBackOffSince(params, entry, 620_000, 620_000)).toBe(true)
    expect(Backoff.next(params, entry, 620_000, 640_000).backoff).toBe(40_000)
    // 600.001s later: expired → no back-off, next = initial
    expect(Backoff.isInBackOffSince(params, entry, 620_001, 620_001)).toBe(false)
    expect(Backoff.next(params, entry, 620_001, 620_001).backoff).toBe(10_000)
  })

  it("§5.1 step 3: in back-off uses a strict < (a restart exactly at FinishedAt + backoff happens)", () => {
    const params = Backoff.crashLoopParams(Settings.defaultKubelet)
    const entry = { backoff: 10_000, lastUpdate: 1_000 }
    expect(Backoff.isInBackOffSince(params, entry, 2_000, 11_999)).toBe(true)
    expect(Backoff.isInBackOffSince(params, entry, 2_000, 12_000)).toBe(false)
  })

  it("§5.5 image pull back-off: attempts at t0, +10, +30, +70 (doubling from each attempt, cap 300s)", () => {
    const p = Backoff.imagePullParams
    let entry: Backoff.Entry | undefined
    const attempts: Array<number> = []
    let t = 0
    for (let i = 0; i < 8; i++) {
      attempts.push(t / 1000)
      entry = Backoff.next(p, entry, t, t)
      t = entry.lastUpdate + entry.backoff
    }
    expect(attempts).toEqual([0, 10, 30, 70, 150, 310, 610, 910])
  })
})
