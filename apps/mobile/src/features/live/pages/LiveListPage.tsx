import { Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { thumbUrl } from "../../../components/thumb";
import { fetchLivePage, formatTime, LIVE_LIST_TABS, type LiveListStatus, liveKeys, statusText } from "../api";
import "../../../components/media/media.css";
import "../live.css";

function statusOf(value: string | null): LiveListStatus {
  return LIVE_LIST_TABS.find((t) => String(t.status) === value)?.status ?? 2;
}

/** The 直播 tab: lives on air, upcoming and ended (`?status=` keeps the tab on reload and back). */
export default function LiveListPage() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get("status"));
  return (
    <div className="m-media">
      <div className="m-live-tabs">
        <Tabs
          activeKey={String(status)}
          onChange={(key) => setParams(key === "2" ? {} : { status: key }, { replace: true })}
        >
          {LIVE_LIST_TABS.map((t) => (
            <Tabs.Tab key={String(t.status)} title={t.title} />
          ))}
        </Tabs>
      </div>
      <ListPage
        key={status}
        queryKey={liveKeys.list(status)}
        fetchPage={(pageNo, pageSize) => fetchLivePage(status, pageNo, pageSize)}
        itemKey={(l) => l.id}
        persist
        emptyText={status === 2 ? "当前没有正在进行的直播" : status === 1 ? "暂无即将开始的直播" : "暂无已结束的直播"}
        renderItem={(l) => (
          <Card
            to={`/live/wap/${l.id}`}
            thumb={thumbUrl(l.coverUrl, 120)}
            badge={statusText(l)}
            title={l.name}
            meta={`${l.teacherName} · ${formatTime(l.startTime)}`}
          />
        )}
      />
    </div>
  );
}
