/**
 * PS21xx, YAML: the text of pod specs, manifests and settings blocks.
 * Assembled into the one catalogue by `Codes.ts`.
 */
import * as Diagnostic from "../../Diagnostic.ts"
import type { SourceFile } from "../../SourceFile.ts"
import type { Span } from "../../Span.ts"
import { build, type D, define } from "./entry.ts"

/** @category pod */
export const YamlSyntax = define({
  code: "PS2101",
  slug: "yaml-syntax",
  severity: "error",
  template: "invalid YAML: {reason}",
  help: "a YAML block is every line indented under `pod NAME:`, `kubelet:` or `cluster:`; check indentation, brackets and quotes",
  example: 'scenario "x"\npod web:\n  spec:\n    containers: [{ name: app, image: busybox }\n'
})

/** @category pod */
export const yamlSyntax = (file: SourceFile, span: Span, reason: string): D =>
  build(YamlSyntax, file, [Diagnostic.primary(span, "here")], { reason })

/** @category pod */
export const DuplicateYamlKey = define({
  code: "PS2102",
  slug: "duplicate-yaml-key",
  severity: "error",
  template: "duplicate key `{key}`",
  help: "a key may appear once per mapping: keep one and delete the other",
  example: `scenario "x"\npod web:\n  spec:\n    restartPolicy: Never\n    restartPolicy: Always\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const duplicateYamlKey = (file: SourceFile, span: Span, first: Span, key: string): D =>
  build(
    DuplicateYamlKey,
    file,
    [Diagnostic.primary(span, "written again here"), Diagnostic.secondary(first, "first written here")],
    { key }
  )

/** @category pod */
export const YamlTooLarge = define({
  code: "PS2103",
  slug: "yaml-too-large",
  severity: "error",
  template: "YAML too large: {reason}",
  help: "split a manifest into files of fewer documents and characters, and write it out without deeply nested aliases",
  example: `scenario "x"\npod web:\n  metadata:\n    annotations:\n      a: &a [x, x, x, x, x, x, x, x, x, x]\n      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\n      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\n      d: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\n  spec:\n    containers: [{ name: app, image: busybox }]\n`
})

/** @category pod */
export const yamlTooLarge = (file: SourceFile, span: Span, reason: string): D =>
  build(YamlTooLarge, file, [Diagnostic.primary(span, "in this block")], { reason })

/** @category pod */
export const YamlTab = define({
  code: "PS2126",
  slug: "yaml-tab",
  severity: "error",
  template: "a tab indents this YAML line",
  help: "YAML is indented with spaces only: replace the tab with spaces",
  example: 'scenario "x"\npod web:\n  spec:\n\tcontainers: [{ name: app, image: busybox }]\n'
})

/** A tab in the indentation of a YAML block's line, at the tab. @category pod */
export const yamlTab = (file: SourceFile, span: Span): D =>
  build(YamlTab, file, [Diagnostic.primary(span, "a tab")], {})

/** @category pod */
export const YamlIndentation = define({
  code: "PS2128",
  slug: "yaml-indentation",
  severity: "error",
  template: "YAML indentation: `{word}` does not fit at column {column}",
  help: "indent the line to the column of the entry it belongs to",
  example: 'scenario "x"\npod web:\n  spec:\n    containers:\n      - name: app\n       image: busybox\n'
})

/**
 * A YAML line indented wrongly, at its first character; `columns` lists what it could line up with
 * (`5 (\`containers\`, line 4) or 7 (\`-\`, line 5)`), `reason` is the YAML parser's own words.
 *
 * @category pod
 */
export const yamlIndentation = (
  file: SourceFile,
  span: Span,
  word: string,
  column: number,
  columns: string,
  reason: string
): D =>
  build(
    YamlIndentation,
    file,
    [Diagnostic.primary(span, `indented ${column - 1} spaces`)],
    { word, column },
    {
      help: columns === "" ? YamlIndentation.help : `${YamlIndentation.help}: column ${columns}`,
      note: `the YAML parser says: ${reason}`
    }
  )
