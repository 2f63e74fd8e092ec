import sharp from "sharp";
import { badRequest } from "../../platform/http/errors.js";

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
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest("参数 file：无法识别的图片文件，请上传 jpg、jpeg、png 或 webp 图片");
  }
  if (!meta.format || !["jpeg", "png", "webp"].includes(meta.format)) {
    throw badRequest("参数 file：只支持 jpg、jpeg、png、webp 图片");
  }
  if ((meta.pages ?? 1) > 1) throw badRequest("参数 file：不支持动图，请上传静态图片");
  const rotated = (meta.orientation ?? 1) >= 5;
  const sourceWidth = (rotated ? meta.height : meta.width) ?? 0;
  const sourceHeight = (rotated ? meta.width : meta.height) ?? 0;
  if (!sourceWidth || !sourceHeight) throw badRequest("参数 file：无法识别的图片文件");
  if (sourceWidth * sourceHeight > maxPixels) {
    throw badRequest(
      `参数 file：图片过大（${sourceWidth}×${sourceHeight}像素，最大${Math.round(maxPixels / 10_000)}万像素），请缩小后再上传`,
    );
  }
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
    throw badRequest("参数 file：图片已损坏，无法读取");
  }
}
