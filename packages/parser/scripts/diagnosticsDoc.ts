/**
 * `docs/reference/diagnostics.md`, generated from the catalogue (`packages/diagnostics/src/Codes.ts`).
 */
import { Timeline } from "@podscenario/core"
import { Codes, type Diagnostic, Render, SourceFile, Span } from "@podscenario/diagnostics"
import type * as Ast from "@podscenario/parser/Ast"
import { parse } from "@podscenario/parser/Parse"
import { workloadKinds } from "../src/internal/workloads.ts"

/** The compile step used to render the documented examples. */
export type Compile = (
  document: Ast.Document,
  file: SourceFile.SourceFile,
  manifests: ReadonlyMap<string, SourceFile.SourceFile>
) => { readonly diagnostics: ReadonlyArray<Diagnostic.Diagnostic> }

/**
 * The help of the codes whose builder fills a list into it (`{types}`, `{kinds}`), as the builder writes it with the
 * lists the compiler passes: the page shows the list, not the placeholder.
 */
const filledHelp = (): ReadonlyMap<string, string | undefined> => {
  const file = SourceFile.make("example.podscenario", "")
  const span = Span.make(0, 0)
  return new Map([
    [Codes.UnknownConditionType.code, Codes.unknownConditionType(file, span, "", Timeline.conditionTypes, []).help],
    [Codes.NoPodTemplate.code, Codes.noPodTemplate(file, span, "", "", "", workloadKinds).help]
  ])
}

/**
 * A help text for the page: a `{placeholder}` in prose (what the builder fills in from its call, `the {feature}`)
 * reads as an italic word; in code (`` `<{name}>` ``) it stays, as the message templates show them.
 */
const readable = (help: string): string =>
  help
    .split("`")
    .map((part, i) => (i % 2 === 0 ? part.replace(/\{(\w+)\}/g, "*$1*") : part))
    .join("`")

/**
 * The page: every entry of the catalogue with its message, help and example, and for the codes found before a run
 * the example's actual output.
 *
 * @category generation
 */
export const diagnosticsDoc = (compile: Compile): string => {
  const filled = filledHelp()
  const out = [
    "# Diagnostics",
    "",
    "<!-- generated from packages/diagnostics/src/Codes.ts by `pnpm gen`; do not edit -->",
    "",
    "Every diagnostic podscenario prints has a code: `PS1xxx` lexical and syntax, `PS2xxx` semantic (`PS2100`–`PS2199`",
    "pod validation), `PS3xxx` run, `PS4xxx` expectation, `PS5xxx` golden, `PS6xxx` configuration and command line.",
    "Each entry shows the message, how to fix it, and an example; for the codes found before a run, the example's",
    "actual output. `podscenario explain PS1004` prints an entry in the terminal.",
    ""
  ]
  for (const e of Codes.catalogue()) {
    out.push(`## ${e.code} ${e.slug}`, "")
    if (e.reserved) {
      out.push("Reserved: no longer emitted.", "")
      continue
    }
    out.push(
      `${e.severity} — ${e.template.includes("`") ? `\`\` ${e.template} \`\`` : `\`${e.template}\``}`,
      "",
      `**Help:** ${readable(filled.get(e.code) ?? e.help)}`,
      "",
      // PS6xxx: a configuration file or a command line, not a scenario
      e.code.startsWith("PS6") ? "```text" : "```podscenario",
      e.example.trimEnd(),
      "```",
      ""
    )
    const isStatic = /^PS[12]/.test(e.code) || e.code === "PS5003"
    if (isStatic) {
      const file = SourceFile.make("example.podscenario", e.example)
      const parsed = parse(file)
      const compiled = parsed.diagnostics.some((d) => d.severity === "error")
        ? []
        : compile(parsed.document, file, new Map()).diagnostics
      const shown = [...parsed.diagnostics, ...compiled].filter((d) => d.code === e.code).slice(0, 1)
      if (shown.length > 0) out.push("```text", Render.renderAll(shown).trimEnd(), "```", "")
    }
  }
  return out.join("\n")
}
