import type { CourseDetail } from "@otp/contract";

export interface ReadinessItem {
  key: string;
  label: string;
  done: boolean;
  /** Editor page that completes it. */
  page: string;
  hint: string;
}

/** The setup checklist of a course (the overview shows it; a new empty course starts here). */
export function readiness(course: CourseDetail, kind: "open" | "academic"): ReadinessItem[] {
  const sections = course.chapters.flatMap((c) => c.sections);
  const items: ReadinessItem[] = [
    {
      key: "info",
      label: "基本信息",
      done: !!course.termId && !!course.orgId && !!course.subjectId,
      page: "brief/edit",
      hint: "设置学期、院系、学科等分类，便于学生在课程中心筛选到课程",
    },
    { key: "cover", label: "课程封面", done: !!course.coverUrl, page: "brief/edit", hint: "上传一张16:9的封面图片" },
    {
      key: "brief",
      label: "课程简介",
      done: course.brief.trim() !== "",
      page: "brief/edit",
      hint: "介绍课程的内容和目标",
    },
    {
      key: "chapter",
      label: "章节目录",
      done: sections.length > 0,
      page: kind === "academic" ? "resource" : "chapter",
      hint: "至少添加一章一节",
    },
    {
      key: "resource",
      label: "章节资源",
      done: sections.some((s) => s.resourceCount > 0),
      page: "resource",
      hint: "为小节添加视频、课件等资源",
    },
    { key: "teacher", label: "授课教师", done: course.teacherList.length > 0, page: "teacher", hint: "添加授课教师" },
  ];
  return items;
}

/** What is still missing, as the 提交审核 confirmation lists it. */
export function submitWarnings(course: CourseDetail): string[] {
  return readiness(course, course.kind)
    .filter((i) => !i.done)
    .map((i) => `${i.label}：${i.hint}`);
}
