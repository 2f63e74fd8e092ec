import { PUBLISH_STATUS, TEACHER_ROLE_ID } from "@otp/contract";
import { managesWith } from "../../platform/access/roles.js";
import type { Principal } from "../../platform/auth/principal.js";
import { type AppError, forbidden, notFound } from "../../platform/http/errors.js";

/**
 * Who may see, edit and manage courses and their comments: pure rules, used by every service of
 * the module. What a rule needs from the database (a membership, a class) is loaded by
 * course.guard.ts; the SQL form of visibility is `visibleTo` in course.queries.ts.
 */

/** Who is looking, as the lists filter by it: a guest, a user (with their class), or a course admin. */
export interface Viewer {
  userId: number | null;
  classId: number | null;
  admin: boolean;
}

/**
 * Whom a catalogue answer is for: every viewer of one audience sees the same published courses,
 * so they share a kept answer. Course admins see them all; guests the public ones; other users
 * the public and school ones, and the "classes" courses they teach or assist or that list their
 * class (`extra`, ascending) — the rule of `visibleTo` in course.queries.ts, per viewer.
 */
export type Audience = { kind: "all" } | { kind: "guests" } | { kind: "users"; extra: number[] };

/** Published "classes" courses by who sees them beside the public and school ones. */
export interface ClassCourses {
  /** Course ids by member (teacher or assistant). */
  byMember: Map<number, number[]>;
  /** Course ids by listed class. */
  byClass: Map<number, number[]>;
}

/** Indexes published "classes" courses by their members (`member`) and their listed classes. */
export function classCoursesOf(links: { courseId: number; member: boolean; ref: number }[]): ClassCourses {
  const byMember = new Map<number, number[]>();
  const byClass = new Map<number, number[]>();
  for (const { courseId, member, ref } of links) {
    const map = member ? byMember : byClass;
    map.set(ref, [...(map.get(ref) ?? []), courseId]);
  }
  return { byMember, byClass };
}

/** Whether a viewer's audience depends on the "classes" courses (users who are not course admins). */
export function needsClassCourses(viewer: Viewer): boolean {
  return !viewer.admin && viewer.userId !== null;
}

/** The audience of a viewer; `classCourses` is read only when `needsClassCourses`. */
export function audienceOf(viewer: Viewer, classCourses: ClassCourses): Audience {
  if (viewer.admin) return { kind: "all" };
  if (viewer.userId === null) return { kind: "guests" };
  const { byMember, byClass } = classCourses;
  const ids = new Set(byMember.get(viewer.userId));
  if (viewer.classId !== null) for (const id of byClass.get(viewer.classId) ?? []) ids.add(id);
  return { kind: "users", extra: [...ids].sort((a, b) => a - b) };
}

/** The audience as a cache key: equal keys, equal rights over the catalogue. */
export function audienceKey(a: Audience): string {
  return a.kind === "users" ? `users:${a.extra.join(",")}` : a.kind;
}

/** Administrators and holders of the course-management screen see and edit every course. */
export function isCourseAdmin(user: Principal | null): boolean {
  return managesWith(user, "business.course");
}

/** Teachers create courses (course admins too). */
export function canCreate(user: Principal): boolean {
  return isCourseAdmin(user) || user.roleIds.includes(TEACHER_ROLE_ID);
}

/** An academic course is built from an offering by its own teacher (course admins: any). */
export function canBuildFrom(user: Principal, origin: { teacherId: number }): boolean {
  return isCourseAdmin(user) || origin.teacherId === user.userId;
}

/** Editors: the course's teachers and assistants (`memberRole` set) and course admins. */
export function canEdit(user: Principal | null, memberRole: string | null): boolean {
  return !!user && (isCourseAdmin(user) || memberRole !== null);
}

/** Deleting a course: its owner or a course admin. */
export function canDelete(user: Principal, course: { ownerId: number }): boolean {
  return course.ownerId === user.userId || isCourseAdmin(user);
}

/**
 * What decides whether someone may open a course. Editors and course auditors (who must see what
 * they are asked to approve) open any course. Anyone else: drafts, pending and rejected courses
 * are hidden; published ones follow their visibility — public: everyone, school: logged-in
 * users, classes: the listed classes ("classes": the caller checks the viewer's class).
 */
export function viewVerdict(
  user: Principal | null,
  course: { status: number; visibility: string },
  editor: boolean,
): "open" | "hidden" | "login" | "classes" {
  if (editor || managesWith(user, "audit.course")) return "open";
  if (course.status !== PUBLISH_STATUS.PUBLISHED) return "hidden";
  if (course.visibility === "public") return "open";
  if (!user) return "login";
  return course.visibility === "school" ? "open" : "classes";
}

/** The refusal for a verdict (null: may open); `inListedClass` settles "classes". */
export function viewRefusal(verdict: ReturnType<typeof viewVerdict>, inListedClass: boolean): AppError | null {
  switch (verdict) {
    case "open":
      return null;
    case "hidden":
      return notFound("课程不存在或尚未发布");
    case "login":
      return forbidden("该课程仅对校内用户开放，请先登录");
    case "classes":
      return inListedClass ? null : forbidden("该课程仅对指定班级开放");
  }
}

/** Course editors and holders of the comment-management screen delete any comment of the course. */
function canModerateComments(user: Principal | null, editor: boolean): boolean {
  return editor || managesWith(user, "business.courseComment");
}

/** A comment is deleted by its author or a moderator. */
export function canDeleteComment(user: Principal | null, comment: { userId: number }, editor: boolean): boolean {
  return (!!user && comment.userId === user.userId) || canModerateComments(user, editor);
}
