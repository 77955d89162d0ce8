/**
 * The one-pass stable JSON writer (src/internal/json.ts) against its definition, `JSON.stringify(normalize(value))`
 * after renaming keys: the same bytes for any JSON-like value, undefined and functions included.
 */
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { normalize, normalized, stringify } from "../src/internal/json.ts"

const renameKeys = (value: unknown, rename: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((v) => renameKeys(v, rename))
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[rename(k)] = renameKeys(v, rename)
    return out
  }
  return value
}

const tagAsKind = (key: string): string => (key === "_tag" ? "kind" : key)

const key = fc.constantFrom("_tag", "kind", "at", "time", "pod", "name", "status", "zeta", "alpha", "é", 'q"uote')
const leaf = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constant(() => 1)
)
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 4 }),
  object: fc.dictionary(key, tie("value"), { maxKeys: 5 })
}))

describe("stable JSON in one pass", () => {
  it("writes the bytes of JSON.stringify(normalize(value))", () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(value), fc.dictionary(key, value)), (v) => {
        expect(stringify(v)).toBe(JSON.stringify(normalize(v)))
      }),
      { numRuns: 500 }
    )
  })

  it("renames keys at every level as a renamed copy would, a later field winning over an earlier one", () => {
    fc.assert(
      fc.property(fc.dictionary(key, value), (v) => {
        expect(stringify(v, undefined, tagAsKind)).toBe(JSON.stringify(normalize(renameKeys(v, tagAsKind))))
      }),
      { numRuns: 500 }
    )
    expect(stringify({ kind: "a", _tag: "b" }, undefined, tagAsKind)).toBe('{"kind":"b"}')
    expect(stringify({ _tag: "b", kind: undefined }, undefined, tagAsKind)).toBe("{}")
  })

  it("a tree holding a normalized copy is written as if it held the original", () => {
    fc.assert(
      fc.property(fc.dictionary(key, value), fc.dictionary(key, value), (inner, outer) => {
        const tree = { ...outer, records: [normalized(inner, tagAsKind)], z: { y: 1, x: 2 } }
        const plain = { ...outer, records: [renameKeys(inner, tagAsKind)], z: { y: 1, x: 2 } }
        expect(stringify(tree, 2)).toBe(JSON.stringify(normalize(plain), null, 2))
      }),
      { numRuns: 300 }
    )
  })
})
