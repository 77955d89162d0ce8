/**
 * Deterministic JSON: keys in a fixed order (a few leading keys first, the rest alphabetical), `undefined` dropped.
 */

const LEADING = ["schema", "version", "at", "time", "kind", "pod", "container", "name", "uri", "code", "type", "status"]

const RANKS = new Map(LEADING.map((key, i) => [key, i]))

const rank = (key: string): number => RANKS.get(key) ?? LEADING.length

const compareKeys = (a: string, b: string): number => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)

/**
 * A copy of `value` whose objects have their keys in the stable order (and no `undefined` values), `rename` applied to
 * every key (a renamed key replaces a field of that name, as assigning it to a fresh object would).
 */
export const normalize = (value: unknown, rename?: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((v) => normalize(v, rename))
  if (value !== null && typeof value === "object") {
    if (rename === undefined && normalizedCopies.has(value)) return value
    let source = value as Record<string, unknown>
    if (rename !== undefined) {
      const renamed: Record<string, unknown> = {}
      for (const key of Object.keys(source)) renamed[rename(key)] = source[key]
      source = renamed
    }
    const out: Record<string, unknown> = {}
    const keys = Object.keys(source)
    if (keys.length > 1) keys.sort(compareKeys)
    for (const key of keys) {
      const v = source[key]
      if (v !== undefined) out[key] = normalize(v, rename)
    }
    return out
  }
  return value
}

/** Copies made by `normalized`: normalizing a tree that holds one does not copy it again. */
const normalizedCopies = new WeakSet<object>()

/**
 * `normalize` for an object that will be part of a larger tree normalized later (a timeline record in the JSON
 * report): the copy is remembered, so the report's thousands of records are copied once, not twice. The copy must not
 * be changed afterwards.
 */
export const normalized = (value: object, rename?: (key: string) => string): object => {
  const copy = normalize(value, rename) as object
  normalizedCopies.add(copy)
  return copy
}

/** `JSON.stringify` with stable keys, `rename` applied to every key. */
export const stringify = (value: unknown, indent?: number, rename?: (key: string) => string): string =>
  JSON.stringify(normalize(value, rename), null, indent)
