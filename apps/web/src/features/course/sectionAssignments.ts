import type { CourseDetail, UserInfo } from "@otp/contract";

/**
 * Whether a section page asks for 本节作业: the server answers a course's teachers and assistants
 * (canEdit) and the students of the classes the course is given to; anyone else would be refused
 * (403), so the page does not ask for them.
 */
export function readsSectionAssignments(
  course: Pick<CourseDetail, "canEdit" | "classIds"> | undefined,
  user: Pick<UserInfo, "userType" | "classId"> | null,
): boolean {
  if (!course || !user) return false;
  if (course.canEdit) return true;
  return user.userType === "student" && user.classId !== null && course.classIds.includes(user.classId);
}
