import { Button, Empty, Input, Pagination, Popconfirm, Skeleton } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { useAction } from "../../../api/action";
import { loginRedirect } from "../../../app/guard";
import { isLoggedIn, useSession } from "../../../app/session";
import { UserAvatar } from "../../../components/UserAvatar";
import { courseApi, courseKeys, useCourseComments } from "../api";
import { QueryError } from "./QueryError";

const PAGE_SIZE = 10;
const MAX = 500;

/** 课程评论: newest first, paged; logged-in users post; authors (and editors) delete. */
export function CommentPanel({
  courseId,
  onCountChange,
}: {
  courseId: number;
  /** +1 after posting, -1 after deleting (the page keeps its count without refetching). */
  onCountChange?: (delta: number) => void;
}) {
  const user = useSession((s) => s.user);
  const location = useLocation();
  const [pageNo, setPageNo] = useState(1);
  const [text, setText] = useState("");
  const list = useCourseComments(courseId, pageNo, PAGE_SIZE);
  const invalidate = [courseKeys.commentsOf(courseId)];
  const post = useAction(() => courseApi.saveComment(courseId, text.trim()), {
    success: "评论已发表",
    invalidate,
    onSuccess: () => {
      setText("");
      setPageNo(1);
      onCountChange?.(1);
    },
  });
  const remove = useAction((id: number) => courseApi.deleteComment(id), {
    success: "评论已删除",
    invalidate,
    onSuccess: () => onCountChange?.(-1),
  });

  return (
    <div className="course-comments">
      {isLoggedIn(user) ? (
        <div className="course-comment-form">
          <UserAvatar size={40} src={user.avatarUrl} alt={user.realName} />
          <div className="course-comment-input">
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={MAX}
              showCount
              autoSize={{ minRows: 3, maxRows: 6 }}
              placeholder="说说你对这门课程的看法…"
              aria-label="评论内容"
            />
            <Button
              type="primary"
              disabled={!text.trim()}
              loading={post.busy}
              onClick={() => void post.run(undefined)}
              style={{ alignSelf: "flex-end", marginTop: 28 }}
            >
              发表评论
            </Button>
          </div>
        </div>
      ) : (
        <div className="course-comment-login">
          <Link to={loginRedirect({ pathname: location.pathname, search: location.search })}>登录</Link>
          后可以发表评论
        </div>
      )}
      {list.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : list.isError ? (
        <QueryError error={list.error} what="评论" onRetry={() => list.refetch()} />
      ) : (list.data?.list.length ?? 0) === 0 ? (
        <Empty description="暂无评论，来发表第一条评论吧" />
      ) : (
        <>
          <ul className="course-comment-list">
            {list.data?.list.map((c) => (
              <li key={c.id} className="course-comment">
                <UserAvatar size={40} src={c.avatarUrl} alt={c.userName} />
                <div className="course-comment-body">
                  <div className="course-comment-head">
                    <span className="course-comment-user">{c.userName}</span>
                    <time dateTime={c.createdAt}>{dayjs(c.createdAt).format("YYYY-MM-DD HH:mm")}</time>
                    {c.canDelete ? (
                      <Popconfirm
                        title="删除这条评论？"
                        okText="删除"
                        cancelText="取消"
                        onConfirm={() => remove.run(c.id)}
                      >
                        <Button type="link" size="small" danger className="course-comment-delete">
                          删除
                        </Button>
                      </Popconfirm>
                    ) : null}
                  </div>
                  <p>{c.content}</p>
                </div>
              </li>
            ))}
          </ul>
          {(list.data?.count ?? 0) > PAGE_SIZE ? (
            <Pagination
              className="course-pagination"
              current={pageNo}
              pageSize={PAGE_SIZE}
              total={list.data?.count ?? 0}
              showSizeChanger={false}
              onChange={setPageNo}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
