/**
 * Packing records into bytes (`codec.ts` says how they are laid out): each object's shape found in a trie of the
 * shapes seen, or guessed, and its values written, strings interned. Guesses are checked with `===`: each tag's last
 * shape, and at each key of each shape the last few strings (with their ids) and objects (with their bytes, copied
 * when the same object comes again) written there.
 *
 * What does not depend on a run's strings or bytes is made once for every run of the module: the shapes (a shape is
 * only ever added, its id never changes) and what is learnt at each place (`Hint`), whose entries check that they
 * belong to the run that reads them. A small run (a sweep's value writes a few dozen records) pays only for its own
 * strings and bytes.
 */
import {
  Arr,
  Back,
  ColumnAt,
  ColumnContainer,
  ColumnPod,
  ColumnTag,
  False,
  Float,
  Int,
  Negative,
  Null,
  Obj,
  type Shape,
  Str,
  scratch,
  scratchBytes,
  type Table,
  True,
  Undefined
} from "./codec.ts"

/** A step of the shape trie: by key (a few, compared with `===`), then by the value's type. */
interface Node {
  id: number
  readonly keys: Array<string>
  readonly next: Array<Array<Node | undefined>>
}

/** How many strings a hint remembers for each key. */
const Ways = 6
/** How many shapes are tried at a place before the trie: a status's or a condition's alternate with their values. */
const Guesses = 4

/**
 * What packing learnt of one shape where it occurs (a record's tag, or a key of an enclosing shape): by key, the last
 * `Ways` strings written there with their ids, the shape of the object last written there and the hints inside it.
 * Records of a kind repeat their shapes and most of their strings (a rule, a reason, a shared message), so guesses
 * checked with `===` spare most look-ups. Shared by every run: a string's id is taken only when the run's table has
 * that string under it, an object's bytes only when the run wrote them (`epochs`).
 */
export interface Hint {
  readonly strings: Array<string | undefined>
  readonly ids: Array<number>
  /** Per key, the next of its `Ways` entries to replace. */
  readonly replace: Array<number>
  /** Per key, the last `Guesses` shapes of the objects written there, newest first. */
  readonly children: Array<number>
  /** Per key, by shape id. */
  readonly inside: Array<Hints>
  /**
   * Per key, the last `Ways` objects written there and where their bytes are, and the instant they were written for
   * when they depend on it (`Back`), else -1: the same object again (a shared cause, condition or status) is a copy
   * of its bytes.
   */
  readonly objects: Array<unknown>
  readonly from: Array<number>
  readonly to: Array<number>
  readonly timedAt: Array<number>
  /** The writer (`Writer.epoch`) whose bytes `from` and `to` point into. */
  readonly epochs: Array<number>
  readonly replaceObject: Array<number>
}

/** Hints by shape id, for one place. @internal */
export type Hints = Array<Hint | undefined>

const hintOf = (hints: Hints, id: number, keys: number): Hint => {
  let hint = hints[id]
  if (hint === undefined) {
    hint = {
      strings: new Array<string | undefined>(keys * Ways).fill(undefined),
      ids: new Array<number>(keys * Ways).fill(0),
      replace: new Array<number>(keys).fill(0),
      children: new Array<number>(keys * Guesses).fill(-1),
      inside: Array.from({ length: keys }, () => []),
      objects: new Array<unknown>(keys * Ways).fill(undefined),
      from: new Array<number>(keys * Ways).fill(0),
      to: new Array<number>(keys * Ways).fill(0),
      timedAt: new Array<number>(keys * Ways).fill(-1),
      epochs: new Array<number>(keys * Ways).fill(-1),
      replaceObject: new Array<number>(keys).fill(0)
    }
    hints[id] = hint
  }
  return hint
}

/** What packing interns into a table: string ids (a run's own) and the shapes (every run's). @internal */
export interface Interner {
  readonly table: Table
  readonly ids: Map<string, number>
}

/** Every shape made, by id, and the trie that finds one by keys and types: only ever added to. */
const shapes: Array<Shape> = []
const root: Node = { id: -1, keys: [], next: [] }

/** @internal */
export const interner = (): Interner => ({ table: { strings: [], shapes }, ids: new Map() })

/** The id of `s` in the table, interned the first time. @internal */
export const intern = (interner: Interner, s: string): number => {
  let id = interner.ids.get(s)
  if (id === undefined) {
    id = interner.table.strings.length
    interner.table.strings.push(s)
    interner.ids.set(s, id)
  }
  return id
}

const typeOf = (v: unknown, at: number): number => {
  switch (typeof v) {
    case "undefined":
      return Undefined
    case "boolean":
      return v ? True : False
    case "number":
      if (!Number.isSafeInteger(v) || (v === 0 && 1 / v < 0)) return Float
      if (v < 0) return Negative
      return v <= at && at - v < v ? Back : Int
    case "string":
      return Str
    case "object":
      return v === null ? Null : Array.isArray(v) ? Arr : Obj
    default:
      throw new Error(`a timeline record holds a ${typeof v}`)
  }
}

const topTypeOf = (key: string, v: unknown, at: number): number => {
  switch (key) {
    case "_tag":
      return ColumnTag
    case "at":
      return ColumnAt
    case "pod":
      return typeof v === "string" ? ColumnPod : typeOf(v, at)
    case "container":
      return typeof v === "string" ? ColumnContainer : typeOf(v, at)
    default:
      return typeOf(v, at)
  }
}

/** The id of `o`'s shape, interned the first time. */
const shapeOf = (o: Record<string, unknown>, at: number, top: boolean): number => {
  let node = root
  for (const key in o) {
    const type = top ? topTypeOf(key, o[key], at) : typeOf(o[key], at)
    let k = node.keys.indexOf(key)
    if (k < 0) {
      k = node.keys.length
      node.keys.push(key)
      node.next.push([])
    }
    const byType = node.next[k]!
    let child = byType[type]
    if (child === undefined) {
      child = { id: -1, keys: [], next: [] }
      byType[type] = child
    }
    node = child
  }
  if (node.id < 0) {
    const keys = Object.keys(o)
    node.id = shapes.length
    shapes.push({
      keys,
      types: keys.map((k) => (top ? topTypeOf(k, o[k], at) : typeOf(o[k], at)))
    })
  }
  return node.id
}

/** Bytes being written, grown by doubling. @internal */
export interface Writer {
  readonly interner: Interner
  bytes: Uint8Array
  length: number
  /** This writer's own number: which hints' objects are in its bytes. */
  readonly epoch: number
  /** Whether a `Back` value was written since it was last cleared: the bytes depend on the record's instant. */
  timed: boolean
  /** Objects whose enclosing object's other values are written, to write next: key index, value; up to `top`. */
  readonly pending: Array<unknown>
  top: number
}

/** @internal */
let writers = 0

/** @internal */
export const writer = (interner: Interner, bytes: Uint8Array, length: number): Writer => ({
  interner,
  bytes,
  length,
  epoch: writers++,
  timed: false,
  pending: [],
  top: 0
})

const byte = (w: Writer, b: number): void => {
  if (w.length === w.bytes.length) {
    const grown = new Uint8Array(w.bytes.length * 2)
    grown.set(w.bytes)
    w.bytes = grown
  }
  w.bytes[w.length++] = b
}

/** Writes `n` (a non-negative integer) as a varint. @internal */
export const varint = (w: Writer, n: number): void => {
  // most values are ids and small numbers: one byte
  if (n < 0x80 && w.length < w.bytes.length) {
    w.bytes[w.length++] = n
    return
  }
  while (n > 0x7f) {
    byte(w, (n % 0x80) | 0x80)
    n = Math.floor(n / 0x80)
  }
  byte(w, n)
}

const value = (w: Writer, type: number, v: unknown, at: number): void => {
  switch (type) {
    case Int:
      varint(w, v as number)
      return
    case Back:
      w.timed = true
      varint(w, at - (v as number))
      return
    case Negative:
      varint(w, -(v as number))
      return
    case Float:
      scratch[0] = v as number
      for (let i = 0; i < 8; i++) byte(w, scratchBytes[i]!)
      return
    case Str:
      varint(w, intern(w.interner, v as string))
      return
    case Obj:
      object(w, v as Record<string, unknown>, at, false, [], 0, []) // in an array: nothing guessed
      return
    case Arr: {
      const a = v as ReadonlyArray<unknown>
      varint(w, a.length)
      for (const e of a) {
        const t = typeOf(e, at)
        byte(w, t)
        value(w, t, e, at)
      }
      return
    }
    default:
      return // the type says it all, or the value is in a column
  }
}

/** The id of string `v` at key `i`, through its hint. */
const stringId = (w: Writer, hint: Hint, i: number, v: string): number => {
  const base = i * Ways
  const { strings, ids } = hint
  const own = w.interner.table.strings
  for (let k = base; k < base + Ways; k++)
    if (strings[k] === v) {
      // remembered by an earlier run: this run's id for it replaces that one in place, not in a second entry
      if (own[ids[k]!] !== v) ids[k] = intern(w.interner, v)
      return ids[k]!
    }
  const k = base + hint.replace[i]!
  hint.replace[i] = (hint.replace[i]! + 1) % Ways
  strings[k] = v
  ids[k] = intern(w.interner, v)
  return ids[k]
}

/** Writes the object `v` at key `i` of a shape, through its hint: a copy of its bytes if it was written there lately. */
const nested = (w: Writer, hint: Hint, i: number, v: Record<string, unknown>, at: number): void => {
  const base = i * Ways
  for (let k = base; k < base + Ways; k++)
    if (v === hint.objects[k] && hint.epochs[k] === w.epoch && (hint.timedAt[k] === -1 || hint.timedAt[k] === at)) {
      copy(w, hint, k)
      return
    }
  const outer = w.timed
  w.timed = false
  const from = w.length
  object(w, v, at, false, hint.children, i * Guesses, hint.inside[i]!)
  const k = base + hint.replaceObject[i]!
  hint.replaceObject[i] = (hint.replaceObject[i]! + 1) % Ways
  hint.objects[k] = v
  hint.from[k] = from
  hint.to[k] = w.length
  hint.timedAt[k] = w.timed ? at : -1
  hint.epochs[k] = w.epoch
  w.timed ||= outer
}

/** Writes again the bytes of the object remembered in entry `k` of a hint. */
const copy = (w: Writer, hint: Hint, k: number): void => {
  const from = hint.from[k]!
  const n = hint.to[k]! - from
  while (w.length + n > w.bytes.length) {
    const grown = new Uint8Array(w.bytes.length * 2)
    grown.set(w.bytes)
    w.bytes = grown
  }
  // a few bytes mostly (a cause: its shape and two ids): a loop beats copyWithin's call
  const bytes = w.bytes
  for (let j = 0; j < n; j++) bytes[w.length + j] = bytes[from + j]!
  w.length += n
  if (hint.timedAt[k] !== -1) w.timed = true
}

/**
 * Writes the shape `id` and `o`'s values other than objects, checking as it goes that `o` has that shape; the objects
 * are left on `w.pending` (key, value), in order. When `o` does not fit, writes nothing and returns false.
 */
const head = (w: Writer, o: Record<string, unknown>, at: number, top: boolean, id: number, hint: Hint): boolean => {
  const start = w.length
  const base = w.top
  const { keys, types } = shapes[id]!
  varint(w, id)
  let i = 0
  let fit = true
  for (const key in o) {
    const v = o[key]
    const type = top ? topTypeOf(key, v, at) : typeOf(v, at)
    if (i === keys.length || keys[i] !== key || types[i] !== type) {
      fit = false
      break
    }
    if (type === Str) varint(w, stringId(w, hint, i, v as string))
    else if (type === Obj) {
      w.pending[w.top++] = i
      w.pending[w.top++] = v
    } else value(w, type, v, at)
    i++
  }
  if (fit && i === keys.length) return true
  w.length = start
  w.top = base
  return false
}

/**
 * Writes `o`: its shape (the first of the place's `Guesses` that fits, else found in the trie and made a guess), its
 * values other than objects, then its objects (the reader makes the keys in order first, then fills in the objects).
 * `guesses` from `g`: the shapes last written at this place, newest first; `hints`: what is known of each shape there.
 */
const object = (
  w: Writer,
  o: Record<string, unknown>,
  at: number,
  top: boolean,
  guesses: Array<number>,
  g: number,
  hints: Hints
): void => {
  const base = w.top
  let id = -1
  for (let k = g; k < g + Guesses && id < 0; k++) {
    const guess = guesses[k]!
    if (guess >= 0 && head(w, o, at, top, guess, hintOf(hints, guess, shapes[guess]!.keys.length))) id = guess
  }
  if (id < 0) {
    id = shapeOf(o, at, top)
    head(w, o, at, top, id, hintOf(hints, id, shapes[id]!.keys.length))
    guesses.copyWithin(g + 1, g, g + Guesses - 1)
    guesses[g] = id
  }
  const hint = hints[id]!
  const end = w.top
  for (let p = base; p < end; p += 2)
    nested(w, hint, w.pending[p] as number, w.pending[p + 1] as Record<string, unknown>, at)
  w.top = base
}

/** By tag: the shapes its last records were written as (the next one's guesses), and the hints of its shapes. */
const tags = new Map<string, { readonly guesses: Array<number>; readonly hints: Hints }>()

/**
 * Packs a record's fields (the top level's `_tag`, `at`, `pod`, `container` go to columns), as the last shape of its
 * tag if it fits, with the hints of its tag. @internal
 */
export const writeRecord = (w: Writer, record: Record<string, unknown>, at: number, tag: string): void => {
  let place = tags.get(tag)
  if (place === undefined) {
    place = { guesses: new Array<number>(Guesses).fill(-1), hints: [] }
    tags.set(tag, place)
  }
  object(w, record, at, true, place.guesses, 0, place.hints)
}
