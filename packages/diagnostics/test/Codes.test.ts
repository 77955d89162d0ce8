import { Codes, Suggest } from "@podscenario/diagnostics"
import { describe, expect, it } from "vitest"

describe("Codes", () => {
  const all = Codes.catalogue()

  it("has unique codes and slugs", () => {
    expect(new Set(all.map((e) => e.code)).size).toBe(all.length)
    expect(new Set(all.map((e) => e.slug)).size).toBe(all.length)
  })

  it("spells codes PS + 4 digits in their range, slugs in kebab case", () => {
    for (const e of all) {
      expect(e.code).toMatch(/^PS[1-6]\d{3}$/)
      expect(e.slug).toMatch(/^[a-z]+(-[a-z]+)*$/)
    }
  })

  it("documents every code with a template, help and an example", () => {
    for (const e of all) {
      expect(e.template.length, e.code).toBeGreaterThan(0)
      expect(e.help.length, e.code).toBeGreaterThan(0)
      expect(e.example.trim().length, e.code).toBeGreaterThan(0)
    }
  })
})

describe("Suggest", () => {
  it("suggests close words only", () => {
    expect(Suggest.closest("exts", ["exits", "is", "stops"])).toBe("exits")
    expect(Suggest.closest("Runing", ["Pending", "Running", "Succeeded"])).toBe("Running")
    expect(Suggest.closest("raedy", ["ready", "restarts"])).toBe("ready")
    expect(Suggest.closest("true", ["True", "False"])).toBe("True")
    expect(Suggest.closest("banana", ["exits", "stops"])).toBeUndefined()
    expect(Suggest.distance("ab", "ba")).toBe(1)
    expect(Suggest.distance("kitten", "sitting", 2)).toBeUndefined()
  })
})
