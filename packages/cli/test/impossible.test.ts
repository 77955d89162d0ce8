/**
 * Events that cannot happen (language reference §11.4, §11.6): each file of test/impossible/ runs through the CLI and must
 * exit 2 with every impossible event at its line, saying why and when it could happen; the rendered output is pinned
 * in the file's `.errors.txt` (`-u` rewrites it).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { describe, expect, it } from "vitest"
import { runCli } from "./helpers.ts"

const dir = path.join(import.meta.dirname, "impossible")
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".podscenario"))
  .sort()

describe("impossible events", () => {
  it.each(files)("%s", async (name) => {
    const { code, stdout } = await runCli(dir, ["run", name, "--format", "pretty"])
    expect(code).toBe(2)
    const report = stdout.replace(/^ Duration .*$/m, " Duration  (elided)")
    await expect(report).toMatchFileSnapshot(path.join(dir, name.replace(/\.podscenario$/, ".errors.txt")))
  })
})
