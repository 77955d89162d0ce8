/**
 * Diagnostics as you type, through a real client over stdio: the same codes, spans, help and related locations
 * `podscenario check` prints, and manifests read through `from` watched on disk.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildBundle, type Client, start } from "./client.ts"

const pod = `pod web:
  spec:
    containers: [{ name: app, image: busybox }]
`

describe("diagnostics over stdio", () => {
  let client: Client
  beforeAll(async () => {
    buildBundle()
    client = await start()
  }, 120_000)
  afterAll(async () => {
    expect(await client.close()).toBe(0)
  })

  it("publishes a syntax error with the CLI's expected words and did-you-mean", async () => {
    const uri = client.uriOf("typo.podscenario")
    const published = client.diagnostics(uri)
    client.open("typo.podscenario", `scenario "x"\n${pod}container app exts 1 after 5s\n`)
    expect(await published).toEqual([
      {
        range: { start: { line: 4, character: 14 }, end: { line: 4, character: 18 } },
        severity: 1,
        code: "PS1004",
        source: "podscenario",
        message:
          "unknown word `exts`\nexpected one of: exits, is OOM killed, stops, ignores\nhelp: did you mean `exits`?"
      }
    ])
  })

  it("gives secondary labels as related locations, and clears the diagnostics once the text is fixed", async () => {
    const text = `scenario "x"\n${pod}${pod}expect phase Running\n`
    const uri = client.uriOf("twice.podscenario")
    const published = client.diagnostics(uri)
    client.open("twice.podscenario", text)
    const [duplicate] = await published
    expect(duplicate).toMatchObject({
      code: "PS2007",
      range: { start: { line: 4 } },
      relatedInformation: [{ location: { uri, range: { start: { line: 1 } } }, message: "first declared here" }]
    })
    const fixed = client.diagnostics(uri)
    client.change(uri, 2, `scenario "x"\n${pod}expect phase Running\n`)
    expect(await fixed).toEqual([])
  })

  it("reads manifests through `from` and sees them change on disk", async () => {
    const uri = client.uriOf("from.podscenario")
    const missing = client.diagnostics(uri)
    client.open("from.podscenario", 'scenario "x"\npod web from "manifests/web.yaml"\nexpect phase Running\n')
    expect((await missing).map((d) => d.code)).toEqual(["PS3002"])
    const found = client.diagnostics(uri, (d) => d.length === 0)
    client.write(
      "manifests/web.yaml",
      "apiVersion: v1\nkind: Pod\nmetadata: { name: web }\nspec:\n  containers: [{ name: app, image: busybox }]\n"
    )
    expect(await found).toEqual([])
    // a manifest's own errors are published on the manifest
    const manifest = client.uriOf("manifests/web.yaml")
    // A watcher may read the file between its truncation and its write (a transient "no pod named web"): wait for
    // the diagnostics the finished file gives, as an editor shows them once the next change event is handled.
    const isBadShape = (d: ReadonlyArray<{ readonly code?: unknown }>) => d.some((x) => x.code === "PS2105")
    const broken = client.diagnostics(manifest, isBadShape)
    const shownInScenario = client.diagnostics(uri, isBadShape)
    client.write("manifests/web.yaml", "apiVersion: v1\nkind: Pod\nmetadata: { name: web }\nspec:\n  containers: 3\n")
    expect((await broken).map((d) => [d.code, d.range.start])).toEqual([["PS2105", { line: 4, character: 14 }]])
    // and where the scenario names the manifest, pointing into it
    const [named] = await shownInScenario
    expect(named).toMatchObject({
      code: "PS2105",
      range: { start: { line: 1, character: 13 } },
      relatedInformation: [{ location: { uri: manifest, range: { start: { line: 4, character: 14 } } } }]
    })
  })
})
