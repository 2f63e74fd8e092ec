import { z } from "zod";
import type { EvaluationForm, Marks } from "./evaluation.js";
import { chosenId, chosenIds } from "./fields.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- supervision activities (督导活动 / 学生评教) ---------- */

const dateTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .refine((s) => !Number.isNaN(Date.parse(s)), `${label}格式不正确`);

/**
 * An evaluation campaign of a term: students of the chosen teaching classes evaluate each
 * offering's teacher anonymously with one template, once per student per offering.
 */
export const superviseActivitySaveSchema = z
  .object({
    id: idSchema.optional(),
    name: z.string({ error: "请输入活动名称" }).trim().min(1, "请输入活动名称").max(60, "活动名称不能超过60个字符"),
    termId: chosenId("学期"),
    templateId: chosenId("评价模板"),
    startAt: dateTime("开始时间"),
    endAt: dateTime("结束时间"),
    remark: z.string().trim().max(500, "活动说明不能超过500个字符").default(""),
    /** Academic offerings (开课): each is a teacher teaching a class in the term. */
    originIds: chosenIds("参评课程", 300, "参评课程不能超过300门"),
  })
  .refine((t) => Date.parse(t.endAt) > Date.parse(t.startAt), { message: "结束时间须晚于开始时间", path: ["endAt"] });
export type SuperviseActivitySaveInput = z.infer<typeof superviseActivitySaveSchema>;

export const superviseActivityListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(),
  keyword: keywordSchema,
  termId: idSchema.optional(),
});
export type SuperviseActivityListInput = z.infer<typeof superviseActivityListSchema>;

export type SuperviseActivityState = "upcoming" | "open" | "closed";
export const SUPERVISE_ACTIVITY_STATES: Record<SuperviseActivityState, string> = {
  upcoming: "未开始",
  open: "进行中",
  closed: "已结束",
};

export interface SuperviseActivityRow {
  id: number;
  name: string;
  termId: number;
  termName: string;
  templateName: string;
  startAt: string;
  endAt: string;
  state: SuperviseActivityState;
  remark: string;
  /** Offerings taking part, and the submissions so far. */
  targets: number;
  submissions: number;
}

export interface SuperviseActivityTarget {
  id: number;
  originId: number;
  title: string;
  teacherId: number;
  teacherName: string;
  classId: number | null;
  className: string;
}

export interface SuperviseActivityDetail extends SuperviseActivityRow {
  templateId: number;
  originIds: number[];
  list: SuperviseActivityTarget[];
}

/** What a student sees: the activity's form and their own offerings, each done or not. */
export interface SuperviseActivityForStudent extends SuperviseActivityRow {
  form: EvaluationForm;
  list: (SuperviseActivityTarget & { done: boolean })[];
}

export const superviseActivitySubmitSchema = z.object({
  targetId: idSchema,
  marks: z.record(z.string(), z.union([z.number(), z.string()])),
  answers: z.record(z.string(), z.string().max(1000, "回答不能超过1000个字符")).default({}),
});
export type SuperviseActivitySubmitInput = z.infer<typeof superviseActivitySubmitSchema> & { marks: Marks };

/** The personal centre's activities: the caller's own (an id, when sent, is ignored). */
export const superviseActivityMineSchema = z.object({ id: idSchema.optional() });

export const superviseActivityResultSchema = z.object({ id: idSchema, teacherId: idSchema.optional() });

/** One teacher's aggregated result in an activity: no student is ever named. */
export interface SuperviseActivityTeacherResult {
  teacherId: number;
  teacherName: string;
  /** Offerings of the teacher in the activity. */
  titles: string[];
  count: number;
  /** Students who could evaluate (of the offerings' classes). */
  expected: number;
  avg: number;
  min: number;
  max: number;
  levels: Record<string, number>;
  /** Per first-level indicator: average rate in %. */
  indicators: { name: string; rate: number }[];
  /** Students' free-text answers, unsigned, newest first (at most 50). */
  comments: string[];
}

export interface SuperviseActivityResults {
  id: number;
  name: string;
  rows: SuperviseActivityTeacherResult[];
}

export const superviseActivityStudentsSchema = z.object({
  id: idSchema,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(),
  keyword: keywordSchema,
  done: z.enum(["all", "done", "pending"]).default("all"),
});
export type SuperviseActivityStudentsInput = z.infer<typeof superviseActivityStudentsSchema>;

/** A student's participation (how many of their offerings they evaluated), never what they wrote. */
export interface SuperviseActivityStudentRow {
  userId: number;
  account: string;
  realName: string;
  className: string;
  expected: number;
  done: number;
}

/** The personal centre `sup/activity`: a student's open activities, a teacher's results. */
export interface MySuperviseActivities {
  toEvaluate: (SuperviseActivityRow & { pending: number })[];
  results: (SuperviseActivityRow & { count: number; avg: number })[];
}
