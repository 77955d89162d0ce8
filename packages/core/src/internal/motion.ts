/**
 * How a value moves from one cycle of a repeating run to the next (docs/contributing/core.md, "Skipping a crash
 * loop's cycles"): each number by a step of its own (an instant by the period, a count by one), each number named in
 * a text likewise (`after the exit at 30m22s`), everything else unchanged. Found between two cycles (`between`),
 * checked against the step before (`sameMotion`), and applied k times to make the k-th cycle on (`advance`): a
 * stored cycle's copies (`store.ts`) and the kubelet's state (`cycles.ts`).
 *
 * A motion is plain data (a store crosses threads by structured clone). It covers plain objects, arrays, Maps (their
 * keys unchanged) and typed arrays; anything else (a class, a Set, a function) must be the same value in both.
 */
import * as Duration from "../Duration.ts"

/**
 * `n`: a number's step; `s`: a text's, by its number tokens in order (0: that one stays); `o`: an object's, array's,
 * Map's (by entry position) or typed array's, by its moving parts. `undefined` (no motion): unchanged.
 *
 * @internal
 */
export type Motion =
  | { readonly n: number }
  | { readonly s: ReadonlyArray<number> }
  | { readonly o: ReadonlyArray<readonly [key: string | number, motion: Motion]> }

/** A number in a text: a duration as `Duration.format` writes it (an instant), or a whole number (a count). */
const TOKEN = /\d+(?:ms|[dhms])(?:\d+(?:ms|[dhms]))*|\d+/g

const isDuration = (token: string): boolean => !/^\d+$/.test(token)

const tokenValue = (token: string): number | undefined => (isDuration(token) ? Duration.parse(token) : Number(token))

/** A token's value moved by `by`, written as it was: undefined when that would not read back as written. */
const moved = (token: string, by: number): string | undefined => {
  const value = tokenValue(token)
  if (value === undefined || value + by < 0) return undefined
  const text = isDuration(token) ? Duration.format(value + by) : String(value + by)
  return tokenValue(text) === value + by ? text : undefined
}

const textStep = (a: string, b: string): Motion | undefined | false => {
  const [ta, tb] = [a.match(TOKEN) ?? [], b.match(TOKEN) ?? []]
  if (ta.length !== tb.length || a.split(TOKEN).join("\u0000") !== b.split(TOKEN).join("\u0000")) return false
  const steps = ta.map((t, i) => (t === tb[i] ? 0 : (tokenValue(tb[i]!) ?? Number.NaN) - (tokenValue(t) ?? Number.NaN)))
  if (
    steps.some(
      (d, i) =>
        Number.isNaN(d) || (d !== 0 && (isDuration(ta[i]!) !== isDuration(tb[i]!) || moved(ta[i]!, d) !== tb[i]))
    )
  )
    return false
  return steps.every((d) => d === 0) ? undefined : { s: steps }
}

/** A pair being compared, its motion not known yet. */
const PENDING = { pending: true } as const

const isPlain = (x: object): boolean => {
  const proto = Object.getPrototypeOf(x)
  return proto === Object.prototype || proto === null
}

/**
 * The motion from `a` to `b` (`undefined`: none), or `false` when `b` is not `a` moved: another shape, another text,
 * another value of a kind that does not move. `seen` pairs objects already compared (shared or cyclic parts): a
 * second visit gives the first's motion, and a motion found through a cycle before it is complete makes it `false`.
 */
export const between = (
  a: unknown,
  b: unknown,
  seen = new Map<object, Map<object, Motion | undefined | false | typeof PENDING>>(),
  reentered = new Set<object>()
): Motion | undefined | false => {
  if (a === b) return undefined
  if (typeof a === "number" && typeof b === "number") {
    const d = b - a
    return Number.isFinite(d) ? { n: d } : false
  }
  if (typeof a === "string" && typeof b === "string") return textStep(a, b)
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false
  let byB = seen.get(a)
  if (byB === undefined) {
    byB = new Map()
    seen.set(a, byB)
  }
  if (byB.has(b)) {
    const known = byB.get(b)
    // reached again through a cycle before its motion is known: taken as unchanged, checked below
    if (known === PENDING) reentered.add(b)
    return known === PENDING ? undefined : (known as Motion | undefined | false)
  }
  byB.set(b, PENDING)
  const parts: Array<readonly [string | number, Motion]> = []
  const add = (key: string | number, x: unknown, y: unknown): boolean => {
    const m = between(x, y, seen, reentered)
    if (m === false) return false
    if (m !== undefined) parts.push([key, m])
    return true
  }
  let ok = true
  if (ArrayBuffer.isView(a) || ArrayBuffer.isView(b)) {
    if (!ArrayBuffer.isView(a) || !ArrayBuffer.isView(b) || a.constructor !== b.constructor) return false
    const [xs, ys] = [a as unknown as ArrayLike<number>, b as unknown as ArrayLike<number>]
    if (xs.length !== ys.length) return false
    for (let i = 0; ok && i < xs.length; i++) ok = add(i, xs[i], ys[i])
  } else if (a instanceof Map || b instanceof Map) {
    if (!(a instanceof Map) || !(b instanceof Map) || a.size !== b.size) return false
    const [ea, eb] = [[...a], [...b]]
    for (let i = 0; ok && i < ea.length; i++) ok = ea[i]![0] === eb[i]![0] && add(i, ea[i]![1], eb[i]![1])
  } else if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false
    for (let i = 0; ok && i < a.length; i++) ok = add(i, a[i], b[i])
  } else {
    if (!isPlain(a) || !isPlain(b)) return false
    const [ka, kb] = [Object.keys(a), Object.keys(b)]
    if (ka.length !== kb.length) return false
    for (let i = 0; ok && i < ka.length; i++)
      ok =
        ka[i] === kb[i] && add(ka[i]!, (a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!])
  }
  const found = ok ? (parts.length === 0 ? undefined : { o: parts }) : false
  const motion = found !== undefined && reentered.has(b) ? false : found
  byB.set(b, motion)
  return motion
}

/** Whether two motions are the same (a value that moves alike from cycle to cycle). */
export const sameMotion = (a: Motion | undefined, b: Motion | undefined): boolean => {
  if (a === undefined || b === undefined) return a === b
  if ("n" in a) return "n" in b && a.n === b.n
  if ("s" in a) return "s" in b && a.s.length === b.s.length && a.s.every((d, i) => d === b.s[i])
  return (
    "o" in b && a.o.length === b.o.length && a.o.every(([key, m], i) => key === b.o[i]![0] && sameMotion(m, b.o[i]![1]))
  )
}

/**
 * `value` moved `k` times by `motion`: a new value where anything moves, the same one where nothing does. `made`
 * keeps what each object became, so that a part reached twice is made once (shared parts stay shared).
 */
export const advance = <A>(value: A, motion: Motion | undefined, k: number, made = new Map<object, unknown>()): A => {
  if (motion === undefined || k === 0) return value
  if ("n" in motion) return ((value as number) + k * motion.n) as A
  if ("s" in motion) {
    let i = 0
    return (value as string).replace(TOKEN, (t) => {
      const by = motion.s[i++]!
      return by === 0 ? t : (moved(t, k * by) ?? t)
    }) as A
  }
  const x = value as unknown as object
  const done = made.get(x)
  if (done !== undefined) return done as A
  if (ArrayBuffer.isView(x)) {
    const copy = (x as unknown as { slice(): Record<number, number> }).slice()
    made.set(x, copy)
    for (const [key, m] of motion.o) copy[key as number] = advance(copy[key as number]!, m, k, made)
    return copy as A
  }
  if (x instanceof Map) {
    const copy = new Map()
    made.set(x, copy)
    const moving = new Map(motion.o)
    let i = 0
    for (const [key, v] of x) copy.set(key, advance(v, moving.get(i++), k, made))
    return copy as A
  }
  const copy = (Array.isArray(x) ? x.slice() : { ...x }) as Record<string | number, unknown>
  made.set(x, copy)
  for (const [key, m] of motion.o) copy[key] = advance(copy[key], m, k, made)
  return copy as A
}

/**
 * A deep copy of `value` as it is now, to compare with later (`between`): plain objects, arrays, Maps and typed
 * arrays copied, shared and cyclic parts kept so; anything else kept as is.
 */
export const snapshot = <A>(value: A, made = new Map<object, unknown>()): A => {
  if (typeof value !== "object" || value === null) return value
  const done = made.get(value)
  if (done !== undefined) return done as A
  if (ArrayBuffer.isView(value)) {
    const copy = (value as unknown as { slice(): unknown }).slice()
    made.set(value, copy)
    return copy as A
  }
  if (value instanceof Map) {
    const copy = new Map()
    made.set(value, copy)
    for (const [k, v] of value) copy.set(k, snapshot(v, made))
    return copy as A
  }
  if (Array.isArray(value)) {
    const copy: Array<unknown> = []
    made.set(value, copy)
    for (const v of value) copy.push(snapshot(v, made))
    return copy as A
  }
  if (!isPlain(value)) return value
  const copy: Record<string, unknown> = {}
  made.set(value, copy)
  for (const key of Object.keys(value)) copy[key] = snapshot((value as Record<string, unknown>)[key], made)
  return copy as A
}
