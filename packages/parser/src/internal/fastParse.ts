/**
 * The fast path for valid input: a hand-written lexer and recursive-descent line parser that give exactly what the
 * chevrotain path (`Tokens.ts`, `Grammar.ts`, `ToAst.ts`) gives, token for token and node for node, spans included.
 * Chevrotain stays the reference grammar: it builds `grammar/`, and it parses whatever this module does not accept,
 * so every diagnostic still comes from it. A valid file therefore never builds the chevrotain lexer or parser
 * (60–80 ms of a cold one-file run; 170 ms under the profiler), and parses about four times faster. `test/FastParse.test.ts` checks both paths
 * give equal results over the corpora, the scenarios, the bench input and generated text.
 *
 * - `tokenize` gives up (`undefined`) on a character no token matches; the chevrotain lexer then reports it.
 * - `parseLine` gives up on a line that is not a statement; the chevrotain parser then explains why (or, with a
 *   `<placeholder>` in it, the line is a template: see `parse.ts`).
 */
import { type Diagnostic, type SourceFile, Span } from "@podscenario/diagnostics"
import type { IToken, TokenType } from "chevrotain"
import type * as Ast from "../Ast.ts"
import {
  blockOf,
  type Context,
  comparisonOf,
  durationOf,
  integerOf,
  isUnterminated,
  ordinalOf,
  strOf,
  tableRowOf,
  wordOf
} from "../ToAst.ts"
import {
  Colon,
  Comma,
  Comment,
  Comparison,
  DotDot,
  DurationLiteral,
  IntegerLiteral,
  keywords as K,
  Name,
  Newline,
  OrdinalLiteral,
  Placeholder,
  Slash,
  StringLiteral,
  TableRow,
  Tag,
  tableRowImage,
  VersionLiteral,
  YamlBlock,
  yamlBlockEnd
} from "../Tokens.ts"

// ---------------------------------------------------------------------------------------------------------------
// Lexer
// ---------------------------------------------------------------------------------------------------------------

/** What the lexer gives: the tokens (line breaks included, as chevrotain's) and the comments. */
export interface Lexed {
  readonly tokens: Array<IToken>
  readonly comments: Array<IToken>
}

/** The offsets of chevrotain's tokens (its lexer adds lines and columns, which nothing reads). */
const token = (tokenType: TokenType, image: string, startOffset: number): IToken =>
  ({
    image,
    startOffset,
    endOffset: startOffset + image.length - 1,
    tokenTypeIdx: tokenType.tokenTypeIdx!,
    tokenType
  }) as IToken

const keywordTypes: ReadonlyMap<string, TokenType> = new Map(Object.entries(K))
const openers: ReadonlySet<TokenType> = new Set([K.pod, K.kubelet, K.cluster])

const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isWordStart = (c: number): boolean => isLetter(c) || c === 95
/** `[A-Za-z0-9_]` */
const isWordChar = (c: number): boolean => isWordStart(c) || isDigit(c)
const isBlank = (c: number): boolean => c === 32 || c === 9
const isNotLineBreak = (c: number): boolean => c !== 10 && c !== 13
/** What `.` does not match in a regexp without the `s` flag. */
const isLineTerminator = (c: number): boolean => c === 10 || c === 13 || c === 0x2028 || c === 0x2029

const scan = (text: string, from: number, accept: (c: number) => boolean): number => {
  let i = from
  while (i < text.length && accept(text.charCodeAt(i))) i++
  return i
}

/** `[A-Za-z_][A-Za-z0-9_.-]*`, the `Name` pattern (after its first character). */
const isNameChar = (c: number): boolean => isWordChar(c) || c === 46 || c === 45
/** `[A-Za-z0-9_:.-]`, the rest of a `Tag`. */
const isTagChar = (c: number): boolean => isNameChar(c) || c === 58
/** `[A-Za-z0-9_-]`, the rest of a `Placeholder`. */
const isPlaceholderChar = (c: number): boolean => isWordChar(c) || c === 45
/** `[A-Za-z0-9.]`, the rest of a `DurationLiteral`. */
const isDurationChar = (c: number): boolean => isLetter(c) || isDigit(c) || c === 46

/** The end of `"(?:[^"\\\r\n]|\\.)*"?` from the opening quote at `start`. */
const stringEnd = (text: string, start: number): number => {
  let i = start + 1
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 34) return i + 1
    if (c === 92) {
      if (i + 1 >= text.length || isLineTerminator(text.charCodeAt(i + 1))) return i
      i += 2
    } else if (c === 10 || c === 13) return i
    else i++
  }
  return i
}

const ordinalSuffixes: ReadonlySet<string> = new Set(["st", "nd", "rd", "th"])

/**
 * `\d+(?:st|nd|rd|th)` not followed by `[A-Za-z0-9.]` (an ordinal), `\d+(?:\.\d+)?[A-Za-z][A-Za-z0-9.]*` (a duration),
 * else `\d+(?:\.\d+)+` (a version), else `\d+` (an integer), from the digit at `start`.
 */
const numberToken = (text: string, start: number): IToken => {
  const digits = scan(text, start, isDigit)
  const suffix = text.slice(digits, digits + 2)
  if (ordinalSuffixes.has(suffix) && !isDurationChar(text.charCodeAt(digits + 2)))
    return token(OrdinalLiteral, text.slice(start, digits + 2), start)
  let unit = digits
  if (text.charCodeAt(digits) === 46 && isDigit(text.charCodeAt(digits + 1))) {
    const fraction = scan(text, digits + 1, isDigit)
    // The regexp backtracks over an optional fraction that no letter follows.
    if (isLetter(text.charCodeAt(fraction))) unit = fraction
  }
  if (!isLetter(text.charCodeAt(unit))) {
    let end = digits
    while (text.charCodeAt(end) === 46 && isDigit(text.charCodeAt(end + 1))) end = scan(text, end + 1, isDigit)
    return token(end === digits ? IntegerLiteral : VersionLiteral, text.slice(start, end), start)
  }
  return token(DurationLiteral, text.slice(start, scan(text, unit + 1, isDurationChar)), start)
}

/** Where the `<placeholder>` that starts at `start` ends (after its `>`), if one does. */
const placeholderEnd = (text: string, start: number): number | undefined => {
  const end = scan(text, start + 2, isPlaceholderChar)
  return text.charCodeAt(end) === 62 ? end + 1 : undefined
}

/** How long the `Comparison` at `start` is, `[<>!=]=|=>|[<>=]`; 0 when there is none. */
const comparisonLength = (text: string, start: number): number => {
  const c = text[start]!
  const next = text[start + 1]
  if ("<>!=".includes(c) && next === "=") return 2
  if (c === "=" && next === ">") return 2
  return "<>=".includes(c) ? 1 : 0
}

const single: ReadonlyMap<number, TokenType> = new Map([
  [47, Slash],
  [58, Colon],
  [44, Comma]
])

/**
 * Lexes a whole file as chevrotain's lexer does with the `Tokens.ts` table (first matching token in table order,
 * keywords only when no longer name matches), or gives up on a character no token matches.
 */
export const tokenize = (text: string): Lexed | undefined => {
  const tokens: Array<IToken> = []
  const comments: Array<IToken> = []
  /** Where the current line starts in `text`, and the index of its first token in `tokens`. */
  let lineStart = 0
  let lineFirst = 0
  let i = 0
  while (i < text.length) {
    const c = text.charCodeAt(i)
    if (c === 32 || c === 9) {
      i = scan(text, i, isBlank)
    } else if (c === 10 || c === 13) {
      // A YAML block opens at the line break after `pod NAME:`, `kubelet:` or `cluster:` (Tokens.ts, `YamlBlock`).
      const opener = tokens[lineFirst]
      if (tokens.length > lineFirst && tokens.at(-1)!.tokenType === Colon && openers.has(opener!.tokenType)) {
        // Only blanks come before a line's first token here: its column is the opening line's indentation.
        const end = yamlBlockEnd(text, i, opener!.startOffset - lineStart)
        if (end > i) {
          tokens.push(token(YamlBlock, text.slice(i, end), i))
          i = end
          continue
        }
      }
      const image = c === 13 && text.charCodeAt(i + 1) === 10 ? "\r\n" : text[i]!
      tokens.push(token(Newline, image, i))
      i += image.length
      lineStart = i
      lineFirst = tokens.length
    } else if (c === 35) {
      const end = scan(text, i, isNotLineBreak)
      comments.push(token(Comment, text.slice(i, end), i))
      i = end
    } else if (c === 124) {
      // A table row is a line's first token (only blanks before it).
      if (tokens.length > lineFirst) return undefined
      const image = tableRowImage(text, i)
      tokens.push(token(TableRow, image, i))
      i += image.length
    } else if (c === 34) {
      const end = stringEnd(text, i)
      tokens.push(token(StringLiteral, text.slice(i, end), i))
      i = end
    } else if (c === 64) {
      if (!isWordChar(text.charCodeAt(i + 1))) return undefined
      const end = scan(text, i + 2, isTagChar)
      tokens.push(token(Tag, text.slice(i, end), i))
      i = end
    } else if (c === 60 && isWordStart(text.charCodeAt(i + 1)) && placeholderEnd(text, i) !== undefined) {
      const end = placeholderEnd(text, i)!
      tokens.push(token(Placeholder, text.slice(i, end), i))
      i = end
    } else if (c === 45 && isDigit(text.charCodeAt(i + 1))) {
      const end = scan(text, i + 1, isDigit)
      tokens.push(token(IntegerLiteral, text.slice(i, end), i))
      i = end
    } else if (isDigit(c)) {
      const t = numberToken(text, i)
      tokens.push(t)
      i += t.image.length
    } else if (c === 46) {
      if (text.charCodeAt(i + 1) !== 46) return undefined
      tokens.push(token(DotDot, "..", i))
      i += 2
    } else if (isWordStart(c)) {
      const end = scan(text, i + 1, isNameChar)
      const image = text.slice(i, end)
      tokens.push(token(keywordTypes.get(image) ?? Name, image, i))
      i = end
    } else if (comparisonLength(text, i) > 0) {
      const end = i + comparisonLength(text, i)
      tokens.push(token(Comparison, text.slice(i, end), i))
      i = end
    } else {
      const type = single.get(c)
      if (type === undefined) return undefined
      tokens.push(token(type, text[i]!, i))
      i++
    }
  }
  return { tokens, comments }
}

// ---------------------------------------------------------------------------------------------------------------
// Parser
// ---------------------------------------------------------------------------------------------------------------

/** Thrown when a line is not a statement; caught by `parseLine`, which gives up. */
const notAStatement: unique symbol = Symbol("notAStatement")

const probeKinds: ReadonlyMap<TokenType, Ast.ProbeKind> = new Map([
  [K.startup, "startup"],
  [K.liveness, "liveness"],
  [K.readiness, "readiness"]
])
const hookKinds: ReadonlyMap<TokenType, Ast.HookKind> = new Map([
  [K.postStart, "postStart"],
  [K.preStop, "preStop"]
])
const wordTypes: ReadonlySet<TokenType> = new Set([Name, StringLiteral, Placeholder])
const durationTypes: ReadonlySet<TokenType> = new Set([DurationLiteral, Placeholder])
const integerTypes: ReadonlySet<TokenType> = new Set([IntegerLiteral, Placeholder])
const versionTypes: ReadonlySet<TokenType> = new Set([VersionLiteral, IntegerLiteral, ...wordTypes])
const sweepNameTypes: ReadonlySet<TokenType> = new Set([Name, ...keywordTypes.values()])
const ordinalTypes: ReadonlySet<TokenType> = new Set([OrdinalLiteral, Placeholder])
const atComparisons: ReadonlySet<TokenType> = new Set([K.least, K.most])
const probeRunResults: ReadonlyMap<TokenType, Ast.ProbeRunResult> = new Map([
  [K.runs, "runs"],
  [K.succeeds, "succeeds"],
  [K.fails, "fails"],
  [K.errors, "errors"]
])
const nodeFates: ReadonlyMap<TokenType, "NodeFails" | "NodeRecovers" | "NodeReboots" | "NodeDeleted"> = new Map([
  [K.fails, "NodeFails"],
  [K.recovers, "NodeRecovers"],
  [K.reboots, "NodeReboots"],
  [K.is, "NodeDeleted"]
])
const kubeletFates: ReadonlyMap<TokenType, "KubeletRestarts" | "KubeletStops" | "KubeletStarts"> = new Map([
  [K.restarts, "KubeletRestarts"],
  [K.stops, "KubeletStops"],
  [K.starts, "KubeletStarts"]
])
const probeAnswers: ReadonlyMap<TokenType, "succeeds" | "fails" | "errors"> = new Map([
  [K.succeeds, "succeeds"],
  [K.fails, "fails"],
  [K.errors, "errors"]
])

/**
 * One line's recursive descent: a method per rule of `Grammar.ts`, building the node `ToAst.ts` builds for it. Where
 * the visitor builds a node's values in another order than they are written (it reads `restarts` before `reason`,
 * for instance), this builds them in the visitor's order too, so that value diagnostics come out in the same order.
 */
class Line {
  private readonly tokens: ReadonlyArray<IToken>
  /** Where value diagnostics go (swapped while values are read ahead of the visitor's order). */
  private ctx: Context
  private pos = 0

  constructor(tokens: ReadonlyArray<IToken>, ctx: Context) {
    this.tokens = tokens
    this.ctx = ctx
  }

  private is(type: TokenType): boolean {
    return this.tokens[this.pos]?.tokenType === type
  }

  private isIn(types: ReadonlySet<TokenType> | ReadonlyMap<TokenType, unknown>): boolean {
    const t = this.tokens[this.pos]
    return t !== undefined && types.has(t.tokenType)
  }

  private take(type: TokenType): IToken {
    const t = this.tokens[this.pos]
    if (t?.tokenType !== type) throw notAStatement
    this.pos++
    return t
  }

  private takeIn(types: ReadonlySet<TokenType> | ReadonlyMap<TokenType, unknown>): IToken {
    if (!this.isIn(types)) throw notAStatement
    return this.tokens[this.pos++]!
  }

  /** Takes one of the tokens `choices` maps, and gives what it maps it to. */
  private oneOf<V>(choices: ReadonlyMap<TokenType, V>): V {
    return choices.get(this.takeIn(choices).tokenType)!
  }

  private skip(type: TokenType): boolean {
    if (!this.is(type)) return false
    this.pos++
    return true
  }

  /** From the token at `from` to the last one taken: a rule's span (its CST node's `location`). */
  private spanFrom(from: number): Span.Span {
    const last = this.tokens[this.pos - 1]!
    return Span.make(this.tokens[from]!.startOffset, last.startOffset + last.image.length)
  }

  private word(): Ast.Word {
    return wordOf(this.takeIn(wordTypes), this.ctx)
  }

  private duration(): Ast.Duration {
    return durationOf(this.takeIn(durationTypes), this.ctx)
  }

  private integer(): Ast.Integer {
    return integerOf(this.takeIn(integerTypes), this.ctx)
  }

  private str(): Ast.Str {
    return strOf(this.take(StringLiteral), this.ctx)
  }

  /** Takes `times out`, when it comes next. */
  private takeTimesOut(): boolean {
    if (!this.skip(K.times)) return false
    this.take(K.out)
    return true
  }

  /** The whole line as one statement, or `notAStatement`. */
  statement(): Ast.Statement | Ast.TableRow {
    const statement = this.anyStatement()
    if (this.pos !== this.tokens.length) throw notAStatement
    return statement
  }

  private anyStatement(): Ast.Statement | Ast.TableRow {
    const head = this.tokens[0]!.tokenType
    if (probeKinds.has(head)) return this.probeBehaviour()
    if (hookKinds.has(head)) return this.hookBehaviour()
    switch (head) {
      case K.scenario: {
        this.pos++
        const name = this.str()
        return { _tag: "Scenario", span: this.spanFrom(0), name }
      }
      case Tag: {
        while (this.is(Tag)) this.pos++
        const tags = this.tokens.map((t) => ({ span: tokenSpan(t), name: t.image.slice(1) }))
        return { _tag: "Tags", span: this.spanFrom(0), tags }
      }
      case K.pod:
        return this.podStatement()
      case K.node: {
        this.pos++
        const name = this.word()
        return { _tag: "Node", span: this.spanFrom(0), name }
      }
      case K.kubernetes: {
        this.pos++
        const version = wordOf(this.takeIn(versionTypes), this.ctx)
        return { _tag: "Kubernetes", span: this.spanFrom(0), version }
      }
      case K.kubelet:
      case K.cluster: {
        this.pos++
        this.take(Colon)
        const span = this.spanFrom(0)
        const block = blockOf(this.take(YamlBlock))
        return { _tag: head === K.kubelet ? "Kubelet" : "Cluster", span, block }
      }
      case K.container:
        return this.containerBehaviour()
      case K.image:
        return this.imagePullBehaviour()
      case K.at:
        return this.eventStatement()
      case K.expect:
        return this.expectStatement()
      case K.golden: {
        this.pos++
        const path = this.str()
        const at = this.skip(K.at) ? this.duration() : undefined
        return at === undefined
          ? { _tag: "Golden", span: this.spanFrom(0), path }
          : { _tag: "Golden", span: this.spanFrom(0), path, at }
      }
      case K.end: {
        this.pos++
        this.take(K.at)
        const at = this.duration()
        return { _tag: "End", span: this.spanFrom(0), at }
      }
      case K.examples:
        this.pos++
        this.take(Colon)
        return { _tag: "Examples", span: this.spanFrom(0), header: undefined, rows: [] }
      case TableRow:
        return tableRowOf(this.tokens[this.pos++]!)
      case K.sweep:
        return this.sweepStatement()
      default:
        throw notAStatement
    }
  }

  /** `sweep grace from 10s to 60s step 10s [bisect]` */
  private sweepStatement(): Ast.Sweep {
    this.pos++
    const name = wordOf(this.takeIn(sweepNameTypes), this.ctx)
    this.take(K.from)
    const from = this.sweepValue()
    this.take(K.to)
    const to = this.sweepValue()
    this.take(K.step)
    const step = this.sweepValue()
    const bisect = this.is(K.bisect) ? tokenSpan(this.tokens[this.pos++]!) : undefined
    return { _tag: "Sweep", span: this.spanFrom(0), name, from, to, step, bisect }
  }

  private sweepValue(): Ast.Duration | Ast.Integer {
    return this.is(DurationLiteral)
      ? durationOf(this.take(DurationLiteral), this.ctx)
      : integerOf(this.take(IntegerLiteral), this.ctx)
  }

  /** `pod web:` + YAML block, `pod web from "manifests/web.yaml"`, or `… from "all.yaml" Deployment/api` */
  private podStatement(): Ast.PodInline | Ast.PodFile {
    this.pos++
    const name = this.word()
    if (this.skip(Colon)) {
      const span = this.spanFrom(0)
      return { _tag: "PodInline", span, name, block: blockOf(this.take(YamlBlock)) }
    }
    this.take(K.from)
    const path = this.str()
    if (!this.isIn(wordTypes)) return { _tag: "PodFile", span: this.spanFrom(0), name, path, object: undefined }
    const kind = this.word()
    this.take(Slash)
    const object = { kind, name: this.word() }
    return { _tag: "PodFile", span: this.spanFrom(0), name, path, object }
  }

  /** `container app exits 1 after 5s [runs]`, `… is OOM killed after 20s [runs]`, `… stops 10s after SIGTERM`, `… ignores SIGTERM` */
  private containerBehaviour(): Ast.Behaviour {
    this.pos++
    const container = this.containerRef()
    if (this.skip(K.exits)) {
      const exitCode = this.takeIn(integerTypes)
      this.take(K.after)
      const after = this.duration()
      const runs = this.optionalRuns()
      // The visitor reads the exit code last.
      return {
        _tag: "ExitsAfter",
        span: this.spanFrom(0),
        container,
        exitCode: integerOf(exitCode, this.ctx),
        after,
        runs
      }
    }
    if (this.skip(K.is)) {
      this.take(K.OOM)
      this.take(K.killed)
      this.take(K.after)
      const after = this.duration()
      const runs = this.optionalRuns()
      return { _tag: "OomKilledAfter", span: this.spanFrom(0), container, after, runs }
    }
    if (this.skip(K.stops)) {
      const after = this.duration()
      this.take(K.after)
      const signal = this.word()
      const withExit = this.skip(K.with)
      if (withExit) this.take(K.exit)
      const exitCode = withExit ? this.integer() : undefined
      return { _tag: "StopsAfterSignal", span: this.spanFrom(0), container, after, signal, exitCode }
    }
    this.take(K.ignores)
    const signal = this.word()
    return { _tag: "IgnoresSignal", span: this.spanFrom(0), container, signal }
  }

  /** `startup|liveness|readiness of app succeeds|fails after 40s [runs]` */
  private probeBehaviour(): Ast.Behaviour {
    const probe = this.oneOf(probeKinds)
    this.take(K.of)
    const container = this.containerRef()
    const succeeds = this.skip(K.succeeds)
    const timesOut = !succeeds && this.takeTimesOut()
    if (!succeeds && !timesOut) this.take(K.fails)
    this.take(K.after)
    const after = this.duration()
    const runs = this.optionalRuns()
    return { _tag: "ProbeAnswersAfter", span: this.spanFrom(0), probe, container, succeeds, timesOut, after, runs }
  }

  /** `postStart|preStop of app takes 3s`, `… fails after 1s` */
  private hookBehaviour(): Ast.Behaviour {
    const hook = this.oneOf(hookKinds)
    this.take(K.of)
    const container = this.containerRef()
    if (this.skip(K.takes)) {
      const duration = this.duration()
      const runs = this.optionalRuns()
      return { _tag: "HookTakes", span: this.spanFrom(0), hook, container, duration, runs }
    }
    this.take(K.fails)
    this.take(K.after)
    const after = this.duration()
    const runs = this.optionalRuns()
    return { _tag: "HookFailsAfter", span: this.spanFrom(0), hook, container, after, runs }
  }

  /** `image pull of app takes 20s`, `image pull of app fails` */
  private imagePullBehaviour(): Ast.Behaviour {
    this.pos++
    this.take(K.pull)
    this.take(K.of)
    const container = this.containerRef()
    if (this.skip(K.takes)) {
      const duration = this.duration()
      return { _tag: "ImagePullTakes", span: this.spanFrom(0), container, duration }
    }
    this.take(K.fails)
    return { _tag: "ImagePullFails", span: this.spanFrom(0), container }
  }

  /** `on run 1`, `on runs 1..3`, `from run 4`, or nothing */
  private optionalRuns(): Ast.Runs | undefined {
    const from = this.pos
    if (this.skip(K.on)) {
      if (this.skip(K.run)) {
        const run = this.integer()
        return { _tag: "OnRun", span: this.spanFrom(from), run }
      }
      this.take(K.runs)
      const first = this.integer()
      this.take(DotDot)
      const to = this.integer()
      return { _tag: "OnRuns", span: this.spanFrom(from), from: first, to }
    }
    if (!this.skip(K.from)) return undefined
    this.take(K.run)
    const first = this.integer()
    return { _tag: "FromRun", span: this.spanFrom(from), from: first }
  }

  /** `at 5s <event>` */
  private eventStatement(): Ast.Event {
    this.pos++
    const at = this.duration()
    const action = this.action()
    return { _tag: "Event", span: this.spanFrom(0), at, action }
  }

  private action(): Ast.Action {
    const from = this.pos
    if (this.isIn(probeKinds)) {
      const probe = this.oneOf(probeKinds)
      this.take(K.of)
      const container = this.containerRef()
      const answer = this.takeTimesOut() ? "times out" : this.oneOf(probeAnswers)
      return { _tag: "ProbeAnswers", span: this.spanFrom(from), probe, container, answer }
    }
    const head = this.tokens[this.pos++]?.tokenType
    switch (head) {
      case K.container: {
        const container = this.containerRef()
        if (this.skip(K.exits)) {
          const exitCode = this.integer()
          return { _tag: "ContainerExits", span: this.spanFrom(from), container, exitCode }
        }
        this.take(K.is)
        this.take(K.OOM)
        this.take(K.killed)
        return { _tag: "ContainerOomKilled", span: this.spanFrom(from), container }
      }
      case K.image: {
        this.take(K.pull)
        this.take(K.of)
        const container = this.containerRef()
        this.take(K.succeeds)
        return { _tag: "ImagePullSucceeds", span: this.spanFrom(from), container }
      }
      case K.condition:
        return this.conditionPatch(from, undefined)
      case K.scheduling:
        return this.gateRemoval(from, undefined)
      case K.pod:
        return this.podEvent(from)
      case K.node: {
        const node = this.word()
        const fate = this.oneOf(nodeFates)
        if (fate === "NodeDeleted") this.take(K.deleted)
        return { _tag: fate, span: this.spanFrom(from), node }
      }
      case K.kubelet: {
        const node = this.skip(K.on) ? this.word() : undefined
        const fate = this.oneOf(kubeletFates)
        return { _tag: fate, span: this.spanFrom(from), node }
      }
      default:
        throw notAStatement
    }
  }

  /** After `condition`: `"www.example.com/feature-1" is True`; the span is the rule's, or `pod …`'s around it. */
  private conditionPatch(from: number, pod: Ast.Word | undefined): Ast.Action {
    const conditionType = this.word()
    this.take(K.is)
    const status = this.word()
    return { _tag: "ConditionPatched", span: this.spanFrom(from), pod, conditionType, status }
  }

  /** After `scheduling`: `gate "example.com/quota" is removed` */
  private gateRemoval(from: number, pod: Ast.Word | undefined): Ast.Action {
    this.take(K.gate)
    const gate = this.word()
    this.take(K.is)
    this.take(K.removed)
    return { _tag: "SchedulingGateRemoved", span: this.spanFrom(from), pod, gate }
  }

  /** After `pod`: `[NAME] is deleted [with grace 10s]`, `… is force deleted`, …, `NAME condition …`, `NAME scheduling gate …` */
  private podEvent(from: number): Ast.Action {
    const pod = this.isIn(wordTypes) ? this.word() : undefined
    if (this.skip(K.condition)) return this.conditionPatch(from, pod)
    if (this.skip(K.scheduling)) return this.gateRemoval(from, pod)
    this.take(K.is)
    if (this.skip(K.scheduled)) {
      this.take(K.to)
      const node = this.word()
      return { _tag: "PodScheduled", span: this.spanFrom(from), pod, node }
    }
    if (this.skip(K.deleted)) {
      let grace: Ast.Duration | undefined
      if (this.skip(K.with)) {
        this.take(K.grace)
        grace = this.duration()
      }
      return { _tag: "PodDeleted", span: this.spanFrom(from), pod, grace }
    }
    if (this.skip(K.force)) {
      this.take(K.deleted)
      return { _tag: "PodForceDeleted", span: this.spanFrom(from), pod }
    }
    if (this.skip(K.evicted)) return { _tag: "PodEvicted", span: this.spanFrom(from), pod }
    this.take(K.preempted)
    return { _tag: "PodPreempted", span: this.spanFrom(from), pod }
  }

  /** `expect [WHEN] [N times] WHAT [and WHAT …]`, `expect order: A, B, C` */
  private expectStatement(): Ast.Expect | Ast.ExpectOrder {
    this.pos++
    if (this.skip(K.order)) {
      this.take(Colon)
      const items = [this.expectation()]
      while (this.skip(Comma)) items.push(this.expectation())
      return { _tag: "ExpectOrder", span: this.spanFrom(0), items }
    }
    // The visitor reads WHAT before WHEN and `N times`: their value diagnostics are held back until WHAT is read.
    const ctx = this.ctx
    const held: Context = { file: ctx.file, diagnostics: [] }
    this.ctx = held
    const when = this.optionalWhen()
    const times = this.isIn(integerTypes) ? this.tokens[this.pos++]! : undefined
    if (times !== undefined) this.take(K.times)
    this.ctx = ctx
    const parts = [this.expectation()]
    while (this.skip(K.and)) parts.push(this.expectation())
    ctx.diagnostics.push(...held.diagnostics)
    const what: Ast.What =
      parts.length === 1
        ? parts[0]!
        : { _tag: "AllOf", span: Span.make(parts[0]!.span.start, parts.at(-1)!.span.end), parts }
    return {
      _tag: "Expect",
      span: this.spanFrom(0),
      when,
      times: times === undefined ? undefined : integerOf(times, ctx),
      what
    }
  }

  /**
   * `at T`, `at end`, `from T1 [until T2]`, `by T`, `sometime from T1 until T2`, `eventually`, `throughout`,
   * `never [from T1] [until T2]`, or nothing
   */
  private optionalWhen(): Ast.When | undefined {
    const from = this.pos
    const head = this.tokens[this.pos]?.tokenType
    switch (head) {
      case K.at: {
        this.pos++
        if (this.skip(K.end)) return { _tag: "AtEnd", span: this.spanFrom(from) }
        const at = this.duration()
        return { _tag: "At", span: this.spanFrom(from), at }
      }
      case K.from: {
        this.pos++
        const start = this.duration()
        if (!this.skip(K.until)) return { _tag: "From", span: this.spanFrom(from), from: start }
        const until = this.duration()
        return { _tag: "Between", span: this.spanFrom(from), from: start, until }
      }
      case K.sometime: {
        this.pos++
        this.take(K.from)
        const start = this.duration()
        this.take(K.until)
        const until = this.duration()
        return { _tag: "Sometime", span: this.spanFrom(from), from: start, until }
      }
      case K.by: {
        this.pos++
        const by = this.duration()
        return { _tag: "By", span: this.spanFrom(from), by }
      }
      case K.eventually:
        this.pos++
        return { _tag: "Eventually", span: this.spanFrom(from) }
      case K.throughout:
        this.pos++
        return { _tag: "Throughout", span: this.spanFrom(from) }
      case K.never: {
        this.pos++
        const start = this.skip(K.from) ? this.duration() : undefined
        const until = this.skip(K.until) ? this.duration() : undefined
        return { _tag: "Never", span: this.spanFrom(from), from: start, until }
      }
      default:
        return undefined
    }
  }

  /** Whether `for the` comes next (the `for` of `event REASON for X` is not `for the Nth time`). */
  private isNthTime(): boolean {
    return this.is(K.for) && this.tokens[this.pos + 1]?.tokenType === K.the
  }

  /** WHAT, optionally `for the Nth time`. */
  private expectation(): Ast.What {
    const from = this.pos
    const what = this.what()
    if (!this.isNthTime()) return what
    this.pos += 2
    const nth = ordinalOf(this.takeIn(ordinalTypes), this.ctx)
    this.take(K.time)
    return { _tag: "NthTime", span: this.spanFrom(from), what, nth }
  }

  /** A state or an occurrence (language.md §6, §11.5). */
  private what(): Ast.What {
    const from = this.pos
    const head = this.tokens[this.pos]?.tokenType
    if (head !== undefined && hookKinds.has(head)) {
      const hook = hookKinds.get(head)!
      this.pos++
      this.take(K.of)
      const container = this.containerRef()
      this.take(K.starts)
      return { _tag: "HookStarts", span: this.spanFrom(from), hook, container }
    }
    if (head !== undefined && probeKinds.has(head)) {
      const probe = probeKinds.get(head)!
      this.pos++
      this.take(K.probe)
      this.take(K.of)
      const container = this.containerRef()
      const result = this.takeTimesOut() ? "times out" : this.oneOf(probeRunResults)
      return { _tag: "ProbeRun", span: this.spanFrom(from), probe, container, result }
    }
    switch (head) {
      case K.pod: {
        this.pos++
        const pod = this.isIn(wordTypes) ? this.word() : undefined
        if (this.is(K.removed) || (this.is(K.becomes) && this.tokens[this.pos + 1]?.tokenType === K.removed)) {
          const becomes = this.skip(K.becomes)
          this.take(K.removed)
          const removed: Ast.What = { _tag: "Removed", span: this.spanFrom(from), pod }
          return becomes ? { _tag: "Becomes", span: removed.span, what: removed } : removed
        }
        return this.podState(from, pod)
      }
      case K.container: {
        this.pos++
        const container = this.containerRef()
        const becomes = this.skip(K.becomes)
        const what = this.containerTail(from, container)
        return becomes ? { _tag: "Becomes", span: what.span, what } : what
      }
      case K.signal: {
        this.pos++
        const signal = this.word()
        this.take(K.to)
        const container = this.containerRef()
        return { _tag: "Signal", span: this.spanFrom(from), signal, container }
      }
      default:
        return this.podState(from, undefined)
    }
  }

  /** `message ["contains"] TEXT`, when it comes next. */
  private optionalMessage(): Ast.Message | undefined {
    const from = this.pos
    if (!this.skip(K.message)) return undefined
    const contains = this.skip(K.contains)
    const text = this.word()
    return { span: this.spanFrom(from), contains, text }
  }

  /**
   * `phase P`, `condition TYPE STATUS [reason R] [message M]`, `condition TYPE absent`, `status S`, `ready N/M`,
   * `reason R`, `message M`, each with `becomes` after its first word; `event REASON [for X] [message M]`.
   */
  private podState(from: number, pod: Ast.Word | undefined): Ast.What {
    const head = this.tokens[this.pos]?.tokenType
    if (head === K.message) {
      const message = this.optionalMessage()!
      return { _tag: "PodMessage", span: this.spanFrom(from), pod, message }
    }
    this.pos++
    if (head === K.event) {
      const reason = this.word()
      const container = this.is(K.for) && !this.isNthTime() && this.skip(K.for) ? this.containerRef() : undefined
      const message = this.optionalMessage()
      return { _tag: "EventOccurs", span: this.spanFrom(from), pod, reason, container, message }
    }
    const conditionType = head === K.condition ? this.word() : undefined
    const becomes = this.skip(K.becomes)
    const state = this.podStateRest(from, pod, head, conditionType)
    return becomes ? { _tag: "Becomes", span: state.span, what: state } : state
  }

  /** A pod state after its first word (and the condition's type) and `becomes`. */
  private podStateRest(
    from: number,
    pod: Ast.Word | undefined,
    head: TokenType | undefined,
    conditionType: Ast.Word | undefined
  ): Ast.What {
    switch (head) {
      case K.phase: {
        const phase = this.word()
        return { _tag: "Phase", span: this.spanFrom(from), pod, phase }
      }
      case K.condition: {
        if (this.skip(K.absent))
          return { _tag: "ConditionAbsent", span: this.spanFrom(from), pod, conditionType: conditionType! }
        const status = this.word()
        const reason = this.skip(K.reason) ? this.word() : undefined
        const message = this.optionalMessage()
        return {
          _tag: "Condition",
          span: this.spanFrom(from),
          pod,
          conditionType: conditionType!,
          status,
          reason,
          message
        }
      }
      case K.status: {
        const status = this.word()
        return { _tag: "Status", span: this.spanFrom(from), pod, status }
      }
      case K.ready: {
        const ready = this.integer()
        this.take(Slash)
        const total = this.integer()
        return { _tag: "Ready", span: this.spanFrom(from), pod, ready, total }
      }
      case K.reason: {
        const reason = this.word()
        return { _tag: "PodReason", span: this.spanFrom(from), pod, reason }
      }
      default:
        throw notAStatement
    }
  }

  /** `[not] ready` or `[not] started` (`flag`), when it comes next. */
  private optionalFlag(flag: TokenType): Ast.Flag | undefined {
    const from = this.pos
    const not = this.is(K.not) && this.tokens[this.pos + 1]?.tokenType === flag
    if (!not && !this.is(flag)) return undefined
    this.pos += not ? 2 : 1
    return { span: this.spanFrom(from), value: !not }
  }

  /** `restarts [>= | <= | > | < | at least | at most] N`, when it comes next. */
  private optionalRestarts(): Ast.Count | undefined {
    const from = this.pos
    if (!this.skip(K.restarts)) return undefined
    let op: IToken | undefined
    if (this.is(Comparison)) op = this.tokens[this.pos++]
    else if (this.skip(K.at)) op = this.takeIn(atComparisons)
    const comparison = comparisonOf(op, this.ctx)
    const value = this.integer()
    return { span: this.spanFrom(from), comparison, value }
  }

  /** What follows `container X [becomes]` in an expectation. */
  private containerTail(from: number, container: Ast.ContainerRef): Ast.What {
    const head = this.tokens[this.pos]?.tokenType
    if (head === K.restarts) {
      const count = this.optionalRestarts()!
      return { _tag: "Restarts", span: this.spanFrom(from), container, count }
    }
    this.pos++
    switch (head) {
      case K.running:
      case K.waiting:
      case K.terminated: {
        const ready = head === K.running ? this.optionalFlag(K.ready) : undefined
        const started = head === K.running ? this.optionalFlag(K.started) : undefined
        const reason = head !== K.running && this.skip(K.reason) ? this.word() : undefined
        const exitCode = head === K.terminated && this.skip(K.exit) ? this.integer() : undefined
        const message = this.optionalMessage()
        const restarts = this.optionalRestarts()
        return {
          _tag: "ContainerState",
          span: this.spanFrom(from),
          container,
          state: head === K.running ? "running" : head === K.waiting ? "waiting" : "terminated",
          ready,
          started,
          reason,
          exitCode,
          message,
          restarts
        }
      }
      case K.last: {
        this.take(K.terminated)
        const reason = this.skip(K.reason) ? this.word() : undefined
        const exitCode = this.skip(K.exit) ? this.integer() : undefined
        return { _tag: "LastTerminated", span: this.spanFrom(from), container, reason, exitCode }
      }
      case K.starts:
        return { _tag: "Starts", span: this.spanFrom(from), container }
      case K.exits: {
        const exitCode = this.isIn(integerTypes) ? this.integer() : undefined
        return { _tag: "Exits", span: this.spanFrom(from), container, exitCode }
      }
      default:
        throw notAStatement
    }
  }

  /** `app` or `web/app` */
  private containerRef(): Ast.ContainerRef {
    const from = this.pos
    const first = this.word()
    if (!this.skip(Slash)) return { _tag: "ContainerRef", span: this.spanFrom(from), pod: undefined, container: first }
    const container = this.word()
    return { _tag: "ContainerRef", span: this.spanFrom(from), pod: first, container }
  }
}

const tokenSpan = (t: IToken): Span.Span => Span.make(t.startOffset, t.startOffset + t.image.length)

/**
 * Parses one line's tokens (not empty) into its statement, adding value diagnostics (durations, numbers, escapes) to
 * `diagnostics` as `ToAst.ts` does; `undefined`, and nothing added, when the line is not a statement or has an
 * unterminated string.
 */
export const parseLine = (
  file: SourceFile.SourceFile,
  tokens: ReadonlyArray<IToken>,
  diagnostics: Array<Diagnostic.Diagnostic>
): Ast.Statement | Ast.TableRow | undefined => {
  if (tokens.some(isUnterminated)) return undefined
  const ctx: Context = { file, diagnostics: [] }
  try {
    const statement = new Line(tokens, ctx).statement()
    diagnostics.push(...ctx.diagnostics)
    return statement
  } catch (e) {
    if (e === notAStatement) return undefined
    throw e
  }
}
