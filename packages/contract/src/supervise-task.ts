import { z } from "zod";
import type { EvaluationForm, Marks, ScoreResult } from "./evaluation.js";
import { chosenId, chosenIds } from "./fields.js";
import type { ResourceDetail } from "./resource.js";
import type { SuperviseEvaluatorKind } from "./supervise.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- supervision tasks (督导任务) ---------- */

export const SUPERVISE_TARGET_KINDS = [
  { value: "section", label: "课程小节录像" },
  { value: "course", label: "课程" },
  { value: "live", label: "直播课堂" },
  { value: "room", label: "进班听课" },
] as const;
export type SuperviseTargetKind = (typeof SUPERVISE_TARGET_KINDS)[number]["value"];
const targetKinds = SUPERVISE_TARGET_KINDS.map((k) => k.value) as [SuperviseTargetKind, ...SuperviseTargetKind[]];

const dateTime = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .refine((s) => !Number.isNaN(Date.parse(s)), `${label}格式不正确`);

export const superviseTaskTargetSchema = z.object({
  kind: z.enum(targetKinds, { error: "听课对象类型不正确" }),
  courseId: idSchema.optional(),
  sectionId: idSchema.optional(),
  liveId: idSchema.optional(),
  /** The teacher listened to in the room (kind room). */
  teacherId: idSchema.optional(),
  /** The room visit's title, e.g. "高等数学 第3周 周二1-2节". */
  title: z.string().trim().max(200, "听课对象名称不能超过200个字符").optional(),
});
export type SuperviseTaskTargetInput = z.infer<typeof superviseTaskTargetSchema>;

export const superviseTaskSaveSchema = z
  .object({
    id: idSchema.optional(),
    name: z.string({ error: "请输入任务名称" }).trim().min(1, "请输入任务名称").max(60, "任务名称不能超过60个字符"),
    templateId: chosenId("评价模板"),
    termId: idSchema.optional().nullable(),
    startAt: dateTime("开始时间"),
    endAt: dateTime("结束时间"),
    quota: z.coerce
      .number({ error: "听课次数须为数字" })
      .int("听课次数须为整数")
      .min(1, "听课次数最小为1")
      .max(100, "听课次数不能超过100"),
    remark: z.string().trim().max(500, "备注不能超过500个字符").default(""),
    /** Anonymous task: the teacher never sees who evaluated, whatever the global setting. */
    anonymous: z.boolean({ error: "匿名评价须为是或否" }).default(false),
    evaluatorIds: chosenIds("评价人", 200, "评价人不能超过200人"),
    assistantIds: z.array(idSchema).max(20, "任务助理不能超过20人").default([]),
    targets: z.array(superviseTaskTargetSchema).min(1, "请添加听课对象").max(500, "听课对象不能超过500个"),
  })
  .refine((t) => Date.parse(t.endAt) > Date.parse(t.startAt), { message: "结束时间须晚于开始时间", path: ["endAt"] });
export type SuperviseTaskSaveInput = z.infer<typeof superviseTaskSaveSchema>;

export const superviseTaskListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(),
  keyword: keywordSchema,
  termId: idSchema.optional(),
});
export type SuperviseTaskListInput = z.infer<typeof superviseTaskListSchema>;

export const superviseLessonOptionsSchema = z.object({ courseId: idSchema });
export interface SuperviseLessonOptions {
  courseId: number;
  courseName: string;
  teacherId: number;
  teacherName: string;
  sections: { id: number; title: string }[];
}

export interface SuperviseTaskTarget {
  id: number;
  kind: SuperviseTargetKind;
  teacherId: number;
  teacherName: string;
  courseId: number | null;
  sectionId: number | null;
  liveId: number | null;
  title: string;
}

export interface SuperviseTaskRow {
  id: number;
  name: string;
  templateId: number;
  templateName: string;
  termId: number | null;
  termName: string;
  startAt: string;
  endAt: string;
  quota: number;
  remark: string;
  anonymous: boolean;
  evaluators: { id: number; name: string }[];
  assistants: { id: number; name: string }[];
  targetCount: number;
  /** Submitted evaluations, and what the quota asks (quota × evaluators). */
  submitted: number;
  expected: number;
}

export interface SuperviseTaskDetail extends SuperviseTaskRow {
  targets: SuperviseTaskTarget[];
  /** Per evaluator: submitted and drafts. */
  progress: { evaluatorId: number; name: string; submitted: number; drafts: number }[];
}

/** An evaluator's task with their own progress and each target's state for them. */
export interface SuperviseMyTask extends Omit<SuperviseTaskRow, "submitted" | "expected"> {
  mySubmitted: number;
  open: boolean;
  targets: (SuperviseTaskTarget & {
    evaluationId: number | null;
    status: SuperviseEvaluationStatus | null;
    total: number | null;
  })[];
}

/* ---------- free listening (自由听课) ---------- */

export const superviseFreeOptionsSchema = z.object({ courseId: idSchema.optional() });

/** What an evaluator may pick to listen to outside any task (when the setting allows it). */
export interface SuperviseFreeOptions {
  allowed: boolean;
  /** Ready templates for the caller's evaluator kind. */
  templates: { id: number; name: string; version: number }[];
  /** The sections of `courseId`, when given. */
  sections: { id: number; title: string }[];
}

/* ---------- evaluations (听课评价) ---------- */

export type SuperviseEvaluationStatus = "draft" | "submitted";

export const superviseEvaluationStartSchema = z
  .object({
    targetId: idSchema.optional(),
    /** Free listening (when the setting allows): a course section outside any task. */
    courseId: idSchema.optional(),
    sectionId: idSchema.optional(),
    templateId: idSchema.optional(),
  })
  .refine((v) => v.targetId || (v.courseId && v.sectionId && v.templateId), {
    message: "请选择听课对象",
    path: ["targetId"],
  });
export type SuperviseEvaluationStartInput = z.infer<typeof superviseEvaluationStartSchema>;

const markValue = z.union([z.number(), z.string().max(10)]);
export const superviseNoteSchema = z.object({
  second: z.coerce.number().int("时间点须为整数秒").min(0, "时间点不能小于0").max(86_400, "时间点不正确"),
  text: z.string().trim().min(1, "请输入笔记内容").max(500, "笔记不能超过500个字符"),
});
export const superviseEvaluationSaveSchema = z.object({
  id: idSchema,
  /** The revision the client last read: a save from a stale tab is refused. */
  rev: z.coerce.number().int().min(0, "版本号不正确"),
  marks: z.record(z.string().max(20), markValue).default({}),
  answers: z.record(z.string().max(20), z.string().max(2000, "文字评价不能超过2000个字符")).default({}),
  notes: z.array(superviseNoteSchema).max(200, "笔记不能超过200条").default([]),
});
export type SuperviseEvaluationSaveInput = z.infer<typeof superviseEvaluationSaveSchema>;

export const superviseEvaluationReplySchema = z.object({
  id: idSchema,
  reply: z.string({ error: "请输入回复" }).trim().min(1, "请输入回复").max(1000, "回复不能超过1000个字符"),
});
export type SuperviseEvaluationReplyInput = z.infer<typeof superviseEvaluationReplySchema>;

export const superviseEvaluationListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(),
  keyword: keywordSchema,
  termId: idSchema.optional(),
  teacherId: idSchema.optional(),
  evaluatorId: idSchema.optional(),
  status: z.enum(["draft", "submitted"]).optional(),
});
export type SuperviseEvaluationListInput = z.infer<typeof superviseEvaluationListSchema>;

export interface SuperviseEvaluationRow {
  id: number;
  title: string;
  taskId: number | null;
  taskName: string;
  teacherId: number;
  teacherName: string;
  /** Hidden (督导专家) for a teacher when the setting hides evaluator names. */
  evaluatorName: string;
  evaluatorKind: SuperviseEvaluatorKind;
  status: SuperviseEvaluationStatus;
  total: number | null;
  level: string | null;
  submittedAt: string | null;
  hasReply: boolean;
  updatedAt: string;
}

export interface SuperviseEvaluationDetail extends SuperviseEvaluationRow {
  form: EvaluationForm;
  templateName: string;
  templateVersion: number;
  marks: Marks;
  answers: Record<string, string>;
  notes: { second: number; text: string }[];
  score: ScoreResult;
  rev: number;
  reply: string | null;
  repliedAt: string | null;
  courseId: number | null;
  sectionId: number | null;
  liveId: number | null;
  /** What to play beside the form: the section's resources, or the live's recordings. */
  media: ResourceDetail[];
  /** The live's streams while it is on (signed HTTP-FLV `url` and HLS `hls`). */
  streams: { kind: string; name: string; url: string; hls: string }[];
  /** Window of the task (drafts may be submitted until the end plus the grace days). */
  deadline: string | null;
  /** What the caller may do. */
  canEdit: boolean;
  canReply: boolean;
}

/* ---------- statistics (/supervise) ---------- */

export const SUPERVISE_STAT_DIMENSIONS = [
  { value: "teacher", label: "按教师" },
  { value: "org", label: "按院系" },
  { value: "courseType", label: "按课程类型" },
  { value: "indicator", label: "按评价指标" },
  { value: "evaluator", label: "评价人工作量" },
  { value: "term", label: "按学期趋势" },
] as const;
export type SuperviseStatDimension = (typeof SUPERVISE_STAT_DIMENSIONS)[number]["value"];

export const superviseStatisticsSchema = z.object({
  by: z.enum(SUPERVISE_STAT_DIMENSIONS.map((d) => d.value) as [SuperviseStatDimension, ...SuperviseStatDimension[]], {
    error: "统计维度不正确",
  }),
  termId: idSchema.optional(),
  orgId: idSchema.optional(),
});
export type SuperviseStatisticsInput = z.infer<typeof superviseStatisticsSchema>;

export interface SuperviseStatRow {
  key: number | string | null;
  name: string;
  /** Submitted evaluations. */
  count: number;
  /** Average, lowest and highest total (indicator: average rate in %). */
  avg: number;
  min: number;
  max: number;
  /** Count per overall level. */
  levels: Record<string, number>;
  /** Evaluator workload: drafts and the quota their tasks ask. */
  drafts?: number;
  expected?: number;
}

export interface SuperviseStatisticsResult {
  summary: { count: number; avg: number; teachers: number; evaluators: number; levels: Record<string, number> };
  rows: SuperviseStatRow[];
}

/* ---------- patrol (巡课) ---------- */

export const SUPERVISE_PATROL_ORDERS = ["良好", "一般", "较差"] as const;
export const SUPERVISE_PATROL_STATES = ["正常", "异常"] as const;

export const supervisePatrolSaveSchema = z.object({
  liveId: idSchema.optional(),
  teacherId: idSchema.optional(),
  room: z.string({ error: "请输入教室" }).trim().min(1, "请输入教室").max(100, "教室不能超过100个字符"),
  onTime: z.boolean({ error: "请选择是否准时上课" }),
  order: z.enum(SUPERVISE_PATROL_ORDERS, { error: "请选择课堂秩序" }),
  teachingState: z.enum(SUPERVISE_PATROL_STATES, { error: "请选择教学状态" }),
  photoFileId: idSchema.optional(),
  remark: z.string().trim().max(500, "备注不能超过500个字符").default(""),
});
export type SupervisePatrolSaveInput = z.infer<typeof supervisePatrolSaveSchema>;

export const supervisePatrolListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(),
  keyword: keywordSchema,
});
export type SupervisePatrolListInput = z.infer<typeof supervisePatrolListSchema>;

export interface SupervisePatrolRow {
  id: number;
  patrollerName: string;
  teacherName: string;
  liveId: number | null;
  room: string;
  onTime: boolean;
  order: string;
  teachingState: string;
  photoFileId: number | null;
  /** The grabbed photo through its access-checked route; null without a photo. */
  photoUrl: string | null;
  remark: string;
  createdAt: string;
}

/** 抓拍: one frame of a patrolled live's stream (`kind`: which screen, default the first). */
export const supervisePatrolGrabSchema = z.object({
  liveId: idSchema,
  kind: z
    .string()
    .regex(/^[a-z]{1,20}$/, "画面类型不正确")
    .optional(),
});
export type SupervisePatrolGrabInput = z.infer<typeof supervisePatrolGrabSchema>;

/** A grabbed photo: attach `fileId` to the record, show `url` (login route, checked per record). */
export interface SupervisePatrolPhoto {
  fileId: number;
  url: string;
}

/** The path parameter of a patrol photo (served by its own login route, never the public picture route). */
export const supervisePatrolPhotoParamsSchema = z.object({ fileId: idSchema });

export interface SuperviseLiveClassroom {
  id: number;
  title: string;
  teacherId: number | null;
  teacherName: string;
  room: string;
  /** Signed play addresses (HTTP-FLV `url`, HLS `hls`) per stream `kind` (which screen). */
  streams: { kind: string; name: string; url: string; hls: string }[];
}
