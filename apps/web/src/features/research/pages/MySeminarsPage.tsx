import { type MySeminarItem, SEMINAR_KIND_NAMES, SEMINAR_ROLE_NAMES, SEMINAR_STATE_NAMES } from "@otp/contract";
import { Card, Table, Tag } from "antd";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useMySeminars, useSeminar } from "../api";
import { STATE_COLORS, spanText } from "../components/SeminarCardItem";
import { SeminarDetailView } from "../components/SeminarDetailView";
import { SeminarTasks } from "../components/SeminarTasks";

/** Personal centre 我的教研: the seminars the teacher hosts or joins; `detail/{seminarId}` opens one. */
export default function MySeminarsPage() {
  const { seminarId } = useParams();
  const [pageNo, setPageNo] = useState(1);
  const q = useMySeminars(pageNo, !seminarId);
  const detail = useSeminar(seminarId ? Number(seminarId) : 0);
  if (seminarId)
    return (
      <>
        {detail.data ? <SeminarTasks seminarId={detail.data.id} kind={detail.data.kind} /> : null}
        <SeminarDetailView id={Number(seminarId)} />
      </>
    );
  return (
    <Card title="我的教研">
      <Table<MySeminarItem>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        locale={{ emptyText: "还没有参加教研活动，可在示范教学或网络教研中加入" }}
        pagination={{ current: pageNo, pageSize: 10, total: q.data?.count ?? 0, onChange: setPageNo }}
        columns={[
          {
            title: "教研主题",
            dataIndex: "title",
            render: (_, r) => <Link to={`/user/seminar/detail/${r.id}`}>{r.title}</Link>,
          },
          { title: "类型", dataIndex: "kind", width: 100, render: (_, r) => SEMINAR_KIND_NAMES[r.kind] },
          { title: "学科", dataIndex: "subjectName", width: 80 },
          { title: "我的角色", dataIndex: "myRole", width: 90, render: (_, r) => SEMINAR_ROLE_NAMES[r.myRole] },
          {
            title: "状态",
            dataIndex: "state",
            width: 90,
            render: (_, r) => <Tag color={STATE_COLORS[r.state]}>{SEMINAR_STATE_NAMES[r.state]}</Tag>,
          },
          { title: "时间", dataIndex: "startAt", render: (_, r) => spanText(r) },
        ]}
      />
    </Card>
  );
}
