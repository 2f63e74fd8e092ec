import type { ManageResourceItem, MediaInfo, ResourceFile } from "@otp/contract";
import { Progress, Tag, Tooltip } from "antd";
import { useEffect } from "react";
import { mediaSummary } from "../../../components/audit/shared";
import { useInvalidate, useMediaStatus, userKeys } from "../api";

const POLL_MS = 3000;

/** File states of a row (the list carries them), refreshed from media status while processing. */
function useRowFiles(
  row: ManageResourceItem,
): Pick<ResourceFile, "mediaStatus" | "progress" | "fileName">[] | undefined {
  const invalidate = useInvalidate();
  const files = row.fileList;
  const busyIds = (files ?? [])
    .filter((f) => f.mediaStatus === "pending" || f.mediaStatus === "processing")
    .map((f) => f.id);
  const status = useMediaStatus(row.id, busyIds, POLL_MS);
  const finished = status.data?.every((m) => m.status !== "pending" && m.status !== "processing") === true;
  useEffect(() => {
    // Processing done: reload the row (cover and duration come from the processed media).
    if (!finished) return;
    void invalidate(userKeys.myResources());
  }, [finished, invalidate]);
  if (!files) return undefined;
  const byId = new Map<number, MediaInfo>((status.data ?? []).map((m) => [m.fileId, m]));
  return files.map((f) => {
    const m = byId.get(f.id);
    return m ? { ...f, mediaStatus: m.status, progress: m.progress } : f;
  });
}

/** Media processing of a resource's files: progress while transcoding, failed, or ready. */
export function MediaProgress({ row }: { row: ManageResourceItem }) {
  const files = useRowFiles(row);
  const s = mediaSummary(files);
  if (s.state === "processing") {
    return (
      <Tooltip title="正在生成缩略图和网页播放版本，完成后即可预览">
        <div style={{ width: 120 }}>
          <Progress percent={s.progress} size="small" status="active" />
          <span className="user-muted">{files?.some((f) => f.mediaStatus === "processing") ? "处理中" : "排队中"}</span>
        </div>
      </Tooltip>
    );
  }
  if (s.state === "failed") {
    const name = files?.find((f) => f.mediaStatus === "failed")?.fileName;
    return (
      <Tooltip title={name ? `文件“${name}”处理失败，请重新上传` : "处理失败，请重新上传"}>
        <Tag color="red">处理失败</Tag>
      </Tooltip>
    );
  }
  if (s.state === "ready") return <Tag color="green">可播放</Tag>;
  return <span className="user-muted">—</span>;
}
