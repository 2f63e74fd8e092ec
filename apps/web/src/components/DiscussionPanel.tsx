import { liveMessageSendSchema } from "@otp/contract";
import { Button, Empty, Input } from "antd";
import { useEffect, useRef, useState } from "react";
import { feedback } from "../app/feedback";
import { useHideLiveMessage, useLiveMessages, useMuteLiveViewer, useSendLiveMessage } from "./discussionApi";
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
  const messages = useLiveMessages(liveId);
  const [text, setText] = useState("");
  const sendMessage = useSendLiveMessage(liveId, () => setText(""));
  const hide = useHideLiveMessage();
  const mute = useMuteLiveViewer();
  const bottom = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // Keep the newest message in view as messages arrive.
  useEffect(() => {
    if (count) bottom.current?.scrollIntoView({ block: "nearest" });
  }, [count]);

  const send = () => {
    const r = liveMessageSendSchema.safeParse({ liveId, content: text });
    if (!r.success) {
      feedback.warning(r.error.issues[0]?.message ?? "请输入消息内容");
      return;
    }
    void sendMessage.run(r.data);
  };

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
                <Button type="link" size="small" onClick={() => void hide.run(m.id)}>
                  隐藏
                </Button>
                <Button type="link" size="small" danger onClick={() => void mute.run(m)}>
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
          loading={sendMessage.busy}
          onChange={(e) => setText(e.target.value)}
          onSearch={send}
        />
      ) : (
        <p className="live-chat-hint">{closedHint}</p>
      )}
    </section>
  );
}
