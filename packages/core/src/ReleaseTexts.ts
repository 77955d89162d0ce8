/**
 * The kubelet's texts that changed between the releases modelled (language.md §11.1; kubelet-rules §15.1): each is a
 * function of the minor release, and says which upstream change made it differ. A text the same in every release
 * modelled stays where it is made.
 */

/**
 * The `Created` Event's message. 1.35 (kubernetes PR #134043, "Remove container name from container event messages",
 * `kuberuntime_container.go` `startContainer`) leaves the container's name to the Event's `involvedObject.fieldPath`;
 * before it, `Created container: NAME` (the format string `"Created container: %v"`).
 *
 * @category texts
 */
export const containerCreated = (minor: number, container: string): string =>
  minor >= 35 ? "Container created" : `Created container: ${container}`

/**
 * The `Started` Event's message: `Container started` from 1.35 (PR #134043), `Started container NAME` before.
 *
 * @category texts
 */
export const containerStarted = (minor: number, container: string): string =>
  minor >= 35 ? "Container started" : `Started container ${container}`
