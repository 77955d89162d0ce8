/**
 * `pnpm gen`: writes grammar/*, src/generated/cst.d.ts and docs/reference/diagnostics.md (see generate.ts).
 * Run from the repository root: `npx tsx packages/parser/scripts/gen.ts`.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { compile } from "@podscenario/parser"
import { generate } from "./generate.ts"

const root = join(import.meta.dirname, "..", "..", "..")
const files = generate(compile)
// Diagrams of rules that no longer exist must go.
const diagramDir = join(root, "grammar", "diagrams")
try {
  for (const f of readdirSync(diagramDir)) if (!files.has(`grammar/diagrams/${f}`)) rmSync(join(diagramDir, f))
} catch {
  // first run
}
for (const [path, content] of files) {
  const target = join(root, path)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, content)
}
console.log(`wrote ${files.size} files`)
