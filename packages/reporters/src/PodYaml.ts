/**
 * The `.yaml` golden: the Pod object as `kubectl get pod -o yaml` shows it at the end of the run (or at
 * `golden "…" at T`): metadata, the fields of the spec the timeline knows (node, container names) and the whole
 * status the simulator keeps (phase, conditions, container statuses with their states). Several pods make a
 * `kind: List`, as `kubectl get pods -o yaml` does. Times count from 2000-01-01T00:00:00Z, the simulation's 0s.
 */
import { Timeline } from "@podscenario/core"

type Value = string | number | boolean | undefined | ReadonlyArray<Value> | { readonly [key: string]: Value }

const EPOCH = Date.UTC(2000, 0, 1)

const time = (at: number): string => new Date(EPOCH + at).toISOString().replace(".000Z", "Z")

/** Plain scalars stay plain; anything YAML could read as another type or as syntax is double-quoted. */
const scalar = (v: string | number | boolean): string => {
  if (typeof v !== "string") return String(v)
  const plain =
    /^[A-Za-z_/][\w./:()@ -]*$/.test(v) && !/^(?:true|false|yes|no|on|off|null|~)$/i.test(v) && !/: | #|\s$/.test(v)
  return plain ? v : JSON.stringify(v)
}

const emit = (value: Value, indent: string): Array<string> => {
  if (Array.isArray(value)) {
    return (value as ReadonlyArray<Value>).flatMap((item) => {
      const lines = emit(item, `${indent}  `)
      if (typeof item !== "object") return [`${indent}- ${scalar(item as string)}`]
      return [`${indent}- ${lines[0]!.trimStart()}`, ...lines.slice(1)]
    })
  }
  return Object.entries(value as { readonly [key: string]: Value }).flatMap(([k, v]) => {
    if (v === undefined) return []
    if (typeof v !== "object") return [`${indent}${k}: ${scalar(v)}`]
    if (Array.isArray(v) && v.length === 0) return [`${indent}${k}: []`]
    if (!Array.isArray(v) && Object.keys(v).length === 0) return [`${indent}${k}: {}`]
    return [`${indent}${k}:`, ...emit(v, Array.isArray(v) ? indent : `${indent}  `)]
  })
}

const containerState = (s: Timeline.ContainerState): Value => {
  switch (s._tag) {
    case "Waiting":
      return { waiting: { message: s.message, reason: s.reason } }
    case "Running":
      return { running: { startedAt: time(s.startedAt) } }
    case "Terminated":
      return {
        terminated: {
          exitCode: s.exitCode,
          finishedAt: time(s.finishedAt),
          message: s.message,
          reason: s.reason,
          startedAt: s.startedAt === undefined ? undefined : time(s.startedAt)
        }
      }
  }
}

const containerStatus = (c: Timeline.ContainerStatus): Value => ({
  lastState: c.lastState === undefined ? {} : containerState(c.lastState),
  name: c.name,
  ready: c.ready,
  restartCount: c.restartCount,
  started: c.started,
  state: containerState(c.state),
  stopSignal: c.stopSignal
})

const podObject = (view: Timeline.PodView, spec: Timeline.Timeline["pods"][number]): Value => {
  const init = view.containers.filter((c) => c.kind !== "regular")
  return {
    apiVersion: "v1",
    kind: "Pod",
    metadata: {
      creationTimestamp: time(0),
      deletionTimestamp: view.deletionTimestamp === undefined ? undefined : time(view.deletionTimestamp),
      name: view.name,
      namespace: "default"
    },
    spec: {
      containers: spec.containers.filter((c) => c.kind === "regular").map((c) => ({ name: c.name })),
      initContainers:
        init.length === 0
          ? undefined
          : spec.containers
              .filter((c) => c.kind !== "regular")
              .map((c) => (c.kind === "sidecar" ? { name: c.name, restartPolicy: "Always" } : { name: c.name })),
      nodeName: view.nodeName
    },
    status: {
      conditions: view.conditions.map((c) => ({
        lastTransitionTime: time(c.lastTransitionTime),
        message: c.message,
        reason: c.reason,
        status: c.status,
        type: c.type
      })),
      containerStatuses: view.containers.filter((c) => c.kind === "regular").map(containerStatus),
      initContainerStatuses: init.length === 0 ? undefined : init.map(containerStatus),
      message: view.message,
      phase: view.phase,
      reason: view.reason,
      startTime: time(0)
    }
  }
}

/**
 * Renders the `.yaml` golden at the timeline's end, ending with a newline.
 *
 * @category rendering
 */
export const render = (timeline: Timeline.Timeline): string => {
  const cursor = Timeline.cursor(timeline)
  cursor.advanceTo(timeline.end)
  const items = timeline.pods.flatMap((p) => {
    const view = cursor.pod(p.name)
    return view === undefined ? [] : [podObject(view, p)]
  })
  const document: Value = items.length === 1 ? items[0] : { apiVersion: "v1", items, kind: "List" }
  return `${emit(document, "").join("\n")}\n`
}
