import { z } from "zod";
import type { ListResult } from "./envelope.js";
import { idSchema, keywordSchema, pageNoSchema, pageSizeSchema } from "./validation.js";

/* ---------- 活动统计 (activityStatistics), certificates and /resource6 ---------- */

/** Final-score buckets of the statistics histogram: below 60, then five points each. */
export const ACTIVITY_SCORE_BUCKETS = [
  "60分以下",
  "60–65",
  "65–70",
  "70–75",
  "75–80",
  "80–85",
  "85–90",
  "90–95",
  "95–100",
] as const;

export interface ActivityStatistics {
  activityName: string;
  registrations: { total: number; pending: number; approved: number; rejected: number };
  /** Registrations and works per organization (school), most registrations first. */
  byOrg: { orgName: string; registrations: number; works: number; approvedWorks: number }[];
  /** Works audit progress. */
  works: { total: number; submitted: number; approved: number; returned: number };
  /** Judging progress over score sheets, and approved works with / without a final score. */
  judging: {
    sheets: number;
    assigned: number;
    draft: number;
    submitted: number;
    judgedWorks: number;
    unjudgedWorks: number;
  };
  /** Approved works with a final score, by bucket (ACTIVITY_SCORE_BUCKETS). */
  histogram: { label: string; count: number }[];
  /** Final scores: average, highest, lowest (null with no judged work). */
  scores: { mean: number | null; max: number | null; min: number | null };
  /**
   * Judge consistency over submitted sheets: their mean, the standard deviation of their totals,
   * and the mean absolute and signed deviation from the works' final scores (judged works only).
   */
  judges: {
    judgeId: number;
    name: string;
    sheets: number;
    submitted: number;
    mean: number | null;
    stdDev: number | null;
    meanAbsDeviation: number | null;
    bias: number | null;
  }[];
}

/** /resource6: published works of activities whose results are out (results or archived). */
export const activityVideosSchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(48, 12),
  activityId: idSchema.nullable().optional(),
  subjectId: idSchema.nullable().optional(),
  orgId: idSchema.nullable().optional(),
  /** Only works with an award. */
  awarded: z.boolean().optional(),
  keyword: keywordSchema,
});
export type ActivityVideosInput = z.infer<typeof activityVideosSchema>;

export interface ActivityVideoCard {
  id: number;
  title: string;
  authorName: string;
  orgName: string;
  activityId: number;
  activityName: string;
  award: string;
  score: number | null;
  resourceId: number;
  coverUrl: string | null;
}
export type ActivityVideoList = ListResult<ActivityVideoCard> & {
  /** Finished activities, for the filter. */
  activities: { id: number; name: string }[];
};
