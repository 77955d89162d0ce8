/**
 * Deterministic JSON: keys in a fixed order (a few leading keys first, the rest alphabetical), `undefined` dropped.
 */

const LEADING = ["schema", "version", "at", "time", "kind", "pod", "container", "name", "uri", "code", "type", "status"]

const rank = (key: string): number => {
  const i = LEADING.indexOf(key)
  return i < 0 ? LEADING.length : i
}

const compareKeys = (a: string, b: string): number => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0)

/** A copy of `value` whose objects have their keys in the stable order (and no `undefined` values). */
export const normalize = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(normalize)
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort(compareKeys)) {
      const v = (value as Record<string, unknown>)[key]
      if (v !== undefined) out[key] = normalize(v)
    }
    return out
  }
  return value
}

/** `JSON.stringify` with stable keys. */
export const stringify = (value: unknown, indent?: number): string => JSON.stringify(normalize(value), null, indent)
