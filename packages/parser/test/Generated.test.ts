import { readFileSync } from "node:fs"
import { join } from "node:path"
import { compile } from "@podscenario/parser"
import { describe, expect, it } from "vitest"
import { generate } from "../scripts/generate.ts"

const root = join(import.meta.dirname, "..", "..", "..")

describe("generated files (`pnpm gen`)", () => {
  for (const [path, content] of generate(compile)) {
    it(`${path} is fresh`, () => {
      let onDisk: string | undefined
      try {
        onDisk = readFileSync(join(root, path), "utf8")
      } catch {
        onDisk = undefined
      }
      expect(onDisk, `${path} is stale: run \`pnpm gen\``).toBe(content)
    })
  }
})
