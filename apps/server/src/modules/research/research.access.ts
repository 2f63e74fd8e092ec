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

export const SEMINAR_SCREENS: PermissionCode[] = [
  "business.research",
  "business.networkSeminar",
  "business.interactionSeminar",
];

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
