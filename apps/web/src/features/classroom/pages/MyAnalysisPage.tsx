import { ST_DEFAULTS, TEACHING_TYPE_NAMES } from "@otp/contract";
import { Select, Table } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useKvOptions } from "../../../api/kv";
import { formatDateTime } from "../../../components/format";
import { QueryState } from "../../../components/QueryState";
import { useMyAnalysis } from "../api";
import { pct } from "../classroomFormat";
import { ChartFigure } from "../components/ChartFigure";
import { Failed } from "../components/Failed";
import { rtChChart } from "../lessonCharts";
import { trendChart, typesChart } from "../trendCharts";
import "../classroom.css";

/** /class-ai-analysis/my-course-analysis: the caller's own analysed lessons and their trends. */
export default function MyAnalysisPage() {
  const [termId, setTermId] = useState<number>();
  const terms = useKvOptions("term");
  const q = useMyAnalysis(termId);
  return (
    <div className="ca-page">
      <h1 className="ca-title">我的课堂分析</h1>
      <Select
        allowClear
        placeholder="全部学期"
        aria-label="学期"
        style={{ width: 200, marginBottom: 12 }}
        options={terms}
        value={termId}
        onChange={setTermId}
      />
      <QueryState
        query={q}
        failed={<Failed error={q.error} onRetry={() => void q.refetch()} />}
        isEmpty={(d) => d.lessons.length === 0}
        empty={
          <span>
            还没有分析过的课堂，<Link to="/class-ai-analysis/class-analysis-all">去分析一节课</Link>
          </span>
        }
      >
        {(d) => (
          <>
            <div className="ca-charts">
              <ChartFigure title="出勤率、抬头率与讲授占比（%）" {...trendChart(d.lessons)} />
              <ChartFigure title="专注度" {...trendChart(d.lessons, "concentration")} />
              <ChartFigure title="教学类型分布" {...typesChart(d.types)} />
              <ChartFigure
                title="各课 Rt-Ch"
                {...rtChChart(
                  d.lessons
                    .filter((l) => l.rt !== null && l.ch !== null)
                    .map((l) => ({ name: l.title, rt: l.rt ?? 0, ch: l.ch ?? 0 })),
                  ST_DEFAULTS,
                )}
              />
            </div>
            <Table
              rowKey="id"
              size="small"
              dataSource={d.lessons}
              pagination={{ pageSize: 20 }}
              columns={[
                {
                  title: "课堂",
                  dataIndex: "title",
                  render: (_: string, r) => <Link to={`/class-ai-analysis/class-analysis?id=${r.id}`}>{r.title}</Link>,
                },
                { title: "上课时间", dataIndex: "lessonAt", width: 160, render: (v: string) => formatDateTime(v) },
                { title: "出勤率", dataIndex: "attendanceRate", width: 90, render: (v: number | null) => pct(v) },
                { title: "抬头率", dataIndex: "headUpRate", width: 90, render: (v: number | null) => pct(v) },
                {
                  title: "专注度",
                  dataIndex: "concentration",
                  width: 90,
                  render: (v: number | null) => v?.toFixed(0) ?? "—",
                },
                { title: "讲授占比", dataIndex: "lectureShare", width: 90, render: (v: number | null) => pct(v) },
                {
                  title: "教学类型",
                  dataIndex: "teachingType",
                  width: 90,
                  render: (v: keyof typeof TEACHING_TYPE_NAMES | null) => (v ? TEACHING_TYPE_NAMES[v] : "—"),
                },
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
