import { PlayCircleOutlined, TrophyOutlined } from "@ant-design/icons";
import type { ActivityVideosInput } from "@otp/contract";
import { Checkbox, Input, Pagination, Select, Tag } from "antd";
import { useState } from "react";
import { Link } from "react-router";
import { useElementOptions, useKvOptions } from "../../../api/kv";
import { ResourcePreviewDialog } from "../../../components/preview/ResourcePreviewDialog";
import { QueryState } from "../../../components/QueryState";
import { useActivityVideos } from "../api";
import "../activity.css";

const PAGE_SIZE = 12;

/**
 * /resource6 活动视频: the works of activities whose results are out (结果公布, 已归档), awarded
 * ones first; a card plays its work in the preview dialog.
 */
export default function ActivityVideosPage() {
  const [f, setF] = useState<ActivityVideosInput>({ pageNo: 1, pageSize: PAGE_SIZE });
  const set = (patch: Partial<ActivityVideosInput>) => setF((x) => ({ ...x, pageNo: 1, ...patch }));
  const q = useActivityVideos(f);
  const orgs = useKvOptions("org");
  const subjects = useElementOptions("SUBJECT");
  const [preview, setPreview] = useState<number | null>(null);
  return (
    <div className="otp-page act-page">
      <div className="act-videos-head">
        <h1>活动视频</h1>
        <Input.Search
          placeholder="搜索作品或活动名称"
          allowClear
          enterButton="搜索"
          maxLength={100}
          style={{ width: 320 }}
          onSearch={(v) => set({ keyword: v.trim() || undefined })}
        />
      </div>
      <div className="act-videos-filters">
        <Select
          aria-label="活动"
          placeholder="全部活动"
          allowClear
          style={{ width: 260 }}
          value={f.activityId ?? undefined}
          options={(q.data?.activities ?? []).map((a) => ({ value: a.id, label: a.name }))}
          onChange={(v) => set({ activityId: v ?? null })}
        />
        <Select
          aria-label="学科"
          placeholder="全部学科"
          allowClear
          style={{ width: 160 }}
          value={f.subjectId ?? undefined}
          options={subjects}
          onChange={(v) => set({ subjectId: v ?? null })}
        />
        <Select
          aria-label="单位"
          placeholder="全部单位"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          value={f.orgId ?? undefined}
          options={orgs}
          onChange={(v) => set({ orgId: v ?? null })}
        />
        <Checkbox checked={!!f.awarded} onChange={(e) => set({ awarded: e.target.checked || undefined })}>
          只看获奖作品
        </Checkbox>
      </div>
      <QueryState query={q} empty="暂无活动视频" rows={6}>
        {(page) => (
          <>
            <div className="act-videos-grid" style={{ opacity: q.isPlaceholderData ? 0.6 : 1 }}>
              {page.list.map((v) => (
                <div key={v.id} className="act-video-card">
                  <div className="act-video-cover-wrap">
                    <button
                      type="button"
                      className="act-video-cover"
                      aria-label={`播放 ${v.title}`}
                      onClick={() => setPreview(v.resourceId)}
                      style={v.coverUrl ? { backgroundImage: `url(${v.coverUrl})` } : undefined}
                    >
                      <PlayCircleOutlined />
                    </button>
                    {v.award ? (
                      <Tag color="gold" className="act-video-award">
                        <TrophyOutlined /> {v.award}
                      </Tag>
                    ) : null}
                  </div>
                  <div className="act-video-body">
                    <div className="act-video-title" title={v.title}>
                      {v.title}
                    </div>
                    <div className="act-video-meta">
                      {v.authorName}
                      {v.orgName ? ` · ${v.orgName}` : ""}
                      {v.score !== null ? ` · ${v.score.toFixed(2)}分` : ""}
                    </div>
                    <Link className="act-video-activity" to={`/activity/${v.activityId}/results`}>
                      {v.activityName}
                    </Link>
                  </div>
                </div>
              ))}
            </div>
            <Pagination
              className="act-videos-pagination"
              current={f.pageNo}
              pageSize={PAGE_SIZE}
              total={page.count}
              showSizeChanger={false}
              showTotal={(t) => `共 ${t} 个作品`}
              onChange={(p) => setF((x) => ({ ...x, pageNo: p }))}
            />
          </>
        )}
      </QueryState>
      <ResourcePreviewDialog
        open={preview !== null}
        resourceId={preview ?? undefined}
        onClose={() => setPreview(null)}
      />
    </div>
  );
}
