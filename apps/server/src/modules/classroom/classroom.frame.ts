import sharp from "sharp";
import { damagedPicture, readStillPicture } from "../../platform/media/still-picture.js";

/**
 * Pictures into the vision engine (decision 0053): checked from their header before anything is
 * decoded (type, animation, pixel count), then decoded to raw RGB at the size the models need.
 */

/** Pictures larger than this many pixels are refused before they are decoded. */
export const MAX_PIXELS = 40_000_000;
/** Student frames are analysed at most this long on their longer side (1080p sources as they are). */
export const WORK_SIDE = 1920;
/** Teacher frames: the teacher is a large figure, a small copy is enough and much cheaper. */
export const TEACHER_SIDE = 640;
export interface PreparedFrame {
  /** rgb24, `width × height × 3` bytes. */
  rgb: Buffer;
  width: number;
  height: number;
  /** Multiply the frame's coordinates by this to get the picture's own pixels. */
  scale: number;
  /** The picture's own size (EXIF orientation applied). */
  sourceWidth: number;
  sourceHeight: number;
}

/**
 * Checks the bytes are a still JPEG, PNG or WebP picture of at most `maxPixels` (from the header
 * alone: nothing is decoded before the size is known) and returns raw RGB, its longer side scaled
 * down to `side`.
 */
export async function prepareFrame(bytes: Buffer, maxPixels = MAX_PIXELS, side = WORK_SIDE): Promise<PreparedFrame> {
  const { width: sourceWidth, height: sourceHeight } = await readStillPicture(bytes, maxPixels);
  const scale = Math.max(1, Math.max(sourceWidth, sourceHeight) / side);
  const width = Math.round(sourceWidth / scale);
  const height = Math.round(sourceHeight / scale);
  try {
    const rgb = await sharp(bytes, { limitInputPixels: maxPixels })
      .rotate()
      .resize(width, height, { fit: "fill" })
      .flatten({ background: "#ffffff" })
      .removeAlpha()
      .raw()
      .toBuffer();
    return { rgb, width, height, scale, sourceWidth, sourceHeight };
  } catch {
    throw damagedPicture();
  }
}
