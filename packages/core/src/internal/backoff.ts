/**
 * Crash-loop and image-pull back-off: client-go `flowcontrol.Backoff` with the kubelet's parameters
 * (kubelet-rules §5.1–§5.3, §5.5). Entries are plain data so kubelet state stays cloneable.
 */
import * as Settings from "../Settings.ts"

/** One `flowcontrol.Backoff` entry. @internal */
export interface Entry {
  readonly backoff: number
  readonly lastUpdate: number
}

/** @internal */
export interface Params {
  readonly initial: number
  readonly max: number
  /** `hasExpired(eventTime, lastUpdate)`: true when `eventTime − lastUpdate > expireAfter`. */
  readonly expireAfter: number
}

/** kubelet-rules §1: crash-loop reset after 600s. @internal */
export const CRASH_LOOP_RESET = 600_000

/**
 * `newCrashLoopBackOff(kubeCfg)` (kubelet-rules §5.3): 10s/300s by default, 1s/60s with
 * `ReduceDefaultCrashLoopBackOffDecay`, the max from `maxContainerRestartPeriod` (default 300s) with
 * `KubeletCrashLoopBackOffMax`, and `initial = max` when the max is smaller.
 *
 * @internal
 */
export const crashLoopParams = (kubelet: Settings.Kubelet): Params => {
  let initial = 10_000
  let max = 300_000
  if (Settings.gate(kubelet, "ReduceDefaultCrashLoopBackOffDecay")) {
    initial = 1_000
    max = 60_000
  }
  if (Settings.gate(kubelet, "KubeletCrashLoopBackOffMax")) {
    // kubelet-rules §5.3: an unset maxContainerRestartPeriod defaults to 300s when the gate is on
    max = kubelet.maxContainerRestartPeriod ?? 300_000
    if (max < initial) initial = max
  }
  return { initial, max, expireAfter: CRASH_LOOP_RESET }
}

/** kubelet-rules §5.5: image pull back-off 10s → 300s (client-go default expiry, 2 × max). @internal */
export const imagePullParams: Params = { initial: 10_000, max: 300_000, expireAfter: 600_000 }

/** `hasExpired`. @internal */
export const hasExpired = (params: Params, eventTime: number, entry: Entry): boolean =>
  eventTime - entry.lastUpdate > params.expireAfter

/**
 * `IsInBackOffSince(key, eventTime)`: an entry exists, has not expired, and `now − eventTime < backoff`
 * (kubelet-rules §5.1 step 3; strict `<`).
 *
 * @internal
 */
export const isInBackOffSince = (params: Params, entry: Entry | undefined, eventTime: number, now: number): boolean =>
  entry !== undefined && !hasExpired(params, eventTime, entry) && now - eventTime < entry.backoff

/** `IsInBackOffSinceUpdate(key, now)`: `now − lastUpdate < backoff` (kubelet-rules §5.5). @internal */
export const isInBackOffSinceUpdate = (params: Params, entry: Entry | undefined, now: number): boolean =>
  entry !== undefined && !hasExpired(params, now, entry) && now - entry.lastUpdate < entry.backoff

/**
 * `Next(key, eventTime)`: a missing or expired entry starts at `initial`, otherwise the back-off doubles up to `max`;
 * `lastUpdate = now` (kubelet-rules §5.1 step 4).
 *
 * @internal
 */
export const next = (params: Params, entry: Entry | undefined, eventTime: number, now: number): Entry =>
  entry === undefined || hasExpired(params, eventTime, entry)
    ? { backoff: params.initial, lastUpdate: now }
    : { backoff: Math.min(entry.backoff * 2, params.max), lastUpdate: now }

/**
 * The delays from each exit to the next start of a container that exits `duration` after every start, as the
 * kubelet computes them (kubelet-rules §5.2). For tests and documentation.
 *
 * @internal
 */
export const crashLoopDelays = (params: Params, runDuration: number, exits: number): Array<number> => {
  const delays: Array<number> = []
  let entry: Entry | undefined
  let start = 0
  for (let i = 0; i < exits; i++) {
    const finishedAt = start + runDuration
    let restartAt = finishedAt
    if (isInBackOffSince(params, entry, finishedAt, finishedAt)) restartAt = finishedAt + entry!.backoff
    entry = next(params, entry, finishedAt, restartAt)
    delays.push(restartAt - finishedAt)
    start = restartAt
  }
  return delays
}
