import { ArrowLeftOutlined, EditOutlined } from "@ant-design/icons";
import { ACTIVITY_TABS, type ActivityDetail, type ActivityTab } from "@otp/contract";
import { Alert, Button, Result, Skeleton, Steps, Tabs } from "antd";
import { useEffect } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../api/http";
import "../../../components/rich-text/rich-text.css";
import { useActivityDetail } from "../api";
import { AnnouncementsTab, ResultsTab, WorksTab } from "../components/ActivityTabs";
import { JoinActions } from "../components/JoinActions";
import { StageTag } from "../components/StageTag";
import { day, minute } from "../format";
import "../activity.css";

const TAB_KEYS = ACTIVITY_TABS.map((t) => t.value) as string[];

/** /activity/{activityId}/{type}: the activity's phases, what is possible now, and its tabs. */
export default function ActivityDetailPage() {
  const params = useParams();
  const id = Number(params.activityId);
  const valid = Number.isInteger(id) && id > 0;
  const type = (TAB_KEYS.includes(params.type ?? "") ? params.type : "introduction") as ActivityTab;
  const navigate = useNavigate();
  const q = useActivityDetail(id, valid);
  useEffect(() => {
    if (q.data) document.title = q.data.name;
  }, [q.data]);
  const back = (
    <Link to="/activity">
      <Button icon={<ArrowLeftOutlined />}>返回活动列表</Button>
    </Link>
  );
  if (!valid || (q.error instanceof ApiError && q.error.status === 404)) {
    return <Result status="404" title="活动不存在或尚未发布" extra={back} />;
  }
  if (q.isError) return <Result status="error" title="活动加载失败" extra={back} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const a = q.data;
  return (
    <div className="otp-page act-page">
      <section className="act-banner">
        <h1>
          {a.name}
          <StageTag stage={a.stage} />
        </h1>
        <div className="act-meta">
          {a.organizerName ? <span>主办单位：{a.organizerName}</span> : null}
          {a.subjectName ? <span>学科：{a.subjectName}</span> : null}
          <span>报名 {a.registrationCount} 人</span>
          <span>作品 {a.workCount} 件</span>
          {a.canEdit ? (
            <Link to={`/activity-editor/${a.id}/brief`}>
              <EditOutlined /> 编辑活动
            </Link>
          ) : null}
        </div>
        <Steps
          className="act-steps"
          size="small"
          current={Math.max(
            0,
            a.phases.findIndex((p) => p.state === "current"),
          )}
          status={a.stage === "draft" ? "wait" : "process"}
          items={a.phases.map((p) => ({
            title: p.label,
            description: p.end ? `截止 ${day(p.end)}` : undefined,
            status: p.state === "done" ? "finish" : p.state === "current" ? "process" : "wait",
          }))}
        />
        <NowHint a={a} />
        <JoinActions a={a} />
      </section>
      <section className="act-body">
        <Tabs
          activeKey={type}
          onChange={(k) => navigate(`/activity/${a.id}/${k}`, { replace: true })}
          items={ACTIVITY_TABS.map((t) => ({ key: t.value, label: t.label }))}
        />
        {type === "introduction" || type === "guide" ? (
          <HtmlBlock html={type === "introduction" ? a.intro : a.guide} empty="组织者尚未填写" />
        ) : type === "announcements" ? (
          <AnnouncementsTab id={a.id} />
        ) : type === "works" ? (
          <WorksTab a={a} />
        ) : (
          <ResultsTab a={a} />
        )}
      </section>
    </div>
  );
}

/** What is possible now, in one sentence. */
function NowHint({ a }: { a: ActivityDetail }) {
  const current = a.phases.find((p) => p.state === "current");
  let text: string;
  if (a.stage === "draft") text = "活动尚未发布，仅组织者可见。";
  else if (a.stage === "registration")
    text = a.actions.registerHint
      ? `${a.actions.registerHint}。报名截止：${minute(current?.end ?? null)}`
      : `报名进行中，截止 ${minute(current?.end ?? null)}。`;
  else if (a.stage === "results" || a.stage === "archived") text = "评比结果已公布，可在“评比结果”中查看获奖名单。";
  else
    text = `当前阶段：${current?.label ?? ""}，截止 ${minute(current?.end ?? null)}。结果公布后展示参赛作品与获奖名单。`;
  return <Alert className="act-now" type={a.actions.register ? "success" : "info"} showIcon message={text} />;
}

function HtmlBlock({ html, empty }: { html: string; empty: string }) {
  if (!html.replace(/<[^>]*>/g, "").trim()) return <Result status="info" title={empty} />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the organiser saved it
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
