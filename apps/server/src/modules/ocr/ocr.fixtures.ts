/**
 * Labelled OCR test pictures made by the project (tests and `npm run bench:ocr`, not production):
 * slide-like pages drawn as SVG, and "photographed" copies of them (tilted, blurred, dimmed, noisy,
 * JPEG). The text is drawn as glyph outlines of Noto Sans SC (the OFL font of the npm package
 * @fontsource-variable/noto-sans-sc, as the certificate PDF does), not as SVG <text>: that would
 * depend on the machine's fonts, and where no CJK font is installed librsvg draws hex-code boxes,
 * which OCR then reads faithfully as hex digits ("846583 3R8G4" for 勾股定理). Only a character
 * the npm font lacks (ρ) is left to the machine's sans-serif.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as fontkit from "fontkit";
import sharp from "sharp";

export interface Slide {
  title: string;
  lines: string[];
}

export const SLIDES: Slide[] = [
  {
    title: "第三章 光合作用",
    lines: ["光反应在叶绿体类囊体薄膜上进行", "暗反应在叶绿体基质中进行", "产物：葡萄糖和氧气"],
  },
  { title: "阿基米德原理", lines: ["浸在液体中的物体受到向上的浮力", "浮力大小等于排开液体所受的重力", "公式 F=ρgV"] },
  { title: "勾股定理", lines: ["直角三角形两直角边的平方和", "等于斜边的平方", "例题：已知两边求第三边"] },
  { title: "古诗词鉴赏", lines: ["静夜思 李白", "床前明月光 疑是地上霜", "举头望明月 低头思故乡"] },
  { title: "化学方程式的配平", lines: ["质量守恒定律", "反应前后原子种类和数目不变", "观察法与最小公倍数法"] },
  { title: "电路的基本组成", lines: ["电源 开关 用电器 导线", "串联电路电流处处相等", "并联电路各支路电压相等"] },
];

/** The slide's text in reading order, one string per line (the truth OCR is measured against). */
export const truthOf = (s: Slide) => [s.title, ...s.lines];

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type Font = ReturnType<typeof fontkit.create> & {
  hasGlyphForCodePoint(cp: number): boolean;
  glyphForCodePoint(cp: number): { path: { toSVG(): string }; advanceWidth: number };
  unitsPerEm: number;
};

let fontCache: Font[] | null = null;

/** Noto Sans SC, split by its package into ~100 WOFF2 files by Unicode range. */
function fonts(): Font[] {
  if (!fontCache) {
    const require = createRequire(import.meta.url);
    const dir = path.join(path.dirname(require.resolve("@fontsource-variable/noto-sans-sc/package.json")), "files");
    fontCache = readdirSync(dir)
      .filter((f) => f.endsWith(".woff2"))
      .sort()
      .map((f) => fontkit.create(readFileSync(path.join(dir, f))) as Font);
  }
  return fontCache;
}

/**
 * A line of text as glyph outlines, its baseline starting at (x, y). The outlines are the variable
 * font's default (Thin) instance, so they are stroked as well as filled to about a regular weight.
 */
function textSvg(text: string, x: number, y: number, size: number, fill: string): string {
  const list = fonts();
  let at = x;
  let out = "";
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 32;
    const f = list.find((font) => font.hasGlyphForCodePoint(cp));
    if (!f) {
      // Not in the npm font (its subsets have no Greek, e.g. ρ): the machine's sans-serif draws it.
      if (ch.trim())
        out += `<text x="${at.toFixed(2)}" y="${y.toFixed(2)}" font-size="${size}" font-family="DejaVu Sans, sans-serif" stroke="none">${esc(ch)}</text>`;
      at += ch.trim() ? size * 0.6 : size / 3;
      continue;
    }
    const g = f.glyphForCodePoint(cp);
    const k = size / f.unitsPerEm;
    const d = g.path.toSVG();
    if (d) out += `<path transform="translate(${at.toFixed(2)} ${y.toFixed(2)}) scale(${k} ${-k})" d="${d}"/>`;
    at += g.advanceWidth * k;
  }
  return `<g fill="${fill}" stroke="${fill}" stroke-width="42" stroke-linejoin="round">${out}</g>`;
}

/** A 16:9 slide: a title bar and bullet-free body lines, dark text on a light background. */
export function slideSvg(s: Slide, width = 1920, height = 1080): string {
  const k = width / 1920;
  const body = s.lines.map((l, i) => textSvg(l, 160 * k, (420 + i * 140) * k, 60 * k, "#1f2937")).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#f8fafc"/><rect width="100%" height="${220 * k}" fill="#1e3a8a"/>
${textSvg(s.title, 120 * k, 145 * k, 84 * k, "#ffffff")}${body}</svg>`;
}

export function slidePng(s: Slide, width = 1920, height = 1080): Promise<Buffer> {
  return sharp(Buffer.from(slideSvg(s, width, height)))
    .png()
    .toBuffer();
}

/** The slide as a phone photo of a projector screen would look: tilted, soft, uneven, JPEG. */
export async function slidePhoto(s: Slide, seed = 1): Promise<Buffer> {
  const clean = await slidePng(s);
  const angle = ((seed % 5) - 2) * 1.5;
  const rotated = await sharp(clean).rotate(angle, { background: "#3f3f46" }).toBuffer();
  const noise = await sharp({
    create: {
      width: 1920,
      height: 1080,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(rotated)
    .resize(1920, 1080, { fit: "cover" })
    .blur(1.2)
    .modulate({ brightness: 0.85 })
    .composite([{ input: noise, blend: "overlay" }])
    .jpeg({ quality: 70 })
    .toBuffer();
}

/** Levenshtein distance over characters (code points). */
function distance(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(
        (prev[j] ?? 0) + 1,
        (cur[j - 1] ?? 0) + 1,
        (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    prev = cur;
  }
  return prev[b.length] ?? 0;
}

/**
 * Character accuracy of recognised text against the truth: 1 − edit distance / truth length,
 * whitespace ignored (PaddleOCR drops spaces between Chinese words), never below 0.
 */
export function charAccuracy(truth: string[], read: string[]): number {
  const norm = (xs: string[]) => Array.from(xs.join("").replace(/\s+/g, ""));
  const t = norm(truth);
  return t.length ? Math.max(0, 1 - distance(norm(read), t) / t.length) : 1;
}
