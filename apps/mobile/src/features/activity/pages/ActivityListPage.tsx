import { ACTIVITY_STAGES, type ActivityCard, type ActivityStage } from "@otp/contract";
import { Tabs } from "antd-mobile";
import { Link, useSearchParams } from "react-router";
import { ListPage } from "../../../components/ListPage";
import { Page } from "../../../components/Page";
import { activityListKey, fetchActivities } from "../api";
import { day } from "../format";
import "../activity.css";

/** Readers never see drafts. */
const STAGE_TABS = [{ value: "all" as const, label: "全部" }, ...ACTIVITY_STAGES.filter((s) => s.value !== "draft")];
type StageTab = ActivityStage | "all";

/** 活动评比: activities by stage (`?stage=`), newest first. */
export default function ActivityListPage() {
  const [params, setParams] = useSearchParams();
  const stage: StageTab = STAGE_TABS.find((s) => s.value === params.get("stage"))?.value ?? "all";
  return (
    <Page title="活动评比">
      <div className="m-act-tabs">
        <Tabs activeKey={stage} onChange={(k) => setParams(k === "all" ? {} : { stage: k }, { replace: true })}>
          {STAGE_TABS.map((s) => (
            <Tabs.Tab key={s.value} title={s.label} />
          ))}
        </Tabs>
      </div>
      <ListPage<ActivityCard>
        key={stage}
        queryKey={activityListKey(stage)}
        fetchPage={(pageNo, pageSize) => fetchActivities(stage, pageNo, pageSize)}
        itemKey={(a) => a.id}
        persist
        emptyText="暂无活动"
        renderItem={(a) => (
          <Link to={`/activity/${a.id}/introduction`} className="m-act-item">
            <div className="m-act-title">
              <span className={`m-stage m-stage-${a.stage}`}>{a.stageLabel}</span>
              {a.name}
            </div>
            <div className="m-muted">{[a.organizerName, a.subjectName].filter(Boolean).join(" · ")}</div>
            <div className="m-muted">
              {day(a.registrationStart)} 至 {day(a.judgingEnd)} · 报名 {a.registrationCount} 人 · 作品 {a.workCount} 件
            </div>
          </Link>
        )}
      />
    </Page>
  );
}
