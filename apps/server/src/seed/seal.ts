import sharp from "sharp";
import { glyphOutline } from "../modules/activity/activity.certificate.pdf.js";

/**
 * The demo school's seal for certificates: a red ring, a star, the school's name along the
 * top arc and 教务处 below, drawn from the certificate font's outlines (no system font needed)
 * and rendered to a transparent PNG.
 */
export async function sealPng(name: string, below = "教务处"): Promise<Buffer> {
  const size = 300;
  const c = size / 2;
  const red = "#d7263d";
  const parts: string[] = [];
  const chars = [...name];
  // Degrees of arc the name takes; a long name gets smaller characters rather than a wider arc.
  const span = Math.min(200, chars.length * 30);
  const em = Math.min(36, Math.floor((2 * Math.PI * 92 * (span / 360)) / Math.max(chars.length, 1)));
  chars.forEach((ch, i) => {
    const g = glyphOutline(ch);
    if (!g) return;
    const angle = -span / 2 + (span / Math.max(chars.length - 1, 1)) * i;
    const s = em / g.unitsPerEm;
    // Each glyph stands on the arc, rotated about the centre, its baseline 92 px from it.
    parts.push(
      `<g transform="translate(${c} ${c}) rotate(${angle}) translate(${-em / 2} -92) scale(${s} ${-s})"><path d="${g.path}" fill="${red}" stroke="${red}" stroke-width="40"/></g>`,
    );
  });
  let x = c - ([...below].length * 28) / 2;
  for (const ch of below) {
    const g = glyphOutline(ch);
    if (!g) continue;
    const s = 28 / g.unitsPerEm;
    parts.push(
      `<g transform="translate(${x} ${c + 78}) scale(${s} ${-s})"><path d="${g.path}" fill="${red}" stroke="${red}" stroke-width="40"/></g>`,
    );
    x += g.advance * s;
  }
  const star = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? 46 : 18;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(c + r * Math.cos(a)).toFixed(1)},${(c + 4 + r * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<circle cx="${c}" cy="${c}" r="${c - 10}" fill="none" stroke="${red}" stroke-width="9"/>
<polygon points="${star}" fill="${red}"/>
${parts.join("\n")}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
