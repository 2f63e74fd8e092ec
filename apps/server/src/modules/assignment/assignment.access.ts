import { isAdministrator } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";

/** Teachers (and administrators) set assignments. */
export const canSetAssignments = (user: Principal | null): boolean =>
  !!user && (user.userType === "teacher" || isAdministrator(user));

/** Only the teacher who set an assignment edits it and reviews its submissions. */
export const ownsAssignment = (user: Principal | null, a: { ownerId: number }): boolean =>
  !!user && a.ownerId === user.userId;

/** Where a student stands: their class and the courses it takes. */
export interface StudentTarget {
  classId: number | null;
  courseIds: number[];
}

/** Students of a target class, or of a class taking the target section's course, see it and hand in. */
export const isTargetStudent = (t: StudentTarget, a: { classIds: number[]; courseId: number | null }): boolean =>
  t.classId !== null && (a.classIds.includes(t.classId) || (a.courseId !== null && t.courseIds.includes(a.courseId)));

/** Is a submission late for this assignment (due date passed when it was handed in)? */
export const isLate = (a: { dueAt: Date }, at: Date): boolean => at.getTime() > a.dueAt.getTime();
