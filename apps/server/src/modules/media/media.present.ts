import {
  endpoints,
  type MediaInfo,
  UPLOAD_CHUNK_BYTES,
  type UploadKindName,
  type UploadSession,
  urlOf,
} from "@otp/contract";
import type { AssetRow, SessionRow } from "./media.queries.js";

/** Output shaping of the media module: rows → contract types. */

export type MediaDetail = MediaInfo & { playFileId: number | null; thumbFileId: number | null };

/** A file's media state; a file never processed (no asset row) reads as status "none". */
export function presentMedia(fileId: number, r: AssetRow | undefined): MediaDetail {
  return {
    fileId,
    status: (r?.status ?? "none") as MediaInfo["status"],
    progress: r?.progress ?? 0,
    duration: r?.duration ?? null,
    width: r?.width ?? null,
    height: r?.height ?? null,
    // Through the checked stream route: a thumbnail of a resource's video is public only
    // while that resource is (GET /api/c/file refuses it otherwise).
    thumbUrl: r?.thumbFileId ? urlOf(endpoints.resource.file.stream, undefined, { id: r.thumbFileId }) : null,
    error: r?.status === "failed" ? "文件处理失败，请重新上传或联系管理员" : null,
    playFileId: r?.playFileId ?? null,
    thumbFileId: r?.thumbFileId ?? null,
  };
}

export function presentSession(s: SessionRow): UploadSession {
  return {
    uploadId: s.id,
    chunkSize: UPLOAD_CHUNK_BYTES,
    received: s.received,
    size: s.size,
    kind: s.kind as UploadKindName,
    fileName: s.fileName,
    expiresAt: s.expiresAt.toISOString(),
  };
}
