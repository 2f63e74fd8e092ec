import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Administrators give tasks to anyone; a group leader to their own group. */
export const canCreateTasks = (user: Principal, ledGroupIds: number[]) =>
  isAdministrator(user) || ledGroupIds.length > 0;

/** Administrators, the task's author and the current leader of its group manage a task. */
export const canManageTask = (
  user: Principal,
  task: { createdBy: number; groupId: number | null },
  ledGroupIds: number[],
) =>
  isAdministrator(user) ||
  task.createdBy === user.userId ||
  (task.groupId !== null && ledGroupIds.includes(task.groupId));
