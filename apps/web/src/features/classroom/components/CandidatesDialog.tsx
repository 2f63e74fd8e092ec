import type { LessonCandidate } from "@otp/contract";
import { Button, Input, Modal, Table, Tooltip } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { formatDateTime } from "../../../components/format";
import { isActive, useCandidates, useRunAnalysis } from "../api";
import { duration } from "../classroomFormat";
import { StatusTag } from "./JobStatus";

/** 分析新课堂: the recordings the caller may analyse, each with a run button. */
export function CandidatesDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [input, setInput] = useState({ pageNo: 1, pageSize: 10, keyword: undefined as string | undefined });
  const q = useCandidates(input, open);
  const run = useRunAnalysis();
  const [running, setRunning] = useState<number | null>(null);
  const start = async (r: LessonCandidate) => {
    setRunning(r.resourceId);
    await run.run(r.resourceId);
    setRunning(null);
  };
  return (
    <Modal open={open} title="分析新课堂" width={860} onCancel={onClose} footer={null} destroyOnHidden>
      <Input.Search
        placeholder="按名称搜索课堂录像"
        allowClear
        style={{ marginBottom: 12, maxWidth: 320 }}
        onSearch={(v) => setInput((s) => ({ ...s, pageNo: 1, keyword: v.trim() || undefined }))}
      />
      <Table<LessonCandidate>
        rowKey="resourceId"
        size="small"
        loading={q.isFetching}
        dataSource={q.data?.list ?? []}
        locale={{ emptyText: q.error ? q.error.message : "没有可分析的课堂录像（需要已转码的视频资源或直播录像）" }}
        pagination={{
          current: input.pageNo,
          pageSize: input.pageSize,
          total: q.data?.count ?? 0,
          onChange: (pageNo, pageSize) => setInput((s) => ({ ...s, pageNo, pageSize })),
        }}
        columns={[
          { title: "课堂录像", dataIndex: "title" },
          { title: "教师", dataIndex: "teacherName", width: 100 },
          {
            title: "来源",
            dataIndex: "source",
            width: 80,
            render: (v: string) => (v === "live" ? "直播录像" : "资源"),
          },
          { title: "时长", dataIndex: "duration", width: 90, render: (v: number) => duration(v) },
          { title: "上传时间", dataIndex: "createdAt", width: 150, render: (v: string) => formatDateTime(v) },
          {
            title: "分析",
            width: 190,
            render: (_: unknown, r) => (
              <span className="ca-cell-actions">
                {r.status ? <StatusTag status={r.status} /> : null}
                {!r.canRun ? (
                  // A recording of another teacher's live: that teacher's lesson, and their analysis.
                  <Tooltip title={`这是${r.teacherName || "其他教师"}授课的课堂，由授课教师或督导管理员分析`}>
                    <span className="ca-muted">由授课教师分析</span>
                  </Tooltip>
                ) : null}
                {r.canRun && r.analysisId && r.status === "done" ? (
                  <Link to={`/class-ai-analysis/class-analysis?id=${r.analysisId}`}>查看</Link>
                ) : null}
                {isActive(r.status) || !r.canRun ? null : (
                  <Button size="small" type="primary" loading={running === r.resourceId} onClick={() => void start(r)}>
                    {r.analysisId ? "重新分析" : "分析"}
                  </Button>
                )}
              </span>
            ),
          },
        ]}
      />
    </Modal>
  );
}
