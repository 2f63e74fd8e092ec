/** Test helpers for the media tests (not used by production code). */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { CSRF_HEADER, CSRF_HEADER_VALUE, TOKEN_NAME, type UploadedFile, type UploadSession } from "@otp/contract";
import { FFMPEG } from "../../platform/media/ffmpeg.js";
import { ok } from "../../test/expect.js";
import type { TestApp } from "../../test/harness.js";

export function putChunk(
  t: TestApp,
  as: string | null,
  uploadId: string,
  offset: number | string,
  payload: Buffer | Readable,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: "PUT",
    url: `/api/l/upload/chunk?uploadId=${encodeURIComponent(uploadId)}&offset=${offset}`,
    headers: {
      "content-type": "application/octet-stream",
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(as ? { cookie: `${TOKEN_NAME}=${as}` } : {}),
      ...headers,
    },
    payload,
  });
}

export async function initUpload(t: TestApp, as: string, kind: string, fileName: string, size: number) {
  return ok<UploadSession>(await t.call("/api/l/upload/init", { kind, fileName, size }, { as }));
}

/** Uploads `bytes` in chunks and completes; fails the test on any answer but a success. */
export async function upload(
  t: TestApp,
  as: string,
  kind: string,
  fileName: string,
  bytes: Buffer,
  chunk = 256 * 1024,
): Promise<UploadedFile> {
  const s = await initUpload(t, as, kind, fileName, bytes.length);
  for (let off = s.received; off < bytes.length; off += chunk) {
    ok(await putChunk(t, as, s.uploadId, off, bytes.subarray(off, off + chunk)));
  }
  return ok<UploadedFile>(await t.call("/api/l/upload/complete", { uploadId: s.uploadId }, { as }));
}

/** A test-pattern clip with a tone, made by the bundled ffmpeg. `extra` are output options. */
export function makeClip(
  dir: string,
  name: string,
  opts: { seconds: number; size?: string; extra?: string[]; audioOnly?: boolean },
): Buffer {
  const out = path.join(dir, name);
  const input = opts.audioOnly
    ? ["-f", "lavfi", "-i", `sine=frequency=440:duration=${opts.seconds}`]
    : [
        "-f",
        "lavfi",
        "-i",
        `testsrc=size=${opts.size ?? "320x180"}:rate=25:duration=${opts.seconds}`,
        "-f",
        "lavfi",
        "-i",
        `sine=frequency=440:duration=${opts.seconds}`,
        "-shortest",
      ];
  execFileSync(FFMPEG, ["-v", "error", "-y", ...input, ...(opts.extra ?? []), out]);
  return readFileSync(out);
}
