import sharp from "sharp";
import { badRequest } from "../http/errors.js";

/**
 * The checks every upload-a-picture feature makes before decoding (OCR, the classroom frame
 * endpoint): a still JPEG, PNG or WebP picture, not just named so, of at most `maxPixels`. Only
 * the header is read here, so a 20000×20000 picture is refused without being decoded. Answers the
 * upright size (EXIF orientation applied); each feature decodes at the size it needs.
 */
export async function readStillPicture(bytes: Buffer, maxPixels: number): Promise<{ width: number; height: number }> {
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
  const width = (rotated ? meta.height : meta.width) ?? 0;
  const height = (rotated ? meta.width : meta.height) ?? 0;
  if (!width || !height) throw badRequest("参数 file：无法识别的图片文件");
  if (width * height > maxPixels) {
    throw badRequest(
      `参数 file：图片尺寸过大（${width}×${height}像素），最多${Math.round(maxPixels / 10_000)}万像素，请缩小后再上传`,
    );
  }
  return { width, height };
}

/** The decode failure of a picture that passed readStillPicture (a truncated or damaged file). */
export const damagedPicture = () => badRequest("参数 file：图片已损坏，无法读取");
