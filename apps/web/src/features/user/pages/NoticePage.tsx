import type { NoticeItem } from "@otp/contract";
import { Badge, Button, Empty, List, Tabs, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useNoticeList, useReadAllNotices, useReadNotice, useSetUnreadNotices } from "../../../api/notices";
import { useRouteTitle } from "../../../app/useRouteTitle";
import { NoticeSettings } from "../components/NoticeSettings";
import { PageHeader } from "../components/PageHeader";

const PAGE_SIZE = 10;
const CATEGORY: Record<string, { text: string; color: string }> = {
  account: { text: "账号", color: "blue" },
  security: { text: "安全", color: "red" },
  role: { text: "权限", color: "purple" },
  audit: { text: "审核", color: "orange" },
  assignment: { text: "作业", color: "cyan" },
  grade: { text: "批阅", color: "green" },
  live: { text: "直播", color: "magenta" },
  activity: { text: "活动", color: "gold" },
  supervise: { text: "督导", color: "geekblue" },
  task: { text: "任务", color: "lime" },
};

type Tab = "all" | "unread" | "settings";

function formatTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : d.toLocaleString("zh-CN", { hour12: false });
}

/** My messages: all / unread, paged; a message is marked read when opened; 消息设置 holds the switches. */
export default function NoticePage() {
  const title = useRouteTitle();
  const setUnread = useSetUnreadNotices();
  const [tab, setTab] = useState<Tab>("all");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const input = { pageNo: page, pageSize: PAGE_SIZE, ...(tab === "unread" ? { unread: true } : {}) };
  const list = useNoticeList(input);
  const readOne = useReadNotice(input);
  const readAll = useReadAllNotices();
  const unread = list.data?.unread ?? 0;
  useEffect(() => {
    if (list.data) setUnread(list.data.unread);
  }, [list.data, setUnread]);

  const markRead = (n: NoticeItem) => {
    if (!n.readAt) void readOne.run(n.id);
  };
  const toggle = (n: NoticeItem) => {
    setOpen((cur) => (cur === n.id ? null : n.id));
    markRead(n);
  };
  return (
    <>
      {/* 全部标为已读 sits in the header, not inside the tab list (a tablist holds only tabs). */}
      <PageHeader
        title={title}
        extra={
          <Button
            size="small"
            onClick={() => void readAll.run(undefined)}
            loading={readAll.busy}
            disabled={unread === 0}
          >
            全部标为已读
          </Button>
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k as Tab);
          setPage(1);
          setOpen(null);
        }}
        items={[
          { key: "all", label: "全部" },
          {
            key: "unread",
            label: (
              <span>
                未读
                <Badge count={unread} size="small" overflowCount={99} style={{ marginInlineStart: 6 }} />
              </span>
            ),
          },
          { key: "settings", label: "消息设置" },
        ]}
      />
      {tab === "settings" ? (
        <NoticeSettings />
      ) : (
        <List<NoticeItem>
          className="notice-list"
          loading={list.isLoading || list.isFetching}
          dataSource={list.data?.list ?? []}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={tab === "unread" ? "没有未读消息" : "暂无消息"}
                style={{ margin: "48px 0" }}
              />
            ),
          }}
          pagination={
            (list.data?.count ?? 0) > PAGE_SIZE
              ? {
                  current: page,
                  pageSize: PAGE_SIZE,
                  total: list.data?.count ?? 0,
                  showSizeChanger: false,
                  showTotal: (t) => `共 ${t} 条`,
                  onChange: (p) => {
                    setPage(p);
                    setOpen(null);
                  },
                }
              : false
          }
          renderItem={(n) => {
            const cat = CATEGORY[n.category];
            const expanded = open === n.id;
            return (
              <List.Item
                key={n.id}
                className={`notice-item${n.readAt ? "" : " notice-unread"}`}
                onClick={() => toggle(n)}
                extra={<span className="notice-time">{formatTime(n.createdAt)}</span>}
              >
                <div className="notice-main">
                  <div className="notice-head">
                    <Badge status={n.readAt ? "default" : "error"} />
                    {cat ? <Tag color={cat.color}>{cat.text}</Tag> : null}
                    <span className="notice-title">{n.title}</span>
                  </div>
                  {n.content ? (
                    expanded ? (
                      <div className="notice-content">{n.content}</div>
                    ) : (
                      <Typography.Paragraph type="secondary" ellipsis className="notice-summary">
                        {n.content}
                      </Typography.Paragraph>
                    )
                  ) : null}
                </div>
              </List.Item>
            );
          }}
        />
      )}
    </>
  );
}
