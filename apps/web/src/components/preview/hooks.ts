import type { ResourceFile } from "@otp/contract";
import { useAreaPic } from "../../api/queries";
import { isLoggedIn, useSession } from "../../app/session";
import { useMediaStatus } from "./previewApi";

/** Poll interval of the media processing status while a file is pending or processing. */
export const MEDIA_POLL_MS = 3000;

export interface PlayerDecor {
  watermarkOn: boolean;
  watermarkText: string;
  intro: { enabled: boolean; imgUrl: string | null; alt: string };
  /** False while the site settings load, so the intro does not flash "disabled" first. */
  ready: boolean;
}

/**
 * The watermark and copyright intro of the site settings (WATERMARK, WATERMARKLOGO). The watermark
 * text is the configured text plus the viewer's name and account, so a recording can be traced;
 * it stays on unless an administrator switched it off.
 */
export function usePlayerDecor(): PlayerDecor {
  const user = useSession((s) => s.user);
  const wm = useAreaPic("WATERMARK");
  const logo = useAreaPic("WATERMARKLOGO");
  const who = isLoggedIn(user) ? `${user.realName} ${user.account}` : "";
  const base = wm.data?.alt?.trim() ?? "";
  return {
    watermarkOn: wm.data?.isUsing !== false,
    watermarkText: [base, who].filter(Boolean).join(" ") || "仅供学习使用",
    intro: {
      enabled: logo.data?.isUsing === true && Boolean(logo.data.imgUrl),
      imgUrl: logo.data?.imgUrl ?? null,
      alt: logo.data?.alt || "版权声明",
    },
    ready: !logo.isLoading,
  };
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
