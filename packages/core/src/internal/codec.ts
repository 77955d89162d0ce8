/**
 * How a record's fields are packed into bytes (`store.ts`, written by `packer.ts`) and made again, exactly: the same keys in the same order,
 * the same values (an `undefined` value kept as a key), without knowing the record types.
 *
 * A record (or a nested object: a status, a condition, a cause) is its shape, then its values. The shape is its keys
 * and each value's type, interned once (a trie walked key by key), so a value takes only its own bytes: a string is
 * the id of an interned string, an integer a varint, an instant near the record's `at` (a start, a finish, a
 * transition) the varint of its distance back from `at`, a boolean or `undefined` nothing. At the top level `_tag`,
 * `at`, `pod` and `container` are in the store's columns, and the shape says only where their keys go.
 */

// value types, part of a shape (@internal)
export const Undefined = 0
export const False = 1
export const True = 2
/** A non-negative integer: its varint. */
export const Int = 3
/** An integer at or before the record's instant, nearer it than 0: the varint of `at - value`. */
export const Back = 4
/** A negative integer: the varint of its opposite. */
export const Negative = 5
export const Float = 6
export const Str = 7
export const Obj = 8
/** An array: its length, then each element's type and value. */
export const Arr = 9
export const Null = 10
// the top level's keys held in the store's columns
export const ColumnTag = 11
export const ColumnAt = 12
export const ColumnPod = 13
export const ColumnContainer = 14

/** An object's keys and each value's type. @internal */
export interface Shape {
  readonly keys: ReadonlyArray<string>
  readonly types: ReadonlyArray<number>
}

/** The interned strings and shapes a store's bytes refer to (plain data). @internal */
export interface Table {
  readonly strings: Array<string>
  readonly shapes: Array<Shape>
}

/** Eight bytes seen as a float, to write and read one. @internal */
export const scratch = new Float64Array(1)
/** @internal */
export const scratchBytes = new Uint8Array(scratch.buffer)

/** Bytes being read. @internal */
export interface Reader {
  readonly table: Table
  readonly bytes: Uint8Array
  pos: number
}

/** @internal */
export const reader = (table: Table, bytes: Uint8Array, pos: number): Reader => ({ table, bytes, pos })

/** @internal */
export const readVarint = (r: Reader): number => {
  let n = 0
  let scale = 1
  for (;;) {
    const b = r.bytes[r.pos++]!
    n += (b & 0x7f) * scale
    if (b < 0x80) return n
    scale *= 0x80
  }
}

const readValue = (r: Reader, type: number, at: number): unknown => {
  switch (type) {
    case Undefined:
      return undefined
    case False:
      return false
    case True:
      return true
    case Int:
      return readVarint(r)
    case Back:
      return at - readVarint(r)
    case Negative:
      return -readVarint(r)
    case Float:
      for (let i = 0; i < 8; i++) scratchBytes[i] = r.bytes[r.pos++]!
      return scratch[0]
    case Str:
      return r.table.strings[readVarint(r)]
    case Obj:
      return readObject(r, at)
    case Arr: {
      const out: Array<unknown> = []
      for (let n = readVarint(r); n > 0; n--) out.push(readValue(r, r.bytes[r.pos++]!, at))
      return out
    }
    case Null:
      return null
    default:
      throw new Error(`unknown packed type ${type}`)
  }
}

/** Fills in the objects of `o` (shape `shape`), written after its other values. */
const readObjects = (r: Reader, shape: Shape, o: Record<string, unknown>, at: number): Record<string, unknown> => {
  for (let i = 0; i < shape.keys.length; i++) if (shape.types[i] === Obj) o[shape.keys[i]!] = readObject(r, at)
  return o
}

/**
 * An object made again: its shape, then its values (objects last). `columns` holds what a record's columns give for
 * the column types (`ColumnTag` … `ColumnContainer`, in that order), at the top level only.
 */
const readObject = (r: Reader, at: number, columns?: ReadonlyArray<unknown>): Record<string, unknown> => {
  const shape = r.table.shapes[readVarint(r)]!
  const o: Record<string, unknown> = {}
  let objects = false
  for (let i = 0; i < shape.keys.length; i++) {
    const type = shape.types[i]!
    objects ||= type === Obj
    o[shape.keys[i]!] =
      type === Obj ? undefined : type >= ColumnTag ? columns![type - ColumnTag] : readValue(r, type, at)
  }
  return objects ? readObjects(r, shape, o, at) : o
}

/** Makes a record again from its packed fields and its columns. @internal */
export const readRecord = (
  r: Reader,
  tag: string,
  at: number,
  pod: string | undefined,
  container: string | undefined
): Record<string, unknown> => readObject(r, at, [tag, at, pod, container])
