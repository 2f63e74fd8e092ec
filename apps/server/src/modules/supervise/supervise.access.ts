import {
  STUDENT_ROLE_ID,
  SUPERVISER_EXPERT_MANAGER_ROLE_ID,
  SUPERVISER_EXPERT_ROLE_ID,
  SUPERVISOR_ROLE_ID,
  type SuperviseEvaluatorKind,
} from "@otp/contract";
import { managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Pure policy of supervision: who manages, who reads an evaluation, who may write it. */

/** Managers of supervision: the task screen's holders (the quality office, the expert group's leader). */
export const managesSupervision = (user: Principal | null) => managesWith(user, "business.superviseTask");

/** The expert group's leader sees every expert's submitted work. */
export const leadsExperts = (user: Principal | null) =>
  !!user && (user.roleIds.includes(SUPERVISER_EXPERT_MANAGER_ROLE_ID) || managesSupervision(user));

/** What kind of evaluator the caller is, for statistics by kind. */
export function evaluatorKindOf(user: Principal): SuperviseEvaluatorKind {
  if (user.roleIds.includes(SUPERVISER_EXPERT_ROLE_ID) || user.roleIds.includes(SUPERVISER_EXPERT_MANAGER_ROLE_ID))
    return "expert";
  if (user.roleIds.includes(SUPERVISOR_ROLE_ID)) return "leader";
  if (user.roleIds.includes(STUDENT_ROLE_ID) || user.userType === "student") return "student";
  return "peer";
}

interface EvalFacts {
  evaluatorId: number;
  teacherId: number;
  status: string;
}

/**
 * Reading an evaluation: its evaluator always; a draft nobody else (not even a manager); a
 * submitted one the managers and the expert leader, and the teacher when the setting lets
 * teachers see theirs.
 */
export function canRead(user: Principal, e: EvalFacts, teacherCanView: boolean): boolean {
  if (e.evaluatorId === user.userId) return true;
  if (e.status !== "submitted") return false;
  if (leadsExperts(user)) return true;
  return teacherCanView && e.teacherId === user.userId;
}

export const canWrite = (user: Principal, e: EvalFacts) => e.evaluatorId === user.userId && e.status === "draft";

export const canReply = (user: Principal, e: EvalFacts, teacherCanView: boolean) =>
  teacherCanView && e.status === "submitted" && e.teacherId === user.userId;

/**
 * A patrol photo: its patroller, supervision managers, and the patrolled teacher when the
 * setting lets teachers see evaluations (`teacherCanView` is already that teacher's answer).
 */
export function canSeePhoto(
  user: Principal,
  patrollerId: number,
  teacherId: number | null,
  teacherCanView: boolean,
): boolean {
  if (user.userId === patrollerId || managesSupervision(user)) return true;
  return teacherCanView && teacherId === user.userId;
}
