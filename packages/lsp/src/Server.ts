/**
 * The language server: the protocol's connection wired to the analyses. Shaped like cucumber's language server (a
 * thin connection layer over per-feature functions) and Langium's document builder (an analysis per document
 * version, rebuilt after a short debounce, dropped when the document closes).
 *
 * Nothing here writes to stdout but the protocol: `serveStdio` sends `console.*` to the client's log.
 */
import * as path from "node:path"
import type { Diagnostic } from "@podscenario/diagnostics"
import type { ScenarioFiles } from "@podscenario/interpreter/Services"
import type * as Layer from "effect/Layer"
import * as Lsp from "vscode-languageserver/node"
import { TextDocument } from "vscode-languageserver-textdocument"
import { type Analysis, analyse, hasErrors } from "./Analysis.ts"
import * as Commands from "./Commands.ts"
import * as Convert from "./Convert.ts"
import type { Simulated, State } from "./Features.ts"
import * as Features from "./Features.ts"
import * as Files from "./Files.ts"
import * as Simulate from "./Simulate.ts"
import * as Simulator from "./Simulator.ts"
import * as Watch from "./Watch.ts"

export type { Simulated, State } from "./Features.ts"

/** @category models */
export interface Options {
  /** The disk as the CLI reads it (its Node `ScenarioFiles`). */
  readonly disk: Layer.Layer<ScenarioFiles>
  /** The simulation thread's entry (the bundle's `dist/lsp-worker.cjs`); without it, simulations run in-process. */
  readonly worker?: URL | undefined
}

/** What a client may set in `initializationOptions` (docs/guide/editors.md, "Settings"). @category models */
export interface InitializationOptions {
  /** Milliseconds of quiet after a change before the document is checked again (default 25). */
  readonly debounceMs?: number
  /** Milliseconds of quiet after a check before its scenarios are simulated (default 150). */
  readonly simulateDelayMs?: number
  /** Simulate scenarios in the background (default true). */
  readonly simulate?: boolean
}

/**
 * How many documents keep their simulated timelines (for hovers) at once: a timeline can be megabytes, and only the
 * documents being edited need theirs. Other documents keep their results' summaries and diagnostics.
 */
const timelinesKept = 8

/**
 * Serves the protocol on a connection until the client says `exit`.
 *
 * @category serving
 */
export const listen = (connection: Lsp.Connection, options: Options): State => {
  const documents = new Lsp.TextDocuments(TextDocument)
  const analyses = new Map<string, { readonly version: number; readonly analysis: Analysis }>()
  const simulated = new Map<string, Simulated>()
  const compiled = new Map<string, Analysis["scenarios"]>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  const simulator = options.worker === undefined ? Simulator.inProcess() : Simulator.onWorker(options.worker)
  let settings = { debounceMs: 25, simulateDelayMs: 150, simulate: true }
  let refreshLenses = false
  let refreshHints = false

  const buffers = new Map<string, string>()
  const files = Files.overlay(options.disk, (name) => buffers.get(name))

  const current = (uri: string): Analysis | undefined => {
    const entry = analyses.get(uri)
    return entry !== undefined && entry.version === documents.get(uri)?.version ? entry.analysis : undefined
  }
  const currentSimulation = (uri: string): Simulated | undefined => {
    const entry = simulated.get(uri)
    return entry !== undefined && entry.version === documents.get(uri)?.version ? entry : undefined
  }

  /** Diagnostics are published per file: a manifest's own errors (bad YAML) go on the manifest. */
  const published = new Map<string, ReadonlySet<string>>()
  const diagnosticsOf = (uri: string): ReadonlyArray<Diagnostic.Diagnostic> => {
    const analysis = current(uri)
    const run = currentSimulation(uri)
    return [
      ...(analysis?.diagnostics ?? []),
      ...(analysis === undefined || run === undefined
        ? []
        : run.outcomes.flatMap((o, i) => Simulate.diagnostics(analysis.file, analysis.scenarios[i]!, o)))
    ]
  }
  const publish = (uri: string): void => {
    const all = diagnosticsOf(uri)
    const byFile = new Map<string, Array<Lsp.Diagnostic>>([[uri, []]])
    const analysis = current(uri)
    for (const d of all) {
      const target = Files.uriOfName(d.file.uri)
      const list = byFile.get(target) ?? []
      list.push(Convert.diagnostic(d))
      byFile.set(target, list)
      // a manifest's error is also shown where the scenario names the manifest, which may not be open
      const naming = analysis?.manifests.find((m) => m.path === d.file.uri)
      if (target !== uri && naming !== undefined)
        byFile.get(uri)!.push(Convert.inManifest(d, analysis!.file, naming.span))
    }
    for (const stale of published.get(uri) ?? []) if (!byFile.has(stale)) byFile.set(stale, [])
    published.set(uri, new Set([...byFile.keys()].filter((target) => target !== uri)))
    for (const [target, diagnostics] of byFile) void connection.sendDiagnostics({ uri: target, diagnostics })
  }

  const simulate = async (uri: string, version: number, analysis: Analysis): Promise<void> => {
    const started = performance.now()
    const outcomes = await simulator.run({
      key: uri,
      name: analysis.file.uri,
      file: analysis.file,
      scenarios: analysis.scenarios
    })
    if (outcomes === undefined || documents.get(uri)?.version !== version) return
    connection.tracer.log(`simulated ${uri} (version ${version}) in ${(performance.now() - started).toFixed(1)} ms`)
    simulated.delete(uri) // re-inserted last: the map's order is the order of recency
    simulated.set(uri, { version, outcomes })
    forgetOldTimelines()
    publish(uri)
    if (refreshLenses) void connection.sendRequest(Lsp.CodeLensRefreshRequest.type)
    if (refreshHints) void connection.sendRequest(Lsp.InlayHintRefreshRequest.type)
  }

  const forgetOldTimelines = (): void => {
    const uris = [...simulated.keys()]
    for (const uri of uris.slice(0, Math.max(0, uris.length - timelinesKept))) {
      const entry = simulated.get(uri)!
      if (entry.outcomes.every((o) => o.timeline === undefined)) continue
      simulated.set(uri, { ...entry, outcomes: entry.outcomes.map((o) => ({ ...o, timeline: undefined })) })
    }
  }

  const refresh = async (uri: string): Promise<void> => {
    timers.delete(uri)
    const document = documents.get(uri)
    if (document === undefined) return
    const version = document.version
    const started = performance.now()
    let analysis: Analysis
    try {
      analysis = await analyse(Files.nameOf(uri), document.getText(), files)
    } catch (error) {
      // a bug of ours: say so in the log, keep serving the other documents
      connection.console.error(`podscenario: cannot analyse ${uri}: ${error instanceof Error ? error.stack : error}`)
      return
    }
    // changed or closed while its manifests were read: a newer analysis is on its way, or none is wanted
    if (documents.get(uri)?.version !== version) return
    analyses.set(uri, { version, analysis })
    if (analysis.scenarios.length > 0) compiled.set(uri, analysis.scenarios)
    watcher.update(
      uri,
      analysis.manifests.map((m) => m.path)
    )
    publish(uri)
    // with `$/setTrace verbose` (docs/guide/editors.md): what the check cost, apart from the debounce and the transport
    connection.tracer.log(`checked ${uri} (version ${version}) in ${(performance.now() - started).toFixed(1)} ms`)
    if (settings.simulate && !hasErrors(analysis) && analysis.scenarios.length > 0) {
      schedule(uri, settings.simulateDelayMs, () => void simulate(uri, version, analysis))
    }
  }

  const schedule = (uri: string, delay: number, task: () => void): void => {
    clearTimeout(timers.get(uri))
    timers.set(uri, setTimeout(task, delay))
  }
  const check = (uri: string, delay: number): void => schedule(uri, delay, () => void refresh(uri))

  const watcher = Watch.make((owners) => {
    for (const uri of owners) check(uri, settings.debounceMs)
  })

  const forget = (uri: string): void => {
    clearTimeout(timers.get(uri))
    timers.delete(uri)
    if (simulator.cancel(uri)) connection.console.log(`podscenario: simulation of ${uri} cancelled: the text changed`)
  }

  documents.onDidOpen(({ document }) => {
    buffers.set(Files.nameOf(document.uri), document.getText())
    check(document.uri, 0)
  })
  documents.onDidChangeContent(({ document }) => {
    buffers.set(Files.nameOf(document.uri), document.getText())
    forget(document.uri)
    check(document.uri, settings.debounceMs)
  })
  documents.onDidClose(({ document }) => {
    forget(document.uri)
    buffers.delete(Files.nameOf(document.uri))
    analyses.delete(document.uri)
    simulated.delete(document.uri)
    compiled.delete(document.uri)
    watcher.update(document.uri, [])
    publish(document.uri)
  })

  const readManifest = (uri: string, written: string) => {
    const name = Files.nameOf(uri)
    if (!path.isAbsolute(name)) return undefined
    const target = path.resolve(path.dirname(name), written)
    const text = buffers.get(target) ?? Files.readText(target)
    return text === undefined ? undefined : { uri: Files.uriOf(target), text }
  }
  const state: State = {
    documents,
    analysisOf: current,
    simulatedOf: currentSimulation,
    compiledOf: (uri) => compiled.get(uri) ?? [],
    diagnosticsOf,
    readManifest
  }

  connection.onInitialize((params) => {
    const init = (params.initializationOptions ?? {}) as InitializationOptions
    settings = {
      debounceMs: nonNegative(init.debounceMs) ?? settings.debounceMs,
      simulateDelayMs: nonNegative(init.simulateDelayMs) ?? settings.simulateDelayMs,
      simulate: init.simulate ?? settings.simulate
    }
    refreshLenses = params.capabilities.workspace?.codeLens?.refreshSupport === true
    refreshHints = params.capabilities.workspace?.inlayHint?.refreshSupport === true
    return {
      capabilities: {
        textDocumentSync: Lsp.TextDocumentSyncKind.Incremental,
        ...Features.capabilities,
        executeCommandProvider: { commands: Commands.names }
      },
      serverInfo: { name: "podscenario", version: process.env.PODSCENARIO_VERSION ?? "0.0.0-dev" }
    }
  })
  connection.onShutdown(() => {
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    watcher.close()
    simulator.close()
  })
  Features.register(connection, state)
  Commands.register(connection)

  documents.listen(connection)
  connection.listen()
  return state
}

const nonNegative = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined

/**
 * Serves the protocol on stdin and stdout (`podscenario lsp`). The process ends when the client says `exit` (0
 * after `shutdown`, else 1), when stdin closes, or when the client process named in `initialize` ends.
 *
 * @category serving
 */
export const serveStdio = (options: Options): void => {
  const connection = Lsp.createConnection(
    Lsp.ProposedFeatures.all,
    new Lsp.StreamMessageReader(process.stdin),
    new Lsp.StreamMessageWriter(process.stdout)
  )
  // stdout carries the protocol alone: anything a dependency logs goes to the client's log instead
  console.log = (...args: Array<unknown>) => connection.console.log(args.join(" "))
  console.info = (...args: Array<unknown>) => connection.console.info(args.join(" "))
  console.warn = (...args: Array<unknown>) => connection.console.warn(args.join(" "))
  console.debug = console.log
  listen(connection, options)
}
