/**
 * Anything an editor can send: 1,000 random edits of a real scenario with requests between them, unknown
 * documents, binary content, a 10 MB file, a manifest outside the workspace, positions past the end. The server
 * answers every request (with an empty result where it knows nothing), writes nothing to stdout but the protocol,
 * and keeps running.
 */
import * as fs from "node:fs"
import { keywordTexts } from "@podscenario/parser/Tokens"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Protocol from "vscode-languageserver-protocol/node"
import { buildBundle, type Client, start } from "./client.ts"

const realScenario = fs.readFileSync(
  new URL("../../../scenarios/crash-loop-backoff/default-delays.podscenario", import.meta.url),
  "utf8"
)

/** Every kind of request an editor sends about a document, at a position. */
const requestAt = (client: Client, uri: string, position: Protocol.Position, kind: number): Promise<unknown> => {
  const textDocument = { uri }
  const c = client.connection
  switch (kind % 9) {
    case 0:
      return c.sendRequest(Protocol.HoverRequest.type, { textDocument, position })
    case 1:
      return c.sendRequest(Protocol.CompletionRequest.type, { textDocument, position })
    case 2:
      return c.sendRequest(Protocol.DefinitionRequest.type, { textDocument, position })
    case 3:
      return c.sendRequest(Protocol.DocumentSymbolRequest.type, { textDocument })
    case 4:
      return c.sendRequest(Protocol.FoldingRangeRequest.type, { textDocument })
    case 5:
      return c.sendRequest(Protocol.SemanticTokensRequest.type, { textDocument })
    case 6:
      return c.sendRequest(Protocol.DocumentFormattingRequest.type, {
        textDocument,
        options: { tabSize: 2, insertSpaces: true }
      })
    case 7:
      return c.sendRequest(Protocol.CodeLensRequest.type, { textDocument })
    default:
      return c.sendRequest(Protocol.InlayHintRequest.type, {
        textDocument,
        range: { start: { line: 0, character: 0 }, end: position }
      })
  }
}

const fragment = fc.oneof(
  fc.constantFrom(...keywordTexts.map((k) => `${k} `)),
  fc.constantFrom("\n", "  ", ":", '"', "<policy>", "| a | b |\n", "app", "web/app", "1m30s", "137", "@tag ", "# x"),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: "binary", maxLength: 4 })
)

/** An edit of the document: a range (as offsets, clamped to the text) replaced by a fragment. */
const edit = fc.record({ at: fc.nat(), length: fc.nat({ max: 30 }), text: fc.oneof(fragment, fc.constant("")) })

describe("robustness", () => {
  let client: Client
  const protocolErrors: Array<unknown> = []
  beforeAll(async () => {
    buildBundle()
    client = await start({ debounceMs: 0, simulateDelayMs: 0 })
    client.connection.onError((error) => protocolErrors.push(error))
  }, 120_000)
  afterAll(async () => {
    expect(protocolErrors).toEqual([])
    expect(await client.close()).toBe(0)
  })

  it("answers every request through 1,000 random edits of a real scenario, and never exits", async () => {
    const uri = client.open("edited.podscenario", realScenario)
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(edit, fc.nat(), fc.nat()), { minLength: 1000, maxLength: 1000 }),
        async (edits) => {
          let text = realScenario
          const answers: Array<Promise<unknown>> = []
          for (const [version, [e, line, kind]] of edits.entries()) {
            const start = e.at % (text.length + 1)
            const end = Math.min(text.length, start + e.length)
            const document = { offset: (o: number) => text.slice(0, o).split(/\r\n|\r|\n/) }
            const before = document.offset(start)
            const upTo = document.offset(end)
            client.connection.sendNotification(Protocol.DidChangeTextDocumentNotification.type, {
              textDocument: { uri, version: version + 2 },
              contentChanges: [
                {
                  range: {
                    start: { line: before.length - 1, character: before.at(-1)!.length },
                    end: { line: upTo.length - 1, character: upTo.at(-1)!.length }
                  },
                  text: e.text
                }
              ]
            })
            text = text.slice(0, start) + e.text + text.slice(end)
            // positions anywhere, past the end of the line and of the document too
            answers.push(requestAt(client, uri, { line: line % 120, character: (line * 7) % 90 }, kind))
          }
          const settled = await Promise.allSettled(answers)
          expect(settled.filter((s) => s.status === "rejected")).toEqual([])
          expect(client.process.exitCode).toBeNull()
        }
      ),
      { numRuns: 1 }
    )
    // and it still works: the original text checks clean again
    const clean = client.diagnostics(uri, (d) => d.length === 0)
    client.change(uri, 5000, realScenario)
    expect(await clean).toEqual([])
  })

  it("answers empty results about documents it was never sent, and positions past the end", async () => {
    const unknown = client.uriOf("never-opened.podscenario")
    for (let kind = 0; kind < 9; kind++) {
      const answer = await requestAt(client, unknown, { line: 3, character: 4 }, kind)
      expect([null, []]).toContainEqual(kind === 5 ? null : answer)
    }
    const uri = client.uriOf("short.podscenario")
    const checked = client.diagnostics(uri)
    client.open("short.podscenario", 'scenario "x"\n')
    await checked
    for (let kind = 0; kind < 9; kind++) {
      await expect(requestAt(client, uri, { line: 9999, character: 9999 }, kind)).resolves.not.toThrow()
    }
    expect(
      await client.connection.sendRequest(Protocol.HoverRequest.type, {
        textDocument: { uri },
        position: { line: 9999, character: 9999 }
      })
    ).toBeNull()
  })

  it("reports binary content as diagnostics, at most 100", async () => {
    const uri = client.uriOf("binary.podscenario")
    const published = client.diagnostics(uri)
    const bytes = Array.from({ length: 20_000 }, (_, i) => String.fromCharCode((i * 7919) % 256)).join("")
    client.open("binary.podscenario", bytes)
    const diagnostics = await published
    expect(diagnostics.length).toBeGreaterThan(0)
    expect(diagnostics.length).toBeLessThanOrEqual(100)
  })

  it("checks and simulates a 10 MB file", async () => {
    const uri = client.uriOf("large.podscenario")
    const comments = `# ${"a comment line to make the file large ".repeat(3)}\n`.repeat(
      Math.ceil((10 * 1024 * 1024) / 120)
    )
    const published = client.diagnostics(uri)
    client.open("large.podscenario", `${comments}${realScenario}`)
    expect(await published).toEqual([])
  })

  it("reads a manifest outside the workspace as the CLI does: a diagnostic, and the server keeps running", async () => {
    const uri = client.uriOf("outside.podscenario")
    const published = client.diagnostics(uri)
    client.open(
      "outside.podscenario",
      'scenario "x"\npod web from "../../../../../../../etc/hostname"\nexpect phase Running\n'
    )
    const diagnostics = await published
    expect(diagnostics.length).toBeGreaterThan(0)
    expect(client.process.exitCode).toBeNull()
  })
})
