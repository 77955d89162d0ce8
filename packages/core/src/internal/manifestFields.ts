/**
 * How the pod decoder reads a manifest's fields: each reader returns the value or reports an `Issue` at its path, so
 * that one pass reports every problem (`PodManifest.decode`).
 */
import { defaultFeatureGates } from "../Settings.ts"

/** A path into the manifest, as the API server prints it: `["spec", "containers", 0, "name"]`. @category models */
export type Path = ReadonlyArray<string | number>

/** What the API server would reject, at a path of the manifest. @category models */
export interface Issue {
  readonly path: Path
  readonly message: string
  /** The API's error type: `Required value`, `Invalid value`, `Duplicate value`, `Unsupported value`, `Forbidden`. */
  readonly kind: "Required" | "Invalid" | "Duplicate" | "Unsupported" | "Forbidden"
  /** The offending value, when there is one (printed as the API server does: `Invalid value: "App"`). */
  readonly value?: string | number | boolean
  /** For `Unsupported`: the values that are supported (also the candidates for a "did you mean"). */
  readonly supported?: ReadonlyArray<string>
  /** A bound of podscenario's own (docs/guide/limits.md), not the API server's. */
  readonly ours?: true
}

export type Rec = Readonly<Record<string, unknown>>

export const isRecord = (u: unknown): u is Rec => typeof u === "object" && u !== null && !Array.isArray(u)

export interface Context {
  readonly issues: Array<Issue>
  readonly gates: Readonly<Record<string, boolean>>
  readonly osName: string | undefined
  /** The pod's terminationGracePeriodSeconds, which bounds a `sleep` hook. */
  readonly grace: number
}

export const gateOn = (ctx: Context, name: string): boolean => ctx.gates[name] ?? defaultFeatureGates[name] ?? false

export const issue = (
  ctx: Context,
  path: Path,
  kind: Issue["kind"],
  message: string,
  value?: string | number | boolean,
  supported?: ReadonlyArray<string>
): void => {
  ctx.issues.push({
    path,
    kind,
    message,
    ...(value !== undefined ? { value } : {}),
    ...(supported !== undefined ? { supported } : {})
  })
}

/** Reads `obj[key]`; `null` counts as absent, as in the API's JSON decoding. */
export const field = (obj: Rec, key: string): unknown => (obj[key] === null ? undefined : obj[key])

export const readString = (ctx: Context, obj: Rec, key: string, path: Path): string | undefined => {
  const v = field(obj, key)
  if (v === undefined) return undefined
  if (typeof v === "string") return v
  issue(ctx, [...path, key], "Invalid", "must be a string", scalar(v))
  return undefined
}

export const readInteger = (ctx: Context, obj: Rec, key: string, path: Path): number | undefined => {
  const v = field(obj, key)
  if (v === undefined) return undefined
  if (typeof v === "number" && Number.isSafeInteger(v)) return v
  issue(ctx, [...path, key], "Invalid", "must be an integer", scalar(v))
  return undefined
}

export const readNonNegative = (ctx: Context, obj: Rec, key: string, path: Path): number | undefined => {
  const v = readInteger(ctx, obj, key, path)
  if (v !== undefined && v < 0) {
    issue(ctx, [...path, key], "Invalid", "must be greater than or equal to 0", v)
    return undefined
  }
  return v
}

export const readRecord = (ctx: Context, obj: Rec, key: string, path: Path): Rec | undefined => {
  const v = field(obj, key)
  if (v === undefined) return undefined
  if (isRecord(v)) return v
  issue(ctx, [...path, key], "Invalid", "must be a mapping", scalar(v))
  return undefined
}

export const readList = (ctx: Context, obj: Rec, key: string, path: Path): ReadonlyArray<unknown> => {
  const v = field(obj, key)
  if (v === undefined) return []
  if (Array.isArray(v)) return v
  issue(ctx, [...path, key], "Invalid", "must be a list", scalar(v))
  return []
}

export const scalar = (v: unknown): string | number | boolean | undefined =>
  typeof v === "string" || typeof v === "number" || typeof v === "boolean" ? v : undefined

export const oneOf = <T extends string>(
  ctx: Context,
  obj: Rec,
  key: string,
  path: Path,
  supported: ReadonlyArray<T>
): T | undefined => {
  const v = readString(ctx, obj, key, path)
  if (v === undefined) return undefined
  if ((supported as ReadonlyArray<string>).includes(v)) return v as T
  issue(ctx, [...path, key], "Unsupported", "", v, supported)
  return undefined
}

/** The one handler a probe or hook names out of `handlers`; none or several is an issue. */
export const handlersIn = (
  ctx: Context,
  raw: Rec,
  path: Path,
  handlers: ReadonlyArray<string>,
  what: string
): string | undefined => {
  const present = handlers.filter((h) => field(raw, h) !== undefined)
  if (present.length === 0) {
    issue(ctx, path, "Required", `must specify a handler type (one of ${handlers.join(", ")}) for ${what}`)
    return undefined
  }
  for (const extra of present.slice(1))
    issue(ctx, [...path, extra], "Forbidden", "may not specify more than 1 handler type")
  return present[0]
}
