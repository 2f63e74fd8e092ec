import type { LiveMessage, LiveMessageEvent } from "@otp/contract";
import { liveMessageSendSchema } from "@otp/contract";
import { Button, Empty, Input } from "antd";
import { useEffect, useRef, useState } from "react";
import { http } from "../api/http";
import { feedback } from "../app/feedback";
import "./DiscussionPanel.css";

/** The live discussion: messages in real time (SSE); the teacher hides messages. */
export function DiscussionPanel({
  liveId,
  canSend,
  canModerate,
  closedHint,
}: {
  liveId: number;
  canSend: boolean;
  canModerate: boolean;
  /** Why the viewer cannot write (not signed in, or the live ended). */
  closedHint: string;
}) {
  const [messages, setMessages] = useState<LiveMessage[]>([]);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let closed = false;
    void http
      .post<LiveMessage[]>("/api/c/live/message/list", { liveId }, { silent: true })
      .then((list) => !closed && setMessages(list))
      .catch(() => {});
    const source = new EventSource(`/api/c/live/message/stream?liveId=${liveId}`);
    source.onmessage = (e) => {
      const event = JSON.parse(e.data as string) as LiveMessageEvent;
      setMessages((list) =>
        event.type === "message"
          ? list.some((m) => m.id === event.message.id)
            ? list
            : [...list, event.message].slice(-200)
          : list.filter((m) => m.id !== event.id),
      );
    };
    return () => {
      closed = true;
      source.close();
    };
  }, [liveId]);
  const count = messages.length;
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (count) bottom.current?.scrollIntoView({ block: "nearest" });
  }, [count]);

  const send = async () => {
    const r = liveMessageSendSchema.safeParse({ liveId, content: text });
    if (!r.success) {
      feedback.warning(r.error.issues[0]?.message ?? "请输入消息内容");
      return;
    }
    setSending(true);
    try {
      const m = await http.post<LiveMessage>("/api/l/live/message/send", r.data);
      setMessages((list) => (list.some((x) => x.id === m.id) ? list : [...list, m]));
      setText("");
    } finally {
      setSending(false);
    }
  };
  const hide = (id: number) => void http.post("/api/l/live/message/hide", { id }).catch(() => {});
  const mute = (m: LiveMessage) =>
    void http
      .post("/api/l/live/message/mute", { liveId: m.liveId, userId: m.userId, mute: true })
      .then(() => feedback.success(`已禁言 ${m.userName}`))
      .catch(() => {});

  return (
    <section className="live-chat" aria-label="直播讨论">
      <h2>直播讨论</h2>
      <div className="live-chat-list">
        {messages.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有人发言" /> : null}
        {messages.map((m) => (
          <div key={m.id} className="live-chat-item">
            <strong>{m.userName}</strong>
            <span>{m.content}</span>
            {canModerate ? (
              <>
                <Button type="link" size="small" onClick={() => hide(m.id)}>
                  隐藏
                </Button>
                <Button type="link" size="small" danger onClick={() => mute(m)}>
                  禁言
                </Button>
              </>
            ) : null}
          </div>
        ))}
        <div ref={bottom} />
      </div>
      {canSend ? (
        <Input.Search
          value={text}
          maxLength={300}
          placeholder="说点什么…"
          enterButton="发送"
          loading={sending}
          onChange={(e) => setText(e.target.value)}
          onSearch={() => void send().catch(() => {})}
        />
      ) : (
        <p className="live-chat-hint">{closedHint}</p>
      )}
    </section>
  );
}
