/**
 * podscenario.config.json through the CLI: found walking up from the current directory (or `--config`), its keys
 * the defaults of the flags, every problem a PS6xxx diagnostic at its line and column, and nothing run or written
 * when it has one.
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { crashLoopScenario, runCli, temporaryDirectory } from "./helpers.ts"

const tmp = temporaryDirectory("podscenario-config-")
const write = tmp.write

describe("podscenario.config.json", () => {
  it("is found walking up from the current directory; its paths are relative to it, flags override it", async () => {
    write(
      "podscenario.config.json",
      JSON.stringify({
        $schema: "./node_modules/podscenario/podscenario.config.schema.json",
        paths: ["suite/**/*.podscenario"],
        formats: ["pretty", "junit:reports/junit.xml"],
        tags: "not @slow"
      })
    )
    write("suite/a/one.podscenario", crashLoopScenario("one"))
    write("suite/b/two.podscenario", crashLoopScenario("two", 1, "@slow\n"))
    write("work/.keep", "")
    const cwd = path.join(tmp.dir, "work")
    const ran = await runCli(cwd, ["run"])
    expect(ran.stdout).toContain("✓ ../suite/a/one.podscenario:1  one")
    expect(ran.stdout).toContain("↓ ../suite/b/two.podscenario:2  two")
    expect(ran.code).toBe(0)
    expect(fs.readFileSync(path.join(tmp.dir, "reports/junit.xml"), "utf8")).toContain('name="one"')
    // flags win: another format, another tag expression, another path
    const flagged = await runCli(cwd, ["run", "../suite/b", "--format", "dot", "--tags", "@slow"])
    expect(flagged.stdout).toContain("1 passed")
    expect(flagged.stdout).not.toContain("✓ ../suite")
  })

  it("--config names the file; lang, shard and goldens apply", async () => {
    write(
      "ci/podscenario.json",
      JSON.stringify({ lang: "fr", goldens: "none", shard: "1/1", parallel: 1, kubernetes: "1.33" })
    )
    write("one.podscenario", `${crashLoopScenario("one")}golden "golden/one.md"\n`)
    const ran = await runCli(tmp.dir, [
      "run",
      "one.podscenario",
      "--config",
      "ci/podscenario.json",
      "--format",
      "pretty"
    ])
    // goldens "none": the missing golden is not written, so it fails
    expect(ran.code).toBe(1)
    expect(fs.existsSync(path.join(tmp.dir, "golden/one.md"))).toBe(false)
  })

  it("a missing --config file is PS6001, exit 2, nothing run", async () => {
    write("one.podscenario", crashLoopScenario("one"))
    const ran = await runCli(tmp.dir, ["run", "--config", "nope.json", "--format", "junit:out.xml"])
    expect(ran.stderr).toMatchInlineSnapshot(`
      "error[PS6001]: cannot read configuration file \`nope.json\`: no such file
        = help: \`--config\` names a file relative to the current directory

      "
    `)
    expect(ran.code).toBe(2)
    expect(fs.existsSync(path.join(tmp.dir, "out.xml"))).toBe(false)
  })

  it("malformed JSON is PS6002 at its line and column", async () => {
    write("podscenario.config.json", '{\n  "paths": ["scenarios"],\n}\n')
    const ran = await runCli(tmp.dir, ["check"])
    expect(ran.stderr).toMatchInlineSnapshot(`
      "error[PS6002]: the configuration file is not valid JSON: no comma after the last entry
       --> podscenario.config.json:3:1
        |
      3 | }
        | ^ no comma after the last entry
        |
        = help: podscenario.config.json is plain JSON: double-quoted keys, no comments, no trailing commas

      "
    `)
    expect(ran.code).toBe(2)
  })

  it("unknown keys and wrong types are reported all at once, with did-you-mean", async () => {
    write(
      "podscenario.config.json",
      '{\n  "pahts": ["x"],\n  "parallel": "four",\n  "lang": "de",\n  "formats": ["jnuit"]\n}\n'
    )
    const ran = await runCli(tmp.dir, ["run"])
    expect(ran.stderr).toMatchInlineSnapshot(`
      "error[PS6003]: unknown key \`pahts\` in the configuration
       --> podscenario.config.json:2:3
        |
      2 |   "pahts": ["x"],
        |   ^^^^^^^ expected one of: $schema, paths, formats, lang, kubernetes, tags, shard, parallel, goldens
        |
        = help: did you mean \`paths\`?

      error[PS6004]: \`parallel\` must be a whole number ≥ 1
       --> podscenario.config.json:3:15
        |
      3 |   "parallel": "four",
        |               ^^^^^^ expected a whole number ≥ 1
        |
        = help: the keys are described by the JSON Schema the package ships (\`$schema\`)

      error[PS6004]: \`lang\` must be one of "en", "es", "fr", "uk"
       --> podscenario.config.json:4:11
        |
      4 |   "lang": "de",
        |           ^^^^ expected one of "en", "es", "fr", "uk"
        |
        = help: the keys are described by the JSON Schema the package ships (\`$schema\`)

      error[PS6004]: \`formats\` must be an array of formats such as "dot" or "junit:reports/junit.xml"
       --> podscenario.config.json:5:14
        |
      5 |   "formats": ["jnuit"]
        |              ^^^^^^^^^ expected an array of formats such as "dot" or "junit:reports/junit.xml"
        |
        = help: unknown format \`jnuit\`: did you mean \`junit\`? (formats: pretty, dot, junit, json, ndjson, github, html)

      "
    `)
    expect(ran.code).toBe(2)
  })

  it("kubernetes must be a release the simulator models", async () => {
    write("podscenario.config.json", '{ "kubernetes": "1.12" }\n')
    const ran = await runCli(tmp.dir, ["check"])
    expect(ran.stderr).toContain('error[PS6004]: `kubernetes` must be one of "1.29"')
    expect(ran.stderr).toContain(" --> podscenario.config.json:1:17")
    expect(ran.code).toBe(2)
  })

  it("a glob that matches nothing is PS6005: on the command line, and in the configuration at its place", async () => {
    const direct = await runCli(tmp.dir, ["run", "nothing/**/*.podscenario"])
    expect(direct.stderr).toContain("error[PS6005]: `nothing/**/*.podscenario` matches no scenario file")
    expect(direct.code).toBe(2)
    write("podscenario.config.json", '{ "paths": ["suite/*.podscenario"] }\n')
    const configured = await runCli(tmp.dir, ["run"])
    expect(configured.stderr).toContain(" --> podscenario.config.json:1:13")
    expect(configured.code).toBe(2)
  })
})
