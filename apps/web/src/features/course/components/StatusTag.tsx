import { COURSE_STATUS, PUBLISH_STATUS, type PublishStatus } from "@otp/contract";
import { Tag } from "antd";

const COLOR: Record<PublishStatus, string> = {
  [PUBLISH_STATUS.DRAFT]: "default",
  [PUBLISH_STATUS.PENDING]: "gold",
  [PUBLISH_STATUS.PUBLISHED]: "green",
  [PUBLISH_STATUS.REJECTED]: "red",
};

export function statusName(status: PublishStatus): string {
  return COURSE_STATUS.find((s) => s.id === status)?.name ?? "未知";
}

/** 草稿 / 待审核 / 已发布 / 已驳回. */
export function StatusTag({ status }: { status: PublishStatus }) {
  return (
    <Tag color={COLOR[status]} style={{ marginInlineEnd: 0 }}>
      {statusName(status)}
    </Tag>
  );
}
