/**
 * The TextMate grammar's names (grammar/podscenario.tmLanguage.json, as an editor loads it): a word where the grammar
 * wants a name is coloured as a name, even when it is a keyword's word. Its patterns run here as JavaScript regular
 * expressions (the Oniguruma syntax they use is the common subset).
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

interface Capturing {
  readonly match: string
  readonly captures: Readonly<Record<string, { readonly name: string }>>
}

const grammar = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "..", "grammar", "podscenario.tmLanguage.json"), "utf8")
) as { repository: { name: { patterns: ReadonlyArray<Capturing> } } }

/** `kind name` for each name the grammar finds in a line. */
const names = (line: string): ReadonlyArray<string> =>
  grammar.repository.name.patterns.flatMap((pattern) =>
    [...line.matchAll(new RegExp(pattern.match, "g"))].flatMap((m) =>
      Object.entries(pattern.captures).flatMap(([group, { name }]) =>
        name.startsWith("entity.name.") ? [`${name.split(".")[2]} ${m[Number(group)]}`] : []
      )
    )
  )

describe("TextMate names", () => {
  it.each([
    ["at 5s container restarts exits 1", ["container restarts"]],
    ["expect container web/app running", ["container web/app"]],
    ["at 90s node kubelet fails", ["node kubelet"]],
    ["at 95s kubelet on node-1 restarts", ["node node-1"]],
    ["expect pod web phase Running", ["pod web"]],
    ["at 60s pod is is deleted", ["pod is"]],
    ["at 60s pod is deleted", []],
    ["expect pod phase Running", []]
  ])("%s", (line, expected) => {
    expect(names(line)).toEqual(expected)
  })
})
