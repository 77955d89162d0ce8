/**
 * What the fast lexer (`tableLexer.ts`) reads from a token pattern's source, so that it need not run the regexp:
 * the characters a match may start with (`firstChars`), and, for a pattern that is a run of single characters and
 * classes with at most its last one repeated (`[A-Za-z_][A-Za-z0-9_.-]*`, `[ \t]+`, `#[^\r\n]*`), a scanner made of
 * character tables (`scannerOf`), which matches exactly as the regexp does: nothing follows the repeated atom, so a
 * greedy scan never has to back up. Whatever it cannot read is left to the regexp.
 */

/** `\d`, `\.`, … : the characters an escape outside a class stands for; `undefined` for one not read here. */
const escaped = (c: string): ReadonlyArray<number> | undefined => {
  if (c === "d") return Array.from({ length: 10 }, (_, i) => 48 + i)
  const control: Record<string, string> = { r: "\r", n: "\n", t: "\t" }
  if (control[c] !== undefined) return [control[c].charCodeAt(0)]
  return /[\\/.\-"|<>!=:,@#[\]()?*+{}^$]/.test(c) ? [c.charCodeAt(0)] : undefined
}

/** The index after the group or class that opens at `i` (`(` or `[`), escapes and classes inside skipped. */
const closing = (source: string, i: number): number => {
  const open = source[i]
  let depth = 0
  for (let j = i; j < source.length; j++) {
    const c = source[j]
    if (c === "\\") j++
    else if (open === "(" && c === "[") j = closing(source, j) - 1
    else if (c === open && (open === "(" || j === i)) depth++
    else if (c === (open === "(" ? ")" : "]") && --depth === 0) return j + 1
  }
  return source.length
}

/** The characters of a class body (`A-Za-z_`, without its brackets and `^`), or `undefined`. */
const classChars = (body: string): Set<number> | undefined => {
  const chars: Array<number> = []
  for (let i = 0; i < body.length; i++) {
    let c = body.charCodeAt(i)
    if (body[i] === "\\") {
      const e = escaped(body[++i]!)
      if (e === undefined) return undefined
      if (e.length !== 1) {
        chars.push(...e)
        continue
      }
      c = e[0]!
    }
    if (body[i + 1] === "-" && i + 2 < body.length) {
      const to = body.charCodeAt(i + 2)
      for (let x = c; x <= to; x++) chars.push(x)
      i += 2
    } else chars.push(c)
  }
  return new Set(chars)
}

/** One character of a pattern: a literal, an escape or a class, and where it ends in the source. */
interface Atom {
  readonly chars: ReadonlySet<number>
  /** A negated class (`[^\r\n]`): every character but `chars`. */
  readonly negated: boolean
  readonly end: number
}

/** The atom at `i` of `source`, or `undefined` where it is none of the kinds read here (a group, `.`, an anchor). */
const atomAt = (source: string, i: number): Atom | undefined => {
  const c = source[i]!
  if (c === "[") {
    const end = closing(source, i)
    const negated = source[i + 1] === "^"
    const chars = classChars(source.slice(i + (negated ? 2 : 1), end - 1))
    return chars === undefined ? undefined : { chars, negated, end }
  }
  if (c === "\\") {
    const e = escaped(source[i + 1] ?? "")
    return e === undefined ? undefined : { chars: new Set(e), negated: false, end: i + 2 }
  }
  return /[.^$()*+?{}|]/.test(c) ? undefined : { chars: new Set([source.charCodeAt(i)]), negated: false, end: i + 1 }
}

/** The top-level alternatives of a regexp's source (`\r\n|\r|\n` → three). */
const alternativesOf = (source: string): Array<string> => {
  const alternatives: Array<string> = []
  let from = 0
  for (let i = 0; i < source.length; i++) {
    if (source[i] === "\\") i++
    else if (source[i] === "(" || source[i] === "[") i = closing(source, i) - 1
    else if (source[i] === "|") {
      alternatives.push(source.slice(from, i))
      from = i + 1
    }
  }
  alternatives.push(source.slice(from))
  return alternatives
}

/**
 * The characters a match of the regexp `source` may start with, read from its first atoms: alternatives, `(?:…)`
 * groups, classes, escapes, literal characters, and optional atoms (whose successors may start it too); `undefined`
 * (may start anywhere) for whatever else, or where a match may be empty.
 *
 * @category lexer
 */
export const firstChars = (source: string): Set<number> | undefined => {
  const all = new Set<number>()
  for (const alternative of alternativesOf(source)) {
    if (alternative === "") return undefined
    let atomEnd: number
    let chars: Set<number> | undefined
    if (alternative.startsWith("(?:")) {
      atomEnd = closing(alternative, 0)
      chars = firstChars(alternative.slice(3, atomEnd - 1))
    } else {
      const atom = atomAt(alternative, 0)
      if (atom === undefined || atom.negated) return undefined
      atomEnd = atom.end
      chars = new Set(atom.chars)
    }
    if (chars === undefined) return undefined
    const quantifier = alternative[atomEnd]
    if (quantifier === "?" || quantifier === "*") {
      const rest = firstChars(alternative.slice(atomEnd + 1))
      if (rest === undefined) return undefined
      for (const c of rest) chars.add(c)
    } else if (quantifier === "{") return undefined
    for (const c of chars) all.add(c)
  }
  return all
}

/** Which character codes an atom takes: a table of the ASCII ones, and whether it takes those above. */
interface CharTable {
  readonly ascii: Uint8Array
  readonly above: boolean
}

/** One alternative read as data: atoms matching one character each, then at most one repeated atom. */
interface Sequence {
  readonly atoms: ReadonlyArray<CharTable>
  readonly repeated: CharTable | undefined
  /** At least one of `repeated` (`+`), or any number (`*`). */
  readonly atLeastOne: boolean
}

/**
 * A pattern read as data: its alternatives, tried in order as the regexp tries them (with nothing after the
 * alternation, the first that matches is the match).
 *
 * @category lexer
 */
export type Scanner = ReadonlyArray<Sequence>

/** The atom as a table; `undefined` for a class with characters above ASCII (left to the regexp). */
const tableOf = (atom: Atom): CharTable | undefined => {
  if ([...atom.chars].some((c) => c >= 128)) return undefined
  const ascii = new Uint8Array(128).fill(atom.negated ? 1 : 0)
  for (const c of atom.chars) ascii[c] = atom.negated ? 0 : 1
  return { ascii, above: atom.negated }
}

const sequenceOf = (source: string): Sequence | undefined => {
  const atoms: Array<CharTable> = []
  for (let i = 0; i < source.length; ) {
    const atom = atomAt(source, i)
    const table = atom && tableOf(atom)
    if (atom === undefined || table === undefined) return undefined
    i = atom.end
    const quantifier = source[i]
    if (quantifier === "*" || quantifier === "+")
      return i + 1 === source.length ? { atoms, repeated: table, atLeastOne: quantifier === "+" } : undefined
    if (quantifier === "?" || quantifier === "{") return undefined
    atoms.push(table)
  }
  return atoms.length === 0 ? undefined : { atoms, repeated: undefined, atLeastOne: false }
}

/**
 * The scanner of a pattern whose alternatives are each single atoms with only the last one repeated (`*` or `+`), or
 * `undefined` for any other pattern.
 *
 * @category lexer
 */
export const scannerOf = (source: string): Scanner | undefined => {
  const sequences: Array<Sequence> = []
  for (const alternative of alternativesOf(source)) {
    const sequence = sequenceOf(alternative)
    if (sequence === undefined) return undefined
    sequences.push(sequence)
  }
  return sequences
}

/**
 * Where the scanner's match at `offset` ends; -1 for none (an empty match is none, as for the regexp). One function,
 * its tables read inline: it runs for every token of a file, mostly before V8 optimises it, where each call costs
 * more than the character it tests.
 *
 * @category lexer
 */
export const scan = (scanner: Scanner, text: string, offset: number): number => {
  const length = text.length
  next: for (let a = 0; a < scanner.length; a++) {
    const sequence = scanner[a]!
    const atoms = sequence.atoms
    let i = offset
    for (let k = 0; k < atoms.length; k++) {
      if (i >= length) continue next
      const c = text.charCodeAt(i)
      const atom = atoms[k]!
      if (c < 128 ? atom.ascii[c] !== 1 : !atom.above) continue next
      i++
    }
    const repeated = sequence.repeated
    if (repeated !== undefined) {
      const ascii = repeated.ascii
      const from = i
      for (; i < length; i++) {
        const c = text.charCodeAt(i)
        if (c < 128 ? ascii[c] !== 1 : !repeated.above) break
      }
      if (sequence.atLeastOne && i === from) continue
    }
    return i > offset ? i : -1
  }
  return -1
}
