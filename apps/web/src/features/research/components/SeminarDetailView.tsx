import {
  SEMINAR_KIND_NAMES,
  SEMINAR_ROLE_NAMES,
  SEMINAR_STATE_NAMES,
  type SeminarDetail,
  type SeminarMember,
} from "@otp/contract";
import { Button, Descriptions, Empty, List, Popconfirm, Result, Select, Space, Table, Tabs, Tag } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useNavigate } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useJoinSeminar, useLeaveSeminar, useResearchOrgOptions, useSeminar } from "../api";
import { MeetingList, SeminarReportView } from "./MeetingSections";
import { MaterialList } from "./ResourceTab";
import { STATE_COLORS, spanText } from "./SeminarCardItem";
import "../research.css";

/** A seminar's page: brief, announcements, participants and summary, with join and leave. */
export function SeminarDetailView({ id }: { id: number }) {
  const q = useSeminar(id);
  const notFound = <Result status="404" title="教研活动不存在" />;
  if (!(id > 0)) return notFound;
  return (
    <QueryState query={q} rows={8} failed={notFound}>
      {(s) => <SeminarDetailBody id={id} s={s} />}
    </QueryState>
  );
}

function SeminarDetailBody({ id, s }: { id: number; s: SeminarDetail }) {
  const navigate = useNavigate();
  const orgs = useResearchOrgOptions();
  const [joinOrg, setJoinOrg] = useState<number | undefined>();
  const join = useJoinSeminar(id);
  const leave = useLeaveSeminar(id);
  return (
    <div className="rs-detail">
      <div className="rs-detail-head">
        <Space wrap>
          <Tag color={STATE_COLORS[s.state]}>{SEMINAR_STATE_NAMES[s.state]}</Tag>
          <Tag>{SEMINAR_KIND_NAMES[s.kind]}</Tag>
          {s.myRole ? <Tag color="purple">我是{SEMINAR_ROLE_NAMES[s.myRole]}</Tag> : null}
          {!s.open ? <Tag>未开放报名</Tag> : null}
        </Space>
        <h1>{s.title}</h1>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label="主办机构">{s.orgName}</Descriptions.Item>
          <Descriptions.Item label="学科">{s.subjectName}</Descriptions.Item>
          <Descriptions.Item label="主持人">{s.hostName}</Descriptions.Item>
          <Descriptions.Item label="时间">{spanText(s)}</Descriptions.Item>
          <Descriptions.Item label="参与人数">{s.memberCount}</Descriptions.Item>
        </Descriptions>
        <Space wrap className="rs-actions">
          {s.canJoin ? (
            <>
              <Select
                aria-label="所属参与机构"
                placeholder="所属参与机构（可选）"
                allowClear
                options={orgs}
                value={joinOrg}
                onChange={setJoinOrg}
                style={{ width: 200 }}
              />
              <Button type="primary" loading={join.busy} onClick={() => void join.run(joinOrg)}>
                加入教研
              </Button>
            </>
          ) : null}
          {s.canEdit ? <Button onClick={() => navigate(`/network-seminar/${s.id}/brief`)}>编辑教研</Button> : null}
          {s.myRole && s.myRole !== "host" ? (
            <Popconfirm title="确定退出该教研活动？" onConfirm={() => leave.run(undefined)}>
              <Button loading={leave.busy}>退出教研</Button>
            </Popconfirm>
          ) : null}
        </Space>
      </div>
      <Tabs
        className="rs-tabs"
        items={[
          {
            key: "brief",
            label: "简介",
            children: s.brief ? <div className="rs-pre">{s.brief}</div> : <Empty description="暂无简介" />,
          },
          {
            key: "meetings",
            label: "会议",
            children: <MeetingList seminarId={s.id} kind={s.kind} />,
          },
          {
            key: "notices",
            label: `公告（${s.notices.length}）`,
            children: s.notices.length ? (
              <List
                dataSource={s.notices}
                renderItem={(n) => (
                  <List.Item>
                    <List.Item.Meta
                      title={n.title}
                      description={
                        <>
                          <div className="rs-pre">{n.content}</div>
                          <small>{dayjs(n.createdAt).format("YYYY-MM-DD HH:mm")}</small>
                        </>
                      }
                    />
                  </List.Item>
                )}
              />
            ) : (
              <Empty description="暂无公告" />
            ),
          },
          {
            key: "members",
            label: `参与人员（${s.members.length}）`,
            children: (
              <Table<SeminarMember>
                rowKey="userId"
                size="small"
                pagination={false}
                dataSource={s.members}
                columns={[
                  { title: "姓名", dataIndex: "realName" },
                  { title: "角色", dataIndex: "role", render: (r: SeminarMember["role"]) => SEMINAR_ROLE_NAMES[r] },
                  { title: "参与机构", dataIndex: "orgName", render: (v: string | null) => v ?? "—" },
                  {
                    title: "加入时间",
                    dataIndex: "joinedAt",
                    render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
                  },
                ]}
              />
            ),
          },
          {
            key: "materials",
            label: `研讨资料（${s.materials.length}）`,
            children: <MaterialList materials={s.materials} />,
          },
          {
            key: "summary",
            label: "总结",
            children: (
              <>
                {s.summary ? (
                  <div className="rs-pre">{s.summary}</div>
                ) : (
                  <Empty description={s.state === "ended" ? "主持人尚未发布总结" : "活动结束后由主持人发布总结"} />
                )}
                {s.myRole || s.canEdit ? (
                  <>
                    <h3 className="rs-subhead">出勤与评价结果</h3>
                    <SeminarReportView seminarId={s.id} />
                  </>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
