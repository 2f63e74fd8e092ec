import { type ActivityCard, type ActivityStage, activityStageLabel } from "@otp/contract";
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
