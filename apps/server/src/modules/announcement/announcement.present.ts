import {
  type AnnouncementAdminItem,
  type AnnouncementAttachment,
  type AnnouncementAudience,
  type AnnouncementCard,
  type AnnouncementState,
  endpoints,
  urlOf,
} from "@otp/contract";
import type { AnnouncementRow, CardRow } from "./announcement.queries.js";

/** Pure output shaping of the announcement module. */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function toCard(r: CardRow): AnnouncementCard {
  return {
    id: r.id,
    title: r.title,
    summary: r.summary,
    pinned: r.pinned,
    publishAt: iso(r.publishAt),
    readCount: r.readCount,
    attachmentCount: r.attachmentCount,
  };
}

export function stateOf(
  r: Pick<AnnouncementRow, "published" | "publishAt" | "expireAt">,
  now: Date,
): AnnouncementState {
  if (!r.published) return "draft";
  if (r.expireAt && r.expireAt <= now) return "expired";
  if (r.publishAt && r.publishAt > now) return "scheduled";
  return "published";
}

type AdminRow = CardRow &
  Pick<AnnouncementRow, "published" | "audience" | "orgIds" | "expireAt" | "ownerId" | "updatedAt">;

export function toAdminItem(r: AdminRow, names: Map<number, { realName: string }>, now: Date): AnnouncementAdminItem {
  return {
    ...toCard(r),
    state: stateOf(r, now),
    audience: r.audience as AnnouncementAudience,
    orgIds: r.orgIds,
    expireAt: iso(r.expireAt),
    authorName: names.get(r.ownerId)?.realName ?? "",
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toAttachments(
  announcementId: number,
  order: number[],
  files: { id: number; name: string; size: number }[],
): AnnouncementAttachment[] {
  const byId = new Map(files.map((f) => [f.id, f]));
  return order.flatMap((id) => {
    const f = byId.get(id);
    return f
      ? [
          {
            id: f.id,
            name: f.name,
            size: f.size,
            url: urlOf(endpoints.announcement.file, { id: announcementId, fileId: f.id }),
          },
        ]
      : [];
  });
}

/** The plain-text start of the content shown in lists. */
export function summaryOf(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
