import { Codes, Diagnostic, Render, SourceFile, Span } from "@podscenario/diagnostics"
import { describe, expect, it } from "vitest"

const text = `scenario "crash"
pod web from "web.yaml"
container app exts 1 after 5s
container app exits 1 after 5s
container app exits 0 after 9s
`
const file = SourceFile.make("crash.podscenario", text)
const at = (needle: string, from = 0): Span.Span => {
  const start = text.indexOf(needle, from)
  return Span.make(start, start + needle.length)
}

describe("Render", () => {
  it("renders an unknown word with carets and a suggestion", () => {
    const d = Codes.unknownWord(file, at("exts"), "exts", ["exits", "is", "stops", "ignores"])
    expect(Render.render(d)).toMatchInlineSnapshot(`
      "error[PS1004]: unknown word \`exts\`
       --> crash.podscenario:3:15
        |
      3 | container app exts 1 after 5s
        |               ^^^^ expected one of: exits, is, stops, ignores
        |
        = help: did you mean \`exits\`?"
    `)
  })

  it("renders secondary labels on other lines", () => {
    const first = at("container app exits 1")
    const second = at("container app exits 0")
    const d = Codes.overlappingBehaviours(file, second, first, "app", "every run")
    expect(Render.render(d)).toMatchInlineSnapshot(`
      "error[PS2004]: two behaviours of \`app\` cover the same runs
       --> crash.podscenario:5:1
        |
      4 | container app exits 1 after 5s
        | --------------------- so does this one
      5 | container app exits 0 after 9s
        | ^^^^^^^^^^^^^^^^^^^^^ this covers every run
        |
        = help: limit one of them to runs (\`on run 2\`, \`on runs 1..3\`, \`from run 4\`), or remove one
        = note: a behaviour limited to runs overrides an unlimited one for those runs"
    `)
  })

  it("elides distant lines and marks zero-width spans with one caret", () => {
    const end = text.indexOf("\n", text.indexOf("exits 0"))
    const d = Diagnostic.make({
      code: "PS1006",
      message: "the statement ends too early",
      file,
      labels: [
        Diagnostic.primary(Span.make(end, end), "expected a duration"),
        Diagnostic.secondary(at("scenario"), "in")
      ]
    })
    expect(Render.render(d)).toMatchInlineSnapshot(`
      "error[PS1006]: the statement ends too early
       --> crash.podscenario:5:31
        |
      1 | scenario "crash"
        | -------- in
      ...
      5 | container app exits 0 after 9s
        |                               ^ expected a duration"
    `)
  })

  it("renders a diagnostic without labels, and warnings", () => {
    const d = Codes.scenarioUnreadable(SourceFile.make("missing.podscenario", ""), "missing.podscenario", "ENOENT")
    expect(Render.render(d)).toMatchInlineSnapshot(`
      "error[PS3004]: cannot read \`missing.podscenario\`: ENOENT
        = help: check the path; directories are searched for \`*.podscenario\` files"
    `)
    expect(Render.summary([d, { ...d, severity: "warning" }])).toBe("1 error, 1 warning")
  })

  it("lines up the continuation lines of a multi-line note", () => {
    const d = Codes.orderFailed(
      file,
      at('"web.yaml"'),
      "app started, then app exited",
      "never happened",
      "- 0s Pending\n+ 0s Running"
    )
    expect(Render.render(d)).toMatchInlineSnapshot(`
      "error[PS4003]: out of order: app started, then app exited
       --> crash.podscenario:2:14
        |
      2 | pod web from "web.yaml"
        |              ^^^^^^^^^^ never happened
        |
        = note: - 0s Pending
                + 0s Running"
    `)
  })

  it("colours through an injected styler", () => {
    const styler: Render.Styler = { ...Render.plain, error: (s) => `<r>${s}</r>`, primary: (s) => `<p>${s}</p>` }
    const out = Render.render(Codes.unterminatedString(file, at('"web.yaml"')), styler)
    expect(out.split("\n")[0]).toBe("<r>error[PS1002]</r>: unterminated string")
    expect(out).toContain("<p>^^^^^^^^^^ this string is never closed</p>")
  })
})

describe("SourceFile", () => {
  it("maps offsets to lines and columns and back", () => {
    const f = SourceFile.make("a", "ab\r\ncd\ne")
    expect(SourceFile.position(f, 0)).toEqual({ line: 1, column: 1 })
    expect(SourceFile.position(f, 4)).toEqual({ line: 2, column: 1 })
    expect(SourceFile.position(f, 8)).toEqual({ line: 3, column: 2 })
    expect(SourceFile.offsetAt(f, { line: 2, column: 2 })).toBe(5)
    expect(SourceFile.lineText(f, 1)).toBe("ab")
    expect(SourceFile.location(f, 7)).toBe("a:3:1")
  })
})
