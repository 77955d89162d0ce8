/**
 * The report files as a user sees them. `--format html:PATH`: the CLI writes the report, then headless Chromium
 * (Debian's `chromium`, driven by playwright-core) opens it from a file URL. Outside CI a machine without the browser skips the browser
 * part; in CI (`CI=true`) a missing browser fails, since `.ci/run` installs it.
 *
 * `PODSCENARIO_SCREENSHOT=1` also writes the screenshot docs/guide/reporters.md shows (docs/images/html-report.png).
 */
import * as fs from "node:fs"
import * as path from "node:path"
import { pathToFileURL } from "node:url"
import { I18n } from "@podscenario/reporters"
import { chromium } from "playwright-core"
import { describe, expect, it } from "vitest"
import { runCli, temporaryDirectory } from "./helpers.ts"

const hostile = "crash loops </script><img src=x onerror=alert(1)> & co"

const pod = (name: string) => `pod ${name}:
  spec:
    restartPolicy: Always
    containers:
      - name: app
        image: registry.example/app:1.4
`

const scenarios = `@happy
scenario "A container that keeps running"
${pod("api")}expect at 5s container app running
expect phase Running

@crash @backoff
scenario "${hostile}"
${pod("web")}container app exits 1 after 1s
expect at 12s container app running restarts 2
expect at 30s phase Succeeded
end at 1m
`

const browserPath = (): string | undefined =>
  [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find(
    (p): p is string => p !== undefined && p !== "" && fs.existsSync(p)
  )

const inCi = process.env.CI !== undefined && process.env.CI !== "" && process.env.CI !== "false"

describe("--format html", () => {
  const tmp = temporaryDirectory("podscenario-html-")

  const report = async (): Promise<string> => {
    tmp.write("demo.podscenario", scenarios)
    const run = await runCli(tmp.dir, ["run", "demo.podscenario", "--format", "html:out/report.html"])
    expect(run.code).toBe(1)
    return fs.readFileSync(path.join(tmp.dir, "out/report.html"), "utf8")
  }

  it("is one self-contained, escaped, deterministic file", async () => {
    const html = await report()
    expect(html).toBe(await report())
    expect(html).not.toMatch(/<(?:link|img|iframe)\b|\bsrc="|https?:\/\/(?!www\.w3\.org\/2000\/svg)/)
    expect(html.match(/<script>/g)).toHaveLength(1)
    expect(html).toContain("crash loops &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &amp; co")
    // failures first: the failing scenario's section comes before the passing one written above it
    expect(html.indexOf('data-status="failed"')).toBeLessThan(html.indexOf('data-status="passed"'))
  })

  it.each(["es", "fr", "uk"] as const)("speaks %s, no English sentence left (API values stay)", async (lang) => {
    tmp.write("demo.podscenario", scenarios)
    await runCli(tmp.dir, ["run", "demo.podscenario", "--lang", lang, "--format", `html:${lang}.html`])
    const html = fs.readFileSync(path.join(tmp.dir, `${lang}.html`), "utf8")
    const en = I18n.words("en")
    const w = I18n.words(lang)
    expect(html).toContain(`<html lang="${lang}">`)
    expect(html).toContain(`${w.because}:`)
    expect(html).toContain("CrashLoopBackOff")
    const english = [
      en.report.title,
      en.report.search,
      en.report.timeline,
      en.report.showAt("30s"),
      en.report.keys,
      `${en.because}:`,
      en.around("30s"),
      "CrashLoopBackOff delay",
      "after the exit at",
      "container app started"
    ]
    for (const sentence of english) expect(html, sentence).not.toContain(sentence)
  })

  const executablePath = browserPath()
  it.skipIf(executablePath === undefined && !inCi)("works in headless Chromium", async () => {
    if (executablePath === undefined) throw new Error("CI=true but no chromium: .ci/run installs it with apt-get")
    await report()
    const browser = await chromium.launch({ executablePath, args: ["--no-sandbox"] })
    try {
      const page = await browser.newPage({ viewport: { width: 1200, height: 820 } })
      const problems: Array<string> = []
      page.on("console", (m) => {
        if (m.type() === "error" || m.type() === "warning") problems.push(m.text())
      })
      page.on("pageerror", (e) => problems.push(e.message))
      page.on("dialog", (d) => problems.push(`dialog: ${d.message()}`))
      await page.goto(pathToFileURL(path.join(tmp.dir, "out/report.html")).href)

      const order = await page.locator("section.sc").evaluateAll((s) => s.map((e) => e.getAttribute("data-status")))
      expect(order).toEqual(["failed", "passed"])
      expect(await page.locator("section.sc h2").first().textContent()).toContain(hostile)

      // an expectation's link points at its instant: a cursor line on the timeline, the nearest mark focused
      await page.locator("a[data-at]").first().click()
      expect(await page.locator("#s2-tl line.cursor").count()).toBe(1)

      // hovering a mark shows its record, time and kubelet rule
      const start = page.locator("#s2-tl svg path").first()
      await start.hover()
      const card = page.locator("#card")
      await expect.poll(() => card.isVisible()).toBe(true)
      expect(await card.textContent()).toMatch(/^\d+s .+kubelet-rules §\d/)

      // keyboard: the arrows walk the focused timeline's marks
      await page.locator("#s2-tl").focus()
      await page.keyboard.press("ArrowRight")
      expect(await page.locator(":focus").getAttribute("class")).toBe("mark")
      expect(await card.isVisible()).toBe(true)

      await page.mouse.move(0, 0)
      if (process.env.PODSCENARIO_SCREENSHOT === "1") {
        await page.setViewportSize({ width: 1200, height: 1000 })
        await page.mouse.wheel(0, -10_000)
        await start.hover()
        const target = path.resolve(import.meta.dirname, "../../../docs/images/html-report.png")
        fs.mkdirSync(path.dirname(target), { recursive: true })
        await page.screenshot({ path: target })
      }
      const png = await page.screenshot()
      expect(png.subarray(1, 4).toString()).toBe("PNG")

      // the status filter hides the passing scenario
      await page.locator("input[name=status][value=passed]").uncheck()
      expect(await page.locator("section.sc:visible").count()).toBe(1)
      expect(await page.locator("#shown").textContent()).toBe("1")
      await page.locator("input[name=q]").fill("nothing matches this")
      expect(await page.locator("section.sc:visible").count()).toBe(0)

      expect(problems).toEqual([])
    } finally {
      await browser.close()
    }
  })
})

describe("GITHUB_STEP_SUMMARY", () => {
  const tmp = temporaryDirectory("podscenario-summary-")

  it("gets the Markdown summary appended, with the failures' because lines", async () => {
    tmp.write("demo.podscenario", scenarios)
    tmp.write("summary.md", "earlier step\n")
    const run = await runCli(tmp.dir, ["run", "demo.podscenario", "--format", "dot"], {
      GITHUB_STEP_SUMMARY: "summary.md"
    })
    expect(run.code).toBe(1)
    const summary = fs.readFileSync(path.join(tmp.dir, "summary.md"), "utf8")
    expect(summary).toMatch(/^earlier step\n### podscenario — Scenarios: 1 passed · 1 failed \(2\)\n/)
    expect(summary).toContain("| ✅ | A container that keeps running | `demo.podscenario:2` |")
    expect(summary).toContain("because:")
    expect(summary).toContain("(kubelet-rules §5.2)")
  })
})

describe("a golden mismatch", () => {
  const tmp = temporaryDirectory("podscenario-golden-diff-")
  const formats = ["md", "mmd", "svg", "watch", "json"]
  const deletedAt = (t: string) => `scenario "deleted while running"
${pod("web")}at ${t} pod is deleted
${formats.map((f) => `golden "golden/web.${f}"`).join("\n")}
end at 2m
`

  it("shows a 10s shift of one event as a few timeline lines in every format", async () => {
    tmp.write("web.podscenario", deletedAt("30s"))
    expect((await runCli(tmp.dir, ["run", "web.podscenario", "--format", "dot"])).code).toBe(0)
    tmp.write("web.podscenario", deletedAt("40s"))
    const run = await runCli(tmp.dir, ["run", "web.podscenario", "--format", "pretty"], { CI: "true" })
    expect(run.code).toBe(1)
    const blocks = run.stdout.split(/\n(?= +error\[PS5001\]:)/).slice(1)
    expect(blocks).toHaveLength(formats.length)
    for (const block of blocks) {
      const timeline = block.slice(block.indexOf("timeline:"), block.indexOf("--- golden/"))
      const lines = timeline.split("\n").filter((l) => /^\s+[-+~] /.test(l))
      expect(lines.length, block).toBeGreaterThan(0)
      expect(lines.length, block).toBeLessThanOrEqual(6)
      expect(timeline, block).toMatch(/~ 30s → 40s /)
      // the file's own diff is cut short
      expect(block.split("\n").length, block).toBeLessThan(45)
    }
  })

  it("records the catalogue code of each failing golden in the JSON and JUnit reports", async () => {
    tmp.write("web.podscenario", deletedAt("30s"))
    await runCli(tmp.dir, ["run", "web.podscenario", "--format", "dot"])
    tmp.write("web.podscenario", `${deletedAt("40s")}golden "golden/never-written.md"\n`)
    const json = await runCli(tmp.dir, ["run", "web.podscenario", "--format", "json"], { CI: "true" })
    const goldens: ReadonlyArray<{ path: string; code?: string }> = JSON.parse(json.stdout).files[0].scenarios[0]
      .goldens
    expect(goldens.map((g) => [g.path, g.code])).toEqual([
      ...formats.map((f) => [`golden/web.${f}`, "PS5001"]),
      ["golden/never-written.md", "PS5002"]
    ])
    const junit = await runCli(tmp.dir, ["run", "web.podscenario", "--format", "junit"], { CI: "true" })
    expect(junit.stdout).toContain('golden golden/never-written.md: missing" type="PS5002"')
  })

  it.each(["es", "fr", "uk"] as const)("speaks %s in the timeline diff, no English left", async (lang) => {
    tmp.write("web.podscenario", deletedAt("30s"))
    await runCli(tmp.dir, ["run", "web.podscenario", "--format", "dot"])
    tmp.write("web.podscenario", deletedAt("40s"))
    const run = await runCli(tmp.dir, ["run", "web.podscenario", "--lang", lang, "--format", "pretty"], { CI: "true" })
    expect(run.code).toBe(1)
    const w = I18n.words(lang)
    // `… N more lines`, in the language's plural for some N
    const counted = (say: (n: number) => string) =>
      Array.from({ length: 100 }, (_, n) => `… ${say(n + 1)}\n`).some((cut) => run.stdout.includes(cut))
    expect(run.stdout).toContain(`${w.diff.timeline}:\n`)
    expect(counted(w.diff.moreLines)).toBe(true)
    expect(run.stdout).toContain(`(${w.expected})\n`)
    // the English headings, and `… N more` after a cut list or a cut run of moved records
    for (const english of [/^\s*timeline:$/m, /… \d+ more/, /\((?:expected|actual)\)$/m])
      expect(run.stdout).not.toMatch(english)
  })

  it("--update says what it rewrote", async () => {
    tmp.write("web.podscenario", deletedAt("30s"))
    await runCli(tmp.dir, ["run", "web.podscenario", "--format", "dot"])
    tmp.write("web.podscenario", deletedAt("40s"))
    const run = await runCli(tmp.dir, ["run", "web.podscenario", "--update", "--format", "pretty"])
    expect(run.code).toBe(0)
    for (const f of formats) expect(run.stdout).toContain(`golden golden/web.${f}: updated`)
    expect(run.stdout).toMatch(/~ 30s → 40s /)
  })
})

describe("a failed order:", () => {
  const tmp = temporaryDirectory("podscenario-order-")

  it("lists the happenings as written, values filled in, and the first pair the timeline has the other way round", async () => {
    tmp.write(
      "order.podscenario",
      `scenario "exits before <c> starts"
${pod("web")}container app exits 1 after 3s
expect order: container app exits, container <c> starts
examples:
  | c |
  | app |
`
    )
    const run = await runCli(tmp.dir, ["run", "order.podscenario", "--format", "pretty"])
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("error[PS4003]: out of order: container app exits, then container app starts\n")
    expect(run.stdout).toMatch(/\^+ container app starts at 0s before container app exits at 3s\n/)
  })
})

describe("docs --out", () => {
  const tmp = temporaryDirectory("podscenario-docs-out-")

  it("links pages to their scenario files relative to the folder, wherever it is, naming no command of ours", async () => {
    tmp.write("project/scenarios/demo.podscenario", scenarios)
    const project = path.join(tmp.dir, "project")
    const run = await runCli(project, ["docs", "./scenarios/", "--out", "../site/"])
    expect(run.code).toBe(0)
    const site = path.join(tmp.dir, "site")
    const pages = fs.readdirSync(site, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".md"))
    expect(pages.length).toBe(3)
    for (const page of pages) {
      const text = fs.readFileSync(path.join(site, page), "utf8")
      expect(text).not.toMatch(/\bpnpm\b/)
      const links = [...text.matchAll(/\]\(([^)]+\.(?:md|podscenario|svg))\)/g)].map((m) => m[1]!)
      expect(links.length, page).toBeGreaterThan(0)
      for (const link of links) expect(fs.existsSync(path.resolve(site, path.dirname(page), link)), link).toBe(true)
    }
  })
})
