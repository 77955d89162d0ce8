// Bundles the CLI so that it starts fast (no module resolution of the workspace at run time). Node 20 cannot strip
// TypeScript types, so the `bin` must be this bundle: packages/cli/dist/podscenario.mjs (README and CI run it).
//
// Start-up (docs/performance.md): the entry is split from the program. `bin.ts` answers `--version` and `--help` by
// itself (the help text is taken from the program at build time) and loads the rest with `import()`, which esbuild
// puts in chunks under dist/chunks/; the code is minified so that there is less of it to read and compile.

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))

/**
 * ajv-formats-draft2019 calls `require("punycode")`, which is Node's deprecated builtin (Node ≥ 21 prints a
 * DeprecationWarning). Bundle the `punycode` package from npm instead, resolved from the importer's directory.
 */
const punycodeFromNpm = {
  name: "punycode-from-npm",
  setup(b) {
    b.onResolve({ filter: /^punycode$/ }, async (args) => {
      const resolved = await b.resolve("punycode/", { kind: args.kind, resolveDir: args.resolveDir })
      if (resolved.errors.length > 0) return { errors: resolved.errors }
      return { path: resolved.path }
    })
  }
}

/**
 * The text of `podscenario --help`, taken from the program itself (`makeProgram(io).outputHelp()`, help width fixed
 * at 100) so that `bin.ts` can print it without loading the program: the same bytes, 50 ms instead of 250.
 */
const helpText = async () => {
  const dir = mkdtempSync(join(tmpdir(), "podscenario-help-"))
  try {
    const file = join(dir, "program.mjs")
    await build({
      entryPoints: [`${root}/src/index.ts`],
      outfile: file,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "warning",
      plugins: [punycodeFromNpm],
      define: { "process.env.PODSCENARIO_VERSION": JSON.stringify(version) },
      banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" }
    })
    const { makeProgram } = await import(pathToFileURL(file).href)
    let text = ""
    const output = {
      write: (t) => {
        text += t
      },
      isTTY: false
    }
    const io = { cwd: root, env: {}, stdout: output, stderr: output, clock: () => 0, timestamp: () => "" }
    makeProgram(io, () => {}).outputHelp()
    return text
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const result = await build({
  // worker.mjs is the thread entry of `run --parallel` (src/Parallel.ts), found beside podscenario.mjs.
  entryPoints: { podscenario: `${root}/src/bin.ts`, worker: `${root}/src/worker.ts` },
  outdir: `${root}/dist`,
  outExtension: { ".js": ".mjs" },
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  splitting: true,
  platform: "node",
  format: "esm",
  target: "node20",
  minify: true,
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
  plugins: [punycodeFromNpm],
  define: {
    "process.env.PODSCENARIO_VERSION": JSON.stringify(version),
    "process.env.PODSCENARIO_HELP": JSON.stringify(await helpText())
  },
  // Some dependencies still call require(); give every ESM chunk one.
  banner: {
    js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);"
  }
})

// Chunks of earlier builds are removed once this build's are written (not before: a CLI started by a concurrent build
// may still be importing them). Chunk names carry a content hash, so an unchanged chunk keeps its name.
const current = new Set(Object.keys(result.metafile.outputs).map((output) => basename(output)))
for (const chunk of readdirSync(`${root}/dist/chunks`)) {
  if (!current.has(chunk)) rmSync(`${root}/dist/chunks/${chunk}`, { force: true })
}

if (process.argv.includes("--analyze")) {
  const { analyzeMetafile } = await import("esbuild")
  process.stdout.write(await analyzeMetafile(result.metafile))
}
