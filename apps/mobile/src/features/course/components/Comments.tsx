import type { CourseComment } from "@otp/contract";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useAction } from "../../../api/action";
import { loginPath } from "../../../app/redirect";
import { isLoggedIn, useSession } from "../../../app/session";
import { confirm } from "../../../app/toast";
import { ListPage } from "../../../components/ListPage";
import { commentsKey, courseDetailKey, fetchComments, removeComment, saveComment } from "../api";

const COMMENT_MAX = 500;

const when = (iso: string) => {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};

/** 课程评论: the list for everyone, writing for the logged-in (the server checks who may see the course). */
export function Comments({ courseId, count }: { courseId: number; count: number }) {
  const logged = useSession((s) => isLoggedIn(s.user));
  const location = useLocation();
  const [text, setText] = useState("");
  const invalidate = [commentsKey(courseId), courseDetailKey(courseId)];
  const post = useAction(saveComment, { success: "评论已发表", invalidate, onSuccess: () => setText("") });
  const remove = useAction(removeComment, { success: "评论已删除", invalidate });
  const trimmed = text.trim();
  return (
    <section className="m-section">
      <div className="m-section-head">
        <h2>课程评论（{count}）</h2>
      </div>
      {logged ? (
        <form
          className="m-comment-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (trimmed) void post.run({ courseId, content: trimmed });
          }}
        >
          <textarea
            aria-label="评论内容"
            placeholder="写下你的评论"
            maxLength={COMMENT_MAX}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <div className="m-row" style={{ justifyContent: "space-between", alignItems: "center" }}>
            <span className="m-muted">
              {text.length}/{COMMENT_MAX}
            </span>
            <button type="submit" className="m-button" disabled={!trimmed || post.busy}>
              发表
            </button>
          </div>
        </form>
      ) : (
        <p>
          <Link to={loginPath(location.pathname)} className="m-link-button">
            登录后发表评论
          </Link>
        </p>
      )}
      <ListPage<CourseComment>
        queryKey={commentsKey(courseId)}
        pageSize={10}
        fetchPage={(pageNo, pageSize) => fetchComments(courseId, pageNo, pageSize)}
        itemKey={(c) => c.id}
        emptyText="暂无评论"
        renderItem={(c) => (
          <div className="m-comment">
            <div className="m-comment-head">
              <strong>{c.userName}</strong>
              <time className="m-muted" dateTime={c.createdAt}>
                {when(c.createdAt)}
              </time>
            </div>
            <div className="m-comment-body">{c.content}</div>
            {c.canDelete ? (
              <button
                type="button"
                className="m-link-button"
                onClick={async () => {
                  if (await confirm("删除评论", "确定删除这条评论吗？", "删除")) void remove.run(c.id);
                }}
              >
                删除
              </button>
            ) : null}
          </div>
        )}
      />
    </section>
  );
}
