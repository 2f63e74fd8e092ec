import {
  auditDecideSchema,
  PUBLISH_STATUS,
  type PublishStatus,
  RESOURCE_KINDS,
  type ResourceFile,
  type ResourceKind,
} from "@otp/contract";

export interface StatusLabel {
  text: string;
  /** antd Tag colour. */
  color: string;
}

/** Publication states of courses and resources as tags (ids as COURSE_STATUS). */
export const PUBLISH_STATUS_LABEL: Record<PublishStatus, StatusLabel> = {
  [PUBLISH_STATUS.DRAFT]: { text: "草稿", color: "default" },
  [PUBLISH_STATUS.PENDING]: { text: "待审核", color: "orange" },
  [PUBLISH_STATUS.PUBLISHED]: { text: "已发布", color: "green" },
  [PUBLISH_STATUS.REJECTED]: { text: "已驳回", color: "red" },
};

/** The tag of a status; an unknown value (a newer server) shows as such instead of breaking the row. */
export function publishStatusLabel(status: number | null | undefined): StatusLabel {
  return PUBLISH_STATUS_LABEL[status as PublishStatus] ?? { text: "未知状态", color: "default" };
}

/** Status filter options: "all" plus the four states. */
export const STATUS_FILTERS: { value: PublishStatus | "all"; label: string }[] = [
  { value: "all", label: "全部" },
  ...Object.entries(PUBLISH_STATUS_LABEL).map(([k, v]) => ({ value: Number(k) as PublishStatus, label: v.text })),
];

/** A draft or a rejected item can be (re)submitted; pending and published ones cannot. */
export function canSubmit(status: number): boolean {
  return status === PUBLISH_STATUS.DRAFT || status === PUBLISH_STATUS.REJECTED;
}

/** The reject reason to show for a row, only when the row is rejected. */
export function visibleRejectReason(row: { status: number; rejectReason?: string | null }): string | null {
  if (row.status !== PUBLISH_STATUS.REJECTED) return null;
  const reason = row.rejectReason?.trim();
  return reason ? reason : null;
}

/**
 * Checks a reject reason with the contract's decide schema (the same rule the server applies):
 * the Chinese message, or null when it is acceptable.
 */
export function rejectReasonError(reason: string): string | null {
  const r = auditDecideSchema.safeParse({ ids: [1], pass: false, reason });
  return r.success ? null : (r.error.issues[0]?.message ?? "请填写驳回理由");
}

export function kindName(kind: number | null | undefined): string {
  return RESOURCE_KINDS.find((k) => k.id === kind)?.name ?? "—";
}

export function isResourceKind(n: number): n is ResourceKind {
  return RESOURCE_KINDS.some((k) => k.id === n);
}

export interface MediaSummary {
  state: "none" | "processing" | "ready" | "failed";
  /** Average progress 0-100 over the files still being processed. */
  progress: number;
}

/**
 * One line for a resource's media processing: failed if any file failed, processing while any
 * file is pending/processing (mean progress of those), ready when every media file is ready,
 * none for resources without processed media (documents, pictures) or unknown file lists.
 */
export function mediaSummary(
  files: readonly Pick<ResourceFile, "mediaStatus" | "progress">[] | undefined,
): MediaSummary {
  if (!files?.length) return { state: "none", progress: 0 };
  if (files.some((f) => f.mediaStatus === "failed")) return { state: "failed", progress: 0 };
  const busy = files.filter((f) => f.mediaStatus === "pending" || f.mediaStatus === "processing");
  if (busy.length) {
    const sum = busy.reduce((s, f) => s + Math.min(100, Math.max(0, f.progress || 0)), 0);
    return { state: "processing", progress: Math.floor(sum / busy.length) };
  }
  if (files.some((f) => f.mediaStatus === "ready")) return { state: "ready", progress: 100 };
  return { state: "none", progress: 0 };
}

/** The one date-time format of the site (YYYY-MM-DD HH:mm); it lives with the other formats. */
export { formatDateTime } from "../format";

/** 125 → "02:05", 3725 → "1:02:05". */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return "";
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const p = (n: number) => String(n).padStart(2, "0");
  return h ? `${h}:${p(m)}:${p(s % 60)}` : `${p(m)}:${p(s % 60)}`;
}
