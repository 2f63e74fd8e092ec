import { type LiveMessage, type LiveMessageEvent, type LiveMessageSendInput, liveEndpoints } from "@otp/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAction } from "../api/action";
import { call, urlOf } from "../api/call";

/** The calls of the live discussion panel (shared by lives and seminar meetings). */
const api = liveEndpoints.message;

export const liveDiscussionKeys = {
  messages: (liveId: number) => ["live", "messages", liveId] as const,
};

/** The newest messages kept on screen. */
const MESSAGES_KEPT = 200;

/**
 * A live's discussion: the messages so far (loaded once per visit), then every new or hidden
 * message in real time over the server-sent event stream while the panel is open.
 */
export function useLiveMessages(liveId: number): LiveMessage[] {
  const qc = useQueryClient();
  const key = liveDiscussionKeys.messages(liveId);
  const q = useQuery({
    queryKey: key,
    queryFn: () => call(api.list, { liveId }, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    const source = new EventSource(urlOf(api.stream, undefined, { liveId }));
    source.onmessage = (e) => {
      const event = JSON.parse(e.data as string) as LiveMessageEvent;
      qc.setQueryData<LiveMessage[]>(liveDiscussionKeys.messages(liveId), (list = []) =>
        event.type === "message"
          ? list.some((m) => m.id === event.message.id)
            ? list
            : [...list, event.message].slice(-MESSAGES_KEPT)
          : event.type === "hidden"
            ? list.filter((m) => m.id !== event.id)
            : list,
      );
    };
    return () => source.close();
  }, [qc, liveId]);
  return q.data ?? [];
}

/** Sends a message; it shows at once (the stream's copy of it is then skipped). */
export function useSendLiveMessage(liveId: number, onSent: () => void) {
  const qc = useQueryClient();
  return useAction((input: LiveMessageSendInput) => call(api.send, input), {
    onSuccess: (m) => {
      qc.setQueryData<LiveMessage[]>(liveDiscussionKeys.messages(liveId), (list = []) =>
        list.some((x) => x.id === m.id) ? list : [...list, m],
      );
      onSent();
    },
  });
}

/** The teacher hides a message for everyone (the stream removes it). */
export function useHideLiveMessage() {
  return useAction((id: number) => call(api.hide, { id }));
}

/** The teacher mutes the writer of a message. */
export function useMuteLiveViewer() {
  return useAction((m: LiveMessage) => call(api.mute, { liveId: m.liveId, userId: m.userId, mute: true }), {
    success: (_r, m) => `已禁言 ${m.userName}`,
  });
}
