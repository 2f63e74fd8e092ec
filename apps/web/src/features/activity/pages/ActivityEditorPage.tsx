import { ArrowLeftOutlined } from "@ant-design/icons";
import { ACTIVITY_STAGE_VALUES, type ActivityStage } from "@otp/contract";
import { Button, Result, Skeleton, Tabs } from "antd";
import { Link, useNavigate, useParams } from "react-router";
import { ApiError } from "../../../api/http";
import { useActivityEdit } from "../api";
import { ActivityForm } from "../components/ActivityForm";
import { AnnouncementEditor } from "../components/AnnouncementEditor";
import { AwardSetEditor } from "../components/AwardSetEditor";
import { JudgingEditor, StandardEditor } from "../components/JudgingEditor";
import { ParticipantsCard } from "../components/ParticipantsCard";
import { PropertiesEditor } from "../components/PropertiesEditor";
import { RecommendTab } from "../components/RecommendTab";
import { StageTag } from "../components/StageTag";
import { StatisticsTab } from "../components/StatisticsTab";
import "../activity.css";

const stageAt = (s: ActivityStage) => ACTIVITY_STAGE_VALUES.indexOf(s);

/** The editor's tabs (SPEC §2's twelve; worksAudit and guide are parts of other tabs). */
const TABS = [
  { key: "brief", label: "基本信息" },
  { key: "customProperty", label: "报名字段" },
  { key: "participants", label: "报名与作品审核" },
  { key: "ucRecommend", label: "单位推荐" },
  { key: "judges", label: "评委" },
  { key: "evaluationStandard", label: "评价标准" },
  { key: "awardSet", label: "奖项设置" },
  { key: "announcement", label: "活动公告" },
  { key: "activityStatistics", label: "活动统计" },
] as const;
/** worksAudit is served by the participants tab (registrations and works in one table). */
const ALIASES: Record<string, string> = { worksAudit: "participants", guide: "brief" };

/** /activity-editor/{activityId}/{tab}: the organiser's editor, tab by tab. */
export default function ActivityEditorPage() {
  const params = useParams();
  const id = Number(params.activityId);
  const valid = Number.isInteger(id) && id > 0;
  const asked = ALIASES[params.tab ?? ""] ?? params.tab ?? "brief";
  const tab = TABS.some((t) => t.key === asked) ? asked : "brief";
  const navigate = useNavigate();
  const q = useActivityEdit(id, valid);
  const back = (
    <Link to="/activity">
      <Button icon={<ArrowLeftOutlined />}>返回活动列表</Button>
    </Link>
  );
  if (!valid || (q.error instanceof ApiError && q.error.status === 404)) {
    return <Result status="404" title="活动不存在" extra={back} />;
  }
  // A unit's recommender cannot edit the activity but works in its 单位推荐 tab.
  if (q.error instanceof ApiError && q.error.status === 403 && tab === "ucRecommend") {
    return (
      <div className="otp-page act-page">
        <section className="act-body">
          <h1 className="act-recommend-title">单位推荐</h1>
          <RecommendTab activityId={id} />
        </section>
      </div>
    );
  }
  if (q.error instanceof ApiError && q.error.status === 403) {
    return <Result status="403" title="只有活动的组织者可以编辑" extra={back} />;
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
          <Link to={`/activity/${a.id}/introduction`}>查看活动页面</Link>
        </div>
      </section>
      <section className="act-body">
        <Tabs
          activeKey={tab}
          onChange={(k) => navigate(`/activity-editor/${a.id}/${k}`, { replace: true })}
          items={TABS.map((t) => ({ key: t.key, label: t.label }))}
        />
        {tab === "brief" ? (
          <ActivityForm
            key={a.id}
            row={a}
            onDone={() => navigate(`/activity/${a.id}/introduction`)}
            onCreated={() => {}}
          />
        ) : tab === "customProperty" ? (
          <PropertiesEditor activityId={a.id} locked={stageAt(a.stage) > stageAt("registration")} />
        ) : tab === "participants" ? (
          <ParticipantsCard activityId={a.id} auditOpen={stageAt(a.stage) <= stageAt("audit")} />
        ) : tab === "judges" ? (
          <JudgingEditor activityId={a.id} locked={stageAt(a.stage) >= stageAt("results")} />
        ) : tab === "awardSet" ? (
          <AwardSetEditor activityId={a.id} />
        ) : tab === "evaluationStandard" ? (
          <StandardEditor activityId={a.id} locked={stageAt(a.stage) >= stageAt("results")} />
        ) : tab === "ucRecommend" ? (
          <RecommendTab activityId={a.id} />
        ) : tab === "activityStatistics" ? (
          <StatisticsTab activityId={a.id} />
        ) : (
          <AnnouncementEditor activityId={a.id} />
        )}
      </section>
    </div>
  );
}
