/**
 * The one way the CLI writes a file (goldens, report files, docs pages): to a temporary file beside the target,
 * renamed over it, so an interrupted run leaves the old file or the new one, never half of one.
 */
import * as fs from "node:fs/promises"
import * as path from "node:path"

/** Writes `content` to `target` atomically, creating its folder; the temporary file is removed if that fails. */
export const writeFileAtomically = async (target: string, content: string): Promise<void> => {
  await fs.mkdir(path.dirname(target), { recursive: true })
  const temp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`)
  try {
    await fs.writeFile(temp, content, "utf8")
    await fs.rename(temp, target)
  } catch (error) {
    await fs.rm(temp, { force: true })
    throw error
  }
}
