/**
 * Each record kind's known layout (Records.ts): its keys in the order the core writes them and each value's kind, so
 * that a record of that layout is packed and made again without the generic walk of `packer.ts` and `codec.ts` (no
 * type found a value, no shape looked up, no guess checked). A record's packed fields start with a varint: 0, then
 * the generic form (any record whose keys, their order or a value's kind differ from every layout of its tag), or a
 * layout's id + 1, then its values in order, nested objects in place. Reading gives the same keys, in the same order,
 * with the same values, either way; which way a record went is invisible to readers.
 */
import * as Codec from "./codec.ts"
import * as Packer from "./packer.ts"

// what a field holds (@internal)
/** The top level's `_tag`, `at`, `pod`, `container`: in the store's columns (pod: a string, container: or `undefined`). */
const Tag = 0
const At = 1
const Pod = 2
const Container = 3
const OptionalContainer = 4
/** A string: its id. */
const Str = 5
/** A string or `undefined`: 0, or its id + 1. */
const OptionalStr = 6
/** A non-negative integer: its varint. */
const Count = 7
/** An integer: its zigzag varint. */
const Int = 8
/** An instant: the zigzag varint of its distance back from the record's `at` (or, optional, 0 for `undefined`, else that + 1). */
const Time = 9
const OptionalTime = 10
const Bool = 11
/** A nested `_tag`: the layout's own string, nothing written. */
const Const = 12
/** A nested object, one of `alternatives` (or `undefined` when `optional`): a byte, 0 for `undefined`, else which + 1. */
const Obj = 13

/** A layout: keys, each one's kind, and what a nested object or a `Const` may be. @internal */
interface Layout {
  readonly keys: ReadonlyArray<string>
  readonly kinds: ReadonlyArray<number>
  readonly nested: ReadonlyArray<Nested | string | undefined>
  /** Where its fields' string guesses start in `strings`/`ids` (`Ways` a field). */
  readonly slot: number
}

interface Nested {
  readonly alternatives: ReadonlyArray<Layout>
  readonly optional: boolean
}

type Field = readonly [string, number] | readonly [string, number, Nested | string]

/** How many strings each string field remembers (with their ids) before it interns. */
const Ways = 4
const strings: Array<string | undefined> = []
const ids: Array<number> = []
const replace: Array<number> = []

const layout = (...fields: ReadonlyArray<Field>): Layout => {
  const slot = replace.length * Ways
  for (let i = 0; i < fields.length * Ways; i++) {
    strings.push(undefined)
    ids.push(0)
  }
  for (let i = 0; i < fields.length; i++) replace.push(0)
  return { keys: fields.map((f) => f[0]), kinds: fields.map((f) => f[1]), nested: fields.map((f) => f[2]), slot }
}

const one = (l: Layout): Nested => ({ alternatives: [l], optional: false })
const maybe = (...alternatives: ReadonlyArray<Layout>): Nested => ({ alternatives, optional: true })

const terminated = layout(
  ["_tag", Const, "Terminated"],
  ["exitCode", Int],
  ["reason", Str],
  ["message", OptionalStr],
  ["startedAt", OptionalTime],
  ["finishedAt", Time]
)
const state: Nested = {
  alternatives: [
    layout(["_tag", Const, "Waiting"], ["reason", OptionalStr], ["message", OptionalStr]),
    layout(["_tag", Const, "Running"], ["startedAt", Time]),
    terminated
  ],
  optional: false
}
const status = one(
  layout(
    ["name", Str],
    ["kind", Str],
    ["state", Obj, state],
    ["lastState", Obj, maybe(terminated)],
    ["ready", Bool],
    ["started", Bool],
    ["restartCount", Count]
  )
)
const condition = one(
  layout(
    ["type", Str],
    ["status", Str],
    ["reason", OptionalStr],
    ["message", OptionalStr],
    ["lastTransitionTime", Time]
  )
)
const columns = one(layout(["status", Str], ["ready", Str], ["restarts", Count], ["lastRestartAt", OptionalTime]))

/**
 * A record's layout: `_tag`, `at`, then `fields`, then `cause` (its own: each kind's causes repeat their rules,
 * which a cause shared by every kind would guess among too many).
 */
const record = (...fields: ReadonlyArray<Field>): Layout =>
  layout(["_tag", Tag], ["at", At], ...fields, ["cause", Obj, maybe(layout(["rule", Str], ["text", Str]))])
const ofPod = (...fields: ReadonlyArray<Field>): Layout => record(["pod", Pod], ...fields)
const ofContainer = (...fields: ReadonlyArray<Field>): Layout => ofPod(["container", Container], ...fields)
/** The layout of a record the core writes without a cause. */
const uncaused = (...fields: ReadonlyArray<Field>): Layout => layout(["_tag", Tag], ["at", At], ...fields)

/** The layouts of each tag, tried in order. */
const byTag = new Map<string, ReadonlyArray<Layout>>([
  ["PodCreated", [ofPod()]],
  ["PhaseChanged", [ofPod(["phase", Str], ["reason", OptionalStr], ["message", OptionalStr])]],
  ["ContainerStatusChanged", [ofContainer(["status", Obj, status])]],
  ["ConditionChanged", [ofPod(["condition", Obj, condition])]],
  ["ConditionRemoved", [ofPod(["conditionType", Str])]],
  ["ColumnsChanged", [ofPod(["columns", Obj, columns])]],
  ["NodeAssigned", [ofPod(["node", Str])]],
  ["DeletionRequested", [ofPod(["grace", Count])]],
  ["PodRemoved", [ofPod()]],
  ["NodeReadyChanged", [record(["node", Str], ["status", Str])]],
  ["ContainerStarted", [ofContainer(["run", Count])]],
  ["ContainerExited", [ofContainer(["exitCode", Int], ["reason", Str])]],
  ["SignalSent", [ofContainer(["signal", Str])]],
  ["HookStarted", [ofContainer(["hook", Str])]],
  ["HookFinished", [uncaused(["pod", Pod], ["container", Container], ["hook", Str], ["outcome", Str])]],
  [
    "ProbeExecuted",
    [ofContainer(["probe", Str], ["result", Str]), ofContainer(["probe", Str], ["result", Str], ["timedOut", Bool])]
  ],
  ["EventRecorded", [ofPod(["reason", Str], ["type", Str], ["message", Str], ["container", OptionalContainer])]],
  ["WorldEventApplied", [uncaused(["index", Count], ["label", Str]), uncaused(["index", Count])]]
])

/** Every layout, by id (its position), and the ids of each tag's. */
const layouts: ReadonlyArray<Layout> = [...byTag.values()].flat()
const idsByTag = new Map([...byTag].map(([tag, ls]) => [tag, ls.map((l) => layouts.indexOf(l))]))

/** Whether `v` is 0 written as -0, which a varint would not keep. */
const negativeZero = (v: number): boolean => v === 0 && 1 / v < 0

/** Zigzag-encodes an integer of at most 2^52 either way, or gives -1: `v` is no such integer. */
const zigzag = (v: unknown): number => {
  if (!Number.isSafeInteger(v) || negativeZero(v as number)) return -1
  const n = v as number
  if (n > 2 ** 52 || n < -(2 ** 52)) return -1
  return n >= 0 ? 2 * n : -2 * n - 1
}

const unzigzag = (z: number): number => (z % 2 === 0 ? z / 2 : -(z + 1) / 2)

/** The zigzag of an instant's distance back from `at`, or -1 when reading it back would not give `v` exactly. */
const back = (v: unknown, at: number): number => {
  if (typeof v !== "number") return -1
  const z = zigzag(at - v)
  if (z < 0) return -1
  const again = at - unzigzag(z)
  return again === v && !negativeZero(again) && !negativeZero(v) ? z : -1
}

/** The id of `v` for field `i` of a layout, through its guesses (remembered by any run: checked against this run's table). */
const stringId = (w: Packer.Writer, slot: number, v: string): number => {
  const own = w.interner.table.strings
  for (let k = slot; k < slot + Ways; k++)
    if (strings[k] === v) {
      if (own[ids[k]!] !== v) ids[k] = Packer.intern(w.interner, v)
      return ids[k]!
    }
  const field = slot / Ways
  const k = slot + replace[field]!
  replace[field] = (replace[field]! + 1) % Ways
  strings[k] = v
  ids[k] = Packer.intern(w.interner, v)
  return ids[k]
}

/** Writes a nested object: which alternative (0: `undefined`), then its fields. */
const object = (w: Packer.Writer, nested: Nested, v: unknown, at: number): boolean => {
  if (v === undefined) {
    if (!nested.optional) return false
    Packer.varint(w, 0)
    return true
  }
  if (typeof v !== "object" || v === null) return false
  const start = w.length
  for (let a = 0; a < nested.alternatives.length; a++) {
    Packer.varint(w, a + 1)
    if (fields(w, nested.alternatives[a]!, v as Record<string, unknown>, at)) return true
    w.length = start
  }
  return false
}

/**
 * Writes `o`'s values as `l`'s, checking its keys, their order and each value's kind as it goes; false when `o` does
 * not fit (the caller takes back what was written). One loop, no call a field: this is the packing's hot path.
 */
const fields = (w: Packer.Writer, l: Layout, o: Record<string, unknown>, at: number): boolean => {
  const { keys, kinds } = l
  let i = 0
  for (const key in o) {
    if (i === keys.length || keys[i] !== key) return false
    const v = o[key]
    switch (kinds[i]) {
      case Tag:
      case At:
        break
      case Pod:
      case Container:
        if (typeof v !== "string") return false
        break
      case OptionalContainer:
        if (v !== undefined && typeof v !== "string") return false
        break
      case Str:
        if (typeof v !== "string") return false
        Packer.varint(w, stringId(w, l.slot + i * Ways, v))
        break
      case OptionalStr:
        if (v === undefined) Packer.varint(w, 0)
        else if (typeof v === "string") Packer.varint(w, stringId(w, l.slot + i * Ways, v) + 1)
        else return false
        break
      case Count:
        if (!Number.isSafeInteger(v) || (v as number) < 0 || negativeZero(v as number)) return false
        Packer.varint(w, v as number)
        break
      case Int: {
        const z = zigzag(v)
        if (z < 0) return false
        Packer.varint(w, z)
        break
      }
      case Time: {
        const z = back(v, at)
        if (z < 0) return false
        Packer.varint(w, z)
        break
      }
      case OptionalTime: {
        const z = v === undefined ? -1 : back(v, at)
        if (v !== undefined && z < 0) return false
        Packer.varint(w, z + 1)
        break
      }
      case Bool:
        if (typeof v !== "boolean") return false
        Packer.varint(w, v ? 1 : 0)
        break
      case Const:
        if (v !== l.nested[i]) return false
        break
      default:
        if (!object(w, l.nested[i] as Nested, v, at)) return false
    }
    i++
  }
  return i === keys.length
}

/** Packs a record's fields as its tag's first layout that fits, else in the generic form. @internal */
export const writeRecord = (w: Packer.Writer, record: Record<string, unknown>, at: number, tag: string): void => {
  const start = w.length
  const candidates = idsByTag.get(tag)
  if (candidates !== undefined)
    for (const id of candidates) {
      Packer.varint(w, id + 1)
      if (fields(w, layouts[id]!, record, at)) return
      w.length = start
    }
  Packer.varint(w, 0)
  Packer.writeRecord(w, record, at, tag)
}

const readField = (r: Codec.Reader, l: Layout, i: number, at: number, columns: ReadonlyArray<unknown>): unknown => {
  const kind = l.kinds[i]!
  switch (kind) {
    case Tag:
    case At:
    case Pod:
    case Container:
    case OptionalContainer:
      return columns[kind < OptionalContainer ? kind : Container]
    case Str:
      return r.table.strings[Codec.readVarint(r)]
    case OptionalStr: {
      const id = Codec.readVarint(r)
      return id === 0 ? undefined : r.table.strings[id - 1]
    }
    case Count:
      return Codec.readVarint(r)
    case Int:
      return unzigzag(Codec.readVarint(r))
    case Time:
      return at - unzigzag(Codec.readVarint(r))
    case OptionalTime: {
      const z = Codec.readVarint(r)
      return z === 0 ? undefined : at - unzigzag(z - 1)
    }
    case Bool:
      return r.bytes[r.pos++] === 1
    case Const:
      return l.nested[i]
    default: {
      const which = Codec.readVarint(r)
      return which === 0 ? undefined : readObject(r, (l.nested[i] as Nested).alternatives[which - 1]!, at, columns)
    }
  }
}

const readObject = (
  r: Codec.Reader,
  l: Layout,
  at: number,
  columns: ReadonlyArray<unknown>
): Record<string, unknown> => {
  const o: Record<string, unknown> = {}
  for (let i = 0; i < l.keys.length; i++) o[l.keys[i]!] = readField(r, l, i, at, columns)
  return o
}

/** Makes a record again from its packed fields and its columns. @internal */
export const readRecord = (
  r: Codec.Reader,
  tag: string,
  at: number,
  pod: string | undefined,
  container: string | undefined
): Record<string, unknown> => {
  const id = Codec.readVarint(r)
  const columns = [tag, at, pod, container]
  return id === 0 ? Codec.readRecord(r, tag, at, pod, container) : readObject(r, layouts[id - 1]!, at, columns)
}
