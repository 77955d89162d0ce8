/**
 * A state of the pods at a cursor (language reference §6, §11.5): whether it holds, and how it and what the timeline held
 * are said in the language's own words.
 */
import { Resources, Timeline } from "@podscenario/core"
import type { Count, MessageMatch, PodState, State } from "@podscenario/parser/Scenario"

const containerOf = (view: Timeline.PodView, name: string) => view.containers.find((c) => c.name === name)

/** Whether `n` compares with `count` as asked. */
export const compares = (n: number, count: Count): boolean => {
  switch (count.comparison) {
    case "=":
      return n === count.count
    case ">=":
      return n >= count.count
    case "<=":
      return n <= count.count
    case ">":
      return n > count.count
    case "<":
      return n < count.count
  }
}

/** Whether a message matches: exactly, or as a part with `contains`. */
export const messageMatches = (message: string | undefined, match: MessageMatch): boolean =>
  message !== undefined && (match.contains ? message.includes(match.text) : message === match.text)

/** Whether a status's `resources` side has every value of `want` (quantities compared as numbers). */
const sideHolds = (
  side: Readonly<Partial<Record<Resources.ResourceName, string>>> | undefined,
  want: Resources.ResourceList
): boolean =>
  Resources.resourceNames.every((n) => {
    const value = want[n]
    if (value === undefined) return true
    const shown = side?.[n]
    return shown !== undefined && Resources.parse(n, shown) === value
  })

/** `requests cpu 250m limits cpu 1`: a status's resources in the language's words. */
const describeResources = (r: Timeline.StatusResources | undefined): string => {
  if (r === undefined) return "no resources"
  const side = (name: string, list: Readonly<Partial<Record<Resources.ResourceName, string>>> | undefined) =>
    list === undefined
      ? []
      : [name, ...Resources.resourceNames.flatMap((n) => (list[n] === undefined ? [] : [n, list[n]]))]
  return ["resources", ...side("requests", r.requests), ...side("limits", r.limits)].join(" ")
}

/** The resources of `container X resources …` as written: both sides alike, or each. */
const describeWanted = (r: Resources.Resources): string => {
  if (Resources.sameList(r.requests, r.limits)) return Resources.formatList(r.requests)
  const parts: Array<string> = []
  if (Object.keys(r.requests).length > 0) parts.push(`requests ${Resources.formatList(r.requests)}`)
  if (Object.keys(r.limits).length > 0) parts.push(`limits ${Resources.formatList(r.limits)}`)
  return parts.join(" ")
}

const podStateHolds = (state: PodState, view: Timeline.PodView): boolean => {
  switch (state._tag) {
    case "Phase":
      return view.phase === state.phase
    case "Removed":
      return view.removed
    case "Status":
      return view.columns.status === state.status
    case "Ready":
      return view.columns.ready === state.ready
    case "PodReason":
      return view.reason === state.reason
    case "PodMessage":
      return messageMatches(view.message, state.message)
    case "ConditionAbsent":
      return !view.conditions.some((c) => c.type === state.conditionType)
    case "Condition": {
      const condition = view.conditions.find((c) => c.type === state.conditionType)
      return (
        condition !== undefined &&
        condition.status === state.status &&
        (state.reason === undefined || condition.reason === state.reason) &&
        (state.message === undefined || messageMatches(condition.message, state.message))
      )
    }
    case "Restarts": {
      const status = containerOf(view, state.container)
      return status !== undefined && compares(status.restartCount, state.count)
    }
    case "ContainerResources": {
      const r = containerOf(view, state.container)?.resources
      return sideHolds(r?.requests, state.resources.requests) && sideHolds(r?.limits, state.resources.limits)
    }
    case "LastTerminated": {
      const last = containerOf(view, state.container)?.lastState
      return (
        last !== undefined &&
        (state.reason === undefined || last.reason === state.reason) &&
        (state.exitCode === undefined || last.exitCode === state.exitCode)
      )
    }
    case "Container": {
      const status = containerOf(view, state.container)
      if (status === undefined || status.state._tag.toLowerCase() !== state.state) return false
      if (state.restarts !== undefined && !compares(status.restartCount, state.restarts)) return false
      if (state.ready !== undefined && status.ready !== state.ready) return false
      if (state.started !== undefined && status.started !== state.started) return false
      const s = status.state
      if (state.reason !== undefined && (s._tag === "Running" || s.reason !== state.reason)) return false
      if (state.exitCode !== undefined && (s._tag !== "Terminated" || s.exitCode !== state.exitCode)) return false
      if (state.message !== undefined && (s._tag === "Running" || !messageMatches(s.message, state.message)))
        return false
      return true
    }
  }
}

/** Whether `state` holds at the cursor (a pod that does not exist yet holds nothing). */
export const holds = (state: State, cursor: Timeline.Cursor): boolean => {
  if (state._tag === "AllOf") return state.parts.every((part) => holds(part, cursor))
  const view = cursor.pod(state.pod)
  return view !== undefined && podStateHolds(state, view)
}

/**
 * Where `state` starts to hold (`becomes`, language reference §11.5): the instant and rank (`Timeline.Cursor.rank`) of
 * each record after which it holds and did not before, looked at after every record, so that a state published and
 * replaced within one instant counts. Only a stored record changes a pod's state: the runs of a probe run record
 * before the next stored one are counted by the cursor, not stepped, so a 30-day soak costs its stored records.
 */
export const startsToHold = (
  state: State,
  timeline: Timeline.Timeline
): ReadonlyArray<{ readonly at: Timeline.TimelineRecord["at"]; readonly rank: number }> => {
  const out: Array<{ readonly at: Timeline.TimelineRecord["at"]; readonly rank: number }> = []
  const cursor = Timeline.cursor(timeline)
  const size = Timeline.size(timeline)
  let held = false
  // the position of the next stored record; ranks from `size` on are stored records', below it later runs'
  for (let next = 0; next < size; ) {
    const at = Timeline.instantAt(timeline, next)
    if (at - 1 > cursor.now) cursor.advanceTo((at - 1) as Timeline.TimelineRecord["at"])
    const record = cursor.step()
    if (record === undefined) break
    // a later run of a probe run record at the next stored record's instant: no state changes
    if (cursor.rank < size) continue
    next = cursor.rank - size + 1
    const now = holds(state, cursor)
    if (now && !held) out.push({ at: record.at, rank: cursor.rank })
    held = now
  }
  return out
}

const optional = (label: string, value: string | number | undefined): string =>
  value === undefined ? "" : ` ${label} ${value}`

const describeCount = (count: Count | undefined): string =>
  count === undefined ? "" : ` restarts${count.comparison === "=" ? "" : ` ${count.comparison}`} ${count.count}`

const describeMessage = (match: MessageMatch | undefined): string =>
  match === undefined ? "" : ` message${match.contains ? " contains" : ""} ${JSON.stringify(match.text)}`

const flag = (value: boolean | undefined, name: string): string =>
  value === undefined ? "" : value ? ` ${name}` : ` not ${name}`

/** The state in the user's words; `b` is `" becomes"` for the state of a `becomes`, where the user writes it. */
export const describeState = (state: State, b = ""): string => {
  switch (state._tag) {
    case "AllOf":
      return state.parts.map((part) => describeState(part, b)).join(" and ")
    case "Phase":
      return `phase${b} ${state.phase}`
    case "Removed":
      return `pod ${state.pod}${b} removed`
    case "Status":
      return `status${b} ${state.status}`
    case "Ready":
      return `ready${b} ${state.ready}`
    case "PodReason":
      return `reason${b} ${state.reason}`
    case "PodMessage":
      return describeMessage(state.message).slice(1)
    case "ConditionAbsent":
      return `condition ${state.conditionType}${b} absent`
    case "Condition":
      return `condition ${state.conditionType}${b} ${state.status}${optional("reason", state.reason)}${describeMessage(state.message)}`
    case "Restarts":
      return `container ${state.container}${b}${describeCount(state.count)}`
    case "ContainerResources":
      return `container ${state.container}${b} resources ${describeWanted(state.resources)}`
    case "LastTerminated":
      return `container ${state.container}${b} last terminated${optional("reason", state.reason)}${optional("exit", state.exitCode)}`
    case "Container":
      return (
        `container ${state.container}${b} ${state.state}` +
        flag(state.ready, "ready") +
        flag(state.started, "started") +
        optional("reason", state.reason) +
        optional("exit", state.exitCode) +
        describeMessage(state.message) +
        describeCount(state.restarts)
      )
  }
}

const quoted = (text: string | undefined): string => (text === undefined ? "no message" : JSON.stringify(text))

/** Describes the part of the pod's state an expectation looks at, as the user wrote it. */
const describePodActual = (state: PodState, view: Timeline.PodView): string => {
  switch (state._tag) {
    case "Phase":
      return `phase ${view.phase}`
    case "Removed":
      return view.removed ? `pod ${view.name} removed` : `pod ${view.name} present (phase ${view.phase})`
    case "Status":
      return `status ${view.columns.status}`
    case "Ready":
      return `ready ${view.columns.ready}`
    case "PodReason":
      return view.reason === undefined ? "no reason" : `reason ${view.reason}`
    case "PodMessage":
      return `message ${quoted(view.message)}`
    case "Condition":
    case "ConditionAbsent": {
      const c = view.conditions.find((x) => x.type === state.conditionType)
      return c === undefined
        ? `no condition ${state.conditionType}`
        : `condition ${c.type} ${c.status}${optional("reason", c.reason)}${c.message === undefined ? "" : ` message ${quoted(c.message)}`}`
    }
    case "ContainerResources": {
      const status = containerOf(view, state.container)
      return status === undefined
        ? `container ${state.container} has no status`
        : `container ${status.name} ${describeResources(status.resources)}`
    }
    case "Restarts":
    case "LastTerminated":
    case "Container": {
      const status = containerOf(view, state.container)
      if (status === undefined) return `container ${state.container} has no status`
      const detail =
        state._tag === "Container" ? { started: state.started !== undefined, message: state.message !== undefined } : {}
      return `container ${status.name} ${describeContainerStatus(status, detail)}`
    }
  }
}

/** What the timeline held of `state` at the cursor, in the user's words. */
export const describeActual = (state: State, cursor: Timeline.Cursor): string => {
  if (state._tag === "AllOf") return state.parts.map((part) => describeActual(part, cursor)).join(", ")
  const view = cursor.pod(state.pod)
  return view === undefined ? `pod ${state.pod} did not exist yet` : describePodActual(state, view)
}

/**
 * `waiting reason CrashLoopBackOff restarts 3`, in the language's own words; the started flag and the message only
 * when asked (`detail`), so that the words for the other expectations stay short.
 *
 * @category formatting
 */
export const describeContainerStatus = (
  status: Timeline.ContainerStatus,
  detail: { readonly started?: boolean; readonly message?: boolean } = {}
): string => {
  const s = status.state
  const message = detail.message === true && s._tag !== "Running" ? ` message ${quoted(s.message)}` : ""
  const head =
    s._tag === "Running"
      ? `running ${status.ready ? "ready" : "not ready"}${detail.started === true ? (status.started ? " started" : " not started") : ""}`
      : s._tag === "Waiting"
        ? `waiting${optional("reason", s.reason)}${message}`
        : `terminated${optional("reason", s.reason)}${optional("exit", s.exitCode)}${message}`
  const last =
    status.lastState === undefined
      ? ""
      : `, last terminated reason ${status.lastState.reason} exit ${status.lastState.exitCode}`
  return `${head} restarts ${status.restartCount}${last}`
}
