import type { SuperviseActivityResults, SuperviseActivityTeacherResult } from "@otp/contract";
import { Empty, List, Progress, Space, Table, Tag, Typography } from "antd";
import ReactECharts from "echarts-for-react";

/** Average score per teacher (bars) and how many students evaluated (line). */
function TeacherChart({ rows }: { rows: SuperviseActivityTeacherResult[] }) {
  const top = rows.filter((r) => r.count > 0).slice(0, 20);
  return (
    <ReactECharts
      style={{ height: 300 }}
      option={{
        tooltip: { trigger: "axis" },
        legend: { data: ["平均分", "评价人数"] },
        grid: { left: 50, right: 50, bottom: 70 },
        xAxis: {
          type: "category",
          data: top.map((r) => r.teacherName),
          axisLabel: { rotate: top.length > 8 ? 30 : 0 },
        },
        yAxis: [
          { type: "value", name: "平均分", min: 0, max: 100 },
          { type: "value", name: "评价人数", minInterval: 1 },
        ],
        series: [
          { name: "平均分", type: "bar", barMaxWidth: 36, data: top.map((r) => r.avg) },
          { name: "评价人数", type: "line", yAxisIndex: 1, data: top.map((r) => r.count) },
        ],
      }}
    />
  );
}

/** One teacher's indicators and unsigned comments. */
function TeacherDetail({ row }: { row: SuperviseActivityTeacherResult }) {
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {row.indicators.map((i) => (
        <div key={i.name}>
          <Typography.Text>{i.name}</Typography.Text>
          <Progress percent={i.rate} size="small" aria-label={`${i.name}得分率`} />
        </div>
      ))}
      <Typography.Title level={5} style={{ marginTop: 8 }}>
        学生意见（匿名）
      </Typography.Title>
      {row.comments.length ? (
        <List size="small" bordered dataSource={row.comments} renderItem={(c) => <List.Item>{c}</List.Item>} />
      ) : (
        <Typography.Text type="secondary">暂无文字意见</Typography.Text>
      )}
    </Space>
  );
}

/**
 * An activity's results per teacher: students are never named. `single` shows one teacher's
 * own result (the personal centre) without the comparison chart.
 */
export function ActivityResultsView({
  results,
  single = false,
}: {
  results: SuperviseActivityResults;
  single?: boolean;
}) {
  if (!results.rows.length) return <Empty description="暂无评价结果" />;
  if (single) {
    const row = results.rows[0] as SuperviseActivityTeacherResult;
    return (
      <Space direction="vertical" style={{ width: "100%" }}>
        <Space size="large" wrap>
          <Typography.Text>
            平均分 <Typography.Text strong>{row.avg}</Typography.Text>
          </Typography.Text>
          <Typography.Text>
            参评学生 {row.count} / {row.expected}
          </Typography.Text>
          {Object.entries(row.levels).map(([level, n]) => (
            <Tag key={level}>
              {level} {n}
            </Tag>
          ))}
        </Space>
        <TeacherDetail row={row} />
      </Space>
    );
  }
  return (
    <>
      <TeacherChart rows={results.rows} />
      <Table<SuperviseActivityTeacherResult>
        size="small"
        rowKey="teacherId"
        dataSource={results.rows}
        pagination={{ pageSize: 10 }}
        expandable={{ expandedRowRender: (row) => <TeacherDetail row={row} /> }}
        columns={[
          { title: "教师", dataIndex: "teacherName", width: 100 },
          { title: "参评课程", dataIndex: "titles", render: (_, r) => r.titles.join("；"), ellipsis: true },
          {
            title: "参评率",
            width: 140,
            render: (_, r) => (
              <Progress
                percent={r.expected ? Math.round((r.count / r.expected) * 100) : 0}
                size="small"
                format={() => `${r.count}/${r.expected}`}
                aria-label={`${r.teacherName}参评率`}
              />
            ),
          },
          { title: "平均分", dataIndex: "avg", width: 80 },
          { title: "最低", dataIndex: "min", width: 70 },
          { title: "最高", dataIndex: "max", width: 70 },
          {
            title: "等级分布",
            width: 200,
            render: (_, r) =>
              Object.entries(r.levels).map(([level, n]) => (
                <Tag key={level}>
                  {level} {n}
                </Tag>
              )),
          },
        ]}
      />
    </>
  );
}
