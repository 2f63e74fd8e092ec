import { SUPERVISE_STAT_DIMENSIONS, type SuperviseStatDimension, type SuperviseStatRow } from "@otp/contract";
import { Button, Card, Col, Result, Row, Segmented, Select, Space, Statistic, Table } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useKvOptions } from "../../../api/kv";
import { LevelPie, StatChart } from "../components/StatChart";
import { statisticsExportUrl, useSuperviseStatistics } from "../statisticsApi";
import "../supervise.css";

/** /supervise (supervise_statistics): by teacher, college, course type, indicator, evaluator and term. */
export default function StatisticsPage() {
  const [by, setBy] = useState<SuperviseStatDimension>("teacher");
  const [termId, setTermId] = useState<number | undefined>();
  const terms = useKvOptions("term");
  const input = { by, ...(termId ? { termId } : {}) };
  const { data, error } = useSuperviseStatistics(input);
  if (error) return <Result status="403" title="没有查看督导统计的权限" />;
  const rate = by === "indicator";
  const levelNames = [...new Set((data?.rows ?? []).flatMap((r) => Object.keys(r.levels)))];
  return (
    <div className="sup-page">
      <Space style={{ marginBottom: 16, justifyContent: "space-between", width: "100%" }}>
        <h2 style={{ margin: 0 }}>督导统计</h2>
        <Space>
          <Link to="/supervise/supervise_evalution">评价记录</Link>
          <Select
            allowClear
            placeholder="全部学期"
            style={{ width: 220 }}
            options={terms}
            value={termId}
            onChange={setTermId}
            aria-label="学期"
          />
        </Space>
      </Space>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={16}>
          <Card>
            <Row>
              <Col span={6}>
                <Statistic title="已提交评价" value={data?.summary.count ?? 0} />
              </Col>
              <Col span={6}>
                <Statistic title="平均分" value={data?.summary.avg ?? 0} precision={1} />
              </Col>
              <Col span={6}>
                <Statistic title="被评教师" value={data?.summary.teachers ?? 0} />
              </Col>
              <Col span={6}>
                <Statistic title="评价人" value={data?.summary.evaluators ?? 0} />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col span={8}>
          <Card size="small" title="等级分布">
            <LevelPie levels={data?.summary.levels ?? {}} />
          </Card>
        </Col>
      </Row>
      <Card
        title={
          <Segmented
            value={by}
            onChange={(v) => setBy(v as SuperviseStatDimension)}
            options={SUPERVISE_STAT_DIMENSIONS.map((d) => ({ value: d.value, label: d.label }))}
          />
        }
        extra={
          <Button href={statisticsExportUrl(input)} download>
            导出Excel
          </Button>
        }
      >
        <StatChart by={by} rows={data?.rows ?? []} />
        <Table<SuperviseStatRow>
          size="small"
          rowKey={(r) => String(r.key)}
          loading={!data}
          dataSource={data?.rows ?? []}
          pagination={{ pageSize: 20 }}
          columns={[
            {
              title: SUPERVISE_STAT_DIMENSIONS.find((d) => d.value === by)?.label.replace("按", "") ?? "",
              dataIndex: "name",
            },
            { title: by === "evaluator" ? "已提交" : "评价数", dataIndex: "count", width: 90 },
            { title: rate ? "平均得分率(%)" : "平均分", dataIndex: "avg", width: 120 },
            ...(by === "evaluator"
              ? [
                  { title: "草稿", dataIndex: "drafts", width: 80 },
                  { title: "应完成", dataIndex: "expected", width: 90 },
                ]
              : [
                  { title: rate ? "最低(%)" : "最低分", dataIndex: "min", width: 90 },
                  { title: rate ? "最高(%)" : "最高分", dataIndex: "max", width: 90 },
                  ...levelNames.map((l) => ({
                    title: l,
                    key: l,
                    width: 80,
                    render: (_: unknown, r: SuperviseStatRow) => r.levels[l] ?? 0,
                  })),
                ]),
          ]}
        />
      </Card>
    </div>
  );
}
