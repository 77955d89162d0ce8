import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { Codes } from "@podscenario/diagnostics"
import { describe, expect, it } from "vitest"
import { parseHelper } from "./helpers.ts"

const dir = (name: string) => join(import.meta.dirname, name)
const files = (name: string) =>
  readdirSync(dir(name))
    .filter((f) => f.endsWith(".podscenario"))
    .sort()

const manifestsFor = (text: string, folder: string): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const m of text.matchAll(/from "([^"]+)"/g)) {
    try {
      out[m[1]!] = readFileSync(join(dir(folder), m[1]!), "utf8")
    } catch {
      // unreadable: the interpreter reports it; compile skips the pod
    }
  }
  return out
}

describe("good corpus", () => {
  for (const name of files("good")) {
    it(`${name} has no diagnostics`, () => {
      const text = readFileSync(join(dir("good"), name), "utf8")
      const result = parseHelper(text, { uri: `good/${name}`, manifests: manifestsFor(text, "good") })
      expect(result.rendered).toBe("")
      expect(result.scenarios.length).toBeGreaterThan(0)
    })
  }
})

describe("bad corpus", () => {
  for (const name of files("bad")) {
    it(`${name} reports its diagnostics`, async () => {
      const text = readFileSync(join(dir("bad"), name), "utf8")
      const result = parseHelper(text, { uri: `bad/${name}`, manifests: manifestsFor(text, "bad") })
      expect(result.diagnostics.length).toBeGreaterThan(0)
      await expect(result.rendered).toMatchFileSnapshot(join(dir("bad"), name.replace(/\.podscenario$/, ".errors.txt")))
    })
  }
})

describe("bad corpus coverage", () => {
  it("pins every lexical, syntax, semantic and pod-validation code", () => {
    const pinned = files("bad")
      .map((f) => readFileSync(join(dir("bad"), f.replace(/\.podscenario$/, ".errors.txt")), "utf8"))
      .join("\n")
    const missing = Codes.catalogue()
      .filter((e) => !e.reserved && /^PS[12]/.test(e.code))
      .filter((e) => !pinned.includes(`[${e.code}]`))
      .map((e) => e.code)
    expect(missing).toEqual([])
  })
})
