/**
 * Restart decisions: `ShouldContainerBeRestarted`, `ContainerShouldRestart`, `IsContainerRestartable`
 * (kubelet-rules §4.1–§4.3).
 */
import type { Container, Pod, RestartPolicy, RestartRule } from "../PodSpec.ts"

const byPolicy = (policy: RestartPolicy, exitCode: number): boolean =>
  policy === "Always" ? true : policy === "OnFailure" ? exitCode !== 0 : false

/** `podutil.FindMatchingContainerRestartRule`: the first rule whose exit codes match (kubelet-rules §4.2). */
const matchingRule = (container: Container, exitCode: number): RestartRule | undefined =>
  container.restartPolicyRules.find((rule) => (rule.operator === "In") === rule.values.includes(exitCode))

/**
 * Whether `container`'s exit with `exitCode` asks the kubelet to restart every container of its pod (kubelet-rules
 * §4.5): its first matching rule has action `RestartAllContainers`, which the API server only accepts with its gate.
 *
 * @internal
 */
export const restartsAllContainers = (container: Container, exitCode: number): boolean =>
  matchingRule(container, exitCode)?.action === "RestartAllContainers"

/**
 * `podutil.ContainerShouldRestart(container, spec, exitCode)` (kubelet-rules §4.2). Without gate
 * `ContainerRestartRules` only the pod policy counts (§4.1 step 5). Never asked about a sidecar (always restarted,
 * §7.2), nor about an init container's exit 0 (done): so under pod `Always` a regular init container is retried like
 * `OnFailure` (§6).
 *
 * @internal
 */
export const containerShouldRestart = (container: Container, pod: Pod, exitCode: number, rulesGate: boolean) => {
  if (rulesGate && container.restartPolicy !== undefined) {
    // §4.2 step 1: the first matching rule restarts, whatever its action (§4.5: RestartAllContainers too)
    if (matchingRule(container, exitCode) !== undefined) return true
    // §4.2 step 2: no rule matched → the container policy
    return byPolicy(container.restartPolicy, exitCode)
  }
  return byPolicy(pod.restartPolicy, exitCode)
}

/**
 * Whether a running container killed by a liveness/startup probe is restarted in the same sync
 * (kubelet-rules §4.3: pod policy ≠ Never, or the container policy ≠ Never with gate ContainerRestartRules; rules
 * are not evaluated). A sidecar's answer is never read: the sidecar loop restarts it whatever it says (§7.2).
 *
 * @internal
 */
export const restartAfterProbeKill = (container: Container, pod: Pod, rulesGate: boolean): boolean => {
  if (rulesGate && container.restartPolicy !== undefined) return container.restartPolicy !== "Never"
  return pod.restartPolicy !== "Never"
}
