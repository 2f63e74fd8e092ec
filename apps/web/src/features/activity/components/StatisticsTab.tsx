import { DownloadOutlined } from "@ant-design/icons";
import type { ActivityStatistics, StatsChart as Chart } from "@otp/contract";
import { Button, Card, Col, Progress, Row, Statistic, Table } from "antd";
import { StatsChart } from "../../../components/charts/StatsChart";
import { QueryState } from "../../../components/QueryState";
import { statisticsExportUrl, useActivityStatistics } from "../judgingApi";

const fmt = (v: number | null) => (v === null ? "—" : v.toFixed(2));
const pct = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) : 0);

function charts(s: ActivityStatistics): Chart[] {
  const orgs = s.byOrg.slice(0, 15);
  return [
    {
      key: "orgs",
      title: "各单位报名与作品",
      kind: "bar",
      labels: orgs.map((o) => o.orgName),
      series: [
        { name: "报名", data: orgs.map((o) => o.registrations) },
        { name: "通过审核作品", data: orgs.map((o) => o.approvedWorks) },
      ],
    },
    {
      key: "histogram",
      title: "最终得分分布",
      kind: "bar",
      labels: s.histogram.map((h) => h.label),
      series: [{ name: "作品数", data: s.histogram.map((h) => h.count) }],
    },
    {
      key: "judgeMeans",
      title: "评委平均分",
      kind: "bar",
      labels: s.judges.map((j) => j.name || `评委${j.judgeId}`),
      series: [{ name: "平均分", data: s.judges.map((j) => j.mean ?? 0) }],
    },
    {
      key: "judgeSpread",
      title: "评委离散程度",
      kind: "bar",
      labels: s.judges.map((j) => j.name || `评委${j.judgeId}`),
      series: [
        { name: "标准差", data: s.judges.map((j) => j.stdDev ?? 0) },
        { name: "与最终得分平均偏差", data: s.judges.map((j) => j.meanAbsDeviation ?? 0) },
      ],
    },
  ];
}

/** 活动统计 tab: registrations by school, audit and judging progress, scores, judge consistency; xlsx. */
export function StatisticsTab({ activityId }: { activityId: number }) {
  const q = useActivityStatistics(activityId);
  return (
    <QueryState query={q} rows={8} isEmpty={() => false}>
      {(s) => <StatisticsView activityId={activityId} s={s} />}
    </QueryState>
  );
}

function StatisticsView({ activityId, s }: { activityId: number; s: ActivityStatistics }) {
  const [orgChart, histChart, meanChart, spreadChart] = charts(s) as [Chart, Chart, Chart, Chart];
  return (
    <div className="act-stats">
      <div className="act-stats-head">
        <Button icon={<DownloadOutlined />} href={statisticsExportUrl(activityId)} download>
          导出 Excel
        </Button>
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="报名人数" value={s.registrations.total} suffix={`/ 通过 ${s.registrations.approved}`} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="提交作品" value={s.works.total} suffix={`/ 通过审核 ${s.works.approved}`} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title="已完成评审" value={s.judging.judgedWorks} suffix={`/ ${s.works.approved} 件`} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title="平均分"
              value={fmt(s.scores.mean)}
              suffix={
                <span className="act-stats-note">
                  最高 {fmt(s.scores.max)}，最低 {fmt(s.scores.min)}
                </span>
              }
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Card size="small" title="作品审核进度">
            <Progress aria-label="作品审核进度" percent={pct(s.works.approved + s.works.returned, s.works.total)} />
            <div className="act-stats-note">
              待审核 {s.works.submitted} 件，通过 {s.works.approved} 件，退回 {s.works.returned} 件
            </div>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title="评审进度（评分表）">
            <Progress aria-label="评审进度" percent={pct(s.judging.submitted, s.judging.sheets)} />
            <div className="act-stats-note">
              共 {s.judging.sheets} 份：已提交 {s.judging.submitted}，暂存 {s.judging.draft}，未评 {s.judging.assigned}
              ；未完成评审作品 {s.judging.unjudgedWorks} 件
            </div>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={12}>
          <Card size="small">
            <StatsChart chart={orgChart} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small">
            <StatsChart chart={histChart} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small">
            <StatsChart chart={meanChart} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small">
            <StatsChart chart={spreadChart} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title="评委一致性" style={{ marginTop: 16 }}>
        <Table
          rowKey="judgeId"
          size="small"
          pagination={false}
          dataSource={s.judges}
          columns={[
            { title: "评委", dataIndex: "name" },
            { title: "评分表", dataIndex: "sheets", width: 80 },
            { title: "已提交", dataIndex: "submitted", width: 80 },
            { title: "平均分", dataIndex: "mean", width: 90, render: fmt },
            { title: "标准差", dataIndex: "stdDev", width: 90, render: fmt },
            { title: "与最终得分平均偏差", dataIndex: "meanAbsDeviation", width: 150, render: fmt },
            {
              title: "偏高（+）/偏低（-）",
              dataIndex: "bias",
              width: 150,
              render: (v: number | null) => (v === null ? "—" : `${v > 0 ? "+" : ""}${v.toFixed(2)}`),
            },
          ]}
        />
      </Card>
      <Card size="small" title="各单位报名" style={{ marginTop: 16 }}>
        <Table
          rowKey="orgName"
          size="small"
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          dataSource={s.byOrg}
          columns={[
            { title: "单位", dataIndex: "orgName" },
            { title: "报名", dataIndex: "registrations", width: 90 },
            { title: "作品", dataIndex: "works", width: 90 },
            { title: "通过审核", dataIndex: "approvedWorks", width: 100 },
          ]}
        />
      </Card>
    </div>
  );
}
