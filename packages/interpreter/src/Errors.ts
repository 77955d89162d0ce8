/**
 * Infrastructure failures at the edge: files that cannot be read or written. They become diagnostics in results;
 * they never stop the other files (issue 4: "a bad file never stops the other files").
 */
import * as Data from "effect/Data"

/** A scenario, manifest or golden file could not be read. @category errors */
export class FileUnreadable extends Data.TaggedError("FileUnreadable")<{
  readonly path: string
  /** The system's reason: "no such file or directory", "is a directory", "permission denied". */
  readonly reason: string
  /** Nearby files with similar names, for "did you mean". */
  readonly suggestions: ReadonlyArray<string>
}> {
  override get message(): string {
    return `cannot read ${this.path}: ${this.reason}`
  }
}

/** A golden file could not be written. @category errors */
export class FileUnwritable extends Data.TaggedError("FileUnwritable")<{
  readonly path: string
  readonly reason: string
}> {
  override get message(): string {
    return `cannot write ${this.path}: ${this.reason}`
  }
}

/** @category errors */
export type FileError = FileUnreadable | FileUnwritable
