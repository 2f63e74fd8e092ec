import { call, urlOf } from "@otp/client/call";
import { announcementEndpoints } from "@otp/contract";
import { useQuery } from "@tanstack/react-query";

export const announcementListKey = ["announcement", "list"] as const;

/** One page of the announcements the reader may see, pinned first. */
export const fetchAnnouncements = (pageNo: number, pageSize: number) =>
  call(announcementEndpoints.list, { pageNo, pageSize: Math.min(pageSize, 50) }, { silent: true });

/** One announcement (its sanitised text and attachments); 404 when the reader may not see it. */
export function useAnnouncement(id: number) {
  return useQuery({
    queryKey: ["announcement", "detail", id],
    queryFn: () => call(announcementEndpoints.detail, { id }, { silent: true }),
    enabled: id > 0,
  });
}

/** The download address of an attachment (the server checks the announcement's audience). */
export const attachmentUrl = (id: number, fileId: number) => urlOf(announcementEndpoints.file, { id, fileId });
