import type PDFDocument from "pdfkit";
import { glyphOutline } from "../activity/activity.certificate.pdf.js";

/**
 * Drawing for the lesson report PDF: Chinese text as glyph outlines of Noto Sans SC (the
 * certificates' font, from an npm package: no system font needed), and the small vector charts'
 * frames and lines.
 */

export type Doc = InstanceType<typeof PDFDocument>;

export const M = 42;
export const INK = "#222";
export const MUTED = "#666";
export const ACCENT = "#1677ff";
export const GRID = "#d9d9d9";
/** Stroke widths (font units) that give the thin variable font its weight, as on the certificates. */
const WEIGHT = { normal: 42, bold: 95 } as const;

const glyphs = new Map<string, ReturnType<typeof glyphOutline>>();
function glyph(ch: string) {
  if (!glyphs.has(ch)) glyphs.set(ch, glyphOutline(ch));
  return glyphs.get(ch) ?? null;
}

export function width(text: string, size: number): number {
  let w = 0;
  for (const ch of text) {
    const g = glyph(ch);
    w += g ? (g.advance * size) / g.unitsPerEm : size / 3;
  }
  return w;
}

/** Text with its baseline at y; `align` relative to x. */
export function text(
  doc: Doc,
  s: string,
  x: number,
  y: number,
  size: number,
  opts: { color?: string; bold?: boolean; align?: "left" | "center" | "right" } = {},
) {
  const w = width(s, size);
  let at = opts.align === "center" ? x - w / 2 : opts.align === "right" ? x - w : x;
  const color = opts.color ?? INK;
  for (const ch of s) {
    const g = glyph(ch);
    if (!g) {
      at += size / 3;
      continue;
    }
    const k = size / g.unitsPerEm;
    doc
      .save()
      .translate(at, y)
      .scale(k, -k)
      .path(g.path)
      .lineWidth(opts.bold ? WEIGHT.bold : WEIGHT.normal)
      .lineJoin("round")
      .fillAndStroke(color, color)
      .restore();
    at += g.advance * k;
  }
}

/** Lines no wider than `max` (CJK breaks between any two characters). */
export function wrap(s: string, size: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const ch of s) {
    if (line && width(line + ch, size) > max) {
      lines.push(line);
      line = "";
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Axes with a frame and a light grid; returns the plot's scale functions. */
export function axes(
  doc: Doc,
  b: Box,
  xMax: number,
  yMax: number,
  labels: { x: string; y: string; yTicks?: string[] },
) {
  doc.lineWidth(0.5);
  for (let i = 0; i <= 4; i++) {
    const y = b.y + (b.h * i) / 4;
    doc
      .moveTo(b.x, y)
      .lineTo(b.x + b.w, y)
      .stroke(GRID);
  }
  doc.lineWidth(0.8).rect(b.x, b.y, b.w, b.h).stroke("#999");
  const ticks = labels.yTicks ?? [];
  ticks.forEach((t, i) => {
    text(doc, t, b.x - 3, b.y + b.h - (b.h * i) / Math.max(1, ticks.length - 1) + 3, 7, {
      color: MUTED,
      align: "right",
    });
  });
  text(doc, labels.x, b.x + b.w, b.y + b.h + 11, 7, { color: MUTED, align: "right" });
  text(doc, labels.y, b.x, b.y - 4, 7, { color: MUTED });
  return {
    sx: (v: number) => b.x + (xMax ? (v / xMax) * b.w : 0),
    sy: (v: number) => b.y + b.h - (yMax ? (v / yMax) * b.h : 0),
  };
}

export function polyline(doc: Doc, pts: Array<[number, number]>, color: string) {
  if (pts.length < 2) return;
  const [first, ...rest] = pts as [[number, number], ...Array<[number, number]>];
  doc.moveTo(first[0], first[1]);
  for (const [x, y] of rest) doc.lineTo(x, y);
  doc.lineWidth(1.2).stroke(color);
}
