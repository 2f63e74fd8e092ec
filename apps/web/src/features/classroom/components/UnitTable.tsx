import {
  dominantType,
  formatMetric,
  type MultiLevel,
  RESEARCH_UNIT_NAMES,
  type ResearchMetric,
  type ResearchUnitRow,
  TEACHING_TYPE_NAMES,
  WARNING_RULE_NAMES,
  WARNING_RULES,
} from "@otp/contract";
import { Table, Tooltip } from "antd";
import type { ColumnsType } from "antd/es/table";

const byMetric =
  (metric: ResearchMetric) =>
  (a: ResearchUnitRow, b: ResearchUnitRow): number =>
    (a.measures[metric] ?? Number.NEGATIVE_INFINITY) - (b.measures[metric] ?? Number.NEGATIVE_INFINITY);

const metricColumn = (metric: ResearchMetric, title: string): ColumnsType<ResearchUnitRow>[number] => ({
  title,
  key: metric,
  align: "right",
  sorter: byMetric(metric),
  render: (_, r) => formatMetric(metric, r.measures[metric]),
});

/** What clicking a unit opens, in words (the drill-down's next level). */
const DRILL_TEXT: Record<MultiLevel, string> = {
  college: "查看该学院的教研室",
  department: "查看该教研室的课程",
  course: "查看该课程的教师",
  teacher: "查看该教师的课堂",
};

/**
 * Every unit of a level with its AI measures and, beside them, the supervision module's mean
 * evaluation score, so a leader reads both. The unit's name drills down one level.
 */
export function UnitTable({
  level,
  rows,
  selectedId,
  onDrill,
}: {
  level: MultiLevel;
  rows: ResearchUnitRow[];
  selectedId?: number;
  onDrill(row: ResearchUnitRow): void;
}) {
  const columns: ColumnsType<ResearchUnitRow> = [
    {
      title: RESEARCH_UNIT_NAMES[level],
      key: "name",
      fixed: "left",
      render: (_, r) => (
        <button
          type="button"
          className="ca-link ca-research-drill"
          title={DRILL_TEXT[level]}
          aria-label={`${r.name}：${DRILL_TEXT[level]}`}
          onClick={() => onDrill(r)}
        >
          {r.name}
        </button>
      ),
    },
    ...(level === "course" || level === "teacher"
      ? [{ title: "所属", key: "org", render: (_: unknown, r: ResearchUnitRow) => r.orgName || "—" }]
      : []),
    {
      title: "课堂数",
      key: "lessons",
      align: "right",
      sorter: (a, b) => a.measures.lessons - b.measures.lessons,
      render: (_, r) => r.measures.lessons,
    },
    metricColumn("attendanceRate", "出勤率"),
    metricColumn("headUpRate", "抬头率"),
    metricColumn("concentration", "专注度"),
    metricColumn("lectureShare", "讲授占比"),
    metricColumn("studentShare", "学生语言占比"),
    {
      title: "Rt / Ch",
      key: "rtch",
      align: "right",
      render: (_, r) => `${formatMetric("rt", r.measures.rt)} / ${formatMetric("ch", r.measures.ch)}`,
    },
    {
      title: "主要教学类型",
      key: "type",
      render: (_, r) => {
        const t = dominantType(r.measures.types);
        return t ? TEACHING_TYPE_NAMES[t] : "—";
      },
    },
    {
      title: "预警",
      key: "warnings",
      align: "right",
      sorter: (a, b) => a.measures.warnings - b.measures.warnings,
      render: (_, r) => (
        <Tooltip
          title={WARNING_RULES.map((w) => `${WARNING_RULE_NAMES[w]} ${r.measures.warningsByRule[w]}`).join("，")}
        >
          <span>{r.measures.warnings}</span>
        </Tooltip>
      ),
    },
    {
      title: "督导平均分",
      key: "supervision",
      align: "right",
      sorter: (a, b) => (a.supervision?.average ?? -1) - (b.supervision?.average ?? -1),
      render: (_, r) =>
        r.supervision ? (
          <span title={`${r.supervision.count} 次督导评价的平均分`}>
            {r.supervision.average.toFixed(1)}
            <span className="ca-muted">（{r.supervision.count}次）</span>
          </span>
        ) : (
          <span>
            — <span className="ca-research-sup-none">无督导评价</span>
          </span>
        ),
    },
  ];
  return (
    <Table<ResearchUnitRow>
      className="ca-research-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      scroll={{ x: "max-content" }}
      rowClassName={(r) => (r.id === selectedId ? "ant-table-row-selected" : "")}
      locale={{ emptyText: "所选范围内没有已分析的课堂" }}
    />
  );
}
