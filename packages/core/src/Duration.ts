/**
 * Virtual time. Core counts integer milliseconds (`Millis`) from the scenario start; the language writes
 * durations as `1m30s`, `250ms`, `2h`, `30d` (language reference §1).
 */

/**
 * Integer milliseconds of virtual time.
 *
 * @category models
 */
export type Millis = number & { readonly Millis: unique symbol }

/**
 * Wraps a number of milliseconds (rounded towards zero) as `Millis`.
 *
 * @category constructors
 */
export const millis = (n: number): Millis => Math.trunc(n) as Millis

/** @category constructors */
export const seconds = (n: number): Millis => millis(n * 1000)

/** @category constructors */
export const zero: Millis = 0 as Millis

/** The units a duration is written in, largest first. */
const UNITS = [
  ["d", 86_400_000],
  ["h", 3_600_000],
  ["m", 60_000],
  ["s", 1_000],
  ["ms", 1]
] as const

/** The units `format` prints: not `d`, so that times of a day or more keep printing as hours (`720h`). */
const PRINTED = UNITS.slice(1)

const DIGIT_0 = 48
const DIGIT_9 = 57

/** The rank in `UNITS` of the unit that starts at `text[i]` (`ms` tried before `m`, as the regexp did), or `undefined`. */
const unitAt = (text: string, i: number): number | undefined => {
  switch (text.charCodeAt(i)) {
    case 100: // d
      return 0
    case 104: // h
      return 1
    case 109: // m, or ms
      return text.charCodeAt(i + 1) === 115 ? 4 : 2
    case 115: // s
      return 3
    default:
      return undefined
  }
}

/**
 * Parses `1m30s`, `250ms`, `0s`, `1d12h` (a day is 24h). Units must come largest first and at most once each. Returns `undefined` for
 * anything else, so callers can report a diagnostic.
 *
 * A scanner over character codes, not a regexp: every duration of a file goes through here, and a regexp's match
 * arrays were about 6 % of the parse. It accepts what `/(\d+)(ms|d|h|m|s)/y` repeated to the end accepts (the unit
 * test keeps that regexp as its oracle).
 *
 * @category parsing
 */
export const parse = (text: string): Millis | undefined => {
  if (text.length === 0) return undefined
  let total = 0
  let lastRank = -1
  let i = 0
  while (i < text.length) {
    const start = i
    // Exact while below 2^53; above, it stays at least 2^53 (rounding is monotone), so the total is unsafe either way.
    let value = 0
    for (let c = text.charCodeAt(i); c >= DIGIT_0 && c <= DIGIT_9; c = text.charCodeAt(++i))
      value = value * 10 + (c - DIGIT_0)
    if (i === start) return undefined
    const rank = unitAt(text, i)
    if (rank === undefined || rank <= lastRank) return undefined
    lastRank = rank
    // indexed, not destructured: a destructuring takes an iterator a unit on code V8 has not optimised yet
    const unit = UNITS[rank]!
    i += unit[0].length
    total += value * unit[1]
  }
  return Number.isSafeInteger(total) ? millis(total) : undefined
}

/**
 * Formats milliseconds the way the language writes them: `0s`, `250ms`, `1m30s`, `2h`, `1m0s500ms` never (units
 * that are zero are left out, except `0s` for zero). Days print as hours (`30d` is `720h`), as they always have.
 *
 * @category formatting
 */
export const format = (ms: number): string => {
  if (ms === 0) return "0s"
  let rest = Math.abs(ms)
  let out = ms < 0 ? "-" : ""
  for (let k = 0; k < PRINTED.length; k++) {
    const size = PRINTED[k]![1]
    if (rest >= size) {
      out += `${Math.floor(rest / size)}${PRINTED[k]![0]}`
      rest %= size
    }
  }
  return out
}

/**
 * Formats a duration as Go's `time.Duration.String()` does (`10s`, `1m20s`, `5m0s`, `1.5s`): the kubelet prints
 * back-off delays this way in `CrashLoopBackOff` messages (kubelet-rules §3.2).
 *
 * @category formatting
 */
export const formatGo = (ms: number): string => {
  if (ms === 0) return "0s"
  if (ms < 1000) return `${ms}ms`
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor((ms % 3_600_000) / 60_000)
  const s = (ms % 60_000) / 1000
  const sec = `${Number.isInteger(s) ? s : s.toFixed(3).replace(/0+$/, "")}s`
  if (h > 0) return `${h}h${m}m${sec}`
  if (m > 0) return `${m}m${sec}`
  return sec
}

/**
 * Formats an elapsed time as kubectl's `HumanDuration` does (`45s`, `2m30s`, `5m`, `3h10m`, `5d`): the RESTARTS
 * column's `(10s ago)`: `HumanDuration` of `k8s.io/apimachinery/pkg/util/duration` (kubelet-rules §14).
 *
 * @category formatting
 */
export const formatHuman = (ms: number): string => {
  const seconds = Math.floor(ms / 1000)
  if (seconds < 0) return "0s"
  if (seconds < 60 * 2) return `${seconds}s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 10) {
    const s = seconds % 60
    return s === 0 ? `${minutes}m` : `${minutes}m${s}s`
  }
  if (minutes < 60 * 3) return `${minutes}m`
  const hours = Math.floor(minutes / 60)
  if (hours < 8) {
    const m = minutes % 60
    return m === 0 ? `${hours}h` : `${hours}h${m}m`
  }
  if (hours < 48) return `${hours}h`
  if (hours < 24 * 8) {
    const h = hours % 24
    return h === 0 ? `${Math.floor(hours / 24)}d` : `${Math.floor(hours / 24)}d${h}h`
  }
  if (hours < 24 * 365 * 2) return `${Math.floor(hours / 24)}d`
  if (hours < 24 * 365 * 8) {
    const dy = Math.floor(hours / 24) % 365
    return dy === 0 ? `${Math.floor(hours / 24 / 365)}y` : `${Math.floor(hours / 24 / 365)}y${dy}d`
  }
  return `${Math.floor(hours / 24 / 365)}y`
}
