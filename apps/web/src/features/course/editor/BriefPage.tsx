import { CheckCircleFilled, ExclamationCircleOutlined } from "@ant-design/icons";
import { VISIBILITY_NAMES } from "@otp/contract";
import { Button } from "antd";
import { Link } from "react-router";
import { CourseCover } from "../../../components/course-card";
import { useEditor } from "./context";
import { readiness, readinessText } from "./readiness";

/** brief: the course at a glance and what is left to set up (a new course starts here). */
export default function BriefPage() {
  const { course, kind, base } = useEditor();
  const items = readiness(course, kind);
  const left = items.filter((i) => !i.done).length;
  const sections = course.chapters.reduce((n, c) => n + c.sections.length, 0);
  const rows: [string, string][] = [
    ["课程名称", course.name],
    ["学期", course.termName ?? "未设置"],
    ["院系", course.orgName ?? "未设置"],
    ["学科", course.subjectName ?? "未设置"],
    ["课程类型", course.courseTypeName ?? "未设置"],
    ["课程分类", course.categoryName ?? "未设置"],
    ["章节", `${course.chapters.length}章 ${sections}节，${course.resourceCount}个资源`],
    ["授课教师", course.teacherList.map((t) => t.name).join("、") || "未设置"],
    ["查看权限", VISIBILITY_NAMES[course.visibility]],
  ];
  return (
    <div>
      <div className="editor-head">
        <div>
          <h2>课程概况</h2>
          <p>{readinessText(course.status, left)}</p>
        </div>
        <Link to={`${base}/brief/edit`}>
          <Button type="primary">编辑课程信息</Button>
        </Link>
      </div>
      <ul className="editor-checklist" aria-label="课程完善进度">
        {items.map((i) => (
          <li key={i.key}>
            <Link to={`${base}/${i.page}`}>
              {i.done ? (
                <CheckCircleFilled style={{ color: "#52c41a" }} aria-label="已完成" />
              ) : (
                <ExclamationCircleOutlined style={{ color: "#fa8c16" }} aria-label="待完善" />
              )}
              <span>
                {i.label}
                <small>{i.done ? "已完成" : i.hint}</small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h3 style={{ marginTop: 28 }}>基本信息</h3>
      <div className="editor-overview">
        <CourseCover url={course.coverUrl} name={course.name} id={course.id} className="editor-overview-cover" />
        <dl>
          {rows.map(([k, v]) => (
            <div key={k} style={{ display: "contents" }}>
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
        </dl>
      </div>
      <h3 style={{ marginTop: 28 }}>课程简介</h3>
      <div className="course-text" style={{ color: course.brief ? undefined : "#5c6670" }}>
        {course.brief || "尚未填写课程简介"}
      </div>
    </div>
  );
}
