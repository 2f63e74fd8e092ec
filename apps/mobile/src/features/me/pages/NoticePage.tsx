import type { NoticeItem } from "@otp/contract";
import { Tabs } from "antd-mobile";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ListPage } from "../../../components/ListPage";
import { fetchNotices, meKeys, useReadAllNotices, useReadNotice } from "../api";
import { MePage } from "../components/MePage";
import { formatDateTime } from "../format";

const CATEGORY: Record<string, string> = {
  account: "账号",
  security: "安全",
  role: "权限",
  audit: "审核",
  assignment: "作业",
  grade: "批阅",
  live: "直播",
  activity: "活动",
  supervise: "督导",
  task: "任务",
};

function NoticeRow({ n, open, onTap }: { n: NoticeItem; open: boolean; onTap(): void }) {
  const cat = CATEGORY[n.category];
  return (
    <button
      type="button"
      className={`me-notice${n.readAt ? " me-notice-read" : ""}`}
      aria-expanded={open}
      onClick={onTap}
    >
      <span className="me-notice-head">
        <span className={`me-dot${n.readAt ? " me-dot-off" : ""}`} aria-hidden="true" />
        {cat ? <span className="me-tag me-tag-blue">{cat}</span> : null}
        <span className="me-notice-title">
          {n.readAt ? null : <span className="me-sr-only">未读：</span>}
          {n.title}
        </span>
      </span>
      {n.content ? (
        open ? (
          <span className="me-notice-content" style={{ display: "block" }}>
            {n.content}
          </span>
        ) : (
          <span className="me-notice-summary" style={{ display: "block" }}>
            {n.content}
          </span>
        )
      ) : null}
      <span className="m-muted" style={{ display: "block" }}>
        {formatDateTime(n.createdAt)}
      </span>
    </button>
  );
}

/** 我的消息: all or unread; tapping one opens it and marks it read; 全部已读 in the bar. */
export default function NoticePage() {
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get("tab") === "unread";
  const [open, setOpen] = useState<number | null>(null);
  const readOne = useReadNotice();
  const readAll = useReadAllNotices();
  const tap = (n: NoticeItem) => {
    setOpen((cur) => (cur === n.id ? null : n.id));
    if (!n.readAt) void readOne.run(n.id);
  };
  return (
    <MePage
      title="我的消息"
      right={
        <button
          type="button"
          className="m-link-button"
          disabled={readAll.busy}
          onClick={() => void readAll.run(undefined)}
        >
          全部已读
        </button>
      }
    >
      <Tabs
        className="me-tabs"
        activeKey={unreadOnly ? "unread" : "all"}
        onChange={(k) => {
          setOpen(null);
          setParams(k === "unread" ? { tab: "unread" } : {}, { replace: true });
        }}
      >
        <Tabs.Tab key="all" title="全部" />
        <Tabs.Tab key="unread" title="未读" />
      </Tabs>
      <ListPage<NoticeItem>
        key={unreadOnly ? "unread" : "all"}
        queryKey={meKeys.notices(unreadOnly)}
        fetchPage={fetchNotices(unreadOnly)}
        itemKey={(n) => n.id}
        renderItem={(n) => <NoticeRow n={n} open={open === n.id} onTap={() => tap(n)} />}
        emptyText={unreadOnly ? "没有未读消息" : "暂无消息"}
      />
    </MePage>
  );
}
