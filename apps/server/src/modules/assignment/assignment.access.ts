import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Teachers (and administrators) set assignments. */
export const canSetAssignments = (user: Principal | null): boolean =>
  !!user && (user.userType === "teacher" || isAdministrator(user));

/** Only the teacher who set an assignment edits it and reviews its submissions. */
export const ownsAssignment = (user: Principal | null, a: { ownerId: number }): boolean =>
  !!user && a.ownerId === user.userId;

/** Students of a target class see an assignment and may hand work in. */
export const isTargetStudent = (classId: number | null, a: { classIds: number[] }): boolean =>
  classId !== null && a.classIds.includes(classId);

/** Is a submission late for this assignment (due date passed when it was handed in)? */
export const isLate = (a: { dueAt: Date }, at: Date): boolean => at.getTime() > a.dueAt.getTime();
