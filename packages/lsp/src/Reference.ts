/**
 * Hovers on keywords: the section of the language reference (docs/language/reference.md, generated into
 * `generated/reference.ts` by `pnpm gen`) about the statement the keyword stands in, with its examples.
 */
import * as Ast from "@podscenario/parser/Ast"
import { keywordTexts } from "@podscenario/parser/Tokens"
import { sections } from "./generated/reference.ts"

/** The reference's heading for a statement, and for an `expect` the part the offset is in (WHEN or WHAT). */
export const headingFor = (statement: Ast.Statement, offset: number): string => {
  switch (statement._tag) {
    case "Scenario":
    case "Tags":
      return "2. File layout"
    case "PodInline":
    case "PodFile":
      return '`pod NAME:` and `pod NAME from "FILE"`'
    case "Node":
      return "`node NAME`"
    case "Kubelet":
    case "Cluster":
      return "`kubelet:` and `cluster:`"
    case "Event":
      return "5. Events"
    case "Expect": {
      const when = statement.when
      if (when !== undefined && when.span.start <= offset && offset <= when.span.end) return "WHEN"
      return Ast.isState(statement.what) ? "WHAT: states" : "WHAT: occurrences"
    }
    case "ExpectOrder":
      return "`expect order:`"
    case "Golden":
      return "7. Golden timelines"
    case "End":
      return "8. End of the run"
    case "Examples":
    case "Template":
      return "9. Examples tables"
    default:
      return "4. Behaviours"
  }
}

/** How much of a section a hover shows: its opening text and first examples. */
const maxLines = 40

/**
 * The reference text for `word` when it is a keyword of the language standing in `statement`, in Markdown.
 *
 * @category features
 */
export const keywordHover = (word: string, statement: Ast.Statement, offset: number): string | undefined => {
  if (!(keywordTexts as ReadonlyArray<string>).includes(word)) return undefined
  const heading = headingFor(statement, offset)
  const text = sections[heading]
  if (text === undefined) return undefined
  const lines = text.split("\n")
  const shown = lines.slice(0, maxLines)
  // never cut a code block in half
  if (shown.filter((l) => l.startsWith("```")).length % 2 === 1) shown.push("```")
  return [
    `**\`${word}\`**: ${heading.replace(/^\d+\. /, "")} (language reference)`,
    "",
    ...shown,
    ...(lines.length > maxLines ? ["", "…"] : [])
  ].join("\n")
}
