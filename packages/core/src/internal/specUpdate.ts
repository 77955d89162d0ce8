/**
 * A container's image updated through the API (kubelet-rules §20): the kubelet sees a new spec hash.
 */
import { type Ctx, ccOf, imageOf } from "./context.ts"
import type { ContainerRt, PodRt } from "./model.ts"
import { requestSync } from "./worker.ts"

/** §20.1: the API server took the new image; the pod's next sync compares the container's hash. */
export const updateImage = (ctx: Ctx, p: PodRt, c: ContainerRt, image: string): void => {
  if (image === imageOf(ctx, p, c)) return // the same spec, the same hash: nothing to do
  c.image = image
  p.dirty = true
  // §20.1: the crash-loop back-off is keyed by the container's hash (GetStableKey): the new definition has no entry,
  // and neither has its image in the image-pull back-off
  c.backoff = undefined
  if (c.state !== "running") {
    c.restartAt = undefined
    c.pullRetryAt = undefined
  } else if (ccOf(ctx, p, c).spec.kind !== "init") {
    // a running regular init container is not compared (computeInitContainerActions): it runs on with its image
    c.redefined = true
    p.redefined = true
  }
  requestSync(p)
}
