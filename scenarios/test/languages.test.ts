/**
 * Every output in the chosen language: the causes core writes in English (the `because:` lines, `explain`, the
 * HTML report's cards) each have their Spanish, French and Ukrainian sentences. Runs every scenario of the corpus
 * and checks each cause's sentence is one the translations know, so a new sentence in core fails here.
 */
import * as path from "node:path"
import { fileURLToPath } from "node:url"
import { nodeScenarioFiles } from "@podscenario/cli/NodeServices"
import { Timeline } from "@podscenario/core"
import { Run, Services } from "@podscenario/interpreter"
import { I18n } from "@podscenario/reporters"
import { Effect, Layer } from "effect"
import { expect, it } from "vitest"

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

it("every cause of every scenario has its translations (no English sentence leaks)", async () => {
  const layer = Layer.mergeAll(nodeScenarioFiles(root), Services.RunConfig.layer({ goldens: "none" }))
  const run = await Effect.runPromise(Run.runTargets([{ path: ".", lines: [] }]).pipe(Effect.provide(layer)))
  const texts = new Set<string>()
  for (const file of run.files) {
    for (const sc of file.scenarios)
      for (const r of sc.timeline === undefined ? [] : Timeline.stored(sc.timeline))
        if (r.cause) texts.add(r.cause.text)
  }
  expect(texts.size).toBeGreaterThan(40)
  expect([...texts].filter((t) => !I18n.causeTranslated(t)).sort()).toEqual([])
  // commands and API names are the same in every language
  const apiOnly = /^(?:kubectl |pull policy \S+$|spec\.nodeName |getPhase → )/
  for (const lang of ["es", "fr", "uk"] as const) {
    for (const t of texts) if (!apiOnly.test(t)) expect(I18n.cause(t, lang), `${lang}: ${t}`).not.toBe(t)
  }
})
