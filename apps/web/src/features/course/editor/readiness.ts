import { type CourseDetail, PUBLISH_STATUS, type PublishStatus } from "@otp/contract";

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

/**
 * The overview's line under 课程概况, by the course's state: "可以提交审核" only where 提交审核 is
 * offered (a draft or a rejected course), never while it is 审核中 or already published.
 */
export function readinessText(status: PublishStatus, left: number): string {
  if (status === PUBLISH_STATUS.PENDING) return "课程正在审核中，请等待审核结果";
  if (status === PUBLISH_STATUS.PUBLISHED)
    return left > 0 ? `课程已发布，还有 ${left} 项可以继续完善` : "课程已发布，信息已完善";
  const again = status === PUBLISH_STATUS.REJECTED ? "重新" : "";
  return left > 0 ? `还有 ${left} 项待完善，完善后即可${again}提交审核` : `课程信息已完善，可以${again}提交审核`;
}
