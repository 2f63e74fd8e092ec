import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Groups are created and deleted by administrators. */
export const canCreateGroups = (user: Principal | null): boolean => isAdministrator(user);

/** A group is managed (renamed, members changed) by administrators and by its leader. */
export const canManageGroup = (user: Principal | null, g: { leaderId: number }): boolean =>
  !!user && (isAdministrator(user) || g.leaderId === user.userId);

/** A group is seen by administrators, its leader and its members. */
export const canViewGroup = (user: Principal | null, g: { leaderId: number }, isMember: boolean): boolean =>
  canManageGroup(user, g) || isMember;
