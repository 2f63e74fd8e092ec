import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { chosenId, optionalText, requiredName } from "./fields.js";
import { UPLOAD_LIMITS } from "./upload.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- assignments (作业) ---------- */

/** What a submission after the due date meets: refused, or accepted and marked late. */
export const LATE_POLICIES = [
  { value: "refuse", label: "截止后不允许提交" },
  { value: "accept", label: "允许补交（标记为迟交）" },
] as const;
export type LatePolicy = (typeof LATE_POLICIES)[number]["value"];

/**
 * Subtitle files: the document upload kind takes them for a video resource's captions, but they
 * are not homework (decision 0050), so assignment uploads neither offer nor accept them.
 */
export const SUBTITLE_EXTS: readonly string[] = ["vtt"];
const withoutSubtitles = (exts: readonly string[]) => exts.filter((e) => !SUBTITLE_EXTS.includes(e));

/** The upload kinds a student's files may be (the upload pipeline's kinds), with the extensions homework takes. */
export const ASSIGNMENT_FILE_KINDS = [
  { value: "document", label: "文档", exts: withoutSubtitles(UPLOAD_LIMITS.document.exts) },
  { value: "image", label: "图片", exts: withoutSubtitles(UPLOAD_LIMITS.image.exts) },
  { value: "audio", label: "音频", exts: withoutSubtitles(UPLOAD_LIMITS.audio.exts) },
  { value: "video", label: "视频", exts: withoutSubtitles(UPLOAD_LIMITS.video.exts) },
] as const;
export type AssignmentFileKind = (typeof ASSIGNMENT_FILE_KINDS)[number]["value"];

/** Whether a file of this upload kind and extension may be handed in or attached to an assignment. */
export function isAssignmentFile(kind: string, ext: string): boolean {
  return ASSIGNMENT_FILE_KINDS.some((k) => k.value === kind && k.exts.includes(ext));
}

/** A submission: handed in, returned for revision, or scored. */
export const SUBMISSION_STATES = [
  { value: "submitted", label: "待批阅" },
  { value: "returned", label: "已退回" },
  { value: "scored", label: "已批阅" },
] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number]["value"];

export const ASSIGNMENT_TEXT_MAX = 5000;
export const ASSIGNMENT_FILES_MAX = 10;
export const ASSIGNMENT_SCORE_MAX = 100;

const fileKindEnum = z.enum(["document", "image", "audio", "video"], { error: "文件类型不正确" });
const isoDate = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .min(1, `请选择${label}`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label}格式不正确`);
const fileIds = z
  .array(idSchema, { error: "附件格式不正确" })
  .max(ASSIGNMENT_FILES_MAX, `附件最多${ASSIGNMENT_FILES_MAX}个`)
  .default([]);

export const assignmentListSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(100, 20),
  keyword: keywordSchema,
});
export type AssignmentListInput = z.infer<typeof assignmentListSchema>;

export const assignmentSectionSchema = z.object({ sectionId: idSchema });

/** A course section a teacher may set an assignment for. */
export interface AssignmentSectionOption {
  id: number;
  title: string;
  courseId: number;
  courseName: string;
}

export const assignmentSaveSchema = z.object({
  id: idSchema.optional(),
  title: requiredName("作业标题", 100),
  instructions: z
    .string({ error: "请输入作业要求" })
    .trim()
    .min(1, "请输入作业要求")
    .max(ASSIGNMENT_TEXT_MAX, `作业要求不能超过${ASSIGNMENT_TEXT_MAX}个字符`),
  /** Empty when a course section is the target (checked by the server). */
  classIds: z.array(idSchema, { error: "请选择班级" }).max(50, "最多选择50个班级").default([]),
  /** A section of a course the teacher edits: the course's classes see the assignment. */
  sectionId: chosenId("课程章节").nullable().optional(),
  dueAt: isoDate("截止时间"),
  fileKinds: z.array(fileKindEnum).max(4).default(["document", "image"]),
  latePolicy: z.enum(["refuse", "accept"], { error: "请选择迟交规则" }).default("refuse"),
  attachmentIds: fileIds,
});
export type AssignmentSaveInput = z.input<typeof assignmentSaveSchema>;

export const submissionSaveSchema = z
  .object({
    assignmentId: idSchema,
    content: optionalText(ASSIGNMENT_TEXT_MAX, "作业内容"),
    fileIds,
    /** The student agrees that excellent work may be shown publicly. */
    shareConsent: z.boolean().default(false),
  })
  .refine((v) => !!v.content?.trim() || v.fileIds.length > 0, {
    message: "请填写作业内容或上传文件",
    path: ["content"],
  });
export type SubmissionSaveInput = z.input<typeof submissionSaveSchema>;

export const submissionListSchema = z.object({
  assignmentId: idSchema,
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(200, 50),
  state: z.enum(["submitted", "returned", "scored"], { error: "状态不正确" }).optional(),
});
export type SubmissionListInput = z.infer<typeof submissionListSchema>;

export const submissionReviewSchema = z
  .object({
    id: idSchema,
    /** score: give a score; return: send back for revision. */
    action: z.enum(["score", "return"], { error: "请选择批阅操作" }),
    score: z.coerce
      .number({ error: "分数必须是数字" })
      .int("分数必须是整数")
      .min(0, "分数不能小于0")
      .max(ASSIGNMENT_SCORE_MAX, `分数不能超过${ASSIGNMENT_SCORE_MAX}`)
      .optional(),
    comment: optionalText(1000, "评语"),
  })
  .refine((v) => v.action !== "score" || v.score !== undefined, { message: "请输入分数", path: ["score"] });
export type SubmissionReviewInput = z.input<typeof submissionReviewSchema>;

export const submissionRecommendSchema = z.object({
  id: idSchema,
  recommended: z.boolean({ error: "请选择是否推荐" }),
});
export type SubmissionRecommendInput = z.infer<typeof submissionRecommendSchema>;

export const submissionConsentSchema = z.object({
  id: idSchema,
  shareConsent: z.boolean({ error: "请选择是否同意公开" }),
});
export type SubmissionConsentInput = z.infer<typeof submissionConsentSchema>;

export interface AssignmentFile {
  id: number;
  name: string;
  size: number;
  kind: string;
  ext: string;
}

export interface AssignmentItem {
  id: number;
  title: string;
  teacherName: string;
  classNames: string[];
  /** Set when a course section is the target. */
  sectionId: number | null;
  sectionTitle: string | null;
  courseId: number | null;
  courseName: string | null;
  dueAt: string;
  latePolicy: LatePolicy;
  fileKinds: AssignmentFileKind[];
  createdAt: string;
  /** Teacher's view: submissions handed in / waiting for review. */
  submittedCount: number;
  pendingCount: number;
  /** Student's view: their own submission's state, null when not handed in. */
  myState: SubmissionState | null;
}
export type AssignmentList = ListResult<AssignmentItem>;

export interface AssignmentDetail extends AssignmentItem {
  instructions: string;
  classIds: number[];
  attachments: AssignmentFile[];
  /** The caller set it (may edit and review). */
  isOwner: boolean;
}

export interface SubmissionItem {
  id: number;
  assignmentId: number;
  studentId: number;
  studentName: string;
  className: string;
  state: SubmissionState;
  late: boolean;
  score: number | null;
  recommended: boolean;
  shareConsent: boolean;
  submittedAt: string;
  reviewedAt: string | null;
}

export interface SubmissionDetail extends SubmissionItem {
  assignmentTitle: string;
  content: string;
  comment: string;
  files: AssignmentFile[];
}

/** The public excellent-work page: only shown with the student's consent. */
export interface RecommendedSubmission {
  id: number;
  assignmentTitle: string;
  teacherName: string;
  studentName: string;
  className: string;
  content: string;
  score: number | null;
  comment: string;
  files: AssignmentFile[];
  submittedAt: string;
}

/** A file of an assignment or a submission, by address (`/…/:id/file/:fileId`). */
export const assignmentFileParamsSchema = z.object({ id: idSchema, fileId: idSchema });
export type AssignmentFileParams = z.infer<typeof assignmentFileParamsSchema>;

/** The caller's own submission to one assignment. */
export const submissionMineSchema = z.object({ assignmentId: idSchema });
export type SubmissionMineInput = z.infer<typeof submissionMineSchema>;
