import type { PrepareItem, PreparePlanItem } from "@otp/contract";
import { Alert, Card, Progress, Space, Spin, Table, Tag, Typography } from "antd";
import dayjs from "dayjs";
import { Link } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { editorPath, usePrepareDetail, usePrepares, useRefreshPrepares, useTeachGroups } from "../api";
import { AssignForm } from "../components/AssignForm";
import { CreateForm } from "../components/CreateForm";
import { PlanActions } from "../components/PlanActions";
import { PlanStatusTag } from "../components/status";

/** One preparation: its plans, states, deadlines and the review actions. */
function PrepareCard({ item }: { item: PrepareItem }) {
  const { data } = usePrepareDetail(item.id);
  const changed = useRefreshPrepares();
  const pct = item.planCount ? Math.round((item.approvedCount / item.planCount) * 100) : 0;
  return (
    <Card
      title={
        <Space wrap>
          <span>{item.courseName}</span>
          <Tag color="geekblue">{item.groupName}</Tag>
          {data?.canManage && <Tag color="gold">我是组长</Tag>}
        </Space>
      }
      extra={
        <Space>
          {data?.canManage && <AssignForm detail={data} onDone={changed} />}
          <Link to={editorPath(item.courseId, item.id)}>进入备课编辑器</Link>
        </Space>
      }
    >
      <Space style={{ marginBottom: 12 }} align="center">
        <Typography.Text type="secondary">
          进度：已通过 {item.approvedCount} / {item.planCount}
        </Typography.Text>
        <Progress percent={pct} size="small" style={{ width: 200 }} aria-label="备课进度" />
      </Space>
      {!data ? (
        <Spin />
      ) : (
        <Table<PreparePlanItem>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.plans}
          locale={{ emptyText: "还没有分配章节" }}
          columns={[
            {
              title: "章节",
              dataIndex: "title",
              render: (t: string, p) =>
                p.canEdit ? <Link to={`${editorPath(item.courseId, item.id)}&plan=${p.id}`}>{t}</Link> : t,
            },
            { title: "负责人", dataIndex: "assigneeName", width: 100 },
            {
              title: "截止时间",
              dataIndex: "deadline",
              width: 150,
              render: (d: string, p) => (
                <Typography.Text type={dayjs(d).isBefore(dayjs()) && p.status !== "approved" ? "danger" : undefined}>
                  {dayjs(d).format("YYYY-MM-DD HH:mm")}
                </Typography.Text>
              ),
            },
            { title: "状态", width: 90, render: (_, p) => <PlanStatusTag plan={p} /> },
            { title: "审核意见", dataIndex: "remark", ellipsis: true },
            {
              title: "操作",
              width: 200,
              render: (_, p) => <PlanActions plan={p} canManage={data.canManage} onChanged={changed} />,
            },
          ]}
        />
      )}
    </Card>
  );
}

/** Personal centre 集体备课: the preparations of the groups one leads or belongs to. */
export default function PrepareTeacherPage() {
  const prepares = usePrepares();
  const { data: groups } = useTeachGroups();
  const leading = (groups?.list ?? []).filter((g) => g.canManage);
  return (
    <Space direction="vertical" size={16} style={{ width: "100%" }}>
      <Space style={{ width: "100%", justifyContent: "space-between" }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          集体备课
        </Typography.Title>
        {leading.length > 0 && <CreateForm groups={leading} />}
      </Space>
      <Alert
        type="info"
        showIcon
        message="组长把课程章节分配给组员；负责人和组长可以同时编辑教案，提交后由组长审核，通过的教案可以发布给学生作为预习材料。"
      />
      <QueryState query={prepares} empty="您所在的教研组还没有集体备课">
        {(data) => data.map((p) => <PrepareCard key={p.id} item={p} />)}
      </QueryState>
    </Space>
  );
}
