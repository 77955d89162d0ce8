/**
 * The language server: the protocol's connection wired to the analyses. Shaped like cucumber's language server (a
 * thin connection layer over pure per-feature functions) and Langium's document builder (an analysis per document
 * version, rebuilt after a short debounce, dropped when the document closes).
 *
 * Nothing here writes to stdout but the protocol: `serveStdio` sends `console.*` to the client's log.
 */
import type { ScenarioFiles } from "@podscenario/interpreter/Services"
import type * as Layer from "effect/Layer"
import * as Lsp from "vscode-languageserver/node"
import { TextDocument } from "vscode-languageserver-textdocument"
import { type Analysis, analyse } from "./Analysis.ts"
import * as Convert from "./Convert.ts"
import * as Files from "./Files.ts"
import * as Watch from "./Watch.ts"

/** @category models */
export interface Options {
  /** The disk as the CLI reads it (its Node `ScenarioFiles`). */
  readonly disk: Layer.Layer<ScenarioFiles>
}

/** What a client may set in `initializationOptions`. @category models */
export interface InitializationOptions {
  /** Milliseconds of quiet after a change before the document is analysed again (default 25). */
  readonly debounceMs?: number
}

const defaultDebounceMs = 25

/** The open documents and what is known of each. @category models */
export interface State {
  readonly documents: Lsp.TextDocuments<TextDocument>
  readonly analysisOf: (uri: string) => Analysis | undefined
}

/**
 * Serves the protocol on a connection until the client says `exit`.
 *
 * @category serving
 */
export const listen = (connection: Lsp.Connection, options: Options): State => {
  const documents = new Lsp.TextDocuments(TextDocument)
  const analyses = new Map<string, Analysis>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()
  let debounceMs = defaultDebounceMs

  const buffers = new Map<string, string>()
  const files = Files.overlay(options.disk, (name) => buffers.get(name))

  /** Diagnostics are published per file: a manifest's own errors (bad YAML) go on the manifest. */
  const published = new Map<string, ReadonlySet<string>>()
  const publish = (uri: string, analysis: Analysis | undefined): void => {
    const byFile = new Map<string, Array<Lsp.Diagnostic>>([[uri, []]])
    for (const d of analysis?.diagnostics ?? []) {
      const target = Files.uriOfName(d.file.uri)
      const list = byFile.get(target) ?? []
      list.push(Convert.diagnostic(d))
      byFile.set(target, list)
    }
    for (const stale of published.get(uri) ?? []) if (!byFile.has(stale)) byFile.set(stale, [])
    published.set(uri, new Set([...byFile.keys()].filter((target) => target !== uri)))
    for (const [target, diagnostics] of byFile) void connection.sendDiagnostics({ uri: target, diagnostics })
  }

  const refresh = async (uri: string): Promise<void> => {
    timers.delete(uri)
    const document = documents.get(uri)
    if (document === undefined) return
    const version = document.version
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
    analyses.set(uri, analysis)
    watcher.update(uri, analysis.manifests)
    publish(uri, analysis)
  }

  const schedule = (uri: string, delay: number): void => {
    clearTimeout(timers.get(uri))
    timers.set(
      uri,
      setTimeout(() => void refresh(uri), delay)
    )
  }

  const watcher = Watch.make((owners) => {
    for (const uri of owners) schedule(uri, debounceMs)
  })

  documents.onDidOpen(({ document }) => {
    buffers.set(Files.nameOf(document.uri), document.getText())
    schedule(document.uri, 0)
  })
  documents.onDidChangeContent(({ document }) => {
    buffers.set(Files.nameOf(document.uri), document.getText())
    analyses.delete(document.uri)
    schedule(document.uri, debounceMs)
  })
  documents.onDidClose(({ document }) => {
    clearTimeout(timers.get(document.uri))
    timers.delete(document.uri)
    buffers.delete(Files.nameOf(document.uri))
    analyses.delete(document.uri)
    watcher.update(document.uri, [])
    publish(document.uri, undefined)
  })

  connection.onInitialize((params) => {
    const init = (params.initializationOptions ?? {}) as InitializationOptions
    if (typeof init.debounceMs === "number" && init.debounceMs >= 0) debounceMs = init.debounceMs
    return {
      capabilities: { textDocumentSync: Lsp.TextDocumentSyncKind.Incremental },
      serverInfo: { name: "podscenario", version: process.env.PODSCENARIO_VERSION ?? "0.0.0-dev" }
    }
  })
  connection.onShutdown(() => {
    for (const timer of timers.values()) clearTimeout(timer)
    timers.clear()
    watcher.close()
  })

  documents.listen(connection)
  connection.listen()
  return { documents, analysisOf: (uri) => analyses.get(uri) }
}

/**
 * Serves the protocol on stdin and stdout (`podscenario lsp`). The process ends when the client says `exit` (0
 * after `shutdown`, else 1) or when the client process named by `--clientProcessId` ends.
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
