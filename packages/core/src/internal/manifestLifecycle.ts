/** A container's `lifecycle`: its postStart and preStop hooks and its stop signal (kubelet-rules §11.4). */
import { type Millis, seconds } from "../Duration.ts"
import type { Container, ContainerKind, Hook } from "../PodSpec.ts"
import type { Context, Path, Rec } from "./manifestFields.ts"
import {
  field,
  gateOn,
  handlersIn,
  isRecord,
  issue,
  readNonNegative,
  readRecord,
  readString,
  scalar
} from "./manifestFields.ts"

const hookHandlers = ["exec", "httpGet", "tcpSocket", "sleep"] as const

/** Stop signals the API server accepts for `os.name: windows` (kubelet-rules §11.4). */
const windowsStopSignals: ReadonlyArray<string> = ["SIGKILL", "SIGTERM"]

/** Stop signals the API server accepts for `os.name: linux` (`supportedStopSignalsLinux`). */
const linuxStopSignals: ReadonlyArray<string> = [
  "SIGABRT",
  "SIGALRM",
  "SIGBUS",
  "SIGCHLD",
  "SIGCLD",
  "SIGCONT",
  "SIGFPE",
  "SIGHUP",
  "SIGILL",
  "SIGINT",
  "SIGIO",
  "SIGIOT",
  "SIGKILL",
  "SIGPIPE",
  "SIGPOLL",
  "SIGPROF",
  "SIGPWR",
  "SIGQUIT",
  "SIGSEGV",
  "SIGSTKFLT",
  "SIGSTOP",
  "SIGSYS",
  "SIGTERM",
  "SIGTRAP",
  "SIGTSTP",
  "SIGTTIN",
  "SIGTTOU",
  "SIGURG",
  "SIGUSR1",
  "SIGUSR2",
  "SIGVTALRM",
  "SIGWINCH",
  "SIGXCPU",
  "SIGXFSZ",
  "SIGRTMIN",
  ...Array.from({ length: 15 }, (_, i) => `SIGRTMIN+${i + 1}`),
  ...Array.from({ length: 14 }, (_, i) => `SIGRTMAX-${14 - i}`),
  "SIGRTMAX"
]

const decodeHook = (ctx: Context, raw: unknown, path: Path): Hook | undefined => {
  if (!isRecord(raw)) {
    issue(ctx, path, "Invalid", "must be a mapping", scalar(raw))
    return undefined
  }
  const handler = handlersIn(ctx, raw, path, hookHandlers, "a lifecycle hook") as Hook["handler"] | undefined
  let sleep: Millis | undefined
  // The API server drops `sleep` while PodLifecycleSleepAction is off (1.29), leaving a hook without a handler.
  if (handler === "sleep" && !gateOn(ctx, "PodLifecycleSleepAction")) {
    issue(
      ctx,
      path,
      "Required",
      "must specify a handler type (the sleep action needs the PodLifecycleSleepAction gate)"
    )
    return undefined
  }
  if (handler === "sleep") {
    const sleepPath = [...path, "sleep"]
    const action = readRecord(ctx, raw, "sleep", path)
    if (action !== undefined) {
      const s = readNonNegative(ctx, action, "seconds", sleepPath)
      if (field(action, "seconds") === undefined) issue(ctx, [...sleepPath, "seconds"], "Required", "")
      // validateSleepAction: zero only with PodLifecycleSleepActionAllowZero (KEP 4818, on from 1.33).
      if (s === 0 && !gateOn(ctx, "PodLifecycleSleepActionAllowZero"))
        issue(
          ctx,
          [...sleepPath, "seconds"],
          "Invalid",
          `must be greater than 0 and less than terminationGracePeriodSeconds (${ctx.grace})`,
          0
        )
      if (s !== undefined) sleep = seconds(s)
    }
  }
  return handler === undefined ? undefined : { handler, sleep }
}

/** `lifecycle`, which regular init containers (they run to completion) may not have. */
export const decodeLifecycle = (
  ctx: Context,
  raw: Rec,
  path: Path,
  kind: ContainerKind
): Pick<Container, "postStart" | "preStop" | "stopSignal"> => {
  let postStart: Hook | undefined
  let preStop: Hook | undefined
  let stopSignal: string | undefined
  const lifecyclePath = [...path, "lifecycle"]
  const lifecycle = readRecord(ctx, raw, "lifecycle", path)
  if (lifecycle !== undefined && kind === "init") {
    issue(ctx, lifecyclePath, "Forbidden", "may not be set for init containers without restartPolicy=Always")
  } else if (lifecycle !== undefined) {
    if (field(lifecycle, "postStart") !== undefined)
      postStart = decodeHook(ctx, lifecycle.postStart, [...lifecyclePath, "postStart"])
    if (field(lifecycle, "preStop") !== undefined)
      preStop = decodeHook(ctx, lifecycle.preStop, [...lifecyclePath, "preStop"])
    // kubelet-rules §11.4: dropContainerStopSignals drops the field, unvalidated, while ContainerStopSignals is off
    const signal = gateOn(ctx, "ContainerStopSignals")
      ? readString(ctx, lifecycle, "stopSignal", lifecyclePath)
      : undefined
    if (signal !== undefined) {
      const signalPath = [...lifecyclePath, "stopSignal"]
      // kubelet-rules §11.4: stopSignal requires spec.os.name; Windows pods only SIGTERM and SIGKILL.
      if (ctx.osName === undefined)
        issue(ctx, signalPath, "Forbidden", "may not be set for containers with empty `spec.os.name`")
      else if (ctx.osName === "windows" && !windowsStopSignals.includes(signal))
        issue(ctx, signalPath, "Unsupported", "", signal, windowsStopSignals)
      else if (ctx.osName === "linux" && !linuxStopSignals.includes(signal))
        issue(ctx, signalPath, "Unsupported", "", signal, linuxStopSignals)
      else stopSignal = signal
    }
  }
  return { postStart, preStop, stopSignal }
}
