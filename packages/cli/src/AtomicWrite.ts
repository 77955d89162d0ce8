/**
 * The one way the CLI writes a file (goldens, report files, docs pages): to a temporary file beside the target,
 * renamed over it, so an interrupted run leaves the old file or the new one, never half of one.
 */
// `node:fs`, not `node:fs/promises`: its `promises` loads that module (2–5 ms of every start) on first use only
import * as fs from "node:fs"
import * as path from "node:path"

/** Writes `content` to `target` atomically, creating its folder; the temporary file is removed if that fails. */
export const writeFileAtomically = async (target: string, content: string): Promise<void> => {
  await fs.promises.mkdir(path.dirname(target), { recursive: true })
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`)
  try {
    await fs.promises.writeFile(temp, content, "utf8")
    await fs.promises.rename(temp, target)
  } catch (error) {
    await fs.promises.rm(temp, { force: true })
    throw error
  }
}
