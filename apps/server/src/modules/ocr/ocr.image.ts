import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { badRequest } from "../../platform/http/errors.js";

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
  let meta: sharp.Metadata;
  try {
    // The header only (nothing decoded yet): the size is checked below, with its own message.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest("参数 file：无法识别的图片文件，请上传 jpg、jpeg、png 或 webp 图片");
  }
  if (!meta.format || !["jpeg", "png", "webp"].includes(meta.format)) {
    throw badRequest("参数 file：只支持 jpg、jpeg、png、webp 图片");
  }
  if ((meta.pages ?? 1) > 1) throw badRequest("参数 file：不支持动图，请上传静态图片");
  const rotated = (meta.orientation ?? 1) >= 5;
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw badRequest("参数 file：无法识别的图片文件");
  if (width * height > MAX_PIXELS) {
    throw badRequest(
      `参数 file：图片尺寸过大（${width}×${height}像素），最多${MAX_PIXELS / 10_000}万像素，请缩小后再上传`,
    );
  }
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
    throw badRequest("参数 file：图片已损坏，无法读取");
  }
  return { file, width, height, scale };
}
