import { mobilePathFor } from "@otp/contract";
import type { SearchBarRef } from "antd-mobile";
import { SearchBar, Tabs } from "antd-mobile";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { Page } from "../../../components/Page";
import { thumbUrl } from "../../../components/thumb";
import { fetchSearch, SEARCH_TABS, type SearchRow, type SearchTab, searchKey } from "../api";
import { addRecent, clearRecent, readRecent } from "../recent";
import "../search.css";

const LIVE_STATE = { 1: "未开始", 2: "直播中", 3: "已结束" } as const;

/** A hit's desktop address (`url`) as the page of this site that shows it. */
function hitPath(url: string): string {
  const [path = "/", search = ""] = url.split("?");
  return mobilePathFor(path, search ? `?${search}` : "");
}

function Row({ row }: { row: SearchRow }) {
  if (row.kind === "live") {
    const l = row.live;
    return (
      <Card
        to={`/live/wap/${l.id}`}
        thumb={thumbUrl(l.coverUrl, 120)}
        badge={l.cancelled ? "已取消" : LIVE_STATE[l.status]}
        title={l.name}
        meta={[
          l.teacherName,
          l.startTime ? new Date(l.startTime).toLocaleString("zh-CN", { hour12: false }).slice(0, -3) : "",
        ]
          .filter(Boolean)
          .join(" · ")}
      />
    );
  }
  const h = row.hit;
  return (
    <Card
      to={hitPath(h.url)}
      thumb={thumbUrl(h.coverUrl, 120)}
      title={h.title}
      meta={h.meta.length > 0 ? h.meta.join(" · ") : h.summary}
    />
  );
}

/**
 * 搜索: one box (focused on arrival), the kind as tabs, results as an endless list; the word and
 * the tab are in the address (`?q=&tab=`) so back returns to the results; recent words stay on the phone.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const word = (params.get("q") ?? "").trim();
  const tab: SearchTab = SEARCH_TABS.find((t) => t.key === params.get("tab"))?.key ?? "course";
  const [text, setText] = useState(word);
  const [recent, setRecent] = useState(readRecent);
  const bar = useRef<SearchBarRef>(null);
  // Focused by hand, not with autoFocus: Preact sets only the attribute, which a browser honours
  // once per page load, so a second visit by tapping the header would open without a keyboard.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening the page only
  useEffect(() => {
    if (!word) bar.current?.focus();
  }, []);
  const go = (q: string, t: SearchTab = tab) => {
    const w = q.trim().slice(0, 100);
    if (w) setRecent(addRecent(w));
    setText(w);
    setParams(w ? { q: w, tab: t } : { tab: t }, { replace: !!word === !!w });
  };
  return (
    <Page title="搜索" fallback="/portal">
      <div className="m-search-box">
        <SearchBar
          ref={bar}
          placeholder="输入课程、资源、直播或教师名称"
          value={text}
          onChange={setText}
          onSearch={(v) => go(v)}
          showCancelButton={() => false}
          clearable={false}
          aria-label="搜索关键词"
        />
        <button type="button" className="m-button" onClick={() => go(text)}>
          搜索
        </button>
      </div>
      <div className="m-search-tabs">
        <Tabs activeKey={tab} onChange={(k) => go(word, k as SearchTab)}>
          {SEARCH_TABS.map((t) => (
            <Tabs.Tab key={t.key} title={t.title} />
          ))}
        </Tabs>
      </div>
      {word ? (
        <ListPage<SearchRow>
          key={`${tab}-${word}`}
          queryKey={searchKey(tab, word)}
          fetchPage={(pageNo, pageSize) => fetchSearch(tab, word, pageNo, pageSize)}
          itemKey={(r) => (r.kind === "live" ? `l${r.live.id}` : `${r.hit.type}${r.hit.id}`)}
          emptyText={`没有找到与“${word}”相关的${SEARCH_TABS.find((t) => t.key === tab)?.title}`}
          renderItem={(r) => <Row row={r} />}
        />
      ) : (
        <section className="m-section">
          <div className="m-section-head">
            <h2>最近搜索</h2>
            {recent.length > 0 ? (
              <button type="button" className="m-link-button" onClick={() => setRecent(clearRecent())}>
                清空
              </button>
            ) : null}
          </div>
          {recent.length === 0 ? (
            <p className="m-muted">暂无搜索记录</p>
          ) : (
            <div className="m-recent">
              {recent.map((w) => (
                <button key={w} type="button" className="m-recent-word" onClick={() => go(w)}>
                  {w}
                </button>
              ))}
            </div>
          )}
        </section>
      )}
    </Page>
  );
}
