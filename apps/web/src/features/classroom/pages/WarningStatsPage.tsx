import { WARNING_RULE_NAMES, WARNING_RULES, type WarningRow, type WarningRule } from "@otp/contract";
import { Button, DatePicker, Select, Space, Table, Tag } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { Link } from "react-router";
import { triggerDownload } from "../../../components/download";
import { formatDateTime } from "../../../components/format";
import { QueryState } from "../../../components/QueryState";
import { useWarningStats, warningsExportUrl } from "../api";
import { clock } from "../classroomFormat";
import { ChartFigure } from "../components/ChartFigure";
import { Failed } from "../components/Failed";
import { ScopeFilters } from "../components/ScopeFilters";
import { useCourseAnalysis } from "../courseAnalysisStore";
import { barChart } from "../lessonCharts";
import { dayChart } from "../trendCharts";
import "../classroom.css";

const ruleOptions = WARNING_RULES.map((r) => ({ value: r, label: WARNING_RULE_NAMES[r] }));

/** /class-ai-analysis/classroom-warning-statistics: warnings by rule, class, teacher and day. */
export default function WarningStatsPage() {
  const scope = useCourseAnalysis();
  const [rule, setRule] = useState<WarningRule>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const filters = {
    orgId: scope.organizationId,
    termId: scope.termId,
    teacherId: scope.teacherId,
    classId: scope.classId,
    rule,
    from: range?.[0]?.format("YYYY-MM-DD"),
    to: range?.[1]?.format("YYYY-MM-DD"),
  };
  // The page number belongs to the filters it was chosen under: other filters start at page 1.
  const filterKey = JSON.stringify(filters);
  const [paging, setPage] = useState({ key: filterKey, pageNo: 1, pageSize: 20 });
  const page = { pageNo: paging.key === filterKey ? paging.pageNo : 1, pageSize: paging.pageSize };
  const input = { ...page, ...filters };
  const q = useWarningStats(input);
  return (
    <div className="ca-page">
      <h1 className="ca-title">课堂预警统计</h1>
      <Space wrap style={{ marginBottom: 12 }}>
        <ScopeFilters show={["teacher", "class"]} />
        <Select
          allowClear
          aria-label="预警规则"
          placeholder="全部规则"
          style={{ width: 160 }}
          options={ruleOptions}
          value={rule}
          onChange={setRule}
        />
        <DatePicker.RangePicker aria-label="日期范围" value={range} onChange={(v) => setRange(v)} />
        <Button onClick={() => triggerDownload(warningsExportUrl(input), "课堂预警.xlsx")}>导出Excel</Button>
      </Space>
      <QueryState query={q} failed={<Failed error={q.error} onRetry={() => void q.refetch()} />} isEmpty={() => false}>
        {(d) => (
          <>
            <div className="ca-charts">
              <ChartFigure
                title="按规则"
                {...barChart(
                  d.byRule.map((r) => ({ name: r.name, value: r.count })),
                  "预警数",
                )}
              />
              <ChartFigure title="按日期" {...dayChart(d.byDay)} />
              <ChartFigure
                title="按教师"
                {...barChart(
                  d.byTeacher.map((r) => ({ name: r.name, value: r.count })),
                  "预警数",
                )}
              />
              <ChartFigure
                title="按班级"
                {...barChart(
                  d.byClass.map((r) => ({ name: r.name, value: r.count })),
                  "预警数",
                )}
              />
            </div>
            <Table<WarningRow>
              rowKey="id"
              size="small"
              dataSource={d.list}
              locale={{ emptyText: "所选范围内没有课堂预警" }}
              pagination={{
                current: page.pageNo,
                pageSize: page.pageSize,
                total: d.count,
                onChange: (pageNo, pageSize) => setPage({ key: filterKey, pageNo, pageSize }),
              }}
              columns={[
                { title: "规则", dataIndex: "ruleName", width: 130, render: (v: string) => <Tag color="red">{v}</Tag> },
                {
                  title: "课堂",
                  dataIndex: "title",
                  render: (_: string, r) => (
                    <Link to={`/class-ai-analysis/class-analysis?id=${r.analysisId}`}>{r.title}</Link>
                  ),
                },
                { title: "教师", dataIndex: "teacherName", width: 90 },
                { title: "班级", dataIndex: "classNames", width: 140, render: (v: string[]) => v.join("、") || "—" },
                { title: "上课时间", dataIndex: "lessonAt", width: 150, render: (v: string) => formatDateTime(v) },
                {
                  title: "时刻",
                  dataIndex: "at",
                  width: 70,
                  render: (v: number | null) => (v === null ? "全课" : clock(v)),
                },
                { title: "说明", dataIndex: "message" },
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
