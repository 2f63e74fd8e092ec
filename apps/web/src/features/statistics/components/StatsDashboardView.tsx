import { DownloadOutlined } from "@ant-design/icons";
import { type StatsDashboard, type StatsTable, VISIT_TERMINALS } from "@otp/contract";
import { Alert, Button, Card, Col, DatePicker, Empty, Row, Select, Skeleton, Space, Statistic, Table } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useState } from "react";
import { useKvOptions } from "../../../api/kv";
import { StatsChart } from "../../../components/charts/StatsChart";
import { triggerDownload } from "../../../components/download";
import { exportUrl, type StatsFilter, useDashboard } from "../api";

/** Which filters each dashboard takes: terminals only where visits are counted. */
const USES: Record<StatsDashboard, { scope: boolean; terminal: boolean }> = {
  "ds-course": { scope: true, terminal: false },
  "ds-resource": { scope: true, terminal: false },
  "ds-live": { scope: true, terminal: false },
  "ds-course-visit": { scope: true, terminal: true },
  "ds-system-visit": { scope: false, terminal: true },
};

function TableCard({
  table,
  dashboard,
  filter,
}: {
  table: StatsTable;
  dashboard: StatsDashboard;
  filter: StatsFilter;
}) {
  return (
    <Card
      size="small"
      title={table.title}
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={table.rows.length === 0}
          onClick={() => triggerDownload(exportUrl(dashboard, table.key, filter))}
        >
          导出Excel
        </Button>
      }
    >
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        dataSource={table.rows}
        columns={table.columns.map((c) => ({ title: c.title, dataIndex: c.key, key: c.key }))}
        pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description="所选范围内暂无数据" /> }}
        scroll={{ x: true }}
      />
    </Card>
  );
}

/** One dashboard: filters (term, organization, date range, terminal), totals, charts, exportable tables. */
export function StatsDashboardView({ dashboard }: { dashboard: StatsDashboard }) {
  const [filter, setFilter] = useState<StatsFilter>({});
  const terms = useKvOptions("term");
  const orgs = useKvOptions("org");
  const { data, isLoading, isError } = useDashboard(dashboard, filter);
  const uses = USES[dashboard];
  const range: [Dayjs, Dayjs] | null = data ? [dayjs(data.from), dayjs(data.to)] : null;
  const set = (patch: StatsFilter) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <div className="stats-dashboard">
      <Space wrap className="stats-filters">
        {uses.scope ? (
          <>
            <Select
              aria-label="学期"
              allowClear
              placeholder="全部学期"
              style={{ width: 180 }}
              options={terms}
              value={filter.termId}
              onChange={(termId?: number) => set({ termId })}
            />
            <Select
              aria-label="院系"
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="全部院系"
              style={{ width: 200 }}
              options={orgs}
              value={filter.orgId}
              onChange={(orgId?: number) => set({ orgId })}
            />
          </>
        ) : null}
        <DatePicker.RangePicker
          aria-label="统计日期范围"
          allowClear={false}
          value={range}
          disabledDate={(d) => d.isAfter(dayjs(), "day")}
          onChange={(v) => v?.[0] && v[1] && set({ from: v[0].format("YYYY-MM-DD"), to: v[1].format("YYYY-MM-DD") })}
        />
        {uses.terminal ? (
          <Select
            aria-label="终端类型"
            allowClear
            placeholder="全部终端"
            style={{ width: 140 }}
            options={VISIT_TERMINALS.map((t) => ({ value: t.id, label: t.name }))}
            value={filter.terminal}
            onChange={(terminal?: StatsFilter["terminal"]) => set({ terminal })}
          />
        ) : null}
      </Space>
      {isError ? <Alert type="error" showIcon message="统计数据加载失败，请调整筛选条件后重试" /> : null}
      {isLoading || !data ? (
        isError ? null : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )
      ) : (
        <>
          {data.note ? <Alert type="info" showIcon message={data.note} /> : null}
          <Row gutter={[16, 16]} className="stats-totals">
            {data.totals.map((x) => (
              <Col key={x.label} xs={12} md={8} lg={4}>
                <Card size="small">
                  <Statistic title={x.label} value={x.value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            {data.charts.map((c, i) => (
              <Col key={c.key} xs={24} lg={i === 0 && c.kind === "line" ? 24 : 12}>
                <Card size="small">
                  <StatsChart chart={c} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            {data.tables.map((tb) => (
              <Col key={tb.key} xs={24} xl={data.tables.length > 1 ? 12 : 24}>
                <TableCard table={tb} dashboard={dashboard} filter={filter} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </div>
  );
}
