import { liveMessageSendSchema } from "@otp/contract";
import { ErrorBlock, Input } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../../app/toast";
import { useLiveMessages, useSendMessage } from "../api";

/** The live's discussion: the messages so far and new ones as they come; a box to write in. */
export function Discussion({ liveId, canSend, closedHint }: { liveId: number; canSend: boolean; closedHint: string }) {
  const q = useLiveMessages(liveId, true);
  const messages = q.data ?? [];
  const [text, setText] = useState("");
  const send = useSendMessage(liveId, () => setText(""));
  const bottom = useRef<HTMLDivElement>(null);
  const count = messages.length;
  // The newest message stays in view as messages arrive (inside the list only: the page stays put).
  useEffect(() => {
    const list = bottom.current?.parentElement;
    if (count && list) list.scrollTop = list.scrollHeight;
  }, [count]);

  const submit = () => {
    const r = liveMessageSendSchema.safeParse({ liveId, content: text });
    if (!r.success) {
      toast(r.error.issues[0]?.message ?? "请输入消息内容", "fail");
      return;
    }
    void send.run(r.data.content);
  };

  return (
    <section className="m-section" aria-label="直播讨论">
      <div className="m-section-head">
        <h2>直播讨论</h2>
      </div>
      <div className="m-chat-list" aria-live="polite">
        {messages.length === 0 ? <ErrorBlock status="empty" title="还没有人发言" description="" /> : null}
        {messages.map((m) => (
          <div key={m.id} className="m-chat-item">
            <strong>{m.userName}</strong>
            <span>{m.content}</span>
          </div>
        ))}
        <div ref={bottom} />
      </div>
      {canSend ? (
        <form
          className="m-chat-form"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Input
            value={text}
            maxLength={300}
            placeholder="说点什么…"
            aria-label="讨论内容"
            onChange={setText}
            enterKeyHint="send"
          />
          <button type="submit" className="m-button" disabled={send.busy}>
            发送
          </button>
        </form>
      ) : (
        <p className="m-muted">{closedHint}</p>
      )}
    </section>
  );
}
