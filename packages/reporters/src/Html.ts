/**
 * `--format html:PATH`: one self-contained page to open after a red run (no network, no external fonts or
 * scripts, so it opens from a CI artifact or a file URL). A summary bar; filters by status, tag and file and a
 * search box; the scenarios, failed and errored first, each with its failure block (and its `because:` lines), its
 * expectations (a failed one links to its instant on the timeline) and its SVG timeline, whose every mark shows a
 * card with the record, its time and its kubelet rule on hover or focus.
 *
 * Deterministic: the same run gives the same bytes but for the run's date (`startedAt`); wall-clock durations are
 * left out. Every user string is escaped, so a scenario named `<script>` is text.
 */
import * as Describe from "./Describe.ts"
import * as Failure from "./Failure.ts"
import { count, type Lang, words } from "./i18n.ts"
import { css, js } from "./internal/htmlAssets.ts"
import * as Xml from "./internal/xml.ts"
import * as Pretty from "./Pretty.ts"
import type { FileResult, RunResult, ScenarioResult, ScenarioStatus } from "./Result.ts"
import * as Result from "./Result.ts"
import * as Svg from "./Svg.ts"
import * as Sweep from "./Sweep.ts"

/** @category models */
export interface HtmlOptions {
  readonly lang?: Lang | undefined
}

const statuses: ReadonlyArray<ScenarioStatus> = ["failed", "errored", "passed", "skipped"]

/** Failures first, then the rest in run order. */
const rank: Readonly<Record<ScenarioStatus, number>> = { failed: 0, errored: 0, passed: 1, skipped: 2 }

const text = Xml.text
const attr = Xml.attr

const scenarioSection = (
  file: FileResult,
  sc: ScenarioResult,
  id: string,
  lang: Lang | undefined
): ReadonlyArray<string> => {
  const w = words(lang)
  const figure = `${id}-tl`
  const failures = Failure.scenario(file.uri, sc, { lang })
  const tags = sc.tags.join(" ")
  const search = `${sc.name} ${file.uri} ${tags}`.toLowerCase()
  const out = [
    `<section class="sc" id="${id}" tabindex="-1" data-status="${sc.status}" data-file="${attr(file.uri)}" data-tags="${attr(tags)}" data-search="${attr(search)}" aria-labelledby="${id}-h">`,
    `<h2 id="${id}-h"><span class="${sc.status}">${text(w[sc.status][0])}</span> ${text(sc.name)}<span class="loc">${text(`${file.uri}:${sc.line}`)}</span>${tags === "" ? "" : `<span class="tags">${text(tags)}</span>`}</h2>`
  ]
  if (failures !== "") out.push(`<pre class="failure">${text(failures)}</pre>`)
  if (sc.expectations.length > 0) {
    out.push(`<ul aria-label="${attr(w.expectations)}">`)
    for (const e of sc.expectations) {
      const mark = e.status === "passed" ? "✓" : e.status === "failed" ? "✗" : "–"
      const link =
        e.failure !== undefined && sc.timeline !== undefined
          ? ` <a href="#${figure}" data-at="${e.failure.at}">${text(w.report.showAt(Describe.time(e.failure.at)))}</a>`
          : ""
      out.push(
        `<li class="${e.status}"><span aria-label="${attr(w[e.status][0])}">${mark}</span> expect ${text(e.text)}${link}</li>`
      )
    }
    out.push("</ul>")
  }
  if (sc.goldens.length > 0) {
    out.push(`<ul aria-label="${attr(w.goldens)}">`)
    for (const g of sc.goldens) {
      const failing = Result.isGoldenFailure(g.status)
      out.push(
        `<li class="${failing ? "failed" : "passed"}">golden ${text(g.path)}: ${text(w.golden[g.status][0])}</li>`
      )
    }
    out.push("</ul>")
  }
  if (sc.timeline !== undefined) {
    const svg = Svg.render(sc.timeline, { lang, interactive: true }).trimEnd()
    const open = sc.status === "failed" || sc.status === "errored"
    out.push(
      `<details${open ? " open" : ""}><summary>${text(w.report.timeline)}</summary>`,
      `<figure id="${figure}" tabindex="0" aria-label="${attr(`${w.report.timeline}: ${sc.name}`)}">${svg}</figure>`,
      "</details>"
    )
  }
  out.push("</section>")
  return out
}

const choices = (values: ReadonlyArray<string>, all: string): string =>
  [`<option value="">${text(all)}</option>`, ...values.map((v) => `<option>${text(v)}</option>`)].join("")

/**
 * The report page, ending with a newline.
 *
 * @category rendering
 */
export const render = (run: RunResult, options: HtmlOptions = {}): string => {
  const lang = options.lang
  const w = words(lang)
  const c = Result.counts(run)
  const all = Result.scenarios(run)
    .map((entry, index) => ({ ...entry, id: `s${index + 1}` }))
    .sort((a, b) => rank[a.scenario.status] - rank[b.scenario.status])
  const tags = [...new Set(all.flatMap((e) => e.scenario.tags))].sort()
  const files = run.files.map((f) => f.uri)
  const broken = run.files.filter((f) => f.diagnostics.length > 0)
  const chips = statuses
    .filter((s) => c.scenarios[s] > 0)
    .map((s) => `<span class="chip ${s}">${text(count(c.scenarios[s], w[s]))}</span>`)
  const boxes = statuses.map(
    (s) => `<label class="${s}"><input type="checkbox" name="status" value="${s}" checked> ${text(w[s][1])}</label>`
  )
  const body = [
    "<!doctype html>",
    `<html lang="${lang ?? "en"}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${text(w.report.title)}</title>`,
    `<style>${css}</style>`,
    "</head>",
    "<body>",
    "<header>",
    `<h1>${text(w.report.title)}</h1>${run.startedAt === undefined ? "" : `<span class="date">${text(w.report.ranAt(run.startedAt))}</span>`}`,
    `<div class="counts" role="status" aria-label="${attr(w.scenarios)}">${chips.join("")}<span class="chip">${text(`${w.expectations}: ${c.expectations.passed}/${c.expectations.total}`)}</span>${c.goldens.total === 0 ? "" : `<span class="chip">${text(`${w.goldens}: ${c.goldens.total - c.goldens.missing - c.goldens.mismatch}/${c.goldens.total}`)}</span>`}</div>`,
    `<form id="filters" role="search">`,
    `<fieldset><legend>${text(w.report.status)}</legend>${boxes.join("")}</fieldset>`,
    `<label>${text(w.report.tag)} <select name="tag">${choices(tags, w.report.all)}</select></label>`,
    `<label>${text(w.report.file)} <select name="file">${choices(files, w.report.all)}</select></label>`,
    `<label>${text(w.report.search)} <input type="search" name="q"></label>`,
    `<output id="shown" aria-live="polite">${all.length}</output>`,
    "</form>",
    "</header>",
    "<main>",
    `<p class="keys">${text(w.report.keys)}</p>`
  ]
  if (broken.length > 0) {
    body.push(
      `<section aria-label="${attr(w.report.fileErrors)}"><h2 class="failed">${text(w.report.fileErrors)}</h2>`,
      `<pre>${text(Pretty.diagnostics(Result.run(broken)))}</pre></section>`
    )
  }
  const sweeps = Sweep.section(run, undefined, lang)
  if (sweeps !== "") body.push(`<section aria-label="sweeps"><pre>${text(sweeps)}</pre></section>`)
  for (const { file, scenario, id } of all) body.push(...scenarioSection(file, scenario, id, lang))
  body.push(
    "</main>",
    '<div id="card" role="tooltip" aria-live="polite" hidden></div>',
    `<script>${js}</script>`,
    "</body>",
    "</html>",
    ""
  )
  return body.join("\n")
}
