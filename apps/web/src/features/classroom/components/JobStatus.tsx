import { ANALYSIS_STATUS_NAMES, type AnalysisRow, type AnalysisStatus } from "@otp/contract";
import { Button, Popconfirm, Progress, Space, Tag } from "antd";
import { isActive, useCancelAnalysis, useRunAnalysis } from "../api";

const STATUS_COLORS: Record<AnalysisStatus, string> = {
  queued: "default",
  running: "processing",
  done: "success",
  failed: "error",
  cancelled: "warning",
};

export function StatusTag({ status }: { status: AnalysisStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{ANALYSIS_STATUS_NAMES[status]}</Tag>;
}

/** A job's state with its progress and stage while it runs, and the reason when it failed. */
export function JobProgress({ row }: { row: Pick<AnalysisRow, "status" | "progress" | "stage" | "error"> }) {
  return (
    <div className="ca-job">
      <StatusTag status={row.status} />
      {isActive(row.status) ? (
        <>
          <Progress percent={Math.round(row.progress)} size="small" style={{ width: 160, margin: 0 }} />
          <span className="ca-muted">{row.stage}</span>
        </>
      ) : null}
      {row.status === "failed" && row.error ? <span className="ca-error">{row.error}</span> : null}
    </div>
  );
}

/** 分析 / 重新分析 / 取消 for one lesson (only shown when the caller may run it). */
export function JobButtons({
  row,
  size = "middle",
  onDone,
}: {
  row: Pick<AnalysisRow, "id" | "resourceId" | "status">;
  size?: "small" | "middle";
  /** After a run or a cancel succeeded (a ProTable reloads itself). */
  onDone?(): void;
}) {
  const run = useRunAnalysis(onDone);
  const cancel = useCancelAnalysis(onDone);
  if (isActive(row.status))
    return (
      <Popconfirm title="确定取消这节课的分析吗？" onConfirm={() => void cancel.run(row.id)}>
        <Button size={size} danger loading={cancel.busy}>
          取消分析
        </Button>
      </Popconfirm>
    );
  return (
    <Space>
      <Button size={size} loading={run.busy} onClick={() => void run.run(row.resourceId)}>
        {row.status === "done" || row.status === "failed" || row.status === "cancelled" ? "重新分析" : "开始分析"}
      </Button>
    </Space>
  );
}
