import { type NoticeList, type NoticeListInput, noticeEndpoints } from "@otp/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSession } from "../app/session";
import { useAction } from "./action";
import { call } from "./call";

const api = noticeEndpoints;

/** Query keys of the caller's notices. */
export const noticeKeys = {
  all: ["notice"] as const,
  lists: () => [...noticeKeys.all, "list"] as const,
  list: (input: NoticeListInput) => [...noticeKeys.lists(), input] as const,
  unread: (userId: number) => [...noticeKeys.all, "unread", userId] as const,
};

/**
 * The caller's unread notice count: asked once per page load (no polling) and shared by the
 * header menu and the personal centre; the notice page updates it after reading.
 */
export function useUnreadNotices(enabled = true): number {
  const userId = useSession((s) => (s.user && !s.user.isGuest ? s.user.id : 0));
  const q = useQuery({
    queryKey: noticeKeys.unread(userId),
    queryFn: async () => (await call(api.list, { pageNo: 1, pageSize: 1 }, { silent: true })).unread,
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
  return (unread) => qc.setQueryData(noticeKeys.unread(userId), unread);
}

/** A page of the caller's notices (always fresh: reading elsewhere changes it). */
export function useNoticeList(input: NoticeListInput) {
  return useQuery({
    queryKey: noticeKeys.list(input),
    queryFn: () => call(api.list, input),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Marks one notice read in the cached page, and the badges' count. */
export function useReadNotice(input: NoticeListInput) {
  const qc = useQueryClient();
  const setUnread = useSetUnreadNotices();
  return useAction((id: number) => call(api.read, { ids: [id] }), {
    onSuccess: (r, id) => {
      const readAt = new Date().toISOString();
      qc.setQueryData<NoticeList>(noticeKeys.list(input), (old) =>
        old ? { ...old, unread: r.unread, list: old.list.map((x) => (x.id === id ? { ...x, readAt } : x)) } : old,
      );
      setUnread(r.unread);
    },
  });
}

/** Marks every notice read. */
export function useReadAllNotices() {
  const setUnread = useSetUnreadNotices();
  return useAction(() => call(api.read, { all: true }), {
    success: "已全部标为已读",
    invalidate: [noticeKeys.lists()],
    onSuccess: (r) => setUnread(r.unread),
  });
}
