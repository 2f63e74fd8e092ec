import { type PlayerDecor, playerDecor } from "@otp/client/watermark";
import type { ResourceFile } from "@otp/contract";
import { useAreaPic } from "../../api/queries";
import { isLoggedIn, useSession } from "../../app/session";
import { useMediaStatus } from "./previewApi";

/** Poll interval of the media processing status while a file is pending or processing. */
export const MEDIA_POLL_MS = 3000;

export type { PlayerDecor };

/** The site's watermark and copyright intro for the current viewer (packages/client playerDecor). */
export function usePlayerDecor(): PlayerDecor {
  const user = useSession((s) => s.user);
  const wm = useAreaPic("WATERMARK");
  const logo = useAreaPic("WATERMARKLOGO");
  return playerDecor(wm.data, logo.data, isLoggedIn(user) ? user : null, logo.isLoading);
}

export function useLoggedIn(): boolean {
  return isLoggedIn(useSession((s) => s.user));
}

export function isProcessing(status: string | undefined): boolean {
  return status === "pending" || status === "processing";
}

/**
 * The processing state of media files: starts from what the resource detail said and polls
 * the media status every 3 s while any file is pending or processing.
 */
export function useMediaProgress(files: readonly Pick<ResourceFile, "id" | "mediaStatus" | "progress">[]) {
  const ids = files.map((f) => f.id);
  const initiallyBusy = files.some((f) => isProcessing(f.mediaStatus));
  const q = useMediaStatus(ids, initiallyBusy && ids.length > 0, (m) => isProcessing(m.status), MEDIA_POLL_MS);
  const byId = new Map<number, { status: string; progress: number; error: string | null }>();
  for (const f of files) byId.set(f.id, { status: f.mediaStatus, progress: f.progress, error: null });
  for (const m of q.data ?? []) byId.set(m.fileId, { status: m.status, progress: m.progress, error: m.error });
  return byId;
}
