import { type ActionType, ProTable } from "@ant-design/pro-components";
import { type AnalysisListInput, type AnalysisRow, TEACHING_TYPE_NAMES } from "@otp/contract";
import { Button, Input, Space } from "antd";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { tableRequest } from "../../../api/table";
import { formatDateTime } from "../../../components/format";
import { isActive, JOB_POLL_MS, listAnalyses } from "../api";
import { pct } from "../classroomFormat";
import { CandidatesDialog } from "../components/CandidatesDialog";
import { JobButtons, JobProgress } from "../components/JobStatus";
import { ScopeFilters } from "../components/ScopeFilters";
import { listFilters, useCourseAnalysis } from "../courseAnalysisStore";
import "../classroom.css";

/**
 * /class-ai-analysis/class-analysis-all and the admin screen 督导 › AI课堂分析: every analysed
 * lesson the caller may see (a teacher their own), with each job's state and the run buttons.
 */
export default function AllAnalysesPage() {
  const scope = useCourseAnalysis();
  const [keyword, setKeyword] = useState<string>();
  const [adding, setAdding] = useState(false);
  const action = useRef<ActionType>(null);
  const params: Partial<AnalysisListInput> = { ...listFilters(scope), keyword };
  return (
    <div className="ca-page">
      <h1 className="ca-title">AI课堂分析</h1>
      <p className="ca-muted">
        由平台的视觉与语音模型分析课堂录像：只统计人数、抬头与举手等行为，不识别身份、不分析情绪。
      </p>
      <Space wrap style={{ marginBottom: 12 }}>
        <ScopeFilters />
        <Input.Search
          allowClear
          placeholder="搜索课堂名称"
          style={{ width: 200 }}
          onSearch={(v) => setKeyword(v.trim() || undefined)}
        />
      </Space>
      <ProTable<AnalysisRow>
        actionRef={action}
        rowKey="id"
        search={false}
        options={{ reload: true, density: false, setting: false }}
        headerTitle="已分析的课堂"
        toolBarRender={() => [
          <Button key="new" type="primary" onClick={() => setAdding(true)}>
            分析新课堂
          </Button>,
          <Link key="mine" to="/class-ai-analysis/my-course-analysis">
            我的课堂分析
          </Link>,
          <Link key="warn" to="/class-ai-analysis/classroom-warning-statistics">
            课堂预警统计
          </Link>,
        ]}
        params={params}
        request={tableRequest(listAnalyses)}
        polling={(rows: readonly AnalysisRow[]) => (rows?.some((r) => isActive(r.status)) ? JOB_POLL_MS : 0)}
        scroll={{ x: 1540 }}
        columns={[
          {
            title: "课堂",
            dataIndex: "title",
            width: 240,
            fixed: "left",
            render: (_, r) =>
              r.status === "done" ? (
                <Link to={`/class-ai-analysis/class-analysis?id=${r.id}`}>{r.title}</Link>
              ) : (
                r.title
              ),
          },
          { title: "状态", dataIndex: "status", width: 170, render: (_, r) => <JobProgress row={r} /> },
          { title: "检测人数", dataIndex: "detected", width: 80, render: (_, r) => r.detected ?? "—" },
          { title: "出勤率", dataIndex: "attendanceRate", width: 80, render: (_, r) => pct(r.attendanceRate) },
          { title: "抬头率", dataIndex: "headUpRate", width: 80, render: (_, r) => pct(r.headUpRate) },
          {
            title: "专注度",
            dataIndex: "concentration",
            width: 70,
            render: (_, r) => r.concentration?.toFixed(0) ?? "—",
          },
          {
            title: "教学类型",
            dataIndex: "teachingType",
            width: 80,
            render: (_, r) => (r.teachingType ? TEACHING_TYPE_NAMES[r.teachingType] : "—"),
          },
          { title: "预警", dataIndex: "warningCount", width: 60 },
          { title: "教师", dataIndex: "teacherName", width: 90 },
          { title: "课程", dataIndex: "courseName", width: 140, render: (_, r) => r.courseName || "—" },
          { title: "班级", dataIndex: "classNames", width: 120, render: (_, r) => r.classNames.join("、") || "—" },
          { title: "上课时间", dataIndex: "lessonAt", width: 150, render: (_, r) => formatDateTime(r.lessonAt) },
          {
            title: "操作",
            valueType: "option",
            width: 200,
            fixed: "right",
            render: (_, r) => (
              <span className="ca-cell-actions">
                <Link to={`/class-ai-analysis/class-analysis?id=${r.id}`}>查看</Link>
                {r.canRun ? <JobButtons row={r} size="small" onDone={() => void action.current?.reload()} /> : null}
              </span>
            ),
          },
        ]}
      />
      <CandidatesDialog
        open={adding}
        onClose={() => {
          setAdding(false);
          void action.current?.reload();
        }}
      />
    </div>
  );
}
