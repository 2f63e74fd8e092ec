import type { NoticeList, NoticeListInput, NoticeReadInput } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../app/session";
import { http, type RequestOptions } from "./http";

export const noticeApi = {
  list: (body: NoticeListInput, o?: RequestOptions) => http.post<NoticeList>("/api/l/base/notice/list", body, o),
  read: (body: NoticeReadInput, o?: RequestOptions) =>
    http.post<{ unread: number }>("/api/l/base/notice/read", body, o),
};

const unreadKey = (userId: number) => ["notice", "unread", userId] as const;

/**
 * The caller's unread notice count: asked once per page load (no polling) and shared by the
 * header menu and the personal centre; the notice page updates it after reading.
 */
export function useUnreadNotices(enabled = true): number {
  const userId = useSession((s) => (s.user && !s.user.isGuest ? s.user.id : 0));
  const q = useQuery({
    queryKey: unreadKey(userId),
    queryFn: async () => (await noticeApi.list({ pageNo: 1, pageSize: 1 }, { silent: true })).unread,
    enabled: enabled && userId > 0,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
  return q.data ?? 0;
}

/** Stores a fresh unread count (from a list or read answer) for the badges. */
export function useSetUnreadNotices(): (unread: number) => void {
  const qc = useQueryClient();
  const userId = useSession((s) => s.user?.id ?? 0);
  return (unread) => qc.setQueryData(unreadKey(userId), unread);
}
