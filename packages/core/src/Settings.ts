/**
 * Node and control-plane configuration: the `kubelet:` block (a KubeletConfiguration subset) and the `cluster:`
 * block (kube-controller-manager knobs), with the defaults of kubelet-rules §1 and the feature-gate defaults of
 * the newest minor modelled (§16, §17.13; `Versions.ts` has every minor's).
 */
import type { Millis } from "./Duration.ts"
import * as Versions from "./Versions.ts"

/** @category models */
export interface Kubelet {
  /** The kubelet's Kubernetes minor release (`33` for 1.33): its texts (`ReleaseTexts`; language reference §11.1). */
  readonly minor: number
  readonly featureGates: Readonly<Record<string, boolean>>
  /** `crashLoopBackOff.maxContainerRestartPeriod`; read when gate `KubeletCrashLoopBackOffMax` is on. */
  readonly maxContainerRestartPeriod: Millis | undefined
  /** `shutdownGracePeriod`: how long a graceful node shutdown lasts; 0 (the default) shuts the node down at once. */
  readonly shutdownGracePeriod: Millis
  /** `shutdownGracePeriodCriticalPods`: the part of `shutdownGracePeriod` kept for critical pods (kubelet-rules §13.5). */
  readonly shutdownGracePeriodCriticalPods: Millis
  /** `evictionMaxPodGracePeriod`: the longest grace a soft-threshold eviction gives a pod (kubelet-rules §13.4). */
  readonly evictionMaxPodGracePeriod: Millis
}

/** @category models */
export interface Cluster {
  readonly terminatedPodGCThreshold: number
  readonly nodeMonitorGracePeriod: Millis
  readonly defaultNotReadyTolerationSeconds: number
  readonly defaultUnreachableTolerationSeconds: number
}

/**
 * Feature gates with their defaults in the newest minor modelled (`Versions.newest`; kubelet-rules §16).
 *
 * @category constants
 */
export const defaultFeatureGates: Readonly<Record<string, boolean>> = Versions.featureGates(Versions.newest)

/** @category constants */
export const defaultKubelet: Kubelet = {
  minor: Versions.newest,
  featureGates: defaultFeatureGates,
  maxContainerRestartPeriod: undefined,
  shutdownGracePeriod: 0 as Millis,
  shutdownGracePeriodCriticalPods: 0 as Millis,
  evictionMaxPodGracePeriod: 0 as Millis
}

/** @category constants */
export const defaultCluster: Cluster = {
  terminatedPodGCThreshold: 12500,
  nodeMonitorGracePeriod: 50_000 as Millis,
  defaultNotReadyTolerationSeconds: 300,
  defaultUnreachableTolerationSeconds: 300
}

/** The node that exists when a scenario declares none (language reference §3). @category constants */
export const defaultNode = "node-1"

/** Whether a feature gate is on under these settings. @category accessors */
export const gate = (kubelet: Kubelet, name: string): boolean =>
  kubelet.featureGates[name] ?? defaultFeatureGates[name] ?? false
