/**
 * A real LSP client for the tests: spawns the bundled `podscenario lsp` and talks to it over stdio with
 * vscode-languageserver-protocol, as an editor does.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import * as Protocol from "vscode-languageserver-protocol/node"

const bundle = fileURLToPath(new URL("../../cli/dist/podscenario.cjs", import.meta.url))

/** Builds the CLI bundle afresh (a dist/ left from an earlier build would test yesterday's server). */
export const buildBundle = (): void => {
  execFileSync(process.execPath, [fileURLToPath(new URL("../../cli/scripts/build.mjs", import.meta.url))])
}

export interface Client {
  readonly connection: Protocol.ProtocolConnection
  readonly process: ChildProcess
  readonly dir: string
  /** Writes a file under the temporary workspace and returns its URI. */
  readonly write: (name: string, text: string) => string
  readonly uriOf: (name: string) => string
  readonly open: (name: string, text: string) => string
  readonly change: (uri: string, version: number, text: string) => void
  /** The next diagnostics published for `uri` that satisfy `until` (default: any). */
  readonly diagnostics: (
    uri: string,
    until?: (d: ReadonlyArray<Protocol.Diagnostic>) => boolean
  ) => Promise<ReadonlyArray<Protocol.Diagnostic>>
  /** Everything the server wrote to stderr so far. */
  readonly stderr: () => string
  readonly close: () => Promise<number | null>
}

/**
 * Starts the server in a fresh temporary workspace and initializes it: the CLI bundle's, or the executable `entry`
 * (a packed one).
 */
export const start = async (
  initializationOptions: Record<string, unknown> = { debounceMs: 0 },
  entry: string = bundle
): Promise<Client> => {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), "podscenario-lsp-")))
  const child = spawn(process.execPath, [entry, "lsp", "--stdio"], {
    cwd: dir,
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, PODSCENARIO_COMPILE_CACHE: path.join(dir, ".cache") }
  })
  let stderr = ""
  child.stderr!.on("data", (chunk) => {
    stderr += chunk
  })
  const connection = Protocol.createProtocolConnection(
    new Protocol.StreamMessageReader(child.stdout!),
    new Protocol.StreamMessageWriter(child.stdin!)
  )
  const latest = new Map<string, ReadonlyArray<Protocol.Diagnostic>>()
  const waiters = new Set<() => void>()
  connection.onNotification(Protocol.PublishDiagnosticsNotification.type, (params) => {
    latest.set(params.uri, params.diagnostics)
    for (const wake of [...waiters]) wake()
  })
  connection.listen()
  await connection.sendRequest(Protocol.InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(dir).href,
    workspaceFolders: [{ uri: pathToFileURL(dir).href, name: "workspace" }],
    capabilities: {},
    initializationOptions
  })
  await connection.sendNotification(Protocol.InitializedNotification.type, {})

  const uriOf = (name: string) => pathToFileURL(path.join(dir, name)).href
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
    return uriOf(name)
  }
  return {
    connection,
    process: child,
    dir,
    write,
    uriOf,
    open: (name, text) => {
      const uri = uriOf(name)
      void connection.sendNotification(Protocol.DidOpenTextDocumentNotification.type, {
        textDocument: { uri, languageId: "podscenario", version: 1, text }
      })
      return uri
    },
    change: (uri, version, text) => {
      void connection.sendNotification(Protocol.DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version },
        contentChanges: [{ text }]
      })
    },
    diagnostics: (uri, until = () => true) => {
      latest.delete(uri)
      return new Promise((resolve) => {
        const wake = () => {
          const found = latest.get(uri)
          if (found !== undefined && until(found)) {
            waiters.delete(wake)
            resolve(found)
          }
        }
        waiters.add(wake)
      })
    },
    stderr: () => stderr,
    close: async () => {
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)))
      if (child.exitCode === null) {
        await connection.sendRequest(Protocol.ShutdownRequest.type)
        await connection.sendNotification(Protocol.ExitNotification.type)
      }
      const code = child.exitCode ?? (await exited)
      connection.dispose()
      fs.rmSync(dir, { recursive: true, force: true })
      return code
    }
  }
}
