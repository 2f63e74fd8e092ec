import { fileTypeFromBuffer } from "file-type";

export interface Sniffed {
  ext: string;
  mime: string;
}

/** Detects the real type from the bytes (magic numbers); the client's file name is ignored. */
export async function sniff(bytes: Buffer): Promise<Sniffed | null> {
  const t = await fileTypeFromBuffer(bytes);
  return t ? { ext: t.ext, mime: t.mime } : null;
}

export const UPLOAD_KINDS = {
  image: { maxBytes: 5 * 1024 * 1024, types: ["jpg", "png", "gif", "webp", "bmp"], label: "图片" },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;
