/**
 * Simulation in the editor, through a real client: each scenario is simulated in the background after it checks;
 * failed expectations become diagnostics at their `expect` line, code lenses carry each scenario's result and inlay
 * hints the actual value beside a failing `expect`; a slow simulation is cancelled when the text changes.
 */

import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Protocol from "vscode-languageserver-protocol/node"
import { buildBundle, type Client, start } from "./client.ts"

const crashLoop = (restarts: number) => `scenario "crash loop"
pod web:
  spec:
    containers: [{ name: app, image: busybox }]
container app exits 1 after 1s
expect at 1s container app running restarts 1
expect at 33s container app running restarts ${restarts}
end at 1m
`

const failing = (d: ReadonlyArray<Protocol.Diagnostic>) => d.some((x) => x.code === "PS4001")

describe("simulation results in the editor", () => {
  let client: Client
  beforeAll(async () => {
    buildBundle()
    client = await start({ debounceMs: 0, simulateDelayMs: 0 })
  }, 120_000)
  afterAll(async () => {
    expect(await client.close()).toBe(0)
  })

  it("shows a failing expectation at its line, with the actual value as a hint and the result as a code lens", async () => {
    const uri = client.uriOf("crash.podscenario")
    const published = client.diagnostics(uri, failing)
    client.open("crash.podscenario", crashLoop(4))
    const [failure] = await published
    expect(failure).toMatchObject({
      code: "PS4001",
      range: { start: { line: 6, character: 0 } },
      severity: 1
    })
    expect(String(failure!.message).split("\n").slice(0, 4)).toEqual([
      "expectation failed: at 33s container app running restarts 4",
      "actual container app running ready restarts 3, last terminated reason Error exit 1 (at 33s)",
      'note: in scenario "crash loop"',
      "  expected  container app running restarts 4"
    ])
    const hints = await client.connection.sendRequest(Protocol.InlayHintRequest.type, {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 100, character: 0 } }
    })
    expect(hints).toEqual([
      {
        position: { line: 6, character: 46 },
        label: "✗ actual container app running ready restarts 3, last terminated reason Error exit 1 (at 33s)",
        paddingLeft: true
      }
    ])
    const lenses = await client.connection.sendRequest(Protocol.CodeLensRequest.type, { textDocument: { uri } })
    expect(lenses?.map((l) => [l.range.start.line, l.command?.title, l.command?.command])).toEqual([
      [0, "✗ failed: 1 of 2 expectations · ▶ run", "podscenario.run"]
    ])
  })

  it("clears the failure once the expectation is right", async () => {
    const uri = client.uriOf("crash.podscenario")
    const passing = client.diagnostics(uri, (d) => d.length === 0)
    client.change(uri, 2, crashLoop(3))
    expect(await passing).toEqual([])
    // the results of the new text, not the old
    let lenses: Array<Protocol.CodeLens> | null = []
    for (let i = 0; i < 50 && !lenses?.[0]?.command?.title.startsWith("✓"); i++) {
      lenses = await client.connection.sendRequest(Protocol.CodeLensRequest.type, { textDocument: { uri } })
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(lenses?.map((l) => l.command?.title)).toEqual(["✓ passed: 2 expectations · ▶ run"])
  })

  it("keeps the timelines of the documents simulated last, and simulates again for a hover on another", async () => {
    // more documents than keep their timelines (8): the first one's is forgotten, its results are not
    const uris: Array<string> = []
    for (let i = 0; i < 10; i++) {
      const uri = client.uriOf(`many-${i}.podscenario`)
      const simulated = client.diagnostics(uri, failing)
      client.open(`many-${i}.podscenario`, crashLoop(4))
      await simulated
      uris.push(uri)
    }
    const hover = await client.connection.sendRequest(Protocol.HoverRequest.type, {
      textDocument: { uri: uris[0]! },
      position: { line: 6, character: 10 }
    })
    expect((hover!.contents as Protocol.MarkupContent).value.split("\n")[0]).toBe(
      "**expect at 33s container app running restarts 4** ✗ fails: actual container app running ready restarts 3, last terminated reason Error exit 1 (at 33s)"
    )
    const lenses = await client.connection.sendRequest(Protocol.CodeLensRequest.type, {
      textDocument: { uri: uris[0]! }
    })
    expect(lenses?.map((l) => l.command?.title)).toEqual(["✗ failed: 1 of 2 expectations · ▶ run"])
  })

  it("cancels a slow simulation when the text changes and simulates the new text", async () => {
    // 100 scenarios of a liveness probe timing out every second for 30 hours, each time-out counted towards a
    // failureThreshold it never reaches (a readiness probe that keeps succeeding, or keeps failing or timing out with
    // the container unready, would be skipped through): about half a minute of work
    const slow = Array.from(
      { length: 100 },
      (_, i) => `scenario "slow ${i}"
pod web:
  spec:
    containers:
      - name: app
        image: busybox
        livenessProbe: { exec: { command: ["true"] }, periodSeconds: 1, failureThreshold: 1000000 }
liveness of app times out after 0s
expect phase Running
end at 30h
`
    ).join("")
    const uri = client.uriOf("slow.podscenario")
    const cancelled = new Promise<string>((resolve) => {
      const listener = client.connection.onNotification(Protocol.LogMessageNotification.type, (params) => {
        if (params.message.includes("cancelled")) {
          listener.dispose()
          resolve(params.message)
        }
      })
    })
    const checked = client.diagnostics(uri)
    client.open("slow.podscenario", slow)
    await checked
    // the simulation is under way once it has been sent to the simulation thread: give it a moment to start
    await new Promise((resolve) => setTimeout(resolve, 200))
    const fast = client.diagnostics(uri, failing)
    client.change(uri, 2, crashLoop(9))
    expect(await cancelled).toBe(`podscenario: simulation of ${uri} cancelled: the text changed`)
    expect((await fast).map((d) => d.code)).toEqual(["PS4001"])
  })
})
