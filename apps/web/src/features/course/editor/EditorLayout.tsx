import { EyeOutlined, SendOutlined } from "@ant-design/icons";
import { PUBLISH_STATUS } from "@otp/contract";
import { Alert, Button, Menu, Modal, Result } from "antd";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router";
import { useAction } from "../../../api/action";
import { ApiError } from "../../../api/http";
import { PageLoading } from "../../../app/PageLoading";
import { CourseCover } from "../../../components/course-card";
import { courseApi, useCourseEditDetail } from "../api";
import { QueryError } from "../components/QueryError";
import { StatusTag } from "../components/StatusTag";
import { editorPath } from "../outline";
import { useCourseParams } from "../useCourseParams";
import { useDocumentTitle } from "../useDocumentTitle";
import { type EditorContext, useEditorRefresh } from "./context";
import { submitWarnings } from "./readiness";
import "../styles/course.css";
import "./editor.css";

const OPEN_PAGES = [
  { key: "brief", label: "课程概况" },
  { key: "column", label: "课程栏目" },
  { key: "chapter", label: "章节目录" },
  { key: "resource", label: "章节资源" },
  { key: "teacher", label: "授课教师" },
  { key: "assistant", label: "助教" },
  { key: "textbook", label: "教材" },
  { key: "permission", label: "查看权限" },
];
const ACADEMIC_PAGES = OPEN_PAGES.filter((p) => ["brief", "resource", "teacher", "permission"].includes(p.key));

/**
 * The course editor frame (/course-editor/:courseId, /academic-course-editor/:courseId): the
 * side tab menu, the status with the reject reason, 提交审核 and a preview link. Only the
 * course's teachers, assistants and administrators get the edit detail; others see 403.
 */
export default function EditorLayout({ kind }: { kind: "open" | "academic" }) {
  const { courseId } = useCourseParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const refresh = useEditorRefresh();
  const [modal, holder] = Modal.useModal();
  const detail = useCourseEditDetail(courseId);
  const submit = useAction(() => courseApi.submit(courseId), {
    success: (r) => (r.status === PUBLISH_STATUS.PUBLISHED ? "课程已发布" : "已提交审核，请等待审核结果"),
    onSuccess: async (_r) => {
      await refresh(courseId);
    },
  });
  const course = detail.data;
  useDocumentTitle(course ? `编辑 - ${course.name}` : null);

  if (!courseId) return <Result status="404" title="课程不存在" />;
  if (detail.isLoading) return <PageLoading />;
  if (detail.isError || !course) {
    const status = detail.error instanceof ApiError ? detail.error.status : 0;
    if (status === 403) {
      return (
        <Result
          status="403"
          title="403"
          subTitle="只有该课程的授课教师、助教和管理员可以编辑课程"
          extra={
            <Link to={`/course/${courseId}`}>
              <Button type="primary">查看课程</Button>
            </Link>
          }
        />
      );
    }
    return (
      <div className="otp-page">
        <QueryError error={detail.error} what="课程" onRetry={() => detail.refetch()} />
      </div>
    );
  }
  // An academic course opened in the open-course editor (or the reverse) goes to its own editor.
  if (course.kind !== kind) {
    const page = pathname.split("/")[3] || "brief";
    return <Navigate to={editorPath(courseId, course.kind, page)} replace />;
  }

  const base = `/${kind === "academic" ? "academic-course-editor" : "course-editor"}/${courseId}`;
  const pages = kind === "academic" ? ACADEMIC_PAGES : OPEN_PAGES;
  const active = pathname.slice(base.length + 1).split("/")[0] || "brief";
  const canSubmit = course.status === PUBLISH_STATUS.DRAFT || course.status === PUBLISH_STATUS.REJECTED;
  const onSubmit = () => {
    const warnings = submitWarnings(course);
    modal.confirm({
      title: "提交审核",
      content: (
        <div>
          {warnings.length > 0 ? (
            <>
              <p>课程还有以下内容未完善：</p>
              <ul className="course-editor-warn">
                {warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
              <p>仍要提交吗？</p>
            </>
          ) : (
            <p>提交后课程将进入审核（未开启审核时直接发布），确定提交吗？</p>
          )}
        </div>
      ),
      okText: "提交",
      cancelText: "取消",
      onOk: () => submit.run(undefined),
    });
  };
  const ctx: EditorContext = { course, kind, base };

  return (
    <div className="course-editor">
      {holder}
      <header className="course-editor-head">
        <CourseCover url={course.coverUrl} name={course.name} id={course.id} className="course-editor-cover" />
        <div className="course-editor-title">
          <h1>
            {course.name}
            <StatusTag status={course.status} />
            {kind === "academic" ? <span className="course-editor-kind">教务课程</span> : null}
          </h1>
          <div className="course-editor-sub">
            {[course.termName, course.orgName, course.subjectName].filter(Boolean).join(" · ") ||
              "尚未设置学期、院系和学科"}
          </div>
        </div>
        <div className="course-editor-actions">
          <a href={`/course/${course.id}`} target="_blank" rel="noopener noreferrer">
            <Button icon={<EyeOutlined />}>预览</Button>
          </a>
          {canSubmit ? (
            <Button type="primary" icon={<SendOutlined />} loading={submit.busy} onClick={onSubmit}>
              提交审核
            </Button>
          ) : (
            <Button type="primary" disabled>
              {course.status === PUBLISH_STATUS.PENDING ? "审核中" : "已发布"}
            </Button>
          )}
        </div>
      </header>
      {course.status === PUBLISH_STATUS.REJECTED ? (
        <Alert
          className="course-editor-alert"
          type="error"
          showIcon
          message="课程未通过审核"
          description={`驳回理由：${course.rejectReason || "未填写"}。修改后可重新提交审核。`}
        />
      ) : course.status === PUBLISH_STATUS.PENDING ? (
        <Alert
          className="course-editor-alert"
          type="warning"
          showIcon
          message="课程正在审核中，审核通过后将对学生发布"
        />
      ) : null}
      <div className="course-editor-body">
        <aside className="course-editor-side">
          <Menu
            mode="inline"
            selectedKeys={[active]}
            items={pages}
            onClick={({ key }) => navigate(`${base}/${key}`)}
            style={{ borderInlineEnd: "none" }}
          />
        </aside>
        <section className="course-editor-content">
          <Outlet context={ctx} />
        </section>
      </div>
    </div>
  );
}
