import {
  isPicture,
  JPEG_QUALITY,
  jpegName,
  keepsOriginal,
  NOT_PICTURE_MESSAGE,
  scaledSize,
  sizeRefusal,
} from "./imageChecks";

/** A picture ready to upload: the bytes to send and the name to send them under. */
export interface PreparedImage {
  blob: Blob;
  name: string;
  width: number;
  height: number;
}

export type PrepareResult = { ok: true; image: PreparedImage } | { ok: false; message: string };

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close(): void;
}

/** Decodes a picture (EXIF rotation applied, as camera photos need); null when it is not one. */
async function decode(file: Blob): Promise<Decoded | null> {
  // Older WebViews refuse some types in createImageBitmap but decode them in <img>: that is tried next.
  const bitmap =
    typeof createImageBitmap === "function"
      ? await createImageBitmap(file, { imageOrientation: "from-image" }).catch(() => null)
      : null;
  if (bitmap) return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    const decoded = await img.decode().then(
      () => true,
      () => false,
    );
    return decoded ? { source: img, width: img.naturalWidth, height: img.naturalHeight, close: () => undefined } : null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
}

/**
 * Checks a chosen file and makes it small enough to send: not a picture → refused; longer than
 * 2560 px, over 5 MB or of a type the server does not keep → drawn again as JPEG; still over
 * 5 MB → refused. Nothing is sent here.
 */
export async function prepareImage(file: File): Promise<PrepareResult> {
  if (!isPicture(file)) return { ok: false, message: NOT_PICTURE_MESSAGE };
  const decoded = await decode(file);
  if (!decoded || decoded.width === 0 || decoded.height === 0) return { ok: false, message: NOT_PICTURE_MESSAGE };
  try {
    if (keepsOriginal(file, decoded.width, decoded.height)) {
      return { ok: true, image: { blob: file, name: file.name, width: decoded.width, height: decoded.height } };
    }
    const size = scaledSize(decoded.width, decoded.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext("2d");
    if (!ctx) return { ok: false, message: NOT_PICTURE_MESSAGE };
    // JPEG has no transparency: a white page under a PNG's clear areas instead of black.
    ctx.fillStyle = "#fff";
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.drawImage(decoded.source, 0, 0, size.width, size.height);
    const blob = await toJpeg(canvas);
    if (!blob) return { ok: false, message: NOT_PICTURE_MESSAGE };
    const refusal = sizeRefusal(blob.size);
    if (refusal) return { ok: false, message: refusal };
    return { ok: true, image: { blob, name: jpegName(file.name), ...size } };
  } finally {
    decoded.close();
  }
}
