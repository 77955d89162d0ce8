/**
 * What a step produces besides the new state: records (with their causes), Kubernetes Events, timers and resyncs.
 */
import type { ProbeType } from "../Behaviour.ts"
import type { Millis } from "../Duration.ts"
import * as Duration from "../Duration.ts"
import type { Pod } from "../PodSpec.ts"
import type { Cause, RuleId, TimelineRecord } from "../Timeline.ts"
import type { WorldEvent } from "../WorldEvent.ts"
import { type Ctx, ccOf, indexOf, podAt, specOf } from "./context.ts"
import type { CauseText, ContainerRt, Input, PodRt, TimerKind } from "./model.ts"

/**
 * Emits a record; a record about a pod marks it dirty (its status is written again). `p`: the pod the record is
 * about, when the caller has it (most do: no look-up by name).
 */
export const emit = (ctx: Ctx, record: TimelineRecord, p?: PodRt): void => {
  ctx.actions.push({ _tag: "Emit", record })
  if (p !== undefined) p.dirty = true
  else if ("pod" in record) {
    const i = ctx.config.podIndex.get(record.pod)
    if (i !== undefined) podAt(ctx, i).dirty = true
  }
}

export const cause = (rule: RuleId, text: string): Cause => ({ rule, text })

/** Container `c`'s hook started (§8 postStart, §11.3 preStop). */
export const hookStarted = (ctx: Ctx, p: PodRt, c: ContainerRt, hook: "postStart" | "preStop", why: Cause): void =>
  emit(
    ctx,
    {
      _tag: "HookStarted",
      at: ctx.now,
      pod: specOf(ctx, p).name,
      container: ccOf(ctx, p, c).spec.name,
      hook,
      cause: why
    },
    p
  )

/** Container `c`'s hook finished: completed, failed, or interrupted by a kill or an exit. */
export const hookFinished = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  hook: "postStart" | "preStop",
  outcome: "completed" | "failed" | "interrupted"
): void =>
  emit(
    ctx,
    {
      _tag: "HookFinished",
      at: ctx.now,
      pod: specOf(ctx, p).name,
      container: ccOf(ctx, p, c).spec.name,
      hook,
      outcome
    },
    p
  )

/**
 * `cause(rule, text(key))` for a text that depends on a key that recurs through a run (an exit code, a delay, a
 * reason): made once a run for each `text` function and key, so a long run keeps one copy instead of one a record
 * and builds the text once (a stepper's cache; the pure step makes it every time). `text` must be a module-level
 * function (it is the cache's key). Texts with an instant in them are unique: use `cause`.
 */
export const sharedCause = <K extends string | number>(ctx: Ctx, rule: RuleId, key: K, text: CauseText<K>): Cause => {
  // the pure step keeps no cache: it makes the cause again
  if (ctx.cache === undefined) return cause(rule, text(key))
  let byKey = ctx.cache.causes.get(text)
  if (byKey === undefined) {
    byKey = new Map()
    ctx.cache.causes.set(text, byKey)
  }
  const known = byKey.get(key)
  if (known !== undefined) return known
  const made = cause(rule, text(key))
  byKey.set(key, made)
  return made
}

export const PRINT_POD: Cause = { rule: "§14", text: "kubectl printPod" }

export const STATUS_WRITE: Cause = { rule: "§10.1", text: "kubelet status write" }

export const at = (ms: number): string => Duration.format(ms)

export const schedule = (ctx: Ctx, input: Input): void => {
  ctx.actions.push({ _tag: "Schedule", input })
}

export const reject = (ctx: Ctx, event: WorldEvent, reason: string, possibleAt?: number): void => {
  ctx.actions.push({
    _tag: "Reject",
    index: event.index,
    at: event.at,
    reason,
    possibleAt: possibleAt as Millis | undefined
  })
}

/** Rejects an event that no other time would allow either (an API server's validation error). */
export const rejectAlways = (ctx: Ctx, event: WorldEvent, reason: string): void => {
  ctx.actions.push({ _tag: "Reject", index: event.index, at: event.at, reason, possibleAt: undefined, never: true })
}

export const timer = (
  ctx: Ctx,
  p: PodRt,
  c: ContainerRt,
  kind: TimerKind,
  when: number,
  token: number,
  extra: { probe?: ProbeType; exitCode?: number; oom?: boolean } = {}
): void =>
  schedule(ctx, {
    _tag: "Timer",
    at: when as Millis,
    pod: indexOf(ctx, p),
    container: c.index,
    kind,
    token,
    ...extra
  })

export const resyncAt = (ctx: Ctx, p: PodRt, when: number, why: Cause): void =>
  schedule(ctx, { _tag: "Resync", at: when as Millis, pod: indexOf(ctx, p), cause: why })

/** Records a Kubernetes Event about pod `p` (`eventRecord`'s arguments: ctx, p, reason, type, message, container, why). */
export const kEvent = (...event: Parameters<typeof eventRecord>): void =>
  emit(event[0], eventRecord(...event), event[1])

/** The record of a Kubernetes Event about pod `p` at `ctx.now` (`kEvent` records it). */
export const eventRecord = (
  ctx: Ctx,
  p: PodRt,
  reason: string,
  type: "Normal" | "Warning",
  message: string,
  container: string | undefined,
  why?: Cause
): Extract<TimelineRecord, { _tag: "EventRecorded" }> => ({
  _tag: "EventRecorded",
  at: ctx.now,
  pod: specOf(ctx, p).name,
  reason,
  type,
  message,
  container,
  cause: why
})

export const podRef = (pod: Pod): string => `${pod.name}_${pod.namespace}(${pod.uid})`
