import { call, urlOf } from "@otp/client/call";
import { ApiError } from "@otp/client/http";
import { type LiveMessage, type LiveMessageEvent, liveEndpoints } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAction } from "../../api/action";

/** The list tabs: status of live.list (2 on air, 1 not started, 3 ended with their recordings). */
export const LIVE_LIST_TABS = [
  { status: 2, title: "直播中" },
  { status: 1, title: "即将开始" },
  { status: 3, title: "已结束" },
] as const;
export type LiveListStatus = (typeof LIVE_LIST_TABS)[number]["status"];

export const liveKeys = {
  list: (status: LiveListStatus) => ["live", "list", status] as const,
  details: (id: number) => ["live", "detail", id] as const,
  detail: (id: number, password: string | undefined) => ["live", "detail", id, password ?? ""] as const,
  messages: (id: number) => ["live", "messages", id] as const,
};

export function fetchLivePage(status: LiveListStatus, pageNo: number, pageSize: number) {
  return call(liveEndpoints.list, { pageNo, pageSize, status }, { silent: true });
}

/** A live (with signed play addresses while it is on and the viewer may watch). */
export function useLiveDetail(id: number, password: string | undefined) {
  return useQuery({
    queryKey: liveKeys.detail(id, password),
    queryFn: () => call(liveEndpoints.detail, password ? { id, password } : { id }, { silent: true }),
    enabled: id > 0,
    retry: (n, e) => !(e instanceof ApiError && e.status >= 400 && e.status < 500) && n < 2,
  });
}

/** The newest messages kept on a phone's screen. */
const MESSAGES_KEPT = 100;

/** The discussion so far (loaded once per visit; new messages arrive over the event stream). */
export function useLiveMessages(id: number, enabled: boolean) {
  return useQuery({
    queryKey: liveKeys.messages(id),
    queryFn: () => call(liveEndpoints.message.list, { liveId: id }, { silent: true }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/**
 * One event stream per open live page (a phone keeps one connection, not the desktop's two): new
 * and hidden messages update the discussion, a state change (began, dropped, back, ended)
 * reloads the live so the page shows the picture, the wait or the end with its recording.
 */
export function useLiveEvents(id: number, enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource(urlOf(liveEndpoints.message.stream, undefined, { liveId: id }));
    source.onmessage = (e) => {
      const event = JSON.parse(e.data as string) as LiveMessageEvent;
      if (event.type === "state") {
        void qc.invalidateQueries({ queryKey: liveKeys.details(id) });
        return;
      }
      qc.setQueryData<LiveMessage[]>(liveKeys.messages(id), (list = []) =>
        event.type === "message"
          ? list.some((m) => m.id === event.message.id)
            ? list
            : [...list, event.message].slice(-MESSAGES_KEPT)
          : list.filter((m) => m.id !== event.id),
      );
    };
    return () => source.close();
  }, [qc, id, enabled]);
}

/** Sends a message; it shows at once (the stream's copy is then skipped). */
export function useSendMessage(id: number, onSent: () => void) {
  const qc = useQueryClient();
  return useAction((content: string) => call(liveEndpoints.message.send, { liveId: id, content }), {
    onSuccess: (m) => {
      qc.setQueryData<LiveMessage[]>(liveKeys.messages(id), (list = []) =>
        list.some((x) => x.id === m.id) ? list : [...list, m],
      );
      onSent();
    },
  });
}

export function useReserveLive(id: number) {
  return useAction((reserve: boolean) => call(liveEndpoints.reserve, { id, reserve }), {
    success: (r) => (r.reserved ? "已预约，直播开始时将通知您" : "已取消预约"),
    invalidate: [liveKeys.details(id)],
  });
}

/** "2026-11-24 09:00" in the phone's time zone. */
export function formatTime(iso: string): string {
  if (!iso) return "";
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

export function statusText(l: { status: number; error: boolean; cancelled: boolean }): string {
  if (l.cancelled) return "已取消";
  if (l.status === 2) return l.error ? "直播中断" : "直播中";
  return l.status === 1 ? "未开始" : "已结束";
}
