// The import rules `pnpm lint` checks (dependency-cruiser): no cycle anywhere, type-only imports included; the package
// layering of docs/contributing/style.md; and the layers inside the simulator's core (docs/contributing/core.md).
// Parsed with swc: dependency-cruiser's TypeScript parser needs the compiler API, which TypeScript 7 no longer has.

/** The core's layers, bottom first: a module imports only from its own layer or the ones below it. */
const coreLayers = [
  ["releases", "src/(Versions|ReleaseTexts|generated/featureGateSpecs)"],
  [
    "vocabulary",
    "src/(Duration|Settings|Behaviour|WorldEvent|PodSpec|Resources|Records|Timeline|internal/store|internal/codec|internal/packer|internal/layouts|internal/reader|internal/views|internal/motion|generated/rules)"
  ],
  ["manifest", "src/(PodManifest|internal/manifest[A-Z][A-Za-z]*)"],
  [
    "model and rules",
    "src/internal/(model|backoff|probes|restart|counts|conditions|phase|statusColumn|heap|resizeStatus|recorder)"
  ],
  ["context", "src/internal/(context|actions|worker|podGcTicks)"],
  ["status", "src/internal/(containerStatus|readyConditions|podStatus)"],
  ["container operations", "src/internal/(hooks|images|kill|prober|start|resize)"],
  ["sync and termination", "src/internal/(sync|termination|restartAll)"],
  [
    "world inputs",
    "src/internal/(controlPlane|nodes|kubeletProcess|outOfService|pressureEviction|shutdown|specUpdate|world|timers)"
  ],
  ["step", "src/internal/(step|setup|steady)"],
  ["facade", "src/(Kubelet|Simulation|index|internal/skip|internal/cycles)"]
].map(([name, modules]) => ({ name, path: `^packages/core/${modules}\\.ts$` }))

const layerRules = coreLayers.slice(0, -1).map((layer, i) => ({
  name: "core-layers",
  comment: `core: the ${layer.name} layer imports nothing above it (${coreLayers
    .slice(i + 1)
    .map((l) => l.name)
    .join(", ")})`,
  severity: "error",
  from: { path: layer.path },
  to: { path: coreLayers.slice(i + 1).map((l) => l.path) }
}))

const anyLayer = coreLayers.map((l) => l.path)

const ours = (...names) => `^packages/(${names.join("|")})/`
const sourcesOf = (...names) => `${ours(...names)}src/`
const nodeBuiltins = { dependencyTypes: ["core"] }
const npm = (...names) => ({
  dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"],
  path: `(^|/)node_modules/(${names.join("|")})/`
})

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "no import cycle, type-only imports included: a cycle is a back edge to turn into a returned value or a flag",
      severity: "error",
      from: {},
      to: { circular: true }
    },
    {
      name: "not-to-unresolvable",
      comment:
        "an import that does not resolve: often a package this one does not declare (pnpm's strict node_modules)",
      severity: "error",
      from: {},
      to: { couldNotResolve: true }
    },
    ...layerRules,
    {
      name: "core-module-without-layer",
      comment: "every module of core/src belongs to a layer of .dependency-cruiser.cjs (add new ones there)",
      severity: "error",
      from: { path: "^packages/core/src/", pathNot: anyLayer },
      to: {}
    },
    {
      name: "leaves",
      comment: "diagnostics and core are leaves: nothing of ours, no package, no node:*",
      severity: "error",
      from: { path: sourcesOf("core", "diagnostics") },
      to: { pathNot: "^packages/(core|diagnostics)/src/", path: ["^packages/", "node_modules"] }
    },
    {
      name: "leaves-no-node",
      severity: "error",
      from: { path: sourcesOf("core", "diagnostics") },
      to: nodeBuiltins
    },
    {
      name: "core-not-diagnostics",
      comment: "core and diagnostics do not import each other",
      severity: "error",
      from: { path: "^packages/core/src/" },
      to: { path: "^packages/diagnostics/" }
    },
    {
      name: "diagnostics-not-core",
      severity: "error",
      from: { path: "^packages/diagnostics/src/" },
      to: { path: "^packages/core/" }
    },
    {
      name: "parser-below-reporters",
      comment: "parser imports core and diagnostics only (plus chevrotain, yaml)",
      severity: "error",
      from: { path: "^packages/parser/src/" },
      to: { path: [ours("reporters", "interpreter", "cli"), "(^|/)node_modules/effect/"] }
    },
    {
      name: "reporters-pure",
      comment: "reporters are pure renderers: core and diagnostics only (plus diff)",
      severity: "error",
      from: { path: "^packages/reporters/src/" },
      to: { path: [ours("parser", "interpreter", "cli"), "(^|/)node_modules/effect/"] }
    },
    {
      name: "pure-packages-no-node",
      comment: "only the cli and the lsp touch node:*",
      severity: "error",
      from: { path: sourcesOf("parser", "reporters", "interpreter") },
      to: nodeBuiltins
    },
    {
      name: "lsp-below-cli",
      comment: "the language server sits on the interpreter, beside and below the cli: it never imports it",
      severity: "error",
      from: { path: "^packages/lsp/src/" },
      to: { path: [ours("cli"), "(^|/)node_modules/commander/"] }
    },
    {
      name: "interpreter-below-cli",
      severity: "error",
      from: { path: "^packages/interpreter/src/" },
      to: { path: [ours("cli", "lsp"), "(^|/)node_modules/commander/"] }
    },
    {
      name: "effect-at-the-edges",
      comment: "only the interpreter, the lsp and the cli import effect",
      severity: "error",
      from: { path: ours("core", "diagnostics", "parser", "reporters") },
      to: npm("effect")
    },
    {
      name: "no-other-internals",
      comment: "another package's internal/ is private: import its public modules",
      severity: "error",
      from: { path: "^packages/([^/]+)/" },
      to: { path: "^packages/[^/]+/src/internal/", pathNot: "^packages/$1/" }
    },
    {
      name: "scenarios-public-surface",
      comment: "the corpus tests use the public surface only",
      severity: "error",
      from: { path: "^scenarios/" },
      to: { path: "/src/internal/" }
    }
  ],
  options: {
    parser: "swc",
    tsPreCompilationDeps: true,
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "(^|/)\\.tmp/"] },
    enhancedResolveOptions: {
      extensions: [".ts", ".js", ".mjs", ".cjs"],
      conditionNames: ["import", "require", "node", "default"],
      exportsFields: ["exports"],
      mainFields: ["module", "main", "types"]
    }
  }
}
