import { z } from "zod";
import type { EvaluationForm, Marks } from "./evaluation.js";
import { chosenId, optionalText, requiredName } from "./fields.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/**
 * The lecture centre (说课): a teacher explains how they will teach a lesson, live (a live of the
 * live module) or recorded (an uploaded video resource), grouped by research subject and term,
 * evaluated once by each peer or judge with a supervision template.
 */

export const LECTURE_KINDS = ["live", "recorded"] as const;
export type LectureKind = (typeof LECTURE_KINDS)[number];

/** What the detail page plays: `upcoming` and `live` for a live lecture, `record` once there is a video. */
export type LectureStatus = "upcoming" | "live" | "record" | "none";

export const lectureListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 12),
  keyword: keywordSchema,
  subjectId: idSchema.optional(),
  termId: idSchema.optional(),
  /** One teacher's lectures (the famous-teacher page). */
  teacherId: idSchema.optional(),
  kind: z.enum(LECTURE_KINDS, { error: "说课类型不正确" }).optional(),
});
export type LectureListInput = z.infer<typeof lectureListSchema>;

export const myLectureListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 10),
  /** mine: lectures I give; evaluated: lectures I evaluated. */
  scope: z.enum(["mine", "evaluated"], { error: "查询范围不正确" }).default("mine"),
});
export type MyLectureListInput = z.infer<typeof myLectureListSchema>;

export const lectureSaveSchema = z
  .object({
    id: idSchema.optional(),
    title: requiredName("说课标题", 100),
    teacherId: chosenId("说课教师"),
    subjectId: chosenId("学科"),
    termId: chosenId("学期"),
    kind: z.enum(LECTURE_KINDS, { error: "说课类型不正确" }),
    liveId: chosenId("直播").optional().nullable(),
    resourceId: chosenId("说课视频").optional().nullable(),
    templateId: chosenId("评价模板"),
    intro: optionalText(1000, "说课简介"),
  })
  .refine((v) => v.kind !== "live" || v.liveId, { message: "请选择直播", path: ["liveId"] })
  .refine((v) => v.kind !== "recorded" || v.resourceId, { message: "请选择说课视频", path: ["resourceId"] });
export type LectureSaveInput = z.infer<typeof lectureSaveSchema>;

export const lectureEvaluateSchema = z.object({
  id: idSchema,
  marks: z.record(z.string().max(20), z.union([z.number(), z.string().max(10)])).default({}),
  comment: z.string({ error: "请输入评语" }).trim().min(1, "请输入评语").max(500, "评语不能超过500个字符"),
});
export type LectureEvaluateInput = z.infer<typeof lectureEvaluateSchema>;

export interface LectureItem {
  id: number;
  title: string;
  teacherId: number;
  teacherName: string;
  subjectId: number;
  subjectName: string;
  termId: number;
  termName: string;
  kind: LectureKind;
  liveId: number | null;
  resourceId: number | null;
  templateId: number;
  templateName: string;
  intro: string;
  evaluationCount: number;
  /** Mean of the evaluations' totals (of 100, one decimal), null before any. */
  averageScore: number | null;
  createdAt: string;
}

export interface LectureEvaluationItem {
  id: number;
  evaluatorId: number;
  evaluatorName: string;
  total: number;
  level: string;
  comment: string;
  createdAt: string;
}

export interface LectureDetail extends LectureItem {
  status: LectureStatus;
  /** Start of a live lecture (shown while upcoming). */
  startTime: string | null;
  /** Signed stream addresses while a live lecture is on. */
  streams: { name: string; flv: string; hls: string }[];
  /** The video files: the recorded resource, or the live's recording once it ended. */
  videos: { name: string; url: string }[];
  form: EvaluationForm | null;
  evaluations: LectureEvaluationItem[];
  mine: (LectureEvaluationItem & { marks: Marks }) | null;
  /** The viewer may evaluate now; otherwise `cannotEvaluate` says why (null for guests). */
  canEvaluate: boolean;
  cannotEvaluate: string | null;
}

export interface LectureChoices {
  lives: { id: number; name: string; teacherId: number; teacherName: string }[];
  videos: { id: number; name: string; ownerId: number; ownerName: string }[];
  templates: { id: number; name: string }[];
}
