// Bundles the CLI into one ESM file so that it starts fast (no module resolution of the workspace at run time).
// Node 20 cannot strip TypeScript types, so the `bin` must be this bundle.

import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))

await build({
  entryPoints: [`${root}/src/bin.ts`],
  outfile: `${root}/dist/podscenario.mjs`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minifySyntax: true,
  legalComments: "none",
  logLevel: "warning",
  define: { "process.env.PODSCENARIO_VERSION": JSON.stringify(version) },
  // Some dependencies still call require(); give the ESM bundle one.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);"
  }
})
