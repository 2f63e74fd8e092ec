import { z } from "zod";
import type { EvaluationForm, Marks, ScoreResult } from "./evaluation.js";
import { idSchema } from "./validation.js";

/* ---------- judging of activity works (评委与评审) ---------- */

const groupName = z
  .string({ error: "请输入评委组名称" })
  .trim()
  .min(1, "请输入评委组名称")
  .max(30, "评委组名称不能超过30个字符");

/** The organiser's judging set-up: judge groups with their judges, blind review. */
export const activityJudgesSaveSchema = z.object({
  activityId: idSchema,
  blindReview: z.boolean().default(false),
  groups: z
    .array(
      z.object({
        name: groupName,
        judgeIds: z.array(idSchema).min(1, "每个评委组至少一名评委").max(50, "每组评委不能超过50人"),
      }),
    )
    .max(20, "评委组不能超过20个"),
});
export type ActivityJudgesSaveInput = z.infer<typeof activityJudgesSaveSchema>;

/** The evaluation standard: a supervision template, its form copied (frozen) into the activity. */
export const activityStandardSaveSchema = z.object({ activityId: idSchema, templateId: idSchema });

/**
 * Works go to every judge of a group; no `workIds` means every approved work. With `subjectId`,
 * only the works of that subject (a work's subject: its resource's, else the activity's).
 */
export const activityAssignSchema = z.object({
  activityId: idSchema,
  groupIndex: z.coerce.number().int().min(0, "参数 groupIndex 不正确"),
  workIds: z.array(idSchema).max(10_000).optional(),
  subjectId: idSchema.optional(),
});

/**
 * 第二轮: the top `top` works by round-1 score go on (all works tied with the last one included),
 * scored by their round-1 judges, or by every judge of group `groupIndex` when given.
 */
export const activityRound2Schema = z.object({
  activityId: idSchema,
  top: z.coerce
    .number({ error: "参数 top：请输入进入第二轮的作品数" })
    .int("参数 top：须为整数")
    .min(1, "参数 top：至少1件")
    .max(10_000, "参数 top：不能超过10000"),
  groupIndex: z.coerce.number().int().min(0, "参数 groupIndex 不正确").optional(),
});
export type ActivityRound2Input = z.infer<typeof activityRound2Schema>;

/** What an assignment did: sheets made, and pairs skipped for a conflict of interest. */
export interface ActivityAssignResult {
  assigned: number;
  /** (work, judge) pairs left out: the judge is of the work's unit. */
  skipped: number;
  /** Approved works left out because 单位推荐 is on and their unit did not recommend them. */
  notRecommended: number;
}

/** What opening the second round did: works in it, sheets made, the last work's round-1 score. */
export interface ActivityRound2Result {
  works: number;
  sheets: number;
  cutScore: number | null;
}

/** A judging round: 1, or 2 for the second round of the top works. */
const roundSchema = z.coerce.number().int().min(1, "参数 round：只能是1或2").max(2, "参数 round：只能是1或2");

/** One sheet: the work, and the round (default: my latest sheet of that work). */
export const activitySheetSchema = z.object({ id: idSchema, round: roundSchema.optional() });

export const activityScoreSaveSchema = z.object({
  workId: idSchema,
  round: roundSchema.optional(),
  marks: z.record(z.string(), z.union([z.number(), z.string()])).default({}),
  /** Indicator key → the judge's comment on it. */
  comments: z.record(z.string(), z.string().max(500, "评语不能超过500个字符")).default({}),
  submit: z.boolean().default(false),
});
export type ActivityScoreSaveInput = z.infer<typeof activityScoreSaveSchema>;

/** The sheet's total, and the work's final score once all its sheets are submitted. */
export interface ActivityScoreSaved {
  total: number;
  finalScore: number | null;
}

/** A ready evaluation template to choose the standard from (names only). */
export interface ActivityTemplateChoice {
  id: number;
  name: string;
}

export interface ActivityJudge {
  userId: number;
  realName: string;
  orgName: string;
}

export interface ActivityJudging {
  blindReview: boolean;
  standard: { templateId: number | null; name: string; form: EvaluationForm | null };
  groups: { id: number; name: string; judges: ActivityJudge[] }[];
  /** Per judge: assigned and submitted counts. */
  progress: { userId: number; assigned: number; submitted: number }[];
  /** Sheet counts are of the work's current round; round1Score is set for works in round 2. */
  works: {
    id: number;
    title: string;
    orgName: string;
    subjectId: number | null;
    /** The work's subject, for assignment by subject ("" when none). */
    subjectName: string;
    round: 1 | 2;
    judges: number;
    submitted: number;
    round1Score: number | null;
    finalScore: number | null;
    /** 单位推荐 is on and the work's unit did not recommend it: it is not judged. */
    notRecommended: boolean;
  }[];
  /** 第二轮: the top N asked for when it was opened; null = not opened. */
  round2Top: number | null;
}

/** A score sheet's state: assigned (untouched), draft (saved), submitted (final). */
export type JudgeScoreStatus = "assigned" | "draft" | "submitted";

export interface JudgeAssignedWork {
  workId: number;
  activityId: number;
  activityName: string;
  title: string;
  /** Empty under blind review. */
  author: string;
  orgName: string;
  resourceId: number;
  /** 1, or 2 for a second-round sheet (第二轮). */
  round: 1 | 2;
  status: JudgeScoreStatus;
  total: number | null;
  /** Scoring is open (the activity is in judging). */
  open: boolean;
}

export interface JudgeScoreSheet {
  work: JudgeAssignedWork;
  form: EvaluationForm;
  marks: Marks;
  comments: Record<string, string>;
  result: ScoreResult;
}

/* ---------- award levels and awards (奖项设置) ---------- */

/** The version an organiser read (the activity's last change); a stale one is refused with 409. */
const versionSchema = z.string({ error: "参数 version：请刷新后重试" }).min(1, "参数 version：请刷新后重试");

export const activityAwardLevelsSaveSchema = z.object({
  activityId: idSchema,
  version: versionSchema,
  levels: z
    .array(
      z.object({
        name: z.string({ error: "请输入奖项名称" }).trim().min(1, "请输入奖项名称").max(30, "奖项名称不能超过30个字符"),
        quota: z.coerce
          .number({ error: "名额须为数字" })
          .int("名额须为整数")
          .min(0, "名额不能小于0")
          .max(10_000, "名额不能超过10000"),
      }),
    )
    .max(10, "奖项不能超过10个"),
});
export type ActivityAwardLevelsSaveInput = z.infer<typeof activityAwardLevelsSaveSchema>;

export const activityAwardsVersionSchema = z.object({ activityId: idSchema, version: versionSchema });

export const activityAwardsSaveSchema = z.object({
  activityId: idSchema,
  version: versionSchema,
  awards: z.array(z.object({ workId: idSchema, levelId: idSchema.nullable() })).max(10_000),
});
export type ActivityAwardsSaveInput = z.infer<typeof activityAwardsSaveSchema>;

export interface ActivityAwardBoard {
  version: string;
  published: boolean;
  levels: { id: number; name: string; quota: number }[];
  /** Approved works, best first by the tie rule; unjudged ones last. */
  works: {
    id: number;
    title: string;
    author: string;
    orgName: string;
    /** 2 for works in the second round: they rank above every round-1-only work. */
    round: 1 | 2;
    round1Score: number | null;
    finalScore: number | null;
    maxJudgeScore: number | null;
    levelId: number | null;
  }[];
  unjudged: number;
}
