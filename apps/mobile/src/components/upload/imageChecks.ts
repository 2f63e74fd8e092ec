/**
 * The checks a picture passes on the phone BEFORE anything is sent: a camera photo is often
 * 10 MB or more, while the server takes pictures up to 5 MB (UPLOAD_LIMITS.image). Pure, so the
 * rules are unit-tested without a canvas.
 */

/** The longest side a picture keeps: enough to read handwriting on a photographed page. */
export const MAX_LONG_SIDE = 2560;
/** The server's picture limit (UPLOAD_LIMITS.image.maxBytes). */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** JPEG quality of a re-encoded picture: no visible loss on photos, about a tenth of the size of PNG. */
export const JPEG_QUALITY = 0.85;

export const NOT_PICTURE_MESSAGE = "只能上传图片";
export const TOO_BIG_MESSAGE = "图片过大，请重新拍摄";

/** Picture types the server stores as they are (others, e.g. HEIC, are re-encoded as JPEG). */
const KEPT_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp", "image/bmp"];
const PICTURE_EXT = /\.(jpe?g|png|gif|webp|bmp|heic|heif)$/i;

/**
 * Whether a chosen file claims to be a picture: its type, or (some Android pickers send no type)
 * its name. Whether it really is one is decided when it is decoded.
 */
export function isPicture(file: { type: string; name: string }): boolean {
  if (file.type) return file.type.startsWith("image/");
  return PICTURE_EXT.test(file.name);
}

/** The size a picture is drawn at: the long side at most `max`, never enlarged, whole pixels. */
export function scaledSize(width: number, height: number, max = MAX_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max || long <= 0) return { width, height };
  const ratio = max / long;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/**
 * Whether the original file can be sent unchanged: a type the server keeps, not larger than the
 * limit and not longer than the long-side limit. Otherwise it is re-drawn as JPEG.
 */
export function keepsOriginal(file: { type: string; size: number }, width: number, height: number): boolean {
  return KEPT_TYPES.includes(file.type) && file.size <= MAX_PICTURE_BYTES && Math.max(width, height) <= MAX_LONG_SIDE;
}

/** Null when the bytes to send fit the server's limit, else the Chinese refusal. */
export function sizeRefusal(bytes: number): string | null {
  return bytes > MAX_PICTURE_BYTES ? TOO_BIG_MESSAGE : null;
}

/** The name a re-encoded picture is sent with: the original's stem and `.jpg`. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf(".");
  const stem = (dot > 0 ? name.slice(0, dot) : name) || "photo";
  return `${stem}.jpg`;
}
