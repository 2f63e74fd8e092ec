import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import PDFDocument from "pdfkit";
import { bookTitle } from "./activity.present.js";

/**
 * 荣誉证书 as a PDF (A4 landscape). The Chinese text is drawn as glyph outlines from Noto Sans
 * SC (the OFL font of @fontsource-variable/noto-sans-sc, an npm package, so `npm ci` is enough
 * without any system font). That package splits the font into ~100 WOFF2 files by Unicode
 * range; each character is taken from the file that has it. The words are also in the document's title and subject so the
 * PDF can be searched and checked.
 */
export interface CertificateContent {
  name: string;
  orgName: string;
  activityName: string;
  workTitle: string;
  award: string;
  /** The organiser (主办单位) or the site's name, above the date. */
  issuer: string;
  date: Date;
  /** The school's seal (PNG or JPEG bytes) from 站点信息 → 证书印章, if set. */
  seal: Buffer | null;
}

type Font = ReturnType<typeof fontkit.create> & {
  hasGlyphForCodePoint(cp: number): boolean;
  glyphForCodePoint(cp: number): { path: { toSVG(): string }; advanceWidth: number };
  unitsPerEm: number;
};

/**
 * The outlines come out at the variable font's default instance (Thin): fontkit applies no
 * variation to WOFF2 glyphs, which it decodes ahead. The weight is made by stroking the outline
 * as well as filling it, the stroke width in font units (the thin stem is about 29 units).
 */
const STROKE: Record<number, number> = { 400: 42, 500: 58, 700: 95 };

const require = createRequire(import.meta.url);
let cache: Font[] | null = null;

function fonts(): Font[] {
  if (!cache) {
    const dir = path.join(path.dirname(require.resolve("@fontsource-variable/noto-sans-sc/package.json")), "files");
    cache = readdirSync(dir)
      .filter((f) => f.endsWith(".woff2"))
      .map((f) => fontkit.create(readFileSync(path.join(dir, f))) as Font);
  }
  return cache;
}

type Doc = InstanceType<typeof PDFDocument>;

function measure(text: string, size: number) {
  let w = 0;
  const list = fonts();
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 32;
    const f = list.find((x) => x.hasGlyphForCodePoint(cp));
    w += f ? (f.glyphForCodePoint(cp).advanceWidth * size) / f.unitsPerEm : size / 3;
  }
  return w;
}

/** Draws a line of text with its baseline at y; align centre when x is null. */
function draw(doc: Doc, text: string, x: number | null, y: number, size: number, weight = 400, color = "#222") {
  let at = x ?? (doc.page.width - measure(text, size)) / 2;
  const list = fonts();
  const stroke = STROKE[weight] ?? 42;
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 32;
    const f = list.find((x) => x.hasGlyphForCodePoint(cp));
    if (!f) {
      at += size / 3;
      continue;
    }
    const g = f.glyphForCodePoint(cp);
    const s = size / f.unitsPerEm;
    doc
      .save()
      .translate(at, y)
      .scale(s, -s)
      .path(g.path.toSVG())
      .lineWidth(stroke)
      .lineJoin("round")
      .fillAndStroke(color, color)
      .restore();
    at += g.advanceWidth * s;
  }
}

/** Breaks text into lines no wider than width (CJK text breaks between any two characters). */
function wrap(text: string, size: number, width: number) {
  const lines: string[] = [];
  let line = "";
  for (const ch of text) {
    if (line && measure(line + ch, size) > width) {
      lines.push(line);
      line = "";
    }
    line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

const day = (d: Date) => `${d.getFullYear()}年${d.getMonth() + 1}月${d.getDate()}日`;

export async function certificatePdf(c: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    info: {
      Title: `荣誉证书 ${c.name} ${c.award}`,
      Subject: `${c.name} 在「${c.activityName}」中荣获${c.award}`,
      Author: c.issuer,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (b: Buffer) => chunks.push(b));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", () => resolve());
    doc.on("error", reject);
  });
  const { width: W, height: H } = doc.page;
  doc.rect(0, 0, W, H).fill("#fffaf0");
  doc
    .lineWidth(6)
    .rect(24, 24, W - 48, H - 48)
    .stroke("#b8860b");
  doc
    .lineWidth(1.5)
    .rect(36, 36, W - 72, H - 72)
    .stroke("#b8860b");
  draw(doc, "荣 誉 证 书", null, 140, 46, 700, "#b22222");
  draw(doc, `${c.name}${c.orgName ? `（${c.orgName}）` : ""}：`, 110, 220, 22, 500);
  const work = `您的作品${bookTitle(c.workTitle)}`;
  let y = 275;
  for (const line of [...wrap(work, 20, W - 300), ...wrap(`在「${c.activityName}」中荣获`, 20, W - 300)]) {
    draw(doc, line, 150, y, 20);
    y += 36;
  }
  draw(doc, c.award, null, y + 40, 40, 700, "#b22222");
  draw(doc, "特发此证，以资鼓励。", 150, y + 100, 20);
  const right = W - 150;
  const issuerW = measure(c.issuer, 18);
  const dateText = day(c.date);
  draw(doc, c.issuer, right - issuerW, H - 120, 18, 500);
  draw(doc, dateText, right - measure(dateText, 18), H - 90, 18);
  if (c.seal) {
    try {
      doc.image(c.seal, right - issuerW / 2 - 60, H - 200, { fit: [120, 120] });
    } catch {
      // Not a PNG or JPEG: the certificate is issued without the seal rather than not at all.
    }
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** One character's outline (SVG path in font units, y up) and advance, for drawing elsewhere (the demo seal). */
export function glyphOutline(ch: string): { path: string; advance: number; unitsPerEm: number } | null {
  const cp = ch.codePointAt(0) ?? 32;
  const f = fonts().find((x) => x.hasGlyphForCodePoint(cp));
  if (!f) return null;
  const g = f.glyphForCodePoint(cp);
  return { path: g.path.toSVG(), advance: g.advanceWidth, unitsPerEm: f.unitsPerEm };
}
