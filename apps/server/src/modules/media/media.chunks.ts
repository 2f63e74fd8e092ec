import { open } from "node:fs/promises";
import { fileExt, UPLOAD_LIMITS, type UploadKindName } from "@otp/contract";
import { AppError, badRequest } from "../../platform/http/errors.js";
import { judge, SNIFF_BYTES, type Sniffed, sniff } from "../../platform/storage/sniff.js";
import type { FileStorage } from "../../platform/storage/storage.js";

/**
 * The bytes of a chunked upload in its temp file: writing a chunk where the last one ended, and
 * checking the content (type from the first bytes, UTF-8 text all the way through).
 */

/** A chunk sent at the wrong offset: the client resumes from `received`. */
export class OffsetMismatch extends AppError {
  constructor(readonly received: number) {
    super(409, `分片位置不正确：服务器已接收${received}字节，请从该位置继续上传`);
  }
}

export function formatBytes(n: number): string {
  if (n >= 1024 ** 3) return `${+(n / 1024 ** 3).toFixed(1)}GB`;
  if (n >= 1024 ** 2) return `${+(n / 1024 ** 2).toFixed(1)}MB`;
  return `${+(n / 1024).toFixed(1)}KB`;
}

/** The refusal of content that is not what its kind and extension say. */
export function contentMismatch(kind: UploadKindName) {
  const rule = UPLOAD_LIMITS[kind];
  return badRequest(`文件内容与扩展名不符，请上传真实的${rule.label}文件（${rule.exts.join("、")}）`);
}

/** Detects the type from the temp file's first bytes and judges it against kind and extension. */
export async function sniffUpload(
  s: { kind: string; fileName: string; size: number },
  file: string,
): Promise<Sniffed | null> {
  const fh = await open(file, "r");
  try {
    const head = Buffer.alloc(Math.min(SNIFF_BYTES, s.size));
    const { bytesRead } = await fh.read(head, 0, head.length, 0);
    // Only the start of a longer file: a multi-byte character may be cut at the end.
    const partial = bytesRead < s.size;
    const verdict = judge(
      s.kind as UploadKindName,
      fileExt(s.fileName),
      await sniff(head.subarray(0, bytesRead), partial),
    );
    return verdict.ok ? verdict.type : null;
  } finally {
    await fh.close();
  }
}

/**
 * Hashes the finished temp file; for text (`utf8`), also checks in the same pass that it is UTF-8
 * without NUL throughout, not only at the start.
 */
export async function hashUpload(
  storage: FileStorage,
  file: string,
  utf8: boolean,
): Promise<{ sha256: string; size: number; textOk: boolean }> {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let textOk = true;
  const { sha256, size } = await storage.hashFile(file, (chunk) => {
    if (!utf8 || !textOk) return;
    if (chunk.includes(0)) textOk = false;
    else {
      try {
        decoder.decode(chunk, { stream: true });
      } catch {
        textOk = false;
      }
    }
  });
  if (utf8 && textOk) {
    try {
      decoder.decode();
    } catch {
      textOk = false;
    }
  }
  return { sha256, size, textOk };
}
