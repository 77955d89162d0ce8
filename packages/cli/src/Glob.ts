/**
 * Glob patterns where paths are expected (`podscenario run "services/**\/*.podscenario"`, the configuration's
 * `paths`, the vitest bridge): `*` and `?` within a folder name, `**` across folders. Node 20 has no `fs.glob`, and
 * these three are all a scenario suite needs. A pattern that matches no file is a diagnostic (PS6005), not an empty
 * run; `node_modules` and folders whose name starts with a dot are not searched.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { Codes, type Diagnostic, SourceFile, type Span } from "@podscenario/diagnostics"

/** Whether a path is a pattern. @category predicates */
export const isGlob = (p: string): boolean => /[*?]/.test(p)

const toRegExp = (pattern: string): RegExp => {
  let out = ""
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!
    if (c === "*" && pattern[i + 1] === "*") {
      const slash = pattern[i + 2] === "/"
      out += slash ? "(?:[^/]+/)*" : ".*"
      i += slash ? 2 : 1
    } else if (c === "*") out += "[^/]*"
    else if (c === "?") out += "[^/]"
    else out += c.replace(/[.+^${}()|[\]\\]/g, "\\$&")
  }
  return new RegExp(`^${out}$`)
}

const walk = (dir: string, found: Array<string>): void => {
  let entries: Array<fs.Dirent>
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true })
  } catch {
    return
  }
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) walk(full, found)
    else if (entry.isFile()) found.push(full)
  }
}

/**
 * The files under `cwd` that `pattern` matches, as paths relative to `cwd` with `/`, sorted.
 *
 * @category expanding
 */
export const expand = (cwd: string, pattern: string): ReadonlyArray<string> => {
  const normalized = path.posix.normalize(pattern.split(path.sep).join("/"))
  const segments = normalized.split("/")
  const fixed = segments.slice(0, segments.findIndex(isGlob)).join("/")
  const matcher = toRegExp(normalized)
  const found: Array<string> = []
  walk(path.resolve(cwd, fixed === "" ? "." : fixed), found)
  return found
    .map((file) => path.relative(cwd, file).split(path.sep).join("/"))
    .map((file) => (normalized.startsWith("./") ? `./${file}` : file))
    .filter((file) => matcher.test(file))
    .sort()
}

/** A path to expand, and where it was written when it comes from a file (the configuration). @category models */
export interface PathArgument {
  readonly value: string
  readonly written?: { readonly file: SourceFile.SourceFile; readonly span: Span.Span }
}

/**
 * The paths with every pattern replaced by the files it matches; a pattern that matches none is a PS6005
 * diagnostic (at its place in the configuration when it was written there).
 *
 * @category expanding
 */
export const expandAll = (
  cwd: string,
  paths: ReadonlyArray<PathArgument>
): { readonly paths: ReadonlyArray<string>; readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> } => {
  const out: Array<string> = []
  const diagnostics: Array<Diagnostic.Diagnostic> = []
  for (const p of paths) {
    if (!isGlob(p.value)) {
      out.push(p.value)
      continue
    }
    const files = expand(cwd, p.value)
    if (files.length > 0) out.push(...files)
    else
      diagnostics.push(
        p.written === undefined
          ? Codes.noMatch(SourceFile.make(p.value, ""), undefined, p.value)
          : Codes.noMatch(p.written.file, p.written.span, p.value)
      )
  }
  return { paths: out, diagnostics }
}
