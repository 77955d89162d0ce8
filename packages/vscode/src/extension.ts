/**
 * The VS Code extension: starts `podscenario lsp` and hands it the `.podscenario` documents (docs/guide/editors.md).
 * The server is the CLI bundled in the extension (run on VS Code's own Node), unless the setting `podscenario.path`
 * names a `podscenario` command to use instead (a project's pinned version, say).
 */
import * as vscode from "vscode"
import { LanguageClient, type ServerOptions, TransportKind } from "vscode-languageclient/node"

let client: LanguageClient | undefined

const serverOptions = (context: vscode.ExtensionContext, command: string): ServerOptions =>
  command === ""
    ? { module: context.asAbsolutePath("server/podscenario.cjs"), args: ["lsp"], transport: TransportKind.stdio }
    : { command, args: ["lsp"], transport: TransportKind.stdio }

/** Called by VS Code when a `.podscenario` document is first opened. */
export const activate = async (context: vscode.ExtensionContext): Promise<void> => {
  const config = vscode.workspace.getConfiguration("podscenario")
  client = new LanguageClient("podscenario", "podscenario", serverOptions(context, config.get<string>("path", "")), {
    documentSelector: [{ language: "podscenario" }],
    initializationOptions: {
      simulate: config.get<boolean>("simulate", true),
      debounceMs: config.get<number>("debounceMs", 25)
    }
  })
  await client.start()
  // a changed setting takes effect on a restarted server
  context.subscriptions.push(
    vscode.workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration("podscenario"))
        void vscode.commands.executeCommand("workbench.action.reloadWindow")
    })
  )
}

/** Called by VS Code on shutdown. */
export const deactivate = (): Promise<void> | undefined => client?.stop()
