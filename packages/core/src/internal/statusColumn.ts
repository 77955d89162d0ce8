/**
 * kubectl `get pod` columns: `printPod` of `pkg/printers/internalversion/printers.go` (kubelet-rules §14).
 */
import type { Millis } from "../Duration.ts"
import * as Duration from "../Duration.ts"
import type { ContainerKind } from "../PodSpec.ts"
import type { Columns, Condition, ContainerStatus, Phase } from "../Timeline.ts"

/** What `printPod` reads. @internal */
export interface PrintInput {
  readonly phase: Phase
  readonly reason: string | undefined
  readonly conditions: ReadonlyArray<Condition>
  /** Init containers (and sidecars) first, then regular containers; `undefined` for one without a status. */
  readonly containers: ReadonlyArray<ContainerStatus | undefined>
  readonly deletionTimestamp: number | undefined
}

const condition = (conditions: ReadonlyArray<Condition>, type: string): Condition | undefined =>
  conditions.find((c) => c.type === type)

const newer = (a: Millis | undefined, b: Millis | undefined): Millis | undefined =>
  a === undefined ? b : b === undefined ? a : a > b ? a : b

/**
 * What the columns count from the spec, even before any status exists (kubelet-rules §14 step 2): init
 * containers (sidecars included) for `Init:i/n`, and READY's total, containers + sidecars.
 *
 * @internal
 */
export interface SpecCounts {
  readonly initCount: number
  readonly total: number
  /** The READY column for each count of ready containers, `0/total` to `total/total`: made once, shared by records. */
  readonly readyTexts: ReadonlyArray<string>
}

/** The counts of a pod's container kinds, in any order. @internal */
export const specCounts = (kinds: ReadonlyArray<ContainerKind>): SpecCounts => {
  const total = kinds.filter((k) => k !== "init").length
  return {
    initCount: kinds.filter((k) => k !== "regular").length,
    total,
    readyTexts: Array.from({ length: total + 1 }, (_, ready) => `${ready}/${total}`)
  }
}

/**
 * The STATUS, READY and RESTARTS columns (kubelet-rules §14), from the pod's statuses (init containers first),
 * its spec's counts and the summary of its regular containers (computed from the statuses unless given).
 *
 * @internal
 */
export const printPod = (
  pod: PrintInput,
  { initCount, total, readyTexts }: SpecCounts,
  regular: RegularSummary = summarizeRegular(pod.containers)
): Columns => {
  // §14 step 1
  let reason: string = pod.reason ?? pod.phase
  if (condition(pod.conditions, "PodScheduled")?.reason === "SchedulingGated") reason = "SchedulingGated"
  let ready = 0
  let restarts = 0
  let lastRestart: Millis | undefined
  let sidecarRestarts = 0
  let lastSidecarRestart: Millis | undefined
  let initializing = false
  const statuses = pod.containers
  // §14 step 3: walk init container statuses in order (`i` counts statuses, as kubectl's index does)
  for (let n = 0, i = 0; n < statuses.length; n++) {
    const c = statuses[n]
    if (c === undefined) continue
    if (c.kind === "regular") break // init containers come first
    restarts += c.restartCount
    lastRestart = newer(lastRestart, c.lastState?.finishedAt)
    if (c.kind === "sidecar") {
      sidecarRestarts += c.restartCount
      lastSidecarRestart = newer(lastSidecarRestart, c.lastState?.finishedAt)
    }
    const s = c.state
    if (s._tag === "Terminated" && s.exitCode === 0) {
      i++
      continue
    }
    if (c.kind === "sidecar" && c.started) {
      if (c.ready) ready++
      i++
      continue
    }
    if (s._tag === "Terminated") {
      reason = s.reason.length > 0 ? `Init:${s.reason}` : `Init:ExitCode:${s.exitCode}`
    } else if (
      s._tag === "Waiting" &&
      s.reason !== undefined &&
      s.reason.length > 0 &&
      s.reason !== "PodInitializing"
    ) {
      reason = `Init:${s.reason}`
    } else {
      reason = `Init:${i}/${initCount}`
    }
    initializing = true
    break
  }
  // §14 step 4
  if (!initializing || condition(pod.conditions, "Initialized")?.status === "True") {
    restarts = sidecarRestarts + regular.restarts
    lastRestart = newer(lastSidecarRestart, regular.lastRestart)
    if (regular.reason !== undefined) reason = regular.reason
    ready += regular.readyRunning
    if (reason === "Completed" && regular.readyRunning > 0) {
      reason = condition(pod.conditions, "Ready")?.status === "True" ? "Running" : "NotReady"
    }
  }
  // §14 step 5
  if (pod.deletionTimestamp !== undefined && pod.reason === "NodeLost") reason = "Unknown"
  else if (pod.deletionTimestamp !== undefined && pod.phase !== "Succeeded" && pod.phase !== "Failed") {
    reason = "Terminating"
  }
  const readyText = readyTexts[ready] ?? `${ready}/${total}`
  return { status: reason, ready: readyText, restarts, lastRestartAt: restarts > 0 ? lastRestart : undefined }
}

/**
 * What §14 step 4 reads of the regular containers' statuses. kubectl walks them backwards, each with a reason
 * overwriting the STATUS: the first one (in spec order) with a reason wins.
 *
 * @internal
 */
export interface RegularSummary {
  readonly restarts: number
  readonly lastRestart: Millis | undefined
  /** Ready and Running. */
  readonly readyRunning: number
  readonly reason: string | undefined
}

/** The STATUS a regular container's state gives in step 4, if any. */
const reasonOf = (c: ContainerStatus): string | undefined => {
  const s = c.state
  if (s._tag === "Waiting") return s.reason !== undefined && s.reason.length > 0 ? s.reason : undefined
  if (s._tag === "Terminated") return s.reason.length > 0 ? s.reason : `ExitCode:${s.exitCode}`
  return undefined
}

const isReadyRunning = (c: ContainerStatus): boolean => c.ready && c.state._tag === "Running"

/** The summary of every regular container's status (`undefined`: no status). @internal */
export const summarizeRegular = (statuses: ReadonlyArray<ContainerStatus | undefined>): RegularSummary => {
  let restarts = 0
  let lastRestart: Millis | undefined
  let readyRunning = 0
  for (const c of statuses) {
    if (c === undefined || c.kind !== "regular") continue
    restarts += c.restartCount
    lastRestart = newer(lastRestart, c.lastState?.finishedAt)
    if (isReadyRunning(c)) readyRunning++
  }
  return { restarts, lastRestart, readyRunning, reason: firstReason(statuses) }
}

const firstReason = (statuses: ReadonlyArray<ContainerStatus | undefined>): string | undefined => {
  for (const c of statuses) {
    if (c === undefined || c.kind !== "regular") continue
    const reason = reasonOf(c)
    if (reason !== undefined) return reason
  }
  return undefined
}

/**
 * `summarizeRegular`'s sums, kept up to date one status change at a time (`updateRegularSums`): a stepper prints
 * the columns of a wide pod without walking every container.
 *
 * @internal
 */
export interface RegularSums {
  restarts: number
  lastRestart: Millis | undefined
  readyRunning: number
  /**
   * The regular containers that have a STATUS reason, by status index (bit `i % 32` of word `i >> 5`): the first is
   * found without walking the ones before it (in a wide pod's crash loop, every running container is such a one).
   */
  readonly withReason: Array<number>
}

/** The sums of a pod without statuses. @internal */
export const emptyRegularSums = (): RegularSums => ({
  restarts: 0,
  lastRestart: undefined,
  readyRunning: 0,
  withReason: []
})

/**
 * Moves the sums from status `old` to `next` of container `i` (its status index); `statuses` already holds `next`.
 * @internal
 */
export const updateRegularSums = (
  sums: RegularSums,
  statuses: ReadonlyArray<ContainerStatus | undefined>,
  i: number,
  old: ContainerStatus | undefined,
  next: ContainerStatus
): void => {
  if (next.kind !== "regular") return
  const oldLast = old?.lastState?.finishedAt
  const nextLast = next.lastState?.finishedAt
  if (old !== undefined) {
    sums.restarts -= old.restartCount
    if (isReadyRunning(old)) sums.readyRunning--
  }
  sums.restarts += next.restartCount
  if (isReadyRunning(next)) sums.readyRunning++
  const words = sums.withReason
  while (words.length <= i >> 5) words.push(0)
  if (reasonOf(next) === undefined) words[i >> 5]! &= ~(1 << (i & 31))
  else words[i >> 5]! |= 1 << (i & 31)
  // a newest exit only moves forward; should one move back, find the newest again
  if (oldLast !== undefined && oldLast === sums.lastRestart && (nextLast === undefined || nextLast < oldLast)) {
    sums.lastRestart = summarizeLast(statuses)
  } else {
    sums.lastRestart = newer(sums.lastRestart, nextLast)
  }
}

const summarizeLast = (statuses: ReadonlyArray<ContainerStatus | undefined>): Millis | undefined => {
  let last: Millis | undefined
  for (const c of statuses) if (c !== undefined && c.kind === "regular") last = newer(last, c.lastState?.finishedAt)
  return last
}

/** The summary the sums give (the STATUS reason is looked up only when some container has one). @internal */
export const summaryOfSums = (
  sums: RegularSums,
  statuses: ReadonlyArray<ContainerStatus | undefined>
): RegularSummary => ({
  restarts: sums.restarts,
  lastRestart: sums.lastRestart,
  readyRunning: sums.readyRunning,
  reason: firstWithReason(sums, statuses)
})

/** The STATUS reason of the first regular container that has one (`firstReason`), found by the sums' bits. */
const firstWithReason = (
  sums: RegularSums,
  statuses: ReadonlyArray<ContainerStatus | undefined>
): string | undefined => {
  const words = sums.withReason
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!
    if (word !== 0) return reasonOf(statuses[w * 32 + 31 - Math.clz32(word & -word)]!)
  }
  return undefined
}

/** The RESTARTS column text: `3` or `3 (10s ago)` (kubelet-rules §14 step 6). @internal */
export const formatRestarts = (columns: Columns, now: number): string =>
  columns.restarts > 0 && columns.lastRestartAt !== undefined
    ? `${columns.restarts} (${Duration.formatHuman(now - columns.lastRestartAt)} ago)`
    : `${columns.restarts}`
