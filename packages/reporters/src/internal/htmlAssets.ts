/**
 * The HTML report's style sheet and script, inlined in the page (it must open from a file URL with no network). The
 * script is ours and small: filters, the hover/focus card of a timeline mark, pointing at an instant, keys.
 */

/** Light and dark themes follow `prefers-color-scheme`; the SVG timelines keep their palette on a light card. */
export const css = `:root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--muted:#57606a;--line:#d0d7de;--panel:#f6f8fa;--ok:#1a7f37;--bad:#cf222e;--err:#9a6700;--skip:#6e7781;--link:#0969da}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--line:#3d444d;--panel:#151b23;--ok:#3fb950;--bad:#f85149;--err:#d29922;--skip:#9198a1;--link:#4493f8}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,sans-serif}
header{position:sticky;top:0;z-index:2;background:var(--panel);border-bottom:1px solid var(--line);padding:.6rem 1rem}
h1{font-size:1.1rem;margin:0 .8rem 0 0;display:inline}.date{color:var(--muted)}
.counts{display:inline-flex;gap:.4rem;flex-wrap:wrap;margin:.3rem 0}
.chip{border-radius:1rem;padding:.05rem .6rem;border:1px solid var(--line);font-weight:600}
.passed{color:var(--ok)}.failed{color:var(--bad)}.errored{color:var(--err)}.skipped{color:var(--skip)}
form{display:flex;gap:.8rem;flex-wrap:wrap;align-items:center;margin-top:.3rem}fieldset{border:0;margin:0;padding:0;display:inline-flex;gap:.5rem}
legend{float:left;margin-right:.4rem;color:var(--muted)}input,select{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:4px;padding:.1rem .3rem}
main{padding:0 1rem 3rem}.keys{color:var(--muted);font-size:.85rem;margin:.5rem 0}
section{border:1px solid var(--line);border-radius:6px;margin:.8rem 0;padding:.2rem .8rem .6rem}section:focus{outline:2px solid var(--link)}
h2{font-size:1rem;margin:.5rem 0}.loc,.tags{color:var(--muted);font-weight:400;font-size:.85rem;margin-left:.5rem}
pre{background:var(--panel);border:1px solid var(--line);border-radius:4px;padding:.5rem;overflow-x:auto;font:12px/1.4 ui-monospace,monospace}
ul{margin:.3rem 0;padding-left:1.2rem}a{color:var(--link)}summary{cursor:pointer;color:var(--muted)}
figure{margin:.5rem 0;overflow-x:auto;background:#fff;border-radius:4px}figure:focus{outline:2px solid var(--link)}
@media (prefers-color-scheme:dark){figure svg{filter:invert(.9) hue-rotate(180deg)}}
.mark:focus{outline:none;stroke:#0969da;stroke-width:3}.cursor{stroke:#0969da;stroke-width:2}
#card{position:fixed;z-index:3;max-width:28rem;background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:6px;padding:.4rem .6rem;box-shadow:0 4px 12px #0004;pointer-events:none}
#card b{display:block}#card span{color:var(--muted)}[hidden]{display:none!important}
`

/** Written for the browsers of today without a build step; every user string reaches the DOM as text. */
export const js = `(() => {
  "use strict"
  const all = (sel, root) => Array.from((root || document).querySelectorAll(sel))
  const form = document.getElementById("filters")
  const sections = all("main section.sc")
  const apply = () => {
    const statuses = new Set(all("input[name=status]:checked").map((i) => i.value))
    const tag = form.elements.tag.value
    const file = form.elements.file.value
    const q = form.elements.q.value.trim().toLowerCase()
    let shown = 0
    for (const s of sections) {
      const ok = statuses.has(s.dataset.status) && (tag === "" || s.dataset.tags.split(" ").includes(tag)) &&
        (file === "" || s.dataset.file === file) && (q === "" || s.dataset.search.includes(q))
      s.hidden = !ok
      if (ok) shown++
    }
    document.getElementById("shown").textContent = String(shown)
  }
  form.addEventListener("input", apply)
  form.addEventListener("submit", (e) => e.preventDefault())

  const card = document.getElementById("card")
  const prepared = new WeakSet()
  const marksOf = (svg) => {
    if (!prepared.has(svg)) {
      prepared.add(svg)
      for (const t of all("title", svg)) {
        const m = t.parentNode
        if (m === svg || m.tagName === "text") continue
        const d = m.querySelector("desc")
        m.classList.add("mark")
        m.setAttribute("tabindex", "-1")
        m.setAttribute("aria-label", t.textContent + (d ? ". " + d.textContent : ""))
      }
    }
    return all(".mark", svg).sort((a, b) => a.getBBox().x - b.getBBox().x)
  }
  const show = (m, x, y) => {
    const t = m.querySelector("title")
    const d = m.querySelector("desc")
    card.replaceChildren()
    const b = document.createElement("b")
    b.textContent = t ? t.textContent : ""
    card.append(b)
    if (d) {
      const s = document.createElement("span")
      s.textContent = d.textContent
      card.append(s)
    }
    card.hidden = false
    card.style.left = Math.min(x + 12, window.innerWidth - card.offsetWidth - 8) + "px"
    card.style.top = Math.min(y + 12, window.innerHeight - card.offsetHeight - 8) + "px"
  }
  const hide = () => { card.hidden = true }
  const markAt = (target) => {
    const svg = target.closest && target.closest("figure svg")
    if (!svg) return undefined
    marksOf(svg)
    return target.closest(".mark") || undefined
  }
  document.addEventListener("pointerover", (e) => {
    const m = markAt(e.target)
    if (m) show(m, e.clientX, e.clientY)
    else hide()
  })
  document.addEventListener("focusin", (e) => {
    const m = markAt(e.target)
    if (!m) return hide()
    const r = m.getBoundingClientRect()
    show(m, r.left, r.bottom)
  })

  const pointAt = (figure, at) => {
    const svg = figure.querySelector("svg")
    if (!svg) return
    const x0 = Number(svg.dataset.x0), x1 = Number(svg.dataset.x1), end = Number(svg.dataset.end)
    const x = x0 + (Math.min(Math.max(at, 0), end) / end) * (x1 - x0)
    let line = svg.querySelector("line.cursor")
    if (!line) {
      line = document.createElementNS("http://www.w3.org/2000/svg", "line")
      line.setAttribute("class", "cursor")
      svg.append(line)
    }
    for (const [k, v] of [["x1", x], ["x2", x], ["y1", 0], ["y2", svg.viewBox.baseVal.height]]) line.setAttribute(k, String(v))
    const marks = marksOf(svg)
    const near = marks.find((m) => m.getBBox().x + m.getBBox().width / 2 >= x - 1)
    ;(near || figure).focus()
  }
  document.addEventListener("click", (e) => {
    const a = e.target.closest && e.target.closest("a[data-at]")
    if (!a) return
    const figure = document.getElementById(a.getAttribute("href").slice(1))
    if (!figure) return
    e.preventDefault()
    const details = figure.closest("details")
    if (details) details.open = true
    figure.scrollIntoView({ block: "center" })
    pointAt(figure, Number(a.dataset.at))
  })

  document.addEventListener("keydown", (e) => {
    const typing = e.target.matches && e.target.matches("input, select, textarea")
    if (e.key === "Escape") return hide()
    if (typing || e.altKey || e.ctrlKey || e.metaKey) return
    const figure = e.target.closest && e.target.closest("figure")
    if (figure && (e.key === "ArrowRight" || e.key === "ArrowLeft")) {
      const svg = figure.querySelector("svg")
      if (!svg) return
      const marks = marksOf(svg)
      const i = marks.indexOf(e.target)
      const next = e.key === "ArrowRight" ? (i < 0 ? 0 : Math.min(i + 1, marks.length - 1)) : Math.max(i - 1, 0)
      if (marks[next]) marks[next].focus()
      e.preventDefault()
    } else if (e.key === "j" || e.key === "k") {
      const shown = sections.filter((s) => !s.hidden)
      const i = shown.indexOf(e.target.closest && e.target.closest("section.sc"))
      const next = shown[e.key === "j" ? i + 1 : i < 0 ? 0 : Math.max(i - 1, 0)]
      if (next) next.focus()
      e.preventDefault()
    } else if (e.key === "/") {
      form.elements.q.focus()
      e.preventDefault()
    }
  })
  apply()
})()
`
