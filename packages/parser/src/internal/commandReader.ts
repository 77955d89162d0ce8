/**
 * Behaviour read from a container's command (`command` + `args`): a shell one-liner the simulator can follow exactly
 * (`sleep 10 && exit 1`, `sh -c 'echo "…"; sleep 5; exit 3'`, `sleep infinity`, `trap 'exit 143' TERM; …`) says when
 * each run ends and with which exit code. Anything else reads as nothing: the container keeps its default
 * behaviour (it runs until something happens to it). Pure: argv in, a reading out.
 */

/**
 * A `trap 'exit N' TERM`: the shell runs it only between commands, so a signal that comes while a foreground command
 * runs waits for that command's end (`foreground`, ms from the run's start; `to` undefined: never), and one that
 * comes while the shell is in `wait` runs it at once (docs/conventions.md, POSIX sh §2.11).
 */
export interface Trap {
  readonly exitCode: number
  readonly foreground: ReadonlyArray<{ readonly from: number; readonly to: number | undefined }>
  /** The script waits (`… & wait`) after setting the trap: a signal then runs the trap at once. */
  readonly waits: boolean
}

/** What a command says. @category models */
export type Reading =
  /** Each run ends by itself `after` ms from its start, with `exitCode`. */
  | { readonly _tag: "Exits"; readonly after: number; readonly exitCode: number; readonly trap: Trap | undefined }
  /** Each run goes on until something stops it (`sleep infinity`, `tail -f /dev/null`). */
  | { readonly _tag: "Forever"; readonly trap: Trap | undefined }
  /** Not a form the simulator follows: `why` names the first word it could not read. */
  | { readonly _tag: "Unread"; readonly why: string }

const shells = new Set(["sh", "/bin/sh", "bash", "/bin/bash", "/usr/bin/bash", "ash", "/bin/ash"])

/** A shell word may hold only these outside quotes: no expansions, globs, pipes or redirections. */
const plainWord = /^[A-Za-z0-9_./:=,+@%!-]+$/

type Op = "&&" | ";" | "&"
type Token = { readonly word: string } | { readonly op: Op }

/** The script's words and `&&` / `;` / `&` separators, or why it cannot be read. */
const tokenize = (script: string): ReadonlyArray<Token> | string => {
  const tokens: Array<Token> = []
  let i = 0
  while (i < script.length) {
    const c = script[i]!
    if (c === " " || c === "\t" || c === "\n") i++
    else if (script.startsWith("&&", i)) {
      tokens.push({ op: "&&" })
      i += 2
    } else if (c === ";" || c === "&") {
      tokens.push({ op: c })
      i++
    } else {
      let word = ""
      while (i < script.length && !" \t\n;&".includes(script[i]!)) {
        const q = script[i]!
        if (q === "'" || q === '"') {
          const end = script.indexOf(q, i + 1)
          if (end === -1) return "an unterminated quote"
          const inner = script.slice(i + 1, end)
          if (q === '"' && /[$`\\]/.test(inner)) return `an expansion in ${script.slice(i, end + 1)}`
          word += inner
          i = end + 1
        } else {
          const start = i
          while (i < script.length && !" \t\n;&'\"".includes(script[i]!)) i++
          const bare = script.slice(start, i)
          if (!plainWord.test(bare)) return `\`${bare}\``
          word += bare
        }
      }
      tokens.push({ word })
    }
  }
  return tokens
}

const units: Readonly<Record<string, number>> = { "": 1000, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }

/** `sleep 10`, `sleep 1.5`, `sleep 2m` in ms; `Infinity` for `sleep infinity`. */
const sleepMs = (arg: string | undefined): number | undefined => {
  if (arg === "infinity" || arg === "inf") return Number.POSITIVE_INFINITY
  const m = arg === undefined ? null : /^(\d+(?:\.\d+)?)([smhd]?)$/.exec(arg)
  return m === null ? undefined : Math.round(Number(m[1]) * units[m[2]!]!)
}

const termSignals = new Set(["TERM", "SIGTERM", "15"])

/** `trap 'exit 143' TERM` → 143. */
const trapExit = (args: ReadonlyArray<string>): number | undefined => {
  const m = /^exit (\d{1,3})$/.exec(args[0] ?? "")
  if (m === null || args.length < 2 || !args.slice(1).some((s) => termSignals.has(s))) return undefined
  return Number(m[1]) <= 255 ? Number(m[1]) : undefined
}

/** How long a command the shell waits for runs, in ms (`Infinity`: never ends); `undefined` when not one of those. */
const runsFor = (argv: ReadonlyArray<string>): number | undefined => {
  const [name, ...args] = argv
  if (name === "sleep") return args.length === 1 ? sleepMs(args[0]) : undefined
  return name === "tail" && args.join(" ") === "-f /dev/null" ? Number.POSITIVE_INFINITY : undefined
}

type Command = { readonly argv: ReadonlyArray<string>; readonly after: Op | undefined }

/**
 * Follows the script: time passes at `sleep` and at `wait` for the background jobs (`sleep 3600 &`), the status of
 * each command decides `&&`.
 */
const follow = (commands: ReadonlyArray<Command>): Reading => {
  let elapsed = 0
  let status = 0
  let trap: { exitCode: number; foreground: Array<Trap["foreground"][number]>; waits: boolean } | undefined
  const jobs: Array<number> = []
  let skip = false
  let before: Op | undefined
  const unread = (argv: ReadonlyArray<string>): Reading => ({ _tag: "Unread", why: `\`${argv.join(" ")}\`` })
  for (const { argv, after } of commands) {
    const [name, ...args] = argv
    if (after === "&") {
      // `a && b &` puts the whole list in the background: not a form the reader follows
      const ms = before === "&&" ? undefined : runsFor(argv)
      if (ms === undefined) return unread([...argv, "&"])
      jobs.push(elapsed + ms)
      status = 0
    } else if (!skip) {
      if (name === "exit") {
        const code = args.length === 0 ? status : /^\d{1,3}$/.test(args[0]!) ? Number(args[0]) : undefined
        if (code === undefined || code > 255 || args.length > 1) return unread(argv)
        return { _tag: "Exits", after: elapsed, exitCode: code, trap }
      }
      const ms = runsFor(argv)
      if (ms !== undefined) {
        if (trap !== undefined && ms > 0)
          trap.foreground.push({ from: elapsed, to: ms === Number.POSITIVE_INFINITY ? undefined : elapsed + ms })
        if (ms === Number.POSITIVE_INFINITY) return { _tag: "Forever", trap }
        elapsed += ms
        status = 0
      } else if (name === "sleep") return unread(argv)
      else if (name === "wait" && args.length === 0) {
        // `wait` returns 0 once every background job has ended; a trapped signal interrupts it
        const until = Math.max(elapsed, ...jobs.splice(0))
        if (trap !== undefined && until > elapsed) trap.waits = true
        if (until === Number.POSITIVE_INFINITY) return { _tag: "Forever", trap }
        elapsed = until
        status = 0
      } else if (name === "true" || name === ":" || name === "echo" || name === "printf") status = 0
      else if (name === "false") status = 1
      else if (name === "trap") {
        const code = trapExit(args)
        if (code === undefined) return unread(argv)
        // before the trap the shell, PID 1 without a handler, would have ignored the signal: not followed
        if (elapsed > 0) return { _tag: "Unread", why: "a `trap` set after the script has slept" }
        trap = { exitCode: code, foreground: [], waits: false }
        status = 0
      } else return { _tag: "Unread", why: `\`${name}\`` }
    }
    // `a && b` runs b only when a succeeded; `;` and `&` always go on.
    skip = after === "&&" && (skip || status !== 0)
    before = after
  }
  return { _tag: "Exits", after: elapsed, exitCode: status, trap }
}

/**
 * Reads a container's `command` and `args` (the image's entrypoint is unknown, so a container with neither reads
 * as nothing).
 *
 * @example
 * read(["sh", "-c", "sleep 10 && exit 1"], []) // { _tag: "Exits", after: 10000, exitCode: 1, trap: undefined }
 *
 * @category reading
 */
export const read = (command: ReadonlyArray<string>, args: ReadonlyArray<string>): Reading => {
  const argv = [...command, ...args]
  if (argv.length === 0) return { _tag: "Unread", why: "no command (the image's entrypoint is not known)" }
  let script: string
  if (shells.has(argv[0]!) && argv[1] === "-c" && argv.length === 3) script = argv[2]!
  else if (argv.every((a) => plainWord.test(a))) script = argv.join(" ")
  else return { _tag: "Unread", why: `\`${argv[0]}\`` }
  const tokens = tokenize(script)
  if (typeof tokens === "string") return { _tag: "Unread", why: tokens }
  const commands: Array<Command> = []
  let current: Array<string> = []
  for (const t of tokens) {
    if ("word" in t) current.push(t.word)
    else {
      if (current.length === 0) return { _tag: "Unread", why: `\`${t.op}\` without a command before it` }
      commands.push({ argv: current, after: t.op })
      current = []
    }
  }
  if (current.length > 0) commands.push({ argv: current, after: undefined })
  if (commands.length === 0) return { _tag: "Unread", why: "an empty script" }
  return follow(commands)
}

const seconds = (ms: number) => `${ms / 1000}s`

/** What a trap does on SIGTERM, for `explain`. */
const describeTrap = (trap: Trap | undefined): string => {
  if (trap === undefined) return ""
  const on = `; exits ${trap.exitCode} on SIGTERM`
  if (trap.foreground.length === 0) return `${on} at once`
  const spans = trap.foreground.map((f) =>
    f.to === undefined ? `never from ${seconds(f.from)}` : `${seconds(f.from)}–${seconds(f.to)}`
  )
  if (trap.waits) spans.push("at once in `wait`")
  return `${on} once the foreground command ends (${spans.join(", ")})`
}

/** One line for `explain`: what the command says each run does. @category formatting */
export const describe = (reading: Reading): string => {
  switch (reading._tag) {
    case "Exits":
      return `exits ${reading.exitCode} ${seconds(reading.after)} after each start${describeTrap(reading.trap)}`
    case "Forever":
      return `runs until stopped${describeTrap(reading.trap)}`
    case "Unread":
      return `nothing read (${reading.why}): the default behaviour`
  }
}
