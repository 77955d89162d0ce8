/**
 * The editor features through a real client: completion, hover, go to definition, symbols, folding, semantic
 * tokens and formatting.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Protocol from "vscode-languageserver-protocol/node"
import { buildBundle, type Client, start } from "./client.ts"

const scenario = `scenario "crash loop"
pod web:
  spec:
    containers:
      - name: app
        image: registry.example/app:1.4
      - name: logger
        image: busybox
container app exits 1 after 1s
expect at 33s container app running restarts 3
end at 1m
`

describe("editor features", () => {
  let client: Client
  let uri: string
  beforeAll(async () => {
    buildBundle()
    client = await start({ debounceMs: 0, simulateDelayMs: 0 })
    uri = client.uriOf("crash.podscenario")
    const simulated = client.diagnostics(uri)
    client.open("crash.podscenario", scenario)
    await simulated
  }, 120_000)
  afterAll(async () => {
    expect(await client.close()).toBe(0)
  })

  const labels = (items: Protocol.CompletionItem[] | Protocol.CompletionList | null) =>
    (Array.isArray(items) ? items : (items?.items ?? [])).map((i) => i.label)

  it("completes container names where the grammar wants one, and keywords by position", async () => {
    const changed = client.diagnostics(uri)
    client.change(uri, 2, `${scenario}expect container `)
    await changed
    const names = await client.connection.sendRequest(Protocol.CompletionRequest.type, {
      textDocument: { uri },
      position: { line: 11, character: 17 }
    })
    expect(labels(names)).toEqual(expect.arrayContaining(["app", "logger"]))
    const keywords = await client.connection.sendRequest(Protocol.CompletionRequest.type, {
      textDocument: { uri },
      position: { line: 8, character: 14 }
    })
    expect(labels(keywords)).toEqual(expect.arrayContaining(["exits", "stops", "ignores"]))
    const restored = client.diagnostics(uri, (d) => d.length === 0)
    client.change(uri, 3, scenario)
    await restored
  })

  it("completes the kubelet events and the node after `kubelet on`", async () => {
    const changed = client.diagnostics(uri)
    client.change(uri, 4, `${scenario}at 5s kubelet on `)
    await changed
    const fates = await client.connection.sendRequest(Protocol.CompletionRequest.type, {
      textDocument: { uri },
      position: { line: 11, character: 14 }
    })
    expect(labels(fates)).toEqual(expect.arrayContaining(["on", "restarts", "stops", "starts"]))
    const nodes = await client.connection.sendRequest(Protocol.CompletionRequest.type, {
      textDocument: { uri },
      position: { line: 11, character: 17 }
    })
    expect(labels(nodes)).toEqual(expect.arrayContaining(["node-1"]))
    const restored = client.diagnostics(uri, (d) => d.length === 0)
    client.change(uri, 5, scenario)
    await restored
  })

  it("hovers an expectation with the simulated state at its time and the rule behind it", async () => {
    let hover: Protocol.Hover | null = null
    // the simulation of version 3 may still be under way
    for (let i = 0; i < 100 && hover === null; i++) {
      hover = await client.connection.sendRequest(Protocol.HoverRequest.type, {
        textDocument: { uri },
        position: { line: 9, character: 3 }
      })
      if (hover === null) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    const text = (hover!.contents as Protocol.MarkupContent).value
    expect(text).toContain("**expect at 33s container app running restarts 3** ✓ holds")
    expect(text).toMatch(
      /container app: running, ready, 3 restarts +\(since 33s\) +— because: container running \(kubelet-rules §3\.1\)/
    )
  })

  it("hovers a keyword with its section of the language reference", async () => {
    const hover = await client.connection.sendRequest(Protocol.HoverRequest.type, {
      textDocument: { uri },
      position: { line: 8, character: 16 }
    })
    const text = (hover!.contents as Protocol.MarkupContent).value
    expect(text.split("\n")[0]).toBe("**`exits`**: Behaviours (language reference)")
    expect(text).toContain("```podscenario")
  })

  it("hovers a written code with its catalogue entry, what `podscenario explain` prints, in Markdown", async () => {
    const codes = client.uriOf("codes.podscenario")
    const opened = client.diagnostics(codes)
    client.open("codes.podscenario", `${scenario}# PS4003, once PS3003\n`)
    await opened
    const hover = async (character: number) => {
      const found = await client.connection.sendRequest(Protocol.HoverRequest.type, {
        textDocument: { uri: codes },
        position: { line: 11, character }
      })
      return (found!.contents as Protocol.MarkupContent).value
    }
    const order = await hover(4)
    expect(order.split("\n").slice(0, 5)).toEqual([
      "**PS4003 order-failed** (error)",
      "",
      "out of order: {order}",
      "",
      "help: `order:` compares first happenings: `podscenario explain {scenario}` shows when each happened"
    ])
    expect(order).toMatch(/\n```podscenario\nscenario "x"\n[\s\S]*\n```$/)
    expect(await hover(18)).toBe("**PS3003 manifest-pod-not-found** (error)\n\nReserved: no longer emitted.")
  })

  it("hovers a container name with its spec, and goes to its YAML", async () => {
    const hover = await client.connection.sendRequest(Protocol.HoverRequest.type, {
      textDocument: { uri },
      position: { line: 8, character: 11 }
    })
    expect((hover!.contents as Protocol.MarkupContent).value).toContain("- image: `registry.example/app:1.4`")
    const definition = await client.connection.sendRequest(Protocol.DefinitionRequest.type, {
      textDocument: { uri },
      position: { line: 8, character: 11 }
    })
    expect(definition).toEqual({ uri, range: { start: { line: 4, character: 14 }, end: { line: 4, character: 17 } } })
  })

  it("lists the scenario and its pod, folds the YAML block, colours keywords, formats as fmt does", async () => {
    const symbols = (await client.connection.sendRequest(Protocol.DocumentSymbolRequest.type, {
      textDocument: { uri }
    })) as Protocol.DocumentSymbol[]
    expect(symbols.map((s) => [s.name, s.detail, s.children?.map((c) => c.name)])).toEqual([
      ["crash loop", "scenario", ["web"]]
    ])
    const folds = await client.connection.sendRequest(Protocol.FoldingRangeRequest.type, { textDocument: { uri } })
    expect(folds?.map((f) => [f.startLine, f.endLine])).toEqual([
      [1, 7],
      [0, 10]
    ])
    const tokens = await client.connection.sendRequest(Protocol.SemanticTokensRequest.type, { textDocument: { uri } })
    // the first token: `scenario`, a keyword (type 0), at 0:0, 8 long
    expect(tokens?.data.slice(0, 5)).toEqual([0, 0, 8, 0, 0])
    const messy = client.uriOf("messy.podscenario")
    const opened = client.diagnostics(messy)
    client.open("messy.podscenario", scenario.replace("expect at 33s", "expect   at   33s"))
    await opened
    const edits = await client.connection.sendRequest(Protocol.DocumentFormattingRequest.type, {
      textDocument: { uri: messy },
      options: { tabSize: 2, insertSpaces: true }
    })
    expect(edits?.map((e) => e.newText)).toEqual([scenario])
  })

  it("colours a keyword the grammar reads as a name as a name (`container restarts exits 1`)", async () => {
    const named = client.uriOf("keyword-names.podscenario")
    const opened = client.diagnostics(named)
    client.open("keyword-names.podscenario", scenario.replaceAll("app", "restarts"))
    await opened
    const tokens = await client.connection.sendRequest(Protocol.SemanticTokensRequest.type, {
      textDocument: { uri: named }
    })
    // line 8 `container restarts exits 1 after 1s`: tokens are [Δline, Δstart, length, type, modifiers]
    const data = tokens?.data ?? []
    const typesAt = new Map<string, number>()
    for (let i = 0, line = 0, start = 0; i < data.length; i += 5) {
      line += data[i]!
      start = data[i] === 0 ? start + data[i + 1]! : data[i + 1]!
      typesAt.set(`${line}:${start}`, data[i + 3]!)
    }
    expect([typesAt.get("8:0"), typesAt.get("8:10"), typesAt.get("8:19")]).toEqual([0, 1, 0])
  })
})
