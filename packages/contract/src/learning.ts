import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { idSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- learning progress (where a learner stopped in a resource's media) ---------- */

/**
 * Positions are kept in whole seconds up to a day: longer than any teaching video or live
 * recording, and small enough that a garbled client value is refused instead of stored.
 */
export const LEARNING_SECOND_MAX = 86_400;
/** Resources one `progress.of` call may ask about (a course page asks by course instead). */
export const LEARNING_OF_MAX_RESOURCES = 200;

const secondsSchema = (label: string) =>
  z
    .number({ error: `${label}必须是数字` })
    .min(0, `${label}不能为负数`)
    .max(LEARNING_SECOND_MAX, `${label}不能超过${LEARNING_SECOND_MAX}秒`)
    .transform((v) => Math.floor(v));

export const learningProgressSaveSchema = z
  .object({
    resourceId: idSchema,
    /** The file being played (a resource may hold several). */
    fileId: idSchema,
    /** The position reached, in seconds; the server clamps it to the duration. */
    second: secondsSchema("播放位置"),
    /** The media's length as the player knows it; omitted keeps the one saved before (or the processed one). */
    duration: secondsSchema("时长").nullable().optional(),
    /** The course and section the resource was opened from; both or neither, sectionId needs courseId. */
    courseId: idSchema.nullable().optional(),
    sectionId: idSchema.nullable().optional(),
  })
  .refine((v) => v.sectionId == null || v.courseId != null, { message: "请提供课程编号", path: ["courseId"] });
export type LearningProgressSaveInput = z.infer<typeof learningProgressSaveSchema>;

export const learningProgressOfSchema = z
  .object({
    /** Progress on every resource of this course's sections. */
    courseId: idSchema.optional(),
    /** Or progress on these resources. */
    resourceIds: z
      .array(idSchema, { error: "资源编号必须是数组" })
      .min(1, "请选择资源")
      .max(LEARNING_OF_MAX_RESOURCES, `一次最多${LEARNING_OF_MAX_RESOURCES}个资源`)
      .optional(),
  })
  .refine((v) => (v.courseId === undefined) !== (v.resourceIds === undefined), {
    message: "请提供课程编号或资源编号（二选一）",
    path: ["courseId"],
  });
export type LearningProgressOfInput = z.infer<typeof learningProgressOfSchema>;

export const learningRecentSchema = z.object({ pageNo: pageNoSchema, pageSize: pageSizeSchema(50, 10) });
export type LearningRecentInput = z.infer<typeof learningRecentSchema>;

/** The caller's position in one resource (one row per user and resource: the last file played). */
export interface LearningProgress {
  resourceId: number;
  fileId: number;
  second: number;
  /** null when neither the player nor media processing told the length. */
  duration: number | null;
  /** Where the resource was last opened from; null when opened on its own page. */
  courseId: number | null;
  sectionId: number | null;
  updatedAt: string;
}

/** One row of 继续学习: the position plus what the list shows and links to. */
export interface RecentLearning extends LearningProgress {
  /** "资源已下架" (or "资源已删除") when the caller can no longer open it, as in 我的收藏. */
  resourceName: string;
  coverUrl: string | null;
  /** false when the resource was taken back or deleted since (the list keeps its place). */
  available: boolean;
  /**
   * The course and section it was opened from, while that course still holds the resource and
   * the caller may see it; otherwise null (courseId and sectionId above stay as saved).
   */
  courseName: string | null;
  sectionName: string | null;
}
export type RecentLearningList = ListResult<RecentLearning>;
