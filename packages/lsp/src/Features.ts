/**
 * The editor features over the analyses and simulation results (Server.ts keeps them): one function a request,
 * each answering an empty result for what it does not know (a closed document, a position past the end).
 */
import { SourceFile } from "@podscenario/diagnostics"
import * as Lsp from "vscode-languageserver/node"
import type { TextDocument } from "vscode-languageserver-textdocument"
import type { Analysis } from "./Analysis.ts"
import * as Commands from "./Commands.ts"
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
}

/** @category constants */
export const capabilities: Lsp.ServerCapabilities = {
  codeLensProvider: { resolveProvider: false },
  inlayHintProvider: true
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
  connection.onCodeLens(guarded("codeLens", [], (p) => [...codeLenses(state, p.textDocument.uri)]))
  connection.languages.inlayHint.on(
    guarded("inlayHint", [], (p) => [...inlayHints(state, p.textDocument.uri, p.range)])
  )
}
