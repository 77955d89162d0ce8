import { Codes } from "@podscenario/diagnostics"
import { describe, expect, it } from "vitest"
import { parseHelper } from "./helpers.ts"

// Every lexical, syntax, semantic and pod-validation code's documented example produces that code (run,
// expectation and golden codes need a run, except PS5003 which is static). Codes of manifest files need one (their
// examples are in the bad corpus: bad/manifest.podscenario, bad/workloads.podscenario).
const manifestCodes = new Set(["PS2108", "PS2120", "PS2121", "PS2122"])
const staticCodes = Codes.catalogue().filter(
  (e) => !e.reserved && (/^PS[12]/.test(e.code) || e.code === "PS5003") && !manifestCodes.has(e.code)
)

describe("documented examples", () => {
  for (const entry of staticCodes) {
    it(`${entry.code} ${entry.slug}`, () => {
      const result = parseHelper(entry.example)
      expect(
        result.diagnostics.map((d) => d.code),
        result.rendered
      ).toContain(entry.code)
    })
  }
})
