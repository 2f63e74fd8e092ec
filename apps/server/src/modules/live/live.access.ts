import { LIVE_ACCESS } from "@otp/contract";
import { managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Who may watch, change and manage lives: pure rules. */

export interface LiveAccessFacts {
  teacherId: number;
  access: number;
  classIds: number[];
  userIds: number[];
  /** The viewing password's hash; "" when the live has none. */
  passwordHash: string;
}

/** The business screen's holders and the administrator manage every live. */
export const canManage = (user: Principal | null) => managesWith(user, "business.live");

/** The teacher of a live, or a manager. */
export function canEdit(user: Principal | null, live: { teacherId: number }): boolean {
  return !!user && (live.teacherId === user.userId || canManage(user));
}

/**
 * Why this viewer may not watch, or null when they may: "all" lives are open to every visitor
 * (guests included), public ones to signed-in users, secret ones to the listed classes and users,
 * or to anyone who gave the password (`unlocked`: checked by LivePasswords). The teacher and
 * managers always may.
 */
export function watchRefusal(
  viewer: Principal | null,
  viewerClassId: number | null,
  live: LiveAccessFacts,
  unlocked = false,
): null | "login" | "password" | "denied" {
  if (live.access === LIVE_ACCESS.ALL) return null;
  if (canEdit(viewer, live)) return null;
  if (live.access === LIVE_ACCESS.PUBLIC) return viewer ? null : "login";
  if (live.passwordHash && unlocked) return null;
  if (viewer && live.userIds.includes(viewer.userId)) return null;
  if (viewer && viewerClassId && live.classIds.includes(viewerClassId)) return null;
  if (live.passwordHash) return "password";
  return viewer ? "denied" : "login";
}
