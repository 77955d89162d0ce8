/**
 * The .vsix as VS Code installs it: built by `pack.mjs` with vsce, it holds the extension's client, the manifest
 * that starts it on `.podscenario` files, the grammar, and a server that answers `initialize` and publishes a
 * diagnostic when started from the unpacked files.
 */
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { inflateRawSync } from "node:zlib"
import { start } from "@podscenario/lsp/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/** The files of a zip archive (a .vsix is one), read from its central directory. */
const unzip = (zip: Buffer): Map<string, Buffer> => {
  const files = new Map<string, Buffer>()
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  let at = zip.readUInt32LE(end + 16)
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength)
    const local = zip.readUInt32LE(at + 42)
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const raw = zip.subarray(data, data + size)
    files.set(name, method === 8 ? inflateRawSync(raw) : raw)
    at += 46 + skip
  }
  return files
}

describe("the VS Code extension package", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "podscenario-vsix-"))
  let files: Map<string, Buffer>
  beforeAll(() => {
    execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/pack.mjs", import.meta.url)), "--out", out], {
      stdio: "ignore"
    })
    const [vsix] = fs.readdirSync(out).filter((f) => f.endsWith(".vsix"))
    files = unzip(fs.readFileSync(path.join(out, vsix!)))
  }, 180_000)
  afterAll(() => fs.rmSync(out, { recursive: true, force: true }))

  it("holds the client, the server, the grammar and a manifest that starts them on .podscenario files", () => {
    const names = [...files.keys()]
    for (const file of [
      "extension/dist/extension.cjs",
      "extension/server/podscenario.cjs",
      "extension/server/lsp-worker.cjs",
      "extension/syntaxes/podscenario.tmLanguage.json",
      "extension/language-configuration.json"
    ]) {
      expect(names).toContain(file)
    }
    expect(names.some((n) => /^extension\/server\/program-[0-9a-f]+\.cjs$/.test(n))).toBe(true)
    const manifest = JSON.parse(files.get("extension/package.json")!.toString("utf8"))
    expect(manifest).toMatchObject({
      main: "./dist/extension.cjs",
      activationEvents: ["onLanguage:podscenario"],
      contributes: {
        languages: [{ id: "podscenario", extensions: [".podscenario"] }],
        grammars: [{ language: "podscenario", path: "./syntaxes/podscenario.tmLanguage.json" }]
      }
    })
  })

  it("ships a server that runs from the unpacked files", async () => {
    const unpacked = path.join(out, "unpacked")
    for (const [name, data] of files) {
      if (!name.startsWith("extension/server/")) continue
      fs.mkdirSync(path.dirname(path.join(unpacked, name)), { recursive: true })
      fs.writeFileSync(path.join(unpacked, name), data)
    }
    const server = path.join(unpacked, "extension/server/podscenario.cjs")
    const client = await start({ debounceMs: 0, simulateDelayMs: 0 }, server)
    const uri = client.uriOf("failing.podscenario")
    // a failed expectation: the file checks, and the packed simulation thread runs it
    const published = client.diagnostics(uri, (d) => d.length > 0)
    client.open(
      "failing.podscenario",
      'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }]\nexpect phase Succeeded\n'
    )
    expect((await published).map((d) => d.code)).toEqual(["PS4001"])
    expect(await client.close()).toBe(0)
  })
})
