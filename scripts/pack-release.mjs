// `pnpm pack:release [--out DIR]`: builds the published package `podscenario` (packages/podscenario) and writes
// its tarball, `DIR/podscenario-<version>.tgz`, and the VS Code extension, `DIR/podscenario-<version>.vsix`
// (default DIR: dist/ at the repository root).
//
// The package holds no code of its own: its dist/ is the CLI bundle of packages/cli/scripts/build.mjs (the
// executable, the program and the worker entry) plus the entries of the programmatic API. It has no runtime
// dependencies: the bundle carries them. The V8 code cache the build makes beside the program is left out: it fits
// only the exact Node build that made it, so the user's machine makes its own at the first run (CompileCache.ts).

import { execFileSync } from "node:child_process"
import { copyFileSync, mkdirSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { bundleFiles } from "../packages/cli/scripts/bundle-files.mjs"

const root = fileURLToPath(new URL("..", import.meta.url))
const cliDist = join(root, "packages/cli/dist")
const pkg = join(root, "packages/podscenario")
const dist = join(pkg, "dist")
const outFlag = process.argv.indexOf("--out")
const out = resolve(outFlag < 0 ? join(root, "dist") : process.argv[outFlag + 1])

execFileSync(process.execPath, [join(root, "packages/cli/scripts/build.mjs")], { stdio: "inherit" })

rmSync(dist, { recursive: true, force: true })
mkdirSync(dist, { recursive: true })
// beside the bundle, the package's own entries: the API and the vitest bridge (the extension has no use for them)
const packageFiles = ["lib.cjs", "lib.mjs", "lib.d.ts", "lib.d.cts", "vitest.mjs", "vitest.d.ts"]
for (const file of [...bundleFiles(cliDist), ...packageFiles]) copyFileSync(join(cliDist, file), join(dist, file))
copyFileSync(join(root, "LICENSE"), join(pkg, "LICENSE"))

mkdirSync(out, { recursive: true })
// npm, not pnpm: the tarball users install. pnpm's own npm_config_* settings would only make npm warn.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("npm_config_")))
const [packed] = JSON.parse(
  execFileSync("npm", ["pack", "--json", "--loglevel=error", "--pack-destination", out], {
    cwd: pkg,
    encoding: "utf8",
    env
  })
)
process.stdout.write(`${join(out, packed.filename)} (${packed.size} bytes, ${packed.entryCount} files)\n`)

// Other artefacts of a release are built below and written to `out`.

// The VS Code extension (packages/vscode/scripts/pack.mjs), on the CLI bundle built above.
execFileSync(process.execPath, [join(root, "packages/vscode/scripts/pack.mjs"), "--no-build", "--out", out], {
  // its report on stderr: the tarball's line stays the last of stdout, for scripts that read it
  stdio: ["ignore", 2, 2]
})
