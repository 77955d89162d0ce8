import { describe, expect, it } from "vitest"
import { expectDiagnostic, parseHelper } from "./helpers.ts"

const pod = `pod web:
  spec:
    containers:
      - name: app
        image: busybox
      - name: proxy
        image: busybox
`

describe("syntax diagnostics", () => {
  it("reports all three syntax errors of a file, each with a caret", () => {
    const result = parseHelper(`scenario "three"
${pod}container app <|exts|> 1 after 5s
at 10s container app exits 1 <|after|>
expect <|eventualy|> container app starts
expect phase Running
`)
    expect(result.diagnostics.map((d) => d.code)).toEqual(["PS1004", "PS1005", "PS1004"])
    expectDiagnostic(result, { code: "PS1004", at: "<|exts|>", message: "unknown word `exts`" })
    expectDiagnostic(result, { code: "PS1005", at: 1 })
    expectDiagnostic(result, { code: "PS1004", at: "<|eventualy|>" })
    expect(result.rendered).toContain("= help: did you mean `exits`?")
    expect(result.rendered).toContain("= help: did you mean `eventually`?")
    expect(result.rendered.match(/\^+/g)).toHaveLength(3)
  })

  it("says what was expected, with phrases", () => {
    const result = parseHelper(`scenario "x"\n${pod}container app <|exts|> 1 after 5s\n`)
    const d = expectDiagnostic(result, { code: "PS1004", at: 0 })
    expect(d.labels[0]!.message).toBe("expected one of: exits, is OOM killed, stops, ignores")
  })

  it("suggests a keyword that was taken for a name", () => {
    const result = parseHelper(`scenario "x"\n${pod}expect pod <|removd|>\n`)
    expectDiagnostic(result, { code: "PS1004", at: 0 }).help
    expect(result.rendered).toContain("did you mean `removed`?")
  })

  it("points at the end of a statement that ends too early", () => {
    const result = parseHelper(`scenario "x"\n${pod}container app exits 1 after<||>\n`)
    expectDiagnostic(result, { code: "PS1006", at: 0 })
  })

  it("reports an empty block and indented lines", () => {
    const result = parseHelper(`scenario "x"\n<|pod db:|>\n${pod}expect phase Running\n  <|expect|> phase Failed\n`)
    expectDiagnostic(result, { code: "PS1010", at: 0 })
    expectDiagnostic(result, { code: "PS1008", at: 1 })
  })
})

describe("semantic diagnostics", () => {
  it("suggests container names, phases, condition types and reasons", () => {
    const result = parseHelper(`scenario "x"
${pod}container <|ap|> exits 1 after 5s
expect phase <|Runing|>
expect condition <|Raedy|> True
expect container app waiting reason <|CrashLoopBackof|>
`)
    expect(expectDiagnostic(result, { code: "PS2001", at: 0 }).help).toBe("did you mean `app`?")
    expect(expectDiagnostic(result, { code: "PS2012", at: 1 }).help).toBe("did you mean `Running`?")
    expect(expectDiagnostic(result, { code: "PS2013", at: 2 }).help).toBe("did you mean `Ready`?")
    expect(expectDiagnostic(result, { code: "PS2014", at: 3 }).help).toBe("did you mean `CrashLoopBackOff`?")
  })

  it("names both lines of overlapping behaviours", () => {
    const result = parseHelper(`scenario "x"
${pod}<|container app exits 1 after 5s|>
<|container app exits 0 after 9s|>
container app exits 0 after 1s on run 1
`)
    const d = expectDiagnostic(result, { code: "PS2004", at: 1 })
    expect(d.labels[1]!.span).toEqual(result.markers[0])
    expect(result.diagnostics.filter((x) => x.code === "PS2004")).toHaveLength(1)
  })

  it("requires the pod prefix for a container name shared by several pods", () => {
    const result = parseHelper(`scenario "x"
${pod}pod db:
  spec:
    containers: [{ name: app, image: busybox }]
container <|app|> exits 1 after 5s
container proxy exits 1 after 5s
container db/app exits 1 after 5s
at 5s <|pod is deleted|>
`)
    expect(expectDiagnostic(result, { code: "PS2003", at: 0 }).help).toBe("write `web/app` or `db/app`")
    expectDiagnostic(result, { code: "PS2030", at: 1 })
    expect(result.diagnostics).toHaveLength(2)
  })

  it("reports times after `end at`, naming the end", () => {
    const result = parseHelper(`scenario "x"\n${pod}at <|12m|> container app exits 1\n<|end at 10m|>\n`)
    const d = expectDiagnostic(result, { code: "PS2005", at: 0 })
    expect(d.labels[1]!.span).toEqual(result.markers[1])
  })
})

describe("compile", () => {
  it("shares the background and expands examples rows with their values", () => {
    const result = parseHelper(`${pod}container app exits 1 after 5s
@slow
scenario "Exit <code>"
at 10s container app exits <code>
expect at 10s container app restarts <n>
examples:
  | code | n |
  | 1    | 1 |
  | 2    | 1 |
scenario "Second"
expect phase Running
`)
    expect(result.rendered).toBe("")
    expect(result.scenarios.map((s) => s.name)).toEqual(["Exit 1 (code=1, n=1)", "Exit 2 (code=2, n=1)", "Second"])
    expect(result.scenarios[0]!.tags).toEqual(["@slow"])
    expect(result.scenarios.every((s) => s.behaviours.length === 1)).toBe(true)
    expect(result.scenarios[1]!.events[0]!.action).toEqual({
      _tag: "ContainerExits",
      pod: "web",
      container: "app",
      exitCode: 2
    })
    expect(result.scenarios[1]!.expectations[0]!.text).toBe("at 10s container app restarts 1")
  })

  it("computes the default end: 5 minutes after the latest time mentioned", () => {
    const result = parseHelper(`scenario "x"\n${pod}at 30s container app exits 1\nexpect at 2m phase Running\n`)
    expect(result.scenarios[0]!.end).toEqual({ at: 420_000, explicit: false })
  })

  it("orders events by time, then file order", () => {
    const result = parseHelper(
      `scenario "x"\n${pod}at 20s container app exits 2\nat 10s container app exits 1\nat 10s container proxy exits 3\n`
    )
    const s = result.scenarios[0]!
    expect(s.events.map((e) => [e.at, e.index])).toEqual([
      [10_000, 0],
      [10_000, 1],
      [20_000, 2]
    ])
    expect(s.eventSpans.map((sp) => result.file.text.slice(sp.start, sp.end))).toEqual([
      "at 10s container app exits 1",
      "at 10s container proxy exits 3",
      "at 20s container app exits 2"
    ])
  })
})
