import {
  STUDENT_ROLE_ID,
  SUPERVISER_EXPERT_MANAGER_ROLE_ID,
  SUPERVISER_EXPERT_ROLE_ID,
  SUPERVISOR_ROLE_ID,
} from "@otp/contract";
import { managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/**
 * Who sees and runs which lesson's analysis: pure rules returning the reason of a refusal
 * (null = allowed). The feature is for teachers and staff: a student is refused everywhere
 * (their classroom is what is analysed). A teacher sees and runs their own lessons; holders of
 * the AI classroom analysis screen (supervisors, leaders) and the administrator see and run
 * every lesson. Sampled frames follow the lesson (PIPL: visible only to those who may see the
 * lesson), and FIAS coding is open to anyone who may see it (each coder keeps their own coding).
 */

export const SEES_ALL = "supervisor.aiAnalysis";
export const SETTINGS_SCREEN = "supervisor.aiSettings";
/** The supervision managers' screen: its holders run the patrol wall (as supervision decides). */
export const PATROL_MANAGERS_SCREEN = "business.superviseTask";
/** Roles that patrol live classrooms: supervisors (leaders) and the evaluation experts. */
const PATROL_ROLES: readonly number[] = [
  SUPERVISOR_ROLE_ID,
  SUPERVISER_EXPERT_ROLE_ID,
  SUPERVISER_EXPERT_MANAGER_ROLE_ID,
];

export interface LessonFacts {
  teacherId: number;
}

/** Every lesson of the school. */
export const seesAll = (user: Principal | null) => managesWith(user, SEES_ALL);

export const isStudent = (user: Principal) => user.userType === "student" || user.roleIds.includes(STUDENT_ROLE_ID);

export type Refusal = null | "login" | "student" | "notYours" | "notPatrol";

/** Any classroom call at all: a signed-in teacher or staff member, never a student. */
export function userRefusal(user: Principal | null): Refusal {
  if (!user) return "login";
  return isStudent(user) ? "student" : null;
}

export function viewRefusal(user: Principal | null, lesson: LessonFacts): Refusal {
  const refusal = userRefusal(user);
  if (refusal || !user) return refusal;
  if (lesson.teacherId === user.userId || seesAll(user)) return null;
  return "notYours";
}

/** Running, re-running and cancelling follow seeing: the teacher, or the screen's holders. */
export const runRefusal = viewRefusal;

/** FIAS coding: anyone who may see the lesson. */
export const codeRefusal = viewRefusal;

/**
 * One uploaded picture analysed (the frame endpoint): the AI screen's holders and those who
 * patrol (the patrol wall's head-up rate), the same people supervision lets on the wall.
 */
export function frameRefusal(user: Principal | null): Refusal {
  const refusal = userRefusal(user);
  if (refusal || !user) return refusal;
  if (seesAll(user) || managesWith(user, PATROL_MANAGERS_SCREEN)) return null;
  return user.roleIds.some((r) => PATROL_ROLES.includes(r)) ? null : "notPatrol";
}

/** A list of lessons is limited to the caller's own unless they see all (or asked for their own). */
export function listScope(user: Principal, mineOnly: boolean | undefined): { teacherId: number } | null {
  return mineOnly || !seesAll(user) ? { teacherId: user.userId } : null;
}

export const REFUSAL_TEXT: Record<Exclude<Refusal, null>, string> = {
  login: "请先登录",
  student: "学生账号不能使用AI课堂分析",
  notYours: "只能查看和分析自己的课堂",
  notPatrol: "只有督导、专家和AI课堂分析管理者可以分析课堂画面",
};
