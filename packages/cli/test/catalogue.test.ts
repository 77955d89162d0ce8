/**
 * One catalogue that matches what users see: every code of the catalogue (packages/diagnostics/src/Codes.ts) that
 * is not reserved reaches the user. Its documented example, run by the CLI as a user would (`podscenario run`, with
 * the JUnit report beside the terminal's, where failed expectations and goldens carry their code), prints that code.
 * The files the examples name are here, as their comments describe them.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { Codes } from "@podscenario/diagnostics"
import { describe, expect, it } from "vitest"
import { runCli, temporaryDirectory } from "./helpers.ts"

const fixtures: Readonly<Record<string, string>> = {
  "crash.podscenario":
    'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Running\n',
  "web.yaml":
    "apiVersion: v1\nkind: Pod\nmetadata: { name: web }\nspec:\n  containers: [{ name: app, image: busybox }]\n",
  "pods.yaml": [
    "apiVersion: v1\nkind: Pod\nmetadata: { name: db }\nspec:\n  containers: [{ name: db, image: postgres }]\n",
    "apiVersion: v1\nkind: Pod\nmetadata: { name: cache }\nspec:\n  containers: [{ name: cache, image: redis }]\n"
  ].join("---\n"),
  "all.yaml": [
    "apiVersion: apps/v1\nkind: Deployment\nmetadata: { name: web }\nspec:\n  template:\n    spec:\n      containers: [{ name: app, image: busybox }]\n",
    "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: { name: web }\nspec:\n  template:\n    spec:\n      containers: [{ name: app, image: busybox }]\n",
    "apiVersion: v1\nkind: Service\nmetadata: { name: web }\nspec:\n  ports: [{ port: 80 }]\n"
  ].join("---\n"),
  "golden/x.md": "an older timeline\n",
  "config/trailing-comma.json": '{ "paths": ["scenarios"], }\n',
  "config/misspelt.json": '{ "pahts": ["scenarios"] }\n',
  "config/wrong-type.json": '{ "parallel": "four" }\n'
}

/**
 * Codes no input can produce, each with why, and the source that would emit it: checked to call its builder.
 */
const unreachable: ReadonlyArray<{
  readonly code: string
  readonly why: string
  readonly source: string
  readonly call: string
}> = [
  {
    code: "PS3006",
    why: "a run whose timeline differs from its first is a bug of podscenario that `--repeat` is there to catch",
    source: "packages/interpreter/src/ScenarioRun.ts",
    call: "Codes.nondeterministicRun("
  }
]

const root = fileURLToPath(new URL("../../..", import.meta.url))

describe("the diagnostic catalogue", () => {
  const tmp = temporaryDirectory("podscenario-catalogue-")

  /** Everything a user sees of the example's run: both streams and the JUnit report. */
  const shown = async (example: string): Promise<string> => {
    for (const [name, text] of Object.entries(fixtures)) tmp.write(name, text)
    const command = example.startsWith("podscenario ")
    if (!command) tmp.write("example.podscenario", example)
    const argv = command
      ? example
          .replace(/\s+#.*$/, "")
          .split(/\s+/)
          .slice(1)
      : ["run", "example.podscenario", "--format", "pretty", "--format", "junit:junit.xml"]
    const run = await runCli(tmp.dir, argv, example.includes("CI=true") ? { CI: "true" } : {})
    const junit = path.join(tmp.dir, "junit.xml")
    return `${run.output}\n${fs.existsSync(junit) ? fs.readFileSync(junit, "utf8") : ""}`
  }

  for (const entry of Codes.catalogue().filter((e) => !e.reserved)) {
    const exempt = unreachable.find((u) => u.code === entry.code)
    it(`${entry.code} ${entry.slug} reaches the user`, async () => {
      if (exempt === undefined) {
        expect(await shown(entry.example)).toMatch(new RegExp(`\\b${entry.code}\\b`))
      } else {
        expect(fs.readFileSync(path.join(root, exempt.source), "utf8")).toContain(exempt.call)
      }
    })
  }

  it("is the only place a code is spelled in the packages' sources", () => {
    const sources = fs
      .readdirSync(path.join(root, "packages"), { recursive: true, encoding: "utf8" })
      .filter((f) => /^[^/]+\/src\/.*\.ts$/.test(f) && !f.startsWith("diagnostics/src/internal/codes/"))
    const spelled = sources.filter((f) =>
      /["']PS\d{4}["']/.test(fs.readFileSync(path.join(root, "packages", f), "utf8"))
    )
    expect(spelled).toEqual([])
  })
})
