import type { SeminarKind, SeminarState } from "@otp/contract";
import type { PermissionCode } from "../../platform/access/permissions.js";
import { managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Pure policy of the teaching-research module. */

/** The back-office screen that manages each kind (interaction/seminar manages both). */
export const KIND_SCREEN: Record<SeminarKind, PermissionCode> = {
  teaching: "business.research",
  seminar: "business.networkSeminar",
};

export const managesKind = (user: Principal | null, kind: SeminarKind) =>
  managesWith(user, KIND_SCREEN[kind], "business.interactionSeminar");

/** Hosts edit their seminar; managers of its kind edit any. */
export const canEditSeminar = (user: Principal | null, s: { kind: string; hostId: number }) =>
  !!user && (s.hostId === user.userId || managesKind(user, s.kind as SeminarKind));

export function stateOf(s: { startAt: Date; endAt: Date }, now: Date): SeminarState {
  if (now < s.startAt) return "upcoming";
  if (now < s.endAt) return "ongoing";
  return "ended";
}

/**
 * Seminars are teachers' research: only teacher accounts join, contribute materials, score
 * meetings and read the attendance report as members (invitations already admit teachers only).
 */
export const isResearcher = (user: Principal | null) => !!user && user.userType === "teacher";

export const RESEARCHERS_ONLY = "仅教师可以参加教研活动";

/** Why a user may not join now, or null. */
export function joinRefusal(s: { open: boolean; startAt: Date; endAt: Date }, now: Date): string | null {
  if (!s.open) return "该教研活动未开放报名";
  if (stateOf(s, now) === "ended") return "该教研活动已结束，不能加入";
  return null;
}

/** Why a user may not evaluate a lecture (说课), or null: peers and judges (teacher or staff accounts), once, never their own. */
export function evaluatorRefusal(user: Principal, lecturerId: number, already: boolean): string | null {
  if (user.userType !== "teacher" && user.userType !== "staff") return "仅教师可评价说课";
  if (user.userId === lecturerId) return "不能评价自己的说课";
  if (already) return "您已评价过该说课";
  return null;
}

/** A meeting's state from its live's status and its schedule (a live never started ends with its time). */
export function meetingStateOf(liveStatus: number, endAt: Date, now: Date): "upcoming" | "live" | "ended" {
  if (liveStatus === 2 || liveStatus === -1) return "live";
  if (liveStatus === 3 || now > endAt) return "ended";
  return "upcoming";
}

/** Why a user may not score a meeting, or null: members of the seminar, once the meeting started, once. */
export function meetingEvaluationRefusal(
  isMember: boolean,
  state: "upcoming" | "live" | "ended",
  hasForm: boolean,
  already: boolean,
): string | null {
  if (!isMember) return "仅教研活动的成员可以评价";
  if (already) return "您已评价过该会议";
  if (state === "upcoming") return "会议尚未开始，开始后可评价";
  if (!hasForm) return "该教研活动尚未设置评价标准";
  return null;
}
