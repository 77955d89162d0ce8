/**
 * The catalogue is split by family (`src/internal/codes/`): each module defines only the codes of its range, as the
 * table at the top of `Codes.ts` says, so a newcomer finds a code where its number says it is.
 */
import { Codes } from "@podscenario/diagnostics"
import { describe, expect, it } from "vitest"
import * as configuration from "../src/internal/codes/configuration.ts"
import * as declarations from "../src/internal/codes/declarations.ts"
import * as events from "../src/internal/codes/events.ts"
import * as expectations from "../src/internal/codes/expectations.ts"
import * as failures from "../src/internal/codes/failures.ts"
import * as outlines from "../src/internal/codes/outlines.ts"
import * as pod from "../src/internal/codes/pod.ts"
import * as run from "../src/internal/codes/run.ts"
import * as settings from "../src/internal/codes/settings.ts"
import * as syntax from "../src/internal/codes/syntax.ts"
import * as yaml from "../src/internal/codes/yaml.ts"

const families: ReadonlyArray<readonly [string, Readonly<Record<string, unknown>>, RegExp]> = [
  ["syntax", syntax, /^PS1\d{3}$/],
  ["declarations", declarations, /^PS20\d{2}$/],
  ["events", events, /^PS20\d{2}$/],
  ["expectations", expectations, /^PS20\d{2}$/],
  ["outlines", outlines, /^PS20\d{2}$/],
  ["yaml", yaml, /^PS21\d{2}$/],
  ["pod", pod, /^PS21\d{2}$/],
  ["settings", settings, /^PS21\d{2}$/],
  ["run", run, /^PS3\d{3}$/],
  ["failures", failures, /^PS[45]\d{3}$/],
  ["configuration", configuration, /^PS6\d{3}$/]
]

const codesOf = (module: Readonly<Record<string, unknown>>): ReadonlyArray<string> =>
  Object.values(module).flatMap((v) =>
    typeof v === "object" && v !== null && "code" in v && "slug" in v ? [String(v.code)] : []
  )

describe("the catalogue's families", () => {
  it.each(families)("%s defines only codes of its range", (_, module, range) => {
    const codes = codesOf(module)
    expect(codes.length).toBeGreaterThan(0)
    for (const code of codes) expect(code).toMatch(range)
  })

  it("together are the whole catalogue, each code in one family", () => {
    const all = families.flatMap(([, module]) => codesOf(module))
    expect([...all].sort()).toEqual(Codes.catalogue().map((e) => e.code))
  })
})
