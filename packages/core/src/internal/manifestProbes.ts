/** A container's probes, with `SetDefaults_Probe` applied and `validateProbe`'s checks. */
import { seconds } from "../Duration.ts"
import type { ContainerKind, Probe } from "../PodSpec.ts"
import type { Context, Path, Rec } from "./manifestFields.ts"
import { field, handlersIn, isRecord, issue, readInteger, readNonNegative, scalar } from "./manifestFields.ts"

type ProbeType = "startupProbe" | "livenessProbe" | "readinessProbe"

const probeHandlers = ["exec", "httpGet", "tcpSocket", "grpc"] as const

const decodeProbe = (ctx: Context, raw: unknown, path: Path, type: ProbeType): Probe | undefined => {
  if (!isRecord(raw)) {
    issue(ctx, path, "Invalid", "must be a mapping", scalar(raw))
    return undefined
  }
  const handler = handlersIn(ctx, raw, path, probeHandlers, "a probe")
  // SetDefaults_Probe: 0 (or unset) means the default.
  const initialDelay = readNonNegative(ctx, raw, "initialDelaySeconds", path) ?? 0
  const timeout = readNonNegative(ctx, raw, "timeoutSeconds", path) || 1
  const period = readNonNegative(ctx, raw, "periodSeconds", path) || 10
  const successThreshold = readNonNegative(ctx, raw, "successThreshold", path) || 1
  const failureThreshold = readNonNegative(ctx, raw, "failureThreshold", path) || 3
  if (type !== "readinessProbe" && successThreshold !== 1)
    issue(ctx, [...path, "successThreshold"], "Invalid", "must be 1", successThreshold)
  const grace = readInteger(ctx, raw, "terminationGracePeriodSeconds", path)
  if (grace !== undefined) {
    if (type === "readinessProbe")
      issue(ctx, [...path, "terminationGracePeriodSeconds"], "Invalid", "must not be set for readinessProbes", grace)
    else if (grace <= 0)
      issue(ctx, [...path, "terminationGracePeriodSeconds"], "Invalid", "must be greater than 0", grace)
  }
  if (handler === undefined) return undefined
  return {
    initialDelay: seconds(initialDelay),
    period: seconds(period),
    timeout: seconds(timeout),
    successThreshold,
    failureThreshold,
    terminationGracePeriod: grace !== undefined && grace > 0 && type !== "readinessProbe" ? seconds(grace) : undefined,
    handler
  }
}

/** One probe of a container; regular init containers (they run to completion) may have none. */
export const decodeContainerProbe = (
  ctx: Context,
  raw: Rec,
  path: Path,
  kind: ContainerKind,
  type: ProbeType
): Probe | undefined => {
  if (field(raw, type) === undefined) return undefined
  if (kind === "init") {
    issue(ctx, [...path, type], "Forbidden", "may not be set for init containers without restartPolicy=Always")
    return undefined
  }
  return decodeProbe(ctx, raw[type], [...path, type], type)
}
