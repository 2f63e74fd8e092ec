import { CloseOutlined, FileSearchOutlined, RobotOutlined, SendOutlined, StopOutlined } from "@ant-design/icons";
import { CHAT_BUBBLE_DELAY_MS, CHAT_MAX_CHARS, CHAT_SEND_LOCK_MS, type RecommendedResource } from "@otp/contract";
import { Button, Input } from "antd";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useLoginInfo } from "../../../app/useLoginInfo";
import { closeChat, streamChat } from "../chatApi";
import { welcomeFor } from "../chatWelcome";
import "../ai.css";
import { ChatMessageView, type Message } from "./ChatMessage";
import { OcrDialog } from "./OcrDialog";

/**
 * The AI chat assistant (SPEC §2): the bubble appears 10 s after each route change with the
 * area's welcome; one question at a time; empty input and sends within the 500 ms lock or while
 * an answer loads are ignored; answers stream in as text, then render as Markdown with the
 * recommended resources, which open the resource at their second.
 */
export function ChatAssistant() {
  const { pathname } = useLocation();
  const siteWelcome = useLoginInfo().data?.baseInfo.welcome;
  const [bubble, setBubble] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [messages, setMessages] = useState<Message[]>([]);
  const [loading, setLoading] = useState(false);
  const [ocrOpen, setOcrOpen] = useState(false);
  const lastSend = useRef(0);
  // SPEC §7: the first message sends "", the server starts a conversation and its events carry the id.
  const session = useRef("");
  const running = useRef<{ abort: AbortController; requestID?: string } | null>(null);
  const listEnd = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts on each route change
  useEffect(() => {
    setBubble(false);
    const timer = setTimeout(() => setBubble(true), CHAT_BUBBLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest text as it streams
  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: "end" });
  }, [messages]);

  useEffect(() => () => running.current?.abort.abort(), []);

  const update = (fn: (m: Message) => Message) =>
    setMessages((list) => [...list.slice(0, -1), fn(list.at(-1) as Message)]);

  async function send() {
    const question = text.trim();
    const now = Date.now();
    if (!question || loading || now - lastSend.current < CHAT_SEND_LOCK_MS) return;
    lastSend.current = now;
    setText("");
    setLoading(true);
    setMessages((list) => [
      ...list,
      { id: now, role: "user", content: question },
      { id: now + 1, role: "assistant", content: "", streaming: true },
    ]);
    const abort = new AbortController();
    running.current = { abort };
    try {
      await streamChat(
        { modelName: "default", sessionID: session.current, messageInfo: { roleInfo: "user", contentInfo: question } },
        (e) => {
          if (running.current) running.current.requestID = e.requestID;
          if (e.sessionID) session.current = e.sessionID;
          update((m) => ({
            ...m,
            content: m.content + e.content,
            recommend: e.recommend ?? m.recommend,
            streaming: !e.finished,
          }));
        },
        abort.signal,
      );
    } catch (err) {
      if (!abort.signal.aborted) {
        update((m) => ({ ...m, content: m.content || (err as Error).message || "智能助手暂时无法回答，请稍后再试" }));
      }
    } finally {
      update((m) => ({ ...m, streaming: false }));
      running.current = null;
      setLoading(false);
    }
  }

  function stop() {
    const r = running.current;
    if (!r) return;
    r.abort.abort();
    if (r.requestID) void closeChat(r.requestID);
    update((m) => ({ ...m, content: `${m.content}\n\n（已停止回答）`, streaming: false }));
  }

  const welcome = welcomeFor(pathname, siteWelcome);

  return (
    <>
      {bubble && !open ? (
        <div className="otp-chat-bubble" data-testid="chat-bubble">
          <button type="button" className="otp-chat-bubble-text" onClick={() => setOpen(true)}>
            {welcome}
          </button>
          <Button
            type="primary"
            shape="circle"
            size="large"
            icon={<RobotOutlined />}
            aria-label="打开智能助手"
            onClick={() => setOpen(true)}
          />
        </div>
      ) : null}
      {open ? (
        <section className="otp-chat-popup" aria-label="智能助手">
          <header className="otp-chat-head">
            <span>
              <RobotOutlined /> 智能助手
            </span>
            <span>
              <Button type="text" size="small" icon={<FileSearchOutlined />} onClick={() => setOcrOpen(true)}>
                截图识字
              </Button>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label="关闭"
                onClick={() => setOpen(false)}
              />
            </span>
          </header>
          <div className="otp-chat-list">
            <div className="otp-chat-msg otp-chat-assistant">
              <div className="otp-chat-text">{welcome}</div>
            </div>
            {messages.map((m) => (
              <ChatMessageView key={m.id} message={m} onOpen={() => setOpen(false)} />
            ))}
            <div ref={listEnd} />
          </div>
          <footer className="otp-chat-input">
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={CHAT_MAX_CHARS}
              autoSize={{ minRows: 1, maxRows: 4 }}
              placeholder="输入问题，按 Enter 发送"
              onPressEnter={(e) => {
                if (e.shiftKey) return;
                e.preventDefault();
                void send();
              }}
            />
            {loading ? (
              <Button icon={<StopOutlined />} onClick={stop}>
                停止
              </Button>
            ) : (
              <Button type="primary" icon={<SendOutlined />} onClick={() => void send()}>
                发送
              </Button>
            )}
          </footer>
        </section>
      ) : null}
      <OcrDialog open={ocrOpen} onClose={() => setOcrOpen(false)} />
    </>
  );
}

export type { RecommendedResource };
