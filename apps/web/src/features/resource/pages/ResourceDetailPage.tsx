import { EditOutlined, EyeOutlined, StarFilled, StarOutlined } from "@ant-design/icons";
import {
  PUBLISH_STATUS,
  RESOURCE_KINDS,
  RESOURCE_TYPE_NAMES,
  type ResourceDetail,
  VISIBILITY_NAMES,
} from "@otp/contract";
import { Alert, Breadcrumb, Button, Drawer, Result, Skeleton, Space, Tag } from "antd";
import dayjs from "dayjs";
import { type ReactElement, useEffect, useRef, useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { useAction } from "../../../api/action";
import { ApiError } from "../../../api/http";
import { useLoginInfo } from "../../../app/useLoginInfo";
import { DownloadButton } from "../../../components/preview/DownloadButton";
import { FileList } from "../../../components/preview/FileList";
import { useLoggedIn } from "../../../components/preview/hooks";
import { formatSecond, parsePlaybackQuery } from "../../../components/preview/playback";
import { ResourcePlayer } from "../../../components/preview/ResourcePlayer";
import type { PlayerHandle } from "../../../components/preview/types";
import { chooseViewer, isTimedViewer } from "../../../components/preview/viewerChoice";
import { ResourceForm } from "../../../components/resource-form/ResourceForm";
import { resourceApi, useResourceDetail, useResourceDetailCache } from "../api";
import { NotesPanel } from "../components/NotesPanel";
import { kindFromPath, listBase } from "../paths";
import "../resource.css";

const STATUS_TEXT: Record<number, { type: "info" | "warning" | "error"; text: string }> = {
  [PUBLISH_STATUS.DRAFT]: { type: "info", text: "草稿：提交审核并通过后，其他用户才能看到此资源" },
  [PUBLISH_STATUS.PENDING]: { type: "warning", text: "待审核：审核通过后发布" },
  [PUBLISH_STATUS.REJECTED]: { type: "error", text: "审核未通过" },
};

function CollectButton({ resource }: { resource: ResourceDetail }) {
  const loggedIn = useLoggedIn();
  const [collected, setCollected] = useState(resource.collected);
  const toggle = useAction(() => resourceApi.collect(resource.id), { onSuccess: (r) => setCollected(r.collected) });
  if (!loggedIn) return null;
  return (
    <Button
      icon={collected ? <StarFilled style={{ color: "#faad14" }} /> : <StarOutlined />}
      loading={toggle.busy}
      onClick={() => void toggle.run(undefined)}
      aria-pressed={collected}
    >
      {collected ? "已收藏" : "收藏"}
    </Button>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404)
    return <Result status="404" title="资源不存在或已下架" extra={<Link to="/resource">返回资源中心</Link>} />;
  if (status === 403)
    return <Result status="403" title="没有查看此资源的权限" subTitle={(error as Error).message || undefined} />;
  return (
    <Result
      status="warning"
      title="资源加载失败"
      subTitle={(error as Error)?.message || "请稍后重试"}
      extra={<Button onClick={onRetry}>重试</Button>}
    />
  );
}

/**
 * Resource detail (/resource/{originId}, /bres{n}/{id}, /resource6|7/{id}). Query parameters:
 * name (shown while loading), resourceId (the resource to open, overriding the route id),
 * second (start offset, also for multi-screen) and sep ("start,end" segment).
 */
export default function ResourceDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const query = parsePlaybackQuery(search);
  const routeId = Number(params.originId ?? params.id);
  const id = query.resourceId ?? (Number.isInteger(routeId) && routeId > 0 ? routeId : 0);
  const loggedIn = useLoggedIn();
  const cache = useResourceDetailCache();
  const player = useRef<PlayerHandle>(null);
  const [fileIndex, setFileIndex] = useState(0);
  const [editing, setEditing] = useState(false);
  const siteName = useLoginInfo().data?.baseInfo.name;

  const q = useResourceDetail(id);
  const r = q.data;
  const routeKind = kindFromPath(pathname);
  const kind = RESOURCE_KINDS.find((k) => k.id === (r?.kind ?? routeKind));
  const base = listBase(routeKind);

  useEffect(() => {
    if (r?.name) document.title = `${r.name}${siteName ? ` - ${siteName}` : ""}`;
  }, [r?.name, siteName]);

  const crumbs = [
    { title: <Link to="/resource">资源中心</Link> },
    ...(kind ? [{ title: <Link to={routeKind ? base : `/resource?kind=${kind.id}`}>{kind.name}</Link> }] : []),
    { title: r?.name ?? query.name ?? "资源详情" },
  ];

  let content: ReactElement;
  if (id <= 0) {
    content = <Result status="404" title="资源不存在" extra={<Link to="/resource">返回资源中心</Link>} />;
  } else if (q.isLoading) {
    content = (
      <div className="res-detail-top">
        <Skeleton.Node active style={{ width: 840, height: 473 }}>
          <span>{query.name ?? "加载中…"}</span>
        </Skeleton.Node>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (q.isError || !r) {
    content = <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  } else {
    const multi = r.type === "MULTISCREEN";
    const index = multi ? 0 : Math.min(fileIndex, Math.max(0, r.fileList.length - 1));
    const viewer = chooseViewer(r, index);
    const timed = isTimedViewer(viewer);
    const status = STATUS_TEXT[r.status];
    content = (
      <>
        {status && r.canEdit ? (
          <Alert
            type={status.type}
            showIcon
            style={{ marginBottom: 16 }}
            message={
              r.status === PUBLISH_STATUS.REJECTED && r.rejectReason ? `${status.text}：${r.rejectReason}` : status.text
            }
          />
        ) : null}
        <div className="res-detail-top">
          <ResourcePlayer
            ref={player}
            resource={r}
            fileIndex={index}
            startSecond={index === 0 ? query.startSecond : undefined}
            sep={index === 0 ? query.sep : undefined}
          />
          <aside className="res-detail-aside">
            {r.fileList.length > 1 && !multi ? (
              <section>
                <h3>文件（{r.fileList.length}）</h3>
                <FileList files={r.fileList} active={index} onSelect={setFileIndex} />
              </section>
            ) : null}
            {multi ? (
              <section>
                <h3>画面（{r.fileList.length}）</h3>
                <FileList files={r.fileList} active={-1} onSelect={() => {}} />
                <p className="res-muted">点击右侧小画面可切换为主画面</p>
              </section>
            ) : null}
            <NotesPanel resourceId={r.id} player={player} timed={timed} loggedIn={loggedIn} />
          </aside>
        </div>
        <section className="res-info">
          <div className="res-info-head">
            <h1>{r.name}</h1>
            <Space wrap>
              <CollectButton key={r.id} resource={r} />
              <DownloadButton resource={r} file={r.fileList[index]} />
              {r.canEdit ? (
                <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  编辑
                </Button>
              ) : null}
            </Space>
          </div>
          <div className="res-info-tags">
            {kind ? <Tag color="blue">{kind.name}</Tag> : null}
            <Tag>{RESOURCE_TYPE_NAMES[r.type]}</Tag>
            {r.subjectName ? <Tag color="green">{r.subjectName}</Tag> : null}
            <Tag color="default">{VISIBILITY_NAMES[r.visibility]}</Tag>
          </div>
          <div className="res-info-meta">
            <span>上传者：{r.ownerName}</span>
            {r.orgName ? <span>院系：{r.orgName}</span> : null}
            {r.duration ? <span>时长：{formatSecond(r.duration)}</span> : null}
            <span>上传时间：{dayjs(r.createdAt).format("YYYY-MM-DD HH:mm")}</span>
            <span>
              <EyeOutlined /> {r.visitCount} 次浏览
            </span>
            <span>{r.downloadCount} 次下载</span>
          </div>
          {r.brief ? <p className="res-brief">{r.brief}</p> : <p className="res-muted">暂无简介</p>}
          {(r.usedIn ?? []).length > 0 ? (
            <div className="res-used-in">
              <h3>所属课程</h3>
              <ul>
                {(r.usedIn ?? []).map((u) => (
                  <li key={`${u.courseId}-${u.sectionId}`}>
                    <Link to={`/course/${u.courseId}`}>{u.courseName}</Link>
                    <span className="res-muted"> · </span>
                    <Link to={`/course/${u.courseId}/${u.sectionId}`}>{u.sectionTitle}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </section>
        <Drawer title="编辑资源" open={editing} width={960} destroyOnHidden onClose={() => setEditing(false)}>
          <ResourceForm
            initial={r}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              void cache.reload(r.id);
            }}
          />
        </Drawer>
      </>
    );
  }

  return (
    <div className="otp-page res-page res-detail">
      <Breadcrumb items={crumbs} style={{ marginBottom: 16 }} />
      {content}
    </div>
  );
}
