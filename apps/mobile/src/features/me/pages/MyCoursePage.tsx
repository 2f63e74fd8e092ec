import type { CourseCard, RecentLearning } from "@otp/contract";
import { ProgressBar, Tabs } from "antd-mobile";
import { useSearchParams } from "react-router";
import { Card } from "../../../components/Card";
import { ListPage } from "../../../components/ListPage";
import { thumbUrl } from "../../../components/thumb";
import { fetchLearnList, fetchRecent, meKeys } from "../api";
import { MePage } from "../components/MePage";
import { formatSecond, percentOf, resumePath } from "../format";

function RecentRow({ r }: { r: RecentLearning }) {
  const pct = percentOf(r.second, r.duration);
  const where = r.courseName ? `${r.courseName}${r.sectionName ? ` · ${r.sectionName}` : ""}` : "单独学习的资源";
  const progress = (
    <>
      <div className="m-card-meta">{where}</div>
      <div className="m-card-meta">
        学到 {formatSecond(r.second)}
        {r.duration ? ` / ${formatSecond(r.duration)}` : ""}
      </div>
      {pct !== null ? <ProgressBar className="me-progress" percent={pct} aria-label={`已学 ${pct}%`} /> : null}
    </>
  );
  if (!r.available) {
    // Taken back or deleted: the row keeps its place, greyed, with the reason instead of a link.
    return (
      <div className="me-static me-gone" aria-disabled="true">
        <div className="m-card-thumb" />
        <div className="m-card-body">
          <div className="m-card-title">{r.resourceName}</div>
          <div className="me-reason">该资源已下架或被删除，无法继续学习</div>
        </div>
      </div>
    );
  }
  return <Card to={resumePath(r)} thumb={thumbUrl(r.coverUrl, 120)} title={r.resourceName} meta={progress} />;
}

function CourseRow({ c }: { c: CourseCard }) {
  const teachers = c.teachers.map((t) => t.name).join("、");
  return (
    <Card
      to={`/course/${c.id}`}
      thumb={thumbUrl(c.coverUrl, 120)}
      title={c.name}
      meta={[teachers, `${c.sectionCount} 节`].filter(Boolean).join(" · ")}
    />
  );
}

/** 我的课程: where the learner stopped (继续学习, with the position) and the courses they follow. */
export default function MyCoursePage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === "course" ? "course" : "recent";
  return (
    <MePage title="我的课程">
      <Tabs
        className="me-tabs"
        activeKey={tab}
        onChange={(k) => setParams(k === "course" ? { tab: "course" } : {}, { replace: true })}
      >
        <Tabs.Tab key="recent" title="继续学习" />
        <Tabs.Tab key="course" title="我的课程" />
      </Tabs>
      {tab === "recent" ? (
        <ListPage<RecentLearning>
          key="recent"
          queryKey={meKeys.recent()}
          fetchPage={fetchRecent}
          itemKey={(r) => r.resourceId}
          renderItem={(r) => <RecentRow r={r} />}
          emptyText="还没有学习记录，打开课程里的视频即可开始"
        />
      ) : (
        <ListPage<CourseCard>
          key="course"
          queryKey={meKeys.courses()}
          fetchPage={fetchLearnList}
          itemKey={(c) => c.id}
          renderItem={(c) => <CourseRow c={c} />}
          emptyText="暂无学习中的课程：所在班级的课程和收藏的课程会显示在这里"
        />
      )}
    </MePage>
  );
}
