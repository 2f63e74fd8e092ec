import { Card, Col, Empty, Row, Statistic, Table, Tag } from "antd";
import { Link } from "react-router";
import { formatDateTime } from "../../../components/format";
import { QueryState } from "../../../components/QueryState";
import { useAuditOverview } from "../pages/audit/api";

const KIND_NAME = { user: "注册用户", course: "课程", resource: "资源" } as const;

/** The audit centre's home: what waits for a decision per kind, and the latest decisions, with links. */
export function AuditOverview() {
  const query = useAuditOverview();
  return (
    <QueryState query={query} isEmpty={() => false}>
      {(data) => (
        <>
          <Row gutter={16}>
            {data.pending.map((p) => (
              <Col key={p.kind} xs={24} md={8}>
                <Card size="small">
                  <Statistic title={`待审核${p.title}`} value={p.count} />
                  <Link to={p.path}>去审核</Link>
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" title="最近审核记录" style={{ marginTop: 16 }}>
            <Table
              size="small"
              rowKey="id"
              dataSource={data.recent}
              pagination={false}
              locale={{ emptyText: <Empty description="暂无审核记录" /> }}
              columns={[
                {
                  title: "时间",
                  dataIndex: "at",
                  width: 170,
                  render: (v: string) => formatDateTime(v) || "—",
                },
                { title: "类型", dataIndex: "kind", width: 100, render: (k: keyof typeof KIND_NAME) => KIND_NAME[k] },
                { title: "审核人", dataIndex: "account", width: 120 },
                {
                  title: "结果",
                  dataIndex: "pass",
                  width: 90,
                  render: (pass: boolean) => <Tag color={pass ? "green" : "red"}>{pass ? "通过" : "驳回"}</Tag>,
                },
                { title: "数量", dataIndex: "items", width: 70 },
                { title: "驳回理由", dataIndex: "reason", render: (r: string) => r || "—" },
                { title: "操作", dataIndex: "path", width: 90, render: (p: string) => <Link to={p}>查看</Link> },
              ]}
            />
          </Card>
        </>
      )}
    </QueryState>
  );
}
