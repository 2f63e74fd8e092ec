import sharp from "sharp";
import { lookingDown, PEOPLE, type Person, photoFile, portrait, TILE } from "./photos.js";

/**
 * The pictures the demo cameras show: a 1920×1080 student camera looking at the class from the
 * front (rows of students behind desks, faces 42–80 px from the back row to the front, like a
 * real classroom camera), and the teacher camera's podium and teacher.
 */

export const STUDENT_SIZE = { width: 1920, height: 1080 } as const;
export const TEACHER_SIZE = { width: 1280, height: 720 } as const;

/** Rows from the back: face width, face-centre height, seats, side margin (perspective). */
const ROWS = [
  { face: 42, y: 250, seats: 9, margin: 430 },
  { face: 50, y: 370, seats: 9, margin: 340 },
  { face: 60, y: 515, seats: 8, margin: 250 },
  { face: 70, y: 690, seats: 7, margin: 170 },
  { face: 80, y: 885, seats: 6, margin: 110 },
];

export interface Seat {
  row: number;
  x: number;
  y: number;
  face: number;
  person: Person;
  mirror: boolean;
}

/** Every seat with the student sitting in it (the 22 photographed people, mirrored for a second use). */
export const SEATS: Seat[] = ROWS.flatMap((r, row) => {
  const step = (STUDENT_SIZE.width - 2 * r.margin) / r.seats;
  return Array.from({ length: r.seats }, (_, i) => ({ row, x: r.margin + step * (i + 0.5), y: r.y, face: r.face }));
}).map((s, k) => ({ ...s, person: PEOPLE[(k * 7) % PEOPLE.length] as Person, mirror: k >= PEOPLE.length }));

/** A small deterministic random stream (the same lesson always looks the same). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: T[], rand: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function classroomSvg(): Buffer {
  const { width: W, height: H } = STUDENT_SIZE;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<rect width="${W}" height="${H}" fill="#b7a184"/>` +
      `<rect width="${W}" height="330" fill="#e4dfd2"/>` +
      `<rect y="318" width="${W}" height="14" fill="#9c8a70"/>` +
      // The back wall: windows and a notice board.
      `<rect x="80" y="40" width="260" height="190" fill="#cfe3ee" stroke="#f7f7f2" stroke-width="10"/>` +
      `<rect x="1580" y="40" width="260" height="190" fill="#cfe3ee" stroke="#f7f7f2" stroke-width="10"/>` +
      `<rect x="700" y="50" width="520" height="120" fill="#6f8f5f" stroke="#8d6e4e" stroke-width="8"/>` +
      `</svg>`,
  );
}

function deskSvg(row: number): Buffer {
  const r = ROWS[row] as (typeof ROWS)[number];
  const top = r.y + 1.42 * r.face;
  const h = 0.95 * r.face;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${STUDENT_SIZE.width}" height="${STUDENT_SIZE.height}">` +
      `<rect x="${r.margin - 40}" y="${top}" width="${STUDENT_SIZE.width - 2 * r.margin + 80}" height="${h}" rx="6" fill="#c9a26b" stroke="#8a6a42" stroke-width="3"/>` +
      `<rect x="${r.margin - 40}" y="${top + h - 0.2 * r.face}" width="${STUDENT_SIZE.width - 2 * r.margin + 80}" height="${0.2 * r.face}" fill="#a07c4c"/>` +
      `</svg>`,
  );
}

export interface ClassState {
  /** Seat indexes left empty. */
  absent: Set<number>;
  /** Seat indexes of students looking down. */
  down: Set<number>;
  /** Seed of the small per-picture movement of each student. */
  jitter: number;
}

const tiles = new Map<string, Promise<Buffer>>();
function tileOf(seat: Seat, down: boolean): Promise<Buffer> {
  const key = `${SEATS.indexOf(seat)}:${down}`;
  let t = tiles.get(key);
  if (!t) {
    t = down ? lookingDown(seat.person, seat.face, seat.mirror) : portrait(seat.person, seat.face, seat.mirror);
    tiles.set(key, t);
  }
  return t;
}

/** One student-camera picture (JPEG) of the class in `state`. */
export async function studentPicture(state: ClassState): Promise<Buffer> {
  const rand = rng(state.jitter);
  const layers: sharp.OverlayOptions[] = [];
  for (let row = 0; row < ROWS.length; row++) {
    for (const [k, seat] of SEATS.entries()) {
      if (seat.row !== row || state.absent.has(k)) continue;
      // People shift a little in their seats between two pictures.
      const dx = Math.round((rand() - 0.5) * 0.12 * seat.face);
      const dy = Math.round((rand() - 0.5) * 0.06 * seat.face);
      layers.push({
        input: await tileOf(seat, state.down.has(k)),
        left: Math.round(seat.x - TILE.faceX * seat.face) + dx,
        top: Math.round(seat.y - TILE.faceY * seat.face) + dy,
      });
    }
    layers.push({ input: deskSvg(row), left: 0, top: 0 });
  }
  return sharp(classroomSvg()).composite(layers).jpeg({ quality: 88 }).toBuffer();
}

/** The teacher camera's room: blackboard wall (background) and the podium (foreground, with alpha). */
export function podiumPictures(): { room: Buffer; podium: Buffer } {
  const { width: W, height: H } = TEACHER_SIZE;
  const room = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<rect width="${W}" height="${H}" fill="#ddd8c8"/>` +
      `<rect x="120" y="70" width="${W - 240}" height="330" fill="#2f4f3a" stroke="#7a5a3a" stroke-width="14"/>` +
      `<rect y="600" width="${W}" height="${H - 600}" fill="#a89376"/>` +
      `</svg>`,
  );
  const podium = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<rect x="330" y="520" width="300" height="200" rx="6" fill="#8a6440" stroke="#5d4129" stroke-width="6"/>` +
      `<rect x="310" y="505" width="340" height="28" rx="4" fill="#6e4d30"/>` +
      `</svg>`,
  );
  return { room, podium };
}

/** The teacher: a standing person from the photos, head to waist, under a soft oval; PNG with alpha. */
export async function teacherCutout(height: number): Promise<Buffer> {
  // sample6, the second person from the right: standing, facing the camera.
  const p = PEOPLE.find((x) => x.photo === 6 && Math.round(x.cx) === 1259) as Person;
  const w = Math.round(2.4 * p.face);
  const h = Math.round(4.6 * p.face);
  const left = Math.round(p.cx - w / 2);
  const top = Math.round(p.cy - 1.1 * p.face);
  const meta = await sharp(photoFile(6)).metadata();
  const crop = await sharp(photoFile(6))
    .extract({ left, top, width: w, height: Math.min(h, (meta.height ?? h) - top) })
    .resize({ height })
    .ensureAlpha()
    .png()
    .toBuffer();
  const m = await sharp(crop).metadata();
  const cw = m.width ?? 1;
  const ch = m.height ?? 1;
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cw}" height="${ch}"><defs><radialGradient id="g">` +
      `<stop offset="0.85" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
      `<ellipse cx="${cw / 2}" cy="${ch / 2}" rx="${cw / 2}" ry="${ch / 2}" fill="url(#g)"/></svg>`,
  );
  return sharp(crop)
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}
