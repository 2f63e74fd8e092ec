import type { ActivityDetail, ActivityResultItem } from "@otp/contract";
import { Button, Collapse, Pagination, Result, Table, Tag } from "antd";
import { useState } from "react";
import { ResourcePreviewDialog } from "../../../components/preview";
import { QueryState } from "../../../components/QueryState";
import { useActivityAnnouncements, useActivityResults, useActivityWorks } from "../api";
import { minute } from "../format";

const WORKS_PAGE = 12;

export function AnnouncementsTab({ id }: { id: number }) {
  const q = useActivityAnnouncements(id);
  return (
    <QueryState query={q} empty="暂无活动公告">
      {(list) => (
        <Collapse
          defaultActiveKey={[list[0]?.id ?? 0]}
          items={list.map((n) => ({
            key: n.id,
            label: n.title,
            extra: <span className="act-meta">{minute(n.createdAt)}</span>,
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server when the organiser saved it
            children: <div className="rich-text" dangerouslySetInnerHTML={{ __html: n.content }} />,
          }))}
        />
      )}
    </QueryState>
  );
}

/** Approved works, playing in the shared preview dialog. */
export function WorksTab({ a }: { a: ActivityDetail }) {
  const [pageNo, setPageNo] = useState(1);
  const [playing, setPlaying] = useState<number | null>(null);
  const allowed = a.actions.worksVisible || a.canEdit;
  const q = useActivityWorks({ id: a.id, pageNo, pageSize: WORKS_PAGE }, allowed);
  if (!allowed) return <Result status="info" title="参赛作品将在评比结果公布后展示" />;
  return (
    <QueryState query={q} empty="暂无审核通过的作品">
      {(data) => (
        <>
          <ul className="act-works">
            {data.list.map((w) => (
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
            total={data.count}
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
      )}
    </QueryState>
  );
}

const AWARD_COLORS = ["gold", "blue", "green", "cyan"];

export function ResultsTab({ a }: { a: ActivityDetail }) {
  const q = useActivityResults(a.id, a.actions.resultsVisible);
  if (!a.actions.resultsVisible) return <Result status="info" title="评比结果尚未公布" />;
  return (
    <QueryState query={q} isEmpty={() => false}>
      {(rows) => <ResultsTable rows={rows} />}
    </QueryState>
  );
}

function ResultsTable({ rows }: { rows: ActivityResultItem[] }) {
  const [playing, setPlaying] = useState<number | null>(null);
  const awards = [...new Set(rows.map((r) => r.award).filter(Boolean))];
  return (
    <>
      <Table<ActivityResultItem>
        rowKey="workId"
        pagination={false}
        dataSource={rows}
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
