/**
 * fast-check inputs for the parser's property tests: words of the language strung together, and real files
 * mutated (characters, lines and indentation), which keeps most of a file valid around the damage.
 */
import * as fc from "fast-check"

/** Words and fragments of the language, and a few things that break tokenizers. */
export const pieces = [
  "scenario",
  '"x"',
  '"unterminated',
  '"a\\"b\\\\c\\n"',
  "pod",
  "web",
  "web/app",
  ":",
  "\n",
  "\r\n",
  "\n  spec:\n    containers: [{ name: app, image: busybox }]",
  "container",
  "app",
  "exits",
  "1",
  "after",
  "5s",
  "30s1m",
  "1.5s",
  "99999999999999999999",
  "on",
  "run",
  "runs",
  "1..3",
  "is",
  "OOM",
  "killed",
  "at",
  "expect",
  "never",
  "from",
  "until",
  "times",
  "phase",
  "Running",
  "running",
  "not ready",
  "restarts 2",
  "kubelet on node-1 restarts",
  "kubelet stops",
  "image is updated to",
  "reason",
  "order:",
  ",",
  "examples:",
  "\n  | a | b |",
  "<a>",
  "#",
  "@tag",
  "~",
  "  ",
  "\\"
]

/** Language-ish text: pieces joined by blanks and line breaks. */
export const wordSoup: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...pieces), fc.constantFrom(" ", " ", "\n", "\n  ", "")), { maxLength: 40 })
  .map((parts) => parts.map(([p, s]) => p + s).join(""))

/** One edit of a text, at a relative position (0 ≤ at < 1). */
type Edit = (text: string) => string

const at = fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true })
const offset = (text: string, p: number): number => Math.floor(p * (text.length + 1))

const onLines =
  (p: number, change: (lines: Array<string>, i: number) => void): Edit =>
  (text) => {
    const lines = text.split("\n")
    change(lines, Math.floor(p * lines.length))
    return lines.join("\n")
  }

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.tuple(at, fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 8 }))).map(
    ([p, s]): Edit =>
      (text) =>
        text.slice(0, offset(text, p)) + s + text.slice(offset(text, p))
  ),
  fc.tuple(at, fc.integer({ min: 1, max: 20 })).map(
    ([p, n]): Edit =>
      (text) =>
        text.slice(0, offset(text, p)) + text.slice(offset(text, p) + n)
  ),
  fc.tuple(at, fc.constantFrom(" ", "\n", ":", "|", "<", ">", '"', "\t", "0", "/", ".", "\\", "é")).map(
    ([p, c]): Edit =>
      (text) =>
        text.slice(0, offset(text, p)) + c + text.slice(offset(text, p) + 1)
  ),
  fc.tuple(at, fc.integer({ min: -4, max: 4 })).map(([p, by]) =>
    onLines(p, (lines, i) => {
      const line = lines[i] ?? ""
      lines[i] = by >= 0 ? " ".repeat(by) + line : line.slice(Math.min(-by, line.length - line.trimStart().length))
    })
  ),
  at.map((p) => onLines(p, (lines, i) => lines.splice(i, 0, lines[i] ?? ""))),
  at.map((p) => onLines(p, (lines, i) => lines.splice(i, 1)))
)

/** One of `texts`, with one to five edits. */
export const mutated = (texts: ReadonlyArray<string>): fc.Arbitrary<string> =>
  fc
    .tuple(fc.constantFrom(...texts), fc.array(edit, { minLength: 1, maxLength: 5 }))
    .map(([text, edits]) => edits.reduce((t, e) => e(t), text))
