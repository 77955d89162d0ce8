/**
 * The kubelet's texts that changed between the releases modelled (language reference §11.1; kubelet-rules §15.1): each is a
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

/**
 * The waiting message of a container in `ImagePullBackOff`. From 1.32 (kubernetes PR #127918, "Use image pull error
 * in `message` during back-off", `pkg/kubelet/images/image_manager.go`) the image manager appends the last pull's
 * error, as `ErrImagePull: <the runtime's error>`; before, the message names only the image. The `BackOff` Event's
 * message is the short form in every release.
 *
 * @category texts
 */
export const imagePullBackOff = (minor: number, image: string, lastError: string): string =>
  minor >= 32 ? `Back-off pulling image "${image}": ErrImagePull: ${lastError}` : `Back-off pulling image "${image}"`
