import { z } from "zod";
import { requiredName } from "./fields.js";
import type { PublishStatus, ResourceCard, ResourceDetail, Visibility } from "./resource.js";
import { publishStatusSchema, visibilitySchema } from "./resource.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/** Names and titles here default to 100 characters. */
const name = (label: string, max = 100) => requiredName(label, max);
const optionalId = idSchema.optional().nullable();
const text = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字符`).default("");

/** Number of cloned course menus /menu1../menu20. */
export const COURSE_MENU_COUNT = 20;
/** What a cloned course menu lists: the courses of one category, course type or college. */
export const COURSE_MENU_BINDINGS = ["category", "courseType", "college"] as const;
export type CourseMenuBinding = (typeof COURSE_MENU_BINDINGS)[number];

/** relevance applies with a keyword; without one the list falls back to "new". */
export const COURSE_SORTS = ["relevance", "new", "hot", "name"] as const;
export type CourseSort = (typeof COURSE_SORTS)[number];

export interface CourseCard {
  id: number;
  name: string;
  coverUrl: string | null;
  teachers: { id: number; name: string }[];
  orgName: string | null;
  subjectName: string | null;
  courseTypeName: string | null;
  termName: string | null;
  visitCount: number;
  sectionCount: number;
  resourceCount: number;
  status: PublishStatus;
  updatedAt: string;
}

export interface CourseSection {
  id: number;
  title: string;
  resourceCount: number;
}
export interface CourseChapter {
  id: number;
  title: string;
  sections: CourseSection[];
}
export interface CourseColumn {
  title: string;
  content: string;
}
export interface Textbook {
  name: string;
  author: string;
  publisher: string;
  isbn: string;
  coverFileId: number | null;
  coverUrl?: string | null;
}
export interface CourseMember {
  id: number;
  name: string;
  avatarUrl: string | null;
  orgName: string | null;
  title: string | null;
}

export interface CourseDetail extends CourseCard {
  /** "open": public course; "academic": built from an academic-system course offering. */
  kind: "open" | "academic";
  brief: string;
  termId: number | null;
  orgId: number | null;
  subjectId: number | null;
  courseTypeId: number | null;
  categoryId: number | null;
  categoryName: string | null;
  originCourseId: number | null;
  coverFileId: number | null;
  columns: CourseColumn[];
  chapters: CourseChapter[];
  teacherList: CourseMember[];
  assistantList: CourseMember[];
  textbook: Textbook | null;
  visibility: Visibility;
  classIds: number[];
  rejectReason: string | null;
  collected: boolean;
  /** The caller is a teacher or assistant of this course, or an administrator. */
  canEdit: boolean;
  commentCount: number;
}

export interface SectionResources {
  courseId: number;
  section: { id: number; title: string; chapterId: number; chapterTitle: string };
  /** Neighbouring sections in course order, for previous/next. */
  prevSectionId: number | null;
  nextSectionId: number | null;
  list: ResourceDetail[];
}

export interface CourseComment {
  id: number;
  userId: number;
  userName: string;
  avatarUrl: string | null;
  content: string;
  createdAt: string;
  canDelete: boolean;
}

/* ---------- public calls ---------- */

export const courseListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  termId: optionalId,
  orgId: optionalId,
  subjectId: optionalId,
  courseTypeId: optionalId,
  categoryId: optionalId,
  teacherId: optionalId,
  keyword: keywordSchema,
  /** Default: relevance when a keyword is given, else new. */
  sort: z.enum(COURSE_SORTS, { error: "排序方式不正确" }).optional().nullable(),
});
export type CourseListInput = z.infer<typeof courseListSchema>;

export const courseIdSchema = z.object({ courseId: idSchema });
export type CourseIdInput = z.infer<typeof courseIdSchema>;
export const sectionResourceListSchema = z.object({ courseId: idSchema, sectionId: idSchema });
export type SectionResourceListInput = z.infer<typeof sectionResourceListSchema>;

export const commentListSchema = z.object({
  courseId: idSchema,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(50, 10),
});
export type CommentListInput = z.infer<typeof commentListSchema>;
export const commentSaveSchema = z.object({ courseId: idSchema, content: name("评论内容", 500) });
export type CommentSaveInput = z.infer<typeof commentSaveSchema>;

// Field schemas shared by two objects are constants of their own, not `.shape.x` reads: the phone
// build drops unused schemas only when they are built by calls (scripts/vite-contract.ts).
const courseMenuNumberSchema = z.coerce
  .number({ error: "菜单编号不正确" })
  .int("菜单编号不正确")
  .min(1, "菜单编号不正确")
  .max(COURSE_MENU_COUNT, "菜单编号不正确");
export const courseMenuSchema = z.object({ menu: courseMenuNumberSchema });
export type CourseMenuInput = z.infer<typeof courseMenuSchema>;
export interface CourseMenuSetting {
  menu: number;
  title: string;
  binding: CourseMenuBinding | null;
  targetId: number | null;
  targetName: string | null;
}
export const courseMenuSaveSchema = z.object({
  menu: courseMenuNumberSchema,
  title: name("菜单名称", 20),
  binding: z.enum(COURSE_MENU_BINDINGS, { error: "绑定类型不正确" }),
  targetId: idSchema,
});
export type CourseMenuSaveInput = z.infer<typeof courseMenuSaveSchema>;

/* ---------- editor calls (course teachers, assistants, administrators) ---------- */

/** An academic course copies name, term and college from its origin course (name optional then). */
export const courseCreateSchema = z
  .object({
    kind: z.enum(["open", "academic"], { error: "课程类别不正确" }).default("open"),
    /** Required for open courses; an academic course left without one takes its origin's name. */
    name: z.string({ error: "请输入课程名称" }).trim().max(100, "课程名称不能超过100个字符").optional(),
    originCourseId: optionalId,
  })
  .superRefine((v, ctx) => {
    if (v.kind === "open" && !v.name) ctx.addIssue({ code: "custom", message: "请输入课程名称", path: ["name"] });
    if (v.kind === "academic" && !v.originCourseId)
      ctx.addIssue({ code: "custom", message: "请选择教务课程", path: ["originCourseId"] });
  });
export type CourseCreateInput = z.infer<typeof courseCreateSchema>;

export const courseBriefSaveSchema = z.object({
  courseId: idSchema,
  name: name("课程名称"),
  brief: text("课程简介", 20_000),
  coverFileId: optionalId,
  termId: optionalId,
  orgId: optionalId,
  subjectId: optionalId,
  courseTypeId: optionalId,
  categoryId: optionalId,
});
export type CourseBriefSaveInput = z.infer<typeof courseBriefSaveSchema>;

/** One column (栏目) of a course's page. */
export const courseColumnSchema = z.object({ title: name("栏目标题", 30), content: text("栏目内容", 20_000) });
export const courseColumnSaveSchema = z.object({
  courseId: idSchema,
  columns: z.array(courseColumnSchema).max(20, "最多20个栏目"),
});
export type CourseColumnSaveInput = z.infer<typeof courseColumnSaveSchema>;

/** Sections of one course in all (every chapter together). */
export const MAX_COURSE_SECTIONS = 1000;

/** The whole chapter tree in its new order; items without id are created, missing ones deleted. */
export const courseChapterSaveSchema = z.object({
  courseId: idSchema,
  chapters: z
    .array(
      z.object({
        id: idSchema.optional(),
        title: name("章标题", 100),
        sections: z.array(z.object({ id: idSchema.optional(), title: name("节标题", 100) })).max(100, "一章最多100节"),
      }),
    )
    .max(100, "最多100章")
    // The tree is saved in one transaction; a bound on its size keeps that short.
    .refine((chapters) => chapters.reduce((n, c) => n + c.sections.length, 0) <= MAX_COURSE_SECTIONS, {
      message: `一门课程最多${MAX_COURSE_SECTIONS}节`,
    }),
});
export type CourseChapterSaveInput = z.infer<typeof courseChapterSaveSchema>;

export const sectionResourceSaveSchema = z.object({
  courseId: idSchema,
  sectionId: idSchema,
  resourceIds: z.array(idSchema).max(100, "一节最多100个资源"),
});
export type SectionResourceSaveInput = z.infer<typeof sectionResourceSaveSchema>;

export const courseMemberSaveSchema = z.object({
  courseId: idSchema,
  role: z.enum(["teacher", "assistant"], { error: "成员类型不正确" }),
  userIds: z.array(idSchema).max(50, "最多50人"),
});
export type CourseMemberSaveInput = z.infer<typeof courseMemberSaveSchema>;

/** A course's textbook. */
export const textbookSchema = z.object({
  name: name("教材名称"),
  author: text("作者", 100),
  publisher: text("出版社", 100),
  isbn: z
    .string()
    .trim()
    .refine((v) => v === "" || /^[0-9Xx-]{10,17}$/.test(v), "ISBN格式不正确")
    .default(""),
  coverFileId: optionalId,
});
/** A null textbook clears it. */
export const textbookSaveSchema = z.object({ courseId: idSchema, textbook: textbookSchema.nullable() });
export type TextbookSaveInput = z.infer<typeof textbookSaveSchema>;

export const coursePermissionSaveSchema = z
  .object({
    courseId: idSchema,
    visibility: visibilitySchema,
    classIds: z.array(idSchema).max(200, "最多200个班级").default([]),
  })
  .refine((v) => v.visibility !== "classes" || v.classIds.length > 0, {
    message: "请选择可以查看的班级",
    path: ["classIds"],
  });
export type CoursePermissionSaveInput = z.infer<typeof coursePermissionSaveSchema>;

/** Courses the caller teaches or assists (personal centre "course"). */
export const myCourseListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  status: publishStatusSchema.optional().nullable(),
  keyword: keywordSchema,
  kind: z.enum(["open", "academic"], { error: "课程类别不正确" }).optional().nullable(),
});
export type MyCourseListInput = z.infer<typeof myCourseListSchema>;

/** Admin business course list. */
export const manageCourseListSchema = myCourseListSchema.extend({
  orgId: optionalId,
  termId: optionalId,
});
export type ManageCourseListInput = z.infer<typeof manageCourseListSchema>;

export const manageCommentListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  keyword: keywordSchema,
  courseId: optionalId,
});
export type ManageCommentListInput = z.infer<typeof manageCommentListSchema>;

/** Audit queue of courses (default: pending). */
export const auditCourseListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  status: publishStatusSchema.optional().nullable(),
  keyword: keywordSchema,
});
export type AuditCourseListInput = z.infer<typeof auditCourseListSchema>;

/* ---------- list rows beyond the card ---------- */

/** Personal centre "course": the caller's part in the course too. */
export interface MyCourseCard extends CourseCard {
  kind: "open" | "academic";
  role: "teacher" | "assistant";
  isOwner: boolean;
  rejectReason: string | null;
}

/** Admin business and audit lists. */
export interface ManageCourseItem extends CourseCard {
  kind: "open" | "academic";
  ownerId: number;
  ownerName: string;
  visibility: Visibility;
  rejectReason: string | null;
  createdAt: string;
}

/** Admin course-comment list. */
export interface ManageComment {
  id: number;
  courseId: number;
  courseName: string;
  userId: number;
  userName: string;
  content: string;
  createdAt: string;
}

/** What CourseService.search gives the search module: the card plus a plain-text brief excerpt. */
export interface CourseSearchHit extends CourseCard {
  brief: string;
}

export type { ResourceCard };
