/**
 * Building the initial state from a scenario: per-container behaviours, fresh runtime records, the inputs to queue.
 */
import type { Behaviour, ProbeType } from "../Behaviour.ts"
import * as Duration from "../Duration.ts"
import type { Container, Pod } from "../PodSpec.ts"
import * as ReleaseTexts from "../ReleaseTexts.ts"
import * as Settings from "../Settings.ts"
import { podRef } from "./actions.ts"
import * as Backoff from "./backoff.ts"
import { newProbe } from "./context.ts"
import type {
  Config,
  ContainerConfig,
  ContainerRt,
  ExitBehaviour,
  Input,
  NodeRt,
  PodRt,
  ProbeBehaviour,
  Setup,
  State
} from "./model.ts"
import { apiResources } from "./resizeStatus.ts"
import { specCounts } from "./statusColumn.ts"

export const containerConfig = (
  pod: Pod,
  spec: Container,
  behaviours: ReadonlyArray<Behaviour>,
  kubelet: Settings.Kubelet
): ContainerConfig => {
  const mine = behaviours.filter((b) => b.pod === pod.name && b.container === spec.name)
  const probes = (type: ProbeType) =>
    mine.filter((b): b is ProbeBehaviour => b._tag === "ProbeAnswersAfter" && b.probe === type)
  let pullTakes = 0
  let pullFails = false
  for (const b of mine) {
    if (b._tag === "ImagePullTakes") pullTakes = b.duration
    if (b._tag === "ImagePullFails") pullFails = true
  }
  return {
    spec,
    exits: mine.filter((b): b is ExitBehaviour => b._tag === "ExitsAfter" || b._tag === "OomKilledAfter"),
    stops: mine.filter((b): b is Extract<Behaviour, { _tag: "StopsAfterSignal" }> => b._tag === "StopsAfterSignal"),
    ignores: mine.flatMap((b) => (b._tag === "IgnoresSignal" ? [b.signal] : [])),
    probes: { startup: probes("startup"), liveness: probes("liveness"), readiness: probes("readiness") },
    hooks: mine.filter(
      (b): b is Extract<Behaviour, { _tag: "HookTakes" | "HookFailsAfter" }> =>
        b._tag === "HookTakes" || b._tag === "HookFailsAfter"
    ),
    pullTakes,
    pullFails,
    messages: {
      // kubelet-rules §15.1: these two texts depend on the release
      created: ReleaseTexts.containerCreated(kubelet.minor, spec.name),
      started: ReleaseTexts.containerStarted(kubelet.minor, spec.name),
      backOff: `Back-off restarting failed container ${spec.name} in pod ${podRef(pod)}`
    }
  }
}

export const newContainer = (cc: ContainerConfig, index: number, resizeGate: boolean): ContainerRt => ({
  index,
  runs: 0,
  state: "none",
  startedAt: 0,
  token: 0,
  killToken: 0,
  last: undefined,
  prev: undefined,
  waiting: undefined,
  backoff: undefined,
  restartAt: undefined,
  pullRetryAt: undefined,
  started: false,
  startedInstant: undefined,
  postStart: false,
  probes: { startup: newProbe("unknown"), liveness: newProbe("success"), readiness: newProbe("failure") },
  answers: { startup: undefined, liveness: undefined, readiness: undefined },
  kill: undefined,
  killRequest: undefined,
  probeKill: undefined,
  readyCarried: false,
  image: undefined,
  runImage: undefined,
  redefined: false,
  pullCleared: false,
  neverPullNoted: false,
  touched: false,
  desired: cc.spec.resources,
  allocated: cc.spec.resources,
  shown: resizeGate ? apiResources(cc.spec.resources) : undefined,
  shownFrom: cc.spec.resources
})

/** Whether the scenario schedules each pod itself (`at T pod P is scheduled`): the only part of a config events decide. */
const scheduledByScenario = (setup: Setup): ReadonlyArray<boolean> =>
  setup.pods.map(
    (spec) =>
      spec.nodeName === undefined &&
      setup.events.some((e) => e.action._tag === "PodScheduled" && e.action.pod === spec.name)
  )

const configOf = (setup: Setup, scheduled: ReadonlyArray<boolean>): Config => {
  const nodes = setup.nodes.length > 0 ? [...setup.nodes] : [Settings.defaultNode]
  for (const pod of setup.pods) {
    // a nodeName that names no declared node still names a node (docs/conventions.md)
    if (pod.nodeName !== undefined && !nodes.includes(pod.nodeName)) nodes.push(pod.nodeName)
  }
  return {
    pods: setup.pods.map((spec, p) => {
      const containers = [...spec.initContainers, ...spec.containers]
      return {
        spec,
        containers: containers.map((c) => containerConfig(spec, c, setup.behaviours, setup.kubelet)),
        specCounts: specCounts(containers.map((c) => c.kind)),
        readinessProbed: containers.flatMap((c, i) => (c.readinessProbe === undefined ? [] : [i])),
        syncKillable: containers.flatMap((c, i) =>
          c.livenessProbe === undefined &&
          c.startupProbe === undefined &&
          c.postStart === undefined &&
          c.resizePolicy.cpu === "NotRequired" &&
          c.resizePolicy.memory === "NotRequired"
            ? []
            : [i]
        ),
        scheduledByScenario: scheduled[p]!,
        restartAll: containers.some((c) => c.restartPolicyRules.some((r) => r.action === "RestartAllContainers"))
      }
    }),
    podIndex: new Map(setup.pods.map((p, i) => [p.name, i])),
    nodes,
    kubelet: setup.kubelet,
    cluster: setup.cluster,
    crashLoop: Backoff.crashLoopParams(setup.kubelet),
    rulesGate: Settings.gate(setup.kubelet, "ContainerRestartRules"),
    stopSignalsGate: Settings.gate(setup.kubelet, "ContainerStopSignals"),
    readyToStartGate: Settings.gate(setup.kubelet, "PodReadyToStartContainersCondition"),
    resetStatusOnRestartGate: Settings.gate(setup.kubelet, "ChangeContainerStatusOnKubeletRestart"),
    resizeGate: Settings.gate(setup.kubelet, "InPlacePodVerticalScaling"),
    allocatable: new Map(Object.entries(setup.allocatable ?? {}))
  }
}

/**
 * The last run's setup and config. A config is never written after `init`, and the values of a sweep share their
 * pods, behaviours and settings (only events move), so each value after the first reuses the first's: building it
 * was about a tenth of a small run.
 */
let last: { readonly setup: Setup; readonly config: Config } | undefined

const sameConfig = (a: Setup, b: Setup, config: Config, scheduled: ReadonlyArray<boolean>): boolean =>
  a.pods === b.pods &&
  a.nodes === b.nodes &&
  a.kubelet === b.kubelet &&
  a.cluster === b.cluster &&
  a.behaviours === b.behaviours &&
  a.allocatable === b.allocatable &&
  config.pods.every((pc, p) => pc.scheduledByScenario === scheduled[p])

/** The initial state and the inputs to queue (documented at `Kubelet.init`). */
export const init = (setup: Setup): readonly [State, ReadonlyArray<Input>] => {
  const scheduled = scheduledByScenario(setup)
  const config =
    last !== undefined && sameConfig(last.setup, setup, last.config, scheduled)
      ? last.config
      : configOf(setup, scheduled)
  last = { setup, config }
  const pods: Array<PodRt> = config.pods.map((pc, index) => ({
    index,
    node: undefined,
    gates: [...pc.spec.schedulingGates],
    startTime: undefined,
    sandbox: false,
    everSandbox: false,
    initDone: false,
    rebooted: false,
    containers: pc.containers.map((cc, i) => newContainer(cc, i, config.resizeGate)),
    owned: pc.containers.map(() => true),
    touched: [],
    current: [],
    statusBits: [],
    statusCounts: [],
    readinessVersion: 0,
    unpublished: [],
    statusFlags: -1,
    block: undefined,
    blockToken: 0,
    resume: false,
    syncAgain: false,
    terminating: undefined,
    deleted: undefined,
    removed: false,
    finished: false,
    nodeGone: false,
    evicted: undefined,
    imageBackoff: {},
    patched: {},
    view: {
      phase: "Pending",
      reason: undefined,
      message: undefined,
      conditions: [],
      containers: pc.containers.map(() => undefined),
      containersVersion: 0,
      columns: undefined,
      nodeName: undefined,
      deletionTimestamp: undefined,
      removed: false
    },
    timerToken: 0,
    dirty: true,
    running: 0,
    redefined: false,
    resizePending: undefined,
    generation: 1
  }))
  const nodeStates: Array<NodeRt> = config.nodes.map((name) => ({
    name,
    up: true,
    kubeletStopped: false,
    deleted: false,
    ready: "True",
    images: [],
    token: 0,
    shutdown: undefined,
    outOfService: false
  }))
  const inputs: Array<Input> = [{ _tag: "Start", at: Duration.zero }]
  for (const event of setup.events) inputs.push({ _tag: "World", at: event.at, event, deferred: false })
  return [{ config, pods, nodes: nodeStates }, inputs]
}
