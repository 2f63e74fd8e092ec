import { parseSecond } from "@otp/client/playback";
import { RESOURCE_TYPE_NAMES, type ResourceDetail } from "@otp/contract";
import { ErrorBlock } from "antd-mobile";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { Card } from "../../../components/Card";
import { FileTabs, fileLabels } from "../../../components/media/FileTabs";
import { ResourceView } from "../../../components/media/ResourceView";
import { Page } from "../../../components/Page";
import { QueryState } from "../../../components/QueryState";
import { thumbUrl } from "../../../components/thumb";
import { useReloadSection, useSectionResources } from "../api";

const idOf = (v: string | null | undefined) => (v && /^\d+$/.test(v) ? Number(v) : 0);

/**
 * /course/:courseId/:sectionId (`?resourceId=&second=`): the section's resource playing at the
 * top (from `second`, else where the viewer stopped), the section's other resources below, and
 * the neighbouring sections.
 */
export default function SectionPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const courseId = idOf(params.courseId);
  const sectionId = idOf(params.sectionId);
  const q = useSectionResources(courseId, sectionId);
  const reload = useReloadSection(courseId, sectionId);
  // The file chosen of the resource playing: another resource starts at its first file.
  const [picked, setPicked] = useState<{ resourceId: number; index: number } | null>(null);
  const wanted = idOf(search.get("resourceId"));
  const second = parseSecond(search.get("second"));
  const base = `/course/${courseId}/${sectionId}`;

  if (!courseId || !sectionId) {
    return (
      <Page title="小节" fallback="/course">
        <ErrorBlock status="empty" title="小节不存在" description="" />
      </Page>
    );
  }
  return (
    <Page title={q.data?.section.title ?? "小节"} fallback={`/course/${courseId}`}>
      <div className="m-media">
        <QueryState query={q}>
          {(data) => {
            const current: ResourceDetail | undefined = data.list.find((r) => r.id === wanted) ?? data.list[0];
            const others = data.list.filter((r) => r !== current);
            const fileIndex = current && picked?.resourceId === current.id ? picked.index : 0;
            const setFileIndex = (index: number) => current && setPicked({ resourceId: current.id, index });
            return (
              <>
                {current ? (
                  <>
                    <ResourceView
                      key={`${current.id}-${fileIndex}`}
                      resource={current}
                      fileIndex={fileIndex}
                      startSecond={fileIndex === 0 ? second : undefined}
                      courseId={courseId}
                      sectionId={sectionId}
                      onMediaReady={() => void reload()}
                    />
                    <FileTabs
                      labels={fileLabels(current)}
                      what={current.type === "MULTISCREEN" ? "画面" : "文件"}
                      active={fileIndex}
                      onChange={setFileIndex}
                    />
                    <section className="m-section">
                      <div className="m-muted">{data.section.chapterTitle}</div>
                      <h2 className="m-section-title">{current.name}</h2>
                      <div className="m-muted">
                        {RESOURCE_TYPE_NAMES[current.type]} · {current.ownerName}
                      </div>
                      <Link className="m-link-button m-inline-link" to={`/resource/${current.id}`}>
                        资源详情
                      </Link>
                    </section>
                  </>
                ) : (
                  <ErrorBlock status="empty" title="本节暂无资源" description="" />
                )}
                <nav className="m-section m-row" aria-label="切换小节">
                  {data.prevSectionId ? (
                    <Link className="m-button m-button-ghost" to={`/course/${courseId}/${data.prevSectionId}`} replace>
                      上一节
                    </Link>
                  ) : null}
                  {data.nextSectionId ? (
                    <Link className="m-button m-button-ghost" to={`/course/${courseId}/${data.nextSectionId}`} replace>
                      下一节
                    </Link>
                  ) : null}
                  <Link className="m-button m-button-ghost" to={`/course/${courseId}`}>
                    课程目录
                  </Link>
                </nav>
                {others.length > 0 ? (
                  <section className="m-section" aria-label="本节其他资源">
                    <div className="m-section-head">
                      <h2>本节资源（{data.list.length}）</h2>
                    </div>
                    {others.map((r) => (
                      <Card
                        key={r.id}
                        to={`${base}?resourceId=${r.id}`}
                        thumb={thumbUrl(r.coverUrl, 120)}
                        title={r.name}
                        meta={`${RESOURCE_TYPE_NAMES[r.type]} · ${r.ownerName}`}
                      />
                    ))}
                  </section>
                ) : null}
              </>
            );
          }}
        </QueryState>
      </div>
    </Page>
  );
}
