import { LECTURE_KINDS, type LectureItem, type LectureKind } from "@otp/contract";
import { Input, Pagination, Select } from "antd";
import { useSearchParams } from "react-router";
import { useKvOptions } from "../../../api/kv";
import { QueryState } from "../../../components/QueryState";
import { useLectures, useResearchSubjectOptions } from "../api";
import { LectureCard } from "../components/LectureCard";
import "../research.css";

const PAGE_SIZE = 24;
const KIND_NAMES: Record<LectureKind, string> = { live: "直播说课", recorded: "录播说课" };

/** Groups a page of lectures (ordered by term, then subject) under term › subject headings. */
function groups(list: LectureItem[]) {
  const out: { key: string; term: string; subject: string; items: LectureItem[] }[] = [];
  for (const l of list) {
    const key = `${l.termId}-${l.subjectId}`;
    const last = out[out.length - 1];
    if (last?.key === key) last.items.push(l);
    else out.push({ key, term: l.termName, subject: l.subjectName, items: [l] });
  }
  return out;
}

/** /lecture (说课): lectures grouped by term and subject, filtered in the URL. */
export default function LectureListPage() {
  const [params, setParams] = useSearchParams();
  const subjects = useResearchSubjectOptions();
  const terms = useKvOptions("term");
  const num = (k: string) => Number(params.get(k)) || undefined;
  const filter = {
    pageNo: num("page") ?? 1,
    pageSize: PAGE_SIZE,
    subjectId: num("subjectId"),
    termId: num("termId"),
    kind: (params.get("kind") || undefined) as LectureKind | undefined,
    keyword: params.get("keyword") || undefined,
  };
  const q = useLectures(filter);
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
        <h1>说课</h1>
        <Input.Search
          allowClear
          aria-label="搜索说课"
          placeholder="搜索说课标题"
          defaultValue={filter.keyword}
          style={{ maxWidth: 280 }}
          onSearch={(v) => set("keyword", v.trim())}
        />
      </div>
      <div className="rs-filters">
        <Select
          aria-label="学期"
          placeholder="全部学期"
          allowClear
          options={terms}
          value={filter.termId}
          onChange={(v) => set("termId", v)}
          style={{ width: 220 }}
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
          aria-label="说课类型"
          placeholder="全部类型"
          allowClear
          options={LECTURE_KINDS.map((k) => ({ value: k, label: KIND_NAMES[k] }))}
          value={filter.kind}
          onChange={(v) => set("kind", v)}
          style={{ width: 120 }}
        />
      </div>
      <QueryState query={q} empty="暂无符合条件的说课" rows={6}>
        {(data) => (
          <>
            {groups(data.list).map((g) => (
              <section key={g.key} className="rs-group" aria-label={`${g.term} ${g.subject}`}>
                <h2>
                  {g.term} · {g.subject}
                </h2>
                <div className="rs-grid">
                  {g.items.map((l) => (
                    <LectureCard key={l.id} l={l} />
                  ))}
                </div>
              </section>
            ))}
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
