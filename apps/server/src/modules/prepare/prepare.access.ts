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
