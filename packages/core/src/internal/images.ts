/**
 * `EnsureImageExists` (kubelet-rules §8) and the image-pull back-off (§5.5).
 */
import * as Duration from "../Duration.ts"
import * as ReleaseTexts from "../ReleaseTexts.ts"
import { at, cause, kEvent, resyncAt, timer } from "./actions.ts"
import * as Backoff from "./backoff.ts"
import { setWaiting } from "./containerStatus.ts"
import { type Ctx, ccOf, imageOf, mutNode, nodeOf } from "./context.ts"
import type { ContainerRt, PodRt } from "./model.ts"
import { block } from "./worker.ts"

export const IMAGE_SIZE_BASE = 1_000_000

/** A deterministic image size for the Pulled message (docs/conventions.md). */
export const imageSize = (image: string): number => {
  let h = 2166136261
  for (let i = 0; i < image.length; i++) {
    h ^= image.charCodeAt(i)
    h = Math.imul(h, 16777619) >>> 0
  }
  return IMAGE_SIZE_BASE + (h % 99_000_000)
}

/** The runtime's error for a pull the scenario makes fail (the only way a pull fails here). */
const pullError = (image: string): string =>
  `failed to pull and unpack image "${image}": the scenario makes this pull fail`

const IMAGE_PRESENT_NEVER = cause("§8", "image present, pull policy Never")
const IMAGE_CACHED = cause("§8", "image already in the node's cache")

/** `EnsureImageExists` (kubelet-rules §8, §5.5). */
export const ensureImage = (ctx: Ctx, p: PodRt, c: ContainerRt): "ok" | "blocked" | "failed" => {
  const cc = ccOf(ctx, p, c)
  const spec = cc.spec
  const node = nodeOf(ctx, p)!
  const image = imageOf(ctx, p, c)
  const present = node.images.includes(image)
  const presentMessage = `Container image "${image}" already present on machine`
  if (spec.imagePullPolicy === "Never") {
    if (present) {
      kEvent(ctx, p, "Pulled", "Normal", presentMessage, spec.name, IMAGE_PRESENT_NEVER)
      return "ok"
    }
    const message = `Container image "${image}" is not present with pull policy of Never`
    setWaiting(c, "ErrImageNeverPull", message)
    if (!c.neverPullNoted) {
      c.neverPullNoted = true
      const why = cause("§5.7", "pull policy Never")
      kEvent(ctx, p, "ErrImageNeverPull", "Warning", message, spec.name, why)
      kEvent(ctx, p, "Failed", "Warning", "Error: ErrImageNeverPull", spec.name, why)
    }
    return "failed"
  }
  if (spec.imagePullPolicy === "IfNotPresent" && present) {
    kEvent(ctx, p, "Pulled", "Normal", presentMessage, spec.name, IMAGE_CACHED)
    return "ok"
  }
  const entry = p.imageBackoff[image]
  // §17.4: the failed attempt at T shows ErrImagePull at T; the next sync shows ImagePullBackOff
  if (entry !== undefined && entry.lastUpdate === ctx.now && c.waiting?.reason === "ErrImagePull") return "failed"
  if (Backoff.isInBackOffSinceUpdate(Backoff.imagePullParams, entry, ctx.now)) {
    // §5.5: ImagePullBackOff until the next attempt
    const retryAt = entry!.lastUpdate + entry!.backoff
    const message = `Back-off pulling image "${image}"`
    // kubelet-rules §15.1: the waiting message carries the last pull's error from 1.32
    setWaiting(c, "ImagePullBackOff", ReleaseTexts.imagePullBackOff(ctx.config.kubelet.minor, image, pullError(image)))
    if (c.pullRetryAt !== retryAt) {
      c.pullRetryAt = retryAt
      const why = cause("§5.5", `next pull attempt at ${at(retryAt)}`)
      kEvent(ctx, p, "BackOff", "Normal", message, spec.name, why)
      // §5.7: startContainer's Failed "Error: <reason>" after the image manager's own Event
      kEvent(ctx, p, "Failed", "Warning", "Error: ImagePullBackOff", spec.name, why)
      resyncAt(ctx, p, retryAt, why)
    }
    return "failed"
  }
  kEvent(
    ctx,
    p,
    "Pulling",
    "Normal",
    `Pulling image "${image}"`,
    spec.name,
    cause("§8", `pull policy ${spec.imagePullPolicy}`)
  )
  if (cc.pullTakes > 0) {
    timer(ctx, p, c, "PullDone", ctx.now + cc.pullTakes, p.blockToken + 1)
    return block(p, "pull", c.index)
  }
  return finishPull(ctx, p, c, 0)
}

export const finishPull = (ctx: Ctx, p: PodRt, c: ContainerRt, took: number): "ok" | "failed" => {
  const cc = ccOf(ctx, p, c)
  const spec = cc.spec
  const image = imageOf(ctx, p, c)
  if (cc.pullFails && !c.pullCleared) {
    // §5.5: a failed attempt: ErrImagePull now, ImagePullBackOff from the next sync (§17.4: T+1s)
    const error = pullError(image)
    const entry = Backoff.next(Backoff.imagePullParams, p.imageBackoff[image], ctx.now, ctx.now)
    p.imageBackoff = { ...p.imageBackoff, [image]: entry }
    const why = cause("§5.5", `pull failed; next attempt in ${Duration.formatGo(entry.backoff)}`)
    kEvent(ctx, p, "Failed", "Warning", `Failed to pull image "${image}": ${error}`, spec.name, why)
    kEvent(ctx, p, "Failed", "Warning", "Error: ErrImagePull", spec.name, why)
    setWaiting(c, "ErrImagePull", error)
    if (entry.backoff > 1000) resyncAt(ctx, p, ctx.now + 1000, cause("§17.4", "the sync after a failed pull"))
    resyncAt(ctx, p, ctx.now + entry.backoff, why)
    return "failed"
  }
  const node = nodeOf(ctx, p)!
  if (!node.images.includes(image)) mutNode(ctx, node).images.push(image)
  const d = Duration.formatGo(took)
  kEvent(
    ctx,
    p,
    "Pulled",
    "Normal",
    `Successfully pulled image "${image}" in ${d} (${d} including waiting). Image size: ${imageSize(image)} bytes.`,
    spec.name,
    cause("§8", `pull took ${d}`)
  )
  return "ok"
}
