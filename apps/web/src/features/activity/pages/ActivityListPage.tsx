import { ACTIVITY_STAGES, type ActivityStage } from "@otp/contract";
import { Input, Pagination, Select } from "antd";
import { Link, useSearchParams } from "react-router";
import { useElementOptions, useKvOptions } from "../../../api/kv";
import { QueryState } from "../../../components/QueryState";
import { useActivityList } from "../api";
import { StageTag } from "../components/StageTag";
import { day } from "../format";
import "../activity.css";

const PAGE_SIZE = 12;
/** Readers never see drafts. */
const PUBLIC_STAGES = ACTIVITY_STAGES.filter((s) => s.value !== "draft");

/** /activity: activities by stage, organizer, subject and keyword; filters live in the URL. */
export default function ActivityListPage() {
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get("page")) || 1);
  const keyword = params.get("keyword") ?? "";
  const stageParam = params.get("stage");
  const stage = PUBLIC_STAGES.some((s) => s.value === stageParam) ? (stageParam as ActivityStage) : undefined;
  const orgId = Number(params.get("org")) || undefined;
  const subjectId = Number(params.get("subject")) || undefined;
  const orgs = useKvOptions("org");
  const subjects = useElementOptions("SUBJECT");
  const body = { pageNo, pageSize: PAGE_SIZE, keyword: keyword || undefined, stage, orgId, subjectId };
  const q = useActivityList(body);
  const go = (next: Record<string, string | number | undefined>) => {
    const merged = { keyword, stage, org: orgId, subject: subjectId, page: undefined, ...next };
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries(merged)) if (v !== undefined && v !== "" && v !== 1) p.set(k, String(v));
    setParams(p);
  };
  return (
    <div className="otp-page act-page">
      <div className="act-head">
        <h1>活动评比</h1>
        <div className="act-filters">
          <Select
            aria-label="活动状态"
            allowClear
            placeholder="全部状态"
            style={{ width: 130 }}
            value={stage}
            options={PUBLIC_STAGES.map((s) => ({ value: s.value, label: s.label }))}
            onChange={(v) => go({ stage: v })}
          />
          <Select
            aria-label="主办单位"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部主办单位"
            style={{ width: 160 }}
            value={orgId}
            options={orgs}
            onChange={(v) => go({ org: v })}
          />
          <Select
            aria-label="学科"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="全部学科"
            style={{ width: 130 }}
            value={subjectId}
            options={subjects}
            onChange={(v) => go({ subject: v })}
          />
          <Input.Search
            allowClear
            aria-label="搜索活动名称"
            placeholder="搜索活动名称"
            defaultValue={keyword}
            style={{ width: 220 }}
            onSearch={(v) => go({ keyword: v.trim() })}
          />
        </div>
      </div>
      <QueryState query={q} empty="没有符合条件的活动" rows={6}>
        {(data) => (
          <>
            <ul className="act-grid">
              {data.list.map((a) => (
                <li key={a.id}>
                  <Link className="act-card" to={`/activity/${a.id}/introduction`}>
                    <span>
                      <StageTag stage={a.stage} />
                    </span>
                    <span className="act-card-title">{a.name}</span>
                    <span className="act-meta">
                      {a.organizerName ? <span>主办：{a.organizerName}</span> : null}
                      {a.subjectName ? <span>学科：{a.subjectName}</span> : null}
                    </span>
                    <span className="act-meta">
                      <span>
                        {day(a.registrationStart)} 至 {day(a.judgingEnd)}
                      </span>
                    </span>
                    <span className="act-meta">
                      <span>报名 {a.registrationCount}</span>
                      <span>作品 {a.workCount}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination
              current={pageNo}
              pageSize={PAGE_SIZE}
              total={data.count}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={(page) => go({ page })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
