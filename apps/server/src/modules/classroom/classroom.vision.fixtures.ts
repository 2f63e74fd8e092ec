import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import type { Box } from "./classroom.tiles.js";

/**
 * The labelled accuracy set (apps/server/test-data/vision, see its SOURCES.md) and 1920×1080
 * mosaics composed from it at run time, for the vision test and `npm run bench:vision`.
 */

export const VISION_DATA = fileURLToPath(new URL("../../../test-data/vision/", import.meta.url));

export interface LabelledPerson {
  box: Box;
  /** A profile or a face looking down need not be found (head-down). */
  frontal: boolean;
  standing: boolean | null;
  handUp: boolean;
}

export interface LabelledPhoto {
  file: string;
  faces: number;
  people: LabelledPerson[];
}

export function loadLabels(): LabelledPhoto[] {
  return JSON.parse(readFileSync(path.join(VISION_DATA, "labels.json"), "utf8")).photos;
}

export function photoBytes(file: string): Buffer {
  return readFileSync(path.join(VISION_DATA, file));
}

export interface Mosaic {
  name: string;
  jpeg: Buffer;
  people: LabelledPerson[];
}

/**
 * `cols × rows` cells over 1920×1080, each holding one photo letterboxed whole (no face cut), the
 * photos taken in turn; the labels are scaled into their cells. 4×3 gives 44 faces of 45–60 px.
 */
export async function composeMosaic(cols: number, rows: number, photos = loadLabels()): Promise<Mosaic> {
  const W = 1920;
  const H = 1080;
  const cw = Math.floor(W / cols);
  const ch = Math.floor(H / rows);
  const layers: sharp.OverlayOptions[] = [];
  const people: LabelledPerson[] = [];
  for (let i = 0; i < cols * rows; i++) {
    const photo = photos[i % photos.length] as LabelledPhoto;
    const bytes = photoBytes(photo.file);
    const meta = await sharp(bytes).metadata();
    const k = Math.min(cw / (meta.width ?? 1), ch / (meta.height ?? 1));
    const w = Math.round((meta.width ?? 1) * k);
    const h = Math.round((meta.height ?? 1) * k);
    const left = (i % cols) * cw + Math.floor((cw - w) / 2);
    const top = Math.floor(i / cols) * ch + Math.floor((ch - h) / 2);
    layers.push({ input: await sharp(bytes).resize(w, h).toBuffer(), left, top });
    for (const p of photo.people) {
      people.push({ ...p, box: [left + p.box[0] * k, top + p.box[1] * k, p.box[2] * k, p.box[3] * k] });
    }
  }
  const jpeg = await sharp({ create: { width: W, height: H, channels: 3, background: "#202020" } })
    .composite(layers)
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: `mosaic ${cols}x${rows}`, jpeg, people };
}

export interface FaceScore {
  /** Frontal faces labelled / found among them. */
  truth: number;
  found: number;
  falsePositives: number;
  recall: number;
  /** For each labelled person, the index of the detection matched to it, or -1. */
  match: number[];
}

/**
 * Matches detections to labelled faces: a detection whose centre lies in a labelled box (enlarged
 * by a fifth, the labels being drawn by eye) is that person, one detection per person. Detections
 * of non-frontal faces are neither required nor false; any other detection is a false positive.
 */
export function scoreFaces(detected: Box[], people: LabelledPerson[]): FaceScore {
  const used = new Set<number>();
  const match = people.map((p) => {
    const [x, y, w, h] = p.box;
    let best = -1;
    let bestD = Number.POSITIVE_INFINITY;
    detected.forEach((d, j) => {
      if (used.has(j)) return;
      const cx = d[0] + d[2] / 2;
      const cy = d[1] + d[3] / 2;
      if (cx < x - 0.2 * w || cx > x + 1.2 * w || cy < y - 0.2 * h || cy > y + 1.2 * h) return;
      const dist = Math.hypot(cx - (x + w / 2), cy - (y + h / 2));
      if (dist < bestD) {
        bestD = dist;
        best = j;
      }
    });
    if (best >= 0) used.add(best);
    return best;
  });
  const truth = people.filter((p) => p.frontal).length;
  const found = people.filter((p, i) => p.frontal && match[i] !== -1).length;
  const falsePositives = detected.length - used.size;
  return { truth, found, falsePositives, recall: truth ? found / truth : 1, match };
}
