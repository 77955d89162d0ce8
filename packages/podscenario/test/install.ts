/**
 * The package as a user gets it, made once for the project's test files (vitest `globalSetup`): `pnpm
 * pack:release` writes the tarball, and plain `npm install` puts it into an empty directory under the system's
 * temporary folder, outside this workspace (no pnpm, no workspace packages to fall back on).
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import type { TestProject } from "vitest/node"

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder holding `node_modules/podscenario` and the tarball it was installed from. */
    readonly installed: { readonly dir: string; readonly tarball: string }
  }
}

const root = fileURLToPath(new URL("../../..", import.meta.url))

/**
 * The environment of npm and of the installed CLI, as a new user's: pnpm's npm_config_* settings left out, and an
 * empty npm user configuration (this machine's ~/.npmrc may hold settings that make npm warn on every call).
 */
export const userEnv = (): Record<string, string> => ({
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !entry[0].toLowerCase().startsWith("npm_config_")
    )
  ),
  npm_config_userconfig: path.join(os.tmpdir(), "podscenario-empty-npmrc")
})

/**
 * Packs the release into `dir` and installs the tarball with plain npm into `dir/user`, a new project; the test
 * files and `pnpm bench` both start from this.
 */
export const installRelease = (
  dir: string,
  env: Record<string, string>
): { readonly user: string; readonly tarball: string } => {
  const out = execFileSync(process.execPath, [path.join(root, "scripts/pack-release.mjs"), "--out", dir], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"]
  })
  const tarball = out.trim().split("\n").at(-1)!.split(" ")[0]!
  const user = path.join(dir, "user")
  fs.mkdirSync(user)
  fs.writeFileSync(path.join(user, "package.json"), `${JSON.stringify({ name: "user-project", private: true })}\n`)
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", "--offline", tarball], {
    cwd: user,
    env,
    stdio: ["ignore", "ignore", "inherit"]
  })
  return { user, tarball }
}

export default (project: TestProject) => {
  fs.writeFileSync(path.join(os.tmpdir(), "podscenario-empty-npmrc"), "")
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "podscenario-installed-"))
  const { user, tarball } = installRelease(dir, userEnv())
  project.provide("installed", { dir: user, tarball })
  return () => fs.rmSync(dir, { recursive: true, force: true })
}
