/**
 * Watches the manifests documents read through `from`, so that saving `deploy/web.yaml` refreshes the diagnostics
 * of every open scenario that uses it. One `fs.watch` a directory, not a file: a manifest that does not exist yet
 * (an error today) is seen when it is created, and editors that save by renaming over the file are seen too.
 */
import * as fs from "node:fs"
import * as path from "node:path"

/** @category models */
export interface Watcher {
  /** The manifests `owner` reads now (replacing what it read before). */
  readonly update: (owner: string, files: ReadonlyArray<string>) => void
  readonly close: () => void
}

/**
 * Calls `changed(owners)` with the owners of a manifest when it changes on disk.
 *
 * @category constructors
 */
export const make = (changed: (owners: ReadonlyArray<string>) => void): Watcher => {
  const ownersOf = new Map<string, Set<string>>()
  const filesOf = new Map<string, ReadonlyArray<string>>()
  /** Watched directory → its watcher; a manifest's own directory, or its nearest ancestor that exists. */
  const directories = new Map<string, fs.FSWatcher>()
  const watchedFor = new Map<string, string>()

  /** The owners of the files at or below `changedPath` (a directory that appeared holds the files below it). */
  const notify = (changedPath: string): void => {
    const owners = new Set<string>()
    for (const [file, fileOwners] of ownersOf) {
      if (file === changedPath || file.startsWith(`${changedPath}${path.sep}`))
        for (const o of fileOwners) owners.add(o)
    }
    if (owners.size > 0) changed([...owners])
  }

  const watchNearest = (dir: string): string | undefined => {
    for (let at = dir; ; at = path.dirname(at)) {
      if (directories.has(at)) return at
      try {
        const watcher = fs.watch(at, { persistent: false }, (_, name) => {
          if (name !== null) notify(path.join(at, name.toString()))
        })
        // a directory removed while watched: forget it, the next update watches what exists then
        watcher.on("error", () => {
          watcher.close()
          directories.delete(at)
        })
        directories.set(at, watcher)
        return at
      } catch {
        if (path.dirname(at) === at) return undefined
      }
    }
  }

  const unwatchUnused = (): void => {
    const used = new Set(watchedFor.values())
    for (const [dir, watcher] of directories) {
      if (!used.has(dir)) {
        watcher.close()
        directories.delete(dir)
      }
    }
  }

  return {
    update: (owner, files) => {
      const before = new Map((filesOf.get(owner) ?? []).map((file) => [file, watchedFor.get(file)]))
      let closer = false
      for (const file of filesOf.get(owner) ?? []) {
        const owners = ownersOf.get(file)
        owners?.delete(owner)
        if (owners?.size === 0) {
          ownersOf.delete(file)
          watchedFor.delete(file)
        }
      }
      const absolute = files.filter((f) => path.isAbsolute(f))
      if (absolute.length === 0) filesOf.delete(owner)
      else filesOf.set(owner, absolute)
      for (const file of absolute) {
        ownersOf.set(file, (ownersOf.get(file) ?? new Set()).add(owner))
        const watched = watchNearest(path.dirname(file))
        if (watched !== undefined) watchedFor.set(file, watched)
        // watched from a directory that appeared since: the file may have been written before this watcher began
        // (a `mkdir` then a write, read between the two), so its owner reads it once more
        if (before.has(file) && before.get(file) !== watched) closer = true
      }
      unwatchUnused()
      if (closer) changed([owner])
    },
    close: () => {
      for (const watcher of directories.values()) watcher.close()
      directories.clear()
    }
  }
}
