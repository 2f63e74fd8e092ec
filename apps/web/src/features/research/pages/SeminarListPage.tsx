import {
  SEMINAR_KIND_NAMES,
  SEMINAR_STATE_NAMES,
  SEMINAR_STATES,
  type SeminarKind,
  type SeminarState,
} from "@otp/contract";
import { Input, Pagination, Select } from "antd";
import { useLocation, useSearchParams } from "react-router";
import { QueryState } from "../../../components/QueryState";
import { useResearchOrgOptions, useResearchSubjectOptions, useSeminarList } from "../api";
import { SeminarCardItem } from "../components/SeminarCardItem";
import "../research.css";

const PAGE_SIZE = 12;

/** /teaching (示范教学) and /seminar (网络教研): filters by school, subject and state live in the URL. */
export default function SeminarListPage() {
  const kind: SeminarKind = useLocation().pathname.startsWith("/teaching") ? "teaching" : "seminar";
  const [params, setParams] = useSearchParams();
  const orgs = useResearchOrgOptions();
  const subjects = useResearchSubjectOptions();
  const num = (k: string) => Number(params.get(k)) || undefined;
  const filter = {
    kind,
    pageNo: num("page") ?? 1,
    pageSize: PAGE_SIZE,
    orgId: num("orgId"),
    subjectId: num("subjectId"),
    state: (params.get("state") || undefined) as SeminarState | undefined,
    keyword: params.get("keyword") || undefined,
  };
  const q = useSeminarList(filter);
  const set = (key: string, value: string | number | undefined) => {
    const p = new URLSearchParams(params);
    if (value === undefined || value === "") p.delete(key);
    else p.set(key, String(value));
    if (key !== "page") p.delete("page");
    setParams(p);
  };
  return (
    <div className="otp-page rs-page">
      <div className="rs-head">
        <h1>{SEMINAR_KIND_NAMES[kind]}</h1>
        <Input.Search
          allowClear
          aria-label="搜索教研主题"
          placeholder="搜索教研主题"
          defaultValue={filter.keyword}
          style={{ maxWidth: 280 }}
          onSearch={(v) => set("keyword", v.trim())}
        />
      </div>
      <div className="rs-filters">
        <Select
          aria-label="参与机构"
          placeholder="全部机构"
          allowClear
          options={orgs}
          value={filter.orgId}
          onChange={(v) => set("orgId", v)}
          style={{ width: 180 }}
        />
        <Select
          aria-label="学科"
          placeholder="全部学科"
          allowClear
          options={subjects}
          value={filter.subjectId}
          onChange={(v) => set("subjectId", v)}
          style={{ width: 140 }}
        />
        <Select
          aria-label="状态"
          placeholder="全部状态"
          allowClear
          options={SEMINAR_STATES.map((s) => ({ value: s, label: SEMINAR_STATE_NAMES[s] }))}
          value={filter.state}
          onChange={(v) => set("state", v)}
          style={{ width: 120 }}
        />
      </div>
      <QueryState query={q} empty="暂无符合条件的教研活动" rows={6}>
        {(data) => (
          <>
            <div className="rs-grid">
              {data.list.map((s) => (
                <SeminarCardItem key={s.id} s={s} to={`/${kind}/detail/${s.id}`} />
              ))}
            </div>
            <Pagination
              className="rs-pagination"
              current={filter.pageNo}
              pageSize={PAGE_SIZE}
              total={data.count}
              hideOnSinglePage
              showSizeChanger={false}
              onChange={(page) => set("page", page)}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
