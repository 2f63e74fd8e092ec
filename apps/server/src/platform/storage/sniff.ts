import { UPLOAD_LIMITS, type UploadKindName } from "@otp/contract";
import { fileTypeFromBuffer } from "file-type";

export interface Sniffed {
  ext: string;
  mime: string;
}

/** Bytes of a file's start that detection looks at (zip-based office files need the first entries). */
export const SNIFF_BYTES = 64 * 1024;

/**
 * Valid UTF-8 without NUL. `partial` allows a multi-byte character cut off at the end (the first
 * chunk of a larger file).
 */
export function isUtf8Text(bytes: Uint8Array, partial = false): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: partial });
    return true;
  } catch {
    return false;
  }
}

function stripBom(bytes: Uint8Array): Uint8Array {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
}

/**
 * Detects the real type from the bytes (magic numbers); the client's file name is ignored.
 * Text has no magic number: valid UTF-8 without NUL is "txt", or "vtt" when it starts with
 * "WEBVTT". `partial` means `bytes` is only the start of a longer file.
 */
export async function sniff(bytes: Buffer, partial = false): Promise<Sniffed | null> {
  const t = await fileTypeFromBuffer(bytes);
  // XML is text as far as uploads go (file-type recognises it, we treat it like any text).
  if (t && t.ext !== "xml") return { ext: t.ext, mime: t.mime };
  if (bytes.length === 0 || !isUtf8Text(bytes, partial)) return null;
  const text = stripBom(bytes);
  // "WEBVTT" followed by the end, a space, a tab or a line break (the WebVTT signature).
  const next = text[6];
  if (
    Buffer.from(text.subarray(0, 6)).toString("latin1") === "WEBVTT" &&
    [undefined, 0x20, 0x09, 0x0a, 0x0d].includes(next)
  ) {
    return { ext: "vtt", mime: "text/vtt" };
  }
  return { ext: "txt", mime: "text/plain" };
}

/**
 * For each upload kind: which detected types a file-name extension accepts. Media only needs to
 * agree on the group (an .mp4 holding WebM is still a video and gets transcoded); documents must
 * agree more closely because the viewer is chosen by extension.
 */
const VIDEO_TYPES = ["mp4", "m4v", "mov", "webm", "mkv", "avi", "flv", "f4v", "3gp"];
const AUDIO_TYPES = ["mp3", "m4a", "aac", "wav", "ogg", "oga", "opus", "flac", "mp4"];
const IMAGE_TYPES = ["jpg", "png", "gif", "webp", "bmp"];
const DOCUMENT_TYPES: Record<string, string[]> = {
  pdf: ["pdf"],
  doc: ["cfb"],
  xls: ["cfb"],
  ppt: ["cfb"],
  docx: ["docx", "zip"],
  xlsx: ["xlsx", "zip"],
  pptx: ["pptx", "zip"],
  zip: ["zip", "docx", "xlsx", "pptx"],
  txt: ["txt", "vtt"],
  vtt: ["vtt"],
};

/** Install packages are zip archives (file-type may name an apk itself). */
const PACKAGE_TYPES = ["zip", "apk", "jar"];
const PACKAGE_MIME: Record<string, string> = {
  apk: "application/vnd.android.package-archive",
  ipa: "application/octet-stream",
};

const MIME_BY_EXT: Record<string, string> = {
  doc: "application/msword",
  xls: "application/vnd.ms-excel",
  ppt: "application/vnd.ms-powerpoint",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  zip: "application/zip",
  txt: "text/plain",
  vtt: "text/vtt",
};

export type Verdict = { ok: true; type: Sniffed } | { ok: false; reason: "unknown" | "mismatch" };

/**
 * Checks detected content against the kind and the name's extension. The stored type is the
 * detected one for media and pictures; for documents it follows the extension when the bytes
 * cannot tell more (an old .doc/.xls/.ppt are all "cfb"; a docx may sniff as plain zip).
 */
export function judge(kind: UploadKindName, nameExt: string, detected: Sniffed | null): Verdict {
  if (!detected) return { ok: false, reason: "unknown" };
  const exts: readonly string[] = UPLOAD_LIMITS[kind].exts;
  const ext = nameExt === "jpeg" ? "jpg" : nameExt;
  if (!exts.includes(nameExt)) return { ok: false, reason: "mismatch" };
  if (kind === "video") return VIDEO_TYPES.includes(detected.ext) ? { ok: true, type: detected } : bad();
  if (kind === "audio") return AUDIO_TYPES.includes(detected.ext) ? { ok: true, type: detected } : bad();
  if (kind === "image") return IMAGE_TYPES.includes(detected.ext) ? { ok: true, type: detected } : bad();
  if (kind === "package") {
    return PACKAGE_TYPES.includes(detected.ext)
      ? { ok: true, type: { ext, mime: PACKAGE_MIME[ext] ?? "application/octet-stream" } }
      : bad();
  }
  if (!(DOCUMENT_TYPES[ext] ?? []).includes(detected.ext)) return bad();
  if (ext === "pdf") return { ok: true, type: detected };
  return { ok: true, type: { ext, mime: MIME_BY_EXT[ext] ?? detected.mime } };
}

function bad(): Verdict {
  return { ok: false, reason: "mismatch" };
}

/** Limits per upload kind (from the contract) with the detected types the multipart upload accepts. */
export const UPLOAD_KINDS = {
  image: { maxBytes: UPLOAD_LIMITS.image.maxBytes, types: IMAGE_TYPES, label: UPLOAD_LIMITS.image.label },
  video: { maxBytes: UPLOAD_LIMITS.video.maxBytes, types: VIDEO_TYPES, label: UPLOAD_LIMITS.video.label },
  audio: { maxBytes: UPLOAD_LIMITS.audio.maxBytes, types: AUDIO_TYPES, label: UPLOAD_LIMITS.audio.label },
  document: {
    maxBytes: UPLOAD_LIMITS.document.maxBytes,
    types: [...UPLOAD_LIMITS.document.exts],
    label: UPLOAD_LIMITS.document.label,
  },
  package: { maxBytes: UPLOAD_LIMITS.package.maxBytes, types: PACKAGE_TYPES, label: UPLOAD_LIMITS.package.label },
} as const satisfies Record<UploadKindName, { maxBytes: number; types: readonly string[]; label: string }>;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Types a browser could execute or render as a page: never served inline under our origin. */
export function isActiveContent(mime: string): boolean {
  return /^(text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml|text\/javascript|application\/javascript|application\/x-javascript|text\/css)/i.test(
    mime,
  );
}
