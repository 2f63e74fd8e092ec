import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

/**
 * Real photographs of people for the demo classroom: the six group photos of
 * `@vladmandic/face-api@1.7.15` demo/sample1..6.jpg (MIT, taken by the package's author), which
 * the vision tests keep in apps/server/test-data/vision (with the licence). Read-only here.
 * Only head-and-shoulders crops are used, under an oval mask, so the party clothes stay out.
 */

/** apps/server/test-data/vision, from src/seed/classroom-demo and dist/seed/classroom-demo alike. */
export const PHOTO_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../test-data/vision");

/**
 * Where the faces are in each photo: [left, top, side] of the square box BlazeFace gave at full
 * resolution (box = 1.4 × the face width), checked by eye. Composition geometry only: the
 * analysis finds faces in the composed video on its own.
 */
const FACES: Record<number, Array<[number, number, number]>> = {
  1: [
    [342, 323, 352],
    [780, 385, 327],
    [1438, 203, 279],
  ],
  2: [
    [290, 116, 328],
    [795, 190, 353],
    [1390, 119, 347],
  ],
  3: [
    [514, 301, 361],
    [1003, 191, 367],
    [1348, 248, 409],
  ],
  4: [
    [182, 191, 302],
    [624, 74, 278],
    [914, 159, 330],
    [1222, 138, 305],
  ],
  5: [
    [737, 99, 272],
    [513, 402, 308],
    [1057, 182, 319],
    [1335, 352, 395],
    [261, 853, 370],
  ],
  6: [
    [179, 468, 360],
    [592, 310, 384],
    [1075, 282, 368],
    [1407, 241, 377],
  ],
};

export interface Person {
  photo: number;
  /** Face centre and face width in the photo's pixels. */
  cx: number;
  cy: number;
  face: number;
}

export const PEOPLE: Person[] = Object.entries(FACES).flatMap(([photo, boxes]) =>
  boxes.map(([x, y, s]) => ({ photo: Number(photo), cx: x + s / 2, cy: y + s / 2, face: s / 1.4 })),
);

export function photoFile(photo: number): string {
  return path.join(PHOTO_DIR, `sample${photo}.jpg`);
}

/** Portrait geometry in face widths: the tile around a face, and where the face centre sits in it. */
export const TILE = { width: 2.2, height: 2.6, faceX: 1.1, faceY: 1.0 } as const;

const decoded = new Map<number, Promise<{ data: Buffer; width: number; height: number }>>();
function rgba(photo: number) {
  let p = decoded.get(photo);
  if (!p) {
    p = sharp(photoFile(photo))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
    decoded.set(photo, p);
  }
  return p;
}

/** A soft-edged oval (white inside, transparent outside) used as an alpha mask. */
function ovalMask(w: number, h: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="g">` +
      `<stop offset="0.82" stop-color="#fff" stop-opacity="1"/><stop offset="1" stop-color="#fff" stop-opacity="0"/>` +
      `</radialGradient></defs><ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2}" ry="${h / 2}" fill="url(#g)"/></svg>`,
  );
}

/**
 * A person's head and shoulders scaled so the face is `faceWidth` px wide, under an oval mask,
 * mirrored on request (a second "student" from the same photo). PNG with alpha.
 */
export async function portrait(person: Person, faceWidth: number, mirror = false): Promise<Buffer> {
  const src = await rgba(person.photo);
  const w = Math.round(TILE.width * person.face);
  const h = Math.round(TILE.height * person.face);
  const left = Math.round(person.cx - TILE.faceX * person.face);
  const top = Math.round(person.cy - TILE.faceY * person.face);
  // The part of the tile inside the photo; the rest stays transparent.
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(src.width, left + w);
  const y1 = Math.min(src.height, top + h);
  const inside = await sharp(src.data, { raw: { width: src.width, height: src.height, channels: 4 } })
    .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
    .png()
    .toBuffer();
  const outW = Math.round(TILE.width * faceWidth);
  const outH = Math.round(TILE.height * faceWidth);
  let tile = sharp({ create: { width: w, height: h, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: inside, left: x0 - left, top: y0 - top }])
    .png();
  if (mirror) tile = sharp(await tile.toBuffer()).flop();
  const scaled = await sharp(await tile.toBuffer())
    .resize(outW, outH)
    .png()
    .toBuffer();
  return sharp(scaled)
    .composite([{ input: ovalMask(outW, outH), blend: "dest-in" }])
    .png()
    .toBuffer();
}

/**
 * The same person looking down at the desk: the portrait a little lower, its face covered by the
 * crown of a bowed head (a soft dark-hair oval), so no frontal face is visible.
 */
export async function lookingDown(person: Person, faceWidth: number, mirror = false): Promise<Buffer> {
  const base = await portrait(person, faceWidth, mirror);
  const outW = Math.round(TILE.width * faceWidth);
  const outH = Math.round(TILE.height * faceWidth);
  const cx = TILE.faceX * faceWidth;
  const cy = TILE.faceY * faceWidth;
  const crown = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outW}" height="${outH}"><defs><radialGradient id="h">` +
      `<stop offset="0.7" stop-color="#2b211b"/><stop offset="1" stop-color="#2b211b" stop-opacity="0"/></radialGradient></defs>` +
      `<ellipse cx="${cx}" cy="${cy + 0.12 * faceWidth}" rx="${0.72 * faceWidth}" ry="${0.8 * faceWidth}" fill="url(#h)"/></svg>`,
  );
  const covered = await sharp(base)
    .composite([{ input: crown }])
    .png()
    .toBuffer();
  // Bowed: the head sits lower than when looking up.
  const shift = Math.round(0.25 * faceWidth);
  return sharp({ create: { width: outW, height: outH, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      {
        input: await sharp(covered)
          .extract({ left: 0, top: 0, width: outW, height: outH - shift })
          .toBuffer(),
        left: 0,
        top: shift,
      },
    ])
    .png()
    .toBuffer();
}
