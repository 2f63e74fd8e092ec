import type { ActivityDetail, ActivityResultItem } from "@otp/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Collapse, Empty, Pagination, Result, Skeleton, Table, Tag } from "antd";
import { useState } from "react";
import { ResourcePreviewDialog } from "../../../components/preview";
import { activityApi } from "../api";
import { minute } from "../format";

const WORKS_PAGE = 12;

export function AnnouncementsTab({ id }: { id: number }) {
  const q = useQuery({ queryKey: ["activity", "announcements", id], queryFn: () => activityApi.announcements(id) });
  if (q.isLoading) return <Skeleton active />;
  if (q.isError) return <Result status="error" title="公告加载失败" />;
  if (!q.data?.length) return <Empty description="暂无活动公告" />;
  return (
    <Collapse
      defaultActiveKey={[q.data[0]?.id ?? 0]}
      items={q.data.map((n) => ({
        key: n.id,
        label: n.title,
        extra: <span className="act-meta">{minute(n.createdAt)}</span>,
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the organiser saved it
        children: <div className="rich-text" dangerouslySetInnerHTML={{ __html: n.content }} />,
      }))}
    />
  );
}

/** Approved works, playing in the shared preview dialog. */
export function WorksTab({ a }: { a: ActivityDetail }) {
  const [pageNo, setPageNo] = useState(1);
  const [playing, setPlaying] = useState<number | null>(null);
  const allowed = a.actions.worksVisible || a.canEdit;
  const q = useQuery({
    queryKey: ["activity", "works", a.id, pageNo],
    queryFn: () => activityApi.works({ id: a.id, pageNo, pageSize: WORKS_PAGE }),
    enabled: allowed,
    placeholderData: keepPreviousData,
  });
  if (!allowed) return <Result status="info" title="参赛作品将在评比结果公布后展示" />;
  if (q.isLoading) return <Skeleton active />;
  if (q.isError) return <Result status="error" title="作品加载失败" />;
  if (!q.data?.list.length) return <Empty description="暂无审核通过的作品" />;
  return (
    <>
      <ul className="act-works">
        {q.data.list.map((w) => (
          <li key={w.id}>
            <button type="button" className="act-work" onClick={() => setPlaying(w.resourceId)}>
              <strong>{w.title}</strong>
              <span className="act-meta">
                <span>{w.authorName}</span>
                {w.orgName ? <span>{w.orgName}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Pagination
        current={pageNo}
        pageSize={WORKS_PAGE}
        total={q.data.count}
        hideOnSinglePage
        showSizeChanger={false}
        onChange={setPageNo}
      />
      <ResourcePreviewDialog
        open={playing !== null}
        resourceId={playing ?? undefined}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}

const AWARD_COLORS = ["gold", "blue", "green", "cyan"];

export function ResultsTab({ a }: { a: ActivityDetail }) {
  const [playing, setPlaying] = useState<number | null>(null);
  const q = useQuery({
    queryKey: ["activity", "results", a.id],
    queryFn: () => activityApi.results(a.id),
    enabled: a.actions.resultsVisible,
  });
  if (!a.actions.resultsVisible) return <Result status="info" title="评比结果尚未公布" />;
  if (q.isLoading) return <Skeleton active />;
  if (q.isError) return <Result status="error" title="结果加载失败" />;
  const awards = [...new Set((q.data ?? []).map((r) => r.award).filter(Boolean))];
  return (
    <>
      <Table<ActivityResultItem>
        rowKey="workId"
        pagination={false}
        dataSource={q.data ?? []}
        locale={{ emptyText: "暂无评比结果" }}
        columns={[
          { title: "名次", dataIndex: "rank", width: 70 },
          {
            title: "作品",
            dataIndex: "title",
            render: (_, r) => (
              <Button type="link" style={{ padding: 0 }} onClick={() => setPlaying(r.resourceId)}>
                {r.title}
              </Button>
            ),
          },
          { title: "作者", dataIndex: "authorName", width: 110 },
          { title: "单位", dataIndex: "orgName", width: 140 },
          { title: "得分", dataIndex: "score", width: 90, render: (_, r) => r.score?.toFixed(2) ?? "—" },
          {
            title: "奖项",
            dataIndex: "award",
            width: 100,
            render: (_, r) =>
              r.award ? <Tag color={AWARD_COLORS[awards.indexOf(r.award)] ?? "default"}>{r.award}</Tag> : "—",
          },
        ]}
      />
      <ResourcePreviewDialog
        open={playing !== null}
        resourceId={playing ?? undefined}
        onClose={() => setPlaying(null)}
      />
    </>
  );
}
