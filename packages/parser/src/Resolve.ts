/**
 * Name resolution and the checks that need the whole scenario: pods and containers (`app`, or `web/app` with
 * several pods), nodes, phases, condition types and statuses, reasons, signals, run ranges, overlapping
 * behaviours (language reference §4), times after `end at` and expectations that check nothing. Every check adds a
 * diagnostic with a did-you-mean where it can, and none throws.
 */
import { type Behaviour, PodManifest, type PodSpec, Timeline } from "@podscenario/core"
import { Codes, type Diagnostic, type SourceFile, type Span } from "@podscenario/diagnostics"

/** A declared pod; `pod` is undefined when its manifest could not be read or decoded (already reported). @category models */
export interface DeclaredPod {
  readonly name: string
  readonly span: Span.Span
  readonly pod: PodSpec.Pod | undefined
}

/** What name resolution needs of a scenario. @category models */
export interface Scope {
  readonly file: SourceFile.SourceFile
  readonly pods: ReadonlyArray<DeclaredPod>
  readonly nodes: ReadonlyArray<string>
  readonly report: (diagnostic: Diagnostic.Diagnostic) => void
}

/**
 * A resolved container. The behaviours, events and expectations made from one copy its two fields by name, not by a
 * spread: a spread inside an object literal costs several times the literal on code V8 has not optimised, which is
 * where a scenario's compile runs.
 *
 * @category models
 */
export interface Target {
  readonly pod: string
  readonly container: string
}

/** The pod phases (language reference §6). @category constants */
export const phases: ReadonlyArray<string> = ["Pending", "Running", "Succeeded", "Failed", "Unknown"]

/** @category constants */
export const conditionStatuses: ReadonlyArray<string> = ["True", "False", "Unknown"]

/** Reasons of a waiting container. @category constants */
export const waitingReasons: ReadonlyArray<string> = [
  "ContainerCreating",
  "PodInitializing",
  "CrashLoopBackOff",
  "ImagePullBackOff",
  "ErrImagePull",
  "ErrImageNeverPull",
  "InvalidImageName",
  "CreateContainerConfigError",
  "CreateContainerError",
  "RunContainerError",
  "PreStartHookError",
  "PostStartHookError",
  "ContainerStatusUnknown",
  "RestartingAllContainers"
]

/** Reasons of a terminated container. @category constants */
export const terminatedReasons: ReadonlyArray<string> = [
  "Completed",
  "Error",
  "OOMKilled",
  "ContainerCannotRun",
  "DeadlineExceeded",
  "StartError",
  "ContainerStatusUnknown",
  "Evicted",
  "RestartingAllContainers",
  // what the simulator writes for a container lost in a node reboot (docs/conventions.md)
  "Unknown"
]

/** Reasons of pod conditions (kubelet-rules §10.1, §13.1). @category constants */
export const conditionReasons: ReadonlyArray<string> = [
  "ContainersNotReady",
  "ContainersNotInitialized",
  "UnknownContainerStatuses",
  "PodSandboxNotReady",
  "PodCompleted",
  "PodFailed",
  "ReadinessGatesNotReady",
  "Unschedulable",
  "SchedulingGated",
  "PreemptionByScheduler",
  "DeletionByTaintManager",
  "EvictionByEvictionAPI",
  "DeletionByPodGC",
  "TerminationByKubelet",
  "RestartAllContainersStarted",
  "Infeasible",
  "Deferred"
]

/** Reasons of Kubernetes Events about a pod and its containers. @category constants */
export const eventReasons: ReadonlyArray<string> = [
  "Scheduled",
  "FailedScheduling",
  "Preempted",
  "Preempting",
  "Pulling",
  "Pulled",
  "Failed",
  "BackOff",
  "ErrImageNeverPull",
  "InspectFailed",
  "Created",
  "Started",
  "Killing",
  "Unhealthy",
  "ProbeWarning",
  "FailedPostStartHook",
  "FailedPreStopHook",
  "ExceededGracePeriod",
  "DeadlineExceeded",
  "Evicted",
  "SandboxChanged",
  "FailedCreatePodSandBox",
  "NodeNotReady",
  "TaintManagerEviction",
  "FailedKillPod",
  "NetworkNotReady",
  "ResizeCompleted",
  "ResizeDeferred",
  "ResizeInfeasible"
]

/** Common signal names (any `SIG[A-Z0-9]+` is accepted). @category constants */
export const signals: ReadonlyArray<string> = [
  "SIGTERM",
  "SIGKILL",
  "SIGINT",
  "SIGQUIT",
  "SIGHUP",
  "SIGUSR1",
  "SIGUSR2",
  "SIGSTOP",
  "SIGWINCH"
]

/**
 * A value still holding a `<placeholder>` (reported elsewhere): not checked again. Most values have no `<`: the
 * regexp only for those that have (every container, pod and value reference of a scenario is checked).
 */
const unresolved = (text: string): boolean => text.includes("<") && /<[A-Za-z_][A-Za-z0-9_-]*>/.test(text)

const containersOf = (pod: PodSpec.Pod): ReadonlyArray<string> =>
  [...pod.initContainers, ...pod.containers].map((c) => c.name)

/**
 * Whether the pod has a container (init or not) of that name. Indexed loops, no list made: every container reference
 * is resolved, mostly on code V8 has not optimised, where a callback or an iterator costs more than the comparisons.
 */
const hasContainer = (pod: PodSpec.Pod, name: string): boolean => {
  for (let i = 0; i < pod.containers.length; i++) if (pod.containers[i]!.name === name) return true
  for (let i = 0; i < pod.initContainers.length; i++) if (pod.initContainers[i]!.name === name) return true
  return false
}

/**
 * Resolves `app` or `web/app`. With one pod the prefix may be left out; with several it may be left out when the
 * container name is unique among them (a compatible extension of language reference §1). Undefined when not resolvable
 * (reported, or silently when a pod is unavailable).
 *
 * @category resolution
 */
export const container = (
  scope: Scope,
  podName: { readonly text: string; readonly span: Span.Span } | undefined,
  name: { readonly text: string; readonly span: Span.Span },
  span: Span.Span
): Target | undefined => {
  const { file, pods } = scope
  if (unresolved(name.text) || (podName !== undefined && unresolved(podName.text))) return undefined
  if (podName !== undefined) {
    const declared = pod(scope, podName)
    if (declared === undefined || declared.pod === undefined) return undefined
    if (!hasContainer(declared.pod, name.text)) {
      scope.report(Codes.unknownContainer(file, name.span, name.text, declared.name, containersOf(declared.pod)))
      return undefined
    }
    return { pod: declared.name, container: name.text }
  }
  if (pods.length === 0) return undefined
  // the pods that hold it, counted (`hasContainer`): one is the common case
  let holder: DeclaredPod | undefined
  let holding = 0
  for (let i = 0; i < pods.length; i++) {
    const p = pods[i]!
    if (p.pod === undefined || !hasContainer(p.pod, name.text)) continue
    holder ??= p
    holding++
  }
  if (holding === 1) return { pod: holder!.name, container: name.text }
  if (holding > 1) {
    const holders = pods.filter((p) => p.pod !== undefined && hasContainer(p.pod, name.text))
    scope.report(
      Codes.ambiguousContainer(
        file,
        span,
        name.text,
        holders.map((h) => h.name)
      )
    )
    return undefined
  }
  if (pods.some((p) => p.pod === undefined)) return undefined
  const candidates =
    pods.length === 1
      ? containersOf(pods[0]!.pod!)
      : pods.flatMap((p) => containersOf(p.pod!).map((c) => `${p.name}/${c}`))
  scope.report(
    Codes.unknownContainer(file, name.span, name.text, pods.length === 1 ? pods[0]!.name : undefined, candidates)
  )
  return undefined
}

/**
 * Resolves a pod by name (reporting unknown names), or the only pod when no name is given (reporting ambiguity
 * with several).
 *
 * @category resolution
 */
export const pod = (
  scope: Scope,
  name: { readonly text: string; readonly span: Span.Span } | undefined,
  span?: Span.Span
): DeclaredPod | undefined => {
  const { file, pods } = scope
  if (name === undefined) {
    if (pods.length === 1) return pods[0]
    if (pods.length > 1 && span !== undefined) {
      scope.report(
        Codes.ambiguousPod(
          file,
          span,
          pods.map((p) => p.name)
        )
      )
    }
    return undefined
  }
  const found = pods.find((p) => p.name === name.text)
  if (found === undefined && !unresolved(name.text)) {
    scope.report(
      Codes.unknownPod(
        file,
        name.span,
        name.text,
        pods.map((p) => p.name)
      )
    )
  }
  return found
}

/** Checks a node name against the declared nodes (or the default `node-1`). @category resolution */
export const node = (scope: Scope, name: { readonly text: string; readonly span: Span.Span }): string | undefined => {
  if (scope.nodes.includes(name.text)) return name.text
  if (unresolved(name.text)) return undefined
  scope.report(Codes.unknownNode(scope.file, name.span, name.text, scope.nodes))
  return undefined
}

/**
 * An image update as the API server validates it (kubelet-rules §20.1): reported at the image, with the field's path.
 *
 * @category validation
 */
export const imageUpdate = (scope: Scope, t: Target, image: string, span: Span.Span): boolean => {
  if (unresolved(image)) return false
  const pod = scope.pods.find((p) => p.name === t.pod)?.pod
  if (pod === undefined) return true
  const init = pod.initContainers.findIndex((c) => c.name === t.container)
  const path =
    init >= 0
      ? ["spec", "initContainers", init]
      : ["spec", "containers", pod.containers.findIndex((c) => c.name === t.container)]
  const issue = PodManifest.imageIssue(image, [...path, "image"])
  if (issue === undefined) return true
  scope.report(
    Codes.invalidPod(
      scope.file,
      span,
      PodManifest.formatPath(issue.path),
      PodManifest.formatIssue(issue),
      "the new image",
      "the API server rejects this update: an image is required, without blanks around it"
    )
  )
  return false
}

/** @category validation */
export const phase = (scope: Scope, text: string, span: Span.Span): boolean => {
  if (phases.includes(text)) return true
  if (unresolved(text)) return false
  scope.report(Codes.unknownPhase(scope.file, span, text, phases))
  return false
}

/** A condition type of the pod: the standard ones and its readiness gates. @category validation */
export const conditionType = (scope: Scope, pod: DeclaredPod | undefined, text: string, span: Span.Span): boolean => {
  const gates = pod?.pod?.readinessGates ?? []
  if (Timeline.conditionTypes.includes(text) || gates.includes(text) || (pod !== undefined && pod.pod === undefined))
    return true
  if (unresolved(text)) return false
  scope.report(Codes.unknownConditionType(scope.file, span, text, Timeline.conditionTypes, gates))
  return false
}

/** @category validation */
export const conditionStatus = (
  scope: Scope,
  text: string,
  span: Span.Span,
  allowed: ReadonlyArray<string> = conditionStatuses
): boolean => {
  if (allowed.includes(text)) return true
  if (unresolved(text)) return false
  scope.report(Codes.unknownConditionStatus(scope.file, span, text, allowed))
  return false
}

/** Warns about a reason the kubelet does not give (with a suggestion). @category validation */
export const reason = (
  scope: Scope,
  text: string,
  span: Span.Span,
  known: ReadonlyArray<string>,
  context: string
): void => {
  if (!known.includes(text) && !unresolved(text))
    scope.report(Codes.unknownReason(scope.file, span, text, context, known))
}

/** @category validation */
export const signal = (scope: Scope, text: string, span: Span.Span): boolean => {
  if (/^SIG[A-Z0-9]+$/.test(text)) return true
  if (unresolved(text)) return false
  scope.report(Codes.invalidSignal(scope.file, span, text, signals))
  return false
}

/** @category validation */
export const exitCode = (scope: Scope, code: number, span: Span.Span): boolean => {
  if (code >= 0 && code <= 255) return true
  scope.report(Codes.exitCodeOutOfRange(scope.file, span, code))
  return false
}

/** Checks `on run N`, `on runs A..B`, `from run N`. @category validation */
export const runs = (scope: Scope, value: Behaviour.Runs, span: Span.Span): boolean => {
  if (value._tag === "AllRuns") return true
  if (value.from < 1) {
    scope.report(Codes.invalidRuns(scope.file, span, "runs are numbered from 1"))
    return false
  }
  if (value.to !== undefined && value.to < value.from) {
    scope.report(Codes.invalidRuns(scope.file, span, `run ${value.to} comes before run ${value.from}`))
    return false
  }
  return true
}

/** The number of containers the READY column counts: regular containers and sidecars. @category validation */
export const readyTotal = (pod: PodSpec.Pod): number =>
  pod.containers.length + pod.initContainers.filter((c) => c.kind === "sidecar").length

/** A behaviour with where it was written, for the overlap check. @category models */
export interface Placed {
  readonly behaviour: Behaviour.Behaviour
  readonly span: Span.Span
}

/** Behaviours of the same kind for one container compete; `undefined` for kinds that never overlap. */
const kindOf = (b: Behaviour.Behaviour): string => {
  switch (b._tag) {
    case "ExitsAfter":
    case "OomKilledAfter":
      return `${b.pod}/${b.container} ends`
    case "StopsAfterSignal":
    case "IgnoresSignal":
      return `${b.pod}/${b.container} on ${b.signal}`
    case "ProbeAnswersAfter":
      return `${b.pod}/${b.container} ${b.probe}`
    case "HookTakes":
    case "HookFailsAfter":
      return `${b.pod}/${b.container} ${b.hook}`
    case "ImagePullTakes":
      return `${b.pod}/${b.container} pull time`
    case "ImagePullFails":
      return `${b.pod}/${b.container} pull failure`
  }
}

const runsOf = (b: Behaviour.Behaviour): Behaviour.Runs => ("runs" in b ? b.runs : { _tag: "AllRuns" })

const describeRuns = (r: Behaviour.Runs): string =>
  r._tag === "AllRuns"
    ? "every run"
    : r.to === undefined
      ? `run ${r.from} and later`
      : r.to === r.from
        ? `run ${r.from}`
        : `runs ${r.from}..${r.to}`

/** Whether two run sets conflict: both unlimited, or both limited and sharing a run. */
const conflict = (a: Behaviour.Runs, b: Behaviour.Runs): boolean => {
  if (a._tag === "AllRuns" && b._tag === "AllRuns") return true
  if (a._tag === "AllRuns" || b._tag === "AllRuns") return false
  const aTo = a.to ?? Number.POSITIVE_INFINITY
  const bTo = b.to ?? Number.POSITIVE_INFINITY
  return a.from <= bTo && b.from <= aTo
}

/**
 * The overlap rule of language reference §4: two behaviours of the same kind for one container may not cover the same
 * run, except that one limited to runs overrides an unlimited one. Reports each conflict once, naming both lines.
 *
 * @category validation
 */
export const overlaps = (scope: Scope, placed: ReadonlyArray<Placed>): void => {
  for (let i = 0; i < placed.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = placed[i]!
      const b = placed[j]!
      if (kindOf(a.behaviour) !== kindOf(b.behaviour)) continue
      if (!conflict(runsOf(a.behaviour), runsOf(b.behaviour))) continue
      const name = `${a.behaviour.container}`
      scope.report(Codes.overlappingBehaviours(scope.file, a.span, b.span, name, describeRuns(runsOf(a.behaviour))))
      break
    }
  }
}

/** The spec feature a probe or hook needs: `livenessProbe`, `lifecycle.postStart`, … @category validation */
export type Feature = "startupProbe" | "livenessProbe" | "readinessProbe" | "postStart" | "preStop"

/**
 * Warns when a behaviour, event or expectation is about a probe or hook the container does not have (it would
 * have no effect, or never happen).
 *
 * @category validation
 */
export const feature = (scope: Scope, target: Target, which: Feature, span: Span.Span): void => {
  const pod = scope.pods.find((p) => p.name === target.pod)?.pod
  const container = pod && [...pod.initContainers, ...pod.containers].find((c) => c.name === target.container)
  if (container === undefined || container[which] !== undefined) return
  const name = which === "postStart" || which === "preStop" ? `lifecycle.${which} hook` : which
  scope.report(Codes.withoutEffect(scope.file, span, target.container, name))
}

/** The feature for a probe kind. @category validation */
export const probeFeature = (probe: "startup" | "liveness" | "readiness"): Feature => `${probe}Probe`
