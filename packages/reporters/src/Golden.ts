/**
 * Golden timelines (language reference §7): the format follows the file's extension, the language its second extension
 * (`crash.fr.md` is French; without one, the `lang` passed in, else English).
 *
 * | extension | format |
 * | --- | --- |
 * | `.md` | Markdown table (`Markdown.ts`) |
 * | `.mmd` | Mermaid gantt chart (`Mermaid.ts`) |
 * | `.svg` | SVG picture (`Svg.ts`) |
 * | `.watch` | `kubectl get pod -w` (`Watch.ts`) |
 * | `.json` | the timeline as data (`TimelineJson.ts`) |
 * | `.describe` | `kubectl describe pod` at the end (`KubectlDescribe.ts`) |
 * | `.yaml` | `kubectl get pod -o yaml` at the end (`PodYaml.ts`) |
 */
import type { Timeline } from "@podscenario/core"
import { isLang, type Lang } from "./i18n.ts"
import * as KubectlDescribe from "./KubectlDescribe.ts"
import * as Markdown from "./Markdown.ts"
import * as Mermaid from "./Mermaid.ts"
import * as PodYaml from "./PodYaml.ts"
import * as Svg from "./Svg.ts"
import * as TimelineJson from "./TimelineJson.ts"
import * as Watch from "./Watch.ts"

/** @category models */
export type Format = "md" | "mmd" | "svg" | "watch" | "json" | "describe" | "yaml"

/** The extensions, with their dot, in the order docs list them. @category constants */
export const extensions: ReadonlyArray<string> = [".md", ".mmd", ".svg", ".watch", ".json", ".describe", ".yaml"]

const basename = (path: string): string => path.slice(path.lastIndexOf("/") + 1)

/**
 * The format a path names by its extension, or `undefined`.
 *
 * @category accessors
 */
export const formatOf = (path: string): Format | undefined => {
  const base = basename(path)
  const dot = base.lastIndexOf(".")
  if (dot <= 0) return undefined
  const ext = base.slice(dot + 1)
  return (extensions as ReadonlyArray<string>).includes(`.${ext}`) ? (ext as Format) : undefined
}

/**
 * The language a path names (`crash.fr.md` → `fr`), or `undefined`.
 *
 * @category accessors
 */
export const langOf = (path: string): Lang | undefined => {
  const parts = basename(path).split(".")
  const candidate = parts.length >= 3 ? parts[parts.length - 2]! : ""
  return isLang(candidate) ? candidate : undefined
}

/**
 * Renders a timeline in the format and language a golden path names; `undefined` for an unknown extension.
 *
 * @example
 * Golden.render("golden/crash.fr.md", timeline) // the French Markdown table
 *
 * @category rendering
 */
export const render = (path: string, timeline: Timeline.Timeline, lang?: Lang | undefined): string | undefined => {
  const language = langOf(path) ?? lang ?? "en"
  switch (formatOf(path)) {
    case "md":
      return Markdown.render(timeline, { lang: language })
    case "mmd":
      return Mermaid.render(timeline, { lang: language })
    case "svg":
      return Svg.render(timeline, { lang: language })
    case "watch":
      return Watch.render(timeline)
    case "json":
      return TimelineJson.render(timeline)
    case "describe":
      return KubectlDescribe.render(timeline)
    case "yaml":
      return PodYaml.render(timeline)
    case undefined:
      return undefined
  }
}

/** `render` under the name the brief gives it. @category rendering */
export const renderGolden = render
