/**
 * Kubernetes minor releases the simulator models (language reference §11.1): each one's feature-gate defaults, from the
 * versioned specs of kubernetes' `pkg/features/kube_features.go` (generated into `generated/featureGateSpecs.ts`;
 * docs/language/pods.md names the source version).
 */
import { featureGateSources, featureGateSpecs } from "./generated/featureGateSpecs.ts"

/** The oldest minor modelled (1.29: native sidecars on by default). @category constants */
export const oldest = 29

/** The newest minor modelled (released before the source the table comes from): the default without a pin. @category constants */
export const newest = 35

/** Every supported minor, oldest first. @category constants */
export const minors: ReadonlyArray<number> = Array.from({ length: newest - oldest + 1 }, (_, i) => oldest + i)

/** `1.33` for minor 33. @category formatting */
export const format = (minor: number): string => `1.${minor}`

/** The supported range as users write it: `1.29 to 1.35`. @category formatting */
export const range = `${format(oldest)} to ${format(newest)}`

/** The minor of `1.NN` (a patch, `1.33.2`, and a leading `v` are accepted), when supported. @category parsing */
export const parse = (text: string): number | undefined => {
  const m = /^v?1\.(\d+)(?:\.\d+)?$/.exec(text)
  const minor = m === null ? undefined : Number(m[1])
  return minor !== undefined && minor >= oldest && minor <= newest ? minor : undefined
}

/** A gate's stage and default in one minor; `undefined` when the gate does not exist yet. @category models */
export interface GateState {
  readonly default: boolean
  readonly stage: string
  /** `LockToDefault`: the release refuses any other value (a GA or deprecated gate about to be removed). */
  readonly locked: boolean
}

/** The state of `gate` in `minor`: its last versioned spec at or before that minor. @category accessors */
export const gateState = (gate: string, minor: number): GateState | undefined =>
  featureGateSpecs[gate]?.findLast((spec) => spec.since <= minor)

/**
 * The kubernetes/kubernetes commit whose `pkg/features/kube_features.go` the gate's specs were copied from, verbatim
 * (`packages/core/test/data/kube_features.go.txt` names it for each gate).
 *
 * @category accessors
 */
export const gateSource = (gate: string): string | undefined => featureGateSources[gate]

/** The gates the simulator consults. @category constants */
export const gates: ReadonlyArray<string> = Object.keys(featureGateSpecs)

const defaults = new Map<number, Readonly<Record<string, boolean>>>()

/**
 * The default of every consulted gate in `minor` (a gate that does not exist yet is off). Computed once a release:
 * every scenario (every value of a sweep) asks.
 *
 * @category accessors
 */
export const featureGates = (minor: number): Readonly<Record<string, boolean>> => {
  let known = defaults.get(minor)
  if (known === undefined) {
    known = Object.freeze(Object.fromEntries(gates.map((g) => [g, gateState(g, minor)?.default ?? false])))
    defaults.set(minor, known)
  }
  return known
}

/** The gates that exist in `minor` (the feature-gate library of that release knows them). @category accessors */
export const gatesOf = (minor: number): ReadonlyArray<string> => gates.filter((g) => gateState(g, minor) !== undefined)

/**
 * Why `minor`'s feature-gate library refuses `gate: value` (component-base featuregate `SetFromMap`: "unrecognized
 * feature gate", "cannot set feature gate … feature is locked to …"), or `undefined` when it accepts it. A gate that
 * only arrives in a later release is unknown to this one; `since` says which release brings it.
 *
 * @category validation
 */
export type GateRefusal =
  | { readonly _tag: "Unknown"; readonly since: number | undefined }
  | { readonly _tag: "Locked"; readonly default: boolean }

/** See `GateRefusal`. @category validation */
export const refusal = (gate: string, value: boolean, minor: number): GateRefusal | undefined => {
  const specs = featureGateSpecs[gate]
  const state = gateState(gate, minor)
  if (state === undefined) return { _tag: "Unknown", since: specs?.find((s) => s.since > minor)?.since }
  return state.locked && state.default !== value ? { _tag: "Locked", default: state.default } : undefined
}
