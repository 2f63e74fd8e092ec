import type { RecommendedResource } from "@otp/contract";
import type { ReactNode } from "react";
import Markdown from "react-markdown";
import { Link } from "react-router";

export interface Message {
  id: number;
  role: "user" | "assistant";
  content: string;
  streaming?: boolean;
  recommend?: RecommendedResource[];
}

/** A recommended resource opens the resource at its second (SPEC §3 `bak1`). */
export function recommendUrl(r: RecommendedResource): string {
  return r.bak1 > 0 ? `/resource/${r.id}?second=${r.bak1}` : `/resource/${r.id}`;
}

const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;

/** Links inside the platform stay in the single-page app; others open in a new tab. */
function MdLink({ href, children, onOpen }: { href?: string; children?: ReactNode; onOpen(): void }) {
  if (href?.startsWith("/")) {
    return (
      <Link to={href} onClick={onOpen}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noreferrer noopener">
      {children}
    </a>
  );
}

/** One message: plain text while it streams, Markdown once finished, then its recommendations. */
export function ChatMessageView({ message: m, onOpen }: { message: Message; onOpen(): void }) {
  return (
    <div className={`otp-chat-msg otp-chat-${m.role}`}>
      <div className="otp-chat-text">
        {m.role === "user" || m.streaming ? (
          <span className="otp-chat-plain">{m.content || "正在思考…"}</span>
        ) : (
          <Markdown
            components={{
              a: ({ href, children }) => (
                <MdLink href={href} onOpen={onOpen}>
                  {children}
                </MdLink>
              ),
            }}
          >
            {m.content}
          </Markdown>
        )}
      </div>
      {!m.streaming && m.recommend?.length ? (
        <div className="otp-chat-recommend">
          {m.recommend.map((r) => (
            <Link key={`${r.id}-${r.bak1}`} to={recommendUrl(r)} className="otp-chat-card" onClick={onOpen}>
              {r.imgUrl ? <img src={r.imgUrl} alt="" /> : <span className="otp-chat-card-img" />}
              <span className="otp-chat-card-name">{r.name}</span>
              {r.bak1 > 0 ? <span className="otp-chat-card-at">从 {clock(r.bak1)} 开始</span> : null}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
