/**
 * Behaviour read from a container's command (`command` + `args`): a shell one-liner the simulator can follow exactly
 * (`sleep 10 && exit 1`, `sh -c 'echo "…"; sleep 5; exit 3'`, `sleep infinity`, `trap 'exit 143' TERM; …`) says when
 * each run ends and with which exit code. Anything else reads as nothing: the container keeps its default
 * behaviour (it runs until something happens to it). Pure: argv in, a reading out.
 */

/** What a command says. @category models */
export type Reading =
  /** Each run ends by itself `after` ms from its start, with `exitCode`. */
  | { readonly _tag: "Exits"; readonly after: number; readonly exitCode: number; readonly onTerm: number | undefined }
  /** Each run goes on until something stops it (`sleep infinity`, `tail -f /dev/null`). */
  | { readonly _tag: "Forever"; readonly onTerm: number | undefined }
  /** Not a form the simulator follows: `why` names the first word it could not read. */
  | { readonly _tag: "Unread"; readonly why: string }

const shells = new Set(["sh", "/bin/sh", "bash", "/bin/bash", "/usr/bin/bash", "ash", "/bin/ash"])

/** A shell word may hold only these outside quotes: no expansions, globs, pipes or redirections. */
const plainWord = /^[A-Za-z0-9_./:=,+@%!-]+$/

type Token = { readonly word: string } | { readonly op: "&&" | ";" }

/** The script's words and `&&` / `;` separators, or why it cannot be read. */
const tokenize = (script: string): ReadonlyArray<Token> | string => {
  const tokens: Array<Token> = []
  let i = 0
  while (i < script.length) {
    const c = script[i]!
    if (c === " " || c === "\t" || c === "\n") i++
    else if (script.startsWith("&&", i)) {
      tokens.push({ op: "&&" })
      i += 2
    } else if (c === ";") {
      tokens.push({ op: ";" })
      i++
    } else {
      let word = ""
      while (i < script.length && !" \t\n;".includes(script[i]!) && !script.startsWith("&&", i)) {
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
          while (i < script.length && !" \t\n;'\"".includes(script[i]!) && !script.startsWith("&&", i)) i++
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

/** Follows the script: time passes at `sleep`, the status of each command decides `&&`. */
const follow = (commands: ReadonlyArray<{ argv: ReadonlyArray<string>; after: "&&" | ";" | undefined }>): Reading => {
  let elapsed = 0
  let status = 0
  let onTerm: number | undefined
  let skip = false
  for (const { argv, after } of commands) {
    if (!skip) {
      const [name, ...args] = argv
      if (name === "exit") {
        const code = args.length === 0 ? status : /^\d{1,3}$/.test(args[0]!) ? Number(args[0]) : undefined
        if (code === undefined || code > 255 || args.length > 1) return { _tag: "Unread", why: `\`${argv.join(" ")}\`` }
        return { _tag: "Exits", after: elapsed, exitCode: code, onTerm }
      }
      if (name === "sleep") {
        const ms = args.length === 1 ? sleepMs(args[0]) : undefined
        if (ms === undefined) return { _tag: "Unread", why: `\`${argv.join(" ")}\`` }
        if (ms === Number.POSITIVE_INFINITY) return { _tag: "Forever", onTerm }
        elapsed += ms
        status = 0
      } else if (name === "tail" && args.join(" ") === "-f /dev/null") return { _tag: "Forever", onTerm }
      else if (name === "true" || name === ":" || name === "echo" || name === "printf") status = 0
      else if (name === "false") status = 1
      else if (name === "trap") {
        const code = trapExit(args)
        if (code === undefined) return { _tag: "Unread", why: `\`${argv.join(" ")}\`` }
        onTerm = code
        status = 0
      } else return { _tag: "Unread", why: `\`${name}\`` }
    }
    // `a && b` runs b only when a succeeded; `;` always goes on.
    skip = after === "&&" && (skip || status !== 0)
  }
  return { _tag: "Exits", after: elapsed, exitCode: status, onTerm }
}

/**
 * Reads a container's `command` and `args` (the image's entrypoint is unknown, so a container with neither reads
 * as nothing).
 *
 * @example
 * read(["sh", "-c", "sleep 10 && exit 1"], []) // { _tag: "Exits", after: 10000, exitCode: 1, onTerm: undefined }
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
  const commands: Array<{ argv: Array<string>; after: "&&" | ";" | undefined }> = []
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

/** One line for `explain`: what the command says each run does. @category formatting */
export const describe = (reading: Reading): string => {
  const term = (onTerm: number | undefined) => (onTerm === undefined ? "" : `; exits ${onTerm} on SIGTERM`)
  switch (reading._tag) {
    case "Exits":
      return `exits ${reading.exitCode} ${reading.after / 1000}s after each start${term(reading.onTerm)}`
    case "Forever":
      return `runs until stopped${term(reading.onTerm)}`
    case "Unread":
      return `nothing read (${reading.why}): the default behaviour`
  }
}
