import type { ResearchView } from "@otp/contract";
import { managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import { isStudent, SEES_ALL } from "./classroom.access.js";

/**
 * Who sees which part of AI research (issue 26, decision 0064): pure rules returning the reason of
 * a refusal. Administrators and holders of the AI classroom analysis screen see every lesson
 * already, so they see all research; holders of the AI research screen (school leaders, deans)
 * see their organization — a college with its departments, or one department — and the whole
 * school when their account belongs to no organization; anyone else who teaches sees their own
 * lessons beside the school's anonymised averages. Students are refused, as in classroom analysis.
 */

export const RESEARCH_SCREEN = "supervisor.aiResearch";

/** Who the rows may belong to: everything, organizations (their ids), or one teacher. */
export type Visible = { kind: "all" } | { kind: "orgs"; orgIds: number[] } | { kind: "teacher"; teacherId: number };

export interface ResearchPolicy {
  view: ResearchView;
  visible: Visible;
  /** The organization a leader is limited to (view "org"). */
  orgId: number | null;
}

export function researchPolicy(
  user: Principal,
  userOrg: { id: number; parentId: number | null } | null,
  orgs: Array<{ id: number; parentId: number | null }>,
): ResearchPolicy | "student" {
  if (isStudent(user)) return "student";
  if (managesWith(user, SEES_ALL)) return { view: "all", visible: { kind: "all" }, orgId: null };
  if (managesWith(user, RESEARCH_SCREEN)) {
    if (!userOrg) return { view: "all", visible: { kind: "all" }, orgId: null };
    const orgIds = [userOrg.id, ...orgs.filter((o) => o.parentId === userOrg.id).map((o) => o.id)];
    return { view: "org", visible: { kind: "orgs", orgIds }, orgId: userOrg.id };
  }
  return { view: "self", visible: { kind: "teacher", teacherId: user.userId }, orgId: null };
}

/** A lesson as the policy sees it. */
export interface LessonPlace {
  teacherId: number;
  collegeId: number;
  departmentId: number;
}

export function lessonVisible(v: Visible, l: LessonPlace): boolean {
  if (v.kind === "all") return true;
  if (v.kind === "teacher") return l.teacherId === v.teacherId;
  return v.orgIds.includes(l.departmentId) || v.orgIds.includes(l.collegeId);
}

/** An organization unit (college or department) is within what is visible. */
export function orgVisible(v: Visible, orgId: number): boolean {
  return v.kind === "all" || (v.kind === "orgs" && v.orgIds.includes(orgId));
}

export const RESEARCH_REFUSALS = {
  student: "学生账号不能使用AI教研分析",
  lesson: "对比中包含无权查看的课堂",
  unit: "无权查看该范围的数据",
  teacherOnlySelf: "教师只能查看本人的课堂数据",
} as const;

export const VIEW_TEXT: Record<ResearchView, string> = {
  all: "查看范围：全校",
  org: "查看范围：本机构",
  self: "查看范围：本人课堂（全校数据为匿名平均值）",
};
