import type { Behaviour } from "../src/Behaviour.ts"
import type { Millis } from "../src/Duration.ts"
import { seconds } from "../src/Duration.ts"
import type { Container, Pod, Probe } from "../src/PodSpec.ts"
import * as Resources from "../src/Resources.ts"
import * as Settings from "../src/Settings.ts"
import type { Input, Output } from "../src/Simulation.ts"
import { run } from "../src/Simulation.ts"
import type { TimelineRecord } from "../src/Timeline.ts"
import type { Action, WorldEvent } from "../src/WorldEvent.ts"

export const s = seconds

export const container = (name: string, over: Partial<Container> = {}): Container => ({
  name,
  kind: "regular",
  image: `registry.example/${name}:1.0`,
  imagePullPolicy: "IfNotPresent",
  restartPolicy: undefined,
  restartPolicyRules: [],
  startupProbe: undefined,
  livenessProbe: undefined,
  readinessProbe: undefined,
  postStart: undefined,
  preStop: undefined,
  stopSignal: undefined,
  command: [],
  args: [],
  resources: Resources.none,
  resizePolicy: Resources.defaultResizePolicy,
  ...over
})

export const probe = (over: Partial<Probe> = {}): Probe => ({
  initialDelay: s(0),
  period: s(10),
  timeout: s(1),
  successThreshold: 1,
  failureThreshold: 3,
  terminationGracePeriod: undefined,
  handler: "httpGet",
  ...over
})

export const pod = (over: Partial<Pod> = {}): Pod => ({
  name: "web",
  namespace: "default",
  uid: "uid-1",
  restartPolicy: "Always",
  initContainers: [],
  containers: [container("app")],
  terminationGracePeriod: s(30),
  activeDeadline: undefined,
  readinessGates: [],
  schedulingGates: [],
  nodeName: undefined,
  osName: undefined,
  sharedPidNamespace: false,
  tolerations: [],
  priority: 0,
  static: false,
  ...over
})

export const ev = (at: number, action: Action, index = 0): WorldEvent => ({ at: at as Millis, index, action })

export const simulate = (
  opts: {
    pods?: ReadonlyArray<Pod>
    behaviours?: ReadonlyArray<Behaviour>
    events?: ReadonlyArray<WorldEvent>
    until?: number
    kubelet?: Partial<Settings.Kubelet>
    nodes?: ReadonlyArray<string>
    stopWhenAllRemoved?: boolean
    maxSteps?: number
  } = {}
): Output => {
  const input: Input = {
    pods: opts.pods ?? [pod()],
    nodes: opts.nodes ?? [],
    kubelet: { ...Settings.defaultKubelet, ...opts.kubelet },
    cluster: Settings.defaultCluster,
    behaviours: opts.behaviours ?? [],
    events: (opts.events ?? []).map((e, index) => ({ ...e, index })),
    until: (opts.until ?? s(600)) as Millis,
    stopWhenAllRemoved: opts.stopWhenAllRemoved ?? false,
    maxSteps: opts.maxSteps
  }
  return run(input)
}

export const exitsAfter = (
  container: string,
  exitCode: number,
  after: number,
  pod = "web"
): Extract<Behaviour, { _tag: "ExitsAfter" }> => ({
  _tag: "ExitsAfter",
  pod,
  container,
  exitCode,
  after: after as Millis,
  runs: { _tag: "AllRuns" }
})

/** Instants (in seconds) of records of a tag, filtered. */
export const times = (records: ReadonlyArray<TimelineRecord>, pred: (r: TimelineRecord) => boolean): Array<number> =>
  records.filter(pred).map((r) => r.at / 1000)

/** A compact text line per record, for eyeballing and ordering assertions. */
export const describe1 = (r: TimelineRecord): string => {
  const t = `${r.at / 1000}s`
  switch (r._tag) {
    case "ContainerStatusChanged": {
      const st = r.status.state
      const state =
        st._tag === "Waiting"
          ? `Waiting ${st.reason ?? ""}`
          : st._tag === "Running"
            ? "Running"
            : `Terminated ${st.reason} ${st.exitCode}`
      return `${t} ${r.container} ${state} ready=${r.status.ready} restarts=${r.status.restartCount}`
    }
    case "ConditionChanged":
      return `${t} ${r.condition.type}=${r.condition.status}${r.condition.reason ? ` ${r.condition.reason}` : ""}`
    case "PhaseChanged":
      return `${t} phase ${r.phase}${r.reason ? ` ${r.reason}` : ""}`
    case "ColumnsChanged":
      return `${t} columns ${r.columns.status} ${r.columns.ready} ${r.columns.restarts}`
    case "EventRecorded":
      return `${t} event ${r.reason}: ${r.message}`
    case "ContainerStarted":
      return `${t} start ${r.container} run ${r.run}`
    case "ContainerExited":
      return `${t} exit ${r.container} ${r.exitCode} ${r.reason}`
    case "SignalSent":
      return `${t} signal ${r.signal} ${r.container}`
    case "ProbeExecuted":
      return `${t} probe ${r.probe} ${r.container} ${r.result}`
    case "HookStarted":
    case "HookFinished":
      return `${t} ${r._tag} ${r.hook} ${r.container}`
    default:
      return `${t} ${r._tag}`
  }
}
