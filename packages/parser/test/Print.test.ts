import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { SourceFile } from "@podscenario/diagnostics"
import { parse } from "@podscenario/parser/Parse"
import { format, print } from "@podscenario/parser/Print"
import { describe, expect, it } from "vitest"

/** The tree without spans: what a round trip must keep. */
const strip = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(strip)
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== "span")
        .map(([k, v]) => [k, strip(v)])
    )
  }
  return value
}

const dir = join(import.meta.dirname, "good")
const scenarios = join(import.meta.dirname, "..", "..", "..", "scenarios")
const walk = (d: string): Array<string> =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".podscenario") ? [join(d, e.name)] : []
  )
const corpus = [
  ...readdirSync(dir)
    .filter((f) => f.endsWith(".podscenario"))
    .map((f) => join(dir, f)),
  ...walk(scenarios).filter((f) => !f.includes("/invalid/"))
]

describe("print", () => {
  for (const path of corpus) {
    const name = path.slice(path.lastIndexOf("/", path.lastIndexOf("/") - 1) + 1)
    it(`round-trips ${name}`, () => {
      const text = readFileSync(path, "utf8")
      const first = parse(SourceFile.make(name, text))
      const printed = print(first.document, text)
      const second = parse(SourceFile.make(name, printed))
      expect(second.diagnostics).toEqual([])
      expect(strip(second.document)).toEqual(strip(first.document))
      expect(print(second.document, printed)).toBe(printed)
    })
  }

  it("refuses to format a file with syntax errors", () => {
    const result = format(SourceFile.make("x", 'scenario "x"\ncontainer app exts 1 after 5s\n'))
    expect(result.text).toBeUndefined()
    expect(result.diagnostics.map((d) => d.code)).toEqual(["PS1004"])
    const ok = format(SourceFile.make("x", 'scenario   "x"\n'))
    expect(ok).toMatchObject({ text: 'scenario "x"\n', changed: true })
  })

  it("normalizes spacing, aligns tables and keeps comments", () => {
    const text = `# leading
@a   @b
scenario   "x <p>"   # why
pod web:
  spec:
    containers: [{ name: app, image: busybox }]  # yaml comment
container   app exits 1   after 5s on runs 1..3


expect   never from 1m   until 2m   signal SIGKILL to app
expect order: container app starts,container app exits
examples:
  | p | longer column |
  # inside
  | a value | b |
`
    expect(print(parse(SourceFile.make("x", text)).document, text)).toMatchInlineSnapshot(`
      "# leading
      @a @b
      scenario "x <p>"  # why
      pod web:
        spec:
          containers: [{ name: app, image: busybox }]  # yaml comment
      container app exits 1 after 5s on runs 1..3

      expect never from 1m until 2m signal SIGKILL to app
      expect order: container app starts, container app exits
      # inside
      examples:
        | p       | longer column |
        | a value | b             |
      "
    `)
  })
})
