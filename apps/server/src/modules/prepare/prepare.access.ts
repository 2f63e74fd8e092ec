import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

export interface GroupInfo {
  leaderId: number;
  memberIds: number[];
}

/** Preparations of a group are set up, split and reviewed by its leader and by administrators. */
export const canManagePrepare = (user: Principal | null, g: GroupInfo): boolean =>
  !!user && (isAdministrator(user) || g.leaderId === user.userId);

/** The group's members see its preparations. */
export const canViewPrepare = (user: Principal | null, g: GroupInfo): boolean =>
  !!user && (canManagePrepare(user, g) || g.memberIds.includes(user.userId));

/** A plan is co-edited by its assignee, the leader and administrators; nobody else may connect. */
export const canEditPlan = (user: Principal | null, g: GroupInfo, plan: { assigneeId: number }): boolean =>
  !!user && (canManagePrepare(user, g) || plan.assigneeId === user.userId);

/** A submitted or approved plan is read-only to everyone: the leader returns it to have it changed. */
export const planLocked = (plan: { status: string }): boolean =>
  plan.status === "submitted" || plan.status === "approved";

/**
 * A browser page may open the co-editing socket only from the site: the address the request
 * came to (its Host), or one of the site's configured addresses. "null" and malformed origins fail.
 */
export function originAllowed(origin: string, host: string, siteOrigins: string[]): boolean {
  const parse = (u: string) => {
    try {
      return new URL(u);
    } catch {
      return null;
    }
  };
  const from = parse(origin);
  if (!from || (from.protocol !== "http:" && from.protocol !== "https:")) return false;
  if (host && from.host.toLowerCase() === host.toLowerCase()) return true;
  return siteOrigins.some((s) => parse(s)?.origin === from.origin);
}
