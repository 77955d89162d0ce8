/**
 * The `.svg` golden's drawing vocabulary: the palette, the geometry, and elements written with numbers rounded to
 * 0.1px and attributes in a fixed order, so the bytes are deterministic.
 */
import * as Xml from "./xml.ts"

/** The palette, by meaning. */
export const colours = {
  background: "#ffffff",
  text: "#1b1f24",
  muted: "#57606a",
  grid: "#d0d7de",
  waiting: "#f2c94c",
  backOff: "#f2994a",
  running: "#2da44e",
  runningNotReady: "#a8dcb5",
  terminatedOk: "#8c959f",
  terminatedFailed: "#cf222e",
  Pending: "#f2c94c",
  Running: "#326ce5",
  Succeeded: "#2da44e",
  Failed: "#cf222e",
  Unknown: "#8c959f",
  signal: "#8250df",
  hook: "#c297ff",
  probe: "#cf222e",
  warning: "#f2994a",
  normal: "#57606a",
  world: "#0969da"
} as const

export const LABEL_WIDTH = 150
export const RIGHT = 32
export const TOP = 16
export const PHASE_H = 18
export const LANE_H = 22
export const MARK_H = 14
export const HOOK_H = 5
export const EVENTS_H = 16
export const GAP = 10
export const FONT = 12

export type Attrs = ReadonlyArray<readonly [string, string | number]>

export const r1 = (n: number): string => {
  const v = Math.round(n * 10) / 10
  return Object.is(v, -0) ? "0" : String(v)
}

export const attrs = (pairs: Attrs): string =>
  pairs.map(([k, v]) => ` ${k}="${Xml.attr(typeof v === "number" ? r1(v) : v)}"`).join("")

export const el = (name: string, pairs: Attrs, body?: string): string =>
  body === undefined ? `<${name}${attrs(pairs)}/>` : `<${name}${attrs(pairs)}>${body}</${name}>`

export const title = (text: string): string => `<title>${Xml.text(text)}</title>`

/** An estimate of a text's width in the generic `sans-serif` font: no font metrics in a pure renderer. */
export const textWidth = (text: string): number => text.length * FONT * 0.58

/** A thin solid line, the axis' and ticks' stroke. */
export const rule = (x1: number, y1: number, x2: number, y2: number, stroke: string, extra: Attrs = []): string =>
  el("line", [["x1", x1], ["y1", y1], ["x2", x2], ["y2", y2], ["stroke", stroke], ["stroke-width", 1], ...extra])
