import type { LectureItem } from "@otp/contract";
import { Card, Table, Tabs, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useMyLectures } from "../api";
import { lectureDetailPath } from "../components/LectureCard";

type Scope = "mine" | "evaluated";

/** Personal centre 我的说课: the lectures the teacher gives, and those they evaluated. */
export default function MyLecturesPage() {
  const [scope, setScope] = useState<Scope>("mine");
  const [pageNo, setPageNo] = useState(1);
  const q = useMyLectures({ pageNo, pageSize: 10, scope });
  return (
    <Card title="我的说课">
      <Tabs
        activeKey={scope}
        onChange={(k) => {
          setScope(k as Scope);
          setPageNo(1);
        }}
        items={[
          { key: "mine", label: "我的说课" },
          { key: "evaluated", label: "我评价的说课" },
        ]}
      />
      <Table<LectureItem>
        rowKey="id"
        loading={q.isLoading}
        dataSource={q.data?.list ?? []}
        locale={{ emptyText: scope === "mine" ? "暂无说课" : "还没有评价过说课，可在说课中心评价" }}
        pagination={{ current: pageNo, pageSize: 10, total: q.data?.count ?? 0, onChange: setPageNo }}
        columns={[
          { title: "说课标题", dataIndex: "title", render: (_, r) => <Link to={lectureDetailPath(r)}>{r.title}</Link> },
          {
            title: "类型",
            dataIndex: "kind",
            width: 100,
            render: (_, r) => (r.kind === "live" ? <Tag color="red">直播说课</Tag> : <Tag color="blue">录播说课</Tag>),
          },
          ...(scope === "evaluated" ? [{ title: "说课教师", dataIndex: "teacherName", width: 100 }] : []),
          { title: "学科", dataIndex: "subjectName", width: 90 },
          { title: "学期", dataIndex: "termName" },
          { title: "评价人数", dataIndex: "evaluationCount", width: 90 },
          {
            title: "平均得分",
            dataIndex: "averageScore",
            width: 90,
            render: (_, r) => (r.averageScore === null ? "—" : r.averageScore.toFixed(1)),
          },
        ]}
      />
    </Card>
  );
}
