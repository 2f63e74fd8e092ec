import { ACTIVITY_TABS, type ActivityDetail, type ActivityTab } from "@otp/contract";
import { Collapse, ErrorBlock, Steps, Tabs } from "antd-mobile";
import { Navigate, useNavigate, useParams } from "react-router";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { Page } from "../../../components/Page";
import { PageSkeleton, QueryState } from "../../../components/QueryState";
import { thumbUrl } from "../../../components/thumb";
import { fetchWorks, useActivity, useActivityAnnouncements, useActivityResults, type WorkRow, worksKey } from "../api";
import { minute } from "../format";
import "../activity.css";

const TYPES = ACTIVITY_TABS.map((t) => t.value) as string[];

/** /activity/:activityId/:type: the activity's phases and the desktop's tabs (introduction … results). */
export default function ActivityDetailPage() {
  const params = useParams();
  const id = Number(params.activityId) || 0;
  const navigate = useNavigate();
  const q = useActivity(id);
  if (!TYPES.includes(params.type ?? "")) return <Navigate to={`/activity/${id}/introduction`} replace />;
  const type = params.type as ActivityTab;
  return (
    <Page title={q.data?.name ?? "活动详情"} fallback="/activity">
      <QueryState query={q}>
        {(a) => (
          <>
            <Head a={a} />
            <div className="m-act-tabs">
              <Tabs activeKey={type} onChange={(k) => navigate(`/activity/${a.id}/${k}`, { replace: true })}>
                {ACTIVITY_TABS.map((t) => (
                  <Tabs.Tab key={t.value} title={t.label} />
                ))}
              </Tabs>
            </div>
            <section className="m-section" style={{ marginTop: 0 }}>
              <TabBody a={a} type={type} />
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

function Head({ a }: { a: ActivityDetail }) {
  const current = a.phases.findIndex((p) => p.state === "current");
  return (
    <section className="m-section" style={{ marginTop: 0 }}>
      <h2 className="m-act-heading">
        <span className={`m-stage m-stage-${a.stage}`}>{a.stageLabel}</span>
        {a.name}
      </h2>
      <div className="m-muted">
        {[a.organizerName && `主办：${a.organizerName}`, a.subjectName && `学科：${a.subjectName}`]
          .filter(Boolean)
          .join(" · ")}
      </div>
      <div className="m-muted">
        报名 {a.registrationCount} 人 · 作品 {a.workCount} 件
      </div>
      <Collapse className="m-act-phases">
        <Collapse.Panel key="phases" title={`当前阶段：${a.phases[current]?.label ?? a.stageLabel}`}>
          <Steps direction="vertical" current={Math.max(0, current)} className="m-act-steps">
            {a.phases.map((p) => (
              <Steps.Step
                key={p.stage}
                title={p.label}
                description={p.end ? `截止 ${minute(p.end)}` : undefined}
                status={p.state === "done" ? "finish" : p.state === "current" ? "process" : "wait"}
              />
            ))}
          </Steps>
        </Collapse.Panel>
      </Collapse>
    </section>
  );
}

function Html({ html, empty }: { html: string; empty: string }) {
  if (!html.replace(/<[^>]*>/g, "").trim()) return <ErrorBlock status="empty" title={empty} description="" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the organiser saved it
  return <div className="m-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}

function TabBody({ a, type }: { a: ActivityDetail; type: ActivityTab }) {
  if (type === "introduction") return <Html html={a.intro} empty="组织者尚未填写活动介绍" />;
  if (type === "guide") return <Html html={a.guide} empty="组织者尚未填写活动指南" />;
  if (type === "announcements") return <Announcements id={a.id} />;
  if (type === "works") return <Works a={a} />;
  return <Results a={a} />;
}

function Announcements({ id }: { id: number }) {
  const q = useActivityAnnouncements(id);
  return (
    <QueryState query={q} empty={(l) => l.length === 0} emptyText="暂无活动公告">
      {(list) => (
        <Collapse defaultActiveKey={list[0] ? [String(list[0].id)] : []}>
          {list.map((n) => (
            <Collapse.Panel
              key={String(n.id)}
              title={
                <div>
                  <div>{n.title}</div>
                  <div className="m-muted">{minute(n.createdAt)}</div>
                </div>
              }
            >
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the organiser saved it */}
              <div className="m-rich" dangerouslySetInnerHTML={{ __html: n.content }} />
            </Collapse.Panel>
          ))}
        </Collapse>
      )}
    </QueryState>
  );
}

/** Approved works, each opening its resource page (the phone's player). */
function Works({ a }: { a: ActivityDetail }) {
  if (!a.actions.worksVisible && !a.canEdit) {
    return <ErrorBlock status="empty" title="参赛作品将在评比结果公布后展示" description="" />;
  }
  const finished = a.actions.resultsVisible;
  return (
    <ListPage<WorkRow>
      queryKey={worksKey(a.id, finished)}
      fetchPage={(pageNo, pageSize) => fetchWorks(a.id, finished, pageNo, pageSize)}
      itemKey={(w) => w.id}
      emptyText="暂无审核通过的作品"
      renderItem={(w) => (
        <Card
          to={`/resource/${w.resourceId}`}
          thumb={finished ? thumbUrl(w.coverUrl, 120) : undefined}
          badge={w.award || undefined}
          title={w.title}
          meta={[w.authorName, w.orgName].filter(Boolean).join(" · ")}
        />
      )}
    />
  );
}

/** The ranking: a list on the phone (the desktop's table is too wide). */
function Results({ a }: { a: ActivityDetail }) {
  const q = useActivityResults(a.id, a.actions.resultsVisible);
  if (!a.actions.resultsVisible) return <ErrorBlock status="empty" title="评比结果尚未公布" description="" />;
  if (q.isPending) return <PageSkeleton />;
  return (
    <QueryState query={q} empty={(rows) => rows.length === 0} emptyText="暂无评比结果">
      {(rows) => (
        <ol className="m-results">
          {rows.map((r) => (
            <li key={r.workId}>
              <Card
                to={`/resource/${r.resourceId}`}
                title={`${r.rank}. ${r.title}`}
                meta={[r.award || null, r.score !== null ? `${r.score.toFixed(2)} 分` : null, r.authorName, r.orgName]
                  .filter(Boolean)
                  .join(" · ")}
              />
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
