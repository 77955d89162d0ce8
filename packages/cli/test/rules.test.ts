import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import {
  generated,
  pagePath,
  readRules,
  repositoryCitations,
  repositoryRoot,
  UNTESTED_BY_SCENARIO,
  withoutScenario
} from "../scripts/gen-rules.ts"

const { rules, problems } = readRules(readFileSync(pagePath, "utf8"))
const ids = new Set(rules.map((r) => r.id))
const citations = repositoryCitations()

describe("the kubelet rules (docs/reference/kubelet-rules.md)", () => {
  it("each rule has one heading and its anchor", () => {
    expect(problems).toEqual([])
  })

  it("every citation names a rule of the page", () => {
    const unknown = citations.filter((c) => !ids.has(c.id)).map((c) => `${c.file}:${c.line}: ${c.id}`)
    expect(unknown, "cite a rule of docs/reference/kubelet-rules.md, or add it there").toEqual([])
  })

  it("every rule has a scenario, except the ones listed with why", () => {
    expect(withoutScenario(rules, citations)).toEqual(Object.keys(UNTESTED_BY_SCENARIO))
  })

  for (const [path, content] of generated())
    it(`${path} is fresh (run \`pnpm gen\`)`, () => {
      expect(readFileSync(join(repositoryRoot, path), "utf8")).toBe(content)
    })
})
