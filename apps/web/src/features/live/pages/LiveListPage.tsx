import { LIVE_PAGE_SIZE, LIVE_TABS } from "@otp/contract";
import { Input, Pagination, Select, Tabs } from "antd";
import { useLocation, useSearchParams } from "react-router";
import { useKvOptions } from "../../../api/kv";
import { QueryState } from "../../../components/QueryState";
import { formatTime, useLiveList } from "../api";
import { LiveCard } from "../components/LiveCard";
import "../live.css";

const TAB_KEYS = LIVE_TABS.map((t) => String(t.status));

/**
 * /live (tabs 正在直播 / 全部直播 / 直播预告 / 直播回放, organization and keyword filters, 30 a
 * page) and /live/playback (the recorded tab alone). Filters live in the URL.
 */
export default function LiveListPage() {
  const { pathname } = useLocation();
  const playback = pathname.startsWith("/live/playback");
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("tab") ?? "2";
  const status = playback ? 3 : Number(TAB_KEYS.includes(tabParam) ? tabParam : "2");
  const pageNo = Math.max(1, Number(params.get("page")) || 1);
  const name = params.get("name") ?? "";
  const org = Number(params.get("org")) || null;
  const orgOptions = useKvOptions("org");

  const body = { pageNo, pageSize: LIVE_PAGE_SIZE, status, name: name || undefined, organizationId: org };
  const q = useLiveList(body);
  const notices = useLiveList({ pageNo: 1, pageSize: 4, status: 4, openRemark: true }, status === 4);
  // No class live now: the 正在直播 tab shows what starts next (as the portal's module does).
  const liveNow = status === 2 && !name && !org;
  const next = useLiveList({ pageNo: 1, pageSize: 4, status: 1 }, liveNow && q.data?.count === 0);

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!("page" in patch)) next.delete("page");
    setParams(next);
  };

  return (
    <div className="live-page">
      <div className="live-head">
        <h1>{playback ? "直播回放" : "直播"}</h1>
        <div className="live-filters">
          <Select
            allowClear
            placeholder="全部机构"
            style={{ width: 180 }}
            options={orgOptions}
            value={org ?? undefined}
            onChange={(v) => update({ org: v ? String(v) : null })}
            aria-label="机构"
          />
          <Input.Search
            allowClear
            placeholder="搜索直播名称"
            defaultValue={name}
            style={{ width: 240 }}
            onSearch={(v) => update({ name: v.trim() || null })}
          />
        </div>
      </div>
      {playback ? null : (
        <Tabs
          activeKey={String(status)}
          onChange={(k) => update({ tab: k === "2" ? null : k })}
          items={LIVE_TABS.map((t) => ({ key: String(t.status), label: t.name }))}
        />
      )}
      {status === 4 && (notices.data?.list.length ?? 0) > 0 ? (
        <ul className="live-notices" aria-label="直播公告">
          {notices.data?.list.map((n) => (
            <li key={n.id}>
              <a href={`/live/${n.id}`}>{n.name}</a>
              <span>{n.openRemark}</span>
              <time>{formatTime(n.startTime)}</time>
            </li>
          ))}
        </ul>
      ) : null}
      <QueryState query={q} rows={6} empty={status === 2 ? "暂无正在进行的直播" : "暂无直播"}>
        {(page) => (
          <div className="live-grid">
            {page.list.map((l) => (
              <LiveCard key={l.id} live={l} />
            ))}
          </div>
        )}
      </QueryState>
      {liveNow && q.data?.count === 0 && (next.data?.list.length ?? 0) > 0 ? (
        <section aria-label="即将开始">
          <h2 className="live-next-title">即将开始</h2>
          <div className="live-grid">
            {next.data?.list.map((l) => (
              <LiveCard key={l.id} live={l} />
            ))}
          </div>
        </section>
      ) : null}
      {(q.data?.count ?? 0) > LIVE_PAGE_SIZE ? (
        <Pagination
          className="live-pager"
          current={pageNo}
          pageSize={LIVE_PAGE_SIZE}
          total={q.data?.count}
          showSizeChanger={false}
          onChange={(p) => update({ page: String(p) })}
        />
      ) : null}
    </div>
  );
}
