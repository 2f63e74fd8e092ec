import { ApiError } from "@otp/client/http";
import { formatSecond, parseSecond } from "@otp/client/playback";
import { RESOURCE_KINDS, RESOURCE_TYPE_NAMES, type ResourceDetail, VISIBILITY_NAMES } from "@otp/contract";
import { Tag } from "antd-mobile";
import { StarFill, StarOutline } from "antd-mobile-icons";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { isLoggedIn, useSession } from "../../../app/session";
import { LoginPrompt } from "../../../components/LoginPrompt";
import { DownloadButton } from "../../../components/media/DownloadButton";
import { FileTabs, fileLabels } from "../../../components/media/FileTabs";
import { ResourceView } from "../../../components/media/ResourceView";
import { Page } from "../../../components/Page";
import { ErrorView, PageSkeleton } from "../../../components/QueryState";
import { useCollectResource, useReloadResource, useResourceDetail } from "../api";
import "../../../components/media/media.css";
import "../resource.css";

function CollectButton({ resource }: { resource: ResourceDetail }) {
  const toggle = useCollectResource(resource.id);
  return (
    <button
      type="button"
      className="m-button m-button-ghost"
      aria-pressed={resource.collected}
      disabled={toggle.busy}
      onClick={() => void toggle.run(undefined)}
    >
      {resource.collected ? <StarFill aria-hidden color="#faad14" /> : <StarOutline aria-hidden />}
      &nbsp;{resource.collected ? "已收藏" : "收藏"}
    </button>
  );
}

function formatDate(iso: string): string {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function Info({ r, fileIndex }: { r: ResourceDetail; fileIndex: number }) {
  const loggedIn = isLoggedIn(useSession((s) => s.user));
  const kind = RESOURCE_KINDS.find((k) => k.id === r.kind);
  const file = r.fileList[fileIndex];
  return (
    <>
      <section className="m-section">
        <h2 className="m-section-title">{r.name}</h2>
        <div className="m-resource-tags">
          {kind ? <Tag color="primary">{kind.name}</Tag> : null}
          <Tag>{RESOURCE_TYPE_NAMES[r.type]}</Tag>
          {r.subjectName ? <Tag color="success">{r.subjectName}</Tag> : null}
          <Tag color="default">{VISIBILITY_NAMES[r.visibility]}</Tag>
        </div>
        <div className="m-muted">
          {r.ownerName}
          {r.orgName ? ` · ${r.orgName}` : ""}
          {r.duration ? ` · 时长 ${formatSecond(r.duration)}` : ""}
        </div>
        <div className="m-muted">
          {formatDate(r.createdAt)} · {r.visitCount} 次浏览 · {r.downloadCount} 次下载
        </div>
        {loggedIn ? (
          <div className="m-actions">
            <CollectButton resource={r} />
            {file ? <DownloadButton resource={r} file={file} ghost /> : null}
          </div>
        ) : null}
      </section>
      <section className="m-section" aria-label="资源简介">
        <div className="m-section-head">
          <h2>简介</h2>
        </div>
        {r.brief ? <p className="m-resource-brief">{r.brief}</p> : <p className="m-muted">暂无简介</p>}
      </section>
      {r.usedIn.length > 0 ? (
        <section className="m-section" aria-label="所属课程">
          <div className="m-section-head">
            <h2>所属课程</h2>
          </div>
          <ul className="m-resource-used">
            {r.usedIn.map((u) => (
              <li key={`${u.courseId}-${u.sectionId}`}>
                <Link to={`/course/${u.courseId}/${u.sectionId}?resourceId=${r.id}`}>
                  {u.courseName} · {u.sectionTitle}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * /resource/:resourceId (`?second=`): the file previewed by its kind (video and audio resume and
 * save the position, pictures open full screen, PDFs are drawn page by page, other documents are
 * offered for download), then the details, 收藏 and 下载. A resource the viewer may not open says
 * why: a visitor is asked to log in.
 */
export default function ResourceDetailPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.resourceId ?? "";
  const id = /^\d+$/.test(raw) ? Number(raw) : 0;
  const second = parseSecond(search.get("second"));
  const loggedIn = isLoggedIn(useSession((s) => s.user));
  const q = useResourceDetail(id);
  const reload = useReloadResource(id);
  const [fileIndex, setFileIndex] = useState(0);
  const r = q.data;

  let body: JSX.Element;
  if (id <= 0) body = <ErrorView error={new ApiError("资源不存在", 404, 404)} />;
  else if (r) {
    const index = Math.min(fileIndex, Math.max(0, r.fileList.length - 1));
    body = (
      <>
        <ResourceView
          key={`${r.id}-${index}`}
          resource={r}
          fileIndex={index}
          startSecond={index === 0 ? second : undefined}
          onMediaReady={() => void reload()}
        />
        <FileTabs
          labels={fileLabels(r)}
          what={r.type === "MULTISCREEN" ? "画面" : "文件"}
          active={index}
          onChange={setFileIndex}
        />
        <Info r={r} fileIndex={index} />
      </>
    );
  } else if (q.isPending && !q.error) body = <PageSkeleton rows={6} />;
  else if (!loggedIn && q.error instanceof ApiError && q.error.status === 403) {
    body = <LoginPrompt text={q.error.message || "登录后查看"} />;
  } else body = <ErrorView error={q.error} retry={() => void q.refetch()} />;

  return (
    <Page title={r?.name ?? "资源详情"} fallback="/resource">
      <div className="m-media">{body}</div>
    </Page>
  );
}
