import { managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/**
 * Who sees and runs which lesson's analysis: pure rules returning the reason of a refusal
 * (null = allowed). A teacher sees and runs their own lessons; holders of the AI classroom
 * analysis screen (supervisors, leaders) and the administrator see and run every lesson.
 * Sampled frames follow the lesson (PIPL: visible only to those who may see the lesson), and
 * FIAS coding is open to anyone who may see it (each coder keeps their own coding).
 */

export const SEES_ALL = "supervisor.aiAnalysis";
export const SETTINGS_SCREEN = "supervisor.aiSettings";

export interface LessonFacts {
  teacherId: number;
}

/** Every lesson of the school. */
export const seesAll = (user: Principal | null) => managesWith(user, SEES_ALL);

export type Refusal = null | "login" | "notYours";

export function viewRefusal(user: Principal | null, lesson: LessonFacts): Refusal {
  if (!user) return "login";
  if (lesson.teacherId === user.userId || seesAll(user)) return null;
  return "notYours";
}

/** Running, re-running and cancelling follow seeing: the teacher, or the screen's holders. */
export const runRefusal = viewRefusal;

/** FIAS coding: anyone who may see the lesson. */
export const codeRefusal = viewRefusal;

/** A list of lessons is limited to the caller's own unless they see all (or asked for their own). */
export function listScope(user: Principal, mineOnly: boolean | undefined): { teacherId: number } | null {
  return mineOnly || !seesAll(user) ? { teacherId: user.userId } : null;
}

export const REFUSAL_TEXT: Record<Exclude<Refusal, null>, string> = {
  login: "请先登录",
  notYours: "只能查看和分析自己的课堂",
};
