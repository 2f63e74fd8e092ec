import { FilePdfOutlined } from "@ant-design/icons";
import { type MyActivityItem, REGISTRATION_STATUSES, WORK_STATUSES } from "@otp/contract";
import { Alert, Card, Table, Tag } from "antd";
import { Link } from "react-router";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { certificateUrl, useMyActivities } from "../api";
import { StageTag } from "../components/StageTag";
import { useJudgeWorks, useMyRecommend } from "../judgingApi";

const label = (list: readonly { value: string; label: string }[], v: string) =>
  list.find((x) => x.value === v)?.label ?? v;

/** 个人中心 → 我的活动: the teacher's registrations, works with their audit state, awards; where a judge scores. */
export default function MyActivityPage() {
  const title = useRouteTitle();
  const q = useMyActivities();
  return (
    <>
      <Card title={title}>
        <Table<MyActivityItem>
          rowKey="activityId"
          loading={q.isLoading}
          dataSource={q.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{
            emptyText: (
              <span>
                还没有报名活动，<Link to="/activity">去看看正在报名的活动</Link>
              </span>
            ),
          }}
          columns={[
            {
              title: "活动",
              dataIndex: "activityName",
              render: (_, r) => (
                <>
                  <Link to={`/activity/${r.activityId}/introduction`}>{r.activityName}</Link>
                  {r.team.length > 1 ? (
                    <div style={{ color: "rgba(0,0,0,0.55)", fontSize: 12 }}>
                      <Tag color={r.role === "leader" ? "blue" : "cyan"}>
                        {r.role === "leader" ? "队长" : "团队成员"}
                      </Tag>
                      团队：{r.team.join("、")}
                    </div>
                  ) : null}
                </>
              ),
            },
            { title: "阶段", dataIndex: "stage", width: 100, render: (_, r) => <StageTag stage={r.stage} /> },
            { title: "报名", dataIndex: "status", width: 90, render: (_, r) => label(REGISTRATION_STATUSES, r.status) },
            {
              title: "作品",
              key: "work",
              render: (_, r) =>
                r.work ? (
                  <span>
                    {r.work.title} <Tag>{label(WORK_STATUSES, r.work.status)}</Tag>
                    {r.work.returnReason ? <span>退回原因：{r.work.returnReason}</span> : null}
                  </span>
                ) : r.canSubmit ? (
                  <Link to={`/activity/${r.activityId}/introduction`}>去提交作品</Link>
                ) : (
                  "未提交"
                ),
            },
            { title: "得分", key: "score", width: 80, render: (_, r) => r.work?.score?.toFixed(2) ?? "—" },
            {
              title: "奖项",
              key: "award",
              width: 90,
              render: (_, r) => (r.work?.award ? <Tag color="gold">{r.work.award}</Tag> : "—"),
            },
            {
              title: "证书",
              key: "certificate",
              width: 110,
              render: (_, r) =>
                r.work?.award ? (
                  <a href={certificateUrl(r.work.id)} download>
                    <FilePdfOutlined /> 下载证书
                  </a>
                ) : (
                  "—"
                ),
            },
          ]}
        />
      </Card>
      <JudgeNotice />
      <RecommendCard />
    </>
  );
}

/** A judge scores on 活动评审; this page only points there when works wait for this user. */
function JudgeNotice() {
  const q = useJudgeWorks();
  const waiting = (q.data ?? []).filter((w) => w.open).length;
  if (!q.data?.length) return null;
  return (
    <Alert
      style={{ marginTop: 16 }}
      type={waiting ? "warning" : "info"}
      showIcon
      message={
        <span>
          {waiting ? `您有${waiting}件作品待评分，` : "您是活动评委，"}
          <Link to="/user/activity-judge">前往活动评审</Link>
        </span>
      }
    />
  );
}

/** The activities this user recommends works for (a school's recommender); hidden when none. */
function RecommendCard() {
  const q = useMyRecommend();
  if (!q.data?.length) return null;
  return (
    <Card title="单位推荐" style={{ marginTop: 16 }}>
      <Table
        rowKey="activityId"
        size="small"
        pagination={false}
        dataSource={q.data}
        columns={[
          { title: "活动", dataIndex: "activityName" },
          { title: "推荐单位", dataIndex: "orgName", width: 200 },
          {
            title: "操作",
            key: "go",
            width: 100,
            render: (_, r) => <Link to={`/activity-editor/${r.activityId}/ucRecommend`}>推荐作品</Link>,
          },
        ]}
      />
    </Card>
  );
}
