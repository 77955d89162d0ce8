/**
 * The editor features over the analyses and simulation results (Server.ts keeps them): one function a request,
 * each answering an empty result for what it does not know (a closed document, a position past the end).
 */
import { type Diagnostic, SourceFile } from "@podscenario/diagnostics"
import * as Lsp from "vscode-languageserver/node"
import type { TextDocument } from "vscode-languageserver-textdocument"
import type { Analysis } from "./Analysis.ts"
import * as Commands from "./Commands.ts"
import * as Completion from "./Completion.ts"
import * as Convert from "./Convert.ts"
import * as Hover from "./Hover.ts"
import * as Outline from "./Outline.ts"
import * as Simulate from "./Simulate.ts"

/** A document's simulation results, for the version of its text they were made from. @category models */
export interface Simulated {
  readonly version: number
  readonly outcomes: ReadonlyArray<Simulate.Outcome>
}

/** What the feature handlers read: the open documents and what is known of each (the server keeps it). @category models */
export interface State {
  readonly documents: Lsp.TextDocuments<TextDocument>
  readonly analysisOf: (uri: string) => Analysis | undefined
  /** The current version's simulation results, once they are in. */
  readonly simulatedOf: (uri: string) => Simulated | undefined
  /** The scenarios of the last version that had any: names to complete while the line being typed is broken. */
  readonly compiledOf: (uri: string) => Analysis["scenarios"]
  /** Every diagnostic shown for the document now: its check's and its simulation's. */
  readonly diagnosticsOf: (uri: string) => ReadonlyArray<Diagnostic.Diagnostic>
  /** A manifest as a document names it (`from "deploy/web.yaml"`): its URI and text, if it can be read. */
  readonly readManifest: (uri: string, written: string) => { readonly uri: string; readonly text: string } | undefined
}

/** @category constants */
export const capabilities: Lsp.ServerCapabilities = {
  codeLensProvider: { resolveProvider: false },
  inlayHintProvider: true,
  hoverProvider: true,
  completionProvider: { triggerCharacters: [" ", "/"] },
  definitionProvider: true,
  documentSymbolProvider: true,
  documentFormattingProvider: true,
  foldingRangeProvider: true,
  semanticTokensProvider: { legend: Outline.legend, full: true }
}

/**
 * Above each scenario: its result once simulated (a click runs it in the CLI), and "update goldens" when it has any.
 *
 * @category features
 */
export const codeLenses = (state: State, uri: string): ReadonlyArray<Lsp.CodeLens> => {
  const analysis = state.analysisOf(uri)
  if (analysis === undefined) return []
  const outcomes = state.simulatedOf(uri)?.outcomes
  return analysis.scenarios.flatMap((scenario, i) => {
    const start = SourceFile.position(analysis.file, scenario.span.start)
    const range = Lsp.Range.create(start.line - 1, 0, start.line - 1, 0)
    const args = [uri, start.line]
    const outcome = outcomes?.[i]
    const title = outcome === undefined ? "▶ run" : `${Simulate.summary(outcome)} · ▶ run`
    return [
      { range, command: Lsp.Command.create(title, Commands.Run, ...args) },
      ...(scenario.goldens.length === 0
        ? []
        : [{ range, command: Lsp.Command.create("update goldens", Commands.UpdateGoldens, ...args) }])
    ]
  })
}

/**
 * Beside each failing `expect` (at the end of its line): what the simulation held there, once per examples row.
 *
 * @category features
 */
export const inlayHints = (state: State, uri: string, range: Lsp.Range): ReadonlyArray<Lsp.InlayHint> => {
  const analysis = state.analysisOf(uri)
  const outcomes = state.simulatedOf(uri)?.outcomes
  if (analysis === undefined || outcomes === undefined) return []
  const byLine = new Map<number, Set<string>>()
  outcomes.forEach((outcome, i) => {
    outcome.expectations.forEach((e, j) => {
      const span = analysis.scenarios[i]?.expectations[j]?.span
      if (e.failure === undefined || span === undefined) return
      const line = SourceFile.position(analysis.file, span.start).line - 1
      if (line < range.start.line || line > range.end.line) return
      byLine.set(line, (byLine.get(line) ?? new Set()).add(Simulate.actual(e)))
    })
  })
  return [...byLine].map(([line, actuals]) => ({
    position: { line, character: SourceFile.lineText(analysis.file, line + 1).length },
    label: `✗ ${[...actuals].join(" | ")}`,
    paddingLeft: true
  }))
}

/**
 * Registers the handlers. Each is wrapped so that a bug of ours in one request answers an empty result and a line in
 * the client's log, never a crashed server.
 *
 * @category serving
 */
export const register = (connection: Lsp.Connection, state: State): void => {
  const guarded =
    <P, R>(name: string, empty: R, handler: (params: P) => R) =>
    (params: P): R => {
      try {
        return handler(params)
      } catch (error) {
        connection.console.error(`podscenario: ${name} failed: ${error instanceof Error ? error.stack : error}`)
        return empty
      }
    }
  connection.onHover(
    guarded("hover", null, (p) => {
      const analysis = state.analysisOf(p.textDocument.uri)
      if (analysis === undefined) return null
      const uri = p.textDocument.uri
      const offset = Convert.offset(analysis.file, p.position)
      const outcomes = state.simulatedOf(uri)?.outcomes
      return Hover.hover(analysis, state.compiledOf(uri), outcomes, state.diagnosticsOf(uri), offset) ?? null
    })
  )
  connection.onCompletion(
    guarded("completion", [], (p) => {
      const document = state.documents.get(p.textDocument.uri)
      const analysis = state.analysisOf(p.textDocument.uri)
      if (document === undefined) return []
      const text = document.getText()
      const offset = document.offsetAt(p.position)
      const lineStart = document.offsetAt({ line: document.positionAt(offset).line, character: 0 })
      const block = analysis?.document.statements.find(
        (s) =>
          (s._tag === "PodInline" || s._tag === "Kubelet" || s._tag === "Cluster") &&
          s.block.span.start <= lineStart &&
          lineStart < s.block.span.end
      )
      const inBlock = block === undefined ? undefined : block._tag === "PodInline" ? "pod" : "settings"
      const names = Completion.namesOf(state.compiledOf(p.textDocument.uri))
      return [...Completion.complete(text, lineStart, offset, inBlock, names)]
    })
  )
  connection.onDefinition(
    guarded("definition", null, (p) => {
      const uri = p.textDocument.uri
      const analysis = state.analysisOf(uri)
      if (analysis === undefined) return null
      const offset = Convert.offset(analysis.file, p.position)
      const found = Hover.definition(analysis, state.compiledOf(uri), offset, (w) => state.readManifest(uri, w))
      return found === undefined ? null : { ...found, uri: found.uri === "" ? uri : found.uri }
    })
  )
  connection.onDocumentSymbol(
    guarded("documentSymbol", [], (p) => {
      const analysis = state.analysisOf(p.textDocument.uri)
      return analysis === undefined ? [] : Outline.symbols(analysis.file, analysis.document)
    })
  )
  connection.onFoldingRanges(
    guarded("foldingRange", [], (p) => {
      const analysis = state.analysisOf(p.textDocument.uri)
      return analysis === undefined ? [] : Outline.foldingRanges(analysis.file, analysis.document)
    })
  )
  connection.languages.semanticTokens.on(
    guarded("semanticTokens", { data: [] }, (p) => {
      const analysis = state.analysisOf(p.textDocument.uri)
      return analysis === undefined ? { data: [] } : Outline.semanticTokens(analysis.file, analysis.document)
    })
  )
  connection.onDocumentFormatting(
    guarded("formatting", [], (p) => {
      const analysis = state.analysisOf(p.textDocument.uri)
      return analysis === undefined ? [] : Outline.format(analysis.file)
    })
  )
  connection.onCodeLens(guarded("codeLens", [], (p) => [...codeLenses(state, p.textDocument.uri)]))
  connection.languages.inlayHint.on(
    guarded("inlayHint", [], (p) => [...inlayHints(state, p.textDocument.uri, p.range)])
  )
}
