/**
 * Writes `packages/core/src/generated/featureGateSpecs.ts` from `packages/core/test/data/kube_features.go.txt` (part
 * of `pnpm gen`). To move to a newer Kubernetes source: replace the specs in that file with the same gates' specs
 * of the newer `pkg/features/kube_features.go`, update its first lines, and run `pnpm gen`.
 */
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { parseSources, parseSpecs, render } from "./featureGates.ts"

const core = join(import.meta.dirname, "..")
const source = readFileSync(join(core, "test", "data", "kube_features.go.txt"), "utf8")
writeFileSync(
  join(core, "src", "generated", "featureGateSpecs.ts"),
  render(parseSpecs(source), parseSources(source), "packages/core/test/data/kube_features.go.txt")
)
