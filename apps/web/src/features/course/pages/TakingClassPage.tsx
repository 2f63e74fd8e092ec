import { CloseOutlined, LeftOutlined, RightOutlined } from "@ant-design/icons";
import { PAGE_SIZE } from "@otp/contract";
import { Button, Empty, Pagination, Select, Spin } from "antd";
import { useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { ResourcePlayer } from "../../../components/preview";
import { QueryError } from "../components/QueryError";
import { ResourceList } from "../components/ResourceList";
import { firstSectionId, numberFor } from "../outline";
import { pageHolding, pageOf } from "../playback";
import { useCourseSection } from "../useCourseSection";
import { useDocumentTitle } from "../useDocumentTitle";
import { useElementWidth } from "../useElementWidth";
import { usePlayerJump } from "../usePlayerJump";
import "../styles/course.css";
import "../styles/resource-list.css";
import "../styles/taking-class.css";

const BAR = 56;

/** The player as large as the window allows at 16:9 (the bar above it, a margin below). */
function playerSize(boxWidth: number): { width: number; height: number } {
  const maxH = Math.max(240, window.innerHeight - BAR - 48);
  const width = Math.min(boxWidth, Math.floor((maxH * 16) / 9));
  return { width, height: Math.round((width * 9) / 16) };
}

/**
 * /taking-class/:courseId/:sectionId: the in-class view (no common header): a large player, the
 * section's resources as a grid of 18 per page, and a section switcher.
 */
export default function TakingClassPage() {
  const { courseId, sectionId, detail, section, failed, failedWhat, retry } = useCourseSection();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const box = useRef<HTMLDivElement>(null);
  const boxWidth = useElementWidth(box, 1280);
  const list = section.data?.list ?? [];
  const { current, startSecond, playerKey, pick } = usePlayerJump(list, params);
  const [pageNo, setPageNo] = useState(1);
  const currentIndex = list.findIndex((r) => r.id === current?.id);
  // Show the page of the playing resource when the section (or a shared link) changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on a new section/resource list
  useEffect(() => setPageNo(pageHolding(currentIndex, PAGE_SIZE.inClass)), [section.data]);
  const course = detail.data;
  useDocumentTitle(course ? `课堂教学 - ${course.name}` : null);

  if (course && !sectionId) {
    const first = firstSectionId(course.chapters);
    if (first) return <Navigate to={`/taking-class/${courseId}/${first}`} replace />;
  }
  const size = playerSize(boxWidth);
  const options = (course?.chapters ?? []).map((c, ci) => ({
    label: `${numberFor(c.title, `第${ci + 1}章 `)}${c.title}`,
    options: c.sections.map((s, si) => ({
      value: s.id,
      label: `${numberFor(s.title, `${ci + 1}.${si + 1} `)}${s.title}`,
    })),
  }));
  const go = (id: number | null | undefined) => id && navigate(`/taking-class/${courseId}/${id}`);

  return (
    <div className="taking-class">
      <header className="taking-class-bar">
        <div className="taking-class-name" title={course?.name}>
          {course?.name ?? "课堂教学"}
        </div>
        <Select
          className="taking-class-switch"
          aria-label="切换小节"
          placeholder="选择小节"
          value={sectionId || undefined}
          options={options}
          onChange={(v: number) => go(v)}
          showSearch
          optionFilterProp="label"
          popupMatchSelectWidth={false}
          notFoundContent="课程暂无小节"
        />
        <Button
          ghost
          icon={<LeftOutlined />}
          disabled={!section.data?.prevSectionId}
          onClick={() => go(section.data?.prevSectionId)}
        >
          上一节
        </Button>
        <Button ghost disabled={!section.data?.nextSectionId} onClick={() => go(section.data?.nextSectionId)}>
          下一节 <RightOutlined />
        </Button>
        <Link to={sectionId ? `/course/${courseId}/${sectionId}` : `/course/${courseId}`} className="taking-class-exit">
          <Button ghost icon={<CloseOutlined />}>
            退出课堂
          </Button>
        </Link>
      </header>
      <main className="taking-class-main" ref={box}>
        {failed ? (
          <div className="taking-class-panel">
            <QueryError error={failed} what={failedWhat} onRetry={retry} />
          </div>
        ) : course && !sectionId ? (
          <div className="taking-class-panel">
            <Empty description="课程暂无小节，请先在课程编辑中添加章节" />
          </div>
        ) : !section.data ? (
          <div className="taking-class-stage" style={{ height: size.height }}>
            <Spin size="large" tip="加载中…">
              <div style={{ width: 120, height: 80 }} />
            </Spin>
          </div>
        ) : current ? (
          <div className="taking-class-stage">
            <ResourcePlayer
              key={playerKey}
              resource={current}
              startSecond={startSecond}
              width={size.width}
              height={size.height}
            />
          </div>
        ) : (
          <div className="taking-class-panel">
            <Empty description="本节暂无资源" />
          </div>
        )}
        {list.length > 0 ? (
          <section className="taking-class-grid" aria-label="本节资源">
            <h2>
              {section.data?.section.title}
              <span>共 {list.length} 个资源</span>
            </h2>
            <ResourceList
              layout="grid"
              list={pageOf(list, pageNo, PAGE_SIZE.inClass)}
              activeId={current?.id ?? null}
              onPick={(id) => {
                pick(id);
                window.scrollTo({ top: 0, behavior: "smooth" });
              }}
            />
            {list.length > PAGE_SIZE.inClass ? (
              <Pagination
                className="course-pagination"
                current={pageNo}
                pageSize={PAGE_SIZE.inClass}
                total={list.length}
                showSizeChanger={false}
                onChange={setPageNo}
              />
            ) : null}
          </section>
        ) : null}
      </main>
    </div>
  );
}
