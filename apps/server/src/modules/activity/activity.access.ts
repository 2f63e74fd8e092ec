import {
  ACTIVITY_STAGE_VALUES,
  type ActivityActions,
  type ActivityPhase,
  type ActivityStage,
  activityStageLabel,
} from "@otp/contract";
import { hasPerm } from "../../platform/access/require.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Pure policy of the activity domain: where an activity is in its lifecycle, who may do what. */

export interface Dated {
  stage: string;
  registrationStart: Date;
  registrationEnd: Date;
  submissionEnd: Date;
  auditEnd: Date;
  judgingEnd: Date;
}

export const stageIndex = (s: string) => ACTIVITY_STAGE_VALUES.indexOf(s as ActivityStage);

/** What the dates alone say once the activity is open; results and archiving are never reached by date. */
export function stageByDates(a: Dated, now: Date): ActivityStage {
  const t = now.getTime();
  if (t < a.registrationEnd.getTime()) return "registration";
  if (t < a.submissionEnd.getTime()) return "submission";
  if (t < a.auditEnd.getTime()) return "audit";
  return "judging";
}

/** The stage shown: draft stays draft; otherwise the later of the organiser's stage and the dates'. */
export function currentStage(a: Dated, now: Date): ActivityStage {
  if (a.stage === "draft") return "draft";
  const byDates = stageByDates(a, now);
  return stageIndex(a.stage) >= stageIndex(byDates) ? (a.stage as ActivityStage) : byDates;
}

/** Dates must follow each other: registration opens, closes, then submission, audit and judging close. */
export function datesError(a: Omit<Dated, "stage">): string | null {
  const order: [keyof Omit<Dated, "stage">, string][] = [
    ["registrationStart", "报名开始时间"],
    ["registrationEnd", "报名截止时间"],
    ["submissionEnd", "作品提交截止时间"],
    ["auditEnd", "作品审核截止时间"],
    ["judgingEnd", "评审截止时间"],
  ];
  for (let i = 1; i < order.length; i++) {
    const [prevKey, prevLabel] = order[i - 1] as [keyof Omit<Dated, "stage">, string];
    const [key, label] = order[i] as [keyof Omit<Dated, "stage">, string];
    if (a[key].getTime() <= a[prevKey].getTime()) return `参数 ${key}：${label}须晚于${prevLabel}`;
  }
  return null;
}

/** The phases with their dates and where now falls. */
export function phasesOf(a: Dated, now: Date): ActivityPhase[] {
  const stage = currentStage(a, now);
  const at = stageIndex(stage);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  const dated: [ActivityStage, Date | null, Date | null][] = [
    ["registration", a.registrationStart, a.registrationEnd],
    ["submission", a.registrationEnd, a.submissionEnd],
    ["audit", a.submissionEnd, a.auditEnd],
    ["judging", a.auditEnd, a.judgingEnd],
    ["results", a.judgingEnd, null],
    ["archived", null, null],
  ];
  return dated.map(([s, start, end]) => {
    const i = stageIndex(s);
    return {
      stage: s,
      label: activityStageLabel(s),
      start: iso(start),
      end: iso(end),
      state: i < at ? "done" : i === at ? "current" : "upcoming",
    };
  });
}

/** What a visitor may do now (the server enforces the same when they try). */
export function actionsOf(a: Dated, now: Date, user: Principal | null, registered: boolean): ActivityActions {
  const stage = currentStage(a, now);
  const beforeStart = now.getTime() < a.registrationStart.getTime();
  const openForRegistration = stage === "registration" && !beforeStart;
  let registerHint = "";
  if (stage === "registration" && beforeStart) registerHint = "报名尚未开始";
  else if (stage !== "registration") registerHint = stage === "draft" ? "活动尚未发布" : "报名已截止";
  else if (!user) registerHint = "请先登录";
  else if (user.userType !== "teacher") registerHint = "仅教师可以报名";
  else if (registered) registerHint = "您已报名";
  return {
    register: openForRegistration && !!user && user.userType === "teacher" && !registered,
    submit: (stage === "registration" || stage === "submission") && registered && !beforeStart,
    worksVisible: stageIndex(stage) >= stageIndex("results"),
    resultsVisible: stageIndex(stage) >= stageIndex("results"),
    registerHint,
  };
}

/** Holders of the 活动管理 screen organise every activity. */
export const managesActivities = (user: Principal | null): boolean => hasPerm(user, "business.activity");

/** The organiser (its creator) and activity managers edit it. */
export const canEdit = (user: Principal | null, a: { ownerId: number }): boolean =>
  !!user && (a.ownerId === user.userId || managesActivities(user));

/** Readers see an activity once it is out of draft; its editors always. */
export const canView = (user: Principal | null, a: { ownerId: number; stage: string }): boolean =>
  a.stage !== "draft" || canEdit(user, a);
