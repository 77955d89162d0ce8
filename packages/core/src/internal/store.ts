/**
 * Where a timeline's records are kept (`Timeline.store`): in columns, not as objects. A record is packed as it is
 * appended (the object dies young) and made again, the same keys in the same order, when a reader asks for it.
 *
 * - Columns, one entry a packed record: its instant (`at`), its tag, its pod and container (interned), and where its
 *   other fields start in `bytes`.
 * - `bytes`: the other fields, packed: as the layout of the record's kind (`layouts.ts`: its known keys in their
 *   known order, no shape), or, for a record no layout fits, in the generic form (`codec.ts`: the record's shape,
 *   its keys and their value types, interned, then each value); strings as ids into one table of interned strings.
 * - A stored record may stand for several runs of one occurrence (a run record: `runs`), which reading adds as
 *   `repeats` and `every`; any record can be one.
 * - A stored cycle of records may stand for as many cycles after it (`repeats`: a crash loop's at its back-off cap,
 *   `cycles.ts`): its copies are read at the positions they would have had, each moved one cycle on (`motion.ts`:
 *   instants by the period, counts by one). Every position is a position as read, copies included; a stored
 *   record's index (its column, once packed) counts stored records only.
 *
 * A short run is never packed: a run of at most `batch` records keeps them as the objects appended (`objects`) and
 * has no columns, since packing costs a record more than the collector saves on a short run (a sweep value or a
 * suite's scenario writes tens of records; docs/performance.md, "the columnar timeline" and "2026-12-08 (store23)").
 * A longer run packs its first `batch` when it has them, then each record as it comes, before the object outlives a
 * collection.
 *
 * The columns start with room for a batch when a run first packs, grow by doubling while it appends, and are cut to
 * size when it ends (`finish`). A store is plain
 * data: a timeline crosses threads by structured clone. Nothing outside `Timeline.ts`, its reader and the recorder
 * reads one.
 */
import type { TimelineRecord } from "../Records.ts"
import * as Codec from "./codec.ts"
import * as Layouts from "./layouts.ts"
import { advance, type Motion } from "./motion.ts"
import * as Packer from "./packer.ts"

/** A run record's runs: how many, and how far apart. @internal */
export interface Run {
  count: number
  every: number
}

/**
 * A stored cycle read again `times` times: its `length` records, stored from column `base` on, read at `from` (its
 * first copy's first position) on, the j-th copy `j · every` ms later and moved j times by each record's motion.
 * @internal
 */
export interface Repeat {
  readonly from: number
  readonly base: number
  readonly length: number
  readonly times: number
  readonly every: number
  readonly motions: ReadonlyArray<Motion | undefined>
}

/** The stored records in columns (see the module's comment). @internal */
export interface Store {
  /** How many records are stored (copies of a repeated cycle not counted: `size` counts them). */
  size: number
  at: Float64Array
  /** Index into `tags`. */
  tag: Uint8Array
  /** String id + 1 (0: none). */
  pod: Uint32Array
  container: Uint32Array
  /** Where each record's packed fields start in `bytes`. */
  offset: Uint32Array
  bytes: Uint8Array
  byteLength: number
  /** How many records are packed, in the columns and `bytes`; those after are `objects`, as appended. */
  packed: number
  objects: Array<TimelineRecord>
  readonly tags: Array<string>
  readonly table: Codec.Table
  readonly runs: Map<number, Run>
  /** The repeated cycles, in order, and how many records their copies add. */
  readonly repeats: Array<Repeat>
  copies: number
}

/** A store being appended to: its interning, which a finished store does not keep. @internal */
export interface Builder extends Store {
  readonly writer: Packer.Writer
  /** The pod and the container last stored, and their ids + 1. */
  readonly lastName: Array<string | undefined>
  readonly lastNameId: Array<number>
}

/** Records kept as objects before they are packed: a short run's are never packed (see the module's comment). */
const batch = 4096

/** The columns of a store, each `length` long (`bytes`: `byteLength` bytes), made as one allocation. */
interface Columns {
  readonly at: Float64Array
  readonly tag: Uint8Array
  readonly pod: Uint32Array
  readonly container: Uint32Array
  readonly offset: Uint32Array
  readonly bytes: Uint8Array
}

/**
 * Columns for `length` records and `byteLength` bytes of fields, as views of one buffer: each typed array of its own
 * is an allocation outside V8's heap, which costs about as much whatever its size.
 */
const columns = (length: number, byteLength: number): Columns => {
  // the widest first, so that every view starts aligned to its element size: 8 + 3 × 4 + 1 = 21 bytes a record
  const buffer = new ArrayBuffer(length * 21 + byteLength)
  return {
    at: new Float64Array(buffer, 0, length),
    pod: new Uint32Array(buffer, length * 8, length),
    container: new Uint32Array(buffer, length * 12, length),
    offset: new Uint32Array(buffer, length * 16, length),
    tag: new Uint8Array(buffer, length * 20, length),
    bytes: new Uint8Array(buffer, length * 21, byteLength)
  }
}

/** The columns of a store that packed nothing: shared, never written (a run that packs makes its own). */
const none = columns(0, 0)

/** An empty store to append to. @internal */
export const make = (): Builder => {
  const interner = Packer.interner()
  const { at, tag, pod, container, offset, bytes } = none
  return {
    size: 0,
    at,
    tag,
    pod,
    container,
    offset,
    bytes,
    byteLength: 0,
    packed: 0,
    objects: [],
    tags: [],
    table: interner.table,
    runs: new Map(),
    repeats: [],
    copies: 0,
    writer: Packer.writer(interner, bytes, 0),
    lastName: [undefined, undefined],
    lastNameId: [0, 0]
  }
}

const grown = <A extends Float64Array | Uint8Array | Uint32Array>(array: A, length: number): A => {
  const out = new (array.constructor as new (n: number) => A)(length)
  out.set(array)
  return out
}

/** Room for at least `n` packed records. */
const growColumns = (b: Builder, n: number): void => {
  if (n <= b.at.length) return
  n = Math.max(n, b.at.length * 2)
  b.at = grown(b.at, n)
  b.tag = grown(b.tag, n)
  b.pod = grown(b.pod, n)
  b.container = grown(b.container, n)
  b.offset = grown(b.offset, n)
}

const tagId = (b: Builder, tag: string): number => {
  // a few tags, compared as the same interned strings: a scan beats a look-up
  let id = b.tags.indexOf(tag)
  if (id < 0) {
    id = b.tags.length
    if (id > 255) throw new Error("more than 256 record tags")
    b.tags.push(tag)
  }
  return id
}

/** A pod's or container's id + 1, for column `k` (0: pod, 1: container): the last one's when it names the same. */
const name = (b: Builder, k: number, s: string): number => {
  if (b.lastName[k] !== s) {
    b.lastName[k] = s
    b.lastNameId[k] = Packer.intern(b.writer.interner, s) + 1
  }
  return b.lastNameId[k]!
}

/** Stores `record` (without `repeats` and `every`: `extend` adds runs) at the next position. @internal */
export const append = (b: Builder, record: TimelineRecord): void => {
  b.size++
  // a run past its first batch is long: its records are packed as they come, before they outlive a collection
  if (b.packed > 0) {
    growColumns(b, b.packed + 1)
    packOne(b, record)
  } else {
    b.objects.push(record)
    if (b.objects.length === batch) pack(b)
  }
}

/** Packs the next record not packed, `record`: its columns, and its other fields into `bytes`. */
const packOne = (b: Builder, record: TimelineRecord): void => {
  const i = b.packed++
  const r = record as unknown as Record<string, unknown>
  b.at[i] = record.at
  b.tag[i] = tagId(b, record._tag)
  b.pod[i] = typeof r.pod === "string" ? name(b, 0, r.pod) : 0
  b.container[i] = typeof r.container === "string" ? name(b, 1, r.container) : 0
  const w = b.writer
  b.offset[i] = w.length
  Layouts.writeRecord(w, r, record.at, record._tag)
  b.bytes = w.bytes
  b.byteLength = w.length
}

/** Packs the records kept as objects, into columns of their own. */
const pack = (b: Builder): void => {
  growColumns(b, b.objects.length)
  b.writer.bytes = new Uint8Array(b.objects.length * 16)
  for (const record of b.objects) packOne(b, record)
  b.objects = []
}

/** Adds `n` runs, `every` ms apart, to the record at `index` (the first extension sets `every`). @internal */
export const extend = (store: Store, index: number, n: number, every: number): void => {
  const run = store.runs.get(index)
  if (run === undefined) store.runs.set(index, { count: 1 + n, every })
  else run.count += n
}

/** How many records are stored (a run record counts once, a repeated cycle's copies as many as they are). @internal */
export const size = (store: Store): number => store.size + store.copies

/**
 * Which stored record the record at position `index` is (`column`: its column, if packed), and which copy of its
 * repeated cycle it is (`copy`, 0: the stored record itself): set by `locate`, read at once.
 */
const found = { column: 0, copy: 0, repeat: undefined as Repeat | undefined }

const locate = (store: Store, index: number): typeof found => {
  let shift = 0
  found.copy = 0
  found.repeat = undefined
  for (const r of store.repeats) {
    if (index < r.from) break
    const into = index - r.from
    if (into < r.times * r.length) {
      found.copy = Math.floor(into / r.length) + 1
      found.repeat = r
      found.column = r.base + (into % r.length)
      return found
    }
    shift += r.times * r.length
  }
  found.column = index - shift
  return found
}

/** The instant of stored record `column`. */
const storedAt = (store: Store, column: number): number =>
  column < store.packed ? store.at[column]! : store.objects[column - store.packed]!.at

/** The instant of the record at `index`. @internal */
export const atOf = (store: Store, index: number): number => {
  if (store.copies === 0) return storedAt(store, index)
  const { column, copy, repeat } = locate(store, index)
  return storedAt(store, column) + (repeat === undefined ? 0 : copy * repeat.every)
}

/** The tag of the record at `index`. @internal */
export const tagOf = (store: Store, index: number): TimelineRecord["_tag"] => {
  const column = store.copies === 0 ? index : locate(store, index).column
  return column < store.packed
    ? (store.tags[store.tag[column]!] as TimelineRecord["_tag"])
    : store.objects[column - store.packed]!._tag
}

/**
 * Reads the stored cycle of `length` records at position `from` (the last ones stored) `times` times again after
 * itself, each copy `every` ms after the one before and moved once more by `motions` (one a record). @internal
 */
export const repeat = (
  store: Store,
  from: number,
  length: number,
  times: number,
  every: number,
  motions: ReadonlyArray<Motion | undefined>
): void => {
  store.repeats.push({ from: from + length, base: from - store.copies, length, times, every, motions })
  store.copies += times * length
}

const idOf = (names: ReadonlyArray<string>, name: string | undefined): number =>
  name === undefined ? -1 : names.indexOf(name)

/**
 * The positions of the records of `tag`, and of `pod` and `container` when given, found in the columns without
 * making a record. @internal
 */
export const find = (
  store: Store,
  tag: TimelineRecord["_tag"],
  pod: string | undefined,
  container: string | undefined
): Array<number> => {
  const out: Array<number> = []
  const t = store.tags.indexOf(tag)
  // a name never packed matches no packed record; ids in the columns are + 1
  const p = idOf(store.table.strings, pod) + 1
  const c = idOf(store.table.strings, container) + 1
  const packable = t >= 0 && (pod === undefined || p > 0) && (container === undefined || c > 0)
  const matches = (i: number): boolean => {
    if (i < store.packed) {
      return packable && store.tag[i] === t && (p === 0 || store.pod[i] === p) && (c === 0 || store.container[i] === c)
    }
    const r = store.objects[i - store.packed]! as unknown as Record<string, unknown>
    return (
      r._tag === tag && (pod === undefined || r.pod === pod) && (container === undefined || r.container === container)
    )
  }
  let shift = 0
  let next = 0
  for (const r of store.repeats) {
    for (; next < r.base + r.length; next++) if (matches(next)) out.push(next + shift)
    // the copies follow their cycle: each match of the cycle again in each copy
    const inCycle = out.filter((i) => i >= r.from - r.length)
    for (let j = 1; j <= r.times; j++) for (const i of inCycle) out.push(i + j * r.length)
    shift += r.times * r.length
  }
  for (; next < store.size; next++) if (matches(next)) out.push(next + shift)
  return out
}

/** The runs of the record at `index`, if it is a run record. @internal */
export const runOf = (store: Store, index: number): Run | undefined => store.runs.get(index)

/** The record at `index` as one happening: without `repeats` and `every`. @internal */
export const base = (store: Store, index: number): TimelineRecord => {
  if (store.copies === 0) return stored(store, index)
  const { column, copy, repeat } = locate(store, index)
  const r = stored(store, column)
  return repeat === undefined ? r : advance(r, repeat.motions[column - repeat.base], copy)
}

/** The record in column `index`. */
const stored = (store: Store, index: number): TimelineRecord => {
  if (index >= store.packed) return store.objects[index - store.packed]!
  const pod = store.pod[index]!
  const container = store.container[index]!
  return Layouts.readRecord(
    Codec.reader(store.table, store.bytes, store.offset[index]!),
    store.tags[store.tag[index]!]!,
    store.at[index]!,
    pod === 0 ? undefined : store.table.strings[pod - 1],
    container === 0 ? undefined : store.table.strings[container - 1]
  ) as unknown as TimelineRecord
}

/** The record at `index` as stored: a run record with its `repeats` and `every`. @internal */
export const record = (store: Store, index: number): TimelineRecord => {
  const r = base(store, index)
  const run = store.runs.get(index)
  return run === undefined ? r : ({ ...r, repeats: run.count, every: run.every } as TimelineRecord)
}

/**
 * The store as it is now, cut to size, without its interning: what a timeline keeps. A run longer than a batch is
 * already packed whole (`append` packs each record past the first batch as it comes), so its kept memory is the
 * columns' (issue #20: at most 48 bytes a record); a short run keeps its objects and no columns. @internal
 */
export const finish = (b: Builder): Store => ({
  size: b.size,
  ...cut(b),
  byteLength: b.byteLength,
  packed: b.packed,
  objects: b.objects,
  tags: b.tags.slice(),
  table: b.table,
  runs: b.runs,
  repeats: b.repeats.slice(),
  copies: b.copies
})

/** The builder's columns cut to its packed records, in one buffer; `none` for a short run. */
const cut = (b: Builder): Columns => {
  if (b.packed === 0) return none
  const kept = columns(b.packed, b.byteLength)
  kept.at.set(b.at.subarray(0, b.packed))
  kept.tag.set(b.tag.subarray(0, b.packed))
  kept.pod.set(b.pod.subarray(0, b.packed))
  kept.container.set(b.container.subarray(0, b.packed))
  kept.offset.set(b.offset.subarray(0, b.packed))
  kept.bytes.set(b.bytes.subarray(0, b.byteLength))
  return kept
}

/** The store of no records, shared (`Timeline.withoutRecords` of every result that prints none). */
const empty: Store = finish(make())

/** Stores records given as stored (a run record with its `repeats` and `every`). @internal */
export const fromRecords = (records: ReadonlyArray<TimelineRecord>): Store => {
  if (records.length === 0) return empty
  const b = make()
  for (const r of records) {
    if ("repeats" in r && typeof r.repeats === "number" && typeof r.every === "number") {
      const { repeats, every, ...one } = r
      b.runs.set(b.size, { count: repeats, every })
      append(b, one as TimelineRecord)
    } else append(b, r)
  }
  return finish(b)
}
