import { z } from "zod";
import { idSchema } from "./validation.js";

/* ---------- 单位推荐 (ucRecommend) ---------- */

/**
 * The organiser turns unit recommendation on with a quota per organization and names the
 * recommenders (a school's administrators), each with the organization they recommend for;
 * null quota = off, every approved work is judged.
 */
export const activityRecommendSettingsSchema = z.object({
  activityId: idSchema,
  quota: z
    .number({ error: "推荐名额必须是数字" })
    .int("推荐名额必须是整数")
    .min(1, "推荐名额至少为1")
    .max(100, "推荐名额不能超过100")
    .nullable(),
  recommenders: z.array(z.object({ userId: idSchema, orgId: idSchema })).max(200, "推荐人不能超过200个"),
});
export type ActivityRecommendSettingsInput = z.infer<typeof activityRecommendSettingsSchema>;

/** A recommender (or the organiser) chooses which approved works of one organization go forward. */
export const activityRecommendSaveSchema = z.object({
  activityId: idSchema,
  orgId: idSchema,
  workIds: z.array(idSchema).max(100, "推荐作品不能超过100个"),
});
export type ActivityRecommendSaveInput = z.infer<typeof activityRecommendSaveSchema>;

export interface ActivityRecommendBoard {
  quota: number | null;
  /** The caller may change quota and recommenders (an organiser). */
  canManage: boolean;
  /** Recommendations can change until judging starts. */
  open: boolean;
  recommenders: { userId: number; name: string; orgId: number; orgName: string }[];
  /** The organizations the caller sees (all for organisers, their own for a recommender). */
  orgs: {
    orgId: number;
    orgName: string;
    works: { id: number; title: string; authorName: string; recommended: boolean }[];
  }[];
}

/** 个人中心 → 我的活动 → 单位推荐: an activity the caller recommends works for, and for which organization. */
export interface ActivityRecommenderItem {
  activityId: number;
  activityName: string;
  orgId: number;
  orgName: string;
}
