import { type ActivityCard, type ActivityStage, activityStageLabel } from "@otp/contract";
import type { Notice } from "../../platform/notify/notifier.js";
import { currentStage } from "./activity.access.js";
import type { CardRow } from "./activity.queries.js";

/** Pure output shaping of the activity module. */

export interface Names {
  orgs: Map<number, string>;
  subjects: Map<number, string>;
}

export function toCard(r: CardRow, names: Names, now: Date): ActivityCard {
  const stage: ActivityStage = currentStage(r, now);
  return {
    id: r.id,
    name: r.name,
    stage,
    stageLabel: activityStageLabel(stage),
    organizerName: r.organizerOrgId ? (names.orgs.get(r.organizerOrgId) ?? "") : "",
    subjectName: r.subjectId ? (names.subjects.get(r.subjectId) ?? "") : "",
    registrationStart: r.registrationStart.toISOString(),
    judgingEnd: r.judgingEnd.toISOString(),
    workCount: r.workCount,
    registrationCount: r.registrationCount,
  };
}

/** The ids to look names up for, without repeats. */
export function idsOf(rows: { organizerOrgId: number | null; subjectId: number | null }[]) {
  const orgs = [...new Set(rows.flatMap((r) => (r.organizerOrgId ? [r.organizerOrgId] : [])))];
  const subjects = [...new Set(rows.flatMap((r) => (r.subjectId ? [r.subjectId] : [])))];
  return { orgs, subjects };
}

/**
 * 结果公布 notices: one per participant (a team member hears of the team's entry), naming the
 * entry's award when it has one.
 */
export function resultNotices(
  activityName: string,
  recipients: { userId: number; title: string | null; award: string | null }[],
): Notice[] {
  const seen = new Set<number>();
  return recipients.flatMap((r) => {
    if (seen.has(r.userId)) return [];
    seen.add(r.userId);
    const work = r.title ? `作品${bookTitle(r.title)}` : "";
    const content = r.award
      ? `活动「${activityName}」的评审结果已公布，您的${work}获得${r.award}，可在个人中心“我的活动”下载获奖证书。`
      : `活动「${activityName}」的评审结果已公布，请到活动页面查看获奖名单。`;
    return [{ userId: r.userId, category: "activity" as const, title: "活动结果已公布", content }];
  });
}

/**
 * A work's title between book-title marks: a title already wholly in 《》 is not wrapped twice,
 * and marks inside it become the inner marks 〈〉, as Chinese typesetting nests them
 * (微课《浮力》 → 《微课〈浮力〉》).
 */
export function bookTitle(title: string): string {
  let t = title.trim();
  const inner = t.slice(1, -1);
  if (t.startsWith("《") && t.endsWith("》") && !/[《》]/.test(inner)) t = inner;
  return `《${t.replace(/《/g, "〈").replace(/》/g, "〉")}》`;
}
