import { GitHub, Json, JUnit, Pretty, Result } from "@podscenario/reporters"
import { describe, expect, it } from "vitest"
import { brokenRun } from "./fixtures/timelines.ts"
import { wellFormed } from "./fixtures/xml.ts"

describe("a file with errors", () => {
  it("pretty prints its diagnostics", () => {
    expect(Pretty.render(brokenRun())).toMatchInlineSnapshot(`
      "
      error[PS1004]: unknown word \`exts\`
       --> scenarios/typo.podscenario:2:15
        |
      2 | container app exts 1 after 5s
        |               ^^^^ expected one of: exits, is, stops, ignores
        |
        = help: did you mean \`exits\`?

      warning[PS2999]: a, b: c % d
       --> scenarios/typo.podscenario:1:1
        |
      1 | scenario "typo"
        | ^^^^^^^^

       Scenarios     (0)
       Expectations  (0)
       Diagnostics   1 error, 1 warning
       Duration      5ms
      "
    `)
    expect(Result.isSuccess(brokenRun())).toBe(false)
  })
  it("junit reports a (diagnostics) testcase with an error", () => {
    const xml = JUnit.render(brokenRun())
    expect(xml).toMatchInlineSnapshot(`
      "<?xml version="1.0" encoding="UTF-8"?>
      <testsuites name="podscenario" tests="1" failures="0" errors="1" time="0.005">
        <testsuite name="scenarios/typo.podscenario" hostname="podscenario" tests="1" failures="0" errors="1" skipped="0" time="0.000" file="scenarios/typo.podscenario">
          <testcase classname="scenarios/typo.podscenario" name="(diagnostics)" time="0.000">
            <error message="scenarios/typo.podscenario:2:15 unknown word \`exts\`" type="PS1004">error[PS1004]: unknown word \`exts\`
       --&gt; scenarios/typo.podscenario:2:15
        |
      2 | container app exts 1 after 5s
        |               ^^^^ expected one of: exits, is, stops, ignores
        |
        = help: did you mean \`exits\`?</error>
          </testcase>
        </testsuite>
      </testsuites>
      "
    `)
    expect(wellFormed(xml)).toEqual([])
  })
  it("github annotates errors and warnings", () => {
    expect(GitHub.render(brokenRun())).toMatchInlineSnapshot(`
      "::error file=scenarios/typo.podscenario,line=2,col=15,title=PS1004 unknown word \`exts\`::error[PS1004]: unknown word \`exts\`%0A --> scenarios/typo.podscenario:2:15%0A  |%0A2 | container app exts 1 after 5s%0A  |               ^^^^ expected one of: exits, is, stops, ignores%0A  |%0A  = help: did you mean \`exits\`?
      ::warning file=scenarios/typo.podscenario,line=1,col=1,title=PS2999 a%2C b%3A c %25 d::warning[PS2999]: a, b: c %25 d%0A --> scenarios/typo.podscenario:1:1%0A  |%0A1 | scenario "typo"%0A  | ^^^^^^^^
      "
    `)
  })
  it("json carries positions and rendered text", () => {
    const data = JSON.parse(Json.render(brokenRun()))
    expect(data.files[0].diagnostics[0]).toMatchInlineSnapshot(`
      {
        "code": "PS1004",
        "column": 15,
        "help": "did you mean \`exits\`?",
        "line": 2,
        "message": "unknown word \`exts\`",
        "rendered": "error[PS1004]: unknown word \`exts\`
       --> scenarios/typo.podscenario:2:15
        |
      2 | container app exts 1 after 5s
        |               ^^^^ expected one of: exits, is, stops, ignores
        |
        = help: did you mean \`exits\`?",
        "severity": "error",
        "uri": "scenarios/typo.podscenario",
      }
    `)
  })
})
