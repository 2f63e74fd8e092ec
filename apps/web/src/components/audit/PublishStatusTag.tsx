import { Tag, Tooltip, Typography } from "antd";
import { publishStatusLabel, visibleRejectReason } from "./status";
import "./audit.css";

interface Props {
  status: number;
  rejectReason?: string | null;
  /** Show the reject reason as a line under the tag (owner lists) instead of a tooltip. */
  inlineReason?: boolean;
}

/** 草稿/待审核/已发布/已驳回, with the reject reason of a rejected item. */
export function PublishStatusTag({ status, rejectReason, inlineReason }: Props) {
  const label = publishStatusLabel(status);
  const reason = visibleRejectReason({ status, rejectReason });
  const tag = <Tag color={label.color}>{label.text}</Tag>;
  if (!reason) return tag;
  if (inlineReason) {
    return (
      <div className="publish-status">
        {tag}
        <Typography.Text type="danger" className="publish-status-reason" ellipsis={{ tooltip: reason }}>
          驳回理由：{reason}
        </Typography.Text>
      </div>
    );
  }
  return (
    <Tooltip title={`驳回理由：${reason}`}>
      <span>{tag}</span>
    </Tooltip>
  );
}
