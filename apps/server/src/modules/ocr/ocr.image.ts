import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { damagedPicture, readStillPicture } from "../../platform/media/still-picture.js";

/** Pictures larger than this many pixels are refused before they are decoded. */
const MAX_PIXELS = 40_000_000;
/** Recognition runs on a copy whose longer side is at most this (accuracy holds, time halves). */
const WORK_SIDE = 1280;

export interface PreparedImage {
  /** A PNG for the worker, in the OS temp directory; the caller deletes it. */
  file: string;
  width: number;
  height: number;
  /** Multiply the worker's coordinates by this to get the picture's own pixels. */
  scale: number;
}

/**
 * Checks the bytes are a still JPEG, PNG or WebP picture (not just named so) and writes the copy
 * the worker reads: EXIF orientation applied, scaled down, flattened onto white.
 */
export async function prepareImage(bytes: Buffer, dir = path.join(tmpdir(), "otp-ocr")): Promise<PreparedImage> {
  const { width, height } = await readStillPicture(bytes, MAX_PIXELS);
  const scale = Math.max(1, Math.max(width, height) / WORK_SIDE);
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.png`);
  try {
    await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(Math.round(width / scale), Math.round(height / scale))
      .flatten({ background: "#ffffff" })
      .png({ compressionLevel: 1 })
      .toFile(file);
  } catch {
    throw damagedPicture();
  }
  return { file, width, height, scale };
}
