// Bundles the CLI so that it starts fast (no module resolution of the workspace at run time). Node 20 cannot strip
// TypeScript types, so the `bin` must be this bundle: packages/cli/dist/podscenario.cjs (README and CI run it).
//
// Start-up (docs/guide/cli.md, "Start-up"). Three files:
// - dist/program-HASH.cjs: the whole program (src/index.ts), minified, as one CommonJS file that bin.ts and worker.ts
//   load through a V8 code cache (src/CompileCache.ts). HASH is of its content, so a cache never meets another build.
// - dist/podscenario.cjs (src/bin.ts): answers `--version` and `--help` by itself (the help text is taken from the
//   program here, at build time) and loads the program for everything else.
// - dist/worker.mjs (src/worker.ts): the thread entry of `run --parallel`, found beside podscenario.cjs.
// - dist/lsp-worker.cjs (packages/lsp/src/worker.ts): the simulation thread of `podscenario lsp`.
// - dist/lib.{cjs,mjs,d.ts,d.cts} (src/Package.ts, src/ApiTypes.ts): the package's programmatic API.
// - dist/vitest.{mjs,d.ts} (src/VitestBridge.ts): `podscenario/vitest`, scenarios as vitest tests.

import { spawnSync } from "node:child_process"
import { createHash } from "node:crypto"
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync
} from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "esbuild"

const root = fileURLToPath(new URL("..", import.meta.url))
const dist = `${root}dist`
mkdirSync(dist, { recursive: true })
// The version of the published package (packages/podscenario), the one `--version` prints.
const { version } = createRequire(import.meta.url)("../../podscenario/package.json")

/**
 * @kubernetes-models/validate registers ajv-formats-draft2019's formats (iri, iri-reference, idn-email, idn-hostname,
 * duration) with every validator, but no kubernetes-models schema uses one: the schemas use byte, double, int32,
 * int64 (and apimachinery's date-time, quantity), checked with `grep -rhoE 'format:"[a-z0-9-]+"'` over
 * kubernetes-models 5.1's _schemas/. Loading them (with punycode and uri-js) costs about 9 ms of every start, and
 * their `require("punycode")` names Node's deprecated builtin. The bundle gets an empty set instead.
 */
const noDraft2019Formats = {
  name: "no-draft2019-formats",
  setup(b) {
    b.onResolve({ filter: /^ajv-formats-draft2019\/formats\/index\.js$/ }, () => ({
      path: "draft2019-formats",
      namespace: "no-draft2019-formats"
    }))
    b.onLoad({ filter: /.*/, namespace: "no-draft2019-formats" }, () => ({
      contents: "module.exports = {}",
      loader: "js"
    }))
  }
}

/**
 * commander requires `node:child_process` when it loads, for executable subcommands, which podscenario has none of;
 * compiling that module costs about 4 ms of every start. commander gets a stand-in that loads it on first use.
 */
const lazyChildProcess = {
  name: "lazy-child-process",
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      /[\\/]commander[\\/]/.test(args.importer) ? { path: "child_process", namespace: "lazy-child-process" } : undefined
    )
    b.onLoad({ filter: /.*/, namespace: "lazy-child-process" }, () => ({
      contents:
        'let real; module.exports = new Proxy({}, { get: (_, key) => (real ??= require("node:child_process"))[key] })',
      loader: "js"
    }))
  }
}

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  // PODSCENARIO_BUILD_NAMES=1: readable names, for `node --cpu-prof` (docs/guide/cli.md, "Start-up"). Unminified
  // only: esbuild's `keepNames` wraps every function in a call that names it, which hides an arrow function's name
  // from V8's profiles (most functions showed as anonymous) and is itself 2-3 % of a profile.
  minify: process.env.PODSCENARIO_BUILD_NAMES === undefined,
  legalComments: "none",
  logLevel: "warning",
  metafile: true
}

/** Writes a file through a temporary file renamed over it: a CLI starting during a build reads a whole file. */
const writeAtomically = (file, contents) => {
  const temp = `${file}.${process.pid}.tmp`
  writeFileSync(temp, contents)
  renameSync(temp, file)
}

const program = await build({
  ...common,
  entryPoints: [`${root}src/index.ts`],
  outfile: `${dist}/program.cjs`,
  format: "cjs",
  write: false,
  plugins: [noDraft2019Formats, lazyChildProcess],
  define: { "process.env.PODSCENARIO_VERSION": JSON.stringify(version) }
})
const code = program.outputFiles[0].contents
// esbuild escapes non-ASCII characters in strings but not in regular expression literals: the program must be ASCII
// only, so that src/CompileCache.ts can read it as Latin-1 (a copy, where UTF-8 is decoded: 5 ms of every start) and
// V8 keeps it as a string of one byte a character. (A build with readable names keeps the comments, some of them not
// ASCII: read as Latin-1 they change, and nothing else does.)
const nonAscii = common.minify ? program.outputFiles[0].text.match(/.{0,40}[^\x00-\x7f].{0,40}/) : null
if (nonAscii !== null) throw new Error(`the program is not ASCII only (escape the character as \\u…): ${nonAscii[0]}`)
const programName = `program-${createHash("sha256").update(code).digest("hex").slice(0, 16)}.cjs`
const programFile = `${dist}/${programName}`
if (!existsSync(programFile)) writeAtomically(programFile, code)

/**
 * The text of `podscenario --help`, taken from the program itself (`makeProgram(io).outputHelp()`, help width fixed
 * at 100) so that `bin.ts` can print it without loading the program: the same bytes, 50 ms instead of 250.
 */
const helpText = () => {
  const { makeProgram } = createRequire(import.meta.url)(programFile)
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
}

const entryDefines = {
  "process.env.PODSCENARIO_VERSION": JSON.stringify(version),
  "process.env.PODSCENARIO_HELP": JSON.stringify(helpText()),
  "process.env.PODSCENARIO_PROGRAM": JSON.stringify(`./${programName}`)
}
/** An entry that loads the program, bundled as CommonJS: `import.meta.url` has a CommonJS stand-in. */
const commonJsEntry = (name, source) =>
  build({
    ...common,
    entryPoints: { [name]: `${root}src/${source}` },
    outdir: dist,
    outExtension: { ".js": ".cjs" },
    format: "cjs",
    write: false,
    inject: [`${root}scripts/import-meta-url.js`],
    define: { ...entryDefines, "import.meta.url": "importMetaUrl" }
  })
// The executable is CommonJS: Node starts a CommonJS entry about 9 ms sooner than an ECMAScript one (it sets up no
// module loader), and every run pays it.
const bin = await commonJsEntry("podscenario", "bin.ts")
const worker = await build({
  ...common,
  entryPoints: { worker: `${root}src/worker.ts` },
  outdir: dist,
  outExtension: { ".js": ".mjs" },
  format: "esm",
  write: false,
  define: entryDefines
})
// the language server's simulation thread (packages/lsp/src/Simulator.ts), started by `podscenario lsp`
const lspWorker = await build({
  ...common,
  entryPoints: { "lsp-worker": fileURLToPath(new URL("../../lsp/src/worker.ts", import.meta.url)) },
  plugins: [noDraft2019Formats],
  outdir: dist,
  outExtension: { ".js": ".cjs" },
  format: "cjs",
  write: false
})
// The package's API entry (`require("podscenario")`), CommonJS as the executable; `import` gets an ECMAScript
// facade of it, and both get the types of ApiTypes.ts (a file of types only, importing nothing) with the
// declarations of the functions that Api.ts implements.
const api = await commonJsEntry("lib", "Package.ts")
const apiFunctions = ["run", "check", "explain"]
const types = `${readFileSync(`${root}src/ApiTypes.ts`, "utf8")}
export declare const run: Run
export declare const check: Check
export declare const explain: Explain
`
// `podscenario/vitest`: an ECMAScript module (vitest test files are) that imports the user's own vitest and the API
// entry beside it, neither bundled in
const apiBeside = {
  name: "api-beside",
  setup(b) {
    b.onResolve({ filter: /^\.\/Package\.ts$/ }, () => ({ path: "./lib.mjs", external: true }))
  }
}
const vitestBridge = await build({
  ...common,
  entryPoints: { vitest: `${root}src/VitestBridge.ts` },
  outdir: dist,
  outExtension: { ".js": ".mjs" },
  format: "esm",
  write: false,
  external: ["vitest"],
  plugins: [apiBeside]
})
const bridgeTypes = `import type { RunOptions } from "./lib.js"
/** The options of \`run\` (the paths are the patterns). */
export type ScenariosOptions = Omit<RunOptions, "timelines">
/** Registers every scenario of \`patterns\` as a vitest test; call it at the top level of a test file, with await. */
export declare const scenarios: (patterns: string | ReadonlyArray<string>, options?: ScenariosOptions) => Promise<void>
`
const entries = {
  outputFiles: [
    ...bin.outputFiles,
    ...worker.outputFiles,
    ...lspWorker.outputFiles,
    ...api.outputFiles,
    ...vitestBridge.outputFiles
  ]
}
for (const output of entries.outputFiles) writeAtomically(output.path, output.contents)
writeAtomically(`${dist}/lib.mjs`, `import api from "./lib.cjs"\nexport const { ${apiFunctions.join(", ")} } = api\n`)
writeAtomically(`${dist}/lib.d.ts`, types)
writeAtomically(`${dist}/lib.d.cts`, types)
writeAtomically(`${dist}/vitest.d.ts`, bridgeTypes)
chmodSync(`${dist}/podscenario.cjs`, 0o755)
// the executable's name before it was CommonJS
rmSync(`${dist}/podscenario.mjs`, { force: true })

/**
 * The code cache of this Node, made here and shipped beside the program (src/CompileCache.ts reads it when the user's
 * own cache has none): so the first run after a build, which is every run of a CI job, starts as fast as the later
 * ones. Made by running the bundle once on a scenario that uses every golden format and both terminal reporters.
 */
const warmUp = () => {
  const dir = mkdtempSync(join(tmpdir(), "podscenario-warm-up-"))
  try {
    const goldens = ["md", "fr.md", "mmd", "svg", "watch", "json"].map((ext) => `golden "golden/crash.${ext}"`)
    const scenario = [
      'scenario "a crash loop, every format"',
      "pod web:",
      "  spec:",
      "    containers:",
      "      - name: app",
      "        image: registry.example/app:1.4",
      "container app exits 1 after 1s",
      "expect at 2s container app waiting reason CrashLoopBackOff",
      "expect from 2s until 11s status CrashLoopBackOff",
      "expect at 2s event BackOff",
      "expect phase Running",
      "end at 1m",
      ...goldens,
      ""
    ].join("\n")
    writeFileSync(join(dir, "warm-up.podscenario"), scenario)
    const run = spawnSync(
      process.execPath,
      [`${dist}/podscenario.cjs`, "run", "warm-up.podscenario", "--format", "pretty", "--format", "dot"],
      { cwd: dir, encoding: "utf8", env: { ...process.env, CI: "", NO_COLOR: "1", PODSCENARIO_COMPILE_CACHE: dist } }
    )
    // 0 or 1 (a scenario may fail); anything else means the bundle itself is broken
    if (run.status !== 0 && run.status !== 1) throw new Error(`the bundle does not run: ${run.stderr}`)
    // readable by whoever runs the program (the cache code writes its files for the user alone)
    const shipped = readdirSync(dist).find(
      (file) => file.startsWith(programName.slice(0, -".cjs".length)) && file.endsWith(".v8cache")
    )
    if (shipped !== undefined) chmodSync(`${dist}/${shipped}`, 0o644)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
// This program's caches of earlier builds (made under other V8 flags, or by an executable elsewhere: their names say
// so) go first, so that the one the warm-up makes is the only one left to ship.
for (const file of readdirSync(dist)) {
  if (file.startsWith(`${programName.slice(0, -".cjs".length)}-`) && file.endsWith(".v8cache"))
    rmSync(`${dist}/${file}`)
}
warmUp()

// Earlier builds' programs and their caches (and the chunks of the split bundle before them) are removed once this
// build's files are written, not before: a CLI started by a concurrent build may still be loading them.
const stem = programName.slice(0, -".cjs".length)
for (const file of readdirSync(dist)) {
  if (/^program-[0-9a-f]+[.-]/.test(file) && !file.startsWith(stem)) rmSync(`${dist}/${file}`, { force: true })
}
rmSync(`${dist}/chunks`, { recursive: true, force: true })

if (process.argv.includes("--analyze")) {
  const { analyzeMetafile } = await import("esbuild")
  process.stdout.write(await analyzeMetafile(program.metafile))
  process.stdout.write(await analyzeMetafile(bin.metafile))
  process.stdout.write(await analyzeMetafile(worker.metafile))
  process.stdout.write(await analyzeMetafile(api.metafile))
}
