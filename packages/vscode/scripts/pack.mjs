// Packs the VS Code extension: `node packages/vscode/scripts/pack.mjs [--out DIR]` writes
// `DIR/podscenario-<version>.vsix` (default DIR: dist/ at the repository root). `pnpm pack:release` runs it.
//
// The .vsix holds:
// - extension/dist/extension.cjs: src/extension.ts bundled with vscode-languageclient (`vscode` is VS Code's own);
// - extension/server/: the CLI bundle of packages/cli/scripts/build.mjs (the executable, its program, the simulation
//   thread `lsp-worker.cjs` and the `run --parallel` worker), started as `podscenario lsp` on VS Code's Node;
// - extension/syntaxes/ and language-configuration.json: the TextMate grammar generated into grammar/vscode/;
// - package.json: grammar/vscode/package.json's contributions plus the client's entry, activation and settings.
//
// The V8 code cache the CLI build makes is left out: it fits only the Node that made it (VS Code's is another).

import { execFileSync } from "node:child_process"
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { bundleFiles } from "@podscenario/cli/bundle-files"
import { build } from "esbuild"

const root = fileURLToPath(new URL("../../..", import.meta.url))
const here = join(root, "packages/vscode")
const cliDist = join(root, "packages/cli/dist")
const stage = join(here, ".tmp/extension")
const outFlag = process.argv.indexOf("--out")
const out = resolve(outFlag < 0 ? join(root, "dist") : process.argv[outFlag + 1])
const { version } = JSON.parse(readFileSync(join(root, "packages/podscenario/package.json"), "utf8"))

if (!process.argv.includes("--no-build")) {
  execFileSync(process.execPath, [join(root, "packages/cli/scripts/build.mjs")], { stdio: "inherit" })
}

rmSync(stage, { recursive: true, force: true })
mkdirSync(join(stage, "server"), { recursive: true })

await build({
  entryPoints: [join(here, "src/extension.ts")],
  outfile: join(stage, "dist/extension.cjs"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  external: ["vscode"],
  minify: true,
  legalComments: "none",
  logLevel: "warning"
})

for (const file of bundleFiles(cliDist)) cpSync(join(cliDist, file), join(stage, "server", file))
cpSync(join(root, "grammar/vscode/syntaxes"), join(stage, "syntaxes"), { recursive: true })
cpSync(join(root, "grammar/vscode/language-configuration.json"), join(stage, "language-configuration.json"))
cpSync(join(root, "LICENSE"), join(stage, "LICENSE"))
cpSync(join(here, "README.md"), join(stage, "README.md"))

const grammar = JSON.parse(readFileSync(join(root, "grammar/vscode/package.json"), "utf8"))
const manifest = {
  name: "podscenario",
  displayName: "podscenario",
  description: "Kubernetes Pod lifecycle scenarios: diagnostics, simulation results, hovers and completion as you type",
  version,
  publisher: grammar.publisher,
  license: "Apache-2.0",
  repository: { type: "git", url: "https://github.com/podscenario/podscenario.git" },
  engines: { vscode: "^1.91.0" },
  categories: ["Programming Languages", "Linters", "Testing"],
  main: "./dist/extension.cjs",
  activationEvents: ["onLanguage:podscenario"],
  contributes: {
    ...grammar.contributes,
    configuration: {
      title: "podscenario",
      properties: {
        "podscenario.path": {
          type: "string",
          default: "",
          description: "A `podscenario` command to run as the language server; empty: the one bundled in the extension."
        },
        "podscenario.simulate": {
          type: "boolean",
          default: true,
          description:
            "Simulate each scenario in the background and show its results (failed expectations, code lenses)."
        },
        "podscenario.trace.server": {
          type: "string",
          enum: ["off", "messages", "verbose"],
          default: "off",
          description: "Log the protocol's messages; `verbose` also logs what each check and simulation took."
        },
        "podscenario.debounceMs": {
          type: "number",
          default: 25,
          minimum: 0,
          description: "Milliseconds of quiet after a change before the document is checked again."
        }
      }
    }
  }
}
writeFileSync(join(stage, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`)

mkdirSync(out, { recursive: true })
const vsix = join(out, `podscenario-${version}.vsix`)
// --no-dependencies: everything the extension runs is bundled above, there is no node_modules to ship
execFileSync(join(here, "node_modules/.bin/vsce"), ["package", "--no-dependencies", "--out", vsix], {
  cwd: stage,
  stdio: ["ignore", "inherit", "inherit"]
})
process.stdout.write(`${vsix}\n`)
