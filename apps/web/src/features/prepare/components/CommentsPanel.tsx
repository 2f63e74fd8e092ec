import type { PlanCommentItem } from "@otp/contract";
import { Button, Empty, List, Popconfirm, Space, Switch, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { feedback } from "../../../app/feedback";
import { ActionLink } from "../../../components/ActionLink";
import { useDeletePlanComment, usePlanComments, useResolvePlanComment } from "../api";

interface Props {
  planId: number;
  canResolve: boolean;
  /** Selects the comment's passage in the live editor; false when it cannot (read-only view). */
  onSelect?(c: PlanCommentItem): boolean;
}

/** The plan's comments; clicking one selects the passage it is anchored to. */
export function CommentsPanel({ planId, canResolve, onSelect }: Props) {
  const [showResolved, setShowResolved] = useState(false);
  const comments = usePlanComments(planId);
  const resolve = useResolvePlanComment(planId);
  const remove = useDeletePlanComment(planId);
  const data = comments.data ?? [];
  const shown = data.filter((c) => showResolved || !c.resolved);
  return (
    <div className="plan-comments">
      <Space className="plan-side-head">
        <Typography.Text strong>评论（{data.filter((c) => !c.resolved).length}）</Typography.Text>
        <Switch size="small" checked={showResolved} onChange={setShowResolved} aria-label="显示已解决" />
        <Typography.Text type="secondary">显示已解决</Typography.Text>
      </Space>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="选中正文后点击“评论”添加" />
      ) : (
        <List
          size="small"
          dataSource={shown}
          renderItem={(c) => (
            <List.Item className={c.resolved ? "plan-comment resolved" : "plan-comment"}>
              <div style={{ width: "100%" }}>
                <button
                  type="button"
                  className="plan-comment-quote"
                  title="定位到原文"
                  onClick={() => {
                    if (onSelect && !onSelect(c)) feedback.error("原文已被删除");
                  }}
                >
                  “{c.quote || "（原文）"}”
                </button>
                <div>{c.body}</div>
                <Space size={8} wrap>
                  <Typography.Text type="secondary">
                    {c.authorName} · {dayjs(c.createdAt).format("MM-DD HH:mm")}
                  </Typography.Text>
                  {c.resolved && <Tag color="green">已解决</Tag>}
                  {canResolve && (
                    <ActionLink onClick={() => resolve.run({ id: c.id, resolved: !c.resolved })}>
                      {c.resolved ? "重新打开" : "解决"}
                    </ActionLink>
                  )}
                  {c.canDelete && (
                    <Popconfirm title="确定删除这条评论？" onConfirm={() => remove.run(c.id)}>
                      <ActionLink>删除</ActionLink>
                    </Popconfirm>
                  )}
                </Space>
              </div>
            </List.Item>
          )}
        />
      )}
      <Button type="link" size="small" onClick={() => void comments.refetch()}>
        刷新评论
      </Button>
    </div>
  );
}
