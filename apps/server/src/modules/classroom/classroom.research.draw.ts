import { type Box, type Doc, GRID, INK, M, MUTED, text, width } from "./classroom.report.draw.js";

/**
 * Drawing for the term report PDF (issue 26, /historical-data/report): a page cursor that breaks
 * pages cleanly, tables whose header row is repeated on every page they run onto, and the weekly
 * trend charts (solid lines for the unit, dashed for the school's norm; a week without the measure
 * leaves a gap, never a made-up zero). Text goes through the lesson report's glyph drawing.
 */

export const FOOT = 46;
export const ORANGE = "#fa8c16";
export const GREEN = "#389e0d";
export const RED = "#cf1322";
export const PURPLE = "#722ed1";
const HEAD_FILL = "#f0f5ff";

/** The instant as China time: "2026-09-15 08:00" (date only with `withTime` false). */
export function chinaTime(iso: string, withTime = true): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString();
  return withTime ? `${d.slice(0, 10)} ${d.slice(11, 16)}` : d.slice(0, 10);
}

/** The text cut to `max` points wide, with "…" when cut. */
export function fit(s: string, size: number, max: number): string {
  if (width(s, size) <= max) return s;
  let out = "";
  for (const ch of s) {
    if (width(`${out + ch}…`, size) > max) break;
    out += ch;
  }
  return `${out}…`;
}

/**
 * The vertical cursor of a report. `ensure(h)` starts a new page when h points no longer fit above
 * the footer; every new page gets the running header drawn by `onPage`.
 */
export class Cursor {
  y = M;
  constructor(
    readonly doc: Doc,
    private readonly onPage: (doc: Doc) => number,
  ) {}
  get bottom(): number {
    return this.doc.page.height - FOOT;
  }
  get width(): number {
    return this.doc.page.width - 2 * M;
  }
  newPage(): void {
    this.doc.addPage({ size: "A4", margin: 0 });
    this.y = this.onPage(this.doc);
  }
  /** True when a page was started. */
  ensure(h: number): boolean {
    if (this.y + h <= this.bottom) return false;
    this.newPage();
    return true;
  }
}

/** A section heading with the accent bar; kept on the page with `keep` points of what follows. */
export function heading(c: Cursor, s: string, keep = 40, color = "#1677ff"): void {
  c.ensure(26 + keep);
  c.y += 18;
  c.doc.rect(M, c.y - 11, 3, 13).fill(color);
  text(c.doc, s, M + 8, c.y, 12, { bold: true });
  c.y += 10;
}

/** Paragraph text wrapped to the page width, breaking pages between lines. */
export function paragraph(c: Cursor, lines: string[], size = 9.5, color = INK, lead = 15): void {
  for (const line of lines) {
    c.ensure(lead);
    c.y += lead;
    text(c.doc, line, M, c.y - 4, size, { color });
  }
}

export interface Column {
  title: string;
  width: number;
  align?: "left" | "right" | "center";
}
export type Cell = string | { text: string; color?: string; bold?: boolean };

/**
 * A table from the cursor down; rows that do not fit go on the next page under the header row
 * again, with `caption（续）` above it when a caption is given.
 */
export function table(c: Cursor, cols: Column[], rows: Cell[][], opts: { caption?: string; size?: number } = {}) {
  const size = opts.size ?? 8.5;
  const rowH = size + 8.5;
  const doc = c.doc;
  const header = () => {
    let x = M;
    doc.rect(M, c.y, c.width, rowH).fill(HEAD_FILL);
    for (const col of cols) {
      cell(doc, { text: col.title, bold: true }, x, c.y, col, size, rowH);
      x += col.width;
    }
    c.y += rowH;
    rule(doc, c.y, c.width, "#adc6ff");
  };
  c.ensure(rowH * 2);
  header();
  for (const row of rows) {
    if (c.ensure(rowH)) {
      if (opts.caption) {
        c.y += 4;
        text(doc, `${opts.caption}（续）`, M, c.y + 8, 8.5, { color: MUTED });
        c.y += 14;
      }
      header();
    }
    let x = M;
    row.forEach((v, i) => {
      const col = cols[i];
      if (!col) return;
      cell(doc, v, x, c.y, col, size, rowH);
      x += col.width;
    });
    c.y += rowH;
    rule(doc, c.y, c.width, GRID);
  }
}

function cell(doc: Doc, v: Cell, x: number, y: number, col: Column, size: number, rowH: number) {
  const o = typeof v === "string" ? { text: v } : v;
  const pad = 4;
  const s = fit(o.text, size, col.width - 2 * pad);
  const at = col.align === "right" ? x + col.width - pad : col.align === "center" ? x + col.width / 2 : x + pad;
  text(doc, s, at, y + rowH / 2 + size * 0.36, size, { color: o.color, bold: o.bold, align: col.align ?? "left" });
}

function rule(doc: Doc, y: number, w: number, color: string) {
  doc
    .moveTo(M, y)
    .lineTo(M + w, y)
    .lineWidth(0.5)
    .stroke(color);
}

/* ---------- charts ---------- */

export interface Series {
  name: string;
  color: string;
  dashed: boolean;
  /** One value per week in the chart's scale; null where the week has no such measure. */
  values: Array<number | null>;
}

/** A small legend in one row, right-aligned to `right`, baseline at y. */
export function legend(doc: Doc, series: Series[], right: number, y: number): void {
  const items = series.map((s) => ({ s, w: 18 + width(s.name, 7) + 10 }));
  let x = right - items.reduce((a, i) => a + i.w, 0);
  for (const { s, w } of items) {
    stroke(doc, s, [
      [x, y - 2.5],
      [x + 14, y - 2.5],
    ]);
    text(doc, s.name, x + 18, y, 7, { color: MUTED });
    x += w;
  }
}

function stroke(doc: Doc, s: Series, pts: Array<[number, number]>) {
  const [first, ...rest] = pts;
  if (!first) return;
  if (s.dashed) doc.dash(3, { space: 2 });
  doc.moveTo(first[0], first[1]);
  for (const [x, y] of rest) doc.lineTo(x, y);
  doc.lineWidth(s.dashed ? 1 : 1.4).stroke(s.color);
  doc.undash();
}

/**
 * Weekly lines over categories (the weeks), y from 0 to `yMax`; the title (and the legend, when it
 * does not fit beside it) takes up to 24 points above the box. Labels under the x axis are thinned
 * so they never overlap; a series breaks where a week has no value, and a lone week is a dot.
 */
export function trendChart(
  doc: Doc,
  b: Box,
  opts: { title: string; labels: string[]; series: Series[]; yMax: number; yTicks: string[] },
): void {
  const { labels, series, yMax, yTicks } = opts;
  doc.lineWidth(0.5);
  for (let i = 0; i < yTicks.length; i++) {
    const y = b.y + b.h - (b.h * i) / Math.max(1, yTicks.length - 1);
    doc
      .moveTo(b.x, y)
      .lineTo(b.x + b.w, y)
      .stroke(GRID);
    text(doc, yTicks[i] ?? "", b.x - 3, y + 2.5, 6.5, { color: MUTED, align: "right" });
  }
  doc.lineWidth(0.8).rect(b.x, b.y, b.w, b.h).stroke("#999");
  // The legend goes beside the title, or on its own row under it when both do not fit.
  const legendW = series.reduce((a, s) => a + 28 + width(s.name, 7), 0);
  const twoRows = width(opts.title, 8) + legendW + 12 > b.w;
  text(doc, opts.title, b.x, b.y - (twoRows ? 16 : 5), 8, { bold: true });
  legend(doc, series, b.x + b.w, b.y - 5);
  const n = labels.length;
  const pad = 8;
  const sx = (i: number) => (n === 1 ? b.x + b.w / 2 : b.x + pad + ((b.w - 2 * pad) * i) / (n - 1));
  const sy = (v: number) => b.y + b.h - (Math.max(0, Math.min(yMax, v)) / yMax) * b.h;
  const gap = n > 1 ? (b.w - 2 * pad) / (n - 1) : b.w;
  const widest = Math.max(1, ...labels.map((l) => width(l, 6.5)));
  const step = Math.max(1, Math.ceil((widest + 4) / gap));
  labels.forEach((l, i) => {
    if (i % step === 0 || i === n - 1) {
      if (i !== n - 1 && i + step > n - 1 && (n - 1 - i) * gap < widest + 4) return;
      text(doc, l, sx(i), b.y + b.h + 9, 6.5, { color: MUTED, align: "center" });
    }
  });
  for (const s of series) {
    let run: Array<[number, number]> = [];
    const flush = () => {
      if (run.length > 1) stroke(doc, s, run);
      else if (run.length === 1 && run[0]) doc.circle(run[0][0], run[0][1], 1.8).fill(s.color);
      run = [];
    };
    s.values.forEach((v, i) => {
      if (v === null || !Number.isFinite(v)) flush();
      else run.push([sx(i), sy(v)]);
    });
    flush();
    if (!s.dashed)
      s.values.forEach((v, i) => {
        if (v !== null && Number.isFinite(v)) doc.circle(sx(i), sy(v), 1.5).fill(s.color);
      });
  }
}

/** Horizontal bars: one row per item, the bar's length its share of `total`. */
export function shareBars(
  doc: Doc,
  b: Box,
  rows: Array<{ name: string; count: number; color: string; note: string }>,
  total: number,
): void {
  const rowH = b.h / Math.max(1, rows.length);
  const barX = b.x + 52;
  const barW = b.w - 52 - 190;
  rows.forEach((r, i) => {
    const y = b.y + i * rowH;
    text(doc, r.name, b.x, y + rowH / 2 + 3, 9);
    doc.rect(barX, y + rowH / 2 - 5, barW, 10).fill("#f5f5f5");
    if (total > 0 && r.count > 0) doc.rect(barX, y + rowH / 2 - 5, (barW * r.count) / total, 10).fill(r.color);
    const share = total > 0 ? `${((r.count / total) * 100).toFixed(1)}%` : "—";
    text(doc, `${r.count} 节（${share}）`, barX + barW + 8, y + rowH / 2 + 3, 8.5);
    text(doc, r.note, b.x + b.w, y + rowH / 2 + 3, 8, { color: MUTED, align: "right" });
  });
}
