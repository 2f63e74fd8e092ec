import type { DemoDoc } from "./demo-documents.js";
import { mix, type Rgb, renderPng } from "./png.js";
import { SUBJECT_COLORS } from "./subjects.js";

/** The demo's pictures, drawn pixel by pixel: subject covers and the PICTURE resources. */

/**
 * A 16:9 cover: the subject's gradient with a soft motif. `key` (a course name) picks the motif,
 * the gradient's direction and where the ring sits, so one teacher's courses of one subject do
 * not share a picture.
 */
export function coverPng(subject: string, width = 480, height = 270, key = subject): Buffer {
  const [from, to] = SUBJECT_COLORS[subject] ?? [
    [22, 119, 255],
    [114, 46, 209],
  ];
  const seed = [...key].reduce((n, c) => (n * 31 + (c.codePointAt(0) ?? 0)) >>> 0, 7);
  const motif = seed % 4;
  const flip = (seed >> 2) % 2 === 1;
  const ringX = 0.2 + ((seed >> 3) % 7) * 0.1;
  return renderPng(width, height, (x, y) => {
    const u = x / width;
    let px = mix(from, to, (flip ? 1 - u : u) * 0.6 + (y / height) * 0.4);
    const v = y / height;
    let glow = 0;
    if (motif === 0) glow = Math.max(0, 1 - Math.hypot(u - 0.78, v - 0.35) / 0.3) * 0.25;
    else if (motif === 1) glow = Math.abs(Math.sin(u * 18 + Math.sin(v * 6) * 2)) > 0.97 ? 0.18 : 0;
    else if (motif === 2) glow = (Math.floor(u * 16) + Math.floor(v * 9)) % 2 === 0 && u > 0.55 ? 0.07 : 0;
    else glow = Math.abs(v - 0.6 - 0.15 * Math.sin(u * 9)) < 0.012 ? 0.3 : 0;
    const ring = Math.abs(Math.hypot(u - ringX, v - 0.8) - 0.25) < 0.01 ? 0.2 : 0;
    px = mix(px, [255, 255, 255], Math.min(0.5, glow + ring));
    return px;
  });
}

/** Distance from point p to segment ab. */
function segDist(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy || 1)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Picture resources: a mind map, a chart, a geometry figure, a cell, a colour wheel, a contour map. */
export function pictures(): DemoDoc[] {
  const W = 960;
  const H = 540;
  const bg: Rgb = [250, 250, 252];
  const nodes = [
    [480, 270, 60],
    [220, 120, 38],
    [740, 120, 38],
    [200, 420, 38],
    [760, 420, 38],
    [480, 70, 30],
    [480, 470, 30],
  ] as const;
  const palette: Rgb[] = [
    [22, 119, 255],
    [114, 46, 209],
    [82, 196, 26],
    [250, 140, 22],
    [235, 47, 150],
    [19, 194, 194],
    [245, 34, 45],
  ];
  const defs: { name: string; pixel: (x: number, y: number) => Rgb }[] = [
    {
      name: "mind-map.png",
      pixel: (x, y) => {
        for (const [i, [cx, cy, r]] of nodes.entries()) {
          if (Math.hypot(x - cx, y - cy) < r) return palette[i % palette.length] as Rgb;
        }
        for (const [cx, cy] of nodes.slice(1)) if (segDist(x, y, 480, 270, cx, cy) < 2.5) return [120, 130, 150];
        return bg;
      },
    },
    {
      name: "bar-chart.png",
      pixel: (x, y) => {
        if ((x === 80 || y === 480) && x >= 80 && y <= 480 && y >= 60) return [60, 60, 70];
        const bars = [62, 78, 45, 90, 70, 55, 84];
        const i = Math.floor((x - 100) / 115);
        if (i >= 0 && i < bars.length && (x - 100) % 115 < 70) {
          const h = ((bars[i] as number) / 100) * 400;
          if (y > 480 - h && y < 480) return palette[i] as Rgb;
        }
        if (y < 480 && y > 60 && (480 - y) % 80 === 0) return [225, 228, 235];
        return bg;
      },
    },
    {
      name: "geometry.png",
      pixel: (x, y) => {
        const tri = [
          [250, 460],
          [710, 460],
          [420, 120],
        ] as const;
        for (let k = 0; k < 3; k++) {
          const a = tri[k] as readonly [number, number];
          const b = tri[(k + 1) % 3] as readonly [number, number];
          if (segDist(x, y, a[0], a[1], b[0], b[1]) < 2.5) return [22, 119, 255];
        }
        if (Math.abs(Math.hypot(x - 456, y - 330) - 130) < 2) return [245, 34, 45];
        if (segDist(x, y, 420, 120, 420, 460) < 1.5 && Math.floor(y / 8) % 2 === 0) return [114, 46, 209];
        return (x % 40 === 0 || y % 40 === 0) && x > 20 ? [236, 238, 244] : bg;
      },
    },
    {
      name: "cell.png",
      pixel: (x, y) => {
        const e = ((x - 480) / 380) ** 2 + ((y - 270) / 220) ** 2;
        if (e > 1) return bg;
        if (e > 0.93) return [56, 158, 13];
        if (Math.hypot(x - 520, y - 250) < 60) return [114, 46, 209];
        for (const [cx, cy] of [
          [300, 200],
          [330, 340],
          [650, 360],
          [680, 190],
          [420, 400],
        ] as const) {
          if (((x - cx) / 48) ** 2 + ((y - cy) / 22) ** 2 < 1) return [82, 196, 26];
        }
        return [217, 247, 190];
      },
    },
    {
      name: "colour-wheel.png",
      pixel: (x, y) => {
        const d = Math.hypot(x - 480, y - 270);
        if (d > 240 || d < 70) return bg;
        const a = (Math.atan2(y - 270, x - 480) / (2 * Math.PI) + 1) % 1;
        const k = Math.floor(a * 12);
        const hue = (k / 12) * 6;
        const c = 1 - Math.abs((hue % 2) - 1);
        const rgb: [number, number, number][] = [
          [1, c, 0],
          [c, 1, 0],
          [0, 1, c],
          [0, c, 1],
          [c, 0, 1],
          [1, 0, c],
        ];
        const [r, g, b] = rgb[Math.floor(hue) % 6] as [number, number, number];
        const light = d > 170 ? 0.25 : 0;
        return [r, g, b].map((v) => Math.round((v + (1 - v) * light) * 255)) as Rgb;
      },
    },
    {
      name: "contour-map.png",
      pixel: (x, y) => {
        const h =
          Math.sin(x / 110) * Math.cos(y / 90) +
          0.6 * Math.sin((x + y) / 170) +
          0.4 * Math.cos(Math.hypot(x - 600, y - 200) / 60);
        const level = Math.floor((h + 2) * 4);
        const frac = (h + 2) * 4 - level;
        if (frac < 0.06) return [120, 90, 50];
        const t = level / 16;
        return h < -0.6 ? [120, 180, 230] : mix([200, 230, 170], [210, 170, 110], t);
      },
    },
  ];
  return defs.map((d, i) => ({ key: `p${i + 1}`, name: d.name, bytes: renderPng(W, H, d.pixel) }));
}
