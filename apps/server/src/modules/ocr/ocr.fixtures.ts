/**
 * Labelled OCR test pictures made by the project (tests and `npm run bench:ocr`, not production):
 * slide-like pages rendered from SVG text with a CJK font (WenQuanYi Micro Hei, installed with
 * fonts-wqy-microhei), and "photographed" copies of them (tilted, blurred, dimmed, noisy, JPEG).
 */
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

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The slide's text in reading order, one string per line (the truth OCR is measured against). */
export const truthOf = (s: Slide) => [s.title, ...s.lines];

/** A 16:9 slide: a title bar and bullet-free body lines, dark text on a light background. */
export function slideSvg(s: Slide, width = 1920, height = 1080): string {
  const k = width / 1920;
  const body = s.lines
    .map(
      (l, i) => `<text x="${160 * k}" y="${(420 + i * 140) * k}" font-size="${60 * k}" fill="#1f2937">${esc(l)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#f8fafc"/><rect width="100%" height="${220 * k}" fill="#1e3a8a"/>
<g font-family="WenQuanYi Micro Hei, Noto Sans CJK SC, sans-serif">
<text x="${120 * k}" y="${145 * k}" font-size="${84 * k}" fill="#ffffff">${esc(s.title)}</text>${body}</g></svg>`;
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
