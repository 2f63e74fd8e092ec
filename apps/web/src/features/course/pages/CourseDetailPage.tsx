import { EditOutlined, EyeOutlined, PlayCircleOutlined } from "@ant-design/icons";
import type { CourseDetail } from "@otp/contract";
import { PUBLISH_STATUS } from "@otp/contract";
import { Alert, Button, Empty, Result, Skeleton, Tabs, Tag } from "antd";
import { Link, useNavigate, useSearchParams } from "react-router";
import { CourseCover } from "../../../components/course-card";
import { formatCount } from "../../../components/format";
import { useCourseDetail, useSetCourseDetail } from "../api";
import type { CataloguePageProps } from "../catalogue";
import { CatalogueCrumb } from "../components/CatalogueCrumb";
import { ChapterOutline } from "../components/ChapterOutline";
import { CollectButton } from "../components/CollectButton";
import { CommentPanel } from "../components/CommentPanel";
import { MemberList } from "../components/MemberList";
import { QueryError } from "../components/QueryError";
import { StatusTag } from "../components/StatusTag";
import { catalogueBase, editorPath, firstSectionId } from "../outline";
import { useCourseParams } from "../useCourseParams";
import { useDocumentTitle } from "../useDocumentTitle";
import "../styles/course.css";
import "../styles/detail.css";
import "../styles/outline.css";

const TABS = ["brief", "outline", "teachers", "textbook", "comments"] as const;
type TabKey = (typeof TABS)[number];

function BriefTab({ course }: { course: CourseDetail }) {
  const hasBrief = course.brief.trim() !== "";
  if (!hasBrief && course.columns.length === 0) return <Empty description="暂无课程简介" />;
  return (
    <div className="course-brief">
      {hasBrief ? <div className="course-text">{course.brief}</div> : null}
      {course.columns.map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns have no id; order is their identity
        <section key={i} className="course-column">
          <h3>{c.title}</h3>
          <div className="course-text">{c.content || "暂无内容"}</div>
        </section>
      ))}
    </div>
  );
}

function TextbookTab({ course }: { course: CourseDetail }) {
  const t = course.textbook;
  if (!t) return <Empty description="暂无教材信息" />;
  const rows: [string, string][] = [
    ["作者", t.author],
    ["出版社", t.publisher],
    ["ISBN", t.isbn],
  ];
  return (
    <div className="course-textbook">
      {t.coverUrl ? <img src={t.coverUrl} alt={t.name} className="course-textbook-cover" /> : null}
      <div>
        <h3>{t.name}</h3>
        <dl>
          {rows.map(([k, v]) => (
            <div key={k}>
              <dt>{k}</dt>
              <dd>{v || "—"}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}

function TeachersTab({ course }: { course: CourseDetail }) {
  if (course.teacherList.length === 0 && course.assistantList.length === 0) {
    return <Empty description="暂无授课教师信息" />;
  }
  return (
    <div>
      {course.teacherList.length > 0 ? (
        <>
          <h3 className="course-subhead">授课教师</h3>
          <MemberList members={course.teacherList} />
        </>
      ) : null}
      {course.assistantList.length > 0 ? (
        <>
          <h3 className="course-subhead">助教</h3>
          <MemberList members={course.assistantList} />
        </>
      ) : null}
    </div>
  );
}

/** /course/:courseId (and /menuN/:courseId): the course's front page. */
export default function CourseDetailPage({ menuBinding }: CataloguePageProps) {
  const menu = menuBinding?.menu;
  const base = catalogueBase(menu);
  const { courseId } = useCourseParams();
  const navigate = useNavigate();
  const setDetail = useSetCourseDetail();
  const [params, setParams] = useSearchParams();
  const detail = useCourseDetail(courseId);
  const course = detail.data;
  useDocumentTitle(course?.name);

  if (!courseId) {
    return <Result status="404" title="课程不存在" extra={<Link to={base}>返回课程列表</Link>} />;
  }
  if (detail.isError) {
    return (
      <div className="otp-page">
        <QueryError
          error={detail.error}
          what="课程"
          onRetry={() => detail.refetch()}
          extra={<Link to={base}>返回课程列表</Link>}
        />
      </div>
    );
  }
  if (!course) {
    return (
      <div className="otp-page">
        <Skeleton.Node active style={{ width: "100%", height: 260 }} />
        <Skeleton active paragraph={{ rows: 8 }} style={{ marginTop: 24 }} />
      </div>
    );
  }

  const tabParam = params.get("tab") as TabKey | null;
  const tab: TabKey = tabParam && TABS.includes(tabParam) ? tabParam : "brief";
  const first = firstSectionId(course.chapters);
  const sectionHref = (id: number) => `${base}/${course.id}/${id}`;
  const setCollected = (collected: boolean) => setDetail(course.id, (d) => ({ ...d, collected }));
  const tags = [course.termName, course.orgName, course.subjectName, course.courseTypeName, course.categoryName].filter(
    Boolean,
  ) as string[];

  return (
    <div className="otp-page course-detail">
      <CatalogueCrumb menu={menu} course={course} />
      {course.status !== PUBLISH_STATUS.PUBLISHED ? (
        <Alert
          className="course-alert"
          type={course.status === PUBLISH_STATUS.REJECTED ? "error" : "info"}
          showIcon
          message={
            <span>
              该课程当前状态为 <StatusTag status={course.status} />
              ，仅课程编辑者可见
              {course.rejectReason ? `；驳回理由：${course.rejectReason}` : ""}
            </span>
          }
        />
      ) : null}
      <header className="course-hero">
        <CourseCover url={course.coverUrl} name={course.name} id={course.id} className="course-hero-cover" />
        <div className="course-hero-info">
          <h1>{course.name}</h1>
          <div className="course-hero-tags">
            {tags.map((t) => (
              <Tag key={t}>{t}</Tag>
            ))}
            {course.kind === "academic" ? <Tag color="blue">教务课程</Tag> : null}
          </div>
          <div className="course-hero-line">授课教师：{course.teacherList.map((t) => t.name).join("、") || "暂无"}</div>
          <div className="course-hero-stats">
            <span>
              <b>{course.chapters.length}</b> 章
            </span>
            <span>
              <b>{course.sectionCount}</b> 节
            </span>
            <span>
              <b>{course.resourceCount}</b> 个资源
            </span>
            <span>
              <EyeOutlined aria-hidden /> <b>{formatCount(course.visitCount)}</b> 次访问
            </span>
          </div>
          <div className="course-hero-actions">
            <Button
              type="primary"
              size="large"
              icon={<PlayCircleOutlined />}
              disabled={first === null}
              title={first === null ? "课程暂无小节" : undefined}
              onClick={() => first !== null && navigate(sectionHref(first))}
            >
              开始学习
            </Button>
            <CollectButton courseId={course.id} collected={course.collected} onChange={setCollected} />
            {course.canEdit ? (
              <Link to={editorPath(course.id, course.kind)}>
                <Button icon={<EditOutlined />}>编辑课程</Button>
              </Link>
            ) : null}
          </div>
        </div>
      </header>
      <Tabs
        className="course-tabs"
        activeKey={tab}
        onChange={(k) => {
          const next = new URLSearchParams(params);
          if (k === "brief") next.delete("tab");
          else next.set("tab", k);
          setParams(next, { replace: true });
        }}
        items={[
          { key: "brief", label: "课程简介", children: <BriefTab course={course} /> },
          {
            key: "outline",
            label: "课程目录",
            children: <ChapterOutline chapters={course.chapters} sectionHref={sectionHref} />,
          },
          { key: "teachers", label: "授课教师", children: <TeachersTab course={course} /> },
          { key: "textbook", label: "教材", children: <TextbookTab course={course} /> },
          {
            key: "comments",
            label: `课程评论${course.commentCount ? ` (${course.commentCount})` : ""}`,
            children: (
              <CommentPanel
                courseId={course.id}
                onCountChange={(delta) =>
                  setDetail(course.id, (d) => ({ ...d, commentCount: Math.max(0, d.commentCount + delta) }))
                }
              />
            ),
          },
        ]}
      />
    </div>
  );
}
