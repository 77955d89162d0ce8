import { readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { parseSources, parseSpecs } from "../scripts/featureGates.ts"
import { featureGateSources, featureGateSpecs } from "../src/generated/featureGateSpecs.ts"
import * as Versions from "../src/Versions.ts"

const source = readFileSync(join(import.meta.dirname, "data", "kube_features.go.txt"), "utf8")

/** The source line of `gate`'s spec in force in 1.`minor`, read with regular expressions, not the generator. */
const specLine = (gate: string, minor: number): string | undefined => {
  const block = source.slice(source.indexOf(`\t${gate}: {`))
  const specs = block.slice(0, block.indexOf("\t},"))
  return [...specs.matchAll(/MustParse\("1\.(\d+)"\).*$/gm)].filter((m) => Number(m[1]) <= minor).at(-1)?.[0]
}

describe("the feature-gate table (language reference §11.1)", () => {
  it("is what the generator reads from the kube_features.go text (run `pnpm gen` after changing it)", () => {
    expect(featureGateSpecs).toEqual(Object.fromEntries(parseSpecs(source)))
    expect(featureGateSources).toEqual(Object.fromEntries(parseSources(source)))
  })

  it("records for every gate the kubernetes/kubernetes commit its specs were copied from", () => {
    for (const gate of Versions.gates) expect(Versions.gateSource(gate)).toMatch(/^[0-9a-f]{40}$/)
    expect(Versions.gateSource("SidecarContainers")).toBe("b0b89d3bd251db932ed5a7bef66039fb88acab64")
    expect(Versions.gateSource("ContainerRestartRules")).toBe("008b3652959ca58af8be3fb5b6ecfe9ae7638282")
  })

  // Read straight from the source text, not through the generator: a generator bug fails these.
  it.each([
    ["ContainerRestartRules", 34, false],
    ["ContainerRestartRules", 35, true],
    ["KubeletCrashLoopBackOffMax", 34, false],
    ["KubeletCrashLoopBackOffMax", 35, true],
    ["PodLifecycleSleepAction", 29, false],
    ["PodLifecycleSleepAction", 30, true],
    ["PodLifecycleSleepActionAllowZero", 32, false],
    ["PodLifecycleSleepActionAllowZero", 33, true],
    ["ChangeContainerStatusOnKubeletRestart", 34, true],
    ["ChangeContainerStatusOnKubeletRestart", 35, false]
  ] as const)("%s in 1.%i is %s, as the source says", (gate, minor, on) => {
    expect(specLine(gate, minor)?.includes("Default: true")).toBe(on)
    expect(Versions.featureGates(minor)[gate]).toBe(on)
  })

  it.each([
    ["SidecarContainers", 32, false],
    ["SidecarContainers", 33, true],
    ["PodLifecycleSleepAction", 33, false],
    ["PodLifecycleSleepAction", 34, true]
  ] as const)("%s in 1.%i is locked to its default: %s, as the source's LockToDefault says", (gate, minor, locked) => {
    expect(specLine(gate, minor)?.includes("LockToDefault: true")).toBe(locked)
    expect(Versions.gateState(gate, minor)?.locked).toBe(locked)
    expect(Versions.refusal(gate, false, minor)?._tag).toBe(locked ? "Locked" : undefined)
  })

  it("knows a gate of a later release as one this release refuses", () => {
    expect(Versions.refusal("ContainerRestartRules", true, 33)).toEqual({ _tag: "Unknown", since: 34 })
    expect(Versions.refusal("NoSuchGate", true, 35)).toEqual({ _tag: "Unknown", since: undefined })
    expect(Versions.gatesOf(33)).not.toContain("ContainerRestartRules")
  })

  it("parses the releases users write and refuses the others", () => {
    expect(Versions.parse("1.33")).toBe(33)
    expect(Versions.parse("v1.29")).toBe(29)
    expect(Versions.parse("1.35.2")).toBe(35)
    expect(Versions.parse("1.12")).toBeUndefined()
    expect(Versions.parse("1.36")).toBeUndefined()
    expect(Versions.parse("banana")).toBeUndefined()
  })
})
